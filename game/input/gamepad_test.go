package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

const (
	lx = ebiten.StandardGamepadAxisLeftStickHorizontal
	ly = ebiten.StandardGamepadAxisLeftStickVertical
)

// TestStickDeadZone leans the left stick by various amounts; each row is
// (x, y) and the direction it gives, if any.
func TestStickDeadZone(t *testing.T) {
	for _, c := range []struct {
		x, y float64
		want Intent
	}{
		{0, 0, None},
		{0.5, 0, None},
		{-0.5, 0.5, None},
		{0.3, -0.4, None},
		{0.51, 0, Right},
		{-0.9, 0, Left},
		{0, -0.7, Up},
		{0, 1, Down},
		{0.8, 0.6, Right},
		{0.6, -0.8, Up},
		{-0.7, -0.7, Left},
		{0.7, 0.7, Right},
	} {
		s, l := newLayer(t)
		s.ConnectPad(0)
		l.Update()
		s.SetAxis(0, lx, c.x)
		s.SetAxis(0, ly, c.y)
		l.Update()
		var want []Event
		if c.want != None {
			want = []Event{{Intent: c.want, Device: Gamepad, Pad: 0}}
		}
		if got := l.Events(); !slices.Equal(got, want) {
			t.Errorf("stick (%v, %v): got %s, want %s", c.x, c.y, show(got), show(want))
		}
	}
}

// TestStickRepeat holds the stick over, turns it, and lets it back.
func TestStickRepeat(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(4)
	s.SetAxis(4, lx, 0.9)
	if at := ticks(l, 30, Right); !slices.Equal(at, repeatTicks(30)) {
		t.Fatalf("stick right: Right at %v, want %v", at, repeatTicks(30))
	}
	// Wobbling inside the direction keeps the schedule: the next repeat
	// is at tick 31, not at once as a fresh press would be.
	s.SetAxis(4, lx, 0.6)
	if at := ticks(l, 2, Right); !slices.Equal(at, []int{1}) {
		t.Fatalf("wobble: Right at %v, want [1]", at)
	}
	// Turning to up fires Up at once and stops Right.
	s.SetAxis(4, lx, 0.2)
	s.SetAxis(4, ly, -0.9)
	l.Update()
	if got, want := l.Events(), []Event{{Intent: Up, Device: Gamepad, Pad: 4}}; !slices.Equal(got, want) {
		t.Fatalf("turned up: got %s, want %s", show(got), show(want))
	}
	// Back in the dead zone: nothing more.
	s.SetAxis(4, ly, -0.4)
	for tick := range 30 {
		l.Update()
		if evs := l.Events(); len(evs) != 0 || l.Pressed(Up) {
			t.Fatalf("tick %d at rest: %s, Pressed(Up) %v", tick, show(evs), l.Pressed(Up))
		}
	}
}

// TestDpad presses each D-pad button and checks its direction and repeat.
func TestDpad(t *testing.T) {
	for _, c := range []struct {
		b    ebiten.StandardGamepadButton
		want Intent
	}{
		{ebiten.StandardGamepadButtonLeftTop, Up},
		{ebiten.StandardGamepadButtonLeftBottom, Down},
		{ebiten.StandardGamepadButtonLeftLeft, Left},
		{ebiten.StandardGamepadButtonLeftRight, Right},
	} {
		s, l := newLayer(t)
		s.ConnectPad(1)
		s.PadDown(1, c.b)
		if at := ticks(l, 25, c.want); !slices.Equal(at, repeatTicks(25)) {
			t.Errorf("%s: %s at %v, want %v", ButtonLabel(c.b), c.want, at, repeatTicks(25))
		}
	}
}

// TestTwoPads checks that each pad's events carry its own id, listed in id
// order whatever order the pads were connected in.
func TestTwoPads(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(7)
	s.ConnectPad(3)
	l.Update()
	if got, want := l.Pads(), []ebiten.GamepadID{3, 7}; !slices.Equal(got, want) {
		t.Fatalf("Pads() = %v, want %v", got, want)
	}
	s.PadDown(7, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(3, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(3, ebiten.StandardGamepadButtonRightRight)
	s.SetAxis(7, ly, 1)
	l.Update()
	want := []Event{
		{Intent: Down, Device: Gamepad, Pad: 7},
		{Intent: Confirm, Device: Gamepad, Pad: 3},
		{Intent: Confirm, Device: Gamepad, Pad: 7},
		{Intent: Back, Device: Gamepad, Pad: 3},
	}
	if got := l.Events(); !slices.Equal(got, want) {
		t.Fatalf("got %s, want %s", show(got), show(want))
	}
	s.PadDown(7, ebiten.StandardGamepadButtonFrontBottomLeft)
	l.Update()
	if !l.PressedOn(FastForward, 7) || l.PressedOn(FastForward, 3) {
		t.Fatalf("PressedOn(FastForward): pad 7 %v, pad 3 %v; want true, false",
			l.PressedOn(FastForward, 7), l.PressedOn(FastForward, 3))
	}
}

// TestUnplugMidPress unplugs a pad while it holds a direction, Confirm and
// FastForward: nothing stays pressed or repeats, and plugging it back in
// fires nothing.
func TestUnplugMidPress(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(0)
	s.PadDown(0, ebiten.StandardGamepadButtonLeftRight)
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(0, ebiten.StandardGamepadButtonFrontBottomLeft)
	s.SetAxis(0, ly, -1)
	for range 10 {
		l.Update()
	}
	if !l.Pressed(FastForward) || !l.Pressed(Right) || !l.Pressed(Up) {
		t.Fatal("held pad intents are not Pressed")
	}
	s.DisconnectPad(0)
	for tick := range 40 {
		l.Update()
		if evs := l.Events(); len(evs) != 0 {
			t.Fatalf("tick %d after unplug: %s", tick, show(evs))
		}
		for _, i := range Intents() {
			if l.Pressed(i) {
				t.Fatalf("tick %d after unplug: %s stuck", tick, i)
			}
		}
	}
	if len(l.Pads()) != 0 {
		t.Fatalf("Pads() = %v after unplug", l.Pads())
	}
	s.ConnectPad(0)
	for range 20 {
		l.Update()
		if evs := l.Events(); len(evs) != 0 {
			t.Fatalf("replugged: %s", show(evs))
		}
	}
}

// TestNonStandardPad checks that a pad without the standard layout is
// listed but gives nothing.
func TestNonStandardPad(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(5)
	s.SetStandardLayout(5, false)
	s.PadDown(5, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	if evs := l.Events(); len(evs) != 0 {
		t.Fatalf("non-standard pad gave %s", show(evs))
	}
	if got := l.Pads(); !slices.Equal(got, []ebiten.GamepadID{5}) {
		t.Fatalf("Pads() = %v", got)
	}
}
