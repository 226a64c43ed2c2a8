package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSwallowEndsTheTick checks that Swallow takes every event left in
// the tick, from every device: two Enters tapped within one frame (the
// first changed the screen, the second must not act on the new one), a
// gamepad's A, a click and the wheel.
func TestSwallowEndsTheTick(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(0)
	s.ConnectPad(1)
	l.Update()
	s.Tap(ebiten.KeyEnter, ebiten.KeyEnter)
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(1, ebiten.StandardGamepadButtonRightBottom)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	s.MouseUp(ebiten.MouseButtonLeft)
	s.Scroll(0, 1)
	l.Update()
	if !l.Clicked() || l.Wheel() == 0 {
		t.Fatal("no click or wheel before Swallow")
	}
	l.Swallow()
	if l.Clicked() || l.Wheel() != 0 || l.MouseDown(ebiten.MouseButtonLeft) {
		t.Fatal("the click or the wheel outlived Swallow")
	}
	s.PadUp(0, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	s.Tap(ebiten.KeyEnter, ebiten.KeyEnter)
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	if len(l.Events()) != 3 {
		t.Fatalf("before Swallow: %s, want two Enters and pad 0's A", show(l.Events()))
	}
	if l.Swallowed() {
		t.Fatal("Swallowed before Swallow")
	}
	l.Swallow()
	if evs := l.Events(); len(evs) != 0 || l.Has(Confirm) {
		t.Fatalf("after Swallow the tick still has %s", show(evs))
	}
	if !l.Swallowed() {
		t.Fatal("Swallowed is false after Swallow")
	}
	l.Update()
	if l.Swallowed() {
		t.Fatal("Swallowed outlived its tick")
	}
}

// TestSwallowLetsNothingHeldGoOn checks that what is held when the screen
// changes acts on the new screen only once let go and pressed again: a
// held arrow key and a held d-pad do not repeat, a mouse button pressed on
// the old screen clicks nothing when released on the new one, and
// FastForward stops.
func TestSwallowLetsNothingHeldGoOn(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(2)
	l.Update()
	s.Press(ebiten.KeyArrowDown)
	s.PadDown(2, ebiten.StandardGamepadButtonLeftBottom)
	s.PadDown(2, ebiten.StandardGamepadButtonFrontBottomLeft) // FastForward (LT)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	if !l.Pressed(FastForward) || !l.Has(Down) {
		t.Fatal("nothing held before Swallow")
	}
	l.Swallow()
	if l.MouseDown(ebiten.MouseButtonLeft) {
		t.Fatal("the swallowed mouse button still reads down")
	}
	for i := range RepeatDelay + 3*RepeatInterval {
		l.Update()
		if evs := l.Events(); len(evs) != 0 {
			t.Fatalf("tick %d after Swallow: held inputs gave %s", i, show(evs))
		}
		if l.MouseDown(ebiten.MouseButtonLeft) {
			t.Fatalf("tick %d after Swallow: the mouse button held since reads down", i)
		}
	}
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if l.Clicked() {
		t.Fatal("a button pressed before Swallow clicked when released after it")
	}
	if l.Pressed(FastForward) || l.PressedOn(FastForward, 2) {
		t.Fatal("FastForward held through Swallow")
	}
	// let go and pressed again, everything works
	s.Release(ebiten.KeyArrowDown)
	s.PadUp(2, ebiten.StandardGamepadButtonLeftBottom)
	l.Update()
	s.Press(ebiten.KeyArrowDown)
	s.PadDown(2, ebiten.StandardGamepadButtonLeftBottom)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	if got := show(l.Events()); got != "[down/keyboard, down/gamepad/2]" {
		t.Fatalf("pressed again after Swallow: %s", got)
	}
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if !l.Clicked() {
		t.Fatal("a click after Swallow was lost")
	}
}

// TestMuteMouseKeepsNoClickForLater checks that a muted click is gone,
// not put off: a button pressed while the mouse's player decided and let
// go after the turn passed (the mouse muted) clicks nothing when the mouse
// may decide again.
func TestMuteMouseKeepsNoClickForLater(t *testing.T) {
	s, l := newLayer(t)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	l.MuteMouse()
	if l.Clicked() {
		t.Fatal("a muted click was seen")
	}
	for i := range 3 {
		l.Update()
		if l.Clicked() || l.MouseDown(ebiten.MouseButtonLeft) {
			t.Fatalf("tick %d after muting: the muted click came back", i)
		}
	}
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	l.MuteMouse() // pressed while muted, let go while not: no click
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if l.Clicked() {
		t.Fatal("a button pressed while muted clicked when let go")
	}
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if !l.Clicked() {
		t.Fatal("an unmuted click was lost")
	}
}

// TestPadsChanged checks that plugging in and unplugging a gamepad is
// reported in the tick it happens, with no button pressed, and only then.
func TestPadsChanged(t *testing.T) {
	s, l := newLayer(t)
	if l.PadsChanged() {
		t.Fatal("no gamepad, yet PadsChanged")
	}
	steps := []struct {
		do   func()
		want bool
	}{
		{func() { s.ConnectPad(3) }, true},
		{func() {}, false},
		{func() { s.ConnectPad(1) }, true},
		{func() {}, false},
		{func() { s.DisconnectPad(3); s.ConnectPad(4) }, true}, // same count, another pad
		{func() { s.DisconnectPad(1) }, true},
		{func() {}, false},
	}
	for i, st := range steps {
		st.do()
		l.Update()
		if l.PadsChanged() != st.want {
			t.Fatalf("step %d: PadsChanged is %v, want %v", i, l.PadsChanged(), st.want)
		}
	}
}
