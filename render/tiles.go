package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

// tileLayer is the map's ground painted once into an offscreen image: rock,
// walls, flagstones, doors, exits and braziers. It is painted again only when
// the level, the cell size, the palette or a door changes.
type tileLayer struct {
	img     *ebiten.Image
	pix     *image.RGBA
	lvl     *tunnel.Level
	cs      int
	pal     *Palette
	version int           // counts repaints
	doors   []grid.Point  // the level's door squares
	exits   []grid.Point  // the level's exit squares
	state   []tunnel.Tile // what they were when last painted
}

// update repaints the layer if what it shows has changed.
func (t *tileLayer) update(b *Board, g *tunnel.Game, pal *Palette) {
	lvl := g.Level()
	dirty := t.img == nil || t.lvl != lvl || t.cs != b.cs || t.pal != pal
	if t.lvl != lvl {
		t.doors, t.exits = t.doors[:0], t.exits[:0]
		for i, tile := range lvl.Tiles {
			switch tile {
			case tunnel.DoorClosed, tunnel.DoorOpen:
				t.doors = append(t.doors, grid.Pt(i%lvl.W, i/lvl.W))
			case tunnel.Exit:
				t.exits = append(t.exits, grid.Pt(i%lvl.W, i/lvl.W))
			}
		}
		t.state = make([]tunnel.Tile, len(t.doors))
	}
	for k, p := range t.doors {
		if g.Tile(p) != t.state[k] {
			dirty = true
			t.state[k] = g.Tile(p)
		}
	}
	if dirty {
		t.paint(b, g, pal)
	}
}

// paint draws every square on the CPU, uploads the pixels, then adds icons.
func (t *tileLayer) paint(b *Board, g *tunnel.Game, pal *Palette) {
	lvl, cs := g.Level(), b.cs
	w, h := lvl.W*cs, lvl.H*cs
	if t.pix == nil || t.pix.Rect.Dx() != w || t.pix.Rect.Dy() != h {
		t.pix = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if t.img == nil || t.img.Bounds().Dx() != w || t.img.Bounds().Dy() != h {
		if t.img != nil {
			t.img.Deallocate()
		}
		t.img = ebiten.NewImage(w, h)
	}
	p := painter{pix: t.pix, cs: cs, g: g, pal: pal}
	for y := range lvl.H {
		for x := range lvl.W {
			p.cell(x, y)
		}
	}
	t.img.WritePixels(t.pix.Pix)
	t.lvl, t.cs, t.pal = lvl, cs, pal
	t.decorate(&b.br, g, pal)
	t.version++
}

// decorate bakes what never changes into the layer: braziers, and the
// arrow of exits when there is no exit icon. Door and exit icons are drawn
// every frame above the darkness instead (see drawTileIcons).
func (t *tileLayer) decorate(br *brush, g *tunnel.Game, pal *Palette) {
	lvl, cs := g.Level(), t.cs
	for _, p := range t.exits {
		px := int(float64(cs)*0.56 + 0.5)
		if icon("exit", px) == nil {
			cx, cy := iconCentre(p, cs, px)
			exitArrow(t.img, float32(cx), float32(cy), float32(px)/2, exitDir(g, int(p.X), int(p.Y)), pal)
		}
	}
	for _, l := range lvl.Lights {
		px := int(float64(cs)*0.66 + 0.5)
		cx, cy := iconCentre(l.At, cs, px)
		if img := icon("brazier", px); img != nil {
			br.sprite(t.img, img, cx+1, cy+2, 1, 1, 0, pal.Outline, 0.7)
			br.sprite(t.img, img, cx, cy, 1, 1, 0, pal.Flame, 1)
		} else {
			r := float32(px) / 2
			fillPath(t.img, polygon(float32(cx)-r*0.7, float32(cy), float32(cx)+r*0.7, float32(cy), float32(cx)+r*0.4, float32(cy)+r*0.6, float32(cx)-r*0.4, float32(cy)+r*0.6), pal.DoorFrame)
			fillPath(t.img, circle(float32(cx), float32(cy)-r*0.2, r*0.45), pal.Glow)
			fillPath(t.img, circle(float32(cx), float32(cy)-r*0.15, r*0.25), pal.Flame)
		}
	}
}

// iconCentre returns where to centre an icon of px pixels on square p of a
// layer with cells of cs pixels, so that it lands on whole pixels.
func iconCentre(p grid.Point, cs, px int) (float64, float64) {
	o := float64((cs-px)/2) + float64(px)/2
	return float64(int(p.X)*cs) + o, float64(int(p.Y)*cs) + o
}

// drawTileIcons draws the icons of doors and exits above the darkness, so
// that they read even in the dark, dimmed a little there. The map's top-left
// corner is at (ox, oy) of dst.
func (b *Board) drawTileIcons(dst *ebiten.Image, ox, oy float64, g *tunnel.Game, pal *Palette) {
	cs := b.cs
	for _, p := range b.tiles.doors {
		dim := float32(1 - 0.35*b.light.darkness(p))
		switch g.Tile(p) {
		case tunnel.DoorClosed:
			px := int(float64(cs)*0.6 + 0.5)
			cx, cy := iconCentre(p, cs, px)
			b.br.sprite(dst, icon("door-closed", px), cx+ox, cy+oy, 1, 1, 0, pal.DoorIcon, 0.95*dim)
		case tunnel.DoorOpen:
			px := int(float64(cs)*0.5 + 0.5)
			cx, cy := iconCentre(p, cs, px)
			b.br.sprite(dst, icon("door-open", px), cx+ox, cy+oy, 1, 1, 0, pal.DoorIcon, 0.45*dim)
		}
	}
	for _, p := range b.tiles.exits {
		px := int(float64(cs)*0.56 + 0.5)
		img := icon("exit", px)
		if img == nil {
			continue
		}
		dim := float32(1 - 0.3*b.light.darkness(p))
		cx, cy := iconCentre(p, cs, px)
		cx, cy = cx+ox, cy+oy
		b.br.sprite(dst, img, cx+1, cy+1, 1, 1, 0, pal.Outline, 0.6*dim)
		b.br.sprite(dst, img, cx, cy, 1, 1, 0, pal.ExitIcon, dim)
	}
}

// exitArrow draws a chevron pointing in direction d, for exits without an icon.
func exitArrow(dst *ebiten.Image, cx, cy, r float32, d grid.Dir, pal *Palette) {
	v := d.Vec()
	fx, fy := float32(v.X), float32(v.Y) // forward
	sx, sy := -fy, fx                    // sideways
	path := polygon(cx+fx*r, cy+fy*r, cx-fx*r*0.3+sx*r*0.8, cy-fy*r*0.3+sy*r*0.8,
		cx-fx*r*0.3-sx*r*0.8, cy-fy*r*0.3-sy*r*0.8)
	strokePath(dst, path, 3, pal.Outline)
	fillPath(dst, path, pal.ExitIcon)
}

// exitDir returns the side of an exit square that leads out of the map: the
// first of its neighbours that is rock, or south.
func exitDir(g *tunnel.Game, x, y int) grid.Dir {
	for _, d := range grid.Dirs {
		if g.Tile(grid.Pt(x, y).Step(d)) == tunnel.Rock {
			return d
		}
	}
	return grid.South
}

// painter paints squares into an RGBA image, pixel by pixel.
type painter struct {
	pix *image.RGBA
	cs  int
	g   *tunnel.Game
	pal *Palette
}

func (p *painter) set(gx, gy int, c color.RGBA) {
	i := gy*p.pix.Stride + gx*4
	s := p.pix.Pix[i : i+4 : i+4]
	s[0], s[1], s[2], s[3] = c.R, c.G, c.B, 255
}

func (p *painter) tile(x, y int) tunnel.Tile { return p.g.Tile(grid.Pt(x, y)) }

// solid reports whether a tile stands up from the floor: wall or rock.
func solid(t tunnel.Tile) bool { return t == tunnel.Wall || t == tunnel.Rock }

func (p *painter) cell(x, y int) {
	switch p.tile(x, y) {
	case tunnel.Rock:
		p.rock(x, y)
	case tunnel.Wall:
		p.wall(x, y)
	case tunnel.Floor:
		p.floor(x, y)
		for _, l := range p.g.Level().Lights {
			if l.At == grid.Pt(x, y) {
				p.scorch(x, y)
			}
		}
	case tunnel.DoorClosed:
		p.floor(x, y)
		p.door(x, y)
	case tunnel.DoorOpen:
		p.floor(x, y)
		p.openDoor(x, y)
	case tunnel.Exit:
		p.exit(x, y)
	}
}

// grain returns fine per-pixel noise in [-n, n].
func grain(gx, gy, salt, n int) int { return int(hash2(gx, gy, salt)%uint32(2*n+1)) - n }

// noise returns smooth value noise in [0, 1] at (x, y).
func noise(x, y float64, salt int) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0), int(y0)
	h := func(i, j int) float64 { return float64(hash2(ix+i, iy+j, salt)&0xffff) / 0xffff }
	a := h(0, 0) + (h(1, 0)-h(0, 0))*sx
	b := h(0, 1) + (h(1, 1)-h(0, 1))*sx
	return a + (b-a)*sy
}

// shade adds d to each channel of c.
func shade(c color.RGBA, d int) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, max(0, int(v)+d))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// scale multiplies each channel of c by k.
func scale(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, max(0, float64(v)*k))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}
