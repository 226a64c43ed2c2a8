package battleaxe

import (
	"skirmish/rules/grid"
)

// Ground is what a square of the dungeon is.
type Ground uint8

// The grounds. Void is rock or a part of the dungeon not yet revealed: no
// mini stands there and no line of sight crosses it. A chasm is part of a
// room that nothing walks on; only the chasm jump crosses it.
const (
	Void Ground = iota
	RoomFloor
	PassageFloor
	Chasm
)

// Floor reports whether the square belongs to a revealed room or passage.
func (g Ground) Floor() bool { return g != Void }

// Edge is what lies between two orthogonally adjacent squares: nothing, a
// wall, or a door. Walls are thin: they run along the edges of squares, as
// on the seed's tiles, so that minis on either side of a doorway are
// adjacent.
type Edge uint8

// The edges.
const (
	Open Edge = iota
	Wall
	DoorClosed
	DoorOpen
)

// Passable reports whether minis, blows and lines of sight cross the edge.
func (e Edge) Passable() bool { return e == Open || e == DoorOpen }

// Content is a kind of Room Contents: a barrel, a cupboard. High contents
// block lines of sight; Low ones "can be shot over". No mini moves over
// either.
type Content struct {
	Name string
	High bool
}

// Area is one revealed room or passage: the squares joined without a wall
// or door between them. Entry is the side of the area its entry door is on
// (the heroes came in through it), which numbers its squares for the order
// the enemies act in.
type Area struct {
	Room   bool
	Entry  grid.Dir
	Lo, Hi grid.Point // the corners of the box around its squares
}

// Board is the dungeon as revealed: grounds, the walls and doors on the
// edges between squares, room contents and areas. Doors change in play and
// tiles are laid as the dungeon grows; a game shares its board with its
// copies and copies it before changing it (Game.ownBoard).
type Board struct {
	W, H     int
	ground   []Ground
	area     []int16 // area index per square, -1 for void
	content  []uint8 // 0 for none, else 1 + index into Contents
	east     []Edge  // edge between (x, y) and (x+1, y)
	south    []Edge  // edge between (x, y) and (x, y+1)
	overlap  []bool  // squares two tiles claimed (nil until a tile clashes)
	Areas    []Area
	Contents []Content
}

// NewBoard returns a board of w x h void squares with no walls.
func NewBoard(w, h int) *Board {
	n := w * h
	b := &Board{W: w, H: h, ground: make([]Ground, n), area: make([]int16, n),
		content: make([]uint8, n), east: make([]Edge, n), south: make([]Edge, n)}
	for i := range b.area {
		b.area[i] = -1
	}
	return b
}

// Clone returns an independent copy.
func (b *Board) Clone() *Board {
	c := *b
	c.ground = append([]Ground(nil), b.ground...)
	c.area = append([]int16(nil), b.area...)
	c.content = append([]uint8(nil), b.content...)
	c.east = append([]Edge(nil), b.east...)
	c.south = append([]Edge(nil), b.south...)
	if b.overlap != nil {
		c.overlap = append([]bool(nil), b.overlap...)
	}
	c.Areas = append([]Area(nil), b.Areas...)
	c.Contents = append([]Content(nil), b.Contents...)
	return &c
}

// Overlap reports whether p was claimed by two tiles: where tiles still
// clash "tiles may need to overlap - which is also OK". The square stays
// what the first tile made it.
func (b *Board) Overlap(p grid.Point) bool {
	return b.overlap != nil && b.In(p) && b.overlap[b.idx(p)]
}

// In reports whether p is on the board.
func (b *Board) In(p grid.Point) bool {
	return p.X >= 0 && p.Y >= 0 && int(p.X) < b.W && int(p.Y) < b.H
}

func (b *Board) idx(p grid.Point) int { return int(p.Y)*b.W + int(p.X) }

// Ground returns what p is; off the board is Void.
func (b *Board) Ground(p grid.Point) Ground {
	if !b.In(p) {
		return Void
	}
	return b.ground[b.idx(p)]
}

// AreaOf returns the index of the area p is in, or -1.
func (b *Board) AreaOf(p grid.Point) int {
	if !b.In(p) {
		return -1
	}
	return int(b.area[b.idx(p)])
}

// ContentAt returns the room contents on p, if any.
func (b *Board) ContentAt(p grid.Point) (Content, bool) {
	if !b.In(p) || b.content[b.idx(p)] == 0 {
		return Content{}, false
	}
	return b.Contents[b.content[b.idx(p)]-1], true
}

// Walkable reports whether a mini may stand on p, minis aside: revealed
// floor without room contents.
func (b *Board) Walkable(p grid.Point) bool {
	g := b.Ground(p)
	return (g == RoomFloor || g == PassageFloor) && b.content[b.idx(p)] == 0
}

// EdgeBetween returns the edge between orthogonally adjacent p and q. An
// edge between floor and void is a wall, or a closed door to a part of the
// dungeon not yet revealed; points that are not orthogonal neighbours give
// a wall.
func (b *Board) EdgeBetween(p, q grid.Point) Edge {
	if !b.Ground(p).Floor() || !b.Ground(q).Floor() {
		if b.Ground(p).Floor() != b.Ground(q).Floor() && b.In(p) && b.In(q) && b.rawEdge(p, q) == DoorClosed {
			return DoorClosed
		}
		return Wall
	}
	d := q.Sub(p)
	switch {
	case d.X == 1 && d.Y == 0:
		return b.east[b.idx(p)]
	case d.X == -1 && d.Y == 0:
		return b.east[b.idx(q)]
	case d.X == 0 && d.Y == 1:
		return b.south[b.idx(p)]
	case d.X == 0 && d.Y == -1:
		return b.south[b.idx(q)]
	}
	return Wall
}

// rawEdge returns the edge stored between orthogonal neighbours on the board.
func (b *Board) rawEdge(p, q grid.Point) Edge {
	d := q.Sub(p)
	switch {
	case d.X == 1 && d.Y == 0:
		return b.east[b.idx(p)]
	case d.X == -1 && d.Y == 0:
		return b.east[b.idx(q)]
	case d.X == 0 && d.Y == 1:
		return b.south[b.idx(p)]
	case d.X == 0 && d.Y == -1:
		return b.south[b.idx(q)]
	}
	return Wall
}

// Unexplored reports whether the edge from floor square p to its neighbour
// q is a closed door to a part of the dungeon not yet revealed.
func (b *Board) Unexplored(p, q grid.Point) bool {
	return b.Ground(p).Floor() && b.In(q) && !b.Ground(q).Floor() && b.rawEdge(p, q) == DoorClosed
}

// SetEdge sets the edge between orthogonally adjacent p and q; it reports
// false when they are not neighbours on the board.
func (b *Board) SetEdge(p, q grid.Point, e Edge) bool {
	if !b.In(p) || !b.In(q) {
		return false
	}
	d := q.Sub(p)
	switch {
	case d.X == 1 && d.Y == 0:
		b.east[b.idx(p)] = e
	case d.X == -1 && d.Y == 0:
		b.east[b.idx(q)] = e
	case d.X == 0 && d.Y == 1:
		b.south[b.idx(p)] = e
	case d.X == 0 && d.Y == -1:
		b.south[b.idx(q)] = e
	default:
		return false
	}
	return true
}

// Touches reports whether a blow (or a step) passes between p and q, which
// are one king's move apart, walls and doors only considered. Orthogonal
// neighbours touch when their edge is passable. Diagonal neighbours touch
// when one of the two ways round the shared corner crosses passable edges
// only: this is the seed's doorway rule ("Heroes and enemies can fight
// through doorways, although the wall prevents attacks"), under which a
// hero beside a doorway reaches diagonally through the gap but not straight
// across the wall.
func (b *Board) Touches(p, q grid.Point) bool {
	if p == q || grid.Chebyshev(p, q) != 1 || !b.Ground(p).Floor() || !b.Ground(q).Floor() {
		return false
	}
	return b.touchesThrough(p, q, false)
}

// touchesThrough is Touches where closed doors, with doors set, count as
// open: the way an enemy that opens doors moves.
func (b *Board) touchesThrough(p, q grid.Point, doors bool) bool {
	if p == q || grid.Chebyshev(p, q) != 1 || !b.Ground(p).Floor() || !b.Ground(q).Floor() {
		return false
	}
	pass := func(e Edge) bool { return e.Passable() || doors && e == DoorClosed }
	if p.X == q.X || p.Y == q.Y {
		return pass(b.EdgeBetween(p, q))
	}
	for _, via := range [2]grid.Point{{X: q.X, Y: p.Y}, {X: p.X, Y: q.Y}} {
		if pass(b.EdgeBetween(p, via)) && pass(b.EdgeBetween(via, q)) {
			return true
		}
	}
	return false
}

// openDoorsBetween opens the closed doors a step from p to q crosses (for
// a diagonal step, on the first way round the corner that needs no more
// than opening doors) and returns the doors opened.
func (b *Board) openDoorsBetween(p, q grid.Point) [][2]grid.Point {
	if b.Touches(p, q) {
		return nil
	}
	var opened [][2]grid.Point
	open := func(a, c grid.Point) {
		if b.EdgeBetween(a, c) == DoorClosed {
			b.SetEdge(a, c, DoorOpen)
			opened = append(opened, [2]grid.Point{a, c})
		}
	}
	if p.X == q.X || p.Y == q.Y {
		open(p, q)
		return opened
	}
	for _, via := range [2]grid.Point{{X: q.X, Y: p.Y}, {X: p.X, Y: q.Y}} {
		if b.touchesThrough(p, via, true) && b.touchesThrough(via, q, true) {
			open(p, via)
			open(via, q)
			return opened
		}
	}
	return opened
}

// aroundCorner reports whether diagonal neighbours p and q are joined by one
// of the two L-shaped ways round their shared corner: both edges passable
// and the square between them on floor not blocked (blocked may be nil).
func (b *Board) aroundCorner(p, q grid.Point, blocked func(grid.Point) bool) bool {
	for _, via := range [2]grid.Point{{X: q.X, Y: p.Y}, {X: p.X, Y: q.Y}} {
		if b.EdgeBetween(p, via).Passable() && b.EdgeBetween(via, q).Passable() &&
			(blocked == nil || !blocked(via)) {
			return true
		}
	}
	return false
}

// kingSteps lists the eight neighbouring offsets, clockwise from north.
var kingSteps = [8]grid.Point{{X: 0, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 0}, {X: 1, Y: 1},
	{X: 0, Y: 1}, {X: -1, Y: 1}, {X: -1, Y: 0}, {X: -1, Y: -1}}

// Doors lists every door edge as the pair of squares it lies between, in
// board order (row by row, east edge before south edge).
func (b *Board) Doors() [][2]grid.Point {
	var out [][2]grid.Point
	for y := range b.H {
		for x := range b.W {
			p := grid.Pt(x, y)
			if e := b.east[b.idx(p)]; e == DoorClosed || e == DoorOpen {
				out = append(out, [2]grid.Point{p, grid.Pt(x+1, y)})
			}
			if e := b.south[b.idx(p)]; e == DoorClosed || e == DoorOpen {
				out = append(out, [2]grid.Point{p, grid.Pt(x, y+1)})
			}
		}
	}
	return out
}
