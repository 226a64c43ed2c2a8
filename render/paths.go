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
// with round joins and caps.
func StrokePath(dst *ebiten.Image, path *vector.Path, w float32, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
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
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
	return &p
}

// CirclePath returns a closed circular path.
func CirclePath(cx, cy, r float32) *vector.Path {
	var p vector.Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}
