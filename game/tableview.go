package game

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

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
	screen.Fill(a.Pal.Background)
	if v.area != v.laidOut {
		v.laidOut = v.area
		v.board.Layout(v.area, g.Level())
	}
	v.board.Draw(screen, g, &v.marks, v.anim, a.Pal)
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
