package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DieKind is whose die it is. The two kinds differ in shape as well as in
// colour: Attack Dice are rounded squares, Defence Dice have cut corners and
// a thick light border, like a shield.
type DieKind uint8

// The kinds of die.
const (
	AttackDie  DieKind = iota // orange, rounded square
	DefenceDie                // blue, cut corners and a border
)

// DieState is how a die is shown.
type DieState uint8

// The states of a die.
const (
	DiePlain     DieState = iota // as rolled
	DieCancelled                 // removed by a matching die: faded, struck through
	DiePickable                  // may be picked: raised and outlined
	DieHover                     // pickable and under the cursor: raised higher, bright outline
	DiePicked                    // the result picked: outlined in the good colour
)

// DrawDie draws a die showing value in the square r (its smaller side) with
// br: its shadow, the halo of its state, its face and, for a cancelled die,
// a stroke through it. cancel (0 to 1) is how far a cancelled die has faded
// and its stroke is drawn, angle turns it (radians) and alpha fades all of
// it.
func DrawDie(dst *ebiten.Image, br *Brush, r image.Rectangle, value int, kind DieKind, state DieState, cancel, angle float64, alpha float32, pal *Palette) {
	s := min(r.Dx(), r.Dy())
	if s < 4 {
		return
	}
	fs := float64(s)
	cx := float64(r.Min.X) + float64(r.Dx())/2
	cy := float64(r.Min.Y) + float64(r.Dy())/2
	lift := 0.0
	var halo color.RGBA
	switch state {
	case DiePickable:
		lift, halo = fs*0.05, pal.Selection
	case DieHover:
		lift, halo = fs*0.1, pal.Hover
	case DiePicked:
		lift, halo = fs*0.06, pal.Good
	case DieCancelled:
		alpha *= float32(1 - 0.5*cancel)
	}
	br.Sprite(dst, dieSprite(kind, 0, s, partShadow, pal), cx+fs*0.04, cy+fs*0.06+lift*0.2, 1, 1, angle, pal.Shadow, 0.5*alpha)
	cy -= lift
	if halo.A != 0 {
		a, part := alpha, partHalo
		switch state {
		case DiePickable:
			a *= 0.7
		case DieHover:
			part = partHaloWide
		}
		br.Sprite(dst, dieSprite(kind, 0, s, part, pal), cx, cy, 1, 1, angle, halo, a)
	}
	tint := color.RGBA{255, 255, 255, 255}
	if state == DieCancelled {
		v := uint8(255 - 50*cancel)
		tint = color.RGBA{v, v, v, 255}
	}
	br.Sprite(dst, dieSprite(kind, max(1, min(6, value)), s, partFace, pal), cx, cy, 1, 1, angle, tint, alpha)
	if state == DieCancelled && cancel > 0 {
		x0, y0 := cx-fs*0.42, cy+fs*0.42
		x1, y1 := x0+fs*0.84*cancel, y0-fs*0.84*cancel
		w := max(2, fs*0.09)
		br.Bar(dst, x0, y0, x1, y1, w+2, pal.Outline, 0.8)
		br.Bar(dst, x0, y0, x1, y1, w, pal.Text, 0.95)
	}
}

type diePart uint8

// The parts a die is drawn from.
const (
	partFace     diePart = iota // the die with its pips
	partHalo                    // the die's shape, larger, in white: outlines
	partHaloWide                // a wider outline, for the die under the cursor
	partShadow                  // the die's shape in black
)

type dieKey struct {
	kind      DieKind
	value     int
	size      int
	part      diePart
	body, pip color.RGBA
}

// dieCache holds die sprites by kind, value, size, part and colours. A
// screen draws two kinds, six faces and their outlines at one or two sizes.
var dieCache = ImageCache[dieKey]{Limit: 256}

// dieSprite returns a die sprite, drawing it on first use. Sprites are
// square with room around the die for its outline.
func dieSprite(kind DieKind, value, s int, part diePart, pal *Palette) *ebiten.Image {
	body, pip := pal.Attack, pal.AttackPip
	if kind == DefenceDie {
		body, pip = pal.Defence, pal.DefencePip
	}
	return dieCache.Get(dieKey{kind, value, s, part, body, pip}, paintDie)
}

// paintDie paints the die sprite of k.
func paintDie(k dieKey) *ebiten.Image {
	kind, value, s, part, body, pip := k.kind, k.value, k.size, k.part, k.body, k.pip
	pad := max(4, s/6)
	n := s + 2*pad
	img := ebiten.NewImage(n, n)
	f, p := float32(s), float32(pad)
	white := color.RGBA{255, 255, 255, 255}
	switch part {
	case partShadow:
		FillPath(img, dieShape(kind, p, p, f), white)
	case partHalo, partHaloWide:
		h := max(2, f/14)
		if part == partHaloWide {
			h = max(3, f/8)
		}
		FillPath(img, dieShape(kind, p-h, p-h, f+2*h), white)
	case partFace:
		FillPath(img, dieShape(kind, p, p, f), Darken(body, 0.45))
		FillPath(img, dieShapeH(kind, p, p, f, f*0.93), body)
		if kind == DefenceDie {
			in := f * 0.1
			StrokePath(img, dieShape(kind, p+in, p+in*0.9, f-2*in), f*0.075, Lighten(body, 0.45))
		} else {
			FillPath(img, dieShapeH(kind, p+f*0.1, p+f*0.06, f*0.8, f*0.2), Lighten(body, 0.14))
			FillPath(img, dieShapeH(kind, p+f*0.1, p+f*0.12, f*0.8, f*0.72), body)
		}
		r := f * 0.088
		for _, q := range pipSpots[value] {
			x, y := p+q[0]*f, p+q[1]*f*0.95
			FillPath(img, CirclePath(x, y+f*0.012, r), Darken(body, 0.5))
			FillPath(img, CirclePath(x, y, r), pip)
		}
	}
	return img
}

// pipSpots are the pip centres of each face, as fractions of the die.
var pipSpots = [7][][2]float32{
	1: {{0.5, 0.5}},
	2: {{0.28, 0.28}, {0.72, 0.72}},
	3: {{0.28, 0.28}, {0.5, 0.5}, {0.72, 0.72}},
	4: {{0.28, 0.28}, {0.72, 0.28}, {0.28, 0.72}, {0.72, 0.72}},
	5: {{0.28, 0.28}, {0.72, 0.28}, {0.5, 0.5}, {0.28, 0.72}, {0.72, 0.72}},
	6: {{0.28, 0.26}, {0.72, 0.26}, {0.28, 0.5}, {0.72, 0.5}, {0.28, 0.74}, {0.72, 0.74}},
}

// dieShape returns the outline of a die of size s at (x, y).
func dieShape(kind DieKind, x, y, s float32) *vector.Path { return dieShapeH(kind, x, y, s, s) }

// dieShapeH is dieShape with its own height h.
func dieShapeH(kind DieKind, x, y, s, h float32) *vector.Path {
	if kind == DefenceDie {
		c := min(s, h) * 0.24
		return PolygonPath(x+c, y, x+s-c, y, x+s, y+c, x+s, y+h-c, x+s-c, y+h, x+c, y+h, x, y+h-c, x, y+c)
	}
	return RoundRectPath(x, y, s, h, min(s, h)*0.22)
}
