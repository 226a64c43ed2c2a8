package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Vector paths filled on the GPU, for sprites drawn once per size and
// palette and then reused every frame (never per frame). A Canvas paints
// the same kind of picture on the CPU.

// FillPath fills path on dst with c, anti-aliased.
func FillPath(dst *ebiten.Image, path *vector.Path, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, path, nil, op)
}

// StrokePath strokes path on dst with width w and colour c, anti-aliased,
// with round caps and mitred joins (bevelled where sharper than 60°).
// Round joins would look alike on the outlines drawn here, but
// vector.StrokePath makes each one, even between the curves of a smooth
// arc, of cubic curves split many times: they multiplied the vertices a
// stroke queues by ten (see AddArc for why those count).
func StrokePath(dst *ebiten.Image, path *vector.Path, w float32, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinMiter, MiterLimit: 2, LineCap: vector.LineCapRound}, op)
}

// ArcStrokePath returns the outline of the arc of radius r round (cx, cy)
// from angle a0 to a1 (a1 > a0) stroked with width w and round caps, to
// fill: what StrokePath draws for that arc, from far fewer curves.
func ArcStrokePath(cx, cy, r, a0, a1, w float32) *vector.Path {
	var p vector.Path
	hw := w / 2
	end := func(a float32) (float32, float32) {
		return cx + r*float32(math.Cos(float64(a))), cy + r*float32(math.Sin(float64(a)))
	}
	AddArc(&p, cx, cy, r+hw, a0, a1, true)
	ex, ey := end(a1)
	AddArc(&p, ex, ey, hw, a1, a1+math.Pi, false) // the cap at a1
	AddArc(&p, cx, cy, r-hw, a1, a0, false)
	sx, sy := end(a0)
	AddArc(&p, sx, sy, hw, a0+math.Pi, a0+2*math.Pi, false) // the cap at a0
	p.Close()
	return &p
}

// PolygonPath returns a closed path through the points (x0, y0, x1, y1, ...).
func PolygonPath(pts ...float32) *vector.Path {
	var p vector.Path
	p.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(pts[i], pts[i+1])
	}
	p.Close()
	return &p
}

// RoundRectPath returns a closed path of a rectangle with corner radius r.
func RoundRectPath(x, y, w, h, r float32) *vector.Path {
	var p vector.Path
	const q = math.Pi / 2
	AddArc(&p, x+w-r, y+r, r, -q, 0, true)
	AddArc(&p, x+w-r, y+h-r, r, 0, q, false)
	AddArc(&p, x+r, y+h-r, r, q, 2*q, false)
	AddArc(&p, x+r, y+r, r, 2*q, 3*q, false)
	p.Close()
	return &p
}

// CirclePath returns a closed circular path.
func CirclePath(cx, cy, r float32) *vector.Path {
	var p vector.Path
	AddArc(&p, cx, cy, r, 0, 2*math.Pi, true)
	p.Close()
	return &p
}

// arcTolerance is how far, in pixels, the curves of AddArc may stray from
// the circle.
const arcTolerance = 1.0 / 32

// AddArc adds to p the arc of radius r round (cx, cy) from angle a0 to a1
// (radians, clockwise on the screen when a1 > a0, anticlockwise when less),
// starting a new sub-path at its first point when move is set and drawing a
// line to it otherwise.
//
// It is made of as few quadratic curves as keep it within arcTolerance of
// the circle: 8 to 16 for a whole circle of the sizes drawn here.
// vector.Path's own Arc makes cubic curves that it splits into many
// quadratic ones, and vector.FillPath draws each eight times for
// anti-aliasing: Ebitengine's command queue keeps for good the room of the
// most vertices queued in one frame, and painting a board's sprites with
// Arc made it tens of megabytes.
func AddArc(p *vector.Path, cx, cy, r, a0, a1 float32, move bool) {
	x0, y0 := cx+r*float32(math.Cos(float64(a0))), cy+r*float32(math.Sin(float64(a0)))
	if move {
		p.MoveTo(x0, y0)
	} else {
		p.LineTo(x0, y0)
	}
	arcQuads(float64(cx), float64(cy), float64(r), float64(a0), float64(a1), 0, p.QuadTo)
}

// AddCircle adds to p a closed circle of n quadratic curves (n at least 8;
// 12 keep a circle of radius 30 within arcTolerance). A path drawn every
// frame wants the same number of curves whatever the radius:
// vector.FillPath keeps their room from frame to frame, and a circle of
// more curves than before would allocate.
func AddCircle(p *vector.Path, cx, cy, r float32, n int) {
	p.MoveTo(cx+r, cy)
	arcQuads(float64(cx), float64(cy), float64(r), 0, 2*math.Pi, max(8, n), p.QuadTo)
	p.Close()
}

// arcQuads calls quad with the control point and the end of each quadratic
// curve of the arc AddArc draws: n curves, or when n is 0 as many as
// arcSegments says.
func arcQuads(cx, cy, r, a0, a1 float64, n int, quad func(x1, y1, x2, y2 float32)) {
	span := a1 - a0
	if r <= 0 || span == 0 {
		return
	}
	if n <= 0 {
		n = arcSegments(r, math.Abs(span))
	}
	h := span / float64(2*n) // half the angle of one curve
	k := r / math.Cos(h)
	for i := range n {
		mid := a0 + float64(2*i+1)*h
		end := mid + h
		quad(float32(cx+k*math.Cos(mid)), float32(cy+k*math.Sin(mid)),
			float32(cx+r*math.Cos(end)), float32(cy+r*math.Sin(end)))
	}
}

// arcSegments returns how many quadratic curves draw an arc of radius r and
// angle span. The curve through the two ends of an arc of angle 2h, with
// its control point where their tangents meet, strays outwards by about
// r*h⁴/8 at its middle; no curve spans more than an eighth of a turn.
func arcSegments(r, span float64) int {
	h := min(math.Pi/8, math.Pow(8*arcTolerance/r, 0.25))
	return max(1, int(math.Ceil(span/(2*h))))
}
