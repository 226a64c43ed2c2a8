package battleaxe

import (
	"image"

	"skirmish/ui"
)

// tableLayout is where the board draws its own parts in the window left
// of the side panel: a status line at the top, the board (the dungeon
// under its camera), the dice tray under it, and a line of control hints
// at the bottom. The area and the UI scale alone place them.
type tableLayout struct {
	status, board, tray, hints image.Rectangle
}

// layoutFor lays the board's parts out in area at t's scale.
func layoutFor(t *ui.Theme, area image.Rectangle) tableLayout {
	var l tableLayout
	m := t.Px(10)
	right, h := area.Max.X-m, area.Max.Y
	statusH := t.Px(28)
	hintH := t.Px(24)
	trayH := min(max(h*20/100, t.Px(112)), t.Px(150))
	l.status = image.Rect(m, m/2, right, m/2+statusH)
	l.hints = image.Rect(m, h-hintH, right, h-2)
	l.tray = image.Rect(m, l.hints.Min.Y-m/2-trayH, right, l.hints.Min.Y-m/2)
	l.board = image.Rect(m, l.status.Max.Y+m/2, right, l.tray.Min.Y-m/2)
	return l
}
