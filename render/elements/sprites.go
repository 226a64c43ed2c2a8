package elements

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// spriteKind names a picture the board draws many times. Each is painted
// once per cell size and palette on the CPU, then reused every frame.
type spriteKind uint8

// The sprites. Those painted white are tinted when drawn.
const (
	sprToken    spriteKind = iota // a model's token: a = side, b = glyph, c = letter
	sprBadges                     // what a token wears over its facing: a, b, c as sprToken
	sprFacing                     // the facing arrowhead and the front of the rim, pointing north
	sprRing                       // a ring round a token, white: a = line width
	sprGhost                      // the dashed ring round a hidden model, white
	sprUnseen                     // the marker of an unseen enemy: a = side
	sprWound                      // the Injured drop
	sprStun                       // the Stunned badge: a swirl and stars
	sprDot                        // a dot, white: moves and path steps
	sprCross                      // a crosshair round the token, white: close-combat targets
	sprBullseye                   // a ring and arrowheads in the corners, white: bow targets
	sprStar                       // four throwing stars in the corners, white: shuriken targets
	sprArrow                      // an arrow pointing north, white: shifts and facings
	sprHatch                      // diagonal stripes across a square, white: influence zones
)

type spriteKey struct {
	kind    spriteKind
	a, b, c int
}

// spriteCache holds the sprites of one cell size and palette.
type spriteCache struct {
	cs  int
	pal *Palette
	m   render.ImageCache[spriteKey]
}

// maxSprites bounds the sprites of a board: the tokens of every model and
// the marks, at one cell size.
const maxSprites = 128

// check empties the cache when the cell size or the palette changes.
func (s *spriteCache) check(cs int, pal *Palette) {
	if s.m.Limit != 0 && s.cs == cs && s.pal == pal {
		return
	}
	s.m.Clear()
	s.m.Limit = maxSprites
	s.cs, s.pal = cs, pal
}

// get returns a sprite, painting it first if needed.
func (s *spriteCache) get(kind spriteKind, a, b, c int) *ebiten.Image {
	k := spriteKey{kind, a, b, c}
	if img, ok := s.m.Lookup(k); ok {
		return img
	}
	img := s.paint(k)
	s.m.Put(k, img)
	return img
}

var white = color.RGBA{255, 255, 255, 255}

// paint paints the sprite of k. Sprites of tokens and marks are cs×cs,
// centred on the square's centre.
func (s *spriteCache) paint(k spriteKey) *ebiten.Image {
	n, pal := s.cs, s.pal
	f := float32(n)
	c := f / 2
	ow := max(1.2, f/30) // outline width
	switch k.kind {
	case sprToken:
		return tokenSprite(n, k.a, Glyph(k.b), byte(k.c), pal)
	case sprBadges:
		return badgesSprite(n, k.a, Glyph(k.b), byte(k.c), pal)
	case sprFacing:
		return facingSprite(n, pal)
	case sprUnseen:
		return unseenSprite(n, k.a, pal)
	case sprWound:
		return woundSprite(n, pal)
	case sprStun:
		return stunSprite(n, pal)
	case sprRing, sprGhost:
		w := float32(max(1, k.a))
		m := n + 2*k.a + 6
		cv := render.NewCanvas(m, m)
		cc, r := float32(m)/2, f*tokenRadius+w/2+ow
		if k.kind == sprGhost {
			r = f*tokenRadius + ow + w/2
			for i := range 12 { // twelve dashes
				a0 := float32(i) * math.Pi / 6
				sh := &render.Shape{}
				sh.Arc(cc, cc, r, a0, a0+math.Pi/10)
				cv.Stroke(sh, w+2*ow, pal.Outline)
				cv.Stroke(sh, w, white)
			}
			return cv.Upload()
		}
		cv.Stroke(render.Circle(cc, cc, r), w+2*ow, pal.Outline)
		cv.Stroke(render.Circle(cc, cc, r), w, white)
		return cv.Upload()
	case sprDot:
		m := max(4, int(f*0.24))
		cv := render.NewCanvas(m, m)
		h := float64(m) / 2
		cv.Disc(h, h, h-0.5, pal.Outline, 1)
		cv.Disc(h, h, h-0.5-float64(ow), white, 1)
		return cv.Upload()
	case sprCross: // a ring round the token with four ticks: a crosshair that leaves the token seen
		cv := render.NewCanvas(n, n)
		sh := render.Circle(c, c, f*0.455)
		for _, d := range [4][2]float32{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			sh.MoveTo(c+d[0]*f*0.33, c+d[1]*f*0.33)
			sh.LineTo(c+d[0]*f*0.5, c+d[1]*f*0.5)
		}
		w := max(2, f/17)
		cv.Stroke(sh, w+2*ow, pal.Outline)
		cv.Stroke(sh, w, white)
		return cv.Upload()
	case sprBullseye: // a thin ring and four arrowheads in the corners, pointing in
		cv := render.NewCanvas(n, n)
		ring := render.Circle(c, c, f*0.46)
		cv.Stroke(ring, max(1.5, f/28)+2*ow, pal.Outline)
		cv.Stroke(ring, max(1.5, f/28), white)
		for _, d := range [4][2]float32{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			tx, ty := c+d[0]*f*0.3, c+d[1]*f*0.3 // the tip
			bx, by := c+d[0]*f*0.48, c+d[1]*f*0.48
			px, py := -d[1]*f*0.09, d[0]*f*0.09 // across the diagonal
			head := render.Polygon(tx, ty, bx+px, by+py, bx-px, by-py)
			cv.Stroke(head, 2*ow, pal.Outline)
			cv.Fill(head, white)
		}
		return cv.Upload()
	case sprStar: // four small throwing stars in the corners
		cv := render.NewCanvas(n, n)
		r0, r1 := f*0.12, f*0.035
		for _, d := range [4][2]float32{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			x, y := c+d[0]*f*0.37, c+d[1]*f*0.37
			st := render.Polygon(x, y-r0, x+r1, y-r1, x+r0, y, x+r1, y+r1, x, y+r0, x-r1, y+r1, x-r0, y, x-r1, y-r1)
			cv.Stroke(st, 2*ow, pal.Outline)
			cv.Fill(st, white)
		}
		return cv.Upload()
	case sprArrow:
		cv := render.NewCanvas(n, n)
		ar := render.Polygon(c, c-f*0.34, c+f*0.26, c-f*0.04, c+f*0.1, c-f*0.04, c+f*0.1, c+f*0.3,
			c-f*0.1, c+f*0.3, c-f*0.1, c-f*0.04, c-f*0.26, c-f*0.04)
		cv.Stroke(ar, 2*ow, pal.Outline)
		cv.Fill(ar, white)
		return cv.Upload()
	case sprHatch:
		cv := render.NewCanvas(n, n)
		step := max(6, f/5)
		for x := -f; x < 2*f; x += step { // stripes running down to the left
			cv.Line(float64(x), 0, float64(x-f), float64(f), float64(max(1.5, f/24)), white, 1)
		}
		return cv.Upload()
	}
	return ebiten.NewImage(1, 1)
}
