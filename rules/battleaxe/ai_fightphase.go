package battleaxe

import "skirmish/rules/grid"

// fightPhase moves enemy e to fight its top-priority hero, or the next when
// it cannot reach that one ("It is possible that all adjacent squares are
// occupied or cannot be reached - in this case it has to try another
// hero"), then makes its attacks, choosing the target of each by its
// priorities ("the Priority is applied separately to each attack").
func (g *Game) fightPhase(evs []Event, c *prioContext, cands []int, r *Roller) []Event {
	e := c.e
	m := &g.minis[e]
	prios := g.phasePriorities(e, false)
	reach := g.enemyCard(e).Reach
	remaining := cands
	top, moved := -1, false
	for len(remaining) > 0 && !moved {
		h, why := g.choose(c, remaining, prios, r)
		if r.Err() != nil {
			return evs
		}
		if top < 0 {
			top = h
		}
		if g.within(e, h, reach) {
			evs = g.decide(evs, e, "Fighting Phase, %s; it can already attack %s and does not move", why, g.name(h))
			moved = true
			break
		}
		var plan fightPlan
		var ok bool
		if g.board.AreaOf(g.minis[h].At) != g.board.AreaOf(m.At) {
			plan, ok = g.doorwayMove(e, h, c.dist, m.Stats.Speed)
		} else {
			plan, ok = g.tableMove(e, h, c.dist, m.Stats.Speed, false)
		}
		if ok {
			evs = g.decide(evs, e, "Fighting Phase, %s; %s", why, plan.why)
			evs = g.enemyMoves(evs, e, plan.at, plan.moves)
			moved = true
			break
		}
		evs = g.decide(evs, e, "Fighting Phase, %s; it lacks the movement to fight %s: it tries another hero", why, g.name(h))
		remaining = remove(remaining, h)
	}
	if !moved && top >= 0 {
		evs = g.approach(evs, e, top, c.dist)
	}
	c.dist, _ = g.enemyDist(e)
	return g.enemyAttacks(evs, c, 0, r)
}

// enemyAttacks makes enemy c.e's attacks from the from-th on, each at the
// hero its priorities choose among those it can reach. It stops when a
// hero may Use My Luck against a blow (Game.pend).
func (g *Game) enemyAttacks(evs []Event, c *prioContext, from int, r *Roller) []Event {
	e := c.e
	m := &g.minis[e]
	prios := g.phasePriorities(e, false)
	reach := g.enemyCard(e).Reach
	for k := from; k < m.Stats.Attacks; k++ {
		var conscious, down []int
		for h := range g.minis {
			o := &g.minis[h]
			if !o.Hero || !o.OnBoard() || o.Dead() || !g.within(e, h, reach) {
				continue
			}
			if o.Conscious() {
				conscious = append(conscious, h)
			} else {
				down = append(down, h)
			}
		}
		targets := conscious
		if len(targets) == 0 {
			targets = down
		}
		if len(targets) == 0 {
			break
		}
		h, why := g.choose(c, targets, prios, r)
		if r.Err() != nil {
			return evs
		}
		evs = g.decide(evs, e, "attack %d of %d, %s", k+1, m.Stats.Attacks, why)
		evs = g.strike(evs, r, "fight", e, h, m.Stats.Attack)
		if g.pend.valid {
			g.pend.fight, g.pend.done = true, int8(k+1)
			return evs
		}
	}
	return evs
}

// enemyMoves moves enemy e to at by its shortest route, opening the closed
// doors on it, and records it.
func (g *Game) enemyMoves(evs []Event, e int, at grid.Point, moves int) []Event {
	if at == g.minis[e].At {
		return evs
	}
	_, from := g.enemyDist(e)
	var route []int
	for i := g.board.idx(at); i >= 0; i = from[i] {
		route = append(route, i)
	}
	var buf [4]grid.Point
	for k := len(route) - 1; k > 0; k-- {
		p := grid.Pt(route[k]%g.board.W, route[k]/g.board.W)
		q := grid.Pt(route[k-1]%g.board.W, route[k-1]/g.board.W)
		for _, s := range g.footprint(buf[:0], e, p) {
			for _, d := range g.openDoors(s, s.Add(q.Sub(p))) {
				ev := g.event(EvDoor, e, -1, "%s opens the door between %s and %s", g.name(e), d[0], d[1])
				ev.N = 1
				evs = append(evs, ev)
			}
		}
	}
	g.moveEnemy(e, at)
	ev := g.event(EvMoved, e, -1, "%s moves to %s (%d squares)", g.name(e), at, moves)
	ev.N = moves
	return append(evs, ev)
}

// approach moves enemy e, which can reach no hero to fight this turn, along
// its shortest route towards where it would fight hero h, as far as its
// Speed goes, stopping on no mini and no square marked X (a ruling: the
// seed's chart for this case is not in the text).
func (g *Game) approach(evs []Event, e, h int, dist []int) []Event {
	const far = 1 << 20
	var plan fightPlan
	var ok bool
	if g.board.AreaOf(g.minis[h].At) != g.board.AreaOf(g.minis[e].At) {
		plan, ok = g.doorwayMove(e, h, dist, far)
	} else {
		plan, ok = g.tableMove(e, h, dist, far, false)
	}
	if !ok {
		return g.decide(evs, e, "no way to any hero: it stays where it is")
	}
	_, from := g.enemyDist(e)
	start := g.board.AreaOf(g.minis[e].At)
	speed := g.minis[e].Stats.Speed
	// Walk the route back from the goal to the furthest stop within Speed.
	var route []int
	for i := g.board.idx(plan.at); i >= 0; i = from[i] {
		route = append(route, i)
	}
	for k := range route {
		i := route[k]
		at := grid.Pt(i%g.board.W, i/g.board.W)
		if d := len(route) - 1 - k; d <= speed && g.canStop(e, at) && !g.xSquare(e, at, start) {
			evs = g.decide(evs, e, "it cannot fight this turn, so it moves towards %s by the shortest route (%s)", g.name(h), plan.why)
			return g.enemyMoves(evs, e, at, d)
		}
	}
	return evs
}
