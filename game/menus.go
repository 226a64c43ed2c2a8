package game

import (
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/assets"
	"skirmish/render"
	"skirmish/rules/tunnel"
)

// centred returns a root container holding content in the middle of the
// screen, with a translucent panel behind it.
func centred(a *App, content *widget.Container) *ebitenui.UI {
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	content.GetWidget().LayoutData = widget.AnchorLayoutData{
		HorizontalPosition: widget.AnchorLayoutPositionCenter,
		VerticalPosition:   widget.AnchorLayoutPositionCenter,
	}
	root.AddChild(content)
	u := &ebitenui.UI{Container: root, DisableDefaultFocus: true, PrimaryTheme: a.Theme.Widget()}
	return u
}

// panel returns a vertical panel with the theme's window look.
func panel(a *App, minW int) *widget.Container {
	t := a.Theme
	return widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.WindowImage),
		widget.ContainerOpts.Layout(widget.NewRowLayout(
			widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(t.Px(10)),
			widget.RowLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(24))),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(t.Px(minW), 0)),
	)
}

// backdrop draws the table behind the menus: a dimmed map of the tunnels.
type backdrop struct {
	board *render.Board
	game  *tunnel.Game
	anim  *render.Animator
	marks render.Marks
	w, h  int
}

func newBackdrop() *backdrop {
	b := &backdrop{board: render.NewBoard(), anim: render.NewAnimator()}
	b.marks.Hover, b.marks.Selected = -1, -1
	if sc, err := tunnel.Scenario("lamplight-crossing"); err == nil {
		if g, err := tunnel.Setup(sc, 1, rulesOptions()); err == nil {
			b.game = g
		}
	}
	return b
}

func (b *backdrop) draw(a *App, screen *ebiten.Image) {
	screen.Fill(color.NRGBA{0x0E, 0x0C, 0x0B, 0xFF})
	if b.game == nil {
		return
	}
	w, h := a.Size()
	if w != b.w || h != b.h {
		b.w, b.h = w, h
		b.board.Layout(image.Rect(0, 0, w, h), b.game.Level())
	}
	b.board.Draw(screen, b.game, &b.marks, b.anim, a.Pal)
	vector.FillRect(screen, 0, 0, float32(w), float32(h), color.NRGBA{0x08, 0x07, 0x06, 0x90}, false)
}

// logo draws the title icon and name.
func logoWidgets(a *App, c *widget.Container) {
	t := a.Theme
	row := t.Row(14)
	if ic := iconGraphic(a, "logo", 64, t.Accent); ic != nil {
		row.AddChild(ic)
	}
	title := t.Text("SKIRMISH", t.Title, t.Accent, 0)
	row.AddChild(title)
	c.AddChild(row)
	c.AddChild(t.Text("Tabletop miniatures rules, on a screen.", t.Body, t.Muted, 0))
}

// iconGraphic returns the named icon as a widget, or nil without art.
func iconGraphic(a *App, name string, size int, tint color.NRGBA) *widget.Graphic {
	if assets.Icon(name) == nil {
		return nil
	}
	img := iconImage(a, name, size, tint)
	if img == nil {
		return nil
	}
	return widget.NewGraphic(widget.GraphicOpts.Image(img), widget.GraphicOpts.WidgetOpts(
		widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter}),
	))
}
