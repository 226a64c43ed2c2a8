package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Label is a string made from a key and kept while the key stays the
// same, so that a label drawn every frame is formatted only when what it
// says changes. The zero value is ready.
type Label[K comparable] struct {
	key K
	s   string
	ok  bool
}

// Get returns the label for k, made by mk when k is new.
func (l *Label[K]) Get(k K, mk func(K) string) string {
	if !l.ok || l.key != k {
		l.key, l.s, l.ok = k, mk(k), true
	}
	return l.s
}

// DrawLabel draws s with its top-left corner at (x, y) in the colour c
// (see Tint), from the shared text sprites (see TextSprites).
func DrawLabel(dst *ebiten.Image, s string, face text.Face, x, y float64, c ebiten.ColorScale) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale = c
	DrawText(dst, s, face, op)
}

// Tint returns the colour scale that paints white in c, as
// ColorScale.ScaleWithColor does, without making c an interface (which
// allocates every frame).
func Tint[C interface{ RGBA() (r, g, b, a uint32) }](c C) ebiten.ColorScale {
	r, g, b, a := c.RGBA()
	var s ebiten.ColorScale
	s.Scale(float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, float32(a)/0xffff)
	return s
}
