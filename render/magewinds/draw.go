package magewinds

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

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
