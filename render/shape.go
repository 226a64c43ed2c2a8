package render

import "math"

// Pictures made once and kept (cards, bases, counters, labels) are painted
// on the CPU into a Canvas with an anti-aliasing rasteriser and uploaded
// once: on a software renderer that is far faster than filling many small
// anti-aliased paths on the GPU. A Shape is what a Canvas fills or strokes.

// Shape is a set of flattened sub-paths, each a list of x, y pairs in
// pixels. The zero value is an empty shape.
type Shape struct {
	polys  [][]float32
	closed []bool
}

// Pen builds a Shape in a unit box. Coordinates given to M, L, Q and C are
// placed at (cx + u*s, cy + v*s); the Shape's own methods take pixels.
type Pen struct {
	Shape
	cx, cy, s float32
}

// NewPen returns a pen for a unit box of size s centred on (cx, cy), turned
// upside down when flip is set.
func NewPen(cx, cy, s float32, flip bool) *Pen {
	if flip {
		s = -s
	}
	return &Pen{cx: cx, cy: cy, s: s}
}

// XY returns the pixel of the point (u, v) of the unit box.
func (q *Pen) XY(u, v float32) (float32, float32) { return q.cx + u*q.s, q.cy + v*q.s }

// M starts a sub-path at (u, v).
func (q *Pen) M(u, v float32) { q.MoveTo(q.XY(u, v)) }

// L draws a straight line to (u, v).
func (q *Pen) L(u, v float32) { q.LineTo(q.XY(u, v)) }

// Q draws a quadratic curve through the control point (u1, v1) to (u, v).
func (q *Pen) Q(u1, v1, u, v float32) {
	x1, y1 := q.XY(u1, v1)
	x, y := q.XY(u, v)
	q.QuadTo(x1, y1, x, y)
}

// C draws a cubic curve through the control points (u1, v1) and (u2, v2)
// to (u, v).
func (q *Pen) C(u1, v1, u2, v2, u, v float32) {
	x1, y1 := q.XY(u1, v1)
	x2, y2 := q.XY(u2, v2)
	x, y := q.XY(u, v)
	q.CubicTo(x1, y1, x2, y2, x, y)
}

// Z closes the sub-path.
func (q *Pen) Z() { q.Close() }

// MoveTo starts a sub-path at (x, y).
func (s *Shape) MoveTo(x, y float32) {
	s.polys = append(s.polys, []float32{x, y})
	s.closed = append(s.closed, false)
}

func (s *Shape) last() (float32, float32) {
	p := s.polys[len(s.polys)-1]
	return p[len(p)-2], p[len(p)-1]
}

// LineTo draws a straight line to (x, y).
func (s *Shape) LineTo(x, y float32) {
	if len(s.polys) == 0 {
		s.MoveTo(x, y)
		return
	}
	i := len(s.polys) - 1
	s.polys[i] = append(s.polys[i], x, y)
}

// steps is how many straight pieces approximate a curve spanning d pixels.
func steps(d float32) int { return max(4, min(48, int(d/2))) }

// QuadTo draws a quadratic curve through the control point (x1, y1) to
// (x, y).
func (s *Shape) QuadTo(x1, y1, x, y float32) {
	x0, y0 := s.last()
	n := steps(dist(x0, y0, x1, y1) + dist(x1, y1, x, y))
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		a, b, c := (1-t)*(1-t), 2*(1-t)*t, t*t
		s.LineTo(a*x0+b*x1+c*x, a*y0+b*y1+c*y)
	}
}

// CubicTo draws a cubic curve through the control points (x1, y1) and
// (x2, y2) to (x, y).
func (s *Shape) CubicTo(x1, y1, x2, y2, x, y float32) {
	x0, y0 := s.last()
	n := steps(dist(x0, y0, x1, y1) + dist(x1, y1, x2, y2) + dist(x2, y2, x, y))
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		a, b, c, d := (1-t)*(1-t)*(1-t), 3*(1-t)*(1-t)*t, 3*(1-t)*t*t, t*t*t
		s.LineTo(a*x0+b*x1+c*x2+d*x, a*y0+b*y1+c*y2+d*y)
	}
}

// Arc adds an arc of radius r around (cx, cy) from angle a0 to a1
// (radians, clockwise on screen), joined to the current point.
func (s *Shape) Arc(cx, cy, r, a0, a1 float32) {
	n := max(3, int(math.Abs(float64(a1-a0))*float64(r)/3))
	n = min(n, 160)
	for i := 0; i <= n; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/float32(n))
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 && (len(s.polys) == 0 || s.closed[len(s.closed)-1]) {
			s.MoveTo(x, y)
		} else {
			s.LineTo(x, y)
		}
	}
}

// Close closes the current sub-path.
func (s *Shape) Close() {
	if len(s.closed) > 0 {
		s.closed[len(s.closed)-1] = true
	}
}

// Transform returns the shape with every point passed through f.
func (s *Shape) Transform(f func(x, y float32) (float32, float32)) *Shape {
	out := &Shape{closed: append([]bool(nil), s.closed...)}
	for _, p := range s.polys {
		q := make([]float32, len(p))
		for i := 0; i+1 < len(p); i += 2 {
			q[i], q[i+1] = f(p[i], p[i+1])
		}
		out.polys = append(out.polys, q)
	}
	return out
}

func dist(x0, y0, x1, y1 float32) float32 {
	return float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
}

// Polygon returns the closed shape through (x0, y0, x1, y1, ...).
func Polygon(pts ...float32) *Shape {
	s := &Shape{}
	s.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		s.LineTo(pts[i], pts[i+1])
	}
	s.Close()
	return s
}

// RoundRect returns a rectangle with corners of radius r.
func RoundRect(x, y, w, h, r float32) *Shape {
	s := &Shape{}
	s.AddRoundRect(x, y, w, h, r)
	return s
}

// AddRoundRect adds a rectangle with corners of radius r as a sub-path.
func (s *Shape) AddRoundRect(x, y, w, h, r float32) {
	r = max(0, min(r, w/2, h/2))
	const q = math.Pi / 2
	s.MoveTo(x+r, y)
	s.Arc(x+w-r, y+r, r, -q, 0)
	s.Arc(x+w-r, y+h-r, r, 0, q)
	s.Arc(x+r, y+h-r, r, q, 2*q)
	s.Arc(x+r, y+r, r, 2*q, 3*q)
	s.Close()
}

// Circle returns a full circle.
func Circle(cx, cy, r float32) *Shape {
	s := &Shape{}
	s.Arc(cx, cy, r, 0, 2*math.Pi)
	s.Close()
	return s
}
