package magewinds

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Cached pictures (cards, bases, counters) are painted on the CPU into an
// image.RGBA with an anti-aliasing rasteriser and uploaded once: on a
// software renderer that is far faster than filling many small anti-aliased
// paths on the GPU.

// shape is a set of flattened sub-paths, each a list of x, y pairs.
type shape struct {
	polys  [][]float32
	closed []bool
}

// pen builds a shape. Coordinates given to the unit-box methods (M, L, Q,
// C) are placed at (cx + u*s, cy + v*s); moveTo and friends take pixels.
type pen struct {
	shape
	cx, cy, s float32
}

// newPen returns a pen for a unit box of size s centred on (cx, cy), turned
// upside down when flip is set.
func newPen(cx, cy, s float32, flip bool) *pen {
	if flip {
		s = -s
	}
	return &pen{cx: cx, cy: cy, s: s}
}

func (q *pen) xy(u, v float32) (float32, float32) { return q.cx + u*q.s, q.cy + v*q.s }

func (q *pen) M(u, v float32) { q.moveTo(q.xy(u, v)) }
func (q *pen) L(u, v float32) { q.lineTo(q.xy(u, v)) }
func (q *pen) Q(u1, v1, u, v float32) {
	x1, y1 := q.xy(u1, v1)
	x, y := q.xy(u, v)
	q.quadTo(x1, y1, x, y)
}
func (q *pen) C(u1, v1, u2, v2, u, v float32) {
	x1, y1 := q.xy(u1, v1)
	x2, y2 := q.xy(u2, v2)
	x, y := q.xy(u, v)
	q.cubicTo(x1, y1, x2, y2, x, y)
}
func (q *pen) Z() { q.close() }

func (s *shape) moveTo(x, y float32) {
	s.polys = append(s.polys, []float32{x, y})
	s.closed = append(s.closed, false)
}

func (s *shape) last() (float32, float32) {
	p := s.polys[len(s.polys)-1]
	return p[len(p)-2], p[len(p)-1]
}

func (s *shape) lineTo(x, y float32) {
	if len(s.polys) == 0 {
		s.moveTo(x, y)
		return
	}
	i := len(s.polys) - 1
	s.polys[i] = append(s.polys[i], x, y)
}

// steps is how many straight pieces approximate a curve spanning d pixels.
func steps(d float32) int { return max(4, min(48, int(d/2))) }

func (s *shape) quadTo(x1, y1, x, y float32) {
	x0, y0 := s.last()
	n := steps(dist(x0, y0, x1, y1) + dist(x1, y1, x, y))
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		a, b, c := (1-t)*(1-t), 2*(1-t)*t, t*t
		s.lineTo(a*x0+b*x1+c*x, a*y0+b*y1+c*y)
	}
}

func (s *shape) cubicTo(x1, y1, x2, y2, x, y float32) {
	x0, y0 := s.last()
	n := steps(dist(x0, y0, x1, y1) + dist(x1, y1, x2, y2) + dist(x2, y2, x, y))
	for i := 1; i <= n; i++ {
		t := float32(i) / float32(n)
		a, b, c, d := (1-t)*(1-t)*(1-t), 3*(1-t)*(1-t)*t, 3*(1-t)*t*t, t*t*t
		s.lineTo(a*x0+b*x1+c*x2+d*x, a*y0+b*y1+c*y2+d*y)
	}
}

// arc adds an arc of radius r around (cx, cy) from angle a0 to a1
// (radians, clockwise on screen), joined to the current point.
func (s *shape) arc(cx, cy, r, a0, a1 float32) {
	n := max(3, int(math.Abs(float64(a1-a0))*float64(r)/3))
	n = min(n, 160)
	for i := 0; i <= n; i++ {
		a := float64(a0 + (a1-a0)*float32(i)/float32(n))
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 && (len(s.polys) == 0 || s.closed[len(s.closed)-1]) {
			s.moveTo(x, y)
		} else {
			s.lineTo(x, y)
		}
	}
}

func (s *shape) close() {
	if len(s.closed) > 0 {
		s.closed[len(s.closed)-1] = true
	}
}

// transform returns the shape with every point passed through f.
func (s *shape) transform(f func(x, y float32) (float32, float32)) *shape {
	out := &shape{closed: append([]bool(nil), s.closed...)}
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

// polygon returns the closed shape through (x0, y0, x1, y1, ...).
func polygon(pts ...float32) *shape {
	s := &shape{}
	s.moveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		s.lineTo(pts[i], pts[i+1])
	}
	s.close()
	return s
}

// roundRect returns a rectangle with corners of radius r.
func roundRect(x, y, w, h, r float32) *shape {
	s := &shape{}
	addRoundRect(s, x, y, w, h, r)
	return s
}

func addRoundRect(s *shape, x, y, w, h, r float32) {
	r = max(0, min(r, w/2, h/2))
	const q = math.Pi / 2
	s.moveTo(x+r, y)
	s.arc(x+w-r, y+r, r, -q, 0)
	s.arc(x+w-r, y+h-r, r, 0, q)
	s.arc(x+r, y+h-r, r, q, 2*q)
	s.arc(x+r, y+r, r, 2*q, 3*q)
	s.close()
}

// circle returns a full circle.
func circle(cx, cy, r float32) *shape {
	s := &shape{}
	s.arc(cx, cy, r, 0, 2*math.Pi)
	s.close()
	return s
}

// canvas is an RGBA picture painted on the CPU.
type canvas struct {
	*image.RGBA
	ras vector.Rasterizer
}

func newCanvas(w, h int) *canvas {
	return &canvas{RGBA: image.NewRGBA(image.Rect(0, 0, max(1, w), max(1, h)))}
}

// upload returns the canvas as an Ebitengine image.
func (cv *canvas) upload() *ebiten.Image { return ebiten.NewImageFromImage(cv.RGBA) }

// fill fills s with c (straight alpha), non-zero winding: sub-paths that
// turn the same way add up, so pieces overlap without gaps.
func fill(cv *canvas, s *shape, c color.RGBA) {
	cv.fillPolys(s.polys, c)
}

func (cv *canvas) fillPolys(polys [][]float32, c color.RGBA) {
	if c.A == 0 || len(polys) == 0 {
		return
	}
	x0, y0, x1, y1 := float32(math.Inf(1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, p := range polys {
		for i := 0; i+1 < len(p); i += 2 {
			x0, x1 = min(x0, p[i]), max(x1, p[i])
			y0, y1 = min(y0, p[i+1]), max(y1, p[i+1])
		}
	}
	b := image.Rect(int(math.Floor(float64(x0))), int(math.Floor(float64(y0))), int(math.Ceil(float64(x1)))+1, int(math.Ceil(float64(y1)))+1).Intersect(cv.Bounds())
	if b.Empty() {
		return
	}
	z := &cv.ras
	z.Reset(b.Dx(), b.Dy())
	ox, oy := float32(b.Min.X), float32(b.Min.Y)
	for _, p := range polys {
		if len(p) < 6 {
			continue
		}
		z.MoveTo(p[0]-ox, p[1]-oy)
		for i := 2; i+1 < len(p); i += 2 {
			z.LineTo(p[i]-ox, p[i+1]-oy)
		}
		z.ClosePath()
	}
	z.DrawOp = draw.Over
	z.Draw(cv.RGBA, b, image.NewUniform(premul(c)), image.Point{})
}

// premul returns the straight-alpha colour c premultiplied, as image/color
// expects.
func premul(c color.RGBA) color.RGBA {
	if c.A == 255 {
		return c
	}
	a := uint32(c.A)
	return color.RGBA{uint8(uint32(c.R) * a / 255), uint8(uint32(c.G) * a / 255), uint8(uint32(c.B) * a / 255), c.A}
}

// stroke strokes s with width w and colour c, with round joins and caps.
func stroke(cv *canvas, s *shape, w float32, c color.RGBA) {
	var pieces [][]float32
	for i, p := range s.polys {
		n := len(p) / 2
		if n < 2 {
			continue
		}
		segs := n - 1
		if s.closed[i] {
			segs = n
		}
		for j := range segs {
			k := (j + 1) % n
			pieces = append(pieces, segmentQuad(p[2*j], p[2*j+1], p[2*k], p[2*k+1], w/2))
		}
		for j := range n {
			pieces = append(pieces, discPoly(p[2*j], p[2*j+1], w/2))
		}
	}
	cv.fillPolys(pieces, c)
}

// segmentQuad returns the rectangle covering a segment of half-width hw,
// always wound the same way.
func segmentQuad(x0, y0, x1, y1, hw float32) []float32 {
	d := dist(x0, y0, x1, y1)
	if d < 1e-6 {
		return nil
	}
	nx, ny := -(y1-y0)/d*hw, (x1-x0)/d*hw
	return []float32{x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny}
}

// discPoly returns a circle of radius r as a polygon, wound like the quads
// of segmentQuad.
func discPoly(cx, cy, r float32) []float32 {
	n := max(8, min(64, int(r*2)))
	out := make([]float32, 0, 2*n)
	for i := range n {
		a := -2 * math.Pi * float64(i) / float64(n)
		out = append(out, cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
	}
	return out
}

// line and disc let the dash helpers draw onto a canvas; a is an opacity.
func (cv *canvas) line(x0, y0, x1, y1, w float64, c color.RGBA, a float32) {
	q := segmentQuad(float32(x0), float32(y0), float32(x1), float32(y1), float32(w/2))
	if q != nil {
		cv.fillPolys([][]float32{q}, alpha(c, float64(a)))
	}
}

func (cv *canvas) disc(cx, cy, r float64, c color.RGBA, a float32) {
	cv.fillPolys([][]float32{discPoly(float32(cx), float32(cy), float32(r))}, alpha(c, float64(a)))
}

// tint draws mask (white on transparent, such as an icon) with its
// top-left corner at (x, y), coloured c.
func (cv *canvas) tint(mask *image.RGBA, x, y int, c color.RGBA) {
	r := mask.Bounds().Add(image.Pt(x, y))
	draw.DrawMask(cv.RGBA, r, image.NewUniform(premul(c)), image.Point{}, mask, mask.Bounds().Min, draw.Over)
}

// fontFaces caches the CPU font faces by size and weight.
var fontFaces = struct {
	sync.Mutex
	regular, bold *opentype.Font
	m             map[faceKey]font.Face
}{m: map[faceKey]font.Face{}}

type faceKey struct {
	size float64
	bold bool
}

// cpuFace returns Go Regular or Go Bold at size pixels.
func cpuFace(size float64, bold bool) font.Face {
	size = math.Max(5, math.Round(size*2)/2)
	fontFaces.Lock()
	defer fontFaces.Unlock()
	k := faceKey{size, bold}
	if f, ok := fontFaces.m[k]; ok {
		return f
	}
	if fontFaces.regular == nil {
		r, err1 := opentype.Parse(goregular.TTF)
		b, err2 := opentype.Parse(gobold.TTF)
		if err1 != nil || err2 != nil {
			panic("magewinds: the embedded Go fonts do not parse")
		}
		fontFaces.regular, fontFaces.bold = r, b
	}
	src := fontFaces.regular
	if bold {
		src = fontFaces.bold
	}
	f, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("magewinds: " + err.Error())
	}
	if len(fontFaces.m) >= 64 {
		clear(fontFaces.m)
	}
	fontFaces.m[k] = f
	return f
}

// text writes s centred on (x, y) in Go Bold (or Regular) at size pixels,
// stretched across by sx and turned by angle radians (clockwise).
func (cv *canvas) text(s string, size float64, bold bool, x, y float64, c color.RGBA, angle, sx float64) {
	f := cpuFace(size, bold)
	m := f.Metrics()
	adv := font.MeasureString(f, s)
	asc, desc := float64(m.Ascent)/64, float64(m.Descent)/64
	w, h := int(math.Ceil(float64(adv)/64))+4, int(math.Ceil(asc+desc))+4
	tmp := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: tmp, Src: image.NewUniform(premul(c)), Face: f, Dot: fixed.P(2, 2+int(math.Round(asc)))}
	d.DrawString(s)
	cw, ch := float64(w), float64(h)
	// Centre the advance box (not the padding) on (x, y), as text/v2 does.
	cx, cy := 2+float64(adv)/128, 2+(asc+desc)/2
	if angle == 0 && sx == 1 {
		p := image.Pt(int(math.Round(x-cx)), int(math.Round(y-cy)))
		draw.Draw(cv.RGBA, tmp.Bounds().Add(p), tmp, image.Point{}, draw.Over)
		return
	}
	_, _ = cw, ch
	sn, cs := math.Sincos(angle)
	a, b := sx*cs, -sn
	dd, e := sx*sn, cs
	aff := f64.Aff3{a, b, x - (a*cx + b*cy), dd, e, y - (dd*cx + e*cy)}
	xdraw.BiLinear.Transform(cv.RGBA, aff, tmp, tmp.Bounds(), xdraw.Over, nil)
}

// textWidth returns the advance of s in Go Bold (or Regular) at size.
func textWidth(s string, size float64, bold bool) float64 {
	return float64(font.MeasureString(cpuFace(size, bold), s)) / 64
}
