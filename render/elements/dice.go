package elements

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// diePart is a picture a die is drawn from.
type diePart uint8

// The parts of a die.
const (
	partFace     diePart = iota // the die with its symbol
	partHalo                    // the die's shape, larger, in white: outlines
	partHaloWide                // a wider outline, for the die under the cursor
	partShadow                  // the die's shape in white, drawn dark
	partReroll                  // the re-rolled mark: a circular arrow on a dark disc
)

type dieKey struct {
	face Face
	pool int // 0 attacker (rounded), 1 defender (cut corners)
	part diePart
}

// dieSprites holds the pictures of one die size and palette.
type dieSprites struct {
	size int
	pal  *Palette
	m    render.ImageCache[dieKey]
}

// check empties the cache when the die size or the palette changes.
func (d *dieSprites) check(size int, pal *Palette) {
	if d.m.Limit != 0 && d.size == size && d.pal == pal {
		return
	}
	d.m.Clear()
	d.m.Limit = 48 // six faces, two pools, and their outlines
	d.size, d.pal = size, pal
}

// get returns a die's picture, painting it first if needed. Pictures are
// square, with room round the die for its outline: see diePad.
func (d *dieSprites) get(face Face, pool int, part diePart) *ebiten.Image {
	k := dieKey{face, pool & 1, part}
	if img, ok := d.m.Lookup(k); ok {
		return img
	}
	img := paintDie(k, d.size, d.pal)
	d.m.Put(k, img)
	return img
}

// diePad is the room round a die of size s in its pictures.
func diePad(s int) int { return max(4, s/6) }

// dieShape returns the outline of a die of size s and height h at (x, y):
// an attacker's die is a rounded square, a defender's has cut corners, as
// the kit's Attack and Defence Dice.
func dieShape(pool int, x, y, s, h float32) *render.Shape {
	if pool&1 == 1 {
		c := min(s, h) * 0.24
		return render.Polygon(x+c, y, x+s-c, y, x+s, y+c, x+s, y+h-c, x+s-c, y+h, x+c, y+h, x, y+h-c, x, y+c)
	}
	return render.RoundRect(x, y, s, h, min(s, h)*0.2)
}

// paintDie paints part k.part of a die of size s.
func paintDie(k dieKey, s int, pal *Palette) *ebiten.Image {
	p := diePad(s)
	n := s + 2*p
	cv := render.NewCanvas(n, n)
	f, o := float32(s), float32(p)
	switch k.part {
	case partShadow:
		cv.Fill(dieShape(k.pool, o, o, f, f), white)
	case partHalo, partHaloWide:
		h := max(2, f/14)
		if k.part == partHaloWide {
			h = max(3, f/8)
		}
		cv.Fill(dieShape(k.pool, o-h, o-h, f+2*h, f+2*h), white)
	case partFace:
		body := pal.Face[k.face.valid()]
		cv.Fill(dieShape(k.pool, o, o, f, f), render.Darken(body, 0.45))
		cv.Fill(dieShape(k.pool, o, o, f, f*0.93), body)
		if k.pool&1 == 1 {
			in := f * 0.09
			cv.Stroke(dieShape(k.pool, o+in, o+in*0.9, f-2*in, f*0.93-2*in), max(1, f*0.05), render.Lighten(body, 0.35))
		} else {
			cv.Fill(dieShape(k.pool, o+f*0.1, o+f*0.05, f*0.8, f*0.16), render.Lighten(body, 0.16))
			cv.Fill(dieShape(k.pool, o+f*0.1, o+f*0.1, f*0.8, f*0.74), body)
		}
		paintSymbol(cv, k.face.valid(), o+f/2, o+f*0.47, f*0.64, pal.FaceInk[k.face.valid()], render.Darken(body, 0.55))
	case partReroll:
		return rerollSprite(s, pal)
	}
	return cv.Upload()
}

// rerollSprite paints the mark of a re-rolled die: a circular arrow, light
// on a dark disc, a third of the die across.
func rerollSprite(s int, pal *Palette) *ebiten.Image {
	n := max(9, int(float64(s)*0.36))
	cv := render.NewCanvas(n, n)
	f := float32(n)
	c := f / 2
	cv.Disc(float64(c), float64(c), float64(c-0.5), pal.Outline, 1)
	r := f * 0.27
	arc := &render.Shape{}
	arc.Arc(c, c, r, -math.Pi*0.35, math.Pi*1.25)
	cv.Stroke(arc, max(1.3, f*0.11), pal.Icon)
	a := -math.Pi * 0.35 // the head, at the arc's start, pointing back along it
	hx, hy := c+r*float32(math.Cos(a)), c+r*float32(math.Sin(a))
	k := f * 0.17
	cv.Fill(render.Polygon(hx-k*0.2, hy-k*1.1, hx+k*1.1, hy+k*0.25, hx-k*0.9, hy+k*0.45), pal.Icon)
	return cv.Upload()
}

// drawDie draws die e of pool in the square (x, y, s) with the tray's
// brush: its shadow, the outline of its state, its face, and the marks of a
// discarded or re-rolled die. hover is whether the cursor is on it; angle
// turns it (tumbling).
func (t *Tray) drawDie(dst *ebiten.Image, e *Die, face Face, pool int, x, y, s, angle float64, hover bool, pal *Palette) {
	cx, cy := x+s/2, y+s/2
	lift := 0.0
	var halo color.RGBA
	part := partHalo
	haloA := float32(1)
	switch {
	case e.Discarded:
	case e.Chosen:
		lift, halo = s*0.07, pal.Good
		part = partHaloWide
	case e.Selectable && hover:
		lift, halo, part = s*0.1, pal.Hover, partHaloWide
	case e.Selectable:
		lift, halo, haloA = s*0.05, pal.Selection, 0.8
	}
	br := &t.br
	br.Sprite(dst, t.dice.get(face, pool, partShadow), cx+s*0.04, cy+s*0.06, 1, 1, angle, pal.Shadow, 0.5)
	cy -= lift
	if halo.A != 0 {
		br.Sprite(dst, t.dice.get(face, pool, part), cx, cy, 1, 1, angle, halo, haloA)
	}
	tint, a := white, float32(1)
	if e.Discarded {
		tint, a = color.RGBA{135, 135, 135, 255}, 0.9
	}
	br.Sprite(dst, t.dice.get(face, pool, partFace), cx, cy, 1, 1, angle, tint, a)
	if e.Discarded {
		x0, y0 := cx-s*0.42, cy+s*0.42
		x1, y1 := cx+s*0.42, cy-s*0.42
		w := math.Max(2, s*0.09)
		br.Bar(dst, x0, y0, x1, y1, w+2, pal.Outline, 0.85)
		br.Bar(dst, x0, y0, x1, y1, w, pal.Text, 0.95)
	}
	if e.Rerolled {
		br.Sprite(dst, t.dice.get(0, 0, partReroll), math.Round(cx+s*0.44), math.Round(cy-s*0.44), 1, 1, 0, white, 1)
	}
}
