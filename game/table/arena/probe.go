package arena

import (
	"skirmish/game/table"
	ar "skirmish/rules/arena"
)

// ProbeBoard tells the tests (window.skirmish.state(), the couch tests)
// the board's part of what the table shows: the phase, the cursor, the
// fighter deciding (or described), the fighters, and where each square is
// on the screen. It reads and changes nothing.
func (c *arenaBoard) ProbeBoard(f *table.Frame, p *table.Probe) {
	g := c.game()
	p.Phase, p.Cursor = phaseName(g), c.ptr.Cursor.String()
	sel := c.inspect
	if sel < 0 {
		sel = c.deciding(g)
	}
	if sel >= 0 && sel < len(g.Fighters()) {
		p.Selected = string(g.Fighters()[sel].ID)
	}
	for _, f := range c.shown().Fighters() {
		p.Pieces = append(p.Pieces, table.ProbePiece{ID: string(f.ID), Side: int(f.Side), At: f.At.String(), Dead: f.Status != ar.Standing})
	}
	if !c.board.rect.Empty() {
		p.Squares = table.GridSquares(g.Level().W, g.Level().H, c.board.cellRect)
	}
}

// BoardRegions reports the parts the board drew (table.BoardRegioner):
// the status line, the initiative strip, the board, the dice tray (or the
// odds in its place) and the line of hints.
func (c *arenaBoard) BoardRegions(f *table.Frame, dst []table.Region) []table.Region {
	tray := "dice tray"
	if c.oddsOn {
		tray = "odds"
	}
	return append(dst,
		table.Region{Name: "status line", Rect: c.lay.status, Steady: true},
		table.Region{Name: "initiative strip", Rect: c.lay.strip, Steady: true},
		table.Region{Name: "board", Rect: c.board.rect, Steady: true},
		table.Region{Name: tray, Rect: c.lay.tray, Steady: true},
		table.Region{Name: "hints", Rect: c.lay.hints, Steady: true},
	)
}
