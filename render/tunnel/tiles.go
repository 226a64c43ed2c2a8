package tunnel

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// tileLayer is the map's ground painted once into an offscreen image: rock,
// walls, flagstones, doors, exits and braziers. It is painted again only when
// the map, the cell size, the palette or a door changes.
type tileLayer struct {
	img     *ebiten.Image
	pix     *image.RGBA
	cs      int
	pal     *Palette
	version int     // counts repaints
	mapGen  int     // counts maps: changes of anything but a door's state
	w, h    int     // the map painted
	tiles   []Tile  // its squares when last painted
	lights  []Light // its lights
	doors   []Point // the map's door squares
	exits   []Point // the map's exit squares
}

// update repaints the layer if what it shows has changed. A change of the
// map's size, of its lights or of any square but a door opening or closing
// is a new map.
func (t *tileLayer) update(b *Board, s *Scene, pal *Palette) {
	newMap := t.img == nil || s.W != t.w || s.H != t.h || len(t.tiles) != len(s.Tiles) || !slices.Equal(t.lights, s.Lights)
	dirty := newMap || t.cs != b.cs || t.pal != pal
	if !newMap {
		for i, tile := range s.Tiles {
			if was := t.tiles[i]; tile != was {
				dirty = true
				if !tile.door() || !was.door() {
					newMap = true
					break
				}
			}
		}
	}
	if newMap {
		t.mapGen++
		t.w, t.h = s.W, s.H
		t.lights = append(t.lights[:0], s.Lights...)
		t.doors, t.exits = t.doors[:0], t.exits[:0]
		for i, tile := range s.Tiles {
			switch {
			case tile.door():
				t.doors = append(t.doors, Pt(i%s.W, i/s.W))
			case tile == Exit:
				t.exits = append(t.exits, Pt(i%s.W, i/s.W))
			}
		}
	}
	if dirty {
		t.tiles = append(t.tiles[:0], s.Tiles...)
		t.paint(b, s, pal)
	}
}

// paint draws every square on the CPU, uploads the pixels, then adds icons.
func (t *tileLayer) paint(b *Board, s *Scene, pal *Palette) {
	cs := b.cs
	w, h := s.W*cs, s.H*cs
	if t.pix == nil || t.pix.Rect.Dx() != w || t.pix.Rect.Dy() != h {
		t.pix = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if t.img == nil || t.img.Bounds().Dx() != w || t.img.Bounds().Dy() != h {
		if t.img != nil {
			t.img.Deallocate()
		}
		t.img = render.NewImage(w, h)
	}
	p := painter{pix: t.pix, cs: cs, s: s, pal: pal}
	for y := range s.H {
		for x := range s.W {
			p.cell(x, y)
		}
	}
	t.img.WritePixels(t.pix.Pix)
	t.cs, t.pal = cs, pal
	t.decorate(&b.br, s, pal)
	t.version++
}

// decorate bakes what never changes into the layer: braziers, and the
// arrow of exits when there is no exit icon. Door and exit icons are drawn
// every frame above the darkness instead (see drawTileIcons).
func (t *tileLayer) decorate(br *render.Brush, s *Scene, pal *Palette) {
	cs := t.cs
	for _, p := range t.exits {
		px := int(float64(cs)*0.56 + 0.5)
		if icons.Image("exit", px) == nil {
			cx, cy := iconCentre(p, cs, px)
			exitArrow(t.img, float32(cx), float32(cy), float32(px)/2, exitDir(s, p.X, p.Y), pal)
		}
	}
	for _, l := range s.Lights {
		px := int(float64(cs)*0.66 + 0.5)
		cx, cy := iconCentre(l.At, cs, px)
		if img := icons.Image("brazier", px); img != nil {
			br.Sprite(t.img, img, cx+1, cy+2, 1, 1, 0, pal.Outline, 0.7)
			br.Sprite(t.img, img, cx, cy, 1, 1, 0, pal.Flame, 1)
		} else {
			r := float32(px) / 2
			render.FillPath(t.img, render.PolygonPath(float32(cx)-r*0.7, float32(cy), float32(cx)+r*0.7, float32(cy), float32(cx)+r*0.4, float32(cy)+r*0.6, float32(cx)-r*0.4, float32(cy)+r*0.6), pal.DoorFrame)
			render.FillPath(t.img, render.CirclePath(float32(cx), float32(cy)-r*0.2, r*0.45), pal.Glow)
			render.FillPath(t.img, render.CirclePath(float32(cx), float32(cy)-r*0.15, r*0.25), pal.Flame)
		}
	}
}

// iconCentre returns where to centre an icon of px pixels on square p of a
// layer with cells of cs pixels, so that it lands on whole pixels.
func iconCentre(p Point, cs, px int) (float64, float64) {
	o := float64((cs-px)/2) + float64(px)/2
	return float64(p.X*cs) + o, float64(p.Y*cs) + o
}

// drawTileIcons draws the icons of doors and exits above the darkness, so
// that they read even in the dark, dimmed a little there. The map's top-left
// corner is at (ox, oy) of dst.
func (b *Board) drawTileIcons(dst *ebiten.Image, ox, oy float64, s *Scene, pal *Palette) {
	cs := b.cs
	for _, p := range b.tiles.doors {
		dim := float32(1 - 0.35*b.light.darkness(p))
		switch s.Tile(p) {
		case DoorClosed:
			px := int(float64(cs)*0.6 + 0.5)
			cx, cy := iconCentre(p, cs, px)
			b.br.Sprite(dst, icons.Image("door-closed", px), cx+ox, cy+oy, 1, 1, 0, pal.DoorIcon, 0.95*dim)
		case DoorOpen:
			px := int(float64(cs)*0.5 + 0.5)
			cx, cy := iconCentre(p, cs, px)
			b.br.Sprite(dst, icons.Image("door-open", px), cx+ox, cy+oy, 1, 1, 0, pal.DoorIcon, 0.45*dim)
		}
	}
	for _, p := range b.tiles.exits {
		px := int(float64(cs)*0.56 + 0.5)
		img := icons.Image("exit", px)
		if img == nil {
			continue
		}
		dim := float32(1 - 0.3*b.light.darkness(p))
		cx, cy := iconCentre(p, cs, px)
		cx, cy = cx+ox, cy+oy
		b.br.Sprite(dst, img, cx+1, cy+1, 1, 1, 0, pal.Outline, 0.6*dim)
		b.br.Sprite(dst, img, cx, cy, 1, 1, 0, pal.ExitIcon, dim)
	}
}

// exitArrow draws a chevron pointing in direction d, for exits without an icon.
func exitArrow(dst *ebiten.Image, cx, cy, r float32, d Dir, pal *Palette) {
	v := d.Vec()
	fx, fy := float32(v.X), float32(v.Y) // forward
	sx, sy := -fy, fx                    // sideways
	path := render.PolygonPath(cx+fx*r, cy+fy*r, cx-fx*r*0.3+sx*r*0.8, cy-fy*r*0.3+sy*r*0.8,
		cx-fx*r*0.3-sx*r*0.8, cy-fy*r*0.3-sy*r*0.8)
	render.StrokePath(dst, path, 3, pal.Outline)
	render.FillPath(dst, path, pal.ExitIcon)
}

// exitDir returns the side of an exit square that leads out of the map: the
// first of its neighbours that is rock, or south.
func exitDir(s *Scene, x, y int) Dir {
	for _, d := range dirs {
		if s.Tile(Pt(x, y).step(d)) == Rock {
			return d
		}
	}
	return South
}

// painter paints squares into an RGBA image, pixel by pixel.
type painter struct {
	pix *image.RGBA
	cs  int
	s   *Scene
	pal *Palette
}

func (p *painter) set(gx, gy int, c color.RGBA) {
	i := gy*p.pix.Stride + gx*4
	s := p.pix.Pix[i : i+4 : i+4]
	s[0], s[1], s[2], s[3] = c.R, c.G, c.B, 255
}

func (p *painter) tile(x, y int) Tile { return p.s.Tile(Pt(x, y)) }

func (p *painter) cell(x, y int) {
	switch p.tile(x, y) {
	case Rock:
		p.rock(x, y)
	case Wall:
		p.wall(x, y)
	case Floor:
		p.floor(x, y)
		for _, l := range p.s.Lights {
			if l.At == Pt(x, y) {
				p.scorch(x, y)
			}
		}
	case DoorClosed:
		p.floor(x, y)
		p.door(x, y)
	case DoorOpen:
		p.floor(x, y)
		p.openDoor(x, y)
	case Exit:
		p.exit(x, y)
	}
}

// grain returns fine per-pixel noise in [-n, n].
func grain(gx, gy, salt, n int) int { return int(render.Hash2(gx, gy, salt)%uint32(2*n+1)) - n }

// noise returns smooth value noise in [0, 1] at (x, y).
func noise(x, y float64, salt int) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int(x0), int(y0)
	h := func(i, j int) float64 { return float64(render.Hash2(ix+i, iy+j, salt)&0xffff) / 0xffff }
	a := h(0, 0) + (h(1, 0)-h(0, 0))*sx
	b := h(0, 1) + (h(1, 1)-h(0, 1))*sx
	return a + (b-a)*sy
}
