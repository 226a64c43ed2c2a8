package magewinds

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Colour helpers.

// rgb returns the opaque colour 0xRRGGBB.
func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// mix blends opaque colours: t=0 gives a, t=1 gives b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

func lighten(c color.RGBA, t float64) color.RGBA { return mix(c, color.RGBA{255, 255, 255, 255}, t) }
func darken(c color.RGBA, t float64) color.RGBA  { return mix(c, color.RGBA{0, 0, 0, 255}, t) }

// alpha returns c at opacity a (straight alpha: the painting helpers
// premultiply when they draw).
func alpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{c.R, c.G, c.B, uint8(float64(c.A)*a + 0.5)}
}

// Text helpers.

// label draws s centred on (x, y) in face, in colour c at opacity a. It is
// for painting cached pictures; frameLabel is for text drawn every frame.
func label(dst *ebiten.Image, op *text.DrawOptions, s string, face *text.GoTextFace, x, y float64, c color.RGBA, a float32) {
	labelOptions(op, face, x, y, c, a)
	text.Draw(dst, s, face, op)
}

// frameLabel is label drawn from the shared text sprites, which allocate
// nothing once a string has been drawn (see render.TextSprites).
func frameLabel(dst *ebiten.Image, op *text.DrawOptions, s string, face *text.GoTextFace, x, y float64, c color.RGBA, a float32) {
	labelOptions(op, face, x, y, c, a)
	render.DrawText(dst, s, face, op)
}

// labelOptions sets op to draw in face centred on (x, y), in c at opacity a.
func labelOptions(op *text.DrawOptions, face *text.GoTextFace, x, y float64, c color.RGBA, a float32) {
	op.GeoM.Reset()
	op.GeoM.Translate(x, y)
	op.ColorScale.Reset()
	op.ColorScale.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	op.LineSpacing = face.Size * 1.15
}

// face returns the regular or bold UI face at size pixels, rounded to half a
// pixel so that window sizes do not fill the font cache.
func face(size float64, bold bool) *text.GoTextFace {
	size = math.Max(6, math.Round(size*2)/2)
	if bold {
		return render.BoldFace(size)
	}
	return render.Face(size)
}

// blit draws img with its top-left corner at (x, y), tinted and faded.
func blit(dst, img *ebiten.Image, op *ebiten.DrawImageOptions, x, y float64, a float32) {
	op.GeoM.Reset()
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(a)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.BlendSourceOver
	dst.DrawImage(img, op)
}

// blitCentred draws img centred on (x, y).
func blitCentred(dst, img *ebiten.Image, op *ebiten.DrawImageOptions, x, y float64, a float32) {
	b := img.Bounds()
	blit(dst, img, op, x-float64(b.Dx())/2, y-float64(b.Dy())/2, a)
}
