package elements

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// terrain is the map painted once into one picture the size of the board:
// every square's ground, roofs, walls and drops, the shadows the raised
// ones cast, the grid lines and the signs of objective squares. It is
// painted again only when the map, the cell size or the palette changes;
// a picture of another size is freed first.
type terrain struct {
	img     *ebiten.Image
	pix     *image.RGBA
	cv      render.Canvas
	cs      int
	pal     *Palette
	w, h    int
	tiles   []Tile
	version int // counts repaints
}

// update repaints the picture if what it shows has changed.
func (t *terrain) update(s *Scene, cs int, pal *Palette) {
	if t.img != nil && t.cs == cs && t.pal == pal && t.w == s.W && t.h == s.H && slices.Equal(t.tiles, s.Tiles) {
		return
	}
	w, h := s.W*cs, s.H*cs
	if t.pix == nil || t.pix.Rect.Dx() != w || t.pix.Rect.Dy() != h {
		t.pix = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if t.img == nil || t.img.Bounds().Dx() != w || t.img.Bounds().Dy() != h {
		t.free()
		t.img = render.NewImage(w, h)
	}
	t.cs, t.pal, t.w, t.h = cs, pal, s.W, s.H
	t.tiles = append(t.tiles[:0], s.Tiles...)
	p := painter{pix: t.pix, cs: cs, s: s, pal: pal}
	for y := range s.H {
		for x := range s.W {
			p.square(x, y)
		}
	}
	t.cv.RGBA = t.pix
	for i, tile := range s.Tiles {
		if tile == Objective {
			objectiveSign(&t.cv, float32((i%s.W)*cs)+float32(cs)/2, float32((i/s.W)*cs)+float32(cs)/2, float32(cs), pal)
		}
	}
	t.img.WritePixels(t.pix.Pix)
	t.version++
}

// free lets go of the picture.
func (t *terrain) free() {
	if t.img != nil {
		t.img.Deallocate()
		t.img = nil
	}
}

// objectiveSign paints the sign of an objective square centred on (cx,
// cy): a square stone plate, outlined, with a painted diamond and a
// four-pointed star, square so that it never reads as a round token.
func objectiveSign(cv *render.Canvas, cx, cy, cs float32, pal *Palette) {
	h := cs * 0.36
	ow := max(1.5, cs/28)
	plate := render.RoundRect(cx-h, cy-h, 2*h, 2*h, cs*0.06)
	cv.Stroke(plate, 2*ow, pal.Outline)
	cv.Fill(plate, render.Lighten(pal.Ground, 0.2))
	d := h * 0.86
	cv.Stroke(render.Polygon(cx, cy-d, cx+d, cy, cx, cy+d, cx-d, cy), max(1.5, cs/22), pal.MarkInner)
	k := cs * 0.2
	star := render.Polygon(cx, cy-k, cx+k*0.28, cy-k*0.28, cx+k, cy, cx+k*0.28, cy+k*0.28,
		cx, cy+k, cx-k*0.28, cy+k*0.28, cx-k, cy, cx-k*0.28, cy-k*0.28)
	cv.Stroke(star, ow, pal.Outline)
	cv.Fill(star, pal.Mark)
}

// painter paints squares into an RGBA picture, pixel by pixel. Every
// texture comes from render.Hash2 and value noise, so a map looks the same
// on every run and, scaled, at every size.
type painter struct {
	pix *image.RGBA
	cs  int
	s   *Scene
	pal *Palette
}

func (p *painter) set(gx, gy int, c color.RGBA) {
	i := gy*p.pix.Stride + gx*4
	q := p.pix.Pix[i : i+4 : i+4]
	q[0], q[1], q[2], q[3] = c.R, c.G, c.B, 255
}

// tile returns the tile of square (x, y); off the map, that of the
// nearest square on it, so that the map's edges cast no shadows.
func (p *painter) tile(x, y int) Tile {
	return p.s.Tile(Pt(max(0, min(p.s.W-1, x)), max(0, min(p.s.H-1, y))))
}

// square paints square (x, y): its own pixels, then the shadows of the
// raised squares north and west of it and the grid line on its top and
// left edges.
func (p *painter) square(x, y int) {
	cs, pal := p.cs, p.pal
	t := p.tile(x, y)
	f := 1 / float64(cs)
	tint := int(render.Hash2(x, y, 3)%9) - 4
	hN := p.tile(x, y-1).height() - t.height()
	hW := p.tile(x-1, y).height() - t.height()
	shadowN, shadowW := float64(cs)*0.2*float64(hN), float64(cs)*0.16*float64(hW)
	for j := range cs {
		for i := range cs {
			gx, gy := x*cs+i, y*cs+j
			n := noise(float64(gx)*f*2.3, float64(gy)*f*2.3, 5) - 0.5
			var c color.RGBA
			switch t {
			case Rough:
				c = p.rough(gx, gy, n, tint)
			case High:
				c = p.roof(x, y, i, j, gx, gy, n)
			case Wall:
				c = p.wall(x, y, i, j, gx, gy, n)
			case Gap:
				c = p.drop(x, y, i, j, gx, gy)
			default:
				c = render.Shade(pal.Ground, int(n*18)+tint+grain(gx, gy, 7, 4))
			}
			if t != Gap {
				if k := 1 - float64(j)/shadowN; hN > 0 && k > 0 {
					c = render.Dim(c, 1-0.55*k*k)
				}
				if k := 1 - float64(i)/shadowW; hW > 0 && k > 0 {
					c = render.Dim(c, 1-0.4*k*k)
				}
			}
			switch {
			case t == Wall || t == Gap || i > 0 && j > 0:
			case t == High:
				c = render.Mix(c, pal.Grid, 0.55)
			default:
				c = render.Mix(c, pal.Grid, 0.3)
			}
			p.set(gx, gy, c)
		}
	}
}

// rough paints scrub: darker, greener ground stippled with dark stones and
// light tufts, one dot at a jittered place in each small cell of a grid.
func (p *painter) rough(gx, gy int, n float64, tint int) color.RGBA {
	c := render.Shade(p.pal.Rough, int(n*22)+tint+grain(gx, gy, 11, 5))
	sp := max(4, p.cs/6)
	r := max(1.0, float64(p.cs)/26)
	cx, cy := gx/sp, gy/sp
	h := render.Hash2(cx, cy, 13)
	room := float64(sp) - 2*r - 1
	dx := float64(cx*sp) + r + 0.5 + float64(h&0xff)/255*max(0, room)
	dy := float64(cy*sp) + r + 0.5 + float64(h>>8&0xff)/255*max(0, room)
	d := math.Hypot(float64(gx)+0.5-dx, float64(gy)+0.5-dy)
	switch {
	case h>>16%5 == 0:
	case d <= r && h>>20%3 == 0:
		c = p.pal.Tuft
	case d <= r:
		c = p.pal.Stipple
	case d <= r+1:
		c = render.Mix(c, p.pal.Stipple, 0.35)
	}
	return c
}

// roof paints high ground: rows of rounded roof tiles running down the
// slope, a lit ridge where it rises from lower squares to the north, dark
// edges at its sides and the eaves, its raised face, along its southern
// edge above lower squares.
func (p *painter) roof(x, y, i, j, gx, gy int, n float64) color.RGBA {
	cs, pal := p.cs, p.pal
	tw := max(4, cs/5)   // a column of tiles
	tc := max(4, cs/4)   // a course of tiles
	face := max(3, cs/6) // the eaves
	lowN, lowS := p.tile(x, y-1).height() < 1, p.tile(x, y+1).height() < 1
	lowW, lowE := p.tile(x-1, y).height() < 1, p.tile(x+1, y).height() < 1
	if lowS && j >= cs-face {
		k := float64(j-(cs-face)) / float64(face)
		return render.Shade(pal.RoofFace, int(-18*k)+grain(gx, gy, 17, 3))
	}
	u := float64(gx%tw) / float64(tw)
	c := render.Shade(pal.Roof, int(22*math.Sin(math.Pi*u)-11+n*10)+grain(gx, gy, 19, 3))
	switch v := gy % tc; {
	case v == tc-1:
		c = render.Shade(c, -26)
	case u < 0.1:
		c = render.Shade(c, -14)
	case v == 0:
		c = render.Shade(c, 10)
	}
	rim := max(1, cs/22)
	switch {
	case lowN && j < rim+1:
		c = pal.RoofEdge
	case lowW && i < rim, lowE && i >= cs-rim:
		c = render.Mix(c, pal.RoofFace, 0.7)
	}
	return c
}

// wall paints a wall: a top of stone blocks in staggered courses, a lit
// rim towards lower squares to the north, and its raised face above lower
// squares to the south.
func (p *painter) wall(x, y, i, j, gx, gy int, n float64) color.RGBA {
	cs, pal := p.cs, p.pal
	face := 0
	if p.tile(x, y+1) != Wall {
		face = max(3, cs*7/25)
	}
	if j >= cs-face {
		fj := j - (cs - face)
		bh := max(2, face/2)
		c := render.Shade(pal.WallFace, grain(gx, gy, 23, 3)-fj*20/face)
		if fj%bh == 0 && fj > 0 || (gx+(fj/bh%2)*cs/4)%max(4, cs/2) == 0 {
			c = render.Shade(c, -18)
		}
		return c
	}
	sb := max(4, cs/3)
	course := gy / sb
	bx := (gx + course%2*sb/2) / sb
	c := render.Shade(pal.Wall, int(n*12)+int(render.Hash2(bx, course, 29)%13)-6+grain(gx, gy, 31, 3))
	if gy%sb == 0 || (gx+course%2*sb/2)%sb == 0 {
		c = render.Shade(c, -16)
	}
	if p.tile(x, y-1) != Wall && j < max(1, cs/20)+1 {
		c = render.Shade(c, 34)
	}
	return c
}

// drop paints a gap: a dark pit whose far (northern) side shows as a dim
// wall fading into the dark, with shadowed sides.
func (p *painter) drop(x, y, i, j, gx, gy int) color.RGBA {
	cs, pal := p.cs, p.pal
	c := render.Shade(pal.Drop, grain(gx, gy, 37, 2))
	if p.tile(x, y-1) != Gap {
		if k := 1 - float64(j)/(float64(cs)*0.5); k > 0 {
			c = render.Mix(c, render.Shade(pal.DropWall, grain(gx, gy, 41, 4)), k*k)
		}
		if j < max(1, cs/24) {
			c = render.Shade(pal.DropWall, 40)
		}
	}
	side := float64(cs) * 0.12
	if p.tile(x-1, y) != Gap {
		if k := 1 - float64(i)/side; k > 0 {
			c = render.Mix(c, pal.DropWall, 0.5*k)
		}
	}
	if p.tile(x+1, y) != Gap {
		if k := 1 - float64(cs-1-i)/side; k > 0 {
			c = render.Mix(c, pal.DropWall, 0.35*k)
		}
	}
	return c
}

// grain returns fine per-pixel noise in [-n, n].
func grain(gx, gy, salt, n int) int { return int(render.Hash2(gx, gy, salt)%uint32(2*n+1)) - n }

// noise returns smooth value noise in [0, 1] at (x, y).
func noise(x, y float64, salt int) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	ix, iy := int(x0), int(y0)
	fx, fy := x-x0, y-y0
	fx, fy = fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	at := func(i, j int) float64 { return float64(render.Hash2(ix+i, iy+j, salt)&0xffff) / 0xffff }
	top := at(0, 0) + (at(1, 0)-at(0, 0))*fx
	bottom := at(0, 1) + (at(1, 1)-at(0, 1))*fx
	return top + (bottom-top)*fy
}
