package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// busyTick presses many inputs at once on a layer whose pads were
// connected in the given order, and returns that tick's events.
func busyTick(t *testing.T, padOrder []ebiten.GamepadID) []Event {
	t.Helper()
	s, l := newLayer(t)
	for _, id := range padOrder {
		s.ConnectPad(id)
	}
	l.Update()
	for _, k := range []ebiten.Key{ebiten.KeyDigit2, ebiten.KeyEscape, ebiten.KeyW, ebiten.KeyArrowUp, ebiten.KeyNumpad2} {
		s.Press(k)
	}
	for _, id := range padOrder {
		s.PadDown(id, ebiten.StandardGamepadButtonRightBottom)
		s.PadDown(id, ebiten.StandardGamepadButtonLeftTop)
		s.SetAxis(id, ly, -1) // a second Up on the same pad
	}
	s.PadDown(padOrder[0], ebiten.StandardGamepadButtonCenterRight)
	l.Update()
	return l.Events()
}

// TestEventsOrder checks the order of a busy tick: the keyboard's in the
// order its keys went down (a second key of an intent already held adds
// nothing), then the gamepads' by intent, then pad, each once, whatever
// order the pads were connected in.
func TestEventsOrder(t *testing.T) {
	want := []Event{
		{Intent: Option2, Device: Keyboard},
		{Intent: Back, Device: Keyboard},
		{Intent: Up, Device: Keyboard},
		{Intent: Up, Device: Gamepad, Pad: 1},
		{Intent: Up, Device: Gamepad, Pad: 6},
		{Intent: Confirm, Device: Gamepad, Pad: 1},
		{Intent: Confirm, Device: Gamepad, Pad: 6},
		{Intent: Menu, Device: Gamepad, Pad: 6},
	}
	a := busyTick(t, []ebiten.GamepadID{6, 1})
	if !slices.Equal(a, want) {
		t.Fatalf("got %s\nwant %s", show(a), show(want))
	}
	want[7].Pad = 1
	if b := busyTick(t, []ebiten.GamepadID{1, 6}); !slices.Equal(b, want) {
		t.Fatalf("other pad order: got %s\nwant %s", show(b), show(want))
	}
}

// TestConsume checks that a consumed intent is gone for the rest of the
// tick and that consuming while ranging over Events is safe.
func TestConsume(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(0)
	s.Press(ebiten.KeyEnter)
	s.Press(ebiten.KeyEscape)
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	var seen []Intent
	for _, e := range l.Events() {
		seen = append(seen, e.Intent)
		l.Consume(e.Intent)
	}
	if want := []Intent{Confirm, Back, Confirm}; !slices.Equal(seen, want) {
		t.Fatalf("ranged over %v, want %v", seen, want)
	}
	if l.Has(Confirm) || l.Has(Back) || len(l.Events()) != 0 {
		t.Fatalf("after Consume: %s", show(l.Events()))
	}
	l.Update()
	if l.Has(Confirm) {
		t.Fatal("a consumed intent came back while held")
	}
}

// TestIntentNames checks that every intent has its own name.
func TestIntentNames(t *testing.T) {
	seen := map[string]Intent{}
	for i := None; i < numIntents; i++ {
		n := i.String()
		if n == "" {
			t.Errorf("intent %d has no name", i)
		}
		if j, dup := seen[n]; dup {
			t.Errorf("intents %d and %d are both %q", j, i, n)
		}
		seen[n] = i
	}
	if got := Option3.String(); got != "option 3" {
		t.Errorf("Option3.String() = %q", got)
	}
	if got := Intent(200).String(); got != "intent(200)" {
		t.Errorf("Intent(200).String() = %q", got)
	}
	for n := 1; n <= 9; n++ {
		if Option(n).OptionNumber() != n {
			t.Errorf("Option(%d).OptionNumber() = %d", n, Option(n).OptionNumber())
		}
	}
	if Option(0) != None || Option(10) != None || Confirm.OptionNumber() != 0 {
		t.Error("Option out of range")
	}
	if Mouse.String() != "mouse" || Keyboard.String() != "keyboard" || Gamepad.String() != "gamepad" {
		t.Error("device names")
	}
}
