package arena

import (
	"image"

	"skirmish/game/table"
	"skirmish/ui"
)

// tableLayout is where the board draws its parts, left of the side panel:
// a status line at the top, the initiative strip under it, the board, the
// dice tray (or the odds) under it, and a line of control hints at the
// bottom. The window, the UI scale and the fold alone place them: they
// never move with what the panel says.
type tableLayout struct {
	status, strip, board, tray, hints image.Rectangle
}

// layoutFor lays the board's parts out in area, left of the side panel,
// at t's scale.
func layoutFor(t *ui.Theme, area image.Rectangle) tableLayout {
	var l tableLayout
	m := t.Px(10)
	right, h := area.Max.X-m, area.Max.Y
	statusH := t.Px(28)
	stripH := t.Px(50)
	hintH := t.Px(24)
	trayH := min(max(h*24/100, t.Px(150)), t.Px(230))
	l.status = image.Rect(m, m/2, right, m/2+statusH)
	l.strip = image.Rect(m, l.status.Max.Y, right, l.status.Max.Y+stripH)
	l.hints = image.Rect(m, h-hintH, right, h-2)
	l.tray = image.Rect(m, l.hints.Min.Y-m/2-trayH, right, l.hints.Min.Y-m/2)
	l.board = image.Rect(m, l.strip.Max.Y+m/2, right, l.tray.Min.Y-m)
	return l
}

// Layout places the status line, the strip, the board, the tray and the
// hints in area; the hints are fitted again (a new theme, a new size).
func (c *arenaBoard) Layout(f *table.Frame, area image.Rectangle) {
	t := f.Host().Theme()
	c.hints.Forget()
	c.lay = layoutFor(t, area)
	lvl := c.game().Level()
	c.board.layout(c.lay.board, c.lay.strip, lvl.W, lvl.H)
	table.FitTray(t, &c.lay.tray, c.lay.board, c.board.rect)
}
