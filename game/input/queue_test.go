package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// stateOnly is a Source that shows only the key state of each frame, as
// Ebiten does on the desktop: it hides the Script's queue.
type stateOnly struct{ *Script }

func (stateOnly) AppendKeyEdges() {} // not the KeyQueue method: the queue is hidden

// TestTapsWithinOneFrame taps Down three times and Enter before one
// Update, as a quick player on a busy machine: each tap is an event, in
// the order of the taps, and the next frame has none.
func TestTapsWithinOneFrame(t *testing.T) {
	s, l := newLayer(t)
	s.Tap(ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyArrowDown, ebiten.KeyEnter)
	l.Update()
	want := []Event{{Intent: Down, Device: Keyboard}, {Intent: Down, Device: Keyboard}, {Intent: Down, Device: Keyboard}, {Intent: Confirm, Device: Keyboard}}
	if got := l.Events(); !slices.Equal(got, want) {
		t.Fatalf("got %s, want %s", show(got), show(want))
	}
	if l.LastDevice() != Keyboard {
		t.Errorf("last device %s", l.LastDevice())
	}
	l.Update()
	if got := l.Events(); len(got) != 0 {
		t.Fatalf("the next frame: %s", show(got))
	}
	// Ctrl held across taps of Z within a frame: two undos, then a plain
	// Down once Ctrl is let go, all in one frame.
	s.Press(ebiten.KeyControlLeft)
	s.Tap(ebiten.KeyZ, ebiten.KeyZ)
	s.Release(ebiten.KeyControlLeft)
	s.Tap(ebiten.KeyS)
	l.Update()
	want = []Event{{Intent: Undo, Device: Keyboard}, {Intent: Undo, Device: Keyboard}, {Intent: Down, Device: Keyboard}}
	if got := l.Events(); !slices.Equal(got, want) {
		t.Fatalf("chords: got %s, want %s", show(got), show(want))
	}
}

// TestStateOnlySource reads a source without a queue: a chord pressed
// within one frame keeps its meaning whatever the order of the key codes,
// and a key that is down for one frame counts once.
func TestStateOnlySource(t *testing.T) {
	s := NewScript()
	l := New(stateOnly{s})
	l.Update()
	// KeyZ has a smaller code than the Control keys: the modifier must still
	// be taken first.
	s.Press(ebiten.KeyZ)
	s.Press(ebiten.KeyControlRight)
	l.Update()
	if got, want := l.Events(), []Event{{Intent: Undo, Device: Keyboard}}; !slices.Equal(got, want) {
		t.Fatalf("Ctrl+Z from the state: got %s, want %s", show(got), show(want))
	}
	s.ReleaseAll()
	l.Update()
	s.Press(ebiten.KeyArrowDown)
	l.Update()
	s.Release(ebiten.KeyArrowDown)
	l.Update()
	if len(l.Events()) != 0 || l.Pressed(Down) {
		t.Fatalf("after the release: %s", show(l.Events()))
	}
}
