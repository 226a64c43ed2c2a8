package table

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Key names the controller in files: "keyboard" for the keyboard and
// mouse, "gamepad:N" for gamepad N (its id). ParseController reads it back.
func (c Controller) Key() string {
	if !c.Pad {
		return "keyboard"
	}
	return "gamepad:" + strconv.Itoa(int(c.ID))
}

// ParseController reads a controller's Key.
func ParseController(key string) (Controller, error) {
	if key == "keyboard" {
		return KeyboardMouse, nil
	}
	if n, ok := strings.CutPrefix(key, "gamepad:"); ok {
		id, err := strconv.Atoi(n)
		if err == nil && id >= 0 && id < 1<<16 {
			return PadController(ebiten.GamepadID(id)), nil
		}
	}
	return Controller{}, fmt.Errorf("controller %q is neither \"keyboard\" nor \"gamepad:N\"", key)
}

// Clone returns a copy of s that shares nothing with it: a seating handed
// to a new table or kept for the next game is not changed by take-overs at
// the old one.
func (s Seating) Clone() Seating {
	out := Seating{Sides: make([][]Controller, len(s.Sides))}
	for i, cs := range s.Sides {
		out.Sides[i] = slices.Clone(cs)
	}
	return out
}

// Keys returns the seating as the Keys of each side's controllers, for a
// file; SeatingOfKeys reads it back.
func (s Seating) Keys() [][]string {
	out := make([][]string, len(s.Sides))
	for i, cs := range s.Sides {
		out[i] = []string{}
		for _, c := range cs {
			out[i] = append(out[i], c.Key())
		}
	}
	return out
}

// SeatingOfKeys reads a seating written by Seating.Keys. A controller named
// twice is an error: it plays one side.
func SeatingOfKeys(keys [][]string) (Seating, error) {
	s := NewSeating(len(keys))
	for side, ks := range keys {
		for _, k := range ks {
			c, err := ParseController(k)
			if err != nil {
				return Seating{}, fmt.Errorf("side %d: %w", side+1, err)
			}
			if s.SideOf(c) >= 0 {
				return Seating{}, fmt.Errorf("side %d: %s plays two sides", side+1, k)
			}
			s.Sides[side] = append(s.Sides[side], c)
		}
	}
	return s, nil
}

// Fits reports whether s seats a game of n sides.
func (s Seating) Fits(n int) bool { return len(s.Sides) == n }
