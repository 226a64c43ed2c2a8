package battleaxe

import "skirmish/game/table"

var _ table.Regioner = (*DungeonTable)(nil)

// Regions reports what the table drew itself in its last drawing
// (table.Regioner): the side panel, the status line, the board, the dice
// tray and the line of hints. It reads the table's layout and changes
// nothing.
func (c *DungeonTable) Regions(h table.Host, dst []table.Region) []table.Region {
	if c.root == nil {
		return dst
	}
	return append(dst,
		table.Region{Name: "side panel", Rect: c.root.GetWidget().Rect, Steady: true},
		table.Region{Name: "status line", Rect: c.lay.status, Steady: true},
		table.Region{Name: "board", Rect: c.lay.board, Steady: true},
		table.Region{Name: "dice tray", Rect: c.lay.tray, Steady: true},
		table.Region{Name: "hints", Rect: c.lay.hints, Steady: true},
	)
}
