package arena

// The computer's weights, in hundredths of a Hit Point.
const (
	// fallWorth is what a fighter's fall is worth beyond its last Hit
	// Point: a fighter down strikes no more, and the side with more
	// standing wins when the rounds run out.
	fallWorth = 600
	// negWorth is what a point of negative AP costs for each blow the
	// fighter may still have to resist this round: "Negative APs inflict a
	// Penalty to all actions".
	negWorth = 45
	// saveWorth is what saving a fallen ally's life is worth.
	saveWorth = 800
	// drawWorth is what taking a weapon in hand is worth to a fighter with
	// none that works in melee.
	drawWorth = 300
	// dropWorth is what an item dropped is worth: it is gone for the rest
	// of the bout, and no round's AP is worth it.
	dropWorth = 1000
)

// judge rates actions for one decision and counts its work.
type judge struct {
	evals int
	base  int // the rating of the decider's square as it stands
	based bool
}

// score rates action a in g for the side taking it: Neutral for holding,
// more for what serves the side better. scoreExtra comes first. Besides
// what the action itself is likely to deal and take, it counts how it
// changes the blows the fighters it touches may trade afterwards
// (judge.shift): a swing that leaves the enemy without AP spares the
// swinger his next blow, holding gives up one's own.
func (jd *judge) score(g *Game, a Action) int {
	if s, ok := g.scoreExtra(a); ok {
		return s
	}
	i := g.ByID(a.Who)
	if i < 0 {
		return Neutral - 1
	}
	switch a.Kind {
	case Both, Neither:
		p := g.pend
		if a.Kind == Neither || !g.isItem(int(p.Weapon)) || !g.isItem(int(p.Guard)) {
			return Neutral
		}
		a1, d := int(p.Attacker), int(p.Defender)
		dealt, dOf := g.hitWays(a1, int(p.Weapon), d)
		taken, tOf := g.hitWays(d, int(p.Guard), a1)
		return Neutral + g.harm(d, dealt, dOf) - g.harm(a1, taken, tOf)
	case Defend:
		k := g.lvl.Pack.Item(a.Item)
		if k < 0 || !g.isItem(int(g.pend.Weapon)) {
			return Neutral - 1
		}
		c := g.Copy()
		c.pay(i, g.Item(k).Weight)
		return Neutral + jd.guard(g, i, k) + jd.shift(g, c, i, -1)
	case Pass:
		return Neutral
	case Attack, Interrupt:
		k, j := g.lvl.Pack.Item(a.Item), g.ByID(a.Target)
		s, guard := jd.strike(g, i, k, j)
		if guard < 0 {
			return Neutral - 1
		}
		c := g.Copy()
		c.pay(i, g.Item(k).Weight)
		c.pay(j, g.Item(guard).Weight)
		return Neutral + s + jd.shift(g, c, i, j)
	case Shoot:
		k, j := g.lvl.Pack.Item(a.Item), g.ByID(a.Target)
		if k < 0 || j < 0 {
			return Neutral - 1
		}
		c := g.Copy()
		c.pay(i, g.shotCost(k, false))
		if !g.Prof(j).Dumb {
			c.pay(j, 1)
		}
		return Neutral + jd.shot(g, i, k, j) + jd.shift(g, c, i, j)
	case Tend:
		c := g.Copy()
		c.pay(i, 1)
		return Neutral + g.saveChance(i, g.ByID(a.Target))*saveWorth/36 - apWorth + jd.shift(g, c, i, -1)
	case Move, Jump, Fly:
		c := g.Copy()
		c.f[i].At = a.To
		c.pay(i, 1)
		return Neutral + jd.shift(g, c, i, -1) + jd.place(c, i) - jd.here(g, i) +
			(jd.shots(c, i)-jd.shots(g, i))*chanceShare/100 - apWorth - g.moveHazard(i, a)
	case Draw:
		return Neutral + jd.draw(g, i, a.Item)
	case Drop:
		h := g.heldHand(i, a.Item)
		if h < 0 {
			return Neutral - 1
		}
		c := g.Copy()
		c.f[i].Hands[h] = -1
		worth := dropWorth
		if it := g.Item(g.lvl.Pack.Item(a.Item)); it.Loads && g.f[i].Fired {
			worth = 0 // a crossbow shot is of no more use
		}
		return Neutral - worth + jd.shift(g, c, i, -1) + (jd.shots(c, i)-jd.shots(g, i))*chanceShare/100
	case Hold:
		c := g.Copy()
		c.f[i].Done = true
		return Neutral + jd.shift(g, c, i, -1)
	}
	return Neutral - 1
}

// isItem reports whether k is an item of the armoury.
func (g *Game) isItem(k int) bool { return k >= 0 && k < len(g.lvl.Pack.Items) }

// here rates the decider's square as it stands, once per decision.
func (jd *judge) here(g *Game, i int) int {
	if !jd.based {
		jd.base, jd.based = jd.place(g, i), true
	}
	return jd.base
}

// harm rates the HP fighter j loses, given as a distribution over total:
// 100 a Hit Point up to what it has, and fallWorth more when it falls.
func (g *Game) harm(j int, ways []uint64, total uint64) int {
	hp := max(int(g.f[j].HP), 0)
	var s uint64
	for v, w := range ways {
		if w == 0 || v == 0 {
			continue
		}
		x := 100 * min(v, hp)
		if v >= hp {
			x += fallWorth
		}
		s += uint64(x) * w
	}
	return int(s / total)
}

// exposure counts the blows fighter i may still have to resist this
// round (blows).
func (g *Game) exposure(i int) int {
	n := 0
	for j := range g.f {
		n += g.blows(j, i)
	}
	return n
}

// blows counts the blows fighter j may still strike at fighter i this
// round: none unless it is an enemy able to act; one, or two when it has
// AP for two, when it stands within reach; one when it can come within
// reach with a move and still swing.
func (g *Game) blows(j, i int) int {
	e := &g.f[j]
	if e.Side == g.f[i].Side || !g.canInitiate(j) {
		return 0
	}
	switch d := chebyshev(e.At, g.f[i].At); {
	case d <= 1 && e.AP >= 3:
		return 2
	case d <= 1, d <= g.Reach(j)+1 && e.AP >= 2:
		return 1
	}
	return 0
}

// apCost rates fighter i spending n Action Points: apWorth each, and
// negWorth for each point it goes further below 0 times the blows it may
// still have to resist ("do not swing into deep negatives unless it
// pays").
func (g *Game) apCost(i, n int) int { return g.apCostFor(i, n, g.exposure(i)*100) }

// apCostFor is apCost with the blows to resist given in hundredths.
func (g *Game) apCostFor(i, n, blows int) int {
	a := int(g.f[i].AP)
	deeper := max(0, n-a) - max(0, -a)
	return apWorth*n + deeper*negWorth*blows/100
}

// fells returns the chance, in hundredths, that the HP lost given as a
// distribution over total fell fighter j.
func (g *Game) fells(j int, ways []uint64, total uint64) int {
	hp := max(int(g.f[j].HP), 0)
	var n uint64
	for v, w := range ways {
		if v >= hp {
			n += w
		}
	}
	return int(n * 100 / total)
}

// strike rates fighter i striking fighter j with item k: against the
// answer that serves j best, the harm it is likely to deal less the harm
// it is likely to take, plus what j's resistance costs j, less what the
// swing costs i. It returns j's answer too, -1 when there is none.
func (jd *judge) strike(g *Game, i, k, j int) (int, int) {
	if i < 0 || j < 0 || k < 0 {
		return -1, -1
	}
	worst, answer := 0, -1
	var buf [4]int
	exp, fromJ := g.exposure(i), g.blows(j, i)
	for _, guard := range g.weapons(j, buf[:0]) {
		jd.evals++
		x := g.Exchange(i, k, j, guard, Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP)))
		// j felled strikes no more: the swing costs i less.
		blows := exp*100 - fromJ*g.fells(j, x.Dealt, x.DealtOf)
		s := g.harm(j, x.Dealt, x.DealtOf) - g.harm(i, x.Taken, x.TakenOf) + g.apCost(j, g.Item(guard).Weight) -
			g.apCostFor(i, g.Item(k).Weight, blows)
		if answer < 0 || s < worst {
			worst, answer = s, guard
		}
	}
	return worst, answer
}

// guard rates the attacked fighter i resisting with item k.
func (jd *judge) guard(g *Game, i, k int) int {
	p := g.pend
	if k < 0 {
		return -1
	}
	jd.evals++
	a := int(p.Attacker)
	x := g.Exchange(a, int(p.Weapon), i, k, int(p.AttPenalty), Penalty(int(g.f[i].AP)))
	return g.harm(a, x.Taken, x.TakenOf) - g.harm(i, x.Dealt, x.DealtOf) - g.apCost(i, g.Item(k).Weight)
}

// shot rates fighter i shooting or throwing item k at fighter j: the harm
// it is likely to deal and the AP j dodges with, less its cost.
func (jd *judge) shot(g *Game, i, k, j int) int {
	if k < 0 || j < 0 {
		return -1
	}
	jd.evals++
	x := g.ShotExchange(i, k, j)
	gain := g.harm(j, x.Dealt, x.DealtOf) - g.apCost(i, g.shotCost(k, false))
	if !g.Prof(j).Dumb {
		gain += g.apCost(j, 1)
	}
	if g.Item(k).Thrown {
		gain -= 30 // the javelin is gone
	}
	return gain
}

// saveChance returns how many of the 36 rolls of fighter i tending the
// fallen j save j.
func (g *Game) saveChance(i, j int) int {
	if j < 0 {
		return 0
	}
	p := g.Prof(i)
	bonus := p.Wits + p.Medicine + Penalty(int(g.f[i].AP))
	tn := SaveTN(int(g.f[j].HP))
	n := 0
	for s := 2; s <= 12; s++ {
		if s+bonus >= tn {
			n += int(twoD6[s])
		}
	}
	return n
}

// draw rates fighter i drawing item id: a weapon for one who has none
// that works in melee, and what it may strike or shoot with it.
func (jd *judge) draw(g *Game, i int, id string) int {
	slot := g.stowedSlot(i, id)
	h := g.freeHand(i)
	if slot < 0 || h < 0 {
		return -1
	}
	gain := 0
	var buf [4]int
	if w := g.weapons(i, buf[:0]); len(w) == 1 && w[0] == g.lvl.Pack.Fists && g.Item(g.Prof(i).Carry[slot]).Melee() {
		gain += drawWorth
	}
	c := g.Copy()
	c.f[i].Stowed &^= 1 << slot
	c.f[i].Hands[h] = int8(g.Prof(i).Carry[slot])
	c.pay(i, 1)
	return gain + jd.shift(g, c, i, -1) + (jd.shots(c, i)-jd.shots(g, i))*chanceShare/100 - apWorth
}
