package arena

import "skirmish/game/table"

var _ table.Regioner = (*ArenaTable)(nil)

// Regions reports what the table drew itself in its last drawing
// (table.Regioner): the side panel, the status line, the initiative strip, the board, the dice
// tray (or the odds in its place) and the line of hints. It reads the
// table's layout and changes nothing.
func (c *ArenaTable) Regions(h table.Host, dst []table.Region) []table.Region {
	if c.privacy.Covered() || c.root == nil {
		return dst
	}
	tray := "dice tray"
	if c.oddsOn {
		tray = "odds"
	}
	return append(dst,
		table.Region{Name: "side panel", Rect: c.root.GetWidget().Rect, Steady: true},
		table.Region{Name: "status line", Rect: c.lay.status, Steady: true},
		table.Region{Name: "initiative strip", Rect: c.lay.strip, Steady: true},
		table.Region{Name: "board", Rect: c.board.rect, Steady: true},
		table.Region{Name: tray, Rect: c.lay.tray, Steady: true},
		table.Region{Name: "hints", Rect: c.lay.hints, Steady: true},
	)
}
