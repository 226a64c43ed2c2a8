package elements

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawMarksUnder draws the marks that lie on the ground, below the models:
// influence zones, the squares a move can end on, the squares a result may
// move a model to, the previewed path, and the frames and marks of
// targets (drawn round the token, so that the target and its badges show).
func (b *Board) drawMarksUnder(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	t := math.Max(2, math.Round(cs/16))
	for i := range m.Zones {
		b.drawZone(dst, s, &m.Zones[i], pal)
	}
	for _, p := range m.Moves {
		if !s.In(p) {
			continue
		}
		r := s.SquareRect(p)
		br.Rect(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, pal.Reach, 0.18)
		br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, 1, pal.Reach, 0.5)
		cx, cy := s.centre(p)
		br.Sprite(dst, b.sprites.get(sprDot, 0, 0, 0), cx, cy, 1, 1, 0, pal.Reach, 0.95)
	}
	for _, p := range m.Shifts {
		if !s.In(p) {
			continue
		}
		r := s.SquareRect(p)
		br.Rect(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, pal.Shift, 0.24)
		b.dashedFrame(dst, float64(r.Min.X+2), float64(r.Min.Y+2), cs-4, t, pal.Shift)
		fx, fy := s.centre(m.ShiftFrom)
		cx, cy := s.centre(p)
		angle := math.Atan2(cx-fx, fy-cy)
		br.Sprite(dst, b.sprites.get(sprArrow, 0, 0, 0), cx, cy, 0.8, 0.8, angle, pal.Shift, 1)
	}
	if len(m.Path) > 0 {
		b.drawPath(dst, s, m, pal)
	}
	for _, set := range [3]struct {
		ps []Point
		c  color.RGBA
	}{{m.Attacks, pal.Target}, {m.Shots, pal.Caution}, {m.Throws, pal.Caution}} {
		for _, p := range set.ps {
			if !s.In(p) {
				continue
			}
			r := s.SquareRect(p)
			br.Frame(dst, float64(r.Min.X), float64(r.Min.Y), cs, cs, t+2, pal.Outline, 0.8)
			br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, t, set.c, 1)
		}
	}
	for _, set := range [3]struct {
		ps   []Point
		kind spriteKind
		c    color.RGBA
	}{{m.Attacks, sprCross, pal.Target}, {m.Shots, sprBullseye, pal.Caution}, {m.Throws, sprStar, pal.Caution}} {
		for _, p := range set.ps {
			if s.In(p) {
				cx, cy := s.centre(p)
				br.Sprite(dst, b.sprites.get(set.kind, 0, 0, 0), cx, cy, 1, 1, 0, set.c, 0.95)
			}
		}
	}
}

// dashedFrame strokes the square (x, y, n) with dashes of width t: three
// dashes a side, the corners drawn.
func (b *Board) dashedFrame(dst *ebiten.Image, x, y, n, t float64, c color.RGBA) {
	d := n / 5
	for k := 0; k < 5; k += 2 {
		o := float64(k) * d
		b.br.Rect(dst, x+o, y, d, t, c, 1)
		b.br.Rect(dst, x+o, y+n-t, d, t, c, 1)
		b.br.Rect(dst, x, y+o, t, d, c, 1)
		b.br.Rect(dst, x+n-t, y+o, t, d, c, 1)
	}
}

// drawZone tints the squares of an influence zone in its side's colour,
// hatches them, and outlines the zone where it borders squares outside it.
func (b *Board) drawZone(dst *ebiten.Image, s *Scene, z *Zone, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	c := sideColour(pal, z.Side)
	hatch := b.sprites.get(sprHatch, 0, 0, 0)
	w := math.Max(2, math.Round(cs/20))
	for _, p := range z.Squares {
		if !s.In(p) {
			continue
		}
		r := s.SquareRect(p)
		x, y := float64(r.Min.X), float64(r.Min.Y)
		br.Rect(dst, x, y, cs, cs, c, 0.3)
		br.Sprite(dst, hatch, x+cs/2, y+cs/2, 1, 1, 0, c, 0.35)
		for _, d := range dirs {
			if zoneHas(z.Squares, p.step(d)) {
				continue
			}
			switch d {
			case North:
				br.Rect(dst, x, y, cs, w, c, 0.95)
			case South:
				br.Rect(dst, x, y+cs-w, cs, w, c, 0.95)
			case West:
				br.Rect(dst, x, y, w, cs, c, 0.95)
			case East:
				br.Rect(dst, x+cs-w, y, w, cs, c, 0.95)
			}
		}
	}
}

// zoneHas reports whether ps holds p.
func zoneHas(ps []Point, p Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// drawPath draws the previewed move: a line from the selected model through
// the centre of each square of the path, a dot on each step and a ring at
// its end.
func (b *Board) drawPath(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	w := math.Max(2, cs*0.09)
	sx, sy := s.centre(m.Path[0])
	if sel := s.model(m.Selected); sel != nil {
		sx, sy = s.centre(sel.At)
	}
	for pass := range 2 { // the outline first, so that the joints stay clean
		px, py := sx, sy
		for _, p := range m.Path {
			x, y := s.centre(p)
			if pass == 0 {
				br.Bar(dst, px, py, x, y, w+2, pal.Outline, 0.6)
			} else {
				br.Bar(dst, px, py, x, y, w, pal.Path, 0.95)
			}
			px, py = x, y
		}
	}
	for k, p := range m.Path {
		x, y := s.centre(p)
		if k == len(m.Path)-1 {
			br.Sprite(dst, b.sprites.get(sprRing, max(2, b.cs/20), 0, 0), x, y, 0.7, 0.7, 0, pal.Path, 1)
		}
		br.Sprite(dst, b.sprites.get(sprDot, 0, 0, 0), x, y, 1, 1, 0, pal.Path, 1)
	}
}

// drawMarksOver draws the marks that must stay visible over the models:
// the facing arrows and the cursor.
func (b *Board) drawMarksOver(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	if m.Facings && s.In(m.FacingAt) {
		cx, cy := s.centre(m.FacingAt)
		for _, d := range dirs {
			v := d.Vec()
			a, size := float32(0.6), 0.5
			if d == m.Facing {
				a, size = 1, 0.74
			}
			br.Sprite(dst, b.sprites.get(sprArrow, 0, 0, 0), cx+float64(v.X)*cs*0.72, cy+float64(v.Y)*cs*0.72,
				size, size, float64(d)*math.Pi/2, pal.Facing, a)
		}
	}
	if m.CursorOn && s.In(m.Cursor) {
		c := m.CursorColor
		if c.A == 0 {
			c = pal.Cursor
		}
		r := s.SquareRect(m.Cursor)
		t := math.Max(3, math.Round(cs/12))
		l := math.Round(cs * 0.34)
		x0, y0 := float64(r.Min.X), float64(r.Min.Y)
		for pass := range 2 {
			col, o, a := pal.Outline, 1.0, float32(0.8)
			if pass == 1 {
				col, o, a = c, 0, 1
			}
			for _, k := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				x, y := x0+k[0]*(cs-t), y0+k[1]*(cs-t)
				hx, vy := x0+k[0]*(cs-l), y0+k[1]*(cs-l)
				br.Rect(dst, hx-o, y-o, l+2*o, t+2*o, col, a)
				br.Rect(dst, x-o, vy-o, t+2*o, l+2*o, col, a)
			}
		}
	}
}
