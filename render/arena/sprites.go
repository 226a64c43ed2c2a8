package arena

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// spriteKind names a picture the board and the strip draw many times. Each
// is painted once per size, scale and palette on the CPU, then reused
// every frame.
type spriteKind uint8

// The sprites. Those painted white are tinted when drawn.
const (
	sprToken  spriteKind = iota // a fighter's token: a = side, b = kind, c = letter
	sprBadges                   // its side badge and letter disc: a, b, c as sprToken
	sprFacing                   // the facing notch, pointing north
	sprRing                     // a ring round a token, white: a = line width
	sprInit                     // the dashed ring of the fighter with the initiative, white
	sprDot                      // a dot, white: reachable squares and path steps
	sprMelee                    // a crosshair round the token, white: melee targets
	sprShot                     // a thin ring and arrowheads in the corners, white: shot targets
	sprStop                     // an octagon with a bar: where a move was interrupted
	sprCursor                   // corner brackets, white: the cursor
	sprDead                     // a cross over a dead fighter's token
	sprFallen                   // a down arrow badge: fallen
	sprZz                       // a "Zz" badge: unconscious
	sprWound                    // a bandage cross badge: wounded
	sprCond                     // a condition's badge: a = its bit
	sprFP                       // a Fate Point: a gold diamond
	sprHatch                    // one AP unit of the negative track, hatched, white: a = width, b = height
)

type spriteKey struct {
	kind    spriteKind
	a, b, c int
}

// spriteCache holds the sprites of one cell size, scale and palette.
type spriteCache struct {
	cs    int
	scale float64
	pal   *Palette
	m     render.ImageCache[spriteKey]
}

// maxSprites bounds the sprites of a board: the tokens of every fighter
// and the marks, at one cell size.
const maxSprites = 160

// check empties the cache when the cell size, the scale or the palette
// changes.
func (s *spriteCache) check(cs int, scale float64, pal *Palette) {
	if s.m.Limit != 0 && s.cs == cs && s.scale == scale && s.pal == pal {
		return
	}
	s.m.Clear()
	s.m.Limit = maxSprites
	s.cs, s.scale, s.pal = cs, scale, pal
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

// Token geometry, as fractions of the cell size: the token sits in the
// upper part of its square, the HP pips and the AP track under it.
const (
	tokenR  = 0.3  // the token's radius
	tokenY  = 0.42 // its centre, down from the square's top
	rimW    = 0.075
	badgeAt = 0.24 // the side badge and letter disc, on the diagonals
)

// outline returns the width of the dark outline round light shapes.
func (s *spriteCache) outline() float32 {
	return float32(math.Max(1.2*s.scale, float64(s.cs)/34))
}

// paint paints the sprite of k. Sprites of tokens and marks are cs×cs,
// centred on the token's centre unless said otherwise.
func (s *spriteCache) paint(k spriteKey) *ebiten.Image {
	n, pal := s.cs, s.pal
	f := float32(n)
	c := f / 2
	ow := s.outline()
	switch k.kind {
	case sprToken:
		return tokenSprite(n, k.a, Kind(k.b), byte(k.c), ow, pal)
	case sprBadges:
		return badgesSprite(n, k.a, Kind(k.b), byte(k.c), ow, pal)
	case sprFacing:
		cv := render.NewCanvas(n, n)
		r := f * tokenR
		arc := &render.Shape{}
		arc.Arc(c, c, r-f*rimW/2, -math.Pi*0.68, -math.Pi*0.32)
		cv.Stroke(arc, f*rimW*0.6+2*ow, pal.Outline)
		cv.Stroke(arc, f*rimW*0.6, pal.Icon)
		tip, base, half := c-r-f*0.09, c-r+f*0.02, f*0.075
		head := render.Polygon(c, tip, c+half, base, c-half, base)
		cv.Stroke(head, 2*ow, pal.Outline)
		cv.Fill(head, pal.Icon)
		return cv.Upload()
	case sprRing, sprInit:
		w := float32(max(1, k.a))
		m := n + 2*k.a + 8
		cv := render.NewCanvas(m, m)
		cc, r := float32(m)/2, f*tokenR+w/2+ow+1
		if k.kind == sprInit {
			for i := range 10 { // ten thick dashes
				a0 := float32(i) * math.Pi / 5
				sh := &render.Shape{}
				sh.Arc(cc, cc, r, a0, a0+math.Pi/8)
				cv.Stroke(sh, w+2*ow, pal.Outline)
				cv.Stroke(sh, w, white)
			}
			return cv.Upload()
		}
		cv.Stroke(render.Circle(cc, cc, r), w+2*ow, pal.Outline)
		cv.Stroke(render.Circle(cc, cc, r), w, white)
		return cv.Upload()
	case sprDot:
		m := max(5, int(f*0.2))
		cv := render.NewCanvas(m, m)
		h := float64(m) / 2
		cv.Disc(h, h, h-0.5, pal.Outline, 1)
		cv.Disc(h, h, h-0.5-float64(ow), white, 1)
		return cv.Upload()
	case sprMelee: // a ring round the token with four ticks
		cv := render.NewCanvas(n, n)
		sh := render.Circle(c, c, f*0.4)
		for _, d := range [4][2]float32{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			sh.MoveTo(c+d[0]*f*0.28, c+d[1]*f*0.28)
			sh.LineTo(c+d[0]*f*0.48, c+d[1]*f*0.48)
		}
		w := max(2, f/16)
		cv.Stroke(sh, w+2*ow, pal.Outline)
		cv.Stroke(sh, w, white)
		return cv.Upload()
	case sprShot: // a thin ring and four arrowheads in the corners, pointing in
		cv := render.NewCanvas(n, n)
		ring := render.Circle(c, c, f*0.4)
		cv.Stroke(ring, max(1.5, f/30)+2*ow, pal.Outline)
		cv.Stroke(ring, max(1.5, f/30), white)
		for _, d := range [4][2]float32{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			tx, ty := c+d[0]*f*0.3, c+d[1]*f*0.3
			bx, by := c+d[0]*f*0.47, c+d[1]*f*0.47
			px, py := -d[1]*f*0.09, d[0]*f*0.09
			head := render.Polygon(tx, ty, bx+px, by+py, bx-px, by-py)
			cv.Stroke(head, 2*ow, pal.Outline)
			cv.Fill(head, white)
		}
		return cv.Upload()
	case sprStop: // an octagon with a white bar
		m := max(10, int(f*0.42))
		cv := render.NewCanvas(m, m)
		h, r := float32(m)/2, float32(m)/2-1
		pts := make([]float32, 0, 16)
		for i := range 8 {
			a := float64(i)*math.Pi/4 + math.Pi/8
			pts = append(pts, h+r*float32(math.Cos(a)), h+r*float32(math.Sin(a)))
		}
		oct := render.Polygon(pts...)
		cv.Fill(oct, pal.Outline)
		inner := oct.Transform(func(x, y float32) (float32, float32) { return h + (x-h)*0.84, h + (y-h)*0.84 })
		cv.Fill(inner, pal.Bad)
		cv.Fill(render.RoundRect(h-r*0.55, h-r*0.16, r*1.1, r*0.32, r*0.08), white)
		return cv.Upload()
	case sprCursor: // brackets in the four corners of the square
		cv := render.NewCanvas(n, n)
		w, l, in := max(2, f/18), f*0.26, max(2, f/18)/2+ow
		sh := &render.Shape{}
		for _, d := range [4][2]float32{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
			x := in + d[0]*(f-2*in)
			y := in + d[1]*(f-2*in)
			sx, sy := 1-2*d[0], 1-2*d[1]
			sh.MoveTo(x, y+sy*l)
			sh.LineTo(x, y)
			sh.LineTo(x+sx*l, y)
		}
		cv.Stroke(sh, w+2*ow, pal.Outline)
		cv.Stroke(sh, w, white)
		return cv.Upload()
	case sprDead:
		cv := render.NewCanvas(n, n)
		d := f * tokenR * 0.62
		sh := &render.Shape{}
		sh.MoveTo(c-d, c-d)
		sh.LineTo(c+d, c+d)
		sh.MoveTo(c+d, c-d)
		sh.LineTo(c-d, c+d)
		cv.Stroke(sh, max(2.5, f/15)+2*ow, pal.Outline)
		cv.Stroke(sh, max(2.5, f/15), pal.Bad)
		return cv.Upload()
	case sprFallen, sprZz, sprWound, sprCond, sprFP:
		return s.badge(k)
	case sprHatch:
		w, h := max(1, k.a), max(1, k.b)
		cv := render.NewCanvas(w, h)
		step := math.Max(3, float64(h)*0.7)
		for x := -float64(h); x < float64(w)+float64(h); x += step {
			cv.Line(x, float64(h), x+float64(h), 0, math.Max(1, float64(h)/4), white, 1)
		}
		return cv.Upload()
	}
	return render.NewImage(1, 1)
}

// sideBadge returns the shape that marks a side besides its colour: a
// diamond for side 0, a triangle for side 1.
func sideBadge(side int, x, y, s float32) *render.Shape {
	if side&1 == 0 {
		return render.Polygon(x, y-s*1.2, x+s*1.2, y, x, y+s*1.2, x-s*1.2, y)
	}
	return render.Polygon(x, y-s*1.2, x+s*1.15, y+s*0.85, x-s*1.15, y+s*0.85)
}

// tokenSprite paints a fighter's token, cs×cs and centred: a shadow, a
// rim in its side's colour and a dark inside with its kind's icon, or its
// letter large when it has none (or the token is small).
func tokenSprite(cs, side int, k Kind, letter byte, ow float32, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float64(cs)
	c := f / 2
	r := f * tokenR
	rw := math.Max(2, f*rimW)
	o := float64(ow)
	sc := pal.Side[side&1]
	cv.Disc(c+f*0.025, c+f*0.05, r+o, color.RGBA{0, 0, 0, 255}, 0.45)
	cv.Disc(c, c, r+o, pal.Outline, 1)
	cv.Disc(c, c, r, sc, 1)
	hi := &render.Shape{}
	hi.Arc(float32(c), float32(c), float32(r-rw*0.45), math.Pi*1.1, math.Pi*1.9)
	cv.Stroke(hi, float32(rw*0.3), render.Lighten(sc, 0.45))
	cv.Disc(c, c, r-rw, render.Darken(sc, 0.55), 1)
	cv.Disc(c, c-f*0.01, r-rw-math.Max(1, f/45), pal.SideDark[side&1], 1)
	if icon := bigIcon(cs, k); icon != "" {
		px := int(f * 0.4)
		if pic := icons.RGBA(icon, px); pic != nil {
			x, y := int(math.Round(c-float64(px)/2)), int(math.Round(c-float64(px)/2))
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} { // an outline
				cv.Stamp(pic, x+d[0], y+d[1], pal.Outline)
			}
			cv.Stamp(pic, x, y, pal.Icon)
			return cv.Upload()
		}
	}
	cv.Text(string(rune(letter)), f*0.36, true, c, c, pal.Icon, 0, 1)
	return cv.Upload()
}

// bigIcon returns the icon a token shows, "" when it shows its letter
// large instead: when its kind has none, or the token is small.
func bigIcon(cs int, k Kind) string {
	if cs < 30 {
		return ""
	}
	return k.icon()
}

// badgesSprite paints what a token wears over its facing: its side's
// badge (a diamond or a triangle) at the upper left and, beside an icon,
// its letter on a light disc at the lower right.
func badgesSprite(cs, side int, k Kind, letter byte, ow float32, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(cs, cs)
	f := float64(cs)
	c := f / 2
	o := float64(ow)
	sc := pal.Side[side&1]
	if bigIcon(cs, k) != "" && icons.RGBA(k.icon(), 8) != nil {
		bx, by, br := c+f*badgeAt, c+f*badgeAt, math.Max(6, f*0.11)
		cv.Disc(bx, by, br+o, pal.Outline, 1)
		cv.Disc(bx, by, br, render.Lighten(sc, 0.7), 1)
		cv.Text(string(rune(letter)), br*1.55, true, bx, by+br*0.04, pal.Outline, 0, 1)
	}
	bx, by := float32(c-f*badgeAt), float32(c-f*badgeAt)
	bs := float32(math.Max(3.5, f*0.075))
	badge := sideBadge(side, bx, by, bs)
	cv.Stroke(badge, 2*ow, pal.Outline)
	cv.Fill(badge, render.Lighten(sc, 0.15))
	return cv.Upload()
}
