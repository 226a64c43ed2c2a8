package tunnel

import (
	"skirmish/game/table"
	tf "skirmish/rules/tunnel"
)

// phaseNames name the phases for the browser tests.
var phaseNames = [...]string{"act", "defend", "pick", "shunt", "over"}

// probeGame describes g and where its squares are on screen.
func probeGame(p *table.Probe, g *tf.Game, v *tableView) {
	p.Phase = phaseNames[min(int(g.Phase()), len(phaseNames)-1)]
	p.ToAct = g.ToActSide()
	for _, m := range g.Models() {
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(rune(m.ID)), Side: int(m.Side), At: m.At.String(), Dead: m.Dead})
	}
	if v.laidOut.Empty() {
		return
	}
	p.Squares = table.GridSquares(g.Level().W, g.Level().H, v.cellRect)
}

// ProbeBoard tells the browser tests what the board shows
// (table.BoardProber): the phase, the side to act, the cursor, the model
// selected, the pieces and where the squares are.
func (b *Battle) ProbeBoard(f *table.Frame, p *table.Probe) {
	g := b.shown()
	p.Cursor = b.cursor.String()
	probeGame(p, g, &b.tableView)
	if b.p.sel >= 0 && b.p.sel < len(g.Models()) {
		p.Selected = string(rune(g.Model(b.p.sel).ID))
	}
}
