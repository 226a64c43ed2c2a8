package game

import (
	"math"
	"testing"
)

// TestFittedScale: the scale chosen, unless the window cannot show a
// screen of minLayoutW×minLayoutH at it.
func TestFittedScale(t *testing.T) {
	for _, c := range []struct {
		percent, w, h int
		device, want  float64
	}{
		{100, 1280, 800, 1, 1},
		{125, 1280, 800, 1, 1.25},
		{200, 1280, 800, 1, 1280.0 / 960},
		{175, 1280, 800, 1, 1280.0 / 960},
		{125, 1024, 600, 1, 1024.0 / 960},
		{75, 1024, 600, 1, 0.75},
		{200, 1920, 1080, 1, 2},
		{200, 2560, 1440, 1, 2},
		{100, 800, 450, 1, 800.0 / 960},
		{100, 400, 300, 1, 0.75},
		{100, 2560, 1600, 2, 2}, // a 2x monitor: 1280x800 of points at 100 %
		{150, 2560, 1600, 2, 2560.0 / 960},
	} {
		if got := FittedScale(c.percent, c.w, c.h, c.device); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%d %% in %dx%d (device %.0fx): %.4f, want %.4f", c.percent, c.w, c.h, c.device, got, c.want)
		}
	}
}
