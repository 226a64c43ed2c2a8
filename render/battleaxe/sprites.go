package battleaxe

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// spriteKind names a picture the board draws many times. Each is painted
// once per size and palette on the CPU, then reused every frame, stretched
// a little to the size it is drawn at.
type spriteKind uint8

// The sprites. Those painted white are tinted when drawn.
const (
	sprVoid    spriteKind = iota // dark stone, four squares a side: a = variant
	sprRoom                      // a room square's flagstones: a = variant
	sprPassage                   // a passage square's cobbles: a = variant
	sprChasm                     // a pit, one square
	sprOverlap                   // the hatching of an overlap, white
	sprContent                   // room contents: a = 1 when high, s = icon or letter
	sprToken                     // a mini's token: a = look (see tokenLook), b = player, s = icon or label
	sprRing                      // a ring round a token, white: a = squares across
	sprDot                       // a dot, white
	sprCross                     // crossed blades in the corners, white: fighting targets
	sprScope                     // a crosshair, white: shooting targets
	sprSkull                     // a dead mini's skull
	sprZz                        // an unconscious mini's Zz
	sprDie                       // a die: a = DieKind, b = the value shown
)

type spriteKey struct {
	kind spriteKind
	px   int
	a, b int
	s, t string
}

// spriteCache holds the sprites of one palette.
type spriteCache struct {
	pal *Palette
	m   render.ImageCache[spriteKey]
}

// maxSprites bounds the sprites of a board: the tiles, tokens and marks
// of two or three sizes while zooming.
const maxSprites = 384

// check empties the cache when the palette changes.
func (s *spriteCache) check(pal *Palette) {
	if s.m.Limit != 0 && s.pal == pal {
		return
	}
	s.m.Clear()
	s.m.Limit = maxSprites
	s.pal = pal
}

// spriteSize returns the size sprites are painted at for squares of cs
// pixels: cs rounded up to a few steps, so that zooming paints a handful
// of sizes rather than one a frame.
func spriteSize(cs float64) int {
	n := int(math.Ceil(cs))
	switch {
	case n <= 16:
		return max(8, (n+3)/4*4)
	case n <= 64:
		return (n + 7) / 8 * 8
	}
	return min(256, (n+15)/16*16)
}

// get returns a sprite, painting it first if needed.
func (s *spriteCache) get(kind spriteKind, px, a, b int, str string) *ebiten.Image {
	return s.lookup(spriteKey{kind: kind, px: px, a: a, b: b, s: str})
}

// getNamed is get for a sprite with a second string, name.
func (s *spriteCache) getNamed(kind spriteKind, px, a int, str, name string) *ebiten.Image {
	return s.lookup(spriteKey{kind: kind, px: px, a: a, s: str, t: name})
}

// lookup returns the sprite of k, painting it first if needed.
func (s *spriteCache) lookup(k spriteKey) *ebiten.Image {
	if img, ok := s.m.Lookup(k); ok {
		return img
	}
	img := s.paint(k)
	s.m.Put(k, img)
	return img
}

var white = color.RGBA{255, 255, 255, 255}

// paint paints the sprite of k.
func (s *spriteCache) paint(k spriteKey) *ebiten.Image {
	pal, n := s.pal, k.px
	switch k.kind {
	case sprVoid:
		return voidSprite(n, k.a, pal)
	case sprRoom:
		return roomSprite(n, k.a, pal)
	case sprPassage:
		return passageSprite(n, k.a, pal)
	case sprChasm:
		return chasmSprite(n, k.a == 1, pal)
	case sprOverlap:
		return overlapSprite(n)
	case sprContent:
		return contentSprite(n, k.a == 1, k.s, k.t, pal)
	case sprToken:
		return tokenSprite(n, tokenLook(k.a), k.b, k.s, pal)
	case sprRing:
		return ringSprite(n, k.a, pal)
	case sprDot:
		return dotSprite(n, pal)
	case sprCross:
		return crossSprite(n, pal)
	case sprScope:
		return scopeSprite(n, pal)
	case sprSkull:
		return skullSprite(n, pal)
	case sprZz:
		return zzSprite(n, pal)
	case sprDie:
		return dieSprite(n, DieKind(k.a), k.b, pal)
	}
	return ebiten.NewImage(1, 1)
}

// noise returns a value in [-1, 1) from a square's position and a salt.
func noise(x, y, salt int) float64 { return float64(render.Hash2(x, y, salt)%2001)/1000 - 1 }

// voidSprite paints dark rough stone, four squares of n pixels a side:
// flecks and a few cracks, so that unexplored rock is not flat black.
func voidSprite(n, variant int, pal *Palette) *ebiten.Image {
	m := 4 * n
	cv := render.NewCanvas(m, m)
	f := float64(m)
	cv.Fill(render.Polygon(0, 0, float32(f), 0, float32(f), float32(f), 0, float32(f)), pal.Void)
	for i := range 60 {
		x := (noise(i, variant, 11) + 1) / 2 * f
		y := (noise(i, variant, 12) + 1) / 2 * f
		r := math.Max(0.6, f/80*(1.2+noise(i, variant, 13)))
		c := pal.VoidFleck
		if i%3 == 0 {
			c = render.Darken(pal.Void, 0.4)
		}
		cv.Disc(x, y, r, c, 0.9)
	}
	for i := range 3 { // cracks
		x, y := (noise(i, variant, 21)+1)/2*f, (noise(i, variant, 22)+1)/2*f
		pts := make([]float64, 0, 10)
		pts = append(pts, x, y)
		for j := range 4 {
			x += noise(i, j+variant*7, 23) * f / 8
			y += noise(i, j+variant*7, 24) * f / 8
			pts = append(pts, x, y)
		}
		cv.Polyline(pts, math.Max(0.8, f/260), 0, 0, true, render.Darken(pal.Void, 0.55), 1)
	}
	return cv.Upload()
}

// roomSprite paints one square of room flagstones: four slabs of slightly
// different shades with mortar between them and a faint grid line round
// the square.
func roomSprite(n, variant int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float64(n)
	cv.Fill(render.Polygon(0, 0, float32(f), 0, float32(f), float32(f), 0, float32(f)), pal.Mortar)
	g := math.Max(0.8, f/40) // half a joint
	h := f / 2
	for i := range 4 {
		x, y := float64(i%2)*h, float64(i/2)*h
		if variant&1 == 1 && i >= 2 { // a running bond on some squares
			x = math.Mod(x+h/2, f) - h/2
		}
		c := render.Shade(pal.Room, int(noise(i, variant, 31)*10))
		cv.Fill(render.RoundRect(float32(x+g), float32(y+g), float32(h-2*g), float32(h-2*g), float32(f/28)), c)
		if x < 0 { // the slab cut at the left edge shows again at the right
			cv.Fill(render.RoundRect(float32(x+f+g), float32(y+g), float32(h-2*g), float32(h-2*g), float32(f/28)), c)
		}
		cv.Line(x+g*2, y+g*1.5, x+h-g*2, y+g*1.5, math.Max(0.6, f/64), render.Lighten(c, 0.18), 0.7)
	}
	grid := render.Darken(pal.Mortar, 0.3)
	cv.Line(0, 0.5, f, 0.5, 1, grid, 0.8)
	cv.Line(0.5, 0, 0.5, f, 1, grid, 0.8)
	return cv.Upload()
}

// passageSprite paints one square of passage floor: packed earth with
// round cobbles, warmer and rougher than a room.
func passageSprite(n, variant int, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float64(n)
	cv.Fill(render.Polygon(0, 0, float32(f), 0, float32(f), float32(f), 0, float32(f)), pal.Passage)
	for i := range 9 {
		x := (float64(i%3) + 0.5 + noise(i, variant, 41)*0.22) * f / 3
		y := (float64(i/3) + 0.5 + noise(i, variant, 42)*0.22) * f / 3
		r := f / 7.5 * (1 + noise(i, variant, 43)*0.15)
		c := render.Shade(pal.Cobble, int(noise(i, variant, 44)*12))
		cv.Disc(x+f/60, y+f/50, r, render.Darken(pal.Passage, 0.45), 0.8)
		cv.Disc(x, y, r, c, 1)
		cv.Disc(x-r*0.25, y-r*0.3, r*0.35, render.Lighten(c, 0.12), 0.6)
	}
	grid := render.Darken(pal.Passage, 0.45)
	cv.Line(0, 0.5, f, 0.5, 1, grid, 0.8)
	cv.Line(0.5, 0, 0.5, f, 1, grid, 0.8)
	return cv.Upload()
}

// chasmSprite paints a pit: near black, with, on the squares at its
// northern edge (rim), a lighter lip where the far wall drops away.
func chasmSprite(n int, rim bool, pal *Palette) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float64(n)
	cv.Fill(render.Polygon(0, 0, float32(f), 0, float32(f), float32(f), 0, float32(f)), pal.Pit)
	for i := range 6 {
		if !rim {
			break
		}
		a := float32(0.5 - float64(i)*0.07)
		cv.Line(0, float64(i)*f/12+f/24, f, float64(i)*f/12+f/24, f/12, pal.PitRim, a)
	}
	for i := range 5 { // a few far-off glints: depth
		cv.Disc((noise(i, 0, 51)+1)/2*f, f*0.5+(noise(i, 0, 52)+1)/4*f, math.Max(0.5, f/90), pal.PitRim, 0.6)
	}
	return cv.Upload()
}

// overlapSprite paints the hatching of a square where two tiles overlap:
// diagonal stripes and a double outline, white.
func overlapSprite(n int) *ebiten.Image {
	cv := render.NewCanvas(n, n)
	f := float64(n)
	step := math.Max(5, f/5)
	for x := -f; x < 2*f; x += step {
		cv.Line(x, 0, x+f, f, math.Max(1, f/26), white, 0.8)
	}
	w := math.Max(1, f/28)
	cv.Stroke(render.RoundRect(float32(w), float32(w), float32(f-2*w), float32(f-2*w), 0), float32(w), white)
	cv.Stroke(render.RoundRect(float32(4*w), float32(4*w), float32(f-8*w), float32(f-8*w), 0), float32(w), white)
	return cv.Upload()
}
