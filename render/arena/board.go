package arena

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Board draws the Arena table from a Scene and Marks: the steps and their
// terrain (painted once per map, size, light and palette), the marks of
// the player's choices, the fighters with their tracks and the marks that
// must stay visible over them. It keeps its caches between frames, so one
// Board should be reused for every frame; a frame whose map has not
// changed allocates nothing.
type Board struct {
	br      render.Brush
	pals    palettes
	ground  ground
	sprites spriteCache
	last    *Scene    // the scene of the last Draw, for the hit-tests
	frame   int       // frames drawn: the initiative ring pulses with it
	xy      []float64 // the points of the path, reused
}

// NewBoard returns a board with nothing cached yet.
func NewBoard() *Board { return &Board{} }

// Draw draws scene s with the marks m (nil for none) onto dst, in s.Area.
func (b *Board) Draw(dst *ebiten.Image, s *Scene, m *Marks) {
	b.last = s
	if s == nil || len(s.Heights) != s.W*s.H {
		return
	}
	cs := s.Cell()
	if cs < 6 {
		return
	}
	if m == nil {
		m = &noMarks
	}
	b.frame++
	pal := b.pals.of(s.Pal)
	b.sprites.check(cs, s.scale(), pal)
	b.ground.update(s, cs, pal)
	r := s.BoardRect()
	b.br.Copy(dst, b.ground.img, float64(r.Min.X), float64(r.Min.Y))

	b.drawMarksUnder(dst, s, m, pal)
	b.drawFighters(dst, s, m, pal)
	b.drawMarksOver(dst, s, m, pal)
}

// SquareAt returns the square under the screen pixel (x, y) in the scene
// last drawn, if it is on the map.
func (b *Board) SquareAt(x, y int) (Point, bool) {
	if b.last == nil {
		return Point{}, false
	}
	return b.last.SquareAt(x, y)
}

// SquareRect returns the screen rectangle of square p in the scene last
// drawn.
func (b *Board) SquareRect(p Point) image.Rectangle {
	if b.last == nil {
		return image.Rectangle{}
	}
	return b.last.SquareRect(p)
}

// FighterAt returns the index of the fighter under the screen pixel
// (x, y) in the scene last drawn, or -1.
func (b *Board) FighterAt(x, y int) int {
	if b.last == nil {
		return -1
	}
	return b.last.FighterAt(x, y)
}

// Free lets go of the board's pictures (the table calls it when it
// closes); the next Draw paints them again.
func (b *Board) Free() {
	b.ground.free()
	b.sprites.m.Clear()
	b.last = nil
}
