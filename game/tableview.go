package game

import (
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/render"
	"skirmish/rules/tunnel"
	"skirmish/ui"
)

// tableView draws a position: the board and the dice tray. The battle and
// the replay viewer both show one.
type tableView struct {
	board    *render.Board
	anim     *render.Animator
	tray     render.Tray
	trayDice render.TrayDice
	trayBox  *widget.Container // the panel's space where the tray is drawn
	trayArea image.Rectangle   // trayBox as last laid out
	marks    render.Marks
	area     image.Rectangle // where the board goes
	laidOut  image.Rectangle // the area the board was last laid out in
}

func newTableView() tableView {
	v := tableView{board: render.NewBoard(), anim: render.NewAnimator()}
	v.marks.Hover, v.marks.Selected = -1, -1
	return v
}

// drawBoard clears the screen and draws the board of g in the view's area.
func (v *tableView) drawBoard(a *App, screen *ebiten.Image, g *tunnel.Game) {
	v.laidOut = v.area
	v.board.Layout(v.area, g.Level()) // costs nothing when neither changed

	// The board's picture is copied over the map, replacing what is there:
	// clear the rest only (on a software renderer, filling the whole screen
	// costs as much as drawing another picture its size).
	fillAround(screen, v.board.MapRect(), &a.Pal.Background)
	v.board.Draw(screen, g, &v.marks, v.anim, a.Pal)
}

// fillAround fills dst with c except inside r. c is a pointer so that it
// is not boxed into an interface (an allocation) every frame.
func fillAround(dst *ebiten.Image, r image.Rectangle, c *color.RGBA) {
	b := dst.Bounds()
	r = r.Intersect(b)
	if r.Empty() {
		dst.Fill(c)
		return
	}
	for _, s := range [4]image.Rectangle{
		image.Rect(b.Min.X, b.Min.Y, b.Max.X, r.Min.Y), // above
		image.Rect(b.Min.X, r.Max.Y, b.Max.X, b.Max.Y), // below
		image.Rect(b.Min.X, r.Min.Y, r.Min.X, r.Max.Y), // left
		image.Rect(r.Max.X, r.Min.Y, b.Max.X, r.Max.Y), // right
	} {
		if !s.Empty() {
			vector.FillRect(dst, float32(s.Min.X), float32(s.Min.Y), float32(s.Dx()), float32(s.Dy()), c, false)
		}
	}
}

// drawTray draws the dice of g's latest swing in the tray's space.
func (v *tableView) drawTray(a *App, screen *ebiten.Image, g *tunnel.Game, pickable bool, lastResult, hover int) {
	if v.trayBox == nil {
		return
	}
	v.trayArea = v.trayBox.GetWidget().Rect
	fillTray(&v.trayDice, g, pickable, lastResult)
	v.tray.Layout(v.trayArea, &v.trayDice)
	v.tray.Draw(screen, &v.trayDice, hover, v.anim, a.Pal)
}

// sidePanel returns the side panel's container: full height at the right
// edge, rows top to bottom, the last row (the log) taking the height left.
func sidePanel(t *ui.Theme, width, height, rows int) *widget.Container {
	return widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(t.PanelImage),
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(1),
			widget.GridLayoutOpts.Spacing(0, t.Px(8)),
			widget.GridLayoutOpts.Padding(widget.NewInsetsSimple(t.Px(12))),
			widget.GridLayoutOpts.Stretch([]bool{true}, stretchLast(rows)),
		)),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{
			HorizontalPosition: widget.AnchorLayoutPositionEnd,
			StretchVertical:    true,
		}), widget.WidgetOpts.MinSize(width, height)),
	)
}

// stretchLast returns grid stretch flags for n rows where only the last
// row takes the height left over.
func stretchLast(n int) []bool {
	s := make([]bool, n)
	s[n-1] = true
	return s
}
