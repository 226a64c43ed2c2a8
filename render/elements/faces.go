package elements

import (
	"image/color"
	"math"

	"skirmish/render"
)

// Face is a face of the elemental die. Its values are those of the rules'
// elements (Fire 1 to Void 6), so the table converts with Face(e).
type Face uint8

// The six faces.
const (
	Fire Face = 1 + iota
	Water
	Earth
	Air
	Spirit
	Void
)

// faceNames are the faces' names, for captions and tests.
var faceNames = [7]string{"?", "Fire", "Water", "Earth", "Air", "Spirit", "Void"}

// String returns the face's name, e.g. "Water".
func (f Face) String() string {
	if f < Fire || f > Void {
		return faceNames[0]
	}
	return faceNames[f]
}

// valid returns f, or Void when f is no face.
func (f Face) valid() Face {
	if f < Fire || f > Void {
		return Void
	}
	return f
}

// paintSymbol paints the symbol of face f centred on (cx, cy) of cv, s
// pixels across, in ink with a thin outline: a flame, a drop, a mountain,
// gusts of wind, a lotus, an empty ring. Each reads without its colour.
func paintSymbol(cv *render.Canvas, f Face, cx, cy, s float32, ink, outline color.RGBA) {
	ow := max(1, s*0.045)
	pen := func() *render.Pen { return render.NewPen(cx, cy, s, false) }
	fill := func(p *render.Pen) {
		cv.Stroke(&p.Shape, 2*ow, outline)
		cv.Fill(&p.Shape, ink)
	}
	stroke := func(p *render.Pen, w float32) {
		cv.Stroke(&p.Shape, w+2*ow, outline)
		cv.Stroke(&p.Shape, w, ink)
	}
	switch f {
	case Fire: // a flame of three tongues
		p := pen()
		p.M(0, 0.44)
		p.C(-0.3, 0.44, -0.4, 0.2, -0.32, 0.02)
		p.C(-0.26, -0.1, -0.18, -0.14, -0.16, -0.3)
		p.C(-0.06, -0.2, -0.06, -0.1, -0.04, -0.06)
		p.C(-0.02, -0.2, 0.06, -0.34, 0.02, -0.46)
		p.C(0.22, -0.32, 0.28, -0.16, 0.2, -0.02)
		p.C(0.26, -0.08, 0.3, -0.14, 0.3, -0.22)
		p.C(0.42, -0.06, 0.42, 0.2, 0.3, 0.32)
		p.C(0.22, 0.42, 0.1, 0.44, 0, 0.44)
		p.Z()
		fill(p)
		in := pen() // the hot core, in the die's colour
		in.M(0, 0.38)
		in.C(-0.14, 0.38, -0.18, 0.24, -0.12, 0.14)
		in.C(-0.08, 0.06, 0, 0.02, 0.02, -0.1)
		in.C(0.1, 0, 0.18, 0.1, 0.16, 0.22)
		in.C(0.14, 0.34, 0.08, 0.38, 0, 0.38)
		in.Z()
		cv.Fill(&in.Shape, outline)
	case Water: // a drop, with a glint
		p := pen()
		p.M(0, -0.46)
		p.C(0.1, -0.26, 0.32, -0.06, 0.32, 0.14)
		p.C(0.32, 0.34, 0.16, 0.44, 0, 0.44)
		p.C(-0.16, 0.44, -0.32, 0.34, -0.32, 0.14)
		p.C(-0.32, -0.06, -0.1, -0.26, 0, -0.46)
		p.Z()
		fill(p)
		g := pen()
		g.M(-0.17, 0.1)
		g.Q(-0.17, 0.26, -0.04, 0.32)
		cv.Stroke(&g.Shape, max(1.2, s*0.07), outline)
	case Earth: // a mountain of two peaks on its base
		p := pen()
		p.M(-0.46, 0.34)
		p.L(-0.14, -0.34)
		p.L(0.04, 0.02)
		p.L(0.18, -0.16)
		p.L(0.46, 0.34)
		p.Z()
		fill(p)
		snow := pen()
		snow.M(-0.14, -0.34)
		snow.L(-0.04, -0.13)
		snow.L(-0.12, -0.18)
		snow.L(-0.2, -0.1)
		snow.L(-0.24, -0.13)
		snow.Z()
		cv.Fill(&snow.Shape, outline)
	case Air: // three gusts, two ending in a curl
		w := max(1.5, s*0.09)
		for k, g := range [3][3]float32{{-0.22, -0.42, 0.3}, {0, -0.46, 0.42}, {0.22, -0.38, 0.18}} {
			p := pen()
			y, x0, x1 := g[0], g[1], g[2]
			p.M(x0, y)
			p.L(x1, y)
			if k != 2 {
				p.Shape.Arc(cx+x1*s, cy+(y-0.09)*s, 0.09*s, math.Pi/2, -math.Pi*0.9)
			}
			stroke(p, w)
		}
	case Spirit: // a lotus: five petals on a bar
		petal := func(a float64, l, wd float32) {
			p := pen()
			sn, cs := float32(math.Sin(a)), float32(math.Cos(a))
			bx, by := float32(0), float32(0.3)
			tx, ty := bx+sn*l, by-cs*l
			nx, ny := cs*wd, sn*wd
			mx, my := (bx+tx)/2, (by+ty)/2
			p.M(bx, by)
			p.Q(mx+nx, my+ny, tx, ty)
			p.Q(mx-nx, my-ny, bx, by)
			p.Z()
			fill(p)
		}
		petal(-1.25, 0.44, 0.14)
		petal(1.25, 0.44, 0.14)
		petal(-0.6, 0.6, 0.17)
		petal(0.6, 0.6, 0.17)
		petal(0, 0.72, 0.2)
		b := pen()
		b.M(-0.34, 0.36)
		b.L(0.34, 0.36)
		stroke(b, max(1.5, s*0.08))
	case Void: // an empty ring
		r := s * 0.3
		ring := render.Circle(cx, cy, r)
		cv.Stroke(ring, s*0.14+2*ow, outline)
		cv.Stroke(ring, s*0.14, ink)
	}
}
