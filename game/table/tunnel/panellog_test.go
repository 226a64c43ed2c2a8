package tunnel

import (
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/render"
	"skirmish/ui"
)

// TestPanelLogKeepsItsSize: a side panel's log asks for the size it was
// given whatever it holds, so a long log neither widens the panel (the
// board moved) nor makes its column taller than the window; the text
// area's own preferred size is its text's.
func TestPanelLogKeepsItsSize(t *testing.T) {
	th := ui.NewTheme(1, render.NewPalette(false), false)
	l := newPanelLog(th, 200, 40)
	l.GetWidget().MinWidth, l.GetWidget().MinHeight = 300, 80
	line := "Gnome A swings at Kobold d with 3 Stamina: 6 Heavy Blow, Kobold d is knocked down and loses 2 Endurance"
	l.SetText(strings.Repeat(line+"\n", 200))
	if w, h := l.PreferredSize(); w != 300 || h != 80 {
		t.Fatalf("a log of 200 long lines asks for %dx%d, want the 300x80 it was given", w, h)
	}
	col := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical))))
	col.AddChild(l)
	if w, h := col.PreferredSize(); w != 300 || h != 80 {
		t.Fatalf("a column holding the log asks for %dx%d, want 300x80", w, h)
	}
}
