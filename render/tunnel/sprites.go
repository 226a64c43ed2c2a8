package tunnel

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/render"
)

// spriteKind names a shape the board draws many times. Each is drawn once
// per cell size and palette with anti-aliased paths, then reused every frame.
type spriteKind uint8

// The sprites.
const (
	sprToken  spriteKind = iota // a fighter's token: icon, name, b = side
	sprFacing                   // the facing arrowhead, pointing north
	sprRing                     // a ring around a token: a = line width
	sprProne                    // the prone badge
	sprDot                      // a small dot: reachable squares, path steps
	sprCross                    // a crosshair: swing targets
	sprArrow                    // an arrow pointing north: shunts, facings
	sprSkull                    // a skull: where a fighter died
)

type spriteKey struct {
	kind       spriteKind
	a, b       int
	icon, name string
}

// spriteCache holds the sprites of one cell size and palette.
type spriteCache struct {
	cs  int
	pal *Palette
	m   render.ImageCache[spriteKey]
}

// maxSprites bounds the sprites of a board: the tokens of every model on
// it, their rings, marks and facings, at one cell size.
const maxSprites = 256

// check empties the cache when the cell size or the palette changes.
func (s *spriteCache) check(cs int, pal *Palette) {
	if s.m.Limit != 0 && s.cs == cs && s.pal == pal {
		return
	}
	s.m.Clear()
	s.m.Limit = maxSprites
	s.cs, s.pal = cs, pal
}

// get returns a sprite, drawing it first if needed.
func (s *spriteCache) get(kind spriteKind, a, b int) *ebiten.Image {
	return s.cached(spriteKey{kind: kind, a: a, b: b})
}

// token returns the token of a fighter with the icon (or the initial of
// name) on side.
func (s *spriteCache) token(icon, name string, side int) *ebiten.Image {
	return s.cached(spriteKey{kind: sprToken, b: side, icon: icon, name: name})
}

// cached returns the sprite of k, drawing it first if needed.
func (s *spriteCache) cached(k spriteKey) *ebiten.Image {
	if img, ok := s.m.Lookup(k); ok {
		return img
	}
	img := s.build(k)
	s.m.Put(k, img)
	return img
}

func (s *spriteCache) build(k spriteKey) *ebiten.Image {
	cs, pal := float32(s.cs), s.pal
	ow := max(1.2, cs/30) // outline width
	switch k.kind {
	case sprToken:
		return tokenSprite(s.cs, k.icon, k.name, k.b, pal)
	case sprFacing:
		return facingSprite(s.cs, pal)
	case sprRing:
		w := float32(k.a)
		n := s.cs + 2*k.a + 6
		img := ebiten.NewImage(n, n)
		c, r := float32(n)/2, cs*0.45+w/2
		render.StrokePath(img, render.CirclePath(c, c, r), w+2*ow, pal.Outline)
		render.StrokePath(img, render.CirclePath(c, c, r), w, color.RGBA{255, 255, 255, 255})
		return img
	case sprProne:
		n := max(6, int(cs*0.34))
		img := ebiten.NewImage(n, n)
		c := float32(n) / 2
		render.FillPath(img, render.CirclePath(c, c, c-0.5), pal.Outline)
		if ic := icons.Image("prone", int(float32(n)*0.72)); ic != nil {
			drawCentred(img, ic, float64(c), float64(c), pal.Icon)
		} else {
			drawLetter(img, "z", float64(c), float64(c), float64(n)*0.8, pal.Icon)
		}
		return img
	case sprDot:
		n := max(4, int(cs*0.26))
		img := ebiten.NewImage(n, n)
		c := float32(n) / 2
		render.FillPath(img, render.CirclePath(c, c, c-0.5), pal.Outline)
		render.FillPath(img, render.CirclePath(c, c, c-0.5-ow), color.RGBA{255, 255, 255, 255})
		return img
	case sprCross:
		n := s.cs
		img := ebiten.NewImage(n, n)
		c := float32(n) / 2
		var p vector.Path
		r := cs * 0.3
		render.AddArc(&p, c, c, r, 0, 2*math.Pi, true)
		p.Close()
		for _, d := range [4][2]float32{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			p.MoveTo(c+d[0]*cs*0.18, c+d[1]*cs*0.18)
			p.LineTo(c+d[0]*cs*0.46, c+d[1]*cs*0.46)
		}
		w := max(2, cs/16)
		render.StrokePath(img, &p, w+2*ow, pal.Outline)
		render.StrokePath(img, &p, w, color.RGBA{255, 255, 255, 255})
		return img
	case sprArrow:
		n := s.cs
		img := ebiten.NewImage(n, n)
		c := float32(n) / 2
		path := render.PolygonPath(c, c-cs*0.34, c+cs*0.26, c-cs*0.04, c+cs*0.1, c-cs*0.04, c+cs*0.1, c+cs*0.3,
			c-cs*0.1, c+cs*0.3, c-cs*0.1, c-cs*0.04, c-cs*0.26, c-cs*0.04)
		render.StrokePath(img, path, 2*ow, pal.Outline)
		render.FillPath(img, path, color.RGBA{255, 255, 255, 255})
		return img
	case sprSkull:
		n := max(6, int(cs*0.62))
		img := ebiten.NewImage(n, n)
		c := float64(n) / 2
		if ic := icons.Image("skull", n); ic != nil {
			for _, d := range [4][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				drawCentred(img, ic, c+d[0], c+d[1], pal.Outline)
			}
			drawCentred(img, ic, c, c, color.RGBA{255, 255, 255, 255})
		} else {
			f := float32(n)
			render.StrokePath(img, render.PolygonPath(f*0.2, f*0.2, f*0.8, f*0.8), f*0.16+2*ow, pal.Outline)
			render.StrokePath(img, render.PolygonPath(f*0.8, f*0.2, f*0.2, f*0.8), f*0.16+2*ow, pal.Outline)
			render.StrokePath(img, render.PolygonPath(f*0.2, f*0.2, f*0.8, f*0.8), f*0.16, color.RGBA{255, 255, 255, 255})
			render.StrokePath(img, render.PolygonPath(f*0.8, f*0.2, f*0.2, f*0.8), f*0.16, color.RGBA{255, 255, 255, 255})
		}
		return img
	}
	return ebiten.NewImage(1, 1)
}

// drawCentred draws src centred on (cx, cy) of dst, tinted c. For building
// sprites only.
func drawCentred(dst, src *ebiten.Image, cx, cy float64, c color.RGBA) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(cx-float64(src.Bounds().Dx())/2), math.Round(cy-float64(src.Bounds().Dy())/2))
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(src, op)
}

// drawLetter draws s in bold, centred on (cx, cy) of dst. For building
// sprites only.
func drawLetter(dst *ebiten.Image, s string, cx, cy, size float64, c color.RGBA) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(cx, cy)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignCenter, text.AlignCenter
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, render.BoldFace(size), op)
}
