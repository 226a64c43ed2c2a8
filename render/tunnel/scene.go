// Package tunnel draws the Tunnel Fighters table with the render kit: the
// tiles, light and darkness, the fighters' tokens, the marks of the
// player's choices, the dice tray of a swing and the animations that play
// out what happened.
//
// It never reads the rules: the table fills a Scene (and Events) from the
// game each frame and hands them over; the package draws them.
//
//	b := tunnel.NewBoard()
//	b.Layout(area, scene.W, scene.H)
//	b.Draw(screen, &scene, &marks, animator, pal)
//	if p, ok := b.CellAt(ebiten.CursorPosition()); ok { ... }
package tunnel

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

// dirTo returns the direction from p to the square q next to it.
func dirTo(p, q Point) (Dir, bool) {
	for _, d := range dirs {
		if p.step(d) == q {
			return d, true
		}
	}
	return 0, false
}

// manhattan returns the number of orthogonal steps between p and q.
func manhattan(p, q Point) int { return abs(p.X-q.X) + abs(p.Y-q.Y) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Tile is what a square is made of.
type Tile uint8

// The tiles. Rock is the solid ground outside the tunnels.
const (
	Rock Tile = iota
	Wall
	Floor
	DoorClosed
	DoorOpen
	Exit
)

// blocks reports whether the tile stops light: rock, walls, closed doors.
func (t Tile) blocks() bool { return t == Rock || t == Wall || t == DoorClosed }

// solid reports whether a tile stands up from the floor: wall or rock.
func (t Tile) solid() bool { return t == Wall || t == Rock }

// door reports whether the tile is a door, open or closed.
func (t Tile) door() bool { return t == DoorClosed || t == DoorOpen }

// Light is a fixed light standing on a floor square: a brazier.
type Light struct {
	At     Point
	Radius int
}

// Model is a fighter as the board shows it.
type Model struct {
	At           Point
	Facing       Dir
	Side         int
	Icon         string // the icon of its profile, from this package's set (icons.txt)
	Name         string // its profile's name: the first letter stands in for a missing icon
	Endurance    int
	MaxEndurance int // its profile's: one segment of the bar per point
	Stamina      int
	MaxStamina   int // its profile's starting Stamina
	Lantern      int // the radius of the lantern it carries, 0 for none
	Prone        bool
	Dead         bool
}

// Scene is what the board shows in one frame. The board keeps nothing of
// it between frames but its caches, which it checks against the scene: the
// table may refill one Scene every frame, reusing its slices, so that
// drawing allocates nothing.
type Scene struct {
	W, H     int
	Tiles    []Tile // W*H squares row by row, as they are now (doors open or closed)
	Lit      []bool // W*H: which squares are lit
	Lights   []Light
	Models   []Model
	Defender int // the model a swing under way attacks, or -1: a Shunt pushes it
}

// In reports whether p is on the map.
func (s *Scene) In(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < s.W && p.Y < s.H }

// Tile returns the tile of square p: Rock off the map.
func (s *Scene) Tile(p Point) Tile {
	if !s.In(p) || len(s.Tiles) != s.W*s.H {
		return Rock
	}
	return s.Tiles[p.Y*s.W+p.X]
}

// IsLit reports whether square p is lit.
func (s *Scene) IsLit(p Point) bool {
	return s.In(p) && len(s.Lit) == s.W*s.H && s.Lit[p.Y*s.W+p.X]
}

// model returns model i, or nil when there is none.
func (s *Scene) model(i int) *Model {
	if i < 0 || i >= len(s.Models) {
		return nil
	}
	return &s.Models[i]
}
