package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
)

// Court card colours: each rank has its own panel tone as well as its own
// headgear, so the three tell apart at a glance.
var (
	courtTone = [3]color.RGBA{render.RGB(0xcfdde6), render.RGB(0xf2d3c8), render.RGB(0xf1dc9c)} // Jack, Queen, King
	goldInk   = render.RGB(0xd9a832)
	goldDark  = render.RGB(0x7a5a12)
	jewelBlue = render.RGB(0x2f6bd1)
	pearl     = render.RGB(0xf7f3ea)
)

// paintCourt draws a Jack, Queen or King: a framed portrait panel split in
// two mirrored halves, each with the rank's letter large under its
// headgear (a helm with a plume, a pearled tiara, a spiked crown), and a
// small suit symbol.
func paintCourt(img *render.Canvas, suit, rank int, w, h float32, c color.RGBA) {
	x0, y0, x1, y1 := w*0.22, h*0.1, w*0.78, h*0.9
	pw := x1 - x0
	cx, cy := (x0+x1)/2, (y0+y1)/2
	tone := courtTone[rank-11]
	img.Fill(render.RoundRect(x0, y0, pw, y1-y0, w*0.02), c)
	img.Fill(render.RoundRect(x0+max(1, w*0.012), y0+max(1, w*0.012), pw-2*max(1, w*0.012), y1-y0-2*max(1, w*0.012), w*0.015), tone)
	in := max(2.5, w*0.035)
	img.Stroke(render.RoundRect(x0+in, y0+in, pw-2*in, y1-y0-2*in, w*0.01), max(0.8, w*0.008), goldDark)
	// The divider between the halves, with a small lozenge at its middle.
	img.Stroke(render.Polygon(x0+in, cy, x1-in, cy), max(0.8, w*0.01), render.Fade(c, 0.8))
	d := w * 0.04
	img.Fill(render.Polygon(cx, cy-d, cx+d*1.4, cy, cx, cy+d, cx-d*1.4, cy), goldInk)
	for _, flip := range [2]bool{false, true} {
		paintCourtHalf(img, suit, rank, cx, cy, pw, flip, c)
	}
}

// paintCourtHalf draws the top half of a court panel, or the bottom half
// turned upside down. Positions are in panel widths from the panel centre.
func paintCourtHalf(img *render.Canvas, suit, rank int, cx, cy, pw float32, flip bool, c color.RGBA) {
	q := render.NewPen(cx, cy, pw, flip)
	// The portrait's arch behind the letter.
	ax, ay := q.XY(0, -0.3)
	img.Fill(render.Circle(ax, ay, pw*0.29), render.Lighten(c, 0.85))
	img.Stroke(render.Circle(ax, ay, pw*0.29), max(0.8, pw*0.012), render.Fade(c, 0.55))
	// The letter, large.
	lx, ly := q.XY(0, -0.29)
	a := 0.0
	if flip {
		a = math.Pi
	}
	img.Text(rankText(rank), float64(pw)*0.44, true, float64(lx), float64(ly), c, a, 1)
	// The headgear, sitting on the arch.
	ow := max(0.8, pw*0.014)
	// The headgear is drawn a little smaller, towards the panel's centre,
	// so that it sits on the arch like a crown on a head.
	hs := pw * 0.9
	switch rank {
	case 13:
		paintCrown(img, cx, cy, hs, flip, c, ow)
	case 12:
		paintTiara(img, cx, cy, hs, flip, c, ow)
	default:
		paintHelm(img, cx, cy, hs, flip, c, ow)
	}
	sx, sy := q.XY(-0.36, -0.74)
	drawSuit(img, suit, sx, sy, pw*0.13, flip, c)
	sx, sy = q.XY(0.37, -0.07)
	drawSuit(img, suit, sx, sy, pw*0.1, flip, c)
}

// outlined fills p in colour c over an outline of width ow.
func outlined(img *render.Canvas, p *render.Shape, c color.RGBA, ow float32) {
	img.Stroke(p, 2*ow, goldDark)
	img.Fill(p, c)
}

// paintCrown draws the King's crown: five spikes tipped with balls over a
// jewelled band.
func paintCrown(img *render.Canvas, cx, cy, pw float32, flip bool, c color.RGBA, ow float32) {
	q := render.NewPen(cx, cy, pw, flip)
	q.M(-0.27, -0.58)
	q.L(-0.31, -0.84)
	q.L(-0.16, -0.7)
	q.L(-0.08, -0.86)
	q.L(0, -0.72)
	q.L(0.08, -0.86)
	q.L(0.16, -0.7)
	q.L(0.31, -0.84)
	q.L(0.27, -0.58)
	q.Z()
	outlined(img, &q.Shape, goldInk, ow)
	b := render.NewPen(cx, cy, pw, flip)
	b.M(-0.28, -0.62)
	b.L(0.28, -0.62)
	b.L(0.28, -0.55)
	b.L(-0.28, -0.55)
	b.Z()
	outlined(img, &b.Shape, render.Lighten(goldInk, 0.2), ow)
	for _, t := range [5][2]float32{{-0.31, -0.86}, {-0.08, -0.88}, {0.08, -0.88}, {0.31, -0.86}, {0, -0.74}} {
		x, y := q.XY(t[0], t[1])
		img.Fill(render.Circle(x, y, pw*0.028+ow), goldDark)
		img.Fill(render.Circle(x, y, pw*0.028), pearl)
	}
	for i, u := range [3]float32{-0.16, 0, 0.16} {
		x, y := q.XY(u, -0.585)
		jc := c
		if i == 1 {
			jc = jewelBlue
		}
		img.Fill(render.Circle(x, y, pw*0.03), jc)
	}
}

// paintTiara draws the Queen's tiara: three rounded arches with pearls
// over a band, a heart-shaped jewel in the middle.
func paintTiara(img *render.Canvas, cx, cy, pw float32, flip bool, c color.RGBA, ow float32) {
	q := render.NewPen(cx, cy, pw, flip)
	q.M(-0.27, -0.58)
	q.Q(-0.3, -0.72, -0.2, -0.76)
	q.Q(-0.12, -0.76, -0.09, -0.66)
	q.Q(-0.08, -0.84, 0, -0.86)
	q.Q(0.08, -0.84, 0.09, -0.66)
	q.Q(0.12, -0.76, 0.2, -0.76)
	q.Q(0.3, -0.72, 0.27, -0.58)
	q.Z()
	outlined(img, &q.Shape, render.Lighten(goldInk, 0.15), ow)
	b := render.NewPen(cx, cy, pw, flip)
	b.M(-0.27, -0.61)
	b.Q(0, -0.66, 0.27, -0.61)
	b.L(0.27, -0.55)
	b.Q(0, -0.6, -0.27, -0.55)
	b.Z()
	outlined(img, &b.Shape, goldInk, ow)
	for _, t := range [5][2]float32{{-0.2, -0.79}, {0, -0.89}, {0.2, -0.79}, {-0.1, -0.69}, {0.1, -0.69}} {
		x, y := q.XY(t[0], t[1])
		img.Fill(render.Circle(x, y, pw*0.026+ow), goldDark)
		img.Fill(render.Circle(x, y, pw*0.026), pearl)
	}
	x, y := q.XY(0, -0.74)
	drawSuit(img, Hearts, x, y, pw*0.09, flip, c)
}

// paintHelm draws the Jack's helm: a domed helmet with a visor slit and a
// plume sweeping back.
func paintHelm(img *render.Canvas, cx, cy, pw float32, flip bool, c color.RGBA, ow float32) {
	pl := render.NewPen(cx, cy, pw, flip)
	pl.M(0.02, -0.82)
	pl.C(0.12, -0.98, 0.34, -0.92, 0.38, -0.7)
	pl.C(0.3, -0.8, 0.18, -0.82, 0.08, -0.76)
	pl.Z()
	outlined(img, &pl.Shape, c, ow)
	q := render.NewPen(cx, cy, pw, flip)
	q.M(-0.22, -0.56)
	q.C(-0.24, -0.72, -0.14, -0.84, 0, -0.84)
	q.C(0.14, -0.84, 0.24, -0.72, 0.22, -0.56)
	q.Z()
	outlined(img, &q.Shape, render.RGB(0xb9c3cc), ow)
	v := render.NewPen(cx, cy, pw, flip)
	v.M(-0.2, -0.68)
	v.L(0.2, -0.68)
	v.L(0.21, -0.61)
	v.L(-0.21, -0.61)
	v.Z()
	outlined(img, &v.Shape, render.RGB(0x8b97a3), ow)
	s := render.NewPen(cx, cy, pw, flip)
	s.M(-0.15, -0.66)
	s.L(0.15, -0.66)
	s.L(0.15, -0.635)
	s.L(-0.15, -0.635)
	s.Z()
	img.Fill(&s.Shape, render.RGB(0x1d2329))
	r := render.NewPen(cx, cy, pw, flip) // the crest ridge
	r.M(-0.015, -0.84)
	r.L(0.015, -0.84)
	r.L(0.015, -0.69)
	r.L(-0.015, -0.69)
	r.Z()
	img.Fill(&r.Shape, goldInk)
}
