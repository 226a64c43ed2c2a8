package arena

import (
	"fmt"

	"skirmish/rules"
)

// manoeuvreOdds fills o with the exact odds of a manoeuvre, or of an
// attack or a defence the manoeuvres change (a guarded target, a disarm,
// a roll carried past a guardian), and reports whether it did.
func (g *Game) manoeuvreOdds(a Action, i int, o *rules.Odds) bool {
	j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
	var buf, buf2 [4]int
	switch {
	case (a.Kind == Attack && g.phase == PhaseAct || a.Kind == Interrupt && g.phase == PhaseInterrupt) && g.guardianOf(i, j) >= 0:
		gd := g.guardianOf(i, j)
		for _, ga := range g.weapons(gd, buf[:0]) {
			for _, gc := range g.weapons(j, buf2[:0]) {
				x := g.GuardedExchange(i, k, gd, ga, j, gc)
				cond := fmt.Sprintf("%s guards with the %s (2D6%+d against TN %d), %s resists with the %s", g.Name(gd), g.Item(ga).Name, x.Bonus, x.TN, g.Name(j), g.Item(gc).Name)
				o.Cases = append(o.Cases, g.rollCases(cond, x, i, j, "beats both TNs: "+g.Name(i)+" deals Damage to "+g.Name(j))...)
			}
		}
	case a.Kind == Shoot && g.phase == PhaseAct && g.missileGuardian(i, j) >= 0:
		gd := g.missileGuardian(i, j)
		x := g.GuardedShotExchange(i, k, j, gd)
		cond := fmt.Sprintf("2D6%+d against %s's TN %d, then %s's TN %d", x.Bonus, g.Name(gd), x.TN, g.Name(j), g.ShotTN(i, j, Penalty(int(g.f[j].AP))))
		o.Cases = []rules.OddsCase{{Condition: cond, Total: 36, Outcomes: []rules.Chance{
			{Label: "beats both TNs: hits " + g.Name(j), Count: x.Beat},
			{Label: "meets a TN: a fumble", Count: x.Tie},
			{Label: "falls under a TN: misses", Count: x.Under}}},
			lossCase(cond+"; HP "+g.Name(j)+" loses", x.Dealt, x.DealtOf)}
	case a.Kind == Defend && g.phase == PhaseDefend && g.pend.Target >= 0:
		p := g.pend
		guard := g.lvl.Pack.Item(a.Item)
		c := int(p.Target)
		for _, gc := range g.weapons(c, buf[:0]) {
			x := g.GuardedExchange(int(p.Attacker), int(p.Weapon), i, guard, c, gc)
			cond := fmt.Sprintf("%s guards with the %s (2D6%+d against TN %d), %s resists with the %s", g.Name(i), g.Item(guard).Name, x.Bonus, x.TN, g.Name(c), g.Item(gc).Name)
			o.Cases = append(o.Cases, g.rollCases(cond, x, int(p.Attacker), c, "beats both TNs: "+g.Name(int(p.Attacker))+" deals Damage to "+g.Name(c))...)
		}
	case a.Kind == Defend && g.phase == PhaseDefend && (g.pend.Disarm || g.pend.Dice[0] > 0):
		p := g.pend
		guard := g.lvl.Pack.Item(a.Item)
		dist, pen := &twoD6, int(p.AttPenalty)
		if p.Dice[0] > 0 {
			var fixed [13]uint64
			fixed[p.Dice[0]+p.Dice[1]] = 36
			dist = &fixed
		}
		beat := "beats the TN: " + g.Name(int(p.Attacker)) + " deals Damage"
		if p.Disarm {
			pen -= DisarmPenalty
			beat = "beats the TN: " + g.Name(i) + "'s weapon flies"
		}
		x := g.exchangeOver(dist, int(p.Attacker), int(p.Weapon), i, guard, pen, Penalty(int(g.f[i].AP)))
		cond := fmt.Sprintf("%s resists with the %s: 2D6%+d against TN %d", g.Name(i), g.Item(guard).Name, x.Bonus, x.TN)
		if p.Dice[0] > 0 {
			cond = fmt.Sprintf("%s resists with the %s: the roll of %d%+d already made against TN %d", g.Name(i), g.Item(guard).Name, p.Dice[0]+p.Dice[1], x.Bonus, x.TN)
		}
		o.Cases = g.rollCases(cond, x, int(p.Attacker), i, beat)
		if p.Disarm {
			o.Cases = append(o.Cases[:1], o.Cases[2])
		}
	case a.Kind == Disarm && g.phase == PhaseAct:
		for _, guard := range g.weapons(j, buf[:0]) {
			x := g.Exchange(i, k, j, guard, Penalty(int(g.f[i].AP))-DisarmPenalty, Penalty(int(g.f[j].AP)))
			cond := fmt.Sprintf("%s resists with the %s: 2D6%+d against TN %d", g.Name(j), g.Item(guard).Name, x.Bonus, x.TN)
			cs := g.rollCases(cond, x, i, j, "beats the TN: "+g.Name(j)+"'s weapon flies")
			o.Cases = append(o.Cases, cs[0], cs[2])
		}
	case a.Kind == Sneak && g.phase == PhaseAct:
		bonus := g.SneakBonus(i, k, j)
		r := Convert(g.SneakDamageOf(i, k))
		var x Exchange
		x.DealtOf, x.Dealt = 36*pow6(r.Dice), []uint64{0}
		for s := 2; s <= 12; s++ {
			switch m := s + bonus - SneakTN; {
			case m > 0:
				x.Beat += twoD6[s]
			case m == 0:
				x.Tie += twoD6[s]
			default:
				x.Under += twoD6[s]
				x.Dealt[0] += twoD6[s] * pow6(r.Dice)
				continue
			}
			x.Dealt = addLoss(x.Dealt, r.Ways(), twoD6[s], g.DR(j, vitalMargin, 0), int(g.f[j].FP), g.Prof(j).Swarm)
		}
		cond := fmt.Sprintf("Dexterity + Stealth: 2D6%+d against TN %d", bonus, SneakTN)
		o.Cases = []rules.OddsCase{{Condition: cond, Total: 36, Outcomes: []rules.Chance{
			{Label: "beats the TN: a vital shot at Damage + 2", Count: x.Beat},
			{Label: "meets the TN: the blow lands, and everyone notices", Count: x.Tie},
			{Label: "falls under the TN: " + g.Name(j) + " notices", Count: x.Under}}},
			lossCase(cond+"; HP "+g.Name(j)+" loses", x.Dealt, x.DealtOf)}
		o.Cases[1].Note = "a roll meeting the TN lands as well"
	case a.Kind == Bypass && g.phase == PhaseAct:
		x := g.bypassExchange(i, j)
		bonus, tn := x.Bonus, x.TN
		cond := fmt.Sprintf("Dexterity + Athletics: 2D6%+d against TN %d", bonus, tn)
		o.Cases = []rules.OddsCase{{Condition: cond, Total: 36, Outcomes: []rules.Chance{
			{Label: "beats the TN: the guard ends", Count: x.Beat},
			{Label: "meets the TN: nothing happens", Count: x.Tie},
			{Label: "falls under the TN: " + g.Name(j) + " strikes", Count: x.Under}}},
			lossCase(cond+"; HP "+g.Name(i)+" loses", x.Taken, x.TakenOf)}
	default:
		return false
	}
	return true
}

// rollCases writes an exchange as three cases, as exchangeCases does,
// with its own label for beating the TN: the roll, the HP d loses, the HP
// a loses.
func (g *Game) rollCases(cond string, x Exchange, a, d int, beat string) []rules.OddsCase {
	roll := rules.OddsCase{Condition: cond, Total: 36, Outcomes: []rules.Chance{
		{Label: beat, Count: x.Beat},
		{Label: "meets a TN: " + g.Name(a) + " chooses both or neither", Count: x.Tie},
		{Label: "falls under a TN: " + g.Name(a) + " takes Damage", Count: x.Under}}}
	return []rules.OddsCase{roll,
		lossCase(cond+"; HP "+g.Name(d)+" loses", x.Dealt, x.DealtOf),
		lossCase(cond+"; HP "+g.Name(a)+" loses", x.Taken, x.TakenOf)}
}
