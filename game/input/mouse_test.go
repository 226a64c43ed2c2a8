package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestClick checks that a click is a press then a release, reported on the
// release tick only, at the cursor.
func TestClick(t *testing.T) {
	s, l := newLayer(t)
	s.MoveMouse(40, 50)
	s.MouseDown(ebiten.MouseButtonLeft)
	for tick := range 5 {
		l.Update()
		if l.Clicked() {
			t.Fatalf("tick %d: Clicked while the button is down", tick)
		}
	}
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if !l.Clicked() {
		t.Fatal("no click on release")
	}
	if x, y := l.Cursor(); x != 40 || y != 50 {
		t.Fatalf("Cursor() = %d, %d; want 40, 50", x, y)
	}
	if l.RightClicked() || len(l.Events()) != 0 {
		t.Fatalf("left click gave RightClicked %v, events %s", l.RightClicked(), show(l.Events()))
	}
	l.Update()
	if l.Clicked() {
		t.Fatal("Clicked again on the next tick")
	}
}

// TestReleaseWithoutPressIsNoClick checks that a button held before the
// layer started still clicks only after being seen down.
func TestReleaseWithoutPressIsNoClick(t *testing.T) {
	s, l := newLayer(t)
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if l.Clicked() {
		t.Fatal("Clicked with no press")
	}
}

// TestRightClick checks the right button on its own.
func TestRightClick(t *testing.T) {
	s, l := newLayer(t)
	s.MouseDown(ebiten.MouseButtonRight)
	l.Update()
	if l.RightClicked() {
		t.Fatal("RightClicked on press")
	}
	s.MouseUp(ebiten.MouseButtonRight)
	l.Update()
	if !l.RightClicked() || l.Clicked() {
		t.Fatalf("RightClicked %v, Clicked %v; want true, false", l.RightClicked(), l.Clicked())
	}
	if l.Has(Back) {
		t.Fatal("a right click is not a Back event")
	}
}

// TestCursorMovedAndWheel checks CursorMoved and Wheel tick by tick.
func TestCursorMovedAndWheel(t *testing.T) {
	s := NewScript()
	s.MoveMouse(10, 10)
	l := New(s)
	l.Update()
	if l.CursorMoved() {
		t.Fatal("CursorMoved on the first tick")
	}
	s.MoveMouse(11, 10)
	s.Scroll(0, -2)
	l.Update()
	if !l.CursorMoved() || l.Wheel() != -2 {
		t.Fatalf("CursorMoved %v, Wheel %v; want true, -2", l.CursorMoved(), l.Wheel())
	}
	l.Update()
	if l.CursorMoved() || l.Wheel() != 0 {
		t.Fatalf("still: CursorMoved %v, Wheel %v; want false, 0", l.CursorMoved(), l.Wheel())
	}
}

// TestLastDevice uses the devices in turn; each row is an action and the
// device LastDevice must then name.
func TestLastDevice(t *testing.T) {
	s := NewScript()
	s.ConnectPad(0)
	l := New(s)
	l.Update()
	if l.LastDevice() != Mouse {
		t.Fatalf("initial LastDevice = %s, want mouse", l.LastDevice())
	}
	for _, c := range []struct {
		name string
		do   func()
		want Device
	}{
		{"press an unbound key", func() { s.Press(ebiten.KeyQ) }, Keyboard},
		{"move the mouse, Q still held", func() { s.MoveMouse(5, 5) }, Mouse},
		{"Q still held, nothing else", func() {}, Mouse},
		{"press pad A", func() { s.PadDown(0, ebiten.StandardGamepadButtonRightBottom) }, Gamepad},
		{"click without moving", func() { s.MouseDown(ebiten.MouseButtonLeft) }, Mouse},
		{"right stick inside the dead zone", func() { s.SetAxis(0, ebiten.StandardGamepadAxisRightStickVertical, 0.4) }, Mouse},
		{"right stick beyond the dead zone", func() { s.SetAxis(0, ebiten.StandardGamepadAxisRightStickVertical, 0.8) }, Gamepad},
		{"turn the wheel", func() { s.Scroll(0, 1) }, Mouse},
		{"stick still leaning", func() {}, Mouse},
		{"press Tab", func() { s.Press(ebiten.KeyTab) }, Keyboard},
		{"press Shift", func() { s.Press(ebiten.KeyShiftRight) }, Keyboard},
		{"left stick over", func() { s.SetAxis(0, lx, -1) }, Gamepad},
		{"release the mouse button", func() { s.MouseUp(ebiten.MouseButtonLeft) }, Gamepad},
	} {
		c.do()
		l.Update()
		if got := l.LastDevice(); got != c.want {
			t.Fatalf("%s: LastDevice = %s, want %s", c.name, got, c.want)
		}
	}
}

func TestFilterAndMuteMouse(t *testing.T) {
	s := NewScript()
	l := New(s)
	s.ConnectPad(0)
	s.ConnectPad(1)
	l.Update()
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(1, ebiten.StandardGamepadButtonRightBottom)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if !l.Clicked() {
		t.Fatal("no click before muting")
	}
	l.MuteMouse()
	if l.Clicked() {
		t.Error("a muted mouse still clicks")
	}
	s.PadUp(0, ebiten.StandardGamepadButtonRightBottom)
	s.PadUp(1, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	s.PadDown(1, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	if n := len(l.Events()); n != 2 {
		t.Fatalf("%d events, want Confirm from each pad", n)
	}
	l.Filter(func(e Event) bool { return e.Pad == 1 })
	if evs := l.Events(); len(evs) != 1 || evs[0].Pad != 1 || evs[0].Intent != Confirm {
		t.Errorf("after the filter: %+v", evs)
	}
}
