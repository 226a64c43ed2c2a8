package tunnel

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Board draws the Tunnel Fighters table: tiles, light, tokens, the marks of
// the player's choices and the animations' effects. It keeps its caches
// between frames, so one Board should be reused for every frame.
type Board struct {
	area   image.Rectangle
	w, h   int // the map's size in squares, as laid out
	cs     int // cell size in pixels
	ox, oy int // the top-left corner of the map on screen

	br     render.Brush
	textOp text.DrawOptions
	pals   palettes

	tiles  tileLayer
	light  lightLayer
	sprite spriteCache
	comp   composite
}

// composite is the map's ground, darkness, glows and door and exit icons
// drawn together into one image, so that a frame copies one image where it
// would blend several the size of the map (on a software renderer each such
// pass costs milliseconds). It is drawn again only when one of them changes.
type composite struct {
	img     *ebiten.Image
	tilesV  int
	lightV  int
	pal     *Palette
	redrawn int // counts redraws
}

// compose redraws the composite if anything in it has changed.
func (b *Board) compose(s *Scene, a *Animator, pal *Palette) {
	moved := b.light.gather(s, a)
	c := &b.comp
	w, h := b.tiles.img.Bounds().Dx(), b.tiles.img.Bounds().Dy()
	if c.img != nil && c.img.Bounds().Dx() == w && c.img.Bounds().Dy() == h &&
		c.tilesV == b.tiles.version && c.lightV == b.light.version && c.pal == pal && !moved {
		return
	}
	if c.img == nil || c.img.Bounds().Dx() != w || c.img.Bounds().Dy() != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = render.NewImage(w, h)
	}
	c.tilesV, c.lightV, c.pal = b.tiles.version, b.light.version, pal
	c.redrawn++
	b.br.Copy(c.img, b.tiles.img, 0, 0)
	cs := float64(b.cs)
	b.light.drawDarkness(c.img, &b.br, 0, 0, cs)
	b.light.drawGlows(c.img, &b.br, 0, 0, cs, pal)
	b.drawTileIcons(c.img, 0, 0, s, pal)
}

// Marks are what the interface wants highlighted on the board. The zero
// value marks nothing; set Hover and Selected to -1 for no model.
type Marks struct {
	Cursor      Point // the keyboard/gamepad board cursor
	CursorOn    bool
	CursorColor color.RGBA // each seat has its own cursor colour
	Hover       int        // model index under the mouse, -1 none
	Selected    int        // selected model index, -1 none
	Reach       []Point    // squares a Move of the selected model can end on
	Path        []Point    // preview of the move path to the hovered square
	Targets     []Point    // valid swing targets
	Doors       []Point    // doors the selected model can open
	Shunts      []Point    // squares a Shunt can push the defender to
	Facings     bool       // draw four facing arrows around FacingAt (choosing a facing)
	FacingAt    Point      // the square the facing arrows surround: the selected model's, or a move's destination
	Facing      Dir        // the facing proposed now, drawn brighter and larger
}

// NewBoard returns a board with nothing laid out yet.
func NewBoard() *Board { return &Board{} }

// Layout fits a map of w×h squares into area with a whole number of pixels
// per square, so that the tiles stay crisp at any window size, and centres
// it. Calling it again with the same arguments costs nothing.
func (b *Board) Layout(area image.Rectangle, w, h int) {
	if area == b.area && w == b.w && h == b.h {
		return
	}
	b.area, b.w, b.h = area, w, h
	b.cs, b.ox, b.oy = 0, area.Min.X, area.Min.Y
	if w < 1 || h < 1 {
		return
	}
	b.cs = max(1, min(area.Dx()/w, area.Dy()/h))
	b.ox = area.Min.X + (area.Dx()-b.cs*w)/2
	b.oy = area.Min.Y + (area.Dy()-b.cs*h)/2
}

// CellAt returns the square under the screen pixel (x, y), if it is on the
// map.
func (b *Board) CellAt(x, y int) (Point, bool) {
	if b.cs == 0 || x < b.ox || y < b.oy {
		return Point{}, false
	}
	cx, cy := (x-b.ox)/b.cs, (y-b.oy)/b.cs
	if cx >= b.w || cy >= b.h {
		return Point{}, false
	}
	return Pt(cx, cy), true
}

// CellRect returns the screen rectangle of square p.
func (b *Board) CellRect(p Point) image.Rectangle {
	x, y := b.ox+p.X*b.cs, b.oy+p.Y*b.cs
	return image.Rect(x, y, x+b.cs, y+b.cs)
}

// CellSize returns the size of a square in pixels (0 before Layout).
func (b *Board) CellSize() int { return b.cs }

// MapRect returns the screen rectangle the map covers.
func (b *Board) MapRect() image.Rectangle {
	if b.cs == 0 {
		return image.Rectangle{}
	}
	return image.Rect(b.ox, b.oy, b.ox+b.cs*b.w, b.oy+b.cs*b.h)
}

// CellCentre returns the screen position of the centre of a square given in
// cell units, such as a position from Animator.ModelPos.
func (b *Board) CellCentre(x, y float64) (float64, float64) {
	c := float64(b.cs)
	return float64(b.ox) + (x+0.5)*c, float64(b.oy) + (y+0.5)*c
}

// Draw draws the scene s with the marks m and the animations of a (both
// may be nil), in the colours of the shared palette pal and the Tunnel
// colours made from it. It lays the board out again by itself when the map
// of s has another size than the last Layout.
func (b *Board) Draw(dst *ebiten.Image, s *Scene, m *Marks, a *Animator, shared *render.Palette) {
	if s == nil || shared == nil {
		return
	}
	if s.W != b.w || s.H != b.h {
		b.Layout(b.area, s.W, s.H)
	}
	if b.cs == 0 || len(s.Tiles) != s.W*s.H || len(s.Lit) != s.W*s.H {
		return
	}
	if a != nil {
		a.Observe(s)
	}
	if m == nil {
		m = &noMarks
	}
	pal := b.pals.of(shared)
	b.sprite.check(b.cs, pal)
	b.tiles.update(b, s, pal)
	b.light.update(s, b.tiles.mapGen, a, pal)

	b.compose(s, a, pal)
	b.br.Copy(dst, b.comp.img, float64(b.ox), float64(b.oy))
	b.light.drawFlames(dst, b, s, pal)

	b.drawMarksUnder(dst, s, m, pal)
	b.drawTokens(dst, s, m, a, pal)
	b.drawMarksOver(dst, m, pal)
	b.drawEffects(dst, a, pal)
}

// noMarks stands in for a nil *Marks. It is never changed.
var noMarks = Marks{Hover: -1, Selected: -1}

// in reports whether p is on the map as laid out.
func (b *Board) in(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < b.w && p.Y < b.h }
