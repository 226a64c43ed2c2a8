// Package battleaxe draws the Battle-Axe table with the render kit: the
// dungeon as the heroes have revealed it (rooms, passages, chasms, the thin
// walls and the doors on the edges between squares, room contents, tiles
// laid over each other), seen through a camera that pans and zooms over a
// large canvas; the heroes and the enemies as round tokens with their
// facing, Health and state; the overlays of a player's choices and of the
// enemy phase; and a tray of the game's dice.
//
// It never reads the rules: the table fills a Scene and Marks from the view
// of the seats at the screen and hands them over each frame, reusing their
// slices, so that a frame allocates nothing. A frame goes:
//
//	s.Area, s.Scale, s.Pal = boardRect, uiScale, pal
//	s.Camera.Ease(target, 0.15)                // target.Fit(s.Area, s.Revealed(), 8) when a tile is laid;
//	                                           // or Follow(x, y, 0.15) with x, y := s.MiniPoint(i);
//	                                           // Pan(dx, dy) on a drag, ZoomAt(...) on the wheel
//	marks.Reset()                              // then append Moves, Path, Fights, Shots, Cursors, Enemy
//	board.Draw(screen, &s, &marks)             // one Board kept for the table's life
//	tray.Draw(screen, trayRect, &dice, pal)    // one Tray too; dice.T and dice.Frame drive the roll
//	board.DrawToken(screen, portraitRect, &s.Minis[i], pal) // a hero's portrait in a panel
//	if p, ok := s.SquareAt(ebiten.CursorPosition()); ok { ... }
//
// Minis take their pictures from this package's icons (icons.txt): Mini.Icon = IconOf(role)
// (or the race, or the enemy's id); room contents likewise.
//
// Every colour cue comes with a shape cue, so that the table reads with the
// colour-blind palette: enemies are octagons where heroes are round discs,
// closed doors are solid slabs where open ones are swung leaves, fighting
// targets wear crossed blades and shooting targets a crosshair, hits are
// ticked and misses crossed.
package battleaxe

import (
	"image"

	"skirmish/render"
)

// Point is a square of the dungeon: X grows to the east, Y to the south,
// and (0, 0) is the top-left square of the canvas.
type Point struct{ X, Y int }

// Pt returns the square (x, y).
func Pt(x, y int) Point { return Point{x, y} }

// Dir is a facing or a side of a square: North, East, South or West,
// clockwise from North.
type Dir uint8

// The directions.
const (
	North Dir = iota
	East
	South
	West
)

// Vec returns one step in direction d.
func (d Dir) Vec() Point { return [4]Point{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}[d&3] }

// Ground is what a square is.
type Ground uint8

// The grounds. Void is rock or dungeon not yet revealed: drawn as dark
// stone. A chasm is a pit in a room.
const (
	Void Ground = iota
	RoomFloor
	PassageFloor
	Chasm
)

// Edge is what lies along a side of a square: nothing, a wall, or a door.
type Edge uint8

// The edges.
const (
	Open Edge = iota
	Wall
	DoorClosed
	DoorOpen
)

// Content is a kind of room contents: a barrel, a table. High contents
// stand tall (they block sight); low ones lie flat.
type Content struct {
	Name string // the short name, written on large squares: "Barrels"
	Icon string // a game icon drawn on it ("" for the first letter of Name)
	High bool
}

// Square is one square of the dungeon.
type Square struct {
	Ground Ground
	// East and South are the edges between this square and the squares to
	// its east and south (the west and north edges are those of the
	// neighbours). An open edge between floor and void is drawn as a
	// wall; a door there is a door not yet opened.
	East, South Edge
	Content     int  // 0 for none, else 1 + an index into Scene.Contents
	Overlap     bool // two tiles were laid over each other here: hatched and outlined twice
	// Revealing draws the square sliding in from SlideFrom and fading in,
	// Reveal of the way (0 just appearing, 1 in place): the table raises
	// Reveal frame after frame when a tile is laid.
	Revealing bool
	Reveal    float64
	SlideFrom Dir
}

// Status is how a mini stands.
type Status uint8

// The statuses. An unconscious mini lies greyed with a Zz; a dead one shows
// a skull.
const (
	Standing Status = iota
	Unconscious
	Dead
)

// Mini is a hero or an enemy on the board.
type Mini struct {
	At     Point // its top-left square
	W, H   int   // the squares it covers: 1 or 2 each (0 counts as 1)
	Facing Dir
	Hero   bool
	// Player is the player who controls a hero (0 to 3): its colour.
	Player int
	Icon   string // a game icon for its picture (see IconOf); "" for Label large
	Label  string // a short label: a hero's initial, an enemy's "G1"
	Health int    // current Health: the pips filled
	Base   int    // base Health: the pips drawn (0 for none)
	Status Status
	// Carrier is 1 + the index in Scene.Minis of the hero carrying this
	// one, 0 when none: a carried hero is drawn small on its carrier.
	Carrier int
	Turn    bool // the hero whose turn it is (or the acting enemy): a glowing ring
	Gone    bool // off the board: not drawn
	// Moving draws the mini on its way to At from From, T of the way.
	Moving bool
	From   Point
	T      float64
}

// size returns the squares the mini covers, at least 1x1.
func (m *Mini) size() (int, int) { return max(1, min(2, m.W)), max(1, min(2, m.H)) }

// Scene is what the board shows in one frame: the dungeon, where on the
// screen and how close it is seen, and the minis. The board keeps nothing
// of it between frames but its caches.
type Scene struct {
	W, H     int
	Squares  []Square // W*H squares, row by row
	Contents []Content
	Minis    []Mini
	// Area is the screen rectangle the board is drawn in, and Camera where
	// the dungeon lies in it and how large a square is.
	Area   image.Rectangle
	Camera Camera
	// Scale is the interface scale, for text and marks (0 counts as 1).
	Scale float64
	// Pal is the shared palette; nil for the normal one. Keep the same
	// palette from frame to frame: a new one repaints every picture.
	Pal *render.Palette
}

// In reports whether p is on the canvas.
func (s *Scene) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < s.W && p.Y < s.H }

// Square returns square p; off the canvas, a void square.
func (s *Scene) Square(p Point) Square {
	if !s.In(p) || len(s.Squares) != s.W*s.H {
		return Square{}
	}
	return s.Squares[p.Y*s.W+p.X]
}

// Ground returns what square p is: Void off the canvas.
func (s *Scene) Ground(p Point) Ground { return s.Square(p).Ground }

// EdgeOf returns the edge on side d of square p. An open edge between
// floor and void is a wall; a door there (a door not opened yet, with
// nothing revealed behind it) stays a door.
func (s *Scene) EdgeOf(p Point, d Dir) Edge {
	v := d.Vec()
	q := Pt(p.X+v.X, p.Y+v.Y)
	if s.Ground(p) == Void && s.Ground(q) == Void {
		return Open
	}
	var e Edge
	switch d {
	case East:
		e = s.Square(p).East
	case South:
		e = s.Square(p).South
	case West:
		e = s.Square(q).East
	default:
		e = s.Square(q).South
	}
	if e == Open && (s.Ground(p) == Void || s.Ground(q) == Void) {
		return Wall
	}
	return e
}

// ContentOf returns the room contents on p, if any.
func (s *Scene) ContentOf(p Point) (Content, bool) {
	c := s.Square(p).Content
	if c < 1 || c > len(s.Contents) {
		return Content{}, false
	}
	return s.Contents[c-1], true
}

// MiniAt returns the index of the mini drawn over square p (not gone, not
// carried), or -1: one standing there before a dead one lying there.
func (s *Scene) MiniAt(p Point) int {
	dead := -1
	for i := range s.Minis {
		m := &s.Minis[i]
		if m.Gone || m.Carrier != 0 {
			continue
		}
		w, h := m.size()
		if p.X >= m.At.X && p.Y >= m.At.Y && p.X < m.At.X+w && p.Y < m.At.Y+h {
			if m.Status != Dead {
				return i
			}
			if dead < 0 {
				dead = i
			}
		}
	}
	return dead
}

// scale returns the interface scale.
func (s *Scene) scale() float64 {
	if s.Scale <= 0 {
		return 1
	}
	return s.Scale
}

// Reset empties the scene for a canvas of w x h void squares, keeping the
// room of its slices (Squares, Contents, Minis), so that a table that fills
// the scene afresh each frame allocates nothing. Area, Camera, Scale and
// Pal stay.
func (s *Scene) Reset(w, h int) {
	w, h = max(0, w), max(0, h)
	s.W, s.H = w, h
	if cap(s.Squares) < w*h {
		s.Squares = make([]Square, w*h)
	} else {
		s.Squares = s.Squares[:w*h]
		clear(s.Squares)
	}
	s.Contents, s.Minis = s.Contents[:0], s.Minis[:0]
}

// SetEdge sets the edge on side d of square p (stored on p for East and
// South, on the neighbour for West and North); it reports false when the
// square that holds it is off the canvas.
func (s *Scene) SetEdge(p Point, d Dir, e Edge) bool {
	switch d {
	case West:
		p, d = Pt(p.X-1, p.Y), East
	case North:
		p, d = Pt(p.X, p.Y-1), South
	}
	if !s.In(p) || len(s.Squares) != s.W*s.H {
		return false
	}
	if d == East {
		s.Squares[p.Y*s.W+p.X].East = e
	} else {
		s.Squares[p.Y*s.W+p.X].South = e
	}
	return true
}
