package arena

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// ground is the map painted once into one picture the size of the board:
// every step shaded by its height with its height written in a corner,
// the shadows of higher neighbours and the lit lips where it drops, the
// walls, the terrain, the grid lines and the level's light. It is painted
// again only when the map, the light, the cell size or the palette
// changes.
type ground struct {
	img     *ebiten.Image
	cv      render.Canvas
	cs      int
	pal     *Palette
	w, h    int
	light   Light
	scale   float64
	heights []int
	terrain []Terrain
	version int // counts repaints
}

// update repaints the picture if what it shows has changed.
func (g *ground) update(s *Scene, cs int, pal *Palette) {
	if g.img != nil && g.cs == cs && g.pal == pal && g.w == s.W && g.h == s.H && g.light == s.Light && g.scale == s.scale() &&
		slices.Equal(g.heights, s.Heights) && slices.Equal(g.terrain, s.Terrain) {
		return
	}
	w, h := s.W*cs, s.H*cs
	if g.cv.RGBA == nil || g.cv.Rect.Dx() != w || g.cv.Rect.Dy() != h {
		g.cv.RGBA = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if g.img == nil || g.img.Bounds().Dx() != w || g.img.Bounds().Dy() != h {
		g.free()
		g.img = render.NewImage(w, h)
	}
	g.cs, g.pal, g.w, g.h, g.light, g.scale = cs, pal, s.W, s.H, s.Light, s.scale()
	g.heights = append(g.heights[:0], s.Heights...)
	g.terrain = append(g.terrain[:0], s.Terrain...)
	paintGround(&g.cv, s, cs, pal)
	g.img.WritePixels(g.cv.Pix)
	g.version++
}

// free lets go of the picture.
func (g *ground) free() {
	if g.img != nil {
		g.img.Deallocate()
		g.img = nil
	}
}

// lightVeil returns how much the level's light darkens the board.
func lightVeil(l Light) float64 {
	switch l {
	case Twilight:
		return 0.3
	case Night:
		return 0.55
	}
	return 0
}

// paintGround paints the whole map of s onto cv.
func paintGround(cv *render.Canvas, s *Scene, cs int, pal *Palette) {
	draw.Draw(cv.RGBA, cv.Rect, image.NewUniform(pal.Grid), image.Point{}, draw.Src)
	for y := range s.H {
		for x := range s.W {
			paintStep(cv, s, Pt(x, y), cs, pal)
		}
	}
	if v := lightVeil(s.Light); v > 0 { // the light dims the steps, not the signs of the terrain
		fillRect(cv, 0, 0, float64(s.W*cs), float64(s.H*cs), pal.Darkness, v)
	}
	for y := range s.H {
		for x := range s.W {
			paintTerrain(cv, s.TerrainAt(Pt(x, y)), float64(x*cs), float64(y*cs), float64(cs), pal)
		}
	}
	f := float64(cs)
	for y := range s.H { // the grid
		for x := range s.W {
			if s.Height(Pt(x, y)) == Wall {
				continue
			}
			fillRect(cv, float64(x*cs), float64(y*cs), f, 1, pal.Grid, 0.55)
			fillRect(cv, float64(x*cs), float64(y*cs), 1, f, pal.Grid, 0.55)
		}
	}
}

// fillRect fills a rectangle of cv with c at opacity a.
func fillRect(cv *render.Canvas, x, y, w, h float64, c color.RGBA, a float64) {
	if w <= 0 || h <= 0 {
		return
	}
	cv.Fill(render.Polygon(float32(x), float32(y), float32(x+w), float32(y), float32(x+w), float32(y+h), float32(x), float32(y+h)), render.Fade(c, a))
}

// paintStep paints square p: its top in its height's colour, a shadow
// along each side whose neighbour stands higher (deeper the higher it
// stands), a lit lip along each side where it drops, and its height in the
// top-left corner; a wall is a dark block of bricks with its face below.
func paintStep(cv *render.Canvas, s *Scene, p Point, cs int, pal *Palette) {
	f := float64(cs)
	x, y := float64(p.X*cs), float64(p.Y*cs)
	h := s.Height(p)
	if h == Wall {
		fillRect(cv, x, y, f, f, pal.Wall, 1)
		face := f * 0.22
		if s.In(Pt(p.X, p.Y+1)) && s.Height(Pt(p.X, p.Y+1)) != Wall {
			fillRect(cv, x, y+f-face, f, face, pal.WallFace, 1)
		} else {
			face = 0
		}
		rows := 3 // bricks: a shape that says "wall" without colour
		bh := (f - face) / float64(rows)
		lw := max(1, f/40)
		for r := range rows {
			by := y + float64(r)*bh
			fillRect(cv, x, by, f, lw, pal.WallFace, 1)
			off := 0.0
			if r%2 == 1 {
				off = f / 4
			}
			for bx := x + off; bx < x+f; bx += f / 2 {
				fillRect(cv, bx, by, lw, bh, pal.WallFace, 1)
			}
		}
		return
	}
	fillRect(cv, x, y, f, f, pal.Step(h), 1)
	for _, d := range [4]Dir{North, East, South, West} {
		v := d.Vec()
		n := Pt(p.X+v.X, p.Y+v.Y)
		if !s.In(n) {
			continue
		}
		nh := s.Height(n)
		if nh == Wall {
			nh = h + 2
		}
		switch {
		case nh > h: // a higher neighbour: its face casts a shadow on this step
			depth := min(0.42, 0.1+0.08*float64(nh-h)) * f
			a := min(0.85, 0.55+0.1*float64(nh-h))
			sideBand(cv, x, y, f, d, depth, pal.StepFace, a)
		case nh < h: // a drop: a lit lip, then a dark line at the edge
			sideBand(cv, x, y, f, d, max(2, f*0.07), render.Lighten(pal.Step(h), 0.45), 0.9)
			sideBand(cv, x, y, f, d, max(1, f*0.025), pal.StepFace, 1)
		}
	}
	size := min(f*0.3, max(8*s.scale(), f*0.22))
	cv.Text(strconv.Itoa(h), size, true, x+size*0.45, y+size*0.55, render.Fade(pal.Numeral, 0.7), 0, 1)
}

// sideBand fills a band depth deep along side d of the square at (x, y).
func sideBand(cv *render.Canvas, x, y, f float64, d Dir, depth float64, c color.RGBA, a float64) {
	switch d {
	case North:
		fillRect(cv, x, y, f, depth, c, a)
	case South:
		fillRect(cv, x, y+f-depth, f, depth, c, a)
	case West:
		fillRect(cv, x, y, depth, f, c, a)
	case East:
		fillRect(cv, x+f-depth, y, depth, f, c, a)
	}
}
