package battleaxe

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// textWidth returns the advance of s in face. Widths are kept, so that a
// label measured frame after frame allocates nothing.
func textWidth(s string, face *text.GoTextFace) float64 {
	k := widthKey{s, face.Size}
	if w, ok := widths[k]; ok {
		return w
	}
	if len(widths) > 1024 {
		clear(widths)
	}
	w := text.Advance(s, face)
	widths[k] = w
	return w
}

type widthKey struct {
	s    string
	size float64
}

// widths holds the advances textWidth measured. It is used from the game
// loop only.
var widths = map[widthKey]float64{}

// label draws s centred on (x, y) in face and colour c at opacity a.
func (b *Board) label(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, c color.RGBA, a float32) {
	b.top.GeoM.Reset()
	b.top.GeoM.Translate(x, y)
	b.top.PrimaryAlign, b.top.SecondaryAlign = text.AlignCenter, text.AlignCenter
	b.top.ColorScale = render.TintAt(c, a)
	b.text.Draw(dst, s, face, &b.top)
}
