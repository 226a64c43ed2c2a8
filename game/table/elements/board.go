package elements

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// boardDrawer draws a scene's grid: the terrain, the marks, and the models
// as round miniatures with a wedge showing their facing, their letter,
// and their Injured and Stunned markers. It draws into a rectangle laid
// out by layout, square cells centred in it.
type boardDrawer struct {
	rect   image.Rectangle // the board's squares on the screen
	cell   float64
	w, h   int
	br     render.Brush
	facing [4][3][2]float64 // per facing, the wedge's corners for a unit disc
}

// tileColours are the colours of the terrain, by tile.
var tileColours = [...]color.RGBA{
	el.Ground:    render.RGB(0x3b3a36),
	el.Rough:     render.RGB(0x34402c),
	el.High:      render.RGB(0x5a3a33),
	el.Objective: render.RGB(0x6b5a2a),
	el.Wall:      render.RGB(0x17161a),
	el.Gap:       render.RGB(0x0b0a0d),
}

// The colours of the board's own marks.
var (
	gridLine    = render.RGB(0x1e1d1b)
	roofRidge   = render.RGB(0x7a4d42)
	scrollGold  = render.RGB(0xe0b84a)
	injuredRed  = render.RGB(0xd8433a)
	stunnedGold = render.RGB(0xf0c540)
)

// layout places a board of w by h squares in r, centred, square cells.
func (b *boardDrawer) layout(r image.Rectangle, w, h int) {
	b.w, b.h = max(w, 1), max(h, 1)
	b.cell = math.Floor(math.Min(float64(r.Dx())/float64(b.w), float64(r.Dy())/float64(b.h)))
	bw, bh := int(b.cell)*b.w, int(b.cell)*b.h
	x0, y0 := r.Min.X+(r.Dx()-bw)/2, r.Min.Y+(r.Dy()-bh)/2
	b.rect = image.Rect(x0, y0, x0+bw, y0+bh)
}

// cellRect returns the screen rectangle of square p.
func (b *boardDrawer) cellRect(p grid.Point) image.Rectangle {
	c := int(b.cell)
	x, y := b.rect.Min.X+int(p.X)*c, b.rect.Min.Y+int(p.Y)*c
	return image.Rect(x, y, x+c, y+c)
}

// cellAt returns the square under the screen pixel (x, y), if any.
func (b *boardDrawer) cellAt(x, y int) (grid.Point, bool) {
	if b.cell < 1 || !image.Pt(x, y).In(b.rect) {
		return grid.Point{}, false
	}
	c := int(b.cell)
	return grid.Pt((x-b.rect.Min.X)/c, (y-b.rect.Min.Y)/c), true
}

// centre returns the middle of square p on the screen.
func (b *boardDrawer) centre(p grid.Point) (float64, float64) {
	return float64(b.rect.Min.X) + (float64(p.X)+0.5)*b.cell, float64(b.rect.Min.Y) + (float64(p.Y)+0.5)*b.cell
}

// draw draws the scene: terrain, marks under the models, the models, and
// the cursor over them.
func (b *boardDrawer) draw(dst *ebiten.Image, s *scene, pal *render.Palette) {
	if b.cell < 2 || len(s.Tiles) < s.W*s.H {
		return
	}
	br := &b.br
	c := b.cell
	br.Box(float64(b.rect.Min.X)-3, float64(b.rect.Min.Y)-3, float64(b.rect.Dx())+6, float64(b.rect.Dy())+6, gridLine, 1)
	for y := range s.H {
		for x := range s.W {
			t := s.Tiles[y*s.W+x]
			r := b.cellRect(grid.Pt(x, y))
			fx, fy := float64(r.Min.X), float64(r.Min.Y)
			br.Box(fx+0.5, fy+0.5, c-1, c-1, tileColours[t], 1)
			b.tileDetail(t, x, y, fx, fy)
		}
	}
	for k := range 2 {
		for _, p := range s.Deploy[k] {
			r := b.cellRect(p)
			br.Ring(float64(r.Min.X)+c/2, float64(r.Min.Y)+c/2, c*0.36, math.Max(1.5, c/18), c/8, c/12, pal.Side[k], 0.8)
		}
	}
	b.squares(s.Zone, zoneColour(pal, s.ZoneOf), 0.28, false)
	b.squares(s.Reach, pal.Reach, 0.30, false)
	b.squares(s.Shift, pal.Caution, 0.45, true)
	b.squares(s.Targets, pal.Target, 0.9, true)
	if s.DestOn {
		b.squares([]grid.Point{s.Dest}, pal.Selection, 0.9, true)
	}
	for i := range s.Models {
		if m := &s.Models[i]; m.At.X >= 0 {
			b.model(m, i == s.Sel, i == s.Fight[0] || i == s.Fight[1], pal)
		}
	}
	if s.CurOn {
		r := b.cellRect(s.Cursor)
		br.Flush(dst)
		br.Frame(dst, float64(r.Min.X)+1, float64(r.Min.Y)+1, c-2, c-2, math.Max(2, c/14), pal.Cursor, 1)
	}
	br.Flush(dst)
	for i := range s.Models {
		if m := &s.Models[i]; m.At.X >= 0 {
			b.letter(dst, m, pal)
		}
	}
}

// zoneColour is the colour of a side's influence zone.
func zoneColour(pal *render.Palette, side int) color.RGBA {
	if side < 0 {
		return pal.Hover
	}
	return pal.Side[side%len(pal.Side)]
}

// tileDetail draws what tells the terrain apart besides its colour: the
// ridges of a roof, the tufts of rough ground, the scroll of an objective,
// the stones of a wall, the depth of a gap.
func (b *boardDrawer) tileDetail(t el.Tile, x, y int, fx, fy float64) {
	br, c := &b.br, b.cell
	switch t {
	case el.High:
		for k := 1; k <= 3; k++ {
			ly := fy + c*float64(k)/4
			br.Line(fx+2, ly, fx+c-2, ly, math.Max(1, c/24), roofRidge, 0.9)
		}
	case el.Rough:
		for k := range 3 {
			h := render.Hash2(x, y, k)
			px, py := fx+c*(0.2+0.6*float64(h%97)/97), fy+c*(0.2+0.6*float64(h/97%89)/89)
			br.Line(px, py, px-c/10, py-c/8, math.Max(1, c/30), render.RGB(0x6f8a4e), 0.9)
			br.Line(px, py, px+c/10, py-c/8, math.Max(1, c/30), render.RGB(0x6f8a4e), 0.9)
		}
	case el.Objective:
		br.Box(fx+c*0.3, fy+c*0.28, c*0.4, c*0.44, scrollGold, 0.85)
		br.Box(fx+c*0.26, fy+c*0.24, c*0.48, c*0.08, render.RGB(0x8a5a2a), 1)
		br.Box(fx+c*0.26, fy+c*0.68, c*0.48, c*0.08, render.RGB(0x8a5a2a), 1)
	case el.Wall:
		br.Line(fx, fy+c/2, fx+c, fy+c/2, math.Max(1, c/28), render.RGB(0x2c2a30), 1)
		off := c / 4
		if y%2 == 1 {
			off = c * 3 / 4
		}
		br.Line(fx+off, fy, fx+off, fy+c/2, math.Max(1, c/28), render.RGB(0x2c2a30), 1)
	case el.Gap:
		br.Box(fx+c*0.12, fy+c*0.12, c*0.76, c*0.76, render.RGB(0x000000), 0.8)
	}
}

// squares shades (or outlines) the squares ps in colour col.
func (b *boardDrawer) squares(ps []grid.Point, col color.RGBA, a float32, outline bool) {
	c := b.cell
	for _, p := range ps {
		r := b.cellRect(p)
		x, y := float64(r.Min.X), float64(r.Min.Y)
		if outline {
			w := math.Max(2, c/12)
			b.br.Box(x+2, y+2, c-4, w, col, a)
			b.br.Box(x+2, y+c-2-w, c-4, w, col, a)
			b.br.Box(x+2, y+2+w, w, c-4-2*w, col, a)
			b.br.Box(x+c-2-w, y+2+w, w, c-4-2*w, col, a)
			b.br.Box(x+2, y+2, c-4, c-4, col, a*0.18)
			continue
		}
		b.br.Box(x+1, y+1, c-2, c-2, col, a)
	}
}

// model draws a miniature: its base in its side's colour, the wedge of its
// facing, a ring when selected or fighting, its markers.
func (b *boardDrawer) model(m *sceneModel, sel, fighting bool, pal *render.Palette) {
	br, c := &b.br, b.cell
	cx, cy := b.centre(m.At)
	r := c * 0.38
	a := float32(1)
	if m.Hidden {
		a = 0.45 // in stealth: a ghost, seen only by its own side
	}
	side := pal.Side[m.Side%len(pal.Side)]
	if sel {
		br.Disc(cx, cy, r+c*0.09, pal.Selection, 0.9)
	} else if fighting {
		br.Disc(cx, cy, r+c*0.07, pal.Target, 0.8)
	}
	br.Disc(cx+c*0.03, cy+c*0.05, r, pal.Shadow, 0.5*a)
	br.Disc(cx, cy, r, side, a)
	inner := pal.SideDark[m.Side%len(pal.SideDark)]
	if m.Activated {
		inner = render.Dim(inner, 0.55)
	}
	br.Disc(cx, cy, r*0.78, inner, a)
	// the facing: a wedge on the rim, pointing the way the model looks
	v := m.Facing.Vec()
	fx, fy := float64(v.X), float64(v.Y)
	px, py := -fy, fx
	tip := r + c*0.1
	br.Triangle(cx+fx*tip, cy+fy*tip, cx+fx*r*0.55+px*r*0.62, cy+fy*r*0.55+py*r*0.62, cx+fx*r*0.55-px*r*0.62, cy+fy*r*0.55-py*r*0.62, side, a)
	br.Triangle(cx+fx*(tip-c*0.06), cy+fy*(tip-c*0.06), cx+fx*r*0.62+px*r*0.4, cy+fy*r*0.62+py*r*0.4, cx+fx*r*0.62-px*r*0.4, cy+fy*r*0.62-py*r*0.4, render.Lighten(side, 0.5), a)
	if m.Hidden {
		br.Ring(cx, cy, r+c*0.05, math.Max(1.5, c/22), c/9, c/12, pal.Text, 0.8)
	}
	if m.Current {
		br.Ring(cx, cy, r+c*0.06, math.Max(2, c/16), 0, 0, pal.Selection, 1)
	}
	badge := c * 0.13
	if m.Injured { // a red drop at the top left
		bx, by := cx-r*0.8, cy-r*0.8
		br.Disc(bx, by, badge+1.5, pal.Outline, 1)
		br.Disc(bx, by, badge, injuredRed, 1)
		br.Box(bx-badge*0.55, by-badge*0.15, badge*1.1, badge*0.3, pal.Text, 1)
	}
	if m.Stunned { // a gold star at the top right
		bx, by := cx+r*0.8, cy-r*0.8
		br.Disc(bx, by, badge+1.5, pal.Outline, 1)
		br.Disc(bx, by, badge, stunnedGold, 1)
		br.Line(bx-badge*0.6, by, bx+badge*0.6, by, math.Max(1, badge/4), pal.Outline, 1)
		br.Line(bx, by-badge*0.6, bx, by+badge*0.6, math.Max(1, badge/4), pal.Outline, 1)
	}
	if m.Archer { // a bow's arc under the letter
		br.Arc(cx, cy+r*0.15, r*0.55, math.Max(1, c/30), 0.35, math.Pi-0.35, pal.Text, 0.7*a)
	}
}

// letter writes the model's letter on its base.
func (b *boardDrawer) letter(dst *ebiten.Image, m *sceneModel, pal *render.Palette) {
	size := math.Round(math.Max(8, b.cell*0.36))
	face := render.BoldFace(size)
	cx, cy := b.centre(m.At)
	w := render.TextWidth(m.Letter, size, true)
	a := float32(1)
	if m.Hidden {
		a = 0.6
	}
	render.DrawLabel(dst, m.Letter, face, cx-w/2, cy-size*0.62, render.TintAt(pal.Text, a))
}
