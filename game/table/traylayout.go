package table

import (
	"image"

	"skirmish/ui"
)

// FitTray gives a dice tray under a board's area the height the board
// leaves: a board fitted to the area's width ends above the area's bottom,
// and the top of tray rises to meet it, at most two fifths of the way up
// from the tray's bottom to area's top. An empty board changes nothing.
func FitTray(t *ui.Theme, tray *image.Rectangle, area, board image.Rectangle) {
	if board.Empty() {
		return
	}
	top := board.Max.Y + t.Px(10)
	most := tray.Max.Y - (tray.Max.Y-area.Min.Y)*2/5
	if top < tray.Min.Y {
		tray.Min.Y = max(top, most)
	}
}
