package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
)

// Back colours. The magic deck's back is deep blue with pale gold, so a
// face-down card shows neither red nor black ink.
var (
	backBlue   = render.RGB(0x1f3d73)
	backLine   = render.RGB(0x3c63a6)
	backGold   = render.RGB(0xe8cf85)
	backBorder = render.RGB(0xf4efe2)
)

// paintBack draws the magic deck's back: a white border round a blue
// panel, a lattice of fine lines with a dot at each crossing, and in the
// middle a four-pointed wind-rose in pale gold.
func paintBack(img *render.Canvas, w, h float32) {
	paintBlank(img, w, h, backBorder)
	m := w * 0.065
	img.Fill(render.RoundRect(m, m, w-2*m, h-2*m, w*0.04), backBlue)
	k := img
	x0, y0, x1, y1 := float64(m), float64(m), float64(w-m), float64(h-m)
	poly := []float64{x0 + 1, y0 + 1, x1 - 1, y0 + 1, x1 - 1, y1 - 1, x0 + 1, y1 - 1}
	step := math.Max(4, float64(w)*0.075)
	lw := math.Max(0.7, float64(w)*0.008)
	for _, a := range [2]float64{math.Pi / 4, -math.Pi / 4} {
		hatch(poly, a, step, func(ax, ay, bx, by float64) { k.Line(ax, ay, bx, by, lw, backLine, 1) })
	}
	// Dots where the lattice lines cross: the lines are x+y = i·d and
	// x−y = j·d with d = step·√2, which meet on this grid.
	d := step * math.Sqrt2
	for i := math.Ceil((x0 + y0) / d); i*d <= x1+y1; i++ {
		for j := math.Floor((x0 - y1) / d); j*d <= x1-y0; j++ {
			x, y := (i+j)*d/2, (i-j)*d/2
			if x > x0+2 && x < x1-2 && y > y0+2 && y < y1-2 {
				k.Disc(x, y, lw*1.4, backGold, 0.55)
			}
		}
	}
	in := m + max(2, w*0.03)
	img.Stroke(render.RoundRect(in, in, w-2*in, h-2*in, w*0.03), max(0.8, w*0.01), backGold)
	// The wind-rose: an oval field, four long points and four short ones.
	cx, cy := w/2, h/2
	r := w * 0.27
	img.Fill(render.Circle(cx, cy, r*1.05), backBlue)
	img.Stroke(render.Circle(cx, cy, r*1.05), max(1, w*0.012), backGold)
	img.Stroke(render.Circle(cx, cy, r*0.5), max(0.8, w*0.008), backGold)
	for i := range 8 {
		a := float64(i)*math.Pi/4 - math.Pi/2
		l := r * 0.95
		wd := r * 0.2
		c := backGold
		if i%2 == 1 {
			l, wd, c = r*0.6, r*0.14, render.Lighten(backLine, 0.5)
		}
		s, co := math.Sincos(a)
		ps, pc := float32(s), float32(co)
		img.Fill(render.Polygon(cx+pc*l, cy+ps*l, cx-ps*wd, cy+pc*wd, cx-pc*wd*0.5, cy-ps*wd*0.5, cx+ps*wd, cy-pc*wd), c)
	}
	img.Fill(render.Circle(cx, cy, r*0.12), backBorder)
}

// Attack choice colours: each choice has a colour, an icon and a border of
// its own (a fine line, a heavy double line, a dashed line).
var attackColour = [3]color.RGBA{render.RGB(0x1f7f8c), render.RGB(0xa3262a), render.RGB(0x6a4aa0)}

var attackName = [3][2]string{{"LIGHT", "ATTACK"}, {"HEAVY", "ATTACK"}, {"FEINT", ""}}

// paintAttackBack draws the attack choice cards' common back: dark slate
// with a bronze frame and crossed swords.
func paintAttackBack(img *render.Canvas, w, h float32) {
	paintBlank(img, w, h, render.RGB(0x2b2d33))
	bronze := render.RGB(0xb58a4a)
	m := w * 0.07
	img.Stroke(render.RoundRect(m, m, w-2*m, h-2*m, w*0.04), max(1.5, w*0.025), bronze)
	img.Stroke(render.RoundRect(m*1.7, m*1.7, w-3.4*m, h-3.4*m, w*0.03), max(0.8, w*0.008), render.Darken(bronze, 0.3))
	k := img
	poly := []float64{float64(m * 1.9), float64(m * 1.9), float64(w - m*1.9), float64(m * 1.9), float64(w - m*1.9), float64(h - m*1.9), float64(m * 1.9), float64(h - m*1.9)}
	hatch(poly, math.Pi/2, math.Max(3, float64(w)*0.05), func(ax, ay, bx, by float64) {
		k.Line(ax, ay, bx, by, math.Max(0.6, float64(w)*0.006), render.RGB(0x3a3d45), 1)
	})
	cx, cy := w/2, h/2
	for _, a := range [2]float64{-math.Pi / 4, math.Pi / 4} {
		drawSword(img, cx, cy, w*0.62, a, w*0.05, bronze)
	}
	img.Fill(render.Circle(cx, cy, w*0.09), render.Darken(bronze, 0.5))
	img.Fill(render.Circle(cx, cy, w*0.065), bronze)
}

// drawSword draws a sword of length l and blade width bw centred on
// (cx, cy), its point up when angle is 0 (radians, clockwise).
func drawSword(img *render.Canvas, cx, cy, l float32, angle float64, bw float32, c color.RGBA) {
	s, co := math.Sincos(angle)
	ps, pc := float32(s), float32(co)
	at := func(u, v float32) (float32, float32) { // u across, v along (up is negative)
		return cx + u*pc - v*ps, cy + u*ps + v*pc
	}
	pts := func(uv ...float32) []float32 {
		out := make([]float32, 0, len(uv))
		for i := 0; i+1 < len(uv); i += 2 {
			x, y := at(uv[i], uv[i+1])
			out = append(out, x, y)
		}
		return out
	}
	tip, guard, end := -l*0.5, l*0.22, l*0.5
	dark := render.Darken(c, 0.55)
	blade := render.Polygon(pts(0, tip, bw/2, tip+bw*1.2, bw/2, guard, -bw/2, guard, -bw/2, tip+bw*1.2)...)
	img.Stroke(blade, max(1, bw*0.25), dark)
	img.Fill(blade, render.Lighten(c, 0.35))
	img.Fill(render.Polygon(pts(0, tip+bw, bw*0.12, tip+bw*1.3, bw*0.12, guard-bw*0.3, -bw*0.12, guard-bw*0.3, -bw*0.12, tip+bw*1.3)...), render.Darken(c, 0.1))
	g := render.Polygon(pts(-bw*2.2, guard, bw*2.2, guard, bw*2.2, guard+bw*0.7, -bw*2.2, guard+bw*0.7)...)
	img.Stroke(g, max(1, bw*0.25), dark)
	img.Fill(g, c)
	grip := render.Polygon(pts(-bw*0.35, guard+bw*0.7, bw*0.35, guard+bw*0.7, bw*0.35, end-bw*0.6, -bw*0.35, end-bw*0.6)...)
	img.Fill(grip, dark)
	px, py := at(0, end-bw*0.4)
	img.Fill(render.Circle(px, py, bw*0.7), dark)
	img.Fill(render.Circle(px, py, bw*0.5), c)
}
