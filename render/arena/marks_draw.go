package arena

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawMarksUnder draws the marks that lie under the tokens: the squares a
// move can reach (a dot) and the path of the move previewed (a dotted
// line with a dot on each step).
func (b *Board) drawMarksUnder(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	cs := float64(b.sprites.cs)
	dot := b.sprites.get(sprDot, 0, 0, 0)
	for _, p := range m.Reach {
		if s.In(p) {
			r := s.SquareRect(p)
			b.br.Rect(dst, float64(r.Min.X)+1, float64(r.Min.Y)+1, cs-1, cs-1, pal.Reach, 0.16)
			x, y := s.centre(p)
			b.br.Sprite(dst, dot, x, y, 1, 1, 0, pal.Reach, 0.9)
		}
	}
	if len(m.Path) > 1 {
		b.xy = b.xy[:0]
		for _, p := range m.Path {
			x, y := s.centre(p)
			b.xy = append(b.xy, x, y)
		}
		w := math.Max(3*b.sprites.scale, cs/14)
		b.br.Polyline(b.xy, w+2, 0, 0, true, pal.Outline, 0.7)
		b.br.Polyline(b.xy, w, cs/8, cs/10, true, pal.Path, 1)
		b.br.Flush(dst)
		for _, p := range m.Path[1:] {
			x, y := s.centre(p)
			b.br.Sprite(dst, dot, x, y, 1.25, 1.25, 0, pal.Path, 1)
		}
	}
}

// drawMarksOver draws the marks that must stay visible over the tokens:
// melee targets (a crosshair), shot targets (arrowheads in the corners),
// the square a move was interrupted on (a stop sign) and the cursor
// (corner brackets).
func (b *Board) drawMarksOver(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	cs := float64(b.sprites.cs)
	off := (0.5 - tokenY) * cs // the marks of targets ring the token
	for _, p := range m.Melee {
		if s.In(p) {
			x, y := s.centre(p)
			b.br.Sprite(dst, b.sprites.get(sprMelee, 0, 0, 0), x, y-off, 1, 1, 0, pal.Target, 1)
		}
	}
	for _, p := range m.Shots {
		if s.In(p) {
			x, y := s.centre(p)
			b.br.Sprite(dst, b.sprites.get(sprShot, 0, 0, 0), x, y-off, 1, 1, 0, pal.Caution, 1)
		}
	}
	if m.Interrupted && s.In(m.InterruptedAt) {
		r := s.SquareRect(m.InterruptedAt)
		b.br.Frame(dst, float64(r.Min.X)+1, float64(r.Min.Y)+1, cs-2, cs-2, math.Max(2, cs/24), pal.Bad, 0.9)
		st := b.sprites.get(sprStop, 0, 0, 0)
		h := float64(st.Bounds().Dx()) / 2
		b.br.Sprite(dst, st, math.Round(float64(r.Max.X)-h-2), math.Round(float64(r.Min.Y)+h+2), 1, 1, 0, white, 1)
	}
	if m.CursorOn && s.In(m.Cursor) {
		c := m.CursorColor
		if c.A == 0 {
			c = pal.Cursor
		}
		x, y := s.centre(m.Cursor)
		b.br.Sprite(dst, b.sprites.get(sprCursor, 0, 0, 0), x, y, 1, 1, 0, c, 1)
	}
}
