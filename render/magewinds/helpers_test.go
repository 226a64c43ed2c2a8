package magewinds

import (
	"testing"

	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (under xvfb-run), where they can draw and read pixels back; without one,
// the drawing tests skip.
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }

// in returns a length in inches as micrometres.
func in(x float64) int64 { return int64(x * Inch) }

// at returns the point (x, y) given in inches.
func at(x, y float64) Pt { return Pt{in(x), in(y)} }
