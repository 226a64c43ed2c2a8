package arena

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Reach returns how many steps fighter i may travel for 1 AP: "up to 3
// steps plus their Athletics skill", and 3 more on four legs or more.
func (g *Game) Reach(i int) int { return 3 + g.Prof(i).Athletics + g.Prof(i).legSteps() }

// neighbours are the eight squares around a square, in a fixed order.
var neighbours = [8]grid.Point{grid.Pt(0, -1), grid.Pt(1, -1), grid.Pt(1, 0), grid.Pt(1, 1), grid.Pt(0, 1), grid.Pt(-1, 1), grid.Pt(-1, 0), grid.Pt(-1, -1)}

// Reachable returns, for every square of the map, the fewest steps fighter
// i needs to reach it, -1 where it cannot go this move. A step goes to any
// of the eight squares around, up or down at most one height (ruling), never
// through a wall or another fighter.
func (g *Game) Reachable(i int) []int8 {
	lvl := g.lvl
	return g.spread(g.f[i].At, g.Reach(i), func(p, q grid.Point, d int8) bool {
		if d > 0 && g.sticky(i, p) {
			return false // a web or mud holds whoever enters it
		}
		hp, hq := lvl.HeightAt(p), lvl.HeightAt(q)
		return hq != Wall && hq-hp <= 1 && hp-hq <= 1 && g.At(q) < 0
	})
}

// spread returns, for every square of the map, the fewest steps from
// start to it within steps, -1 where none goes: a breadth-first walk over
// the eight neighbours in their fixed order, a step from p (reached in d)
// to q taken where ok allows it.
func (g *Game) spread(start grid.Point, steps int, ok func(p, q grid.Point, d int8) bool) []int8 {
	lvl := g.lvl
	dist := make([]int8, lvl.W*lvl.H)
	for k := range dist {
		dist[k] = -1
	}
	dist[int(start.Y)*lvl.W+int(start.X)] = 0
	queue := []grid.Point{start}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		d := dist[int(p.Y)*lvl.W+int(p.X)]
		if int(d) >= steps {
			continue
		}
		for _, n := range neighbours {
			q := p.Add(n)
			if !lvl.In(q) || dist[int(q.Y)*lvl.W+int(q.X)] >= 0 || !ok(p, q, d) {
				continue
			}
			dist[int(q.Y)*lvl.W+int(q.X)] = d + 1
			queue = append(queue, q)
		}
	}
	return dist
}

// reachable reports whether fighter i may move to p.
func (g *Game) reachable(i int, p grid.Point) bool {
	if !g.lvl.In(p) || p == g.f[i].At {
		return false
	}
	return g.Reachable(i)[int(p.Y)*g.lvl.W+int(p.X)] > 0
}

// Legal returns every action the seat may take now (rules.State).
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	list := g.LegalActions(int(seat))
	out := make([]rules.Action, len(list))
	for i, a := range list {
		out[i] = a
	}
	return out
}

// LegalActions returns every action side s may take now, in a fixed
// order: attacks, shots, impromptu throws, tending, moves by square,
// draws, drops, reloads, holding the breath, screaming, retreating,
// holding; or the
// defender's choices; or both and neither; or an interruption with each
// weapon, then passing.
func (g *Game) LegalActions(s int) []Action {
	if g.phase == PhaseMuster {
		return g.legalMuster(s)
	}
	i := g.deciding()
	if i < 0 || int(g.f[i].Side) != s {
		return nil
	}
	f := &g.f[i]
	var out []Action
	var buf [4]int
	switch g.phase {
	case PhaseDefend:
		for _, k := range g.weapons(i, buf[:0]) {
			out = append(out, Action{Kind: Defend, Who: f.ID, Item: g.Item(k).ID})
		}
		return out
	case PhaseTie:
		return []Action{{Kind: Both, Who: f.ID}, {Kind: Neither, Who: f.ID}}
	case PhaseRam:
		return g.legalRammed(i)
	}
	strikes := g.weapons(i, buf[:0])
	if !containsInt(strikes, g.lvl.Pack.Fists) {
		strikes = append(strikes, g.lvl.Pack.Fists)
	}
	if g.phase == PhaseInterrupt {
		m := g.f[g.mv.Mover].ID
		for _, k := range strikes {
			out = append(out, Action{Kind: Interrupt, Who: f.ID, Target: m, Item: g.Item(k).ID})
		}
		return append(out, Action{Kind: Pass, Who: f.ID})
	}
	for j := range g.f {
		if g.f[j].Side == f.Side || g.f[j].Status != Standing || !g.reach(i, j) || !g.mayEngage(i, j) {
			continue
		}
		for _, k := range strikes {
			out = append(out, Action{Kind: Attack, Who: f.ID, Target: g.f[j].ID, Item: g.Item(k).ID})
		}
	}
	for j := range g.f {
		for h, k := range f.Hands {
			if k >= 0 && g.heldHand(i, g.Item(int(k)).ID) == h && g.canShoot(i, j, int(k)) {
				out = append(out, Action{Kind: Shoot, Who: f.ID, Target: g.f[j].ID, Item: g.Item(int(k)).ID})
			}
		}
	}
	out = g.throwList(i, out)
	for j := range g.f {
		if g.f[j].Side == f.Side && g.f[j].Status == Fallen && g.reach(i, j) {
			out = append(out, Action{Kind: Tend, Who: f.ID, Target: g.f[j].ID})
		}
	}
	if !g.pinned(i) {
		dist := g.Reachable(i)
		for y := range g.lvl.H {
			for x := range g.lvl.W {
				if dist[y*g.lvl.W+x] > 0 {
					out = append(out, Action{Kind: Move, Who: f.ID, To: grid.Pt(x, y)})
				}
			}
		}
	}
	if g.freeHand(i) >= 0 {
		for k, it := range g.Prof(i).Carry {
			if f.Stowed&(1<<k) != 0 && g.stowedSlot(i, g.Item(it).ID) == k && g.drawOK(i, it) {
				out = append(out, Action{Kind: Draw, Who: f.ID, Item: g.Item(it).ID})
			}
		}
	}
	for h, k := range f.Hands {
		if k >= 0 && g.heldHand(i, g.Item(int(k)).ID) == h {
			out = append(out, Action{Kind: Drop, Who: f.ID, Item: g.Item(int(k)).ID})
		}
	}
	out = g.legalBody(i, out)
	out = g.legalManoeuvres(i, out)
	out = g.reloadList(i, out)
	if g.canBreathe(i) {
		out = append(out, Action{Kind: Breathe, Who: f.ID})
	}
	if g.canScream(i) {
		out = append(out, Action{Kind: Scream, Who: f.ID})
	}
	if !g.pinned(i) {
		out = append(out, Action{Kind: Retreat, Who: f.ID})
	}
	return append(out, Action{Kind: Hold, Who: f.ID})
}
