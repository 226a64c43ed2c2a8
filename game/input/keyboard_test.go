package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestModifiers presses chords and checks the exact events of that tick:
// a chord is not its plain key, and a plain binding needs no modifiers.
func TestModifiers(t *testing.T) {
	kb := func(is ...Intent) []Event {
		var out []Event
		for _, i := range is {
			out = append(out, Event{Intent: i, Device: Keyboard})
		}
		return out
	}
	for _, c := range []struct {
		name string
		keys []ebiten.Key
		want []Event
	}{
		{"Ctrl+Z", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyZ}, kb(Undo)},
		{"right Ctrl+Z", []ebiten.Key{ebiten.KeyControlRight, ebiten.KeyZ}, kb(Undo)},
		{"Cmd+Z", []ebiten.Key{ebiten.KeyMetaLeft, ebiten.KeyZ}, kb(Undo)},
		{"Z", []ebiten.Key{ebiten.KeyZ}, nil},
		{"Ctrl+S", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyS}, nil},
		{"Ctrl+W", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyW}, nil},
		{"Ctrl+Up", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyArrowUp}, nil},
		{"Shift+Up", []ebiten.Key{ebiten.KeyShiftLeft, ebiten.KeyArrowUp}, nil},
		{"S", []ebiten.Key{ebiten.KeyS}, kb(Down)},
		{"Ctrl+Y", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyY}, kb(Redo)},
		{"Ctrl+Shift+Z", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyShiftRight, ebiten.KeyZ}, kb(Redo)},
		{"Tab", []ebiten.Key{ebiten.KeyTab}, kb(NextModel)},
		{"Shift+Tab", []ebiten.Key{ebiten.KeyShiftLeft, ebiten.KeyTab}, kb(PrevModel)},
		{"right Shift+Tab", []ebiten.Key{ebiten.KeyShiftRight, ebiten.KeyTab}, kb(PrevModel)},
		{"Ctrl+Tab", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyTab}, nil},
		{"Enter", []ebiten.Key{ebiten.KeyEnter}, kb(Confirm)},
		{"Alt+Enter", []ebiten.Key{ebiten.KeyAltLeft, ebiten.KeyEnter}, kb(Fullscreen)},
		{"Ctrl+1", []ebiten.Key{ebiten.KeyControlLeft, ebiten.KeyDigit1}, nil},
		{"U and Ctrl+Z", []ebiten.Key{ebiten.KeyU}, kb(Undo)},
		{"Up and W together", []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyW}, kb(Up)},
		{"3 and Num 3 together", []ebiten.Key{ebiten.KeyDigit3, ebiten.KeyNumpad3}, kb(Option3)},
		{"Esc and Enter", []ebiten.Key{ebiten.KeyEscape, ebiten.KeyEnter}, kb(Back, Confirm)},
		{"Enter and Esc", []ebiten.Key{ebiten.KeyEnter, ebiten.KeyEscape}, kb(Confirm, Back)},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, l := newLayer(t)
			for _, k := range c.keys {
				s.Press(k)
			}
			l.Update()
			if got := l.Events(); !slices.Equal(got, c.want) {
				t.Errorf("got %s, want %s", show(got), show(c.want))
			}
		})
	}
}

// TestModifierReleasedWhileHeld checks that letting Ctrl go while S stays
// down does not start moving: only a fresh press of S moves.
func TestModifierReleasedWhileHeld(t *testing.T) {
	s, l := newLayer(t)
	s.Press(ebiten.KeyControlLeft)
	s.Press(ebiten.KeyS)
	l.Update()
	s.Release(ebiten.KeyControlLeft)
	if at := ticks(l, 40, Down); len(at) != 0 || l.Pressed(Down) {
		t.Fatalf("Down at ticks %v, Pressed %v; want none after Ctrl+S", at, l.Pressed(Down))
	}
	s.Release(ebiten.KeyS)
	l.Update()
	s.Press(ebiten.KeyS)
	if at := ticks(l, 1, Down); !slices.Equal(at, []int{0}) {
		t.Fatalf("fresh S: Down at ticks %v, want [0]", at)
	}
}

// TestModifierPressedWhileHeld checks that pressing Ctrl during a held
// direction stops its repeat.
func TestModifierPressedWhileHeld(t *testing.T) {
	s, l := newLayer(t)
	s.Press(ebiten.KeyD)
	if at := ticks(l, 20, Right); !slices.Equal(at, repeatTicks(20)) {
		t.Fatalf("D held: Right at %v, want %v", at, repeatTicks(20))
	}
	s.Press(ebiten.KeyControlLeft)
	if at := ticks(l, 40, Right); len(at) != 0 {
		t.Fatalf("Ctrl+D: Right at %v, want none", at)
	}
}

// TestRepeatSchedule holds a direction and checks the documented schedule:
// at once, after RepeatDelay ticks, then every RepeatInterval ticks.
func TestRepeatSchedule(t *testing.T) {
	s, l := newLayer(t)
	s.Press(ebiten.KeyArrowLeft)
	got := ticks(l, 40, Left)
	want := []int{0, 15, 19, 23, 27, 31, 35, 39}
	if !slices.Equal(got, want) {
		t.Fatalf("Left at ticks %v, want %v", got, want)
	}
}

// TestTapsFireEachTime checks that quick taps are not swallowed.
func TestTapsFireEachTime(t *testing.T) {
	s, l := newLayer(t)
	n := 0
	for range 5 {
		s.Press(ebiten.KeySpace)
		l.Update()
		if l.Has(Confirm) {
			n++
		}
		s.Release(ebiten.KeySpace)
		l.Update()
	}
	if n != 5 {
		t.Fatalf("5 taps gave %d Confirm", n)
	}
}

// TestFastForwardIsHeld checks that FastForward is read with Pressed and
// never appears as an event.
func TestFastForwardIsHeld(t *testing.T) {
	s, l := newLayer(t)
	s.Press(ebiten.KeyF)
	for tick := range 30 {
		l.Update()
		if l.Has(FastForward) || !l.Pressed(FastForward) {
			t.Fatalf("tick %d: Has %v, Pressed %v", tick, l.Has(FastForward), l.Pressed(FastForward))
		}
	}
	s.Release(ebiten.KeyF)
	l.Update()
	if l.Pressed(FastForward) {
		t.Fatal("FastForward still pressed after F was released")
	}
}
