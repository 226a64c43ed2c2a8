package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Canvas is an RGBA picture painted on the CPU, anti-aliased, then
// uploaded once as an Ebitengine image (see Shape). Colours given to its
// methods have straight alpha.
type Canvas struct {
	*image.RGBA
	ras vector.Rasterizer
}

// NewCanvas returns a transparent canvas of w×h pixels (at least 1×1).
func NewCanvas(w, h int) *Canvas {
	return &Canvas{RGBA: image.NewRGBA(image.Rect(0, 0, max(1, w), max(1, h)))}
}

// Upload returns the canvas as an Ebitengine image.
func (cv *Canvas) Upload() *ebiten.Image { return NewImageFromImage(cv.RGBA) }

// Fill fills s with c, non-zero winding: sub-paths that turn the same way
// add up, so pieces overlap without gaps.
func (cv *Canvas) Fill(s *Shape, c color.RGBA) {
	cv.fillPolys(s.polys, c)
}

func (cv *Canvas) fillPolys(polys [][]float32, c color.RGBA) {
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
	z.Draw(cv.RGBA, b, image.NewUniform(Premul(c)), image.Point{})
}

// Stroke strokes s with width w and colour c, with round joins and caps.
func (cv *Canvas) Stroke(s *Shape, w float32, c color.RGBA) {
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

// Line draws a segment of width w in c at opacity a.
func (cv *Canvas) Line(x0, y0, x1, y1, w float64, c color.RGBA, a float32) {
	q := segmentQuad(float32(x0), float32(y0), float32(x1), float32(y1), float32(w/2))
	if q != nil {
		cv.fillPolys([][]float32{q}, Fade(c, float64(a)))
	}
}

// Disc fills a circle of radius r in c at opacity a.
func (cv *Canvas) Disc(cx, cy, r float64, c color.RGBA, a float32) {
	cv.fillPolys([][]float32{discPoly(float32(cx), float32(cy), float32(r))}, Fade(c, float64(a)))
}

// Polyline strokes the points xy as Brush.Polyline does, on the canvas.
func (cv *Canvas) Polyline(xy []float64, w, dash, gap float64, round bool, c color.RGBA, a float32) {
	dashPolyline(cv, xy, w, dash, gap, round, c, a)
}

// Stamp draws mask (white on transparent, such as an icon from IconRGBA)
// with its top-left corner at (x, y), coloured c.
func (cv *Canvas) Stamp(mask *image.RGBA, x, y int, c color.RGBA) {
	r := mask.Bounds().Add(image.Pt(x, y))
	draw.DrawMask(cv.RGBA, r, image.NewUniform(Premul(c)), image.Point{}, mask, mask.Bounds().Min, draw.Over)
}

// Text writes s centred on (x, y) in Go Bold (or Regular) at size pixels,
// stretched across by sx and turned by angle radians (clockwise).
func (cv *Canvas) Text(s string, size float64, bold bool, x, y float64, c color.RGBA, angle, sx float64) {
	f := cpuFace(size, bold)
	m := f.Metrics()
	adv := font.MeasureString(f, s)
	asc, desc := float64(m.Ascent)/64, float64(m.Descent)/64
	w, h := int(math.Ceil(float64(adv)/64))+4, int(math.Ceil(asc+desc))+4
	tmp := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: tmp, Src: image.NewUniform(Premul(c)), Face: f, Dot: fixed.P(2, 2+int(math.Round(asc)))}
	d.DrawString(s)
	// Centre the advance box (not the padding) on (x, y), as text/v2 does.
	cx, cy := 2+float64(adv)/128, 2+(asc+desc)/2
	if angle == 0 && sx == 1 {
		p := image.Pt(int(math.Round(x-cx)), int(math.Round(y-cy)))
		draw.Draw(cv.RGBA, tmp.Bounds().Add(p), tmp, image.Point{}, draw.Over)
		return
	}
	sn, cs := math.Sincos(angle)
	a, b := sx*cs, -sn
	dd, e := sx*sn, cs
	aff := f64.Aff3{a, b, x - (a*cx + b*cy), dd, e, y - (dd*cx + e*cy)}
	xdraw.BiLinear.Transform(cv.RGBA, aff, tmp, tmp.Bounds(), xdraw.Over, nil)
}

// TextWidth returns the advance of s in Go Bold (or Regular) at size
// pixels, as Canvas.Text writes it.
func TextWidth(s string, size float64, bold bool) float64 {
	return float64(font.MeasureString(cpuFace(size, bold), s)) / 64
}
