package tunnel

import (
	"image"

	"skirmish/game/table"
	"skirmish/rules/grid"
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
	lvl := g.Level()
	p.Squares = make(map[string]image.Rectangle, lvl.W*lvl.H)
	for y := range lvl.H {
		for x := range lvl.W {
			q := grid.Pt(x, y)
			p.Squares[q.String()] = v.cellRect(q)
		}
	}
}

// Probe tells the browser tests what the table shows.
func (b *Battle) Probe() table.Probe {
	g := b.Game()
	p := table.Probe{Cursor: b.cursor.String(), Window: b.modal.Window(), Paused: b.strand.Paused(), For: -1}
	probeGame(&p, g, &b.tableView)
	if b.p.sel >= 0 && b.p.sel < len(g.Models()) {
		p.Selected = string(rune(g.Model(b.p.sel).ID))
	}
	if b.humanSide() >= 0 {
		for _, c := range choices(g, &b.p) {
			p.Choices = append(p.Choices, table.ProbeChoice{Label: c.Label, Enabled: c.Enabled})
		}
	}
	return p
}

// Probe tells the browser tests what the viewer shows.
func (v *ReplayViewer) Probe() table.Probe {
	p := table.Probe{ToAct: -1, At: v.at}
	probeGame(&p, v.Game(), &v.tableView)
	return p
}
