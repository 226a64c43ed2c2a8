package battleaxe

import (
	"image"

	"skirmish/game/table"
)

var _ table.Prober = (*DungeonTable)(nil)

// Probe tells the tests what the table shows: the phase, the seat
// deciding (in the enemies' turns, the first human seat that will), the
// cursor, the action list, the minis (heroes by seat, enemies side -1),
// where each square is on the screen, and whether the game is paused. It
// reads and changes nothing.
func (c *DungeonTable) Probe() table.Probe {
	g := c.Game()
	p := table.Probe{
		Phase:  c.phaseOf(g),
		ToAct:  c.humanSide(),
		Cursor: c.cursor.String(),
		Window: c.modal.Window(),
		Paused: c.strand.Paused(),
		For:    -1,
		At:     c.ses.Position(),
	}
	if p.ToAct < 0 && !g.Outcome().Over {
		if s := c.humansToAct(); len(s) > 0 && c.foes.on {
			p.ToAct = int(s[0])
		}
	}
	if c.pick >= 0 {
		p.Selected = string(g.Mini(c.pick).ID)
	}
	for _, o := range c.opts {
		p.Choices = append(p.Choices, table.ProbeChoice{Label: o.Label, Enabled: !o.Off})
	}
	v := c.shown()
	for i := range v.MiniCount() {
		m := v.Mini(i)
		side := -1
		if m.Hero {
			side = seatOfHero(v, i)
		}
		at := ""
		if m.OnBoard() {
			at = m.At.String()
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(m.ID), Side: side, At: at, Dead: m.Dead() || m.Gone})
	}
	if !c.lay.board.Empty() {
		b := v.Board()
		p.Squares = make(map[string]image.Rectangle, b.W*b.H)
		for y := range b.H {
			for x := range b.W {
				q := gridPt(x, y)
				if r := c.cam.squareRect(q).Intersect(c.lay.board); !r.Empty() {
					p.Squares[q.String()] = r
				}
			}
		}
	}
	return p
}
