package tunnel

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	rt "skirmish/render/tunnel"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// tableView draws a position: the board and the dice tray under it.
type tableView struct {
	board    *rt.Board
	anim     *rt.Animator
	scene    rt.Scene   // what the board shows, filled again every frame
	events   []rt.Event // the events fed to the animator, reused
	tray     rt.Tray
	trayDice rt.TrayDice
	trayArea image.Rectangle // the dice tray, under the board
	diceArea image.Rectangle // the tray's dice, above its caption
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

// drawBoard draws the board of g in the view's area.
func (v *tableView) drawBoard(a table.Host, screen *ebiten.Image, g *tf.Game) {
	v.laidOut = v.area
	fillScene(&v.scene, g)
	v.board.Layout(v.area, v.scene.W, v.scene.H) // costs nothing when neither changed
	v.board.Draw(screen, &v.scene, &v.marks, v.anim, a.Pal())
}

// drawTray draws the dice of g's latest swing in the tray.
func (v *tableView) drawTray(a table.Host, screen *ebiten.Image, g *tf.Game, pickable bool, lastResult, hover int) {
	fillTray(&v.trayDice, g, pickable, lastResult)
	v.tray.Layout(v.diceArea, &v.trayDice)
	v.tray.Draw(screen, &v.trayDice, hover, v.anim, a.Pal())
}
