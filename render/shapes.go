package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The anti-aliased shapes a Brush gathers (see Brush): lines, discs, rings,
// arcs, polylines, capsules and bands, with edges feathered over a pixel.

// Flush draws the shapes gathered onto dst and empties the batch.
func (k *Brush) Flush(dst *ebiten.Image) {
	if len(k.is) > 0 {
		k.to.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		k.to.AntiAlias = false
		dst.DrawTriangles32(k.vs, k.is, whiteImage(), &k.to)
	}
	k.vs, k.is = k.vs[:0], k.is[:0]
}

// vert appends a vertex of colour c at opacity a and returns its index.
func (k *Brush) vert(x, y float64, c color.RGBA, a float32) uint32 {
	s := a * float32(c.A) / 255 / 255
	k.vs = append(k.vs, ebiten.Vertex{
		DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(c.R) * s, ColorG: float32(c.G) * s, ColorB: float32(c.B) * s, ColorA: s * 255,
	})
	return uint32(len(k.vs) - 1)
}

func (k *Brush) quad(a, b, c, d uint32) { k.is = append(k.is, a, b, c, a, c, d) }

// edge returns the inner and outer half-widths of a line of width w and the
// opacity of its core: lines thinner than a pixel are drawn one pixel wide
// and fainter.
func edge(w float64, a float32) (in, out float64, core float32) {
	if w < 1 {
		return 0, 1, a * float32(w)
	}
	return w/2 - 0.5, w/2 + 0.5, a
}

// Line draws a segment of width w with feathered sides.
func (k *Brush) Line(x0, y0, x1, y1, w float64, c color.RGBA, a float32) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n < 1e-6 || a <= 0 {
		return
	}
	dx, dy = dx/n, dy/n
	nx, ny := -dy, dx
	in, out, core := edge(w, a)
	// Stretch half a pixel at each end, so that joints close.
	x0, y0, x1, y1 = x0-dx*0.5, y0-dy*0.5, x1+dx*0.5, y1+dy*0.5
	a0 := k.vert(x0-nx*out, y0-ny*out, c, 0)
	a1 := k.vert(x0-nx*in, y0-ny*in, c, core)
	a2 := k.vert(x0+nx*in, y0+ny*in, c, core)
	a3 := k.vert(x0+nx*out, y0+ny*out, c, 0)
	b0 := k.vert(x1-nx*out, y1-ny*out, c, 0)
	b1 := k.vert(x1-nx*in, y1-ny*in, c, core)
	b2 := k.vert(x1+nx*in, y1+ny*in, c, core)
	b3 := k.vert(x1+nx*out, y1+ny*out, c, 0)
	k.quad(a0, b0, b1, a1)
	k.quad(a1, b1, b2, a2)
	k.quad(a2, b2, b3, a3)
}

// Disc fills a circle of radius r with a feathered edge.
func (k *Brush) Disc(cx, cy, r float64, c color.RGBA, a float32) {
	if r <= 0 || a <= 0 {
		return
	}
	n := segments(r)
	ctr := k.vert(cx, cy, c, a)
	first := uint32(len(k.vs))
	ri, ro := max(0, r-0.5), r+0.5
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		k.vert(cx+co*ri, cy+s*ri, c, a)
		k.vert(cx+co*ro, cy+s*ro, c, 0)
	}
	for i := range uint32(n) {
		j := (i + 1) % uint32(n)
		i0, i1 := first+2*i, first+2*j
		k.is = append(k.is, ctr, i0, i1)
		k.quad(i0, i0+1, i1+1, i1)
	}
}

// segments is how many straight pieces make a smooth circle of radius r.
func segments(r float64) int { return max(12, int(math.Ceil(2*math.Pi*r/arcStep(r)))) }

// Ring strokes a circle of radius r and width w. With dash > 0 it is
// dashed: dashes of about dash pixels separated by gaps of about gap
// pixels, stretched a little so that a whole number fit round the circle.
func (k *Brush) Ring(cx, cy, r, w, dash, gap float64, c color.RGBA, a float32) {
	if r <= 0 || a <= 0 {
		return
	}
	if dash <= 0 {
		k.Arc(cx, cy, r, w, 0, 2*math.Pi, c, a)
		return
	}
	m := max(4, int(math.Round(2*math.Pi*r/(dash+gap))))
	step := 2 * math.Pi / float64(m)
	on := step * dash / (dash + gap)
	for i := range m {
		t := float64(i) * step
		k.Arc(cx, cy, r, w, t, t+on, c, a)
	}
}

// arcStep is the length of the straight pieces of a circle of radius r:
// long enough to keep the triangle count low (a software renderer pays for
// each), short enough that they stray less than a sixth of a pixel.
func arcStep(r float64) float64 { return math.Max(3, math.Min(24, math.Sqrt(1.3*r))) }

// Arc strokes the arc of radius r and width w from angle t0 to t1.
func (k *Brush) Arc(cx, cy, r, w, t0, t1 float64, c color.RGBA, a float32) {
	in, out, core := edge(w, a)
	n := max(1, int(math.Ceil((t1-t0)*r/arcStep(r))))
	var prev [4]uint32
	for i := 0; i <= n; i++ {
		s, co := math.Sincos(t0 + (t1-t0)*float64(i)/float64(n))
		var cur [4]uint32
		for j, d := range [4]float64{-out, -in, in, out} {
			al := core
			if j == 0 || j == 3 {
				al = 0
			}
			cur[j] = k.vert(cx+co*(r+d), cy+s*(r+d), c, al)
		}
		if i > 0 {
			for j := range 3 {
				k.quad(prev[j], cur[j], cur[j+1], prev[j+1])
			}
		}
		prev = cur
	}
}

// Box fills the axis-aligned rectangle (x, y, w, h), gathered with the
// shapes (not feathered). Unlike Rect, which draws at once, it keeps its
// place among the shapes gathered around it.
func (k *Brush) Box(x, y, w, h float64, c color.RGBA, a float32) {
	if w <= 0 || h <= 0 || a <= 0 {
		return
	}
	i0 := k.vert(x, y, c, a)
	i1 := k.vert(x+w, y, c, a)
	i2 := k.vert(x+w, y+h, c, a)
	i3 := k.vert(x, y+h, c, a)
	k.quad(i0, i1, i2, i3)
}

// Triangle fills the triangle through three points (not feathered).
func (k *Brush) Triangle(x0, y0, x1, y1, x2, y2 float64, c color.RGBA, a float32) {
	if a <= 0 {
		return
	}
	i0 := k.vert(x0, y0, c, a)
	i1 := k.vert(x1, y1, c, a)
	i2 := k.vert(x2, y2, c, a)
	k.is = append(k.is, i0, i1, i2)
}

// Quad fills the quadrilateral through four points in order, convex (not
// feathered).
func (k *Brush) Quad(x0, y0, x1, y1, x2, y2, x3, y3 float64, c color.RGBA, a float32) {
	if a <= 0 {
		return
	}
	i0 := k.vert(x0, y0, c, a)
	i1 := k.vert(x1, y1, c, a)
	i2 := k.vert(x2, y2, c, a)
	i3 := k.vert(x3, y3, c, a)
	k.quad(i0, i1, i2, i3)
}

// Polyline strokes the points xy (x0, y0, x1, y1, ...) with width w. With
// dash > 0 it draws dashes of dash pixels separated by gap pixels; with
// round set, each dash is a dot of diameter w instead.
func (k *Brush) Polyline(xy []float64, w, dash, gap float64, round bool, c color.RGBA, a float32) {
	dashPolyline(k, xy, w, dash, gap, round, c, a)
}

// liner draws segments and discs: a Brush or a Canvas.
type liner interface {
	Line(x0, y0, x1, y1, w float64, c color.RGBA, a float32)
	Disc(cx, cy, r float64, c color.RGBA, a float32)
}

// dashPolyline strokes xy on k, solid, dashed or dotted (see Brush.Polyline).
func dashPolyline(k liner, xy []float64, w, dash, gap float64, round bool, c color.RGBA, a float32) {
	if len(xy) < 4 {
		return
	}
	if dash <= 0 {
		for i := 2; i+1 < len(xy); i += 2 {
			k.Line(xy[i-2], xy[i-1], xy[i], xy[i+1], w, c, a)
			if w > 2.5 && i+3 < len(xy) {
				k.Disc(xy[i], xy[i+1], w/2, c, a)
			}
		}
		return
	}
	period := dash + gap
	if round {
		next, acc := 0.0, 0.0 // the next dot and the start of this piece, along the line
		for i := 2; i+1 < len(xy); i += 2 {
			x0, y0, x1, y1 := xy[i-2], xy[i-1], xy[i], xy[i+1]
			n := math.Hypot(x1-x0, y1-y0)
			for ; next <= acc+n && n > 1e-6; next += period {
				t := (next - acc) / n
				k.Disc(x0+(x1-x0)*t, y0+(y1-y0)*t, w/2, c, a)
			}
			acc += n
		}
		return
	}
	on, left := true, dash // whether a dash is being drawn, and how much of it (or the gap) is left
	for i := 2; i+1 < len(xy); i += 2 {
		x0, y0, x1, y1 := xy[i-2], xy[i-1], xy[i], xy[i+1]
		n := math.Hypot(x1-x0, y1-y0)
		if n < 1e-6 {
			continue
		}
		ux, uy := (x1-x0)/n, (y1-y0)/n
		for rem := n; rem > 1e-9; {
			run := min(left, rem)
			if on {
				t := n - rem
				k.Line(x0+ux*t, y0+uy*t, x0+ux*(t+run), y0+uy*(t+run), w, c, a)
			}
			rem -= run
			left -= run
			if left <= 1e-9 {
				on = !on
				left = dash
				if !on {
					left = gap
				}
			}
		}
	}
}

// Capsule fills a pill: two half discs of radius r centred on (x0, cy) and
// (x1, cy) joined by a rectangle, with a feathered edge.
func (k *Brush) Capsule(x0, x1, cy, r float64, c color.RGBA, a float32) {
	if r <= 0 || a <= 0 {
		return
	}
	x1 = math.Max(x0, x1)
	n := max(6, segments(r)/2)
	ctr := k.vert((x0+x1)/2, cy, c, a)
	first := uint32(len(k.vs))
	ri, ro := max(0, r-0.5), r+0.5
	for i := 0; i <= 2*n+1; i++ {
		// The right cap from the top down, then the left cap from the bottom up.
		cx, th := x1, -math.Pi/2+math.Pi*float64(i)/float64(n)
		if i > n {
			cx, th = x0, math.Pi/2+math.Pi*float64(i-n-1)/float64(n)
		}
		s, co := math.Sincos(th)
		k.vert(cx+co*ri, cy+s*ri, c, a)
		k.vert(cx+co*ro, cy+s*ro, c, 0)
	}
	m := uint32(2*n + 2)
	for i := range m {
		j := (i + 1) % m
		i0, i1 := first+2*i, first+2*j
		k.is = append(k.is, ctr, i0, i1)
		k.quad(i0, i0+1, i1+1, i1)
	}
}

// Band fills the ring between radii r0 and r1 around (cx, cy), its
// opacity going from a0 at r0 to a1 at r1: a soft glow along a circle
// that costs far less to draw than a filled disc.
func (k *Brush) Band(cx, cy, r0, r1 float64, c color.RGBA, a0, a1 float32) {
	if r1 <= r0 || r0 < 0 {
		return
	}
	n := segments(r1)
	first := uint32(len(k.vs))
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		k.vert(cx+co*r0, cy+s*r0, c, a0)
		k.vert(cx+co*r1, cy+s*r1, c, a1)
	}
	for i := range uint32(n) {
		j := (i + 1) % uint32(n)
		k.quad(first+2*i, first+2*i+1, first+2*j+1, first+2*j)
	}
}
