package layouttest

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/table"
	"skirmish/ui"
)

// layoutPrint writes down everything the layout test looks at on the
// screen a shows: every widget of the scene and of a table's window (its
// kind, words, visibility and rectangle, hidden ones too), and every
// region the table reports. Two frames with the same print lay the screen
// out the same, as far as the layout test can tell.
func layoutPrint(a *game.App) string {
	var b strings.Builder
	walk := func(root widget.PreferredSizeLocateableWidget) {
		ui.Walk(root, func(w widget.PreferredSizeLocateableWidget) bool {
			ww := w.GetWidget()
			fmt.Fprintf(&b, "%s %v %v\n", describe(w), ww.GetVisibility(), ww.Rect)
			return true
		})
	}
	if u := a.Scene().UI(); u != nil {
		walk(u.Container)
	}
	tb := a.Table()
	if m, ok := tb.(interface{ Modal() *table.Modal }); ok && m.Modal().Window() != nil {
		if c, ok := m.Modal().Window().GetContainer().(widget.PreferredSizeLocateableWidget); ok {
			b.WriteString("window\n")
			walk(c)
		}
	}
	if rg, ok := tb.(table.Regioner); ok {
		for _, r := range rg.Regions(a, nil) {
			fmt.Fprintf(&b, "region %+v\n", r)
		}
	}
	return b.String()
}
