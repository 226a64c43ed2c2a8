package elements

import (
	"image"

	"skirmish/game/table"
	el "skirmish/rules/elements"
)

var _ table.Prober = (*ClanTable)(nil)

// phaseNames name the phases for the probe.
var phaseNames = [...]string{"muster", "act", "result", "shift", "over"}

// Probe tells the tests (window.skirmish.state(), the couch tests) what
// the table shows: the phase, the side deciding, the cursor and the
// selected model, the action list, the models as the seat at the screen
// sees them, where each square is on the screen, and whether the game is
// paused or the screen is being handed over. It reads and changes nothing.
func (c *ClanTable) Probe() table.Probe {
	g := c.Game()
	v := c.shown()
	p := table.SeatsProbe(c.ses, c.cursor.String(), &c.modal, &c.strand, &c.privacy, g.Phase() == el.PhaseOver)
	p.Phase = phaseNames[min(int(g.Phase()), len(phaseNames)-1)]
	if c.sel >= 0 && c.sel < len(g.Models()) {
		p.Selected = string(g.Models()[c.sel].ID)
	}
	if c.destOn {
		p.Aim = c.dest.String()
	}
	for _, o := range c.opts {
		p.Choices = append(p.Choices, table.ProbeChoice{Label: o.Label, Enabled: !o.Off})
	}
	for _, m := range v.Models() {
		at := ""
		if !m.Out && !m.Unseen {
			at = m.At.String()
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(m.ID), Side: int(m.Side), At: at, Dead: m.Out})
	}
	if !c.board.rect.Empty() {
		lvl := g.Level()
		p.Squares = make(map[string]image.Rectangle, lvl.W*lvl.H)
		for y := range lvl.H {
			for x := range lvl.W {
				q := gridPt(x, y)
				p.Squares[q.String()] = c.board.cellRect(q)
			}
		}
	}
	return p
}
