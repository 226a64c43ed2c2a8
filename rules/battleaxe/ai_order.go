package battleaxe

import (
	"sort"

	"skirmish/rules/grid"
)

// SquareNumber returns the number of square p in its area as the seed counts
// them for the order enemies act in: "imagine there are numbers on the
// squares, starting at the front-left and increasing to the back-right",
// front being the side of the area's entry door and left as seen looking in
// through it. A 5x3 room entered from the south numbers 1-5 along its
// bottom row, 6-10 above, 11-15 at the top. It returns 0 off the floor.
func (b *Board) SquareNumber(p grid.Point) int {
	a := b.AreaOf(p)
	if a < 0 {
		return 0
	}
	lo, hi := b.Areas[a].Lo, b.Areas[a].Hi
	w, h := int(hi.X-lo.X)+1, int(hi.Y-lo.Y)+1
	x, y := int(p.X-lo.X), int(p.Y-lo.Y)
	switch b.Areas[a].Entry {
	case grid.North: // looking south: left is east
		return y*w + (w - 1 - x) + 1
	case grid.East: // looking west: left is south
		return (w-1-x)*h + (h - 1 - y) + 1
	case grid.West: // looking east: left is north
		return x*h + y + 1
	}
	return (h-1-y)*w + x + 1 // from the south, looking north: left is west
}

// ActivationOrder returns the living enemies in the order they act: area by
// area in the order the areas were revealed (a ruling: on a fixed map, the
// order the map lists them), and within an area by the number of the
// lowest-numbered square each covers.
func (g *Game) ActivationOrder() []int {
	type key struct{ i, area, num int }
	var ks []key
	var buf [4]grid.Point
	for i := range g.minis {
		m := &g.minis[i]
		if m.Hero || m.Gone || m.Dead() {
			continue
		}
		best := 1 << 30
		for _, p := range m.Squares(buf[:0]) {
			best = min(best, g.board.SquareNumber(p))
		}
		ks = append(ks, key{i, g.board.AreaOf(m.At), best})
	}
	sort.SliceStable(ks, func(a, b int) bool {
		if ks[a].area != ks[b].area {
			return ks[a].area < ks[b].area
		}
		if ks[a].num != ks[b].num {
			return ks[a].num < ks[b].num
		}
		return ks[a].i < ks[b].i
	})
	out := make([]int, len(ks))
	for i, k := range ks {
		out[i] = k.i
	}
	return out
}
