package table

import (
	"image"

	"skirmish/rules"
)

// Region is a named rectangle of the screen a table laid out for its last
// drawing: the board or battlefield, the side panel, the hand, the phase
// bar, the dice tray, the log, a prompt. Regions are what the table draws
// itself, beside its widgets; the layout test checks them as it checks the
// widgets (game/layouttest).
type Region struct {
	// Name says what the region holds, for the test's messages.
	Name string
	// Rect is where it is on the screen; an empty one is not shown now.
	Rect image.Rectangle
	// In names the region this one lies inside (a phase's name in the
	// phase bar); "" for one on the table. A region must stay inside its
	// parent and must not overlap another region of the same parent.
	In string
	// Over says the region is drawn over the others of its parent on
	// purpose (the odds over the battlefield, a tooltip): it must stay
	// inside its parent and the window, and may overlap its siblings.
	Over bool
	// Steady says the region must not move while the window and the UI
	// scale stay the same: the board, the side panel, the hand.
	Steady bool
}

// Regioner is a table that reports the regions of its last drawing. It
// only reads what the table laid out: asking changes nothing.
type Regioner interface {
	// Regions appends the regions of the last drawing on h's screen to
	// dst and returns it.
	Regions(h Host, dst []Region) []Region
}

// LayoutKind is a Kind whose table lays some positions out differently
// from others (a muster, a deployment, a choice in the middle of an
// attack, the end). Layout names the layout a position of its rules shows;
// the layout test and `skirmish shot -all` visit one position of each.
type LayoutKind interface {
	Layout(st rules.State) string
}
