package arena

import (
	"image"

	"skirmish/game/table"
	"skirmish/ui"
)

// panelNominal is the side panel's width at 100 %.
const panelNominal = 400

// tableLayout is where the table draws its own parts, left of the side
// panel: a status line at the top, the initiative strip under it, the
// board, the dice tray (or the odds) under it, and a line of control
// hints at the bottom. The window, the UI scale and the fold alone place
// them: they never move with what the panel says.
type tableLayout struct {
	status, strip, board, tray, hints image.Rectangle
	panelW                            int
}

// layoutFor lays the table out in a window w by h at t's scale.
func layoutFor(t *ui.Theme, w, h int, folded bool) tableLayout {
	var l tableLayout
	l.panelW = table.SidePanelWidth(t, w, panelNominal, folded)
	m := t.Px(10)
	right := w - l.panelW - m
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

// panelWidth returns the side panel's width now.
func (c *ArenaTable) panelWidth(a table.Host) int {
	w, _ := a.Size()
	return table.SidePanelWidth(a.Theme(), w, panelNominal, a.Prefs().Folded)
}
