package table

import "testing"

// TestWidgetLayerRests checks when the widgets' Update may be skipped: not
// while input reaches them, not at the Update after (ebitenui fires a click
// there, and Ebiten may run several Updates before the next frame is
// drawn), and not while a change has not been drawn and settled.
func TestWidgetLayerRests(t *testing.T) {
	var l WidgetLayer
	if l.Resting(true) {
		t.Fatal("resting while input reaches the widgets")
	}
	if l.Resting(false) {
		t.Fatal("resting at the Update after input, with no frame drawn between: a click made then would never fire")
	}
	if !l.Resting(false) {
		t.Fatal("not resting once nothing reached the widgets for two Updates")
	}
	l.stale = true // e.g. a gamepad moved the focus
	for range 3 {
		if l.Resting(false) {
			t.Fatal("resting with a change not yet drawn")
		}
	}
}
