package arena

import "skirmish/rules/grid"

// flightBonus is "Once in flight, movement gains a +6 Bonus, using a
// Flight skill rather than Athletics."
const flightBonus = 6

// FlightSteps returns how far fighter i flies for 1 AP: 3 + Speed +
// Flight + 6. Ruling: the seed's "a creature with Speed +2 and Flight 1
// can fly 12 steps" counts Speed, as its take-off counts "Speed + Flight";
// 3 + Flight + 6 alone would give 10.
func (g *Game) FlightSteps(i int) int {
	p := g.Prof(i)
	return 3 + p.Spd + p.Flight + flightBonus
}

// CanFly reports whether fighter i may take to the air: it has wings,
// nothing holds it down (prone, entangled, grappling), and it carries less
// Weight than its Speed + Flight: "those carrying a Weight below their
// Speed + Flight can simply jump into flight, from the ground" (ruling:
// taking off "after sprinting for a round", or from a height, is not
// built).
func (g *Game) CanFly(i int) bool {
	p := g.Prof(i)
	return p.Wings && !g.pinned(i) && g.Carried(i) < p.Spd+p.Flight
}

// FlightReach returns, for every square, the fewest steps fighter i
// needs to fly there, -1 where it cannot. A flyer ignores the heights of
// the steps (ruling) and passes over fighters, but not through walls, and
// lands on a free square at the end of its flight (ruling: the arena has
// no air to stay in).
func (g *Game) FlightReach(i int) []int8 {
	lvl := g.lvl
	dist := g.spread(g.f[i].At, g.FlightSteps(i), func(_, q grid.Point, _ int8) bool { return lvl.HeightAt(q) != Wall })
	for k := range dist {
		if dist[k] > 0 && g.At(grid.Pt(k%lvl.W, k/lvl.W)) >= 0 {
			dist[k] = -1
		}
	}
	return dist
}

// canFlyTo reports whether fighter i may fly to p now.
func (g *Game) canFlyTo(i int, p grid.Point) bool {
	return g.lvl.In(p) && g.CanFly(i) && g.FlightReach(i)[int(p.Y)*g.lvl.W+int(p.X)] > 0
}

// fly is `A fly c4`: 1 AP, and the flyer lands on c4. A flight is not
// interrupted (ruling: it passes over the enemies' reach).
func (g *Game) fly(i int, p grid.Point) []Event {
	g.pay(i, 1)
	from := g.f[i].At
	g.f[i].At = p
	ev := g.event(EvFlew, i, -1, "%s flies from %s to %s (1 AP, %d left)", g.Name(i), from, p, g.f[i].AP)
	return append([]Event{ev}, g.arrive(i)...)
}
