package battleaxe

import (
	"image"

	"skirmish/game/table"
	"skirmish/rules/grid"
)

// ProbeBoard tells the tests the board's part: the phase, the seat
// deciding (in the enemies' turns, the one who steps through them), the
// cursor, the hero picked, the minis (heroes by seat, enemies side -1) and
// where each square is on the screen. It reads and changes nothing.
func (c *dungeon) ProbeBoard(f *table.Frame, p *table.Probe) {
	g := c.Game()
	p.Phase, p.Cursor, p.ToAct = c.phaseOf(g), c.cursor.String(), f.Screen().Side()
	if g.Outcome().Over {
		p.ToAct = -1
	}
	if c.pick >= 0 {
		p.Selected = string(g.Mini(c.pick).ID)
	}
	v := c.shown()
	for i := range v.MiniCount() {
		m := v.Mini(i)
		side, at := -1, ""
		if m.Hero {
			side = seatOfHero(v, i)
		}
		if m.OnBoard() {
			at = m.At.String()
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(m.ID), Side: side, At: at, Dead: m.Dead() || m.Gone})
	}
	if !c.lay.board.Empty() {
		b := v.Board()
		p.Squares = table.GridSquares(b.W, b.H, func(q grid.Point) image.Rectangle { return c.cam.squareRect(q).Intersect(c.lay.board) })
	}
}
