package arena

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// numbers holds the words of small numbers, made once so that drawing
// them allocates nothing: signed ("+3", "0", "−2") and plain ("3", "-2").
var numbers = func() (n struct{ signed, plain [201]string }) {
	for v := -100; v <= 100; v++ {
		n.plain[v+100] = strconv.Itoa(v)
		switch {
		case v > 0:
			n.signed[v+100] = "+" + strconv.Itoa(v)
		case v < 0:
			n.signed[v+100] = "−" + strconv.Itoa(-v)
		default:
			n.signed[v+100] = "0"
		}
	}
	return n
}()

// signed returns v with its sign ("+3", "0", "−2"; a minus sign, not a
// hyphen), clamped to ±100.
func signed(v int) string { return numbers.signed[max(-100, min(100, v))+100] }

// plain returns v as a number, clamped to ±100.
func plain(v int) string { return numbers.plain[max(-100, min(100, v))+100] }

// writer draws text from the kit's shared text sprites, with options it
// keeps so that a frame allocates nothing.
type writer struct{ op text.DrawOptions }

// write draws s at (x, y) aligned by ax and ay (text.AlignStart, Center
// or End) in colour c, and returns its width.
func (w *writer) write(dst *ebiten.Image, s string, face text.Face, x, y float64, ax, ay text.Align, c ebiten.ColorScale) float64 {
	w.op.GeoM.Reset()
	w.op.GeoM.Translate(x, y)
	w.op.PrimaryAlign, w.op.SecondaryAlign = ax, ay
	w.op.ColorScale = c
	render.DrawText(dst, s, face, &w.op)
	return text.Advance(s, face)
}
