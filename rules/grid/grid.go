// Package grid holds square-grid geometry shared by grid rulesets: points,
// the four facings, square names such as "c4", and line of sight.
//
// Squares are named like a spreadsheet seen from above: the column is a
// letter (a..z, then aa, ab, ...) counted from the left, the row is a number
// counted from 1 at the top. The top-left square is "a1".
package grid

import (
	"fmt"
	"strconv"
)

// Point is a square on the grid; X grows to the right, Y grows downwards.
type Point struct {
	X, Y int16
}

// Pt returns the point (x, y).
func Pt(x, y int) Point { return Point{int16(x), int16(y)} }

// Add returns p moved by q.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Sub returns the offset from q to p.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Step returns the neighbouring point in direction d.
func (p Point) Step(d Dir) Point { return p.Add(d.Vec()) }

// String returns the square's name, e.g. "c4".
func (p Point) String() string {
	if p.X < 0 || p.Y < 0 {
		return fmt.Sprintf("(%d,%d)", p.X, p.Y)
	}
	return columnName(int(p.X)) + strconv.Itoa(int(p.Y)+1)
}

// Chebyshev returns the king-move distance between p and q.
func Chebyshev(p, q Point) int {
	return max(abs(int(p.X-q.X)), abs(int(p.Y-q.Y)))
}

// Manhattan returns the orthogonal-step distance between p and q.
func Manhattan(p, q Point) int {
	return abs(int(p.X-q.X)) + abs(int(p.Y-q.Y))
}

// DistSq returns the squared distance between the centres of p and q.
func DistSq(p, q Point) int {
	dx, dy := int(p.X-q.X), int(p.Y-q.Y)
	return dx*dx + dy*dy
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func columnName(x int) string {
	name := ""
	for {
		name = string(rune('a'+x%26)) + name
		x = x/26 - 1
		if x < 0 {
			return name
		}
	}
}

// ParseSquare reads a square name such as "c4" or "aa12".
func ParseSquare(s string) (Point, error) {
	i := 0
	x := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' {
		x = x*26 + int(s[i]-'a'+1)
		i++
		if x > 1<<12 {
			return Point{}, fmt.Errorf("square %q: column too large", s)
		}
	}
	if i == 0 {
		return Point{}, fmt.Errorf("square %q: expected a column letter", s)
	}
	if i == len(s) {
		return Point{}, fmt.Errorf("square %q: expected a row number after the column", s)
	}
	if s[i] == '0' {
		return Point{}, fmt.Errorf("square %q: rows are numbered from 1", s)
	}
	for _, c := range s[i:] {
		if c < '0' || c > '9' {
			return Point{}, fmt.Errorf("square %q: expected a row number after the column", s)
		}
	}
	y, err := strconv.Atoi(s[i:])
	if err != nil || y < 1 || y > 1<<12 {
		return Point{}, fmt.Errorf("square %q: expected a row number after the column", s)
	}
	return Pt(x-1, y-1), nil
}

// Dir is one of the four facings: North (up), East, South, West.
type Dir uint8

// The four facings, clockwise from North.
const (
	North Dir = iota
	East
	South
	West
)

// Dirs lists the four facings in order.
var Dirs = [4]Dir{North, East, South, West}

var dirVecs = [4]Point{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

// Vec returns the unit step of d.
func (d Dir) Vec() Point { return dirVecs[d&3] }

// Left returns the facing 90 degrees anticlockwise.
func (d Dir) Left() Dir { return (d + 3) & 3 }

// Right returns the facing 90 degrees clockwise.
func (d Dir) Right() Dir { return (d + 1) & 3 }

// Back returns the opposite facing.
func (d Dir) Back() Dir { return (d + 2) & 3 }

// Letter returns "N", "E", "S" or "W".
func (d Dir) Letter() string { return "NESW"[d&3 : d&3+1] }

// String returns the facing's name.
func (d Dir) String() string {
	return [4]string{"north", "east", "south", "west"}[d&3]
}

// ParseDir reads "N", "E", "S" or "W".
func ParseDir(s string) (Dir, bool) {
	switch s {
	case "N":
		return North, true
	case "E":
		return East, true
	case "S":
		return South, true
	case "W":
		return West, true
	}
	return 0, false
}

// DirTo returns the facing from p to an orthogonally adjacent q.
func DirTo(p, q Point) (Dir, bool) {
	d := q.Sub(p)
	for _, dir := range Dirs {
		if dir.Vec() == d {
			return dir, true
		}
	}
	return 0, false
}

// Toward returns the facing from p that q mostly lies along: east or west
// where q is further across than up or down, else south or north (north
// for q on p).
func Toward(p, q Point) Dir {
	dx, dy := int(q.X-p.X), int(q.Y-p.Y)
	switch {
	case abs(dx) > abs(dy) && dx > 0:
		return East
	case abs(dx) > abs(dy):
		return West
	case dy > 0:
		return South
	}
	return North
}

// Side tells where a point lies as seen by a model at p facing f.
type Side uint8

// Where one point lies relative to a model's facing.
const (
	Front Side = iota
	LeftSide
	RightSide
	Rear
	Elsewhere // not orthogonally adjacent
)

// SideOf classifies an orthogonally adjacent q as seen from p facing f.
func SideOf(p Point, f Dir, q Point) Side {
	d, ok := DirTo(p, q)
	switch {
	case !ok:
		return Elsewhere
	case d == f:
		return Front
	case d == f.Left():
		return LeftSide
	case d == f.Right():
		return RightSide
	}
	return Rear
}

// InArc reports whether q lies in the half-plane a model at p facing f looks
// into: in front of it or level with it, not behind it.
func InArc(p Point, f Dir, q Point) bool {
	if p == q {
		return false
	}
	v, d := f.Vec(), q.Sub(p)
	return int(v.X)*int(d.X)+int(v.Y)*int(d.Y) >= 0
}
