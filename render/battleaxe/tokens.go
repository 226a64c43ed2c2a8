package battleaxe

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// tokenLook is the shape of a token: a round hero, or an enemy's octagon
// across its squares.
type tokenLook uint8

// The looks.
const (
	lookHero   tokenLook = iota
	lookEnemy            // 1x1
	lookEnemyW           // 2x1: two squares across
	lookEnemyH           // 1x2: two squares down
	lookEnemy2           // 2x2
)

// lookOf returns the look of mini m.
func lookOf(m *Mini) tokenLook {
	if m.Hero {
		return lookHero
	}
	switch w, h := m.size(); {
	case w == 2 && h == 2:
		return lookEnemy2
	case w == 2:
		return lookEnemyW
	case h == 2:
		return lookEnemyH
	}
	return lookEnemy
}

// squares returns how many squares across and down a look covers.
func (l tokenLook) squares() (int, int) {
	switch l {
	case lookEnemyW:
		return 2, 1
	case lookEnemyH:
		return 1, 2
	case lookEnemy2:
		return 2, 2
	}
	return 1, 1
}

// octagon returns an octagon filling the box (x, y, w, h) with corners cut
// by c: the enemies' token shape.
func octagon(x, y, w, h, c float32) *render.Shape {
	return render.Polygon(x+c, y, x+w-c, y, x+w, y+c, x+w, y+h-c, x+w-c, y+h, x+c, y+h, x, y+h-c, x, y+c)
}

// tokenSprite paints a mini's token for squares of n pixels: a round disc
// rimmed in its player's colour for a hero, an octagon rimmed in the
// enemies' colour for an enemy (a shape cue besides the colour), a dark
// inside with its icon, or its label large when there is no icon.
func tokenSprite(n int, look tokenLook, player int, pic string, pal *Palette) *ebiten.Image {
	sw, sh := look.squares()
	w, h := n*sw, n*sh
	cv := render.NewCanvas(w, h)
	f := float64(n)
	ow := math.Max(1.2, f/30)
	rim := math.Max(2, f*0.085)
	in := f * 0.08 // margin inside the squares
	var body, inner *render.Shape
	var rc, dark color.RGBA
	if look == lookHero {
		c := f / 2
		r := f/2 - in
		cv.Disc(c+f*0.03, c+f*0.06, r+ow, pal.Shadow, 0.45)
		body = render.Circle(float32(c), float32(c), float32(r+ow))
		inner = render.Circle(float32(c), float32(c), float32(r-rim))
		rc, dark = pal.Side[player&3], pal.SideDark[player&3]
	} else {
		x, y := float32(in), float32(in)
		bw, bh := float32(float64(w)-2*in), float32(float64(h)-2*in)
		cut := float32(f * 0.16)
		sh := octagon(x+float32(f*0.03), y+float32(f*0.06), bw, bh, cut)
		cv.Fill(sh, render.Fade(pal.Shadow, 0.45))
		body = octagon(x-float32(ow), y-float32(ow), bw+2*float32(ow), bh+2*float32(ow), cut+float32(ow)*0.4)
		r := float32(rim)
		inner = octagon(x+r, y+r, bw-2*r, bh-2*r, max(1, cut-r*0.4))
		rc, dark = pal.Enemy, pal.EnemyDark
	}
	cv.Fill(body, pal.Outline)
	if look == lookHero {
		c := f / 2
		cv.Disc(c, c, f/2-in, rc, 1)
	} else {
		r := float32(in)
		cv.Fill(octagon(r, r, float32(float64(w)-2*in), float32(float64(h)-2*in), float32(f*0.16)), rc)
	}
	cv.Fill(inner, render.Darken(rc, 0.5))
	shrink := float32(math.Max(1, f/45))
	if look == lookHero {
		c := float32(f / 2)
		cv.Fill(render.Circle(c, c, float32(f/2-in-rim)-shrink), dark)
	} else {
		x := float32(in + rim + float64(shrink))
		cv.Fill(octagon(x, x, float32(w)-2*x, float32(h)-2*x, float32(f*0.1)), dark)
	}
	// The picture sits a little high: the Health pips go below it.
	cx, cy := float64(w)/2, float64(h)/2-f*0.06
	size := int(math.Min(float64(w), float64(h)) * 0.5)
	if look == lookEnemy2 {
		size = int(f * 1.2)
	}
	if mask := icons.RGBA(pic, size); mask != nil {
		cv.Stamp(mask, int(math.Round(cx))-size/2, int(math.Round(cy))-size/2, pal.Icon)
	} else if pic != "" {
		cv.Text(pic, float64(size)*0.7, true, cx, cy, pal.Icon, 0, 1)
	}
	return cv.Upload()
}

// ringSprite paints a ring round a token of squares across (1 or 2)
// squares of n pixels, white with a dark outline.
func ringSprite(n, across int, pal *Palette) *ebiten.Image {
	f := float64(n * across)
	m := int(f) + 8
	cv := render.NewCanvas(m, m)
	c := float32(m) / 2
	w := float32(math.Max(2, float64(n)/14))
	ow := float32(math.Max(1, float64(n)/36))
	r := float32(f/2) + w/2
	cv.Stroke(render.Circle(c, c, r), w+2*ow, pal.Outline)
	cv.Stroke(render.Circle(c, c, r), w, white)
	return cv.Upload()
}

// dotSprite paints a dot, white with a dark outline.
func dotSprite(n int, pal *Palette) *ebiten.Image {
	m := max(5, n/4)
	cv := render.NewCanvas(m, m)
	h := float64(m) / 2
	cv.Disc(h, h, h-0.5, pal.Outline, 1)
	cv.Disc(h, h, h-0.5-math.Max(1, float64(n)/40), white, 1)
	return cv.Upload()
}

// crossSprite paints a fighting target's mark: a frame of corners and two
// crossed blades at the top, white with a dark outline.
func crossSprite(n int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float32(n)
	ow := max(1.2, f/30)
	w := max(2, f/14)
	sh := &render.Shape{}
	l := f * 0.26
	for _, d := range [4][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}} { // corners
		x, y := d[0]*f, d[1]*f
		sx, sy := 1-2*d[0], 1-2*d[1]
		x += sx * w
		y += sy * w
		sh.MoveTo(x+sx*l, y)
		sh.LineTo(x, y)
		sh.LineTo(x, y+sy*l)
	}
	cv.Stroke(sh, w+2*ow, pal.Outline)
	cv.Stroke(sh, w, white)
	bl := &render.Shape{} // crossed blades over the top edge
	c := f / 2
	bl.MoveTo(c-f*0.17, f*0.04)
	bl.LineTo(c+f*0.17, f*0.3)
	bl.MoveTo(c+f*0.17, f*0.04)
	bl.LineTo(c-f*0.17, f*0.3)
	cv.Stroke(bl, w*0.9+2*ow, pal.Outline)
	cv.Stroke(bl, w*0.9, white)
	return cv.Upload()
}

// scopeSprite paints a shooting target's mark: a ring with four ticks, a
// crosshair, white with a dark outline.
func scopeSprite(n int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float32(n)
	c := f / 2
	ow := max(1.2, f/30)
	w := max(1.8, f/18)
	sh := render.Circle(c, c, f*0.43)
	for _, d := range [4][2]float32{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
		sh.MoveTo(c+d[0]*f*0.28, c+d[1]*f*0.28)
		sh.LineTo(c+d[0]*f*0.5, c+d[1]*f*0.5)
	}
	cv.Stroke(sh, w+2*ow, pal.Outline)
	cv.Stroke(sh, w, white)
	return cv.Upload()
}

// skullSprite paints a dead mini's mark: a skull icon on a dark disc.
func skullSprite(n int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float64(n)
	cv.Disc(f/2, f/2, f*0.3, pal.Outline, 0.85)
	s := int(f * 0.44)
	if mask := icons.RGBA("skull", s); mask != nil {
		cv.Stamp(mask, (n-s)/2, (n-s)/2, render.RGB(0xece6d8))
	} else {
		cv.Line(f*0.3, f*0.3, f*0.7, f*0.7, f/10, white, 1)
		cv.Line(f*0.7, f*0.3, f*0.3, f*0.7, f/10, white, 1)
	}
	return cv.Upload()
}

// zzSprite paints an unconscious mini's mark: "Zz" on a small light
// bubble.
func zzSprite(n int, pal *Palette) *ebiten.Image {
	m := max(8, n/2)
	cv := render.NewCanvas(m, m)
	f := float64(m)
	cv.Disc(f/2, f/2, f/2-0.5, pal.Outline, 1)
	cv.Disc(f/2, f/2, f/2-math.Max(1, f/14), render.RGB(0xdfe8ff), 1)
	cv.Text("Zz", f*0.5, true, f/2, f/2, pal.Outline, 0, 1)
	return cv.Upload()
}

// contentSprite paints room contents on one square of n pixels: a low
// piece as a flat rounded slab with a thin rim, a high one as a raised
// block with a deep shadow and a lit top edge (a shape cue besides the
// colour), with its icon or its first letter, and its name when given.
func contentSprite(n int, high bool, pic, name string, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float32(n)
	ow := max(1.2, f/30)
	if high {
		cv.Fill(render.RoundRect(f*0.14, f*0.2, f*0.8, f*0.78, f*0.08), render.Fade(pal.Shadow, 0.6))
		cv.Fill(render.RoundRect(f*0.08, f*0.08, f*0.82, f*0.8, f*0.08), pal.Outline)
		cv.Fill(render.RoundRect(f*0.08+ow, f*0.08+ow, f*0.82-2*ow, f*0.8-2*ow, f*0.07), pal.Cabinet)
		cv.Fill(render.RoundRect(f*0.08+ow, f*0.08+ow, f*0.82-2*ow, f*0.12, f*0.05), render.Lighten(pal.Cabinet, 0.3))
	} else {
		cv.Fill(render.RoundRect(f*0.12, f*0.14, f*0.8, f*0.78, f*0.2), render.Fade(pal.Shadow, 0.3))
		cv.Fill(render.RoundRect(f*0.1, f*0.1, f*0.8, f*0.8, f*0.2), pal.Outline)
		cv.Fill(render.RoundRect(f*0.1+ow, f*0.1+ow, f*0.8-2*ow, f*0.8-2*ow, f*0.18), pal.Crate)
		cv.Stroke(render.RoundRect(f*0.2, f*0.2, f*0.6, f*0.6, f*0.12), max(1, f/40), render.Darken(pal.Crate, 0.35))
	}
	s, cy := int(f*0.52), float64(f)/2
	if name != "" { // the picture higher, the name under it
		s, cy = int(f*0.4), float64(f)*0.4
		size := float64(f) * 0.13
		if w := render.TextWidth(name, size, true); w > float64(f)*0.72 {
			size *= float64(f) * 0.72 / w
		}
		if size >= 7 {
			cv.Text(name, size, true, float64(f)/2, float64(f)*0.72, render.RGB(0xf4ecd8), 0, 1)
		}
	}
	c := float64(f) / 2
	if mask := icons.RGBA(pic, s); mask != nil {
		cv.Stamp(mask, (n-s)/2, int(math.Round(cy))-s/2, render.RGB(0xf4ecd8))
	} else if pic != "" {
		cv.Text(pic, float64(s)*0.75, true, c, cy, render.RGB(0xf4ecd8), 0, 1)
	}
	return cv.Upload()
}
