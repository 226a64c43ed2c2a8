package tunnel

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	rt "skirmish/render/tunnel"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// tableView draws a position: the board and the dice tray. The battle and
// the replay viewer both show one.
type tableView struct {
	board    *rt.Board
	anim     *rt.Animator
	scene    rt.Scene   // what the board shows, filled again every frame
	events   []rt.Event // the events fed to the animator, reused
	tray     rt.Tray
	trayDice rt.TrayDice
	trayBox  *widget.Container // the panel's space where the tray is drawn
	trayArea image.Rectangle   // trayBox as last laid out
	marks    rt.Marks
	squares  []grid.Point    // the squares worked out for the marks, reused in every frame
	area     image.Rectangle // where the board goes
	laidOut  image.Rectangle // the area the board was last laid out in
}

func newTableView() tableView {
	v := tableView{board: rt.NewBoard(), anim: rt.NewAnimator()}
	v.marks.Hover, v.marks.Selected = -1, -1
	return v
}

// drawBoard clears the screen and draws the board of g in the view's area.
func (v *tableView) drawBoard(a table.Host, screen *ebiten.Image, g *tf.Game) {
	v.laidOut = v.area
	fillScene(&v.scene, g)
	v.board.Layout(v.area, v.scene.W, v.scene.H) // costs nothing when neither changed

	// The board's picture is copied over the map, replacing what is there:
	// clear the rest only (on a software renderer, filling the whole screen
	// costs as much as drawing another picture its size).
	table.FillAround(screen, v.board.MapRect(), &a.Pal().Background)
	v.board.Draw(screen, &v.scene, &v.marks, v.anim, a.Pal())
}

// drawTray draws the dice of g's latest swing in the tray's space.
func (v *tableView) drawTray(a table.Host, screen *ebiten.Image, g *tf.Game, pickable bool, lastResult, hover int) {
	if v.trayBox == nil {
		return
	}
	v.trayArea = v.trayBox.GetWidget().Rect
	fillTray(&v.trayDice, g, pickable, lastResult)
	v.tray.Layout(v.trayArea, &v.trayDice)
	v.tray.Draw(screen, &v.trayDice, hover, v.anim, a.Pal())
}
