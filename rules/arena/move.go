package arena

import "skirmish/rules/grid"

// MaxPath bounds a move's path: 3 + Athletics steps (Athletics at most
// MaxStat), 3 more for four legs or more, and the square it starts from.
const MaxPath = 3 + MaxStat + legsSteps + 1

// Moving is a move under way: "If the character comes within a step of any
// enemy, that enemy may interrupt the movement with an attack ... If the
// character survives the interruption unfettered, they complete their
// movement immediately."
type Moving struct {
	Active bool
	Mover  int8
	Path   [MaxPath]grid.Point // the squares from the start to the end
	N      int8                // the number of squares in Path
	Step   int8                // the index in Path of the mover's square
	Asking int8                // PhaseInterrupt: the enemy asked whether it interrupts
	Asked  uint32              // fighters already asked during this move (bit per index)
}

// path returns the squares of the shortest path fighter i takes to p, from
// its own square on: of the shortest, the one Reachable's fixed order of
// neighbours finds first.
func (g *Game) path(i int, to grid.Point) ([MaxPath]grid.Point, int) {
	var out [MaxPath]grid.Point
	out[0] = g.f[i].At
	n := len(g.WalkPath(g.Reachable(i), i, to, out[1:1])) + 1
	return out, n
}

// WalkPath appends to out the squares fighter i walks through to reach
// to, after its own square, as a move walks them (ruling 19: of several
// shortest paths the first found in a fixed order of directions, never
// on through a web or mud, which end a move); dist is g.Reachable(i),
// which a caller drawing the path every frame may keep. It appends
// nothing when to is not reachable.
func (g *Game) WalkPath(dist []int8, i int, to grid.Point, out []grid.Point) []grid.Point {
	w := g.lvl.W
	if !g.lvl.In(to) || len(dist) != w*g.lvl.H {
		return out
	}
	d := int(dist[int(to.Y)*w+int(to.X)])
	if d <= 0 {
		return out
	}
	start := len(out)
	for range d {
		out = append(out, grid.Point{})
	}
	p := to
	for k := d; k > 0; k-- {
		out[start+k-1] = p
		for _, nb := range neighbours {
			q := p.Add(nb)
			if g.lvl.In(q) && int(dist[int(q.Y)*w+int(q.X)]) == k-1 && g.step(q, p) && (k == 1 || !g.sticky(i, q)) {
				p = q
				break
			}
		}
	}
	return out
}

// step reports whether one step goes from p to q: onto a step at most one
// height up or down.
func (g *Game) step(p, q grid.Point) bool {
	hp, hq := g.lvl.HeightAt(p), g.lvl.HeightAt(q)
	return hp != Wall && hq != Wall && hq-hp <= 1 && hp-hq <= 1
}

// startMove pays for a move to p and begins walking it.
func (g *Game) startMove(i int, to grid.Point) {
	g.pay(i, 1)
	path, n := g.path(i, to)
	g.mv = Moving{Active: true, Mover: int8(i), Path: path, N: int8(n), Asking: -1}
}

// interrupter returns the enemy who may interrupt the mover on its square:
// standing, able to act (ruling: a fighter on 0 AP or holding does not
// interrupt), within reach, not asked yet this move; the first by the
// initiative order, then by letter. It returns -1 when there is none.
func (g *Game) interrupter() int {
	m := int(g.mv.Mover)
	best := -1
	for j := range g.f {
		if g.f[j].Side == g.f[m].Side || g.mv.Asked&(1<<j) != 0 || !g.canInitiate(j) || !g.reach(j, m) || !g.mayEngage(j, m) {
			continue
		}
		if best < 0 || g.before(j, best) > 0 {
			best = j
		}
	}
	return best
}

// continueMove walks the move on from the mover's square until an enemy
// may interrupt it (PhaseInterrupt: it returns true) or it ends. A mover
// that fell in an interruption stops where it fell.
func (g *Game) continueMove() ([]Event, bool) {
	mv := &g.mv
	m := int(mv.Mover)
	if g.f[m].Status != Standing || g.pinned(m) {
		*mv = Moving{} // fallen, or held by an interrupter's fangs: it stops there
		return nil, false
	}
	from := mv.Path[mv.Step]
	for k := mv.Step + 1; k < mv.N; k++ {
		g.f[m].Facing = Toward(g.f[m].At, mv.Path[k]) // ruling: a mover faces its last step
		g.f[m].At = mv.Path[k]
		if j := g.interrupter(); j >= 0 {
			mv.Step, mv.Asking = k, int8(j)
			mv.Asked |= 1 << j
			g.phase = PhaseInterrupt
			ev := g.event(EvMoved, m, j, "%s moves from %s to %s, within reach of %s, who may interrupt", g.Name(m), from, mv.Path[k], g.Name(j))
			return []Event{ev}, true
		}
	}
	ev := g.event(EvMoved, m, -1, "%s moves from %s to %s (%d AP left)", g.Name(m), from, g.f[m].At, g.f[m].AP)
	*mv = Moving{}
	return append([]Event{ev}, g.arrive(m)...), false
}
