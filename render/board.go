package render

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

// Board draws the Tunnel Fighters table: tiles, light, tokens, the marks of
// the player's choices and the animations' effects. It keeps its caches
// between frames, so one Board should be reused for every frame.
type Board struct {
	area   image.Rectangle
	lvl    *tunnel.Level
	cs     int // cell size in pixels
	ox, oy int // the top-left corner of the map on screen

	br     brush
	textOp text.DrawOptions

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
	img    *ebiten.Image
	tilesV int
	lightV int
	pal    *Palette
}

// compose redraws the composite if anything in it has changed.
func (b *Board) compose(g *tunnel.Game, a *Animator, pal *Palette) {
	moved := b.light.gather(g, a)
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
		c.img = ebiten.NewImage(w, h)
	}
	c.tilesV, c.lightV, c.pal = b.tiles.version, b.light.version, pal
	b.br.op.GeoM.Reset()
	b.br.op.ColorScale.Reset()
	b.br.op.Filter = ebiten.FilterNearest
	b.br.op.Blend = ebiten.BlendCopy
	c.img.DrawImage(b.tiles.img, &b.br.op)
	cs := float64(b.cs)
	b.light.drawDarkness(c.img, &b.br, 0, 0, cs)
	b.light.drawGlows(c.img, &b.br, 0, 0, cs, pal)
	b.drawTileIcons(c.img, 0, 0, g, pal)
}

// Marks are what the interface wants highlighted on the board. The zero
// value marks nothing; set Hover and Selected to -1 for no model.
type Marks struct {
	Cursor      grid.Point // the keyboard/gamepad board cursor
	CursorOn    bool
	CursorColor color.RGBA   // each seat has its own cursor colour
	Hover       int          // model index under the mouse, -1 none
	Selected    int          // selected model index, -1 none
	Reach       []grid.Point // squares a Move of the selected model can end on
	Path        []grid.Point // preview of the move path to the hovered square
	Targets     []grid.Point // valid swing targets
	Doors       []grid.Point // doors the selected model can open
	Shunts      []grid.Point // squares a Shunt can push the defender to
	Facings     bool         // draw four facing arrows around FacingAt (choosing a facing)
	FacingAt    grid.Point   // the square the facing arrows surround: the selected model's, or a move's destination
	Facing      grid.Dir     // the facing proposed now, drawn brighter and larger
}

// NewBoard returns a board with nothing laid out yet.
func NewBoard() *Board { return &Board{} }

// Layout fits the map of lvl into area with a whole number of pixels per
// square, so that the tiles stay crisp at any window size, and centres it.
// Calling it again with the same arguments costs nothing.
func (b *Board) Layout(area image.Rectangle, lvl *tunnel.Level) {
	if area == b.area && lvl == b.lvl {
		return
	}
	b.area, b.lvl = area, lvl
	b.cs, b.ox, b.oy = 0, area.Min.X, area.Min.Y
	if lvl == nil || lvl.W < 1 || lvl.H < 1 {
		return
	}
	b.cs = max(1, min(area.Dx()/lvl.W, area.Dy()/lvl.H))
	b.ox = area.Min.X + (area.Dx()-b.cs*lvl.W)/2
	b.oy = area.Min.Y + (area.Dy()-b.cs*lvl.H)/2
}

// CellAt returns the square under the screen pixel (x, y), if it is on the
// map.
func (b *Board) CellAt(x, y int) (grid.Point, bool) {
	if b.lvl == nil || b.cs == 0 || x < b.ox || y < b.oy {
		return grid.Point{}, false
	}
	cx, cy := (x-b.ox)/b.cs, (y-b.oy)/b.cs
	if cx >= b.lvl.W || cy >= b.lvl.H {
		return grid.Point{}, false
	}
	return grid.Pt(cx, cy), true
}

// CellRect returns the screen rectangle of square p.
func (b *Board) CellRect(p grid.Point) image.Rectangle {
	x, y := b.ox+int(p.X)*b.cs, b.oy+int(p.Y)*b.cs
	return image.Rect(x, y, x+b.cs, y+b.cs)
}

// CellSize returns the size of a square in pixels (0 before Layout).
func (b *Board) CellSize() int { return b.cs }

// MapRect returns the screen rectangle the map covers.
func (b *Board) MapRect() image.Rectangle {
	if b.lvl == nil {
		return image.Rectangle{}
	}
	return image.Rect(b.ox, b.oy, b.ox+b.cs*b.lvl.W, b.oy+b.cs*b.lvl.H)
}

// CellCentre returns the screen position of the centre of a square given in
// cell units, such as a position from Animator.ModelPos.
func (b *Board) CellCentre(x, y float64) (float64, float64) {
	c := float64(b.cs)
	return float64(b.ox) + (x+0.5)*c, float64(b.oy) + (y+0.5)*c
}

// Draw draws the table as g stands, with the marks m and the animations of
// a (both may be nil), in the colours of pal. It lays the board out again
// by itself when g is on another level than the last Layout.
func (b *Board) Draw(dst *ebiten.Image, g *tunnel.Game, m *Marks, a *Animator, pal *Palette) {
	if g == nil || pal == nil {
		return
	}
	if g.Level() != b.lvl {
		b.Layout(b.area, g.Level())
	}
	if b.cs == 0 {
		return
	}
	if a != nil {
		a.Observe(g)
	}
	if m == nil {
		m = &noMarks
	}
	b.sprite.check(b.cs, pal)
	b.tiles.update(b, g, pal)
	b.light.update(g, a, pal)

	b.compose(g, a, pal)
	b.br.op.GeoM.Reset()
	b.br.op.GeoM.Translate(float64(b.ox), float64(b.oy))
	b.br.op.ColorScale.Reset()
	b.br.op.Filter = ebiten.FilterNearest
	b.br.op.Blend = ebiten.BlendCopy
	dst.DrawImage(b.comp.img, &b.br.op)
	b.light.drawFlames(dst, b, g, pal)

	b.drawMarksUnder(dst, g, m, pal)
	b.drawTokens(dst, g, m, a, pal)
	b.drawMarksOver(dst, g, m, pal)
	b.drawEffects(dst, a, pal)
}

// noMarks stands in for a nil *Marks. It is never changed.
var noMarks = Marks{Hover: -1, Selected: -1}
