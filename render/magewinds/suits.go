package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
)

// The suits, in the order DrawCard numbers them.
const (
	Hearts = iota
	Diamonds
	Clubs
	Spades
)

// Card inks: red for Hearts and Diamonds, black for Clubs and Spades. The
// suits' shapes tell them apart as well.
var (
	redInk   = render.RGB(0xc8102e)
	blackInk = render.RGB(0x1a1a20)
)

// suitColour returns the ink of a suit.
func suitColour(suit int) color.RGBA {
	if suit == Hearts || suit == Diamonds {
		return redInk
	}
	return blackInk
}

// drawSuit draws a suit symbol of height s centred on (cx, cy) in colour c,
// upside down when flip is set.
func drawSuit(img *render.Canvas, suit int, cx, cy, s float32, flip bool, c color.RGBA) {
	for _, p := range suitPaths(suit, cx, cy, s, flip) {
		img.Fill(p, c)
	}
}

// suitPaths returns the pieces of a suit symbol. A club is three discs and
// a stem, filled one by one so that their windings never cancel.
func suitPaths(suit int, cx, cy, s float32, flip bool) []*render.Shape {
	q := render.NewPen(cx, cy, s, flip)
	switch suit {
	case Hearts:
		q.M(0, 0.46)
		q.C(-0.06, 0.38, -0.5, 0.12, -0.5, -0.15)
		q.C(-0.5, -0.38, -0.33, -0.49, -0.22, -0.49)
		q.C(-0.1, -0.49, -0.02, -0.41, 0, -0.3)
		q.C(0.02, -0.41, 0.1, -0.49, 0.22, -0.49)
		q.C(0.33, -0.49, 0.5, -0.38, 0.5, -0.15)
		q.C(0.5, 0.12, 0.06, 0.38, 0, 0.46)
		q.Z()
		return []*render.Shape{&q.Shape}
	case Diamonds:
		q.M(0, -0.5)
		q.Q(0.14, -0.22, 0.4, 0)
		q.Q(0.14, 0.22, 0, 0.5)
		q.Q(-0.14, 0.22, -0.4, 0)
		q.Q(-0.14, -0.22, 0, -0.5)
		q.Z()
		return []*render.Shape{&q.Shape}
	case Spades:
		q.M(0, -0.5)
		q.C(0.06, -0.38, 0.5, -0.14, 0.5, 0.1)
		q.C(0.5, 0.3, 0.35, 0.38, 0.23, 0.38)
		q.C(0.13, 0.38, 0.06, 0.33, 0.035, 0.26)
		q.Q(0.05, 0.44, 0.19, 0.5)
		q.L(-0.19, 0.5)
		q.Q(-0.05, 0.44, -0.035, 0.26)
		q.C(-0.06, 0.33, -0.13, 0.38, -0.23, 0.38)
		q.C(-0.35, 0.38, -0.5, 0.3, -0.5, 0.1)
		q.C(-0.5, -0.14, -0.06, -0.38, 0, -0.5)
		q.Z()
		return []*render.Shape{&q.Shape}
	case Clubs:
		var out []*render.Shape
		for _, d := range [3][2]float32{{0, -0.25}, {-0.25, 0.08}, {0.25, 0.08}} {
			x, y := q.XY(d[0], d[1])
			out = append(out, render.Circle(x, y, 0.235*abs32(s)))
		}
		st := render.NewPen(cx, cy, s, flip)
		st.M(-0.08, -0.05)
		st.L(0.08, -0.05)
		st.L(0.06, 0.2)
		st.Q(0.06, 0.42, 0.2, 0.5)
		st.L(-0.2, 0.5)
		st.Q(-0.06, 0.42, -0.06, 0.2)
		st.Z()
		return append(out, &st.Shape)
	}
	return nil
}

func abs32(x float32) float32 { return float32(math.Abs(float64(x))) }
