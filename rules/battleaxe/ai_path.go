package battleaxe

import "skirmish/rules/grid"

// footprint appends the squares enemy e would cover with its top-left
// square on at.
func (g *Game) footprint(dst []grid.Point, e int, at grid.Point) []grid.Point {
	m := &g.minis[e]
	for dy := range m.H {
		for dx := range m.W {
			dst = append(dst, grid.Point{X: at.X + int16(dx), Y: at.Y + int16(dy)})
		}
	}
	return dst
}

// enemyStep reports whether enemy e may step its footprint from at by d: an
// enemy "can't move through a hero, Room Contents or wall but can move
// through another enemy". A dead hero, fallen "to the ground, dead", holds
// no square (Game.reoccupy's ruling): it steps over and may stand on him.
// Every step, diagonal or not, counts 1 (the ruling under which the seed's
// target-square table holds). An enemy whose card says Open Doors passes
// closed doors, opening them ("the enemy is able and willing to open any
// doors that the heroes have closed").
func (g *Game) enemyStep(e int, at, d grid.Point) bool {
	var buf [4]grid.Point
	for _, s := range g.footprint(buf[:0], e, at) {
		q := s.Add(d)
		if !g.board.Walkable(q) || !g.board.touchesThrough(s, q, g.enemyCard(e).OpenDoors) {
			return false
		}
		if j := g.MiniAt(q); j >= 0 && g.minis[j].Hero {
			return false
		}
	}
	return true
}

// canStop reports whether enemy e may end its move with its top-left square
// on at: every square it would cover is free of other minis.
func (g *Game) canStop(e int, at grid.Point) bool {
	var buf [4]grid.Point
	for _, s := range g.footprint(buf[:0], e, at) {
		if !g.board.Walkable(s) {
			return false
		}
		if j := g.MiniAt(s); j >= 0 && j != e {
			return false
		}
	}
	return true
}

// enemyDist returns, for every square as a top-left position of enemy e,
// the fewest steps it needs to get there (-1: never), and the square each
// was first reached from (for the route).
func (g *Game) enemyDist(e int) (dist []int, from []int) {
	b := g.board
	dist = make([]int, b.W*b.H)
	from = make([]int, b.W*b.H)
	for i := range dist {
		dist[i], from[i] = -1, -1
	}
	start := g.minis[e].At
	dist[b.idx(start)] = 0
	queue := []grid.Point{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, d := range kingSteps {
			q := p.Add(d)
			if !b.In(q) || dist[b.idx(q)] >= 0 || !g.enemyStep(e, p, d) {
				continue
			}
			dist[b.idx(q)] = dist[b.idx(p)] + 1
			from[b.idx(q)] = b.idx(p)
			queue = append(queue, q)
		}
	}
	return dist, from
}

// attacksFrom reports whether enemy e, with its top-left square on at, can
// attack hero h: within its Reach (Game.within's rule) of the hero.
func (g *Game) attacksFrom(e int, at grid.Point, h int) bool {
	save := g.minis[e].At
	g.minis[e].At = at
	ok := g.within(e, h, g.enemyCard(e).Reach)
	g.minis[e].At = save
	return ok
}

// moveEnemy puts enemy e on at.
func (g *Game) moveEnemy(e int, at grid.Point) {
	g.minis[e].At = at
	g.reoccupy()
}

// fightMoves returns the fewest moves enemy e needs to stand where it can
// attack hero h ("the number of squares to be adjacent"), moving through
// other enemies but stopping on no mini, or -1 when it cannot get there.
func (g *Game) fightMoves(e, h int, dist []int) int {
	best := -1
	for i, d := range dist {
		if d < 0 || (best >= 0 && d >= best) {
			continue
		}
		at := grid.Pt(i%g.board.W, i/g.board.W)
		if g.canStop(e, at) && g.attacksFrom(e, at, h) {
			best = d
		}
	}
	return best
}

// heroesAdjacent counts the conscious heroes enemy e would touch with its
// top-left square on at.
func (g *Game) heroesAdjacent(e int, at grid.Point) int {
	n := 0
	save := g.minis[e].At
	g.minis[e].At = at
	for j := range g.minis {
		if o := &g.minis[j]; o.Hero && o.OnBoard() && !o.Dead() && g.adjacent(e, j) {
			n++
		}
	}
	g.minis[e].At = save
	return n
}
