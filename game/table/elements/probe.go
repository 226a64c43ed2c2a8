package elements

import (
	"skirmish/game/table"
)

// phaseNames name the phases for the probe.
var phaseNames = [...]string{"muster", "act", "result", "shift", "over"}

// ProbeBoard fills the board's part of the tests' probe: the phase, the
// cursor, the selected model and a move's square waiting for its facing,
// the models as the screen shows them, and where each square is on the
// screen. It reads and changes nothing.
func (b *Board) ProbeBoard(f *table.Frame, p *table.Probe) {
	g := whole(f)
	p.Phase = phaseNames[min(int(g.Phase()), len(phaseNames)-1)]
	p.Cursor = b.pointer.Cursor.String()
	if b.sel >= 0 && b.sel < len(g.Models()) {
		p.Selected = string(g.Models()[b.sel].ID)
	}
	if b.destOn {
		p.Aim = b.dest.String()
	}
	for _, m := range shown(f).Models() {
		at := ""
		if !m.Out && !m.Unseen {
			at = m.At.String()
		}
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(m.ID), Side: int(m.Side), At: at, Dead: m.Out})
	}
	if !b.drawer.rect.Empty() {
		p.Squares = table.GridSquares(g.Level().W, g.Level().H, b.drawer.cellRect)
	}
}

// BoardRegions reports what the board drew (table.Regioner): the status
// line, the grid, the dice tray (or the odds in its place) and the line of
// hints; the frame adds the side panel.
func (b *Board) BoardRegions(f *table.Frame, dst []table.Region) []table.Region {
	tray := "dice tray"
	if b.oddsOn {
		tray = "odds"
	}
	return append(dst,
		table.Region{Name: "status line", Rect: b.lay.status, Steady: true},
		table.Region{Name: "board", Rect: b.drawer.rect, Steady: true},
		table.Region{Name: tray, Rect: b.lay.tray, Steady: true},
		table.Region{Name: "hints", Rect: b.lay.hints, Steady: true},
	)
}
