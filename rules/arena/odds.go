package arena

import (
	"fmt"

	"skirmish/rules"
)

// twoD6 counts the 36 rolls of 2D6 by their sum (index 2..12).
var twoD6 = [13]uint64{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}

// Exchange is the exact distribution of one resisted roll between an
// attacker and a defender: of the 36 rolls of 2D6, how many beat the TN,
// meet it and fall under it; and the Hit Points each side loses, counted
// over the 36 rolls times every roll of the Damage dice (a roll meeting
// the TN exactly counts as "neither").
type Exchange struct {
	Bonus, TN        int
	Beat, Tie, Under uint64 // out of 36
	Dealt, Taken     []uint64
	DealtOf, TakenOf uint64 // the totals Dealt and Taken count over
}

// Mean returns the mean of an HP distribution in hundredths of a point.
func Mean(ways []uint64, total uint64) int {
	var s uint64
	for v, w := range ways {
		s += uint64(v) * w
	}
	return int(s * 100 / total)
}

// Exchange computes the exchange of fighter a striking with item k at
// fighter d resisting with item guard, with the Penalties of the AP they
// have before paying (and a flank's Bonus).
func (g *Game) Exchange(a, k, d, guard, attPenalty, defPenalty int) Exchange {
	return g.exchangeOver(&twoD6, a, k, d, guard, attPenalty, defPenalty)
}

// exchangeOver is Exchange over a distribution of the 2D6 sums out of 36:
// twoD6, or a roll already made (all 36 on its sum).
func (g *Game) exchangeOver(dist *[13]uint64, a, k, d, guard, attPenalty, defPenalty int) Exchange {
	x := Exchange{Bonus: g.AttackBonus(a, k, d, attPenalty), TN: g.TN(d, guard, a, defPenalty)}
	deal, take := Convert(g.DamageOf(a, k)), Convert(g.DamageOf(d, guard))
	dealWays, takeWays := deal.Ways(), take.Ways()
	x.DealtOf, x.TakenOf = 36*pow6(deal.Dice), 36*pow6(take.Dice)
	x.Dealt, x.Taken = []uint64{0}, []uint64{0}
	for s := 2; s <= 12; s++ {
		w := dist[s]
		margin := s + x.Bonus - x.TN
		switch {
		case margin > 0:
			x.Beat += w
			x.Dealt = addLoss(x.Dealt, dealWays, w, g.DR(d, margin, 0), int(g.f[d].FP), g.Prof(d).Swarm)
			x.Taken[0] += w * pow6(take.Dice)
		case margin < 0:
			x.Under += w
			x.Taken = addLoss(x.Taken, takeWays, w, g.DR(a, 0, -margin), int(g.f[a].FP), g.Prof(a).Swarm)
			x.Dealt[0] += w * pow6(deal.Dice)
		default:
			x.Tie += w
			x.Dealt[0] += w * pow6(deal.Dice)
			x.Taken[0] += w * pow6(take.Dice)
		}
	}
	return x
}

func pow6(n int) uint64 {
	p := uint64(1)
	for range n {
		p *= 6
	}
	return p
}

// addLoss adds, weighted by w, the HP lost for each raw Damage of ways
// after DR and Fate Points.
func addLoss(dst, ways []uint64, w uint64, dr, fp int, swarm bool) []uint64 {
	for raw, n := range ways {
		lost, _ := Absorb(raw, dr, fp)
		if swarm {
			lost = min(lost, 1)
		}
		for len(dst) <= lost {
			dst = append(dst, 0)
		}
		dst[lost] += w * n
	}
	return dst
}

// Odds returns the exact distribution of an attack or an interruption
// (one case per thing the defender may resist with), of a defender's
// choice, of a shot, of a death save or of a retreat (rules.State); in the dark, the
// sense roll first (and for a move, only it), the rest as if it succeeds.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, rules.ErrNoOdds
	}
	if err := g.check(a); err != nil {
		return nil, err
	}
	if g.phase == PhaseMuster {
		return nil, rules.ErrNoOdds
	}
	i := g.ByID(a.Who)
	o := &rules.Odds{Action: a.String()}
	sensing := i >= 0 && g.needsSense(i, a)
	if sensing {
		defer func() { o.Cases = append([]rules.OddsCase{g.senseOdds(i, a)}, o.Cases...) }()
	}
	switch {
	case i < 0:
		return nil, fmt.Errorf("no fighter %c", a.Who)
	case g.manoeuvreOdds(a, i, o):
		return o, nil
	case a.Kind == Attack && g.phase == PhaseAct, a.Kind == Interrupt && g.phase == PhaseInterrupt:
		j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
		if j < 0 || k < 0 {
			return nil, fmt.Errorf("%s: no such target or item", a)
		}
		var buf [4]int
		for _, guard := range g.weapons(j, buf[:0]) {
			x := g.Exchange(i, k, j, guard, Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP)))
			o.Cases = append(o.Cases, g.exchangeCases(x, i, j, guard)...)
		}
	case a.Kind == Shoot, a.Kind == Throw:
		j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
		if j < 0 || k < 0 {
			return nil, fmt.Errorf("%s: no such target or item", a)
		}
		x := g.ShotExchange(i, k, j)
		cond := fmt.Sprintf("2D6%+d against TN %d", x.Bonus, x.TN)
		o.Cases = []rules.OddsCase{{Condition: cond, Total: 36, Outcomes: []rules.Chance{
			{Label: "beats the TN: hits " + g.Name(j), Count: x.Beat},
			{Label: "meets the TN: a fumble", Count: x.Tie},
			{Label: "falls under the TN: misses", Count: x.Under}}},
			lossCase(cond+"; HP "+g.Name(j)+" loses", x.Dealt, x.DealtOf)}
	case a.Kind == Defend && g.phase == PhaseDefend:
		p := g.pend
		guard := g.lvl.Pack.Item(a.Item)
		if guard < 0 {
			return nil, fmt.Errorf("%s: no such item", a)
		}
		x := g.Exchange(int(p.Attacker), int(p.Weapon), i, guard, int(p.AttPenalty), Penalty(int(g.f[i].AP)))
		o.Cases = g.exchangeCases(x, int(p.Attacker), i, guard)
	case a.Kind == Tend:
		j := g.ByID(a.Target)
		if j < 0 {
			return nil, fmt.Errorf("%s: no such fighter", a)
		}
		p := g.Prof(i)
		bonus := p.Wits + p.Medicine + Penalty(int(g.f[i].AP))
		tn := SaveTN(int(g.f[j].HP))
		win, tie, lose := Split(bonus, tn)
		o.Cases = []rules.OddsCase{{Condition: fmt.Sprintf("2D6%+d against TN %d", bonus, tn), Total: 36, Outcomes: []rules.Chance{
			{Label: "saved: unconscious", Count: win}, {Label: "saved with a permanent wound", Count: tie}, {Label: "dies", Count: lose}}}}
	case a.Kind == Retreat:
		o.Cases = []rules.OddsCase{g.retreatOdds(i)}
	case sensing:
	default:
		cases, ok := g.bodyOdds(i, a)
		if !ok {
			return nil, rules.ErrNoOdds
		}
		o.Cases = cases
	}
	return o, nil
}

// exchangeCases writes an exchange as three cases: the roll, the HP the
// defender loses, the HP the attacker loses.
func (g *Game) exchangeCases(x Exchange, a, d, guard int) []rules.OddsCase {
	cond := fmt.Sprintf("%s resists with the %s: 2D6%+d against TN %d", g.Name(d), g.Item(guard).Name, x.Bonus, x.TN)
	roll := rules.OddsCase{Condition: cond, Total: 36, Outcomes: []rules.Chance{
		{Label: "beats the TN: " + g.Name(a) + " deals Damage", Count: x.Beat},
		{Label: "meets the TN: " + g.Name(a) + " chooses both or neither", Count: x.Tie},
		{Label: "falls under the TN: " + g.Name(a) + " takes Damage", Count: x.Under}}}
	return []rules.OddsCase{roll,
		lossCase(cond+"; HP "+g.Name(d)+" loses", x.Dealt, x.DealtOf),
		lossCase(cond+"; HP "+g.Name(a)+" loses", x.Taken, x.TakenOf)}
}

func lossCase(cond string, ways []uint64, total uint64) rules.OddsCase {
	c := rules.OddsCase{Condition: cond, Total: total, Note: "a roll meeting the TN exactly is counted as neither"}
	for v, w := range ways {
		if w > 0 {
			c.Outcomes = append(c.Outcomes, rules.Chance{Label: fmt.Sprintf("%d HP", v), Count: w})
		}
	}
	return c
}

// ShotExchange computes the odds of fighter a shooting item k at fighter
// d: the roll, and the HP d loses (nothing on a miss or a fumble).
func (g *Game) ShotExchange(a, k, d int) Exchange {
	x := Exchange{Bonus: g.ShotBonus(a, k, Penalty(int(g.f[a].AP))), TN: g.ShotTN(a, d, Penalty(int(g.f[d].AP)))}
	deal := Convert(g.ShotDamage(a, k))
	ways := deal.Ways()
	x.DealtOf = 36 * pow6(deal.Dice)
	x.Dealt = []uint64{0}
	for s := 2; s <= 12; s++ {
		w := twoD6[s]
		switch margin := s + x.Bonus - x.TN; {
		case margin > 0:
			x.Beat += w
			x.Dealt = addLoss(x.Dealt, ways, w, g.DR(d, margin, 0), int(g.f[d].FP), g.Prof(d).Swarm)
		case margin < 0:
			x.Under += w
			x.Dealt[0] += w * pow6(deal.Dice)
		default:
			x.Tie += w
			x.Dealt[0] += w * pow6(deal.Dice)
		}
	}
	return x
}
