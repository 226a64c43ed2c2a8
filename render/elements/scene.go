// Package elements draws the Elements table with the render kit: a grid of
// village terrain (ground, rough ground, roofs and terraces, objective
// squares, walls and drops), the ninja clans' miniatures with their facing
// and their wounds, the overlays of a player's choices (influence zones,
// moves, targets, the squares a combat result moves a model to, the cursor)
// and a tray of elemental dice.
//
// It never reads the rules: the table fills a Scene, Marks and Dice from
// the view of the seat at the screen and hands them over each frame,
// reusing their slices, so that a frame allocates nothing.
//
//	s.Area = boardRect // the board is fitted and centred in it
//	board.Draw(screen, &s, &marks)
//	if p, ok := s.SquareAt(ebiten.CursorPosition()); ok { ... }
//	tray.Layout(trayRect, &dice)
//	tray.Draw(screen, &dice, hover, render.TrayAtRest, pal)
//	if d, ok := tray.DieAt(ebiten.CursorPosition()); ok { ... }
//
// Every colour cue comes with a shape cue, so that the table reads with
// the colour-blind palette: sides differ in their badge (a diamond, a
// triangle) and in the case of their letters, dice in their symbols,
// targets in their marks (a crosshair round the token for close combat,
// arrowheads in the corners for a bow, throwing stars in the corners for
// shuriken).
package elements

import (
	"image"
	"image/color"

	"skirmish/render"
)

// Point is a square of the map: X grows to the east, Y to the south, and
// (0, 0) is the top-left square.
type Point struct{ X, Y int }

// Pt returns the square (x, y).
func Pt(x, y int) Point { return Point{x, y} }

// Dir is a facing: North, East, South or West, clockwise from North.
type Dir uint8

// The facings.
const (
	North Dir = iota
	East
	South
	West
)

// dirs lists the facings clockwise from North.
var dirs = [4]Dir{North, East, South, West}

// Vec returns one step in direction d.
func (d Dir) Vec() Point { return [4]Point{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}[d&3] }

// step returns the square next to p in direction d.
func (p Point) step(d Dir) Point { v := d.Vec(); return Point{p.X + v.X, p.Y + v.Y} }

// Tile is what a square of the map is.
type Tile uint8

// The tiles, in the order of the level format's characters . , ^ * # o.
const (
	Ground    Tile = iota // open ground
	Rough                 // rough ground: stippled
	High                  // high ground: roofs and terraces, raised, with an edge shadow
	Objective             // open ground a scenario's goal names: marked
	Wall                  // a wall: raised higher, blocks movement and sight
	Gap                   // a drop between roofs: a dark pit
)

// height returns how high a tile stands: the drop below the ground, the
// ground, roofs, walls.
func (t Tile) height() int {
	switch t {
	case Gap:
		return -1
	case High:
		return 1
	case Wall:
		return 2
	}
	return 0
}

// Model is a miniature as the board shows it.
type Model struct {
	At      Point
	Facing  Dir
	Side    int   // 0 or 1
	Letter  byte  // its letter in notation: 'A'.. for side 0, 'a'.. for side 1
	Glyph   Glyph // the picture of its profile (see GlyphOf)
	Injured bool  // a red wound drop on its token
	Stunned bool  // a swirl of stars on its token
	Spent   bool  // it has had its activation this round: drawn darker
	// Hidden is a model in stealth that the seat at the screen owns: drawn
	// as a ghost (faded, in a dashed ring) so its owner knows it is hidden.
	Hidden bool
	// Unseen is an enemy in stealth at its last known square: drawn as a
	// dashed marker with a question mark instead of a token.
	Unseen bool
	Out    bool // out of the game: not drawn
	// Moving draws the model on its way to At from From, T of the way
	// (0 at From, 1 at At): the table animates a move or a result's
	// shift by raising T frame after frame.
	Moving bool
	From   Point
	T      float64
}

// Scene is what the board shows in one frame: the map, where on the
// screen to draw it, and the models. The board keeps nothing of it between
// frames but its caches, which it checks against the scene.
type Scene struct {
	W, H  int
	Tiles []Tile // W*H squares, row by row
	// Area is the screen rectangle the board is drawn in: the map is fitted
	// into it with square cells of a whole number of pixels, and centred.
	Area   image.Rectangle
	Models []Model
	// Pal is the shared palette (sides, marks, dice); nil for the normal
	// one. Side 0's colour is Pal.Side[0], side 1's Pal.Side[1]. Keep the
	// same palette from frame to frame: a new one repaints every picture.
	Pal *render.Palette
}

// In reports whether p is on the map.
func (s *Scene) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < s.W && p.Y < s.H }

// Tile returns the tile of square p: Wall off the map.
func (s *Scene) Tile(p Point) Tile {
	if !s.In(p) || len(s.Tiles) != s.W*s.H {
		return Wall
	}
	return s.Tiles[p.Y*s.W+p.X]
}

// Cell returns the side of a square in pixels: the largest whole number
// that fits the map into Area (0 when nothing fits).
func (s *Scene) Cell() int {
	if s.W < 1 || s.H < 1 {
		return 0
	}
	return max(0, min(s.Area.Dx()/s.W, s.Area.Dy()/s.H))
}

// BoardRect returns the screen rectangle the map covers: centred in Area.
func (s *Scene) BoardRect() image.Rectangle {
	cs := s.Cell()
	if cs == 0 {
		return image.Rectangle{}
	}
	x := s.Area.Min.X + (s.Area.Dx()-cs*s.W)/2
	y := s.Area.Min.Y + (s.Area.Dy()-cs*s.H)/2
	return image.Rect(x, y, x+cs*s.W, y+cs*s.H)
}

// SquareAt returns the square under the screen pixel (x, y), if it is on
// the map.
func (s *Scene) SquareAt(x, y int) (Point, bool) {
	r, cs := s.BoardRect(), s.Cell()
	if cs == 0 || !image.Pt(x, y).In(r) {
		return Point{}, false
	}
	return Pt((x-r.Min.X)/cs, (y-r.Min.Y)/cs), true
}

// SquareRect returns the screen rectangle of square p.
func (s *Scene) SquareRect(p Point) image.Rectangle {
	r, cs := s.BoardRect(), s.Cell()
	x, y := r.Min.X+p.X*cs, r.Min.Y+p.Y*cs
	return image.Rect(x, y, x+cs, y+cs)
}

// Centre returns the screen position of the centre of square p.
func (s *Scene) Centre(p Point) (float64, float64) { return s.centre(p) }

// ModelCentre returns the screen position of the centre of model i's
// token, on its way when it is moving: for what the table draws over it.
func (s *Scene) ModelCentre(i int) (float64, float64) {
	m := s.model(i)
	if m == nil {
		return 0, 0
	}
	x, y := s.centre(m.At)
	if m.Moving && m.T < 1 {
		fx, fy := s.centre(m.From)
		t := max(0, m.T)
		x, y = fx+(x-fx)*t, fy+(y-fy)*t
	}
	return x, y
}

// centre returns the screen position of the centre of square p.
func (s *Scene) centre(p Point) (float64, float64) {
	r, cs := s.BoardRect(), float64(s.Cell())
	return float64(r.Min.X) + (float64(p.X)+0.5)*cs, float64(r.Min.Y) + (float64(p.Y)+0.5)*cs
}

// ModelAt returns the index of the model drawn on square p (not out; an
// unseen marker counts), or -1.
func (s *Scene) ModelAt(p Point) int {
	for i := range s.Models {
		if m := &s.Models[i]; !m.Out && m.At == p {
			return i
		}
	}
	return -1
}

// model returns model i, or nil when there is none.
func (s *Scene) model(i int) *Model {
	if i < 0 || i >= len(s.Models) {
		return nil
	}
	return &s.Models[i]
}

// Zone is the influence zone of a model: the squares it covers (its
// front, front diagonals and flanks, as the rules say), tinted in its
// side's colour.
type Zone struct {
	Side    int
	Squares []Point
}

// Marks are what the interface wants highlighted on the board. The zero
// value marks nothing but model 0 as neither hovered nor selected: set
// Hover and Selected to -1 for no model.
type Marks struct {
	Hover    int // model under the mouse, -1 none
	Selected int // selected model, -1 none

	Zones   []Zone  // influence zones shown (of the hovered or selected model)
	Moves   []Point // squares a move can end on: a dot
	Path    []Point // the move previewed, from the selected model's square on
	Attacks []Point // close-combat targets: a red frame and a crosshair round the token
	Shots   []Point // bow targets: a frame, a ring and arrowheads in the corners
	Throws  []Point // shuriken targets: a frame and throwing stars in the corners
	// Shifts are the squares a combat result may move a model to, marked
	// with an arrow pointing away from ShiftFrom.
	Shifts    []Point
	ShiftFrom Point

	Facings  bool  // four facing arrows around FacingAt: choosing a facing
	FacingAt Point // the square the arrows surround
	Facing   Dir   // the facing proposed now, drawn larger

	CursorOn    bool
	Cursor      Point      // the keyboard and gamepad cursor
	CursorColor color.RGBA // the seat's cursor colour; zero for the palette's
}

// Reset empties the marks for the next frame, keeping the room of their
// slices (AddZone reuses that of each zone's squares), with no model
// hovered or selected.
func (m *Marks) Reset() {
	*m = Marks{Hover: -1, Selected: -1, Zones: m.Zones[:0], Moves: m.Moves[:0], Path: m.Path[:0],
		Attacks: m.Attacks[:0], Shots: m.Shots[:0], Throws: m.Throws[:0], Shifts: m.Shifts[:0]}
}

// AddZone appends an influence zone of side and returns it, reusing the
// room of a zone the marks held before Reset: append its squares to
// Squares.
func (m *Marks) AddZone(side int) *Zone {
	if len(m.Zones) < cap(m.Zones) {
		m.Zones = m.Zones[:len(m.Zones)+1]
	} else {
		m.Zones = append(m.Zones, Zone{})
	}
	z := &m.Zones[len(m.Zones)-1]
	z.Side, z.Squares = side, z.Squares[:0]
	return z
}

// noMarks stands in for a nil *Marks. It is never changed.
var noMarks = Marks{Hover: -1, Selected: -1}
