package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Brush draws every frame without allocating, in two ways.
//
// Rectangles, bars, frames and sprites go straight to the image they are
// drawn on (Rect, Frame, Bar, Sprite, Glow, Blit, Copy, Stretch), reusing
// one set of draw options and one white pixel, so that Ebitengine can batch
// the draws.
//
// Anti-aliased shapes (Line, Disc, Ring, Arc, Polyline, Capsule, Band) and
// plain fills (Box, Triangle, Quad) are gathered as coloured triangles with feathered edges and
// drawn by Flush with one call: a software renderer pays for each draw
// command. Their slices are reused from frame to frame, so gathering
// allocates nothing once they have grown. Shapes gathered are drawn in
// the order they were added, above anything drawn before Flush.
//
// The zero value is ready to use. A Brush must be used from one goroutine
// (the game loop).
type Brush struct {
	op    ebiten.DrawImageOptions
	pixel *ebiten.Image

	vs []ebiten.Vertex
	is []uint32
	to ebiten.DrawTrianglesOptions
}

// white returns the shared white pixel.
func (br *Brush) white() *ebiten.Image {
	if br.pixel == nil {
		br.pixel = whitePixel()
	}
	return br.pixel
}

// whiteImage is a 3×3 white image; the pixel and the triangles of shapes
// sample its middle, so that linear filtering never reaches a transparent
// edge. It is made once.
var whiteImage = sync.OnceValue(func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img
})

// whitePixel is the middle pixel of whiteImage.
var whitePixel = sync.OnceValue(func() *ebiten.Image {
	return whiteImage().SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
})

// TintAt returns the colour scale that paints white in the opaque or
// straight-alpha colour c at opacity a. Unlike ColorScale.ScaleWithColor it
// takes no interface, so it never allocates.
func TintAt(c color.RGBA, a float32) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, float32(c.A)/255*a)
	return s
}

// Rect fills the rectangle (x, y, w, h) of dst with c at opacity a.
func (br *Brush) Rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, a float32) {
	if w <= 0 || h <= 0 || a <= 0 {
		return
	}
	br.op.GeoM.Reset()
	br.op.GeoM.Scale(w, h)
	br.op.GeoM.Translate(x, y)
	br.op.Filter = ebiten.FilterNearest
	br.op.Blend = ebiten.BlendSourceOver
	br.op.ColorScale = TintAt(c, a)
	dst.DrawImage(br.white(), &br.op)
}

// Frame strokes the inside of the rectangle (x, y, w, h) with width t.
func (br *Brush) Frame(dst *ebiten.Image, x, y, w, h, t float64, c color.RGBA, a float32) {
	br.Rect(dst, x, y, w, t, c, a)
	br.Rect(dst, x, y+h-t, w, t, c, a)
	br.Rect(dst, x, y+t, t, h-2*t, c, a)
	br.Rect(dst, x+w-t, y+t, t, h-2*t, c, a)
}

// Bar draws a straight bar of width t from (x0, y0) to (x1, y1) at once:
// a turned rectangle with hard edges, drawn in order with the sprites
// around it (unlike Line, which is gathered, feathered and drawn by Flush).
func (br *Brush) Bar(dst *ebiten.Image, x0, y0, x1, y1, t float64, c color.RGBA, a float32) {
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
	br.op.ColorScale = TintAt(c, a)
	dst.DrawImage(br.white(), &br.op)
}

// Sprite draws img centred on (cx, cy), scaled by (sx, sy) and then turned
// by angle radians clockwise, tinted with c at opacity a. It is drawn
// pixel for pixel when it can be, and filtered otherwise.
func (br *Brush) Sprite(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, c color.RGBA, a float32) {
	br.draw(dst, img, cx, cy, sx, sy, angle, c, a, ebiten.BlendSourceOver)
}

// Glow draws img centred on (cx, cy) scaled by s, added to what is below.
func (br *Brush) Glow(dst, img *ebiten.Image, cx, cy, s float64, c color.RGBA, a float32) {
	br.draw(dst, img, cx, cy, s, s, 0, c, a, ebiten.BlendLighter)
}

func (br *Brush) draw(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, c color.RGBA, a float32, blend ebiten.Blend) {
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
	br.op.ColorScale = TintAt(c, a)
	dst.DrawImage(img, &br.op)
}

// Blit draws img with its top-left corner at (x, y), rounded to whole
// pixels, faded to opacity a.
func (br *Brush) Blit(dst, img *ebiten.Image, x, y float64, a float32) {
	br.op.GeoM.Reset()
	br.op.GeoM.Translate(math.Round(x), math.Round(y))
	br.op.ColorScale.Reset()
	br.op.ColorScale.ScaleAlpha(a)
	br.op.Filter = ebiten.FilterNearest
	br.op.Blend = ebiten.BlendSourceOver
	dst.DrawImage(img, &br.op)
}

// BlitCentred is Blit with img centred on (x, y).
func (br *Brush) BlitCentred(dst, img *ebiten.Image, x, y float64, a float32) {
	b := img.Bounds()
	br.Blit(dst, img, x-float64(b.Dx())/2, y-float64(b.Dy())/2, a)
}

// Copy draws img with its top-left corner at (x, y), replacing the pixels
// under it: for a layer drawn in one piece over what it covers.
func (br *Brush) Copy(dst, img *ebiten.Image, x, y float64) {
	br.op.GeoM.Reset()
	br.op.GeoM.Translate(x, y)
	br.op.ColorScale.Reset()
	br.op.Filter = ebiten.FilterNearest
	br.op.Blend = ebiten.BlendCopy
	dst.DrawImage(img, &br.op)
}

// Stretch draws img with its top-left corner at (x, y), scaled by (sx, sy)
// with linear filtering, over what is below: a small picture spread
// smoothly over a large area.
func (br *Brush) Stretch(dst, img *ebiten.Image, x, y, sx, sy float64) {
	br.op.GeoM.Reset()
	br.op.GeoM.Scale(sx, sy)
	br.op.GeoM.Translate(x, y)
	br.op.ColorScale.Reset()
	br.op.Filter = ebiten.FilterLinear
	br.op.Blend = ebiten.BlendSourceOver
	dst.DrawImage(img, &br.op)
}
