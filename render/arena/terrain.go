package arena

import (
	"math"

	"skirmish/render"
)

// paintTerrain paints terrain t over the square of side f at (x, y) of cv,
// each with its own pattern so that none needs its colour to be told:
// brackets for a narrow passage, tufts for bushes, a crenellated bar for a
// parapet, a wall with a slit for a loophole, radial threads for a web,
// ripples for mud, a veil and a crescent for darkness.
func paintTerrain(cv *render.Canvas, t Terrain, x, y, f float64, pal *Palette) {
	ow := math.Max(1, f/40)
	cx, cy := x+f/2, y+f/2
	switch t {
	case Narrow: // inward brackets on the left and right sides: cramped
		w := math.Max(2, f*0.06)
		for _, sx := range [2]float64{1, -1} {
			ex := x + f*0.08
			if sx < 0 {
				ex = x + f*0.92
			}
			xy := []float64{ex + sx*f*0.1, y + f*0.12, ex, y + f*0.2, ex, y + f*0.8, ex + sx*f*0.1, y + f*0.88}
			cv.Polyline(xy, w+2*ow, 0, 0, true, pal.Outline, 0.6)
			cv.Polyline(xy, w, 0, 0, true, pal.Narrow, 0.9)
		}
	case Bush: // three tufts of leaves
		for _, p := range [3][2]float64{{0.3, 0.35}, {0.68, 0.32}, {0.5, 0.68}} {
			bx, by, r := x+p[0]*f, y+p[1]*f, f*0.13
			cv.Disc(bx, by, r+ow, pal.Outline, 0.7)
			for k := range 5 {
				a := float64(k) * 2 * math.Pi / 5
				cv.Disc(bx+math.Cos(a)*r*0.55, by+math.Sin(a)*r*0.55, r*0.55, pal.Bush, 1)
			}
			cv.Disc(bx-r*0.2, by-r*0.25, r*0.3, render.Lighten(pal.Bush, 0.35), 1)
		}
	case Parapet: // a crenellated low wall across the top of the square
		top, h := y+f*0.06, f*0.2
		fillRect(cv, x, top+h*0.45, f, h*0.55, pal.Outline, 0.8)
		fillRect(cv, x+ow, top+h*0.45+ow, f-2*ow, h*0.55-2*ow, pal.Parapet, 1)
		for k := 0; k < 4; k++ {
			mx := x + f*(0.04+0.26*float64(k))
			fillRect(cv, mx, top, f*0.16, h*0.5, pal.Outline, 0.8)
			fillRect(cv, mx+ow, top+ow, f*0.16-2*ow, h*0.5, pal.Parapet, 1)
		}
	case Loophole: // a wall across the top with a dark slit
		top, h := y+f*0.04, f*0.26
		fillRect(cv, x, top, f, h, pal.Outline, 0.85)
		fillRect(cv, x+ow, top+ow, f-2*ow, h-2*ow, pal.Parapet, 1)
		fillRect(cv, cx-f*0.04, top+h*0.18, f*0.08, h*0.64, pal.Darkness, 1)
		fillRect(cv, cx-f*0.12, top+h*0.42, f*0.24, h*0.16, pal.Darkness, 1)
	case Web: // radial threads and two rings
		w := math.Max(1, f/45)
		r := f * 0.46
		for k := range 8 {
			a := float64(k) * math.Pi / 4
			cv.Line(cx, cy, cx+math.Cos(a)*r, cy+math.Sin(a)*r, w, pal.Web, 0.75)
		}
		for _, rr := range [2]float64{0.18, 0.34} {
			xy := make([]float64, 0, 18)
			for k := 0; k <= 8; k++ {
				a := float64(k) * math.Pi / 4
				xy = append(xy, cx+math.Cos(a)*f*rr, cy+math.Sin(a)*f*rr)
			}
			cv.Polyline(xy, w, 0, 0, false, pal.Web, 0.75)
		}
	case Mud: // a brown wash with ripples
		fillRect(cv, x+f*0.05, y+f*0.05, f*0.9, f*0.9, pal.Mud, 0.7)
		w := math.Max(1.2, f/30)
		for _, ry := range [3]float64{0.3, 0.52, 0.74} {
			xy := make([]float64, 0, 26)
			for k := 0; k <= 12; k++ {
				u := float64(k) / 12
				xy = append(xy, x+f*(0.14+0.72*u), y+f*ry+math.Sin(u*4*math.Pi)*f*0.04)
			}
			cv.Polyline(xy, w, 0, 0, true, render.Lighten(pal.Mud, 0.4), 0.9)
		}
	case Dark: // a veil of darkness and a crescent moon
		fillRect(cv, x, y, f, f, pal.Darkness, 0.55)
		mx, my, r := x+f*0.78, y+f*0.22, f*0.12
		cv.Disc(mx, my, r, render.RGB(0xcfd6f0), 0.9)
		cv.Disc(mx+r*0.45, my-r*0.25, r*0.85, pal.Darkness, 1)
	}
}
