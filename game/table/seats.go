package table

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// Controller is one pair of hands at the table: the keyboard and mouse, or
// one gamepad.
type Controller struct {
	Pad bool
	ID  ebiten.GamepadID // the gamepad, when Pad
}

// KeyboardMouse is the keyboard and mouse, one controller.
var KeyboardMouse = Controller{}

// PadController returns the controller of gamepad id.
func PadController(id ebiten.GamepadID) Controller { return Controller{Pad: true, ID: id} }

// String names the controller for players: "Keyboard & mouse", "Gamepad 2".
func (c Controller) String() string {
	if !c.Pad {
		return "Keyboard & mouse"
	}
	return fmt.Sprintf("Gamepad %d", int(c.ID)+1)
}

// ControllerOf returns the controller an input event came from.
func ControllerOf(ev input.Event) Controller {
	if ev.Device == input.Gamepad {
		return PadController(ev.Pad)
	}
	return KeyboardMouse
}

// Seating says which controllers play each side (each seat). A side with
// none listed may be played from any controller: one screen shared by all,
// the default.
type Seating struct {
	Sides [][]Controller
}

// NewSeating returns a seating for n sides where anyone plays any side.
func NewSeating(n int) Seating { return Seating{Sides: make([][]Controller, n)} }

// Seated reports whether some side has controllers of its own: else one
// screen is shared by all and anyone plays any side.
func (s *Seating) Seated() bool {
	for _, cs := range s.Sides {
		if len(cs) > 0 {
			return true
		}
	}
	return false
}

// Allows reports whether c may decide for side.
func (s *Seating) Allows(side int, c Controller) bool {
	if side < 0 || side >= len(s.Sides) || len(s.Sides[side]) == 0 {
		return true
	}
	return slices.Contains(s.Sides[side], c)
}

// Join gives c to side, taking it from any other side first.
func (s *Seating) Join(side int, c Controller) {
	s.Leave(c)
	if side >= 0 && side < len(s.Sides) {
		s.Sides[side] = append(s.Sides[side], c)
	}
}

// Leave takes c from whichever side has it.
func (s *Seating) Leave(c Controller) {
	for i, cs := range s.Sides {
		s.Sides[i] = slices.DeleteFunc(cs, func(x Controller) bool { return x == c })
	}
}

// SideOf returns the side c plays, or -1.
func (s *Seating) SideOf(c Controller) int {
	for i, cs := range s.Sides {
		if slices.Contains(cs, c) {
			return i
		}
	}
	return -1
}

// Stranded returns a side whose controllers are all gamepads that are no
// longer connected, and one of those pads: the game pauses until it comes
// back or another controller takes over.
func (s *Seating) Stranded(connected []ebiten.GamepadID) (side int, c Controller, ok bool) {
	for i, cs := range s.Sides {
		if len(cs) == 0 {
			continue
		}
		gone := true
		for _, x := range cs {
			if !x.Pad || slices.Contains(connected, x.ID) {
				gone = false
			}
		}
		if gone {
			return i, cs[0], true
		}
	}
	return -1, Controller{}, false
}

// Names lists the controllers of side for messages, "anyone" when free.
func (s *Seating) Names(side int) string {
	if side < 0 || side >= len(s.Sides) || len(s.Sides[side]) == 0 {
		return "anyone"
	}
	out := ""
	for i, c := range s.Sides[side] {
		if i > 0 {
			out += " or "
		}
		out += c.String()
	}
	return out
}
