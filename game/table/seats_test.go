package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules"
)

func TestSeatingGivesEachSideItsControllers(t *testing.T) {
	s := NewSeating(2)
	pad0, pad1 := PadController(0), PadController(1)
	if !s.Allows(0, pad0) || !s.Allows(1, KeyboardMouse) {
		t.Fatal("an empty seating must let anyone play")
	}
	s.Join(0, pad0)
	s.Join(1, pad1)
	s.Join(1, KeyboardMouse)
	for _, c := range []struct {
		side int
		who  Controller
		want bool
	}{{0, pad0, true}, {0, pad1, false}, {0, KeyboardMouse, false}, {1, pad1, true}, {1, KeyboardMouse, true}, {1, pad0, false}} {
		if got := s.Allows(c.side, c.who); got != c.want {
			t.Errorf("Allows(%d, %s) = %v", c.side, c.who, got)
		}
	}
	// Joining another side moves the controller.
	s.Join(0, KeyboardMouse)
	if s.SideOf(KeyboardMouse) != 0 || s.Allows(1, KeyboardMouse) {
		t.Errorf("the keyboard did not move to side 0: %v", s.Sides)
	}
	if got := s.Names(0); got != "Gamepad 1 or Keyboard & mouse" {
		t.Errorf("Names(0) = %q", got)
	}
	s.Leave(pad1)
	if len(s.Sides[1]) != 0 || !s.Allows(1, pad0) {
		t.Errorf("after the last controller left, side 1 should be open: %v", s.Sides)
	}
}

func TestSeatingFindsUnpluggedPads(t *testing.T) {
	s := NewSeating(2)
	s.Join(0, PadController(0))
	s.Join(1, PadController(1))
	if _, _, ok := s.Stranded([]ebiten.GamepadID{0, 1}); ok {
		t.Fatal("stranded with every pad connected")
	}
	side, c, ok := s.Stranded([]ebiten.GamepadID{0})
	if !ok || side != 1 || c != PadController(1) {
		t.Fatalf("Stranded = %d %s %v, want side 1, gamepad 2", side, c, ok)
	}
	s.Join(1, KeyboardMouse) // another controller on that side: not stranded
	if _, _, ok := s.Stranded([]ebiten.GamepadID{0}); ok {
		t.Error("a side with the keyboard too is not stranded")
	}
}

func TestControllerOfEvents(t *testing.T) {
	if c := ControllerOf(input.Event{Device: input.Gamepad, Pad: 3}); c != PadController(3) || c.String() != "Gamepad 4" {
		t.Errorf("pad event: %v %q", c, c)
	}
	if c := ControllerOf(input.Event{Device: input.Keyboard}); c != KeyboardMouse {
		t.Errorf("keyboard event: %v", c)
	}
	if c := ControllerOf(input.Event{Device: input.Mouse}); c != KeyboardMouse {
		t.Errorf("mouse event: %v", c)
	}
}

// TestSeatForRoutesEachPadToItsSeat: when two seats decide at once, each
// gamepad's input goes to its own seat, a controller that plays neither is
// ignored, and on a shared screen anyone's input goes to the first seat.
func TestSeatForRoutesEachPadToItsSeat(t *testing.T) {
	s := NewSeating(3)
	s.Join(0, PadController(0))
	s.Join(2, PadController(1))
	deciding := []rules.Seat{0, 2}
	pad := func(id int) input.Event {
		return input.Event{Device: input.Gamepad, Pad: ebiten.GamepadID(id), Intent: input.Confirm}
	}
	for _, c := range []struct {
		ev   input.Event
		seat rules.Seat
		ok   bool
	}{
		{pad(0), 0, true}, {pad(1), 2, true},
		{pad(2), rules.Spectator, false}, // plays neither
		{input.Event{Device: input.Keyboard, Intent: input.Confirm}, rules.Spectator, false}, // seated nowhere, and no seat is free
	} {
		if seat, ok := SeatFor(c.ev, deciding, &s); seat != c.seat || ok != c.ok {
			t.Errorf("%v: seat %d %v, want %d %v", ControllerOf(c.ev), seat, ok, c.seat, c.ok)
		}
	}
	shared := NewSeating(3)
	if seat, ok := SeatFor(pad(5), []rules.Seat{1, 2}, &shared); seat != 1 || !ok {
		t.Errorf("shared screen: seat %d %v, want the first seat deciding", seat, ok)
	}
	// A seat without controllers of its own, beside one with: another
	// controller's input goes to the free seat, the seated pad's to its own.
	s.Leave(PadController(1))
	if seat, ok := SeatFor(pad(3), deciding, &s); seat != 2 || !ok {
		t.Errorf("the free seat: %d %v", seat, ok)
	}
	if seat, ok := SeatFor(pad(0), deciding, &s); seat != 0 || !ok {
		t.Errorf("the seated pad: %d %v", seat, ok)
	}
}
