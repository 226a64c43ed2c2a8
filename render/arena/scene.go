// Package arena draws the Arena table with the render kit: a grid of steps
// with heights (raised and shaded by height, edge shadows where a step
// drops, walls), the terrain over them (narrow passages, bushes, parapets,
// loopholes, webs, mud, pools of darkness) and the level's light; the
// fighters' tokens with their creature's glyph, letter, side badge,
// facing, Hit Points, Fate Points, conditions and status, and under each
// its Action Point track, a bar that goes below zero; the marks of a
// player's choices; the initiative strip of portraits; and a tray with a
// resisted roll's 2D6 against its TN, the damage dice and the damage
// breakdown (rolled, minus banded DR, minus Fate Points, Hit Points lost).
//
// It never reads the rules: the table fills a Scene, Marks and a Roll from
// the view of the seat at the screen and hands them over each frame,
// reusing their slices, so that a frame allocates nothing once warmed.
//
//	s.Area = boardRect // the map is fitted and centred in it
//	s.Scale = 1.25     // the interface scale: text and lines grow with it
//	board.Draw(screen, &s, &marks)
//	if p, ok := board.SquareAt(ebiten.CursorPosition()); ok { ... }
//	if i := board.FighterAt(ebiten.CursorPosition()); i >= 0 { ... } // fighter i
//	strip.Layout(stripRect, &s)
//	strip.Draw(screen, &s, hover)
//	if i, ok := strip.PortraitAt(ebiten.CursorPosition()); ok { ... } // fighter i
//	tray.Layout(trayRect, &roll)
//	tray.Draw(screen, &roll, hoverDie, render.TrayAtRest, s.Pal)
//	if d, ok := tray.DieAt(ebiten.CursorPosition()); ok { ... }
//
// Every colour cue comes with a shape cue, so that the table reads with
// the colour-blind palette: sides differ in their badge (a diamond, a
// triangle) and the case of their letters; melee targets are a crosshair,
// shot targets arrowheads in the corners; reachable squares a dot, the
// path a line of dots; the square a move was interrupted on a cross;
// terrain each its own pattern; a negative AP bar is hatched and lies left
// of a tall zero tick; a fallen or unconscious fighter lies flat with a
// down arrow or "Zz", a dead one is crossed out; conditions are badges
// with symbols; the squares' heights are written in their corners.
package arena

import (
	"image"

	"skirmish/render"
)

// Point is a square of the map: X grows to the east, Y to the south, and
// (0, 0) is the top-left square.
type Point struct{ X, Y int }

// Pt returns the square (x, y).
func Pt(x, y int) Point { return Point{x, y} }

// Dir is a facing: North, East, South or West, clockwise from North, in
// the order of rules/grid's directions.
type Dir uint8

// The facings.
const (
	North Dir = iota
	East
	South
	West
)

// Vec returns one step in direction d.
func (d Dir) Vec() Point { return [4]Point{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}[d&3] }

// Wall is the height of a square nobody may stand on.
const Wall = -1

// MaxHeight is the highest step the board shades apart.
const MaxHeight = 9

// Terrain is what lies on a step besides its height, in the order of the
// rules' terrains (so that the table may convert one to the other).
type Terrain uint8

// The terrains.
const (
	Open     Terrain = iota // nothing but the step
	Narrow                  // an enclosed space: inward brackets on its sides
	Bush                    // tall bushes: tufts
	Parapet                 // a low wall: a crenellated bar along the square
	Loophole                // a murder hole: a wall with a slit
	Web                     // a web: radial threads
	Mud                     // mud: brown with ripples
	Dark                    // a pool of darkness: shaded, with a crescent moon
	terrainCount
)

// Light is how well a level is lit: the board dims with it.
type Light uint8

// The lights.
const (
	Day Light = iota
	Twilight
	Night
)

// Status is how a fighter stands, in the order of the rules' statuses.
type Status uint8

// The statuses.
const (
	Standing    Status = iota
	Fallen             // at 0 HP or below: the token lies tilted, greyed, with a down arrow
	Unconscious        // the token lies tilted, greyed, with "Zz"
	Wounded            // survived with a permanent wound: standing, with a bandage cross
	Dead               // the token is dark and crossed out
)

// Cond is a set of a fighter's conditions, one bit each, in the order of
// the rules' conditions.
type Cond uint16

// The conditions, each drawn as a small mark round the token.
const (
	Prone     Cond = 1 << iota // a bar lying flat
	Entangled                  // a knot of threads
	Grappled                   // two linked rings
	Breath                     // a bubble
	Unaware                    // a question mark
	Sensed                     // an ear-like arc (it found its way in the dark)
)

// Fighter is a fighter as the board shows it.
type Fighter struct {
	At     Point
	Facing Dir
	Side   int  // 0 or 1
	Letter byte // its letter: 'A'.. side 0, 'a'.. side 1
	Kind   Kind // the creature pictured on its token (see KindOf)

	HP, MaxHP int // Hit Points: pips (a bar when there are many)
	FP        int // Fate Points left: small gold diamonds
	AP        int // Action Points left this round: below 0 is a Penalty
	MaxAP     int // the length of the positive part of the AP track (0: 10)

	Status Status
	Cond   Cond
	// Current is the fighter with the initiative: a bright pulsing ring,
	// and its portrait marked in the strip.
	Current bool
	Done    bool // it holds: initiates nothing more this round; drawn darker
	Out     bool // not on the map: not drawn on the board (still in the strip when ordered)
	// Moving draws the fighter on its way to At from From, T of the way.
	Moving bool
	From   Point
	T      float64
}

// Scene is what the board and the strip show in one frame. The board keeps
// nothing of it between frames but its caches, which it checks against
// the scene.
type Scene struct {
	W, H    int
	Heights []int     // W*H steps, row by row: 0..MaxHeight, or Wall
	Terrain []Terrain // W*H, or nil for all Open
	Light   Light
	// Area is the screen rectangle the board is drawn in: the map is fitted
	// into it with square cells of a whole number of pixels, and centred.
	Area     image.Rectangle
	Fighters []Fighter
	// Order lists the fighters (indexes in Fighters) in initiative order,
	// for the strip; nil shows them in their order.
	Order []int
	// Scale is the interface scale (1 at 100%, 1.25 at 125%; 0 counts as
	// 1): text and lines grow with it.
	Scale float64
	// Pal is the shared palette; nil for the normal one. Keep the same
	// palette from frame to frame: a new one repaints every picture.
	Pal *render.Palette
}

// In reports whether p is on the map.
func (s *Scene) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < s.W && p.Y < s.H }

// Height returns the height of square p: Wall off the map.
func (s *Scene) Height(p Point) int {
	if !s.In(p) || len(s.Heights) != s.W*s.H {
		return Wall
	}
	return max(Wall, min(MaxHeight, s.Heights[p.Y*s.W+p.X]))
}

// TerrainAt returns the terrain of square p: Open off the map or when the
// scene has none.
func (s *Scene) TerrainAt(p Point) Terrain {
	if !s.In(p) || len(s.Terrain) != s.W*s.H || s.Terrain[p.Y*s.W+p.X] >= terrainCount {
		return Open
	}
	return s.Terrain[p.Y*s.W+p.X]
}

// scale returns the interface scale, 1 when unset.
func (s *Scene) scale() float64 {
	if s.Scale <= 0 {
		return 1
	}
	return s.Scale
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

// FighterAt returns the index of the fighter drawn under the screen pixel
// (x, y) (one not Out, on the square under it), or -1.
func (s *Scene) FighterAt(x, y int) int {
	p, ok := s.SquareAt(x, y)
	if !ok {
		return -1
	}
	return s.FighterOn(p)
}

// FighterOn returns the index of the fighter on square p (not Out), or -1;
// a standing fighter before a fallen one on the same square.
func (s *Scene) FighterOn(p Point) int {
	found := -1
	for i := range s.Fighters {
		if f := &s.Fighters[i]; !f.Out && f.At == p {
			if f.Status == Standing || f.Status == Wounded {
				return i
			}
			if found < 0 {
				found = i
			}
		}
	}
	return found
}

// centre returns the screen position of the centre of square p.
func (s *Scene) centre(p Point) (float64, float64) {
	r, cs := s.BoardRect(), float64(s.Cell())
	return float64(r.Min.X) + (float64(p.X)+0.5)*cs, float64(r.Min.Y) + (float64(p.Y)+0.5)*cs
}

// FighterCentre returns the screen position of the centre of fighter i's
// token, on its way when it is moving: for what the table draws over it.
func (s *Scene) FighterCentre(i int) (float64, float64) {
	if i < 0 || i >= len(s.Fighters) {
		return 0, 0
	}
	f := &s.Fighters[i]
	x, y := s.centre(f.At)
	if f.Moving && f.T < 1 {
		fx, fy := s.centre(f.From)
		t := max(0, f.T)
		x, y = fx+(x-fx)*t, fy+(y-fy)*t
	}
	return x, y
}
