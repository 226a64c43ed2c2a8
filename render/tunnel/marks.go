package tunnel

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawMarksUnder draws the marks that lie on the floor, below the tokens:
// reachable squares, openable doors, shunt squares, the move path and the
// frames of swing targets.
func (b *Board) drawMarksUnder(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	t := math.Max(2, math.Round(cs/16))
	for _, p := range m.Reach {
		r := b.CellRect(p)
		br.Rect(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, pal.Reach, 0.2)
		br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, 1, pal.Reach, 0.45)
		cx, cy := b.CellCentre(float64(p.X), float64(p.Y))
		br.Sprite(dst, b.sprite.get(sprDot, 0, 0), cx, cy, 1, 1, 0, pal.Reach, 0.9)
	}
	for _, p := range m.Doors {
		r := b.CellRect(p)
		br.Rect(dst, float64(r.Min.X), float64(r.Min.Y), cs, cs, pal.Openable, 0.16)
		br.Frame(dst, float64(r.Min.X), float64(r.Min.Y), cs, cs, t+2, pal.Outline, 0.7)
		br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, t, pal.Openable, 1)
	}
	if len(m.Shunts) > 0 {
		from, ok := b.shuntFrom(s, m)
		for _, p := range m.Shunts {
			r := b.CellRect(p)
			br.Rect(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, pal.Shunt, 0.22)
			br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, t, pal.Shunt, 0.9)
			angle := 0.0
			if ok {
				angle = math.Atan2(float64(p.X-from.X), float64(from.Y-p.Y))
			}
			cx, cy := b.CellCentre(float64(p.X), float64(p.Y))
			br.Sprite(dst, b.sprite.get(sprArrow, 0, 0), cx, cy, 0.8, 0.8, angle, pal.Shunt, 1)
		}
	}
	if len(m.Path) > 0 {
		b.drawPath(dst, s, m, pal)
	}
	for _, p := range m.Targets {
		r := b.CellRect(p)
		br.Frame(dst, float64(r.Min.X), float64(r.Min.Y), cs, cs, t+2, pal.Outline, 0.8)
		br.Frame(dst, float64(r.Min.X+1), float64(r.Min.Y+1), cs-2, cs-2, t, pal.Target, 1)
	}
}

// shuntFrom returns the square of the model being shunted: the defender of
// the pending swing, else the selected model.
func (b *Board) shuntFrom(s *Scene, m *Marks) (Point, bool) {
	if d := s.model(s.Defender); d != nil {
		return d.At, true
	}
	if sel := s.model(m.Selected); sel != nil {
		return sel.At, true
	}
	return Point{}, false
}

// drawPath draws the previewed move: a line from the selected model through
// each square of the path, a dot on each step and a ring at the end.
func (b *Board) drawPath(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	w := math.Max(2, cs*0.09)
	px, py := b.CellCentre(float64(m.Path[0].X), float64(m.Path[0].Y))
	if sel := s.model(m.Selected); sel != nil {
		px, py = b.CellCentre(float64(sel.At.X), float64(sel.At.Y))
	}
	sx, sy := px, py
	for _, p := range m.Path { // outline first, so joints stay clean
		x, y := b.CellCentre(float64(p.X), float64(p.Y))
		br.Bar(dst, px, py, x, y, w+2, pal.Outline, 0.6)
		px, py = x, y
	}
	px, py = sx, sy
	for _, p := range m.Path {
		x, y := b.CellCentre(float64(p.X), float64(p.Y))
		br.Bar(dst, px, py, x, y, w, pal.Path, 0.95)
		px, py = x, y
	}
	for k, p := range m.Path {
		x, y := b.CellCentre(float64(p.X), float64(p.Y))
		if k == len(m.Path)-1 {
			br.Sprite(dst, b.sprite.get(sprRing, max(2, b.cs/20), 0), x, y, 0.7, 0.7, 0, pal.Path, 1)
		}
		br.Sprite(dst, b.sprite.get(sprDot, 0, 0), x, y, 1, 1, 0, pal.Path, 1)
	}
}

// drawMarksOver draws the marks that must stay visible over the tokens:
// crosshairs on swing targets, the facing arrows and the cursor.
func (b *Board) drawMarksOver(dst *ebiten.Image, m *Marks, pal *Palette) {
	br, cs := &b.br, float64(b.cs)
	for _, p := range m.Targets {
		cx, cy := b.CellCentre(float64(p.X), float64(p.Y))
		br.Sprite(dst, b.sprite.get(sprCross, 0, 0), cx, cy, 1, 1, 0, pal.Target, 0.95)
	}
	if m.Facings && b.in(m.FacingAt) {
		cx, cy := b.CellCentre(float64(m.FacingAt.X), float64(m.FacingAt.Y))
		for _, d := range dirs {
			v := d.Vec()
			a, size := float32(0.55), 0.5
			if d == m.Facing {
				a, size = 1, 0.74
			}
			br.Sprite(dst, b.sprite.get(sprArrow, 0, 0), cx+float64(v.X)*cs*0.72, cy+float64(v.Y)*cs*0.72,
				size, size, float64(d)*math.Pi/2, pal.Facing, a)
		}
	}
	if m.CursorOn && b.in(m.Cursor) {
		c := m.CursorColor
		if c.A == 0 {
			c = pal.Cursor
		}
		r := b.CellRect(m.Cursor)
		t := math.Max(3, math.Round(cs/12))
		l := math.Round(cs * 0.34)
		x0, y0 := float64(r.Min.X), float64(r.Min.Y)
		for pass := range 2 {
			col, o, a := pal.Outline, 1.0, float32(0.8)
			if pass == 1 {
				col, o, a = c, 0, 1
			}
			for _, k := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				x := x0 + k[0]*(cs-t)
				y := y0 + k[1]*(cs-t)
				hx := x0 + k[0]*(cs-l)
				vy := y0 + k[1]*(cs-l)
				br.Rect(dst, hx-o, y-o, l+2*o, t+2*o, col, a)
				br.Rect(dst, x-o, vy-o, t+2*o, l+2*o, col, a)
			}
		}
	}
}
