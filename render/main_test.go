package render

import (
	"image/color"
	"testing"

	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (under xvfb-run), where they can draw and read pixels back; without one,
// the drawing tests skip.
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }

// near reports whether a and b differ by at most tol in each channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol && d(a.A, b.A) <= tol
}
