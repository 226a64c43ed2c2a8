package tunnel

import "skirmish/rules/grid"

// Sight and light. The seed ties defence and charges to whether one model can
// see another and mentions light sources; how far light reaches and what can
// be seen in the dark are rulings (docs/rules/tunnel.md):
//
//   - a model looks into the half of the tunnels in front of it and level
//     with it (grid.InArc), never behind it;
//   - walls, rock and closed doors block sight and light; models do not;
//   - a light of radius r lights every square within r squares of it (centre
//     to centre) that it has a clear line to;
//   - a model is seen if it stands in a lit square, or if it is on one of the
//     eight squares around the onlooker (close enough to see in the dark).

// blocks reports whether p stops sight and light.
func (g *Game) blocks(p grid.Point) bool { return g.Tile(p).Blocks() }

// relight recomputes which squares the fixed lights reach. It runs at set-up
// and when a game is decoded.
func (g *Game) relight() {
	n := (g.lvl.W*g.lvl.H + 63) / 64
	if cap(g.lit) >= n {
		g.lit = g.lit[:n]
		clear(g.lit)
	} else {
		g.lit = make([]uint64, n)
	}
	for _, l := range g.lvl.Lights {
		g.lightAround(l.At, int(l.Radius), g.markLit)
	}
}

// lightThrough adds the squares lit through the door at d, which has just
// opened. Opening a door only takes away something that blocked, so every
// square lit before stays lit, and only a light whose rays could cross d
// can reach more: one within its radius plus one square of d (a ray from
// the light to a square within its radius that crosses d passes within
// half a diagonal of d's centre). The result is exactly that of relight.
func (g *Game) lightThrough(d grid.Point) {
	for _, l := range g.lvl.Lights {
		if reaches(l, d) {
			g.lightAround(l.At, int(l.Radius), g.markLit)
		}
	}
}

// lightsThrough counts the lights lightThrough traces for a door at d.
func (g *Game) lightsThrough(d grid.Point) int {
	n := 0
	for _, l := range g.lvl.Lights {
		if reaches(l, d) {
			n++
		}
	}
	return n
}

// reaches reports whether a ray of light l could cross square d.
func reaches(l Light, d grid.Point) bool {
	r := int(l.Radius) + 1
	return grid.DistSq(l.At, d) <= r*r
}

// markLit records that p is lit by a fixed light.
func (g *Game) markLit(p grid.Point) {
	i := int(p.Y)*g.lvl.W + int(p.X)
	g.lit[i>>6] |= 1 << (i & 63)
}

// lightAround calls mark for every square a light at c with radius r reaches.
func (g *Game) lightAround(c grid.Point, r int, mark func(grid.Point)) {
	for y := int(c.Y) - r; y <= int(c.Y)+r; y++ {
		for x := int(c.X) - r; x <= int(c.X)+r; x++ {
			p := grid.Pt(x, y)
			if !g.lvl.In(p) || grid.DistSq(c, p) > r*r {
				continue
			}
			if p == c || grid.Clear(c, p, g.blocks) {
				mark(p)
			}
		}
	}
}

// Lit reports whether p is lit, by a fixed light or a carried lantern.
func (g *Game) Lit(p grid.Point) bool {
	if !g.lvl.In(p) {
		return false
	}
	i := int(p.Y)*g.lvl.W + int(p.X)
	if g.lit[i>>6]&(1<<(i&63)) != 0 {
		return true
	}
	for j := range g.models {
		m := &g.models[j]
		r := int(m.Prof().Lantern)
		if r == 0 || m.Dead || grid.DistSq(m.At, p) > r*r {
			continue
		}
		if m.At == p || grid.Clear(m.At, p, g.blocks) {
			return true
		}
	}
	return false
}

// SeesSquare reports whether model i could see a model standing on p.
func (g *Game) SeesSquare(i int, p grid.Point) bool {
	m := &g.models[i]
	if m.Dead || !grid.InArc(m.At, m.Facing, p) {
		return false
	}
	if grid.Chebyshev(m.At, p) > 1 && !g.Lit(p) {
		return false
	}
	return grid.Clear(m.At, p, g.blocks)
}

// CanSee reports whether model i can see model j.
func (g *Game) CanSee(i, j int) bool {
	return !g.models[j].Dead && g.SeesSquare(i, g.models[j].At)
}

// seenBy returns the set of living enemies of model i that can see it while
// it stands on p.
func (g *Game) seenBy(i int, p grid.Point) uint64 {
	var set uint64
	for j := range g.models {
		if !g.models[j].Dead && g.enemies(i, j) && g.SeesSquare(j, p) {
			set |= 1 << j
		}
	}
	return set
}

// sees returns the set of living enemies model i can see now.
func (g *Game) sees(i int) uint64 {
	var set uint64
	for j := range g.models {
		if g.enemies(i, j) && g.CanSee(i, j) {
			set |= 1 << j
		}
	}
	return set
}
