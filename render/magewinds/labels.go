package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"

	"github.com/hajimehoshi/ebiten/v2"
)

// labelKey identifies a text sprite.
type labelKey struct {
	text  string
	size  float64
	c     color.RGBA
	boxed bool
}

// textSprite returns s written at size pixels: boxed, as white text in a
// dark pill with a rim of colour c; otherwise in colour c with a dark
// shadow. Sprites are cached by text, so that a label costs one draw; the
// cache is small (maxLabels) and emptied when full, as path lengths come
// and go.
func (f *Field) textSprite(s string, size float64, c color.RGBA, boxed bool) *ebiten.Image {
	k := labelKey{s, size, c, boxed}
	if img, ok := f.labels.Lookup(k); ok {
		return img
	}
	tw := render.TextWidth(s, size, true)
	var cv *render.Canvas
	if boxed {
		h := math.Ceil(size * 1.5)
		w := math.Ceil(tw + h*0.75)
		cv = render.NewCanvas(int(w)+4, int(h)+5)
		W, H := float32(w), float32(h)
		cv.Fill(render.RoundRect(2, 3.5, W, H, H/2), color.RGBA{0, 0, 0, 90})
		cv.Fill(render.RoundRect(2, 2, W, H, H/2), c)
		cv.Fill(render.RoundRect(3.6, 3.6, W-3.2, H-3.2, H/2-1.6), render.RGB(0x17141c))
		cv.Text(s, size, true, float64(w)/2+2, float64(h)/2+2, f.pal.Text, 0, 1)
	} else {
		cv = render.NewCanvas(int(math.Ceil(tw))+6, int(math.Ceil(size*1.4))+4)
		x, y := float64(cv.Bounds().Dx())/2, float64(cv.Bounds().Dy())/2
		cv.Text(s, size, true, x+1, y+1, color.RGBA{0, 0, 0, 200}, 0, 1)
		cv.Text(s, size, true, x, y, c, 0, 1)
	}
	img := cv.Upload()
	f.labels.Put(k, img)
	return img
}

// maxLabels bounds a field's text sprites: the names and pills of one
// screen, with room for path lengths that come and go.
const maxLabels = 96
