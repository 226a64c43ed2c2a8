package elements

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Token geometry, as fractions of the cell size.
const (
	tokenRadius = 0.4  // the token fills 80% of its square
	tokenRim    = 0.09 // the width of the side-coloured rim
	badgeAt     = 0.31 // the badges sit on the diagonals, this far from the centre each way
)

// sideColour returns side s's colour (side 0 or 1).
func sideColour(pal *Palette, s int) color.RGBA { return pal.Side[s&1] }

// tokenSprite paints a model's token: a shadow, a rim in its side's
// colour and a dark inside with its profile's glyph, or its letter large
// when it has none (or the token is small).
func tokenSprite(cs, side int, g Glyph, letter byte, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float64(cs)
	c := f / 2
	r := f * tokenRadius
	rw := math.Max(2, f*tokenRim)
	ow := math.Max(1.2, f/30)
	sc := sideColour(pal, side)
	cv.Disc(c+f*0.03, c+f*0.06, r+ow, color.RGBA{0, 0, 0, 255}, 0.45)
	cv.Disc(c, c, r+ow, pal.Outline, 1)
	cv.Disc(c, c, r, sc, 1)
	hi := &render.Shape{}
	hi.Arc(float32(c), float32(c), float32(r-rw*0.45), math.Pi*1.1, math.Pi*1.9)
	cv.Stroke(hi, float32(rw*0.3), render.Lighten(sc, 0.45))
	cv.Disc(c, c, r-rw, render.Darken(sc, 0.55), 1)
	cv.Disc(c, c-f*0.012, r-rw-math.Max(1, f/45), pal.SideDark[side&1], 1)
	if bigLetter(cs, g) {
		cv.Text(string(rune(letter)), f*0.42, true, c, c, pal.Icon, 0, 1)
	} else {
		paintGlyph(cv, g, float32(c), float32(c-f*0.01), float32(f*0.5), pal.Icon, pal.Outline, pal.SideDark[side&1])
	}
	return cv.Upload()
}

// bigLetter reports whether a token shows its letter large, in place of a
// glyph: when it has none, or is too small for one.
func bigLetter(cs int, g Glyph) bool { return g == GlyphNone || g >= glyphCount || cs < 26 }

// badgesSprite paints what a token wears over its facing: its side's badge
// (a diamond for side 0, a triangle for side 1) at the upper left and,
// beside a glyph, its letter on a light disc at the lower right.
func badgesSprite(cs, side int, g Glyph, letter byte, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float64(cs)
	c := f / 2
	ow := math.Max(1.2, f/30)
	sc := sideColour(pal, side)
	if !bigLetter(cs, g) {
		bx, by, br := c+f*badgeAt, c+f*badgeAt, math.Max(5, f*0.15)
		cv.Disc(bx, by, br+ow, pal.Outline, 1)
		cv.Disc(bx, by, br, render.Lighten(sc, 0.7), 1)
		cv.Text(string(rune(letter)), br*1.6, true, bx, by+br*0.04, pal.Outline, 0, 1)
	}
	bx, by := float32(c-f*badgeAt), float32(c-f*badgeAt)
	bs := float32(math.Max(3.5, f*0.1))
	badge := sideBadge(side, bx, by, bs)
	cv.Stroke(badge, float32(2*ow), pal.Outline)
	cv.Fill(badge, render.Lighten(sc, 0.15))
	return cv.Upload()
}

// sideBadge returns the shape that marks a side besides its colour: a
// diamond for side 0, a triangle for side 1.
func sideBadge(side int, x, y, s float32) *render.Shape {
	if side&1 == 0 {
		return render.Polygon(x, y-s*1.2, x+s*1.2, y, x, y+s*1.2, x-s*1.2, y)
	}
	return render.Polygon(x, y-s*1.2, x+s*1.15, y+s*0.85, x-s*1.15, y+s*0.85)
}

// facingSprite paints the facing, pointing north: a light arc along the
// front quarter of the rim and an arrowhead from the rim to the square's
// edge.
func facingSprite(cs int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float32(cs)
	c := f / 2
	r := f * tokenRadius
	rw := max(2, f*tokenRim)
	ow := max(1.2, f/30)
	arc := &render.Shape{}
	arc.Arc(c, c, r-rw/2, -math.Pi*0.7, -math.Pi*0.3)
	cv.Stroke(arc, rw*0.55+2*ow, pal.Outline)
	cv.Stroke(arc, rw*0.55, pal.Icon)
	base := r - rw*0.5
	half := float32(0.44)
	bx := base * float32(math.Sin(float64(half)))
	by := c - base*float32(math.Cos(float64(half)))
	head := render.Polygon(c, ow+0.5, c+bx, by, c, by-f*0.03, c-bx, by)
	cv.Stroke(head, 2*ow, pal.Outline)
	cv.Fill(head, pal.Icon)
	return cv.Upload()
}

// unseenSprite paints the marker of an enemy in stealth at its last known
// square: a dashed ring in its side's colour round a question mark, with
// its side's badge.
func unseenSprite(cs, side int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float32(cs)
	c := f / 2
	r := f * tokenRadius * 0.92
	ow := max(1.2, f/30)
	w := max(2, f*0.06)
	sc := sideColour(pal, side)
	cv.Disc(float64(c), float64(c), float64(r), pal.SideDark[side&1], 0.55)
	for i := range 10 {
		a0 := float32(i) * math.Pi / 5
		sh := &render.Shape{}
		sh.Arc(c, c, r, a0, a0+math.Pi/8)
		cv.Stroke(sh, w+2*ow, pal.Outline)
		cv.Stroke(sh, w, sc)
	}
	cv.Text("?", float64(f)*0.5, true, float64(c)+1, float64(c)+1, pal.Outline, 0, 1)
	cv.Text("?", float64(f)*0.5, true, float64(c), float64(c), render.Lighten(sc, 0.5), 0, 1)
	badge := sideBadge(side, c-f*badgeAt, c-f*badgeAt, max(3.5, f*0.09))
	cv.Stroke(badge, 2*ow, pal.Outline)
	cv.Fill(badge, sc)
	return cv.Upload()
}

// woundSprite paints the Injured marker: a red drop of blood, outlined,
// with a glint, small enough to sit on a token's shoulder.
func woundSprite(cs int, pal *Palette) *ebiten.Image {
	n := max(8, int(float64(cs)*0.32))
	cv := render.NewCanvas(n, n)
	s := float32(n) * 0.9
	c := float32(n) / 2
	p := render.NewPen(c, c, s, false)
	p.M(0, -0.46)
	p.C(0.1, -0.26, 0.32, -0.06, 0.32, 0.14)
	p.C(0.32, 0.34, 0.16, 0.44, 0, 0.44)
	p.C(-0.16, 0.44, -0.32, 0.34, -0.32, 0.14)
	p.C(-0.32, -0.06, -0.1, -0.26, 0, -0.46)
	p.Z()
	cv.Stroke(&p.Shape, max(2, s*0.14), pal.Outline)
	cv.Fill(&p.Shape, pal.Wound)
	g := render.NewPen(c, c, s, false)
	g.M(-0.15, 0.06)
	g.Q(-0.16, 0.24, -0.03, 0.3)
	cv.Stroke(&g.Shape, max(1, s*0.08), render.Lighten(pal.Wound, 0.6))
	return cv.Upload()
}

// stunSprite paints the Stunned marker: a dark badge with a yellow swirl
// and two small stars.
func stunSprite(cs int, pal *Palette) *ebiten.Image {
	n := max(9, int(float64(cs)*0.34))
	cv := render.NewCanvas(n, n)
	f := float32(n)
	c := f / 2
	cv.Disc(float64(c), float64(c), float64(c-0.5), pal.Outline, 1)
	sw := &render.Shape{}
	for i := 0; i <= 40; i++ { // a spiral of one and a half turns
		t := float32(i) / 40
		a := float64(t) * 3 * math.Pi
		rr := f * (0.05 + 0.24*t)
		x, y := c+rr*float32(math.Cos(a)), c+rr*float32(math.Sin(a))
		if i == 0 {
			sw.MoveTo(x, y)
		} else {
			sw.LineTo(x, y)
		}
	}
	cv.Stroke(sw, max(1.2, f*0.08), pal.Stars)
	for _, st := range [2][3]float32{{0.78, 0.22, 0.13}, {0.2, 0.8, 0.1}} {
		x, y, r := st[0]*f, st[1]*f, st[2]*f
		cv.Fill(render.Polygon(x, y-r, x+r*0.3, y-r*0.3, x+r, y, x+r*0.3, y+r*0.3, x, y+r, x-r*0.3, y+r*0.3, x-r, y, x-r*0.3, y-r*0.3), pal.Stars)
	}
	return cv.Upload()
}

// drawTokens draws every model on the board that is not out, those
// moving last, above the others.
func (b *Board) drawTokens(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	for pass := range 2 {
		for i := range s.Models {
			if mo := &s.Models[i]; !mo.Out && s.In(mo.At) && mo.Moving == (pass == 1) {
				x, y := s.ModelCentre(i)
				b.drawToken(dst, mo, x, y, m.Selected == i, m.Hover == i, pal)
			}
		}
	}
}

// drawToken draws model mo centred on (cx, cy): an unseen enemy as its marker; any other as
// its token with the selection or hover ring, its facing and its markers,
// faded in a dashed ring when hidden and darker when spent.
func (b *Board) drawToken(dst *ebiten.Image, mo *Model, cx, cy float64, selected, hover bool, pal *Palette) {
	cs := float64(b.cs)
	spr := &b.sprites
	if mo.Unseen {
		if selected || hover {
			b.br.Sprite(dst, spr.get(sprRing, max(2, b.cs/22), 0, 0), cx, cy, 1, 1, 0, pal.Hover, 0.8)
		}
		b.br.Sprite(dst, spr.get(sprUnseen, mo.Side&1, 0, 0), cx, cy, 1, 1, 0, white, 0.9)
		return
	}
	switch {
	case selected:
		b.br.Sprite(dst, spr.get(sprRing, max(3, b.cs/12), 0, 0), cx, cy, 1, 1, 0, pal.Selection, 1)
	case hover:
		b.br.Sprite(dst, spr.get(sprRing, max(2, b.cs/22), 0, 0), cx, cy, 1, 1, 0, pal.Hover, 0.85)
	}
	alpha, shade := float32(1), white
	if mo.Spent {
		shade = color.RGBA{170, 170, 170, 255}
	}
	if mo.Hidden {
		alpha = 0.5
	}
	b.br.Sprite(dst, spr.get(sprToken, mo.Side&1, int(mo.Glyph), int(mo.Letter)), cx, cy, 1, 1, 0, shade, alpha)
	b.br.Sprite(dst, spr.get(sprFacing, 0, 0, 0), cx, cy, 1, 1, float64(mo.Facing&3)*math.Pi/2, shade, max(alpha, 0.75))
	b.br.Sprite(dst, spr.get(sprBadges, mo.Side&1, int(mo.Glyph), int(mo.Letter)), cx, cy, 1, 1, 0, shade, max(alpha, 0.75))
	if mo.Hidden {
		b.br.Sprite(dst, spr.get(sprGhost, max(2, b.cs/24), 0, 0), cx, cy, 1, 1, 0, pal.Icon, 0.95)
	}
	if cs < 14 {
		return
	}
	d := cs * badgeAt
	if mo.Injured {
		b.br.Sprite(dst, spr.get(sprWound, 0, 0, 0), math.Round(cx+d), math.Round(cy-d), 1, 1, 0, white, 1)
	}
	if mo.Stunned {
		b.br.Sprite(dst, spr.get(sprStun, 0, 0, 0), math.Round(cx-d), math.Round(cy+d), 1, 1, 0, white, 1)
	}
}
