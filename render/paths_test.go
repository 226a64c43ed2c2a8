package render

import (
	"math"
	"testing"
)

// TestArcQuadsStayOnTheCircle checks the curves AddArc draws: every point
// of each within arcTolerance of the circle, the arc's ends where asked,
// and few curves (a whole circle of radius 20 in at most 12, where
// vector.Path's Arc made up to 192).
func TestArcQuadsStayOnTheCircle(t *testing.T) {
	for _, c := range []struct{ r, a0, a1 float64 }{
		{3, 0, 2 * math.Pi}, {20, 0, 2 * math.Pi}, {100, -math.Pi / 2, 0},
		{400, 0, 2 * math.Pi}, {30, math.Pi * 1.88, math.Pi * 1.12}, // anticlockwise
	} {
		const cx, cy = 50, 70
		x0, y0 := cx+c.r*math.Cos(c.a0), cy+c.r*math.Sin(c.a0)
		n, worst := 0, 0.0
		var ex, ey float64
		arcQuads(cx, cy, c.r, c.a0, c.a1, 0, func(x1, y1, x2, y2 float32) {
			n++
			for i := 0; i <= 16; i++ {
				u := float64(i) / 16
				x := (1-u)*(1-u)*x0 + 2*(1-u)*u*float64(x1) + u*u*float64(x2)
				y := (1-u)*(1-u)*y0 + 2*(1-u)*u*float64(y1) + u*u*float64(y2)
				worst = max(worst, math.Abs(math.Hypot(x-cx, y-cy)-c.r))
			}
			x0, y0 = float64(x2), float64(y2)
			ex, ey = x0, y0
		})
		if worst > arcTolerance*1.1 {
			t.Errorf("r %v: the curves stray %.4f px from the circle, want at most %v", c.r, worst, arcTolerance)
		}
		if d := math.Hypot(ex-(cx+c.r*math.Cos(c.a1)), ey-(cy+c.r*math.Sin(c.a1))); d > 1e-3 {
			t.Errorf("r %v: the arc ends %.4f px from where it should", c.r, d)
		}
		if c.r == 20 && n > 12 {
			t.Errorf("a circle of radius 20 takes %d curves, want at most 12", n)
		}
	}
}
