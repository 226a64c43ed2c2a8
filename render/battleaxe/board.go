package battleaxe

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Board draws the Battle-Axe table from a Scene and Marks: the dungeon
// through the camera, the marks under the minis, the minis and the marks
// that must stay visible over them, all clipped to the scene's Area. It
// keeps its caches between frames, so one Board should be reused for every
// frame; a frame allocates nothing once its pictures are painted.
type Board struct {
	br      render.Brush
	pals    palettes
	sprites spriteCache
	text    render.TextSprites
	top     text.DrawOptions

	clipDst  *ebiten.Image // the image clip was cut from
	clipArea image.Rectangle
	clip     *ebiten.Image // dst cut to Area

	px  int     // the sprite size of this frame
	cs  float64 // the cell size of this frame
	pal *Palette
	xy  []float64 // a path's points, reused
}

// NewBoard returns a board with nothing cached yet.
func NewBoard() *Board { return &Board{} }

// Draw draws scene s with the marks m (nil for none) onto dst, in s.Area.
func (b *Board) Draw(dst *ebiten.Image, s *Scene, m *Marks) {
	if s == nil || len(s.Squares) != s.W*s.H || s.Area.Empty() {
		return
	}
	if m == nil {
		m = &noMarks
	}
	b.pal = b.pals.of(s.Pal)
	b.sprites.check(b.pal)
	b.cs = s.Camera.cell()
	b.px = spriteSize(b.cs)
	d := b.clipTo(dst, s.Area)

	b.drawVoid(d, s)
	b.drawFloors(d, s)
	b.drawWalls(d, s)
	b.br.Flush(d)
	b.drawMarksUnder(d, s, m)
	b.drawMinis(d, s, m)
	b.drawMarksOver(d, s, m)
	b.br.Flush(d)
}

// clipTo returns dst cut to area, cut again only when either changes.
func (b *Board) clipTo(dst *ebiten.Image, area image.Rectangle) *ebiten.Image {
	if b.clip == nil || b.clipDst != dst || b.clipArea != area {
		b.clipDst, b.clipArea = dst, area
		b.clip = dst.SubImage(area.Intersect(dst.Bounds())).(*ebiten.Image)
	}
	return b.clip
}

// Free lets go of the board's pictures (the table calls it when it
// closes); the next Draw paints them again.
func (b *Board) Free() {
	b.sprites.m.Clear()
	b.text.Clear()
	b.clip, b.clipDst = nil, nil
}

// sprite draws sprite img, painted at b.px for one square, stretched over
// the screen rectangle (x, y, w, h), tinted with c at opacity a.
func (b *Board) sprite(dst, img *ebiten.Image, x, y, w, h float64, c color.RGBA, a float32) {
	if img == nil {
		return
	}
	iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
	b.br.Sprite(dst, img, x+w/2, y+h/2, w/float64(iw), h/float64(ih), 0, c, a)
}
