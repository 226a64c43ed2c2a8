package elements

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Board draws the Elements table from a Scene and Marks: the terrain
// (painted once per map, size and palette), the marks of the player's
// choices, the models and the marks that must stay visible over them. It
// keeps its caches between frames, so one Board should be reused for
// every frame; a frame whose scene has not changed allocates nothing.
type Board struct {
	br      render.Brush
	pals    palettes
	ground  terrain
	sprites spriteCache
	cs      int // the cell size of the last frame
}

// NewBoard returns a board with nothing cached yet.
func NewBoard() *Board { return &Board{} }

// Draw draws scene s with the marks m (nil for none) onto dst, in s.Area.
func (b *Board) Draw(dst *ebiten.Image, s *Scene, m *Marks) {
	if s == nil || len(s.Tiles) != s.W*s.H {
		return
	}
	cs := s.Cell()
	if cs < 4 {
		return
	}
	if m == nil {
		m = &noMarks
	}
	pal := b.pals.of(s.Pal)
	b.cs = cs
	b.sprites.check(cs, pal)
	b.ground.update(s, cs, pal)
	r := s.BoardRect()
	b.br.Copy(dst, b.ground.img, float64(r.Min.X), float64(r.Min.Y))

	b.drawMarksUnder(dst, s, m, pal)
	b.drawTokens(dst, s, m, pal)
	b.drawMarksOver(dst, s, m, pal)
}

// Free lets go of the board's pictures (the table calls it when it
// closes); the next Draw paints them again.
func (b *Board) Free() {
	b.ground.free()
	b.sprites.m.Clear()
}
