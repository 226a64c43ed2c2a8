package tunnel

import "skirmish/ui"

// panelLog is a log in a side panel: it asks for the size it was given
// (its MinWidth and MinHeight) whatever it holds, and scrolls the rest. A
// text area's own preferred size is its text's, so a long game's log
// widened the panel by a few pixels from one decision to the next (the
// board moved) and, in the two-column panel, made its column thousands of
// pixels high (Undo, Redo and Menu left the window).
type panelLog struct {
	*ui.LogArea
}

// newPanelLog builds a panel's log in t, w by h pixels at 100 %.
func newPanelLog(t *ui.Theme, w, h int) *panelLog {
	return &panelLog{LogArea: t.Log(w, h)}
}

// PreferredSize implements widget.PreferredSizer: the size the panel gave
// the log, never its text's.
func (l *panelLog) PreferredSize() (int, int) {
	w := l.GetWidget()
	return w.MinWidth, w.MinHeight
}
