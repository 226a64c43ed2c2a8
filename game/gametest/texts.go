package gametest

import (
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/ui"
)

// PanelTexts returns every text and button label inside c, one a line:
// what a table's panel says, for tests of its words.
func PanelTexts(c widget.PreferredSizeLocateableWidget) string {
	var out []string
	ui.Walk(c, func(w widget.PreferredSizeLocateableWidget) bool {
		switch w := w.(type) {
		case *widget.Text:
			out = append(out, w.Label)
		case *widget.Button:
			if t := w.Text(); t != nil {
				out = append(out, t.Label)
			}
		}
		return true
	})
	return strings.Join(out, "\n")
}
