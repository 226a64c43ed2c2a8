package arena

import "skirmish/rules/grid"

// The computer's weights for a square, in hundredths of a Hit Point.
const (
	approachWorth = 130 // each step nearer the nearest enemy
	heightWorth   = 40  // standing higher than an enemy near (and lower costs as much)
	allyWorth     = 12  // each ally standing within 2 steps, up to 3
	standOff      = 6   // a shooter keeps within this many steps of an enemy
	crowdWorth    = 100 // each enemy within crowdNear steps of a shooter
	crowdNear     = 3
	nearEnemy     = 2  // an enemy this near counts for the high ground
	chanceShare   = 35 // the share of a blow to come that counts now, in percent
)

// place rates fighter i standing where it stands in g, for itself: how
// far it is from the fight (a shooter only beyond standOff, and it keeps
// beyond crowdNear), how it stands above or below the enemies near it and
// how many allies stand by it.
func (jd *judge) place(g *Game, i int) int {
	me := &g.f[i]
	shooter := g.shooter(i)
	v, nearest, allies := 0, 1<<10, 0
	for j := range g.f {
		e := &g.f[j]
		if e.Status != Standing || j == i {
			continue
		}
		d := chebyshev(me.At, e.At)
		if e.Side == me.Side {
			if d <= 2 && allies < 3 {
				allies++
			}
			continue
		}
		nearest = min(nearest, d)
		if shooter && d <= crowdNear {
			v -= crowdWorth
		}
		if d <= nearEnemy {
			switch hi, hj := g.lvl.HeightAt(me.At), g.lvl.HeightAt(e.At); {
			case hi > hj:
				v += heightWorth
			case hi < hj:
				v -= heightWorth
			}
		}
	}
	switch {
	case nearest == 1<<10:
	case !shooter:
		v -= approachWorth * (nearest - 1)
	case nearest > standOff:
		v -= approachWorth * (nearest - standOff)
	}
	return v + allyWorth*allies
}

// shift rates how the blows the fighters x and y (y -1 for none) and the
// enemies within their reach may trade change from g to c, for x's side:
// each blow one of them may still strike counts chanceShare of what it is
// likely to gain, for its side, when it would gain at all.
func (jd *judge) shift(g, c *Game, x, y int) int {
	side := g.f[x].Side
	return jd.trades(c, side, x, y) - jd.trades(g, side, x, y)
}

// trades sums, for side, the blows traded between x or y and the enemies
// in their reach in g.
func (jd *judge) trades(g *Game, side int8, x, y int) int {
	v := 0
	for _, p := range [2]int{x, y} {
		if p < 0 || g.f[p].Status != Standing {
			continue
		}
		for q := range g.f {
			if g.f[q].Side == g.f[p].Side || g.f[q].Status != Standing || p == y && q == x || !g.reach(p, q) {
				continue
			}
			v += jd.blow(g, side, p, q) + jd.blow(g, side, q, p)
		}
	}
	return v
}

// blow rates, for side, fighter p's best blow at q if p may still strike.
func (jd *judge) blow(g *Game, side int8, p, q int) int {
	if !g.canInitiate(p) {
		return 0
	}
	t := jd.threat(g, p, q) * chanceShare / 100
	if g.f[p].Side != side {
		return -t
	}
	return t
}

// threat returns the most fighter j may gain striking fighter i, 0 when
// no blow serves it.
func (jd *judge) threat(g *Game, j, i int) int {
	best := 0
	var buf [4]int
	for _, k := range g.strikes(j, buf[:0]) {
		s, _ := jd.strike(g, j, k, i)
		best = max(best, s)
	}
	return best
}

// shots rates the best shot fighter i may take from where it stands in g,
// 0 when it has none worth taking or cannot act.
func (jd *judge) shots(g *Game, i int) int {
	if !g.canInitiate(i) || !g.shooter(i) && !g.thrower(i) {
		return 0
	}
	best := 0
	f := &g.f[i]
	for j := range g.f {
		for _, k := range f.Hands {
			if k >= 0 && g.canShoot(i, j, int(k)) {
				best = max(best, jd.shot(g, i, int(k), j))
			}
		}
	}
	return best
}

// strikes lists what fighter i may strike with: what it may resist with,
// and its fists.
func (g *Game) strikes(i int, dst []int) []int {
	dst = g.weapons(i, dst)
	if !containsInt(dst, g.lvl.Pack.Fists) {
		dst = append(dst, g.lvl.Pack.Fists)
	}
	return dst
}

// shooter reports whether fighter i holds a bow or a loaded crossbow: it
// then keeps its distance rather than closing in.
func (g *Game) shooter(i int) bool {
	for _, k := range g.f[i].Hands {
		if k < 0 {
			continue
		}
		it := g.Item(int(k))
		if it.Ranged && !(it.Loads && g.f[i].Fired) {
			return true
		}
	}
	return false
}

// thrower reports whether fighter i holds something it may throw.
func (g *Game) thrower(i int) bool {
	for _, k := range g.f[i].Hands {
		if k >= 0 && g.Item(int(k)).Thrown {
			return true
		}
	}
	return false
}

func chebyshev(a, b grid.Point) int { return grid.Chebyshev(a, b) }
