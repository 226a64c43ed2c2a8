package battleaxe

import (
	"fmt"

	"skirmish/rules/grid"
)

// fightPlan is where an enemy will move to fight, and why.
type fightPlan struct {
	at    grid.Point
	moves int
	why   string
}

// refSquare returns the square of enemy e's footprint (top-left on at)
// nearest hero square h: the square the target-square table is read from.
func (g *Game) refSquare(e int, at, h grid.Point) grid.Point {
	var buf [4]grid.Point
	sq := g.footprint(buf[:0], e, at)
	best := sq[0]
	for _, s := range sq[1:] {
		if grid.Chebyshev(s, h) < grid.Chebyshev(best, h) {
			best = s
		}
	}
	return best
}

// xSquare reports whether enemy e may not stop with its top-left square on
// at: having come through a doorway out of area start, it would stand
// adjacent to 3 or 4 heroes ("an enemy will not step through a doorway to
// stand and fight on the square on the other side, if it will then be
// adjacent to 3 or 4 heroes").
func (g *Game) xSquare(e int, at grid.Point, start int) bool {
	return g.board.AreaOf(at) != start && g.heroesAdjacent(e, at) >= 3
}

// bestPosition returns, of the positions for enemy e that ok accepts, the
// one with the fewest moves (ties: the first in board order), or false.
func (g *Game) bestPosition(e int, dist []int, limit int, ok func(grid.Point) bool) (grid.Point, int, bool) {
	best, bestD := grid.Point{}, -1
	for i, d := range dist {
		if d < 0 || d > limit || bestD >= 0 && d >= bestD {
			continue
		}
		at := grid.Pt(i%g.board.W, i/g.board.W)
		if g.canStop(e, at) && ok(at) {
			best, bestD = at, d
		}
	}
	return best, bestD, bestD >= 0
}

// tableMove finds where enemy e moves to fight hero h within limit moves:
// the table's square (or its flank's), then clockwise, then anticlockwise,
// passing over occupied squares and stopping a walk at a free square it
// cannot reach; never a square marked X. Enemies with a Reach above 1 take
// the nearest square from which they reach the hero (a ruling). With
// farOnly, squares in the enemy's own area count as taken: it is looking
// for a square through a doorway.
func (g *Game) tableMove(e, h int, dist []int, limit int, farOnly bool) (fightPlan, bool) {
	start := g.board.AreaOf(g.minis[e].At)
	hero := g.minis[h].At
	card := g.enemyCard(e)
	if card.Reach > 1 {
		at, d, ok := g.bestPosition(e, dist, limit, func(at grid.Point) bool {
			return g.attacksFrom(e, at, h) && !g.xSquare(e, at, start) && (!farOnly || g.board.AreaOf(at) != start)
		})
		return fightPlan{at, d, fmt.Sprintf("the nearest square from which its Reach %d reaches %s", card.Reach, g.name(h))}, ok
	}
	ref := g.refSquare(e, g.minis[e].At, hero)
	t := TableRing(hero, ref, card.Flank)
	if t < 0 {
		return fightPlan{}, false
	}
	rule := "Normal Movement to Fight"
	if card.Flank {
		rule = "Flanking"
	}
	// try reports whether ring square i is occupied (passed over) and, when
	// free, the plan to stand there if it can be reached.
	try := func(i int) (occupied bool, plan fightPlan, ok bool) {
		s := hero.Add(kingSteps[i])
		if !g.board.Walkable(s) || !g.board.Touches(hero, s) || farOnly && g.board.AreaOf(s) == start {
			return true, plan, false
		}
		if j := g.MiniAt(s); j >= 0 && j != e {
			return true, plan, false
		}
		at, d, ok := g.bestPosition(e, dist, limit, func(at grid.Point) bool {
			return g.covers(e, at, s) && !g.xSquare(e, at, start)
		})
		return false, fightPlan{at, d, ""}, ok
	}
	if _, plan, ok := try(t); ok {
		plan.why = fmt.Sprintf("%s: from square %s it moves to square %s of %s", rule, TableLabel(TableRing(hero, ref, false)), TableLabel(t), g.name(h))
		return plan, true
	}
	cw, acw := ringTries(t)
	for _, walk := range [2][7]int{cw, acw} {
		dir := "clockwise"
		if walk == acw {
			dir = "anti-clockwise"
		}
		for _, i := range walk {
			occ, plan, ok := try(i)
			if ok {
				plan.why = fmt.Sprintf("%s: square %s of %s is taken or out of reach, so it goes %s to square %s", rule, TableLabel(t), g.name(h), dir, TableLabel(i))
				return plan, true
			}
			if !occ {
				break // a free square it cannot reach ends this walk
			}
		}
	}
	return fightPlan{}, false
}

// covers reports whether enemy e with its top-left square on at covers s.
func (g *Game) covers(e int, at, s grid.Point) bool {
	m := &g.minis[e]
	return s.X >= at.X && s.Y >= at.Y && s.X < at.X+int16(m.W) && s.Y < at.Y+int16(m.H)
}
