package arena

import (
	"image"

	"skirmish/game/table"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

var _ table.Prober = (*ArenaTable)(nil)

// Probe tells the tests (window.skirmish.state(), the couch tests) what
// the table shows: the phase, the side deciding, the cursor and the
// fighter deciding (or described), the action list, the fighters, where
// each square is on the screen, and whether the game is paused. It reads
// and changes nothing.
func (c *ArenaTable) Probe() table.Probe {
	g := c.Game()
	v := c.shown()
	p := table.SeatsProbe(c.ses, c.cursor.String(), &c.modal, &c.strand, &c.privacy, g.Phase() == ar.PhaseOver)
	p.Phase = phaseName(g)
	sel := c.inspect
	if sel < 0 {
		sel = c.deciding(g)
	}
	if sel >= 0 && sel < len(g.Fighters()) {
		p.Selected = string(g.Fighters()[sel].ID)
	}
	for _, o := range c.opts {
		p.Choices = append(p.Choices, table.ProbeChoice{Label: o.Label, Enabled: !o.Off})
	}
	for _, f := range v.Fighters() {
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(f.ID), Side: int(f.Side), At: f.At.String(), Dead: f.Status != ar.Standing})
	}
	if !c.board.rect.Empty() {
		lvl := g.Level()
		p.Squares = make(map[string]image.Rectangle, lvl.W*lvl.H)
		for y := range lvl.H {
			for x := range lvl.W {
				q := grid.Pt(x, y)
				p.Squares[q.String()] = c.board.cellRect(q)
			}
		}
	}
	return p
}
