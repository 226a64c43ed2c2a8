package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// brush draws rectangles, lines and sprites every frame without allocating:
// it reuses one set of draw options and one white pixel, so that Ebitengine
// can batch the draws.
type brush struct {
	op    ebiten.DrawImageOptions
	pixel *ebiten.Image
}

// white returns the shared white pixel.
func (br *brush) white() *ebiten.Image {
	if br.pixel == nil {
		br.pixel = whitePixel()
	}
	return br.pixel
}

// whitePixel is one white pixel cut from the middle of a 3×3 image, so that
// linear filtering never samples a transparent edge. It is made once.
var whitePixel = sync.OnceValue(func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
})

// tint sets the options' colour scale to c at opacity a.
func (br *brush) tint(c color.RGBA, a float32) {
	setScale(&br.op.ColorScale, c, a)
}

// setScale sets s to the premultiplied colour c at opacity a. Unlike
// ColorScale.ScaleWithColor it takes no interface, so it never allocates.
func setScale(s *ebiten.ColorScale, c color.RGBA, a float32) {
	s.Reset()
	s.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, float32(c.A)/255*a)
}

// rect fills the rectangle (x, y, w, h) with c at opacity a.
func (br *brush) rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, a float32) {
	if w <= 0 || h <= 0 || a <= 0 {
		return
	}
	br.op.GeoM.Reset()
	br.op.GeoM.Scale(w, h)
	br.op.GeoM.Translate(x, y)
	br.op.Filter = ebiten.FilterNearest
	br.op.Blend = ebiten.BlendSourceOver
	br.tint(c, a)
	dst.DrawImage(br.white(), &br.op)
}

// frame strokes the inside of the rectangle (x, y, w, h) with width t.
func (br *brush) frame(dst *ebiten.Image, x, y, w, h, t float64, c color.RGBA, a float32) {
	br.rect(dst, x, y, w, t, c, a)
	br.rect(dst, x, y+h-t, w, t, c, a)
	br.rect(dst, x, y+t, t, h-2*t, c, a)
	br.rect(dst, x+w-t, y+t, t, h-2*t, c, a)
}

// line draws a straight line of width t from (x0, y0) to (x1, y1).
func (br *brush) line(dst *ebiten.Image, x0, y0, x1, y1, t float64, c color.RGBA, a float32) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 || a <= 0 {
		return
	}
	br.op.GeoM.Reset()
	br.op.GeoM.Scale(n, t)
	br.op.GeoM.Translate(0, -t/2)
	br.op.GeoM.Rotate(math.Atan2(dy, dx))
	br.op.GeoM.Translate(x0, y0)
	br.op.Filter = ebiten.FilterLinear
	br.op.Blend = ebiten.BlendSourceOver
	br.tint(c, a)
	dst.DrawImage(br.white(), &br.op)
}

// sprite draws img centred on (cx, cy), scaled by (sx, sy) and then turned
// by angle radians clockwise, tinted with c at opacity a.
func (br *brush) sprite(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, c color.RGBA, a float32) {
	br.draw(dst, img, cx, cy, sx, sy, angle, c, a, ebiten.BlendSourceOver)
}

// glow draws img centred on (cx, cy) scaled by s, added to what is below.
func (br *brush) glow(dst, img *ebiten.Image, cx, cy, s float64, c color.RGBA, a float32) {
	br.draw(dst, img, cx, cy, s, s, 0, c, a, ebiten.BlendLighter)
}

func (br *brush) draw(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, c color.RGBA, a float32, blend ebiten.Blend) {
	if img == nil || a <= 0 {
		return
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	br.op.GeoM.Reset()
	br.op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	br.op.GeoM.Scale(sx, sy)
	br.op.GeoM.Rotate(angle)
	br.op.GeoM.Translate(cx, cy)
	br.op.Filter = ebiten.FilterNearest
	if sx != 1 || sy != 1 || math.Mod(angle, math.Pi/2) != 0 || cx-float64(w)/2 != math.Floor(cx-float64(w)/2) || cy-float64(h)/2 != math.Floor(cy-float64(h)/2) {
		br.op.Filter = ebiten.FilterLinear
	}
	br.op.Blend = blend
	br.tint(c, a)
	dst.DrawImage(img, &br.op)
}

// Path helpers, used only when sprites are built (never per frame).

// fillPath fills path on dst with c, anti-aliased.
func fillPath(dst *ebiten.Image, path *vector.Path, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, path, nil, op)
}

// strokePath strokes path on dst with width w and colour c, anti-aliased.
func strokePath(dst *ebiten.Image, path *vector.Path, w float32, c color.RGBA) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: w, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// polygon returns a closed path through the points (x0, y0, x1, y1, ...).
func polygon(pts ...float32) *vector.Path {
	var p vector.Path
	p.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(pts[i], pts[i+1])
	}
	p.Close()
	return &p
}

// roundRect returns a closed path of a rectangle with corner radius r.
func roundRect(x, y, w, h, r float32) *vector.Path {
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

// circle returns a closed circular path.
func circle(cx, cy, r float32) *vector.Path {
	var p vector.Path
	p.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	p.Close()
	return &p
}

// hash2 mixes two coordinates and a salt into a well-spread 32-bit number.
// Textures use it instead of a random source so that they are the same on
// every run.
func hash2(x, y, salt int) uint32 {
	h := uint32(x)*0x9e3779b1 ^ uint32(y)*0x85ebca77 ^ uint32(salt)*0xc2b2ae3d
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return h
}
