package table

import (
	"strings"

	"skirmish/ui"
)

// PanelLog is the side panel's log: a text area that lives as long as the
// theme, so that its scroll position survives the panel being built again.
type PanelLog struct {
	area  *ui.LogArea
	theme *ui.Theme
	text  string
}

// Widget returns the log's text area for a panel width wide, showing lines
// wrapped to it (a wrapped line's rest indented).
func (l *PanelLog) Widget(t *ui.Theme, width int, lines []string) *ui.LogArea {
	if l.area == nil || l.theme != t {
		if l.area != nil {
			l.area.Free()
		}
		l.area, l.theme, l.text = t.Log(0, 40), t, ""
	}
	var b strings.Builder
	for i, line := range lines {
		for k, part := range ui.Wrap(line, t.Small, float64(width-t.Px(72)), "   ") {
			if i+k > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(strings.NewReplacer("[", "(", "]", ")").Replace(part)) // not a code of the text area
		}
	}
	if s := b.String(); s != l.text {
		l.text = s
		l.area.SetText(s)
	}
	return l.area
}

// FixedLog is a panel's log that asks for the size it was given (its
// MinWidth and MinHeight) whatever it holds, and scrolls the rest. A text
// area's own preferred size is its text's, so a long game's log would
// widen the panel by a few pixels from one decision to the next (the
// board moved) and, in a panel of two columns, make its column thousands
// of pixels high.
type FixedLog struct {
	*ui.LogArea
}

// SizedLog returns area as a FixedLog, for a panel that sizes its log.
func SizedLog(area *ui.LogArea) *FixedLog { return &FixedLog{LogArea: area} }

// PreferredSize implements widget.PreferredSizer: the size the panel gave
// the log, never its text's.
func (l *FixedLog) PreferredSize() (int, int) {
	w := l.GetWidget()
	return w.MinWidth, w.MinHeight
}
