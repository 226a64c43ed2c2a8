package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Overlay colours besides the palette's.
var (
	clearColour = render.RGB(0xfff6d8) // a clear line of sight or attack
	inchColour  = render.RGB(0xf4f1ea) // the 1" ring
)

// overlayShapes adds the rings, lines and path to the ink batch; they are
// drawn below the fighters.
func (f *Field) overlayShapes(o *Overlay) {
	k := &f.br
	for _, r := range o.Rings {
		if r.Kind == RingMove {
			// A glow inside the edge shows which side of it can be reached.
			x, y := f.px(r.C)
			rad := f.len(r.R)
			k.Band(x, y, math.Max(0, rad-f.scale*0.6), rad, f.pal.Reach, 0, 0.22)
		}
	}
	for _, r := range o.Rings {
		f.ring(r)
	}
	for _, l := range o.Lines {
		f.line(l)
	}
	f.path(o.Path, o.PathOK)
}

// ring draws one ring: a movement range dashed, the 1" ring thin and
// solid, a maximum range solid with ticks outwards, a minimum range dotted
// with ticks inwards.
func (f *Field) ring(r Ring) {
	k := &f.br
	x, y := f.px(r.C)
	rad := f.len(r.R)
	w := math.Max(2, f.scale*0.055)
	switch r.Kind {
	case RingMove:
		d := math.Max(8, f.scale*0.22)
		k.Ring(x, y, rad, w+2, d, d*0.5, f.pal.Outline, 0.45)
		k.Ring(x, y, rad, w, d, d*0.5, f.pal.Reach, 1)
	case RingInch:
		k.Ring(x, y, rad, 3, 0, 0, f.pal.Outline, 0.3)
		k.Ring(x, y, rad, 1.3, 0, 0, inchColour, 0.85)
	case RingRange, RingMinRange:
		c := f.pal.Target
		dir, dash, gap := 1.0, 0.0, 0.0
		if r.Kind == RingMinRange {
			dir, dash, gap = -1, w*1.2, w*2.2
		}
		k.Ring(x, y, rad, w+2, dash, gap, f.pal.Outline, 0.45)
		k.Ring(x, y, rad, w, dash, gap, c, 1)
		l := math.Max(4, f.scale*0.14) * dir
		n := max(12, min(72, int(2*math.Pi*rad/math.Max(10, f.scale*0.5))))
		for i := range n {
			s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
			k.Line(x+co*rad, y+s*rad, x+co*(rad+l), y+s*(rad+l), math.Max(1.2, w*0.6), c, 0.9)
		}
	}
}

// line draws a line of sight or attack: clear lines solid and bright,
// blocked lines red, dashed and crossed at their middle, cover lines thin
// and orange.
func (f *Field) line(l Line) {
	k := &f.br
	ax, ay := f.px(l.A)
	bx, by := f.px(l.B)
	f.xy = append(f.xy[:0], ax, ay, bx, by)
	w := math.Max(2, f.scale*0.06)
	switch l.Kind {
	case LineClear:
		k.Line(ax, ay, bx, by, w+2, f.pal.Outline, 0.5)
		k.Line(ax, ay, bx, by, w, clearColour, 1)
		k.Disc(bx, by, w*1.3, clearColour, 1)
	case LineBlocked:
		d, g := math.Max(6, f.scale*0.2), math.Max(4, f.scale*0.12)
		k.Polyline(f.xy, w+2, d, g, false, f.pal.Outline, 0.5)
		k.Polyline(f.xy, w, d, g, false, f.pal.Target, 1)
		f.cross((ax+bx)/2, (ay+by)/2, math.Max(5, f.scale*0.16), w, f.pal.Target)
	case LineCover:
		k.Line(ax, ay, bx, by, 3, f.pal.Outline, 0.35)
		k.Line(ax, ay, bx, by, 1.3, f.pal.Caution, 1)
		k.Disc(bx, by, 2.5, f.pal.Caution, 1)
	}
}

// cross draws an outlined × centred on (x, y).
func (f *Field) cross(x, y, d, w float64, c color.RGBA) {
	k := &f.br
	for pass := range 2 {
		cc, ww, a := f.pal.Outline, w+2.5, float32(0.7)
		if pass == 1 {
			cc, ww, a = c, w, 1
		}
		k.Line(x-d, y-d, x+d, y+d, ww, cc, a)
		k.Line(x-d, y+d, x+d, y-d, ww, cc, a)
	}
}

// path draws a proposed move: green and solid with an arrowhead when it is
// legal, red and dashed with a cross at its end when it is not.
func (f *Field) path(ps []Pt, ok bool) {
	if len(ps) < 2 {
		return
	}
	k := &f.br
	f.xy = f.xy[:0]
	for _, p := range ps {
		x, y := f.px(p)
		f.xy = append(f.xy, x, y)
	}
	w := math.Max(2.5, f.scale*0.075)
	n := len(f.xy)
	ex, ey := f.xy[n-2], f.xy[n-1]
	if ok {
		c := f.pal.Good
		k.Polyline(f.xy, w+2.5, 0, 0, false, f.pal.Outline, 0.55)
		k.Polyline(f.xy, w, 0, 0, false, c, 1)
		for i := 0; i+3 < n; i += 2 {
			k.Disc(f.xy[i], f.xy[i+1], w*0.9, c, 1)
		}
		px, py := f.xy[n-4], f.xy[n-3]
		dx, dy := ex-px, ey-py
		if l := math.Hypot(dx, dy); l > 0 {
			dx, dy = dx/l, dy/l
			s := w * 2.4
			tip := [6]float64{ex + dx*s*0.4, ey + dy*s*0.4, ex - dx*s + dy*s*0.7, ey - dy*s - dx*s*0.7, ex - dx*s - dy*s*0.7, ey - dy*s + dx*s*0.7}
			k.Triangle(tip[0], tip[1], tip[2], tip[3], tip[4], tip[5], c, 1)
			for j := 0; j < 6; j += 2 {
				m := (j + 2) % 6
				k.Line(tip[j], tip[j+1], tip[m], tip[m+1], 1.2, f.pal.Outline, 0.7)
			}
		}
		return
	}
	c := f.pal.Bad
	d, g := math.Max(7, f.scale*0.22), math.Max(4, f.scale*0.13)
	k.Polyline(f.xy, w+2.5, d, g, false, f.pal.Outline, 0.55)
	k.Polyline(f.xy, w, d, g, false, c, 1)
	f.cross(ex, ey, math.Max(5, f.scale*0.15), w, c)
}

// pathLength returns the length of the path in micrometres.
func pathLength(ps []Pt) int64 {
	var l float64
	for i := 1; i < len(ps); i++ {
		l += math.Hypot(float64(ps[i].X-ps[i-1].X), float64(ps[i].Y-ps[i-1].Y))
	}
	return int64(math.Round(l))
}

// inches formats a length in micrometres as inches with two decimals, as
// in 4.25".
func inches(um int64) string {
	return strconv.FormatFloat(float64(um)/Inch, 'f', 2, 64) + `"`
}

// drawGhost draws the ghost base where the selected fighter would stand,
// in its side's colour (the selected or active fighter's, else
// CursorSide's), above the fighters.
func (f *Field) drawGhost(dst *ebiten.Image, s *Scene) {
	o := &s.Overlay
	if o.Ghost == nil {
		return
	}
	k := &f.br
	c := f.pal.Side[o.CursorSide&1] // a fighter being deployed: the side choosing
	for i := range s.Tokens {
		if s.Tokens[i].Selected || s.Tokens[i].Active {
			c = f.pal.Side[s.Tokens[i].Side&1]
			break
		}
	}
	x, y := f.px(*o.Ghost)
	r := f.baseRadius()
	k.Disc(x, y, r, c, 0.22)
	k.Ring(x, y, r, 4, 8, 5, f.pal.Outline, 0.5)
	k.Ring(x, y, r, 2, 8, 5, c, 1)
	t := r * 0.3
	k.Line(x-t, y, x+t, y, 1.5, c, 0.9)
	k.Line(x, y-t, x, y+t, 1.5, c, 0.9)
	k.Flush(dst)
}

// drawCursor draws the keyboard and gamepad cursor: four corners around
// a base, in its side's colour over a dark outline, above everything.
func (f *Field) drawCursor(dst *ebiten.Image, o *Overlay) {
	if o.Cursor == nil {
		return
	}
	k := &f.br
	c := f.pal.Side[o.CursorSide&1]
	x, y := f.px(*o.Cursor)
	h := f.baseRadius() + math.Max(4, f.scale*0.12) // half the square's side
	l := h * 0.55                                   // each corner's arms
	w := math.Max(2.5, f.scale*0.06)
	for pass := range 2 {
		col, ww, a := f.pal.Outline, w+2, float32(0.75)
		if pass == 1 {
			col, ww, a = c, w, 1
		}
		for _, s := range [4][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
			cx, cy := x+s[0]*h, y+s[1]*h
			k.Line(cx, cy, cx-s[0]*l, cy, ww, col, a)
			k.Line(cx, cy, cx, cy-s[1]*l, ww, col, a)
		}
	}
	k.Flush(dst)
}

// drawLabels draws the path's label (its length) above its end and the
// overlay's label, each in a dark pill kept on the battlefield.
func (f *Field) drawLabels(dst *ebiten.Image, o *Overlay) {
	fs := math.Min(18, math.Max(10, f.scale*0.28))
	if len(o.Path) >= 2 {
		s := o.PathLabel
		if s == "" {
			if l := pathLength(o.Path); l != f.pathLen {
				f.pathLen, f.pathText = l, inches(l)
			}
			s = f.pathText
		}
		x, y := f.px(o.Path[len(o.Path)-1])
		c := f.pal.Good
		if !o.PathOK {
			c = f.pal.Bad
		}
		f.pill(dst, f.textSprite(s, fs, c, true), x, y-f.baseRadius()-f.scale*0.32)
	}
	if o.Label != "" {
		x, y := f.px(o.LabelAt)
		f.pill(dst, f.textSprite(o.Label, fs, f.pal.Text, true), x, y)
	}
}

// pill draws a pill sprite centred on (x, y), kept on the battlefield.
func (f *Field) pill(dst, img *ebiten.Image, x, y float64) {
	b := f.Bounds()
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	x = math.Max(float64(b.Min.X)+w/2, math.Min(float64(b.Max.X)-w/2, x))
	y = math.Max(float64(b.Min.Y)+h/2, math.Min(float64(b.Max.Y)-h/2, y))
	f.br.BlitCentred(dst, img, x, y, 1)
}
