package battleaxe

import (
	"fmt"

	"skirmish/rules/grid"
)

// doorway returns the open door of enemy e's area on its way to hero h:
// the one with the fewest moves to it plus squares from it to the hero,
// then board order. It gives the square on the enemy's side and the
// direction through the door.
func (g *Game) doorway(e, h int, dist []int) (grid.Point, grid.Dir, bool) {
	start := g.board.AreaOf(g.minis[e].At)
	hero := g.minis[h].At
	best, bestD, dir := grid.Point{}, -1, grid.North
	for _, d := range g.board.Doors() {
		for _, pair := range [2][2]grid.Point{{d[0], d[1]}, {d[1], d[0]}} {
			p, q := pair[0], pair[1]
			if g.board.EdgeBetween(p, q) != DoorOpen || g.board.AreaOf(p) != start || g.board.AreaOf(q) == start {
				continue
			}
			k := dist[g.board.idx(p)]
			if k < 0 {
				continue
			}
			if k += grid.Chebyshev(q, hero); bestD >= 0 && k >= bestD {
				continue
			}
			best, bestD = p, k
			dir, _ = grid.DirTo(p, q)
		}
	}
	return best, dir, bestD >= 0
}

// doorwayMove finds where enemy e moves to fight hero h, who is beyond a
// doorway, within limit moves, by the seed's three rules: "1) an enemy will
// not step through a doorway to stand and fight on the square on the other
// side, if it will then be adjacent to 3 or 4 heroes. It will try to move
// further through so that it is adjacent to just 1 or 2 heroes. If it can't
// do this it will... 2) instead, try to stop at the doorway to immediately
// fight a hero that is adjacent 3) finally, if there is no adjacent hero to
// fight it will step to the side of the doorway".
func (g *Game) doorwayMove(e, h int, dist []int, limit int) (fightPlan, bool) {
	start := g.board.AreaOf(g.minis[e].At)
	if p, ok := g.tableMove(e, h, dist, limit, true); ok {
		return p, true
	}
	if at, d, ok := g.bestPosition(e, dist, limit, func(at grid.Point) bool {
		n := g.heroesAdjacent(e, at)
		return g.board.AreaOf(at) != start && n >= 1 && n <= 2
	}); ok {
		return fightPlan{at, d, fmt.Sprintf("Doorway rule 1: it moves on through the doorway to %s, adjacent to just %d heroes", at, g.heroesAdjacent(e, at))}, true
	}
	door, through, ok := g.doorway(e, h, dist)
	if !ok {
		return fightPlan{}, false
	}
	if d := dist[g.board.idx(door)]; d <= limit && g.canStop(e, door) && g.heroesAdjacent(e, door) > 0 {
		return fightPlan{door, d, fmt.Sprintf("Doorway rule 2: it stops at the doorway on %s to fight a hero adjacent", door)}, true
	}
	// Rule 3 is for an enemy come to fight near the doorway: the X beyond
	// it turns it back ("an enemy will not step through a doorway ... if it
	// will then be adjacent to 3 or 4 heroes") or a hero stands by the
	// doorway (rule 2's, the doorway square taken). One merely too far from
	// its hero is no such enemy, and walks on towards him (a ruling).
	if !g.xSquare(e, door.Step(through), start) && g.heroesAdjacent(e, door) == 0 {
		return fightPlan{}, false
	}
	// Rule 3: the side squares, the clockwise one first (a ruling), then as
	// close to them as possible.
	var sides []grid.Point
	for _, side := range [2]grid.Point{door.Step(through.Right()), door.Step(through.Left())} {
		if g.board.Walkable(side) && g.board.AreaOf(side) == start {
			sides = append(sides, side)
		}
	}
	for _, side := range sides {
		if d := dist[g.board.idx(side)]; d >= 0 && d <= limit && g.canStop(e, side) {
			return fightPlan{side, d, fmt.Sprintf("Doorway rule 3: no hero to fight from the doorway, so it steps to the side of the doorway, to %s", side)}, true
		}
	}
	for _, side := range sides {
		best, bestD, bestC := grid.Point{}, -1, 1<<30
		for i, d := range dist {
			at := grid.Pt(i%g.board.W, i/g.board.W)
			if d < 0 || d > limit || g.board.AreaOf(at) != start || !g.canStop(e, at) || at == door {
				continue
			}
			if c := grid.Chebyshev(at, side); c < bestC || c == bestC && d < bestD {
				best, bestD, bestC = at, d, c
			}
		}
		if bestD >= 0 {
			return fightPlan{best, bestD, fmt.Sprintf("Doorway rule 3: the sides of the doorway are taken or out of reach, so it stops as close to %s as it can, on %s", side, best)}, true
		}
	}
	return fightPlan{}, false
}
