package arena

import (
	"fmt"

	"skirmish/rules"
)

// Split counts the 36 rolls of 2D6 + bonus that beat, meet and fall under
// tn.
func Split(bonus, tn int) (beat, tie, under uint64) {
	for s := 2; s <= 12; s++ {
		switch t := s + bonus; {
		case t > tn:
			beat += twoD6[s]
		case t == tn:
			tie += twoD6[s]
		default:
			under += twoD6[s]
		}
	}
	return beat, tie, under
}

// rollCase writes a roll of 2D6 + bonus against tn as an odds case with
// the labels of its three results.
func rollCase(bonus, tn int, what, beat, tie, under string) rules.OddsCase {
	b, t, u := Split(bonus, tn)
	return rules.OddsCase{Condition: fmt.Sprintf("%s: 2D6%+d against TN %d", what, bonus, tn), Total: 36, Outcomes: []rules.Chance{
		{Label: beat, Count: b}, {Label: tie, Count: t}, {Label: under, Count: u}}}
}

// bodyRollOdds returns fighter i's Bonus and TN against fighter j for a
// manoeuvre, with both Penalties from their AP now.
func (g *Game) bodyRollOdds(i, j, bonus, tnBonus int) (int, int) {
	return g.manoeuvreRoll(i, j, bonus, tnBonus, Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP)))
}

// bodyOdds returns the odds of the rolls of the manoeuvres and bodies:
// grabbing, grappling, breaking free, ramming (one case for each answer),
// bracing, dodging, pulling free and jumping down. ok is false for the
// actions without a roll.
func (g *Game) bodyOdds(i int, a Action) ([]rules.OddsCase, bool) {
	switch a.Kind {
	case Grab:
		j := g.ByID(a.Target)
		b, tn := g.bodyRollOdds(i, j, g.brawlPair(i, false), g.brawlPair(j, false))
		return []rules.OddsCase{rollCase(b, tn, "Dexterity + Brawl", "beats the TN: the two grapple", "meets the TN: nothing happens",
			"falls under the TN: "+g.Name(i)+" takes "+Convert(g.DamageOf(j, g.lvl.Pack.Fists)).String())}, true
	case Grapple, Break:
		j := int(g.f[i].Grip)
		b, tn := g.bodyRollOdds(i, j, g.brawlPair(i, true), g.brawlPair(j, true))
		win := "beats the TN: " + g.Name(j) + " takes " + Convert(g.DamageOf(i, g.lvl.Pack.Fists)).String()
		if a.Kind == Break {
			win = "beats the TN: breaks free"
		}
		return []rules.OddsCase{rollCase(b, tn, "Strength + Brawl", win, "meets the TN: nothing happens",
			"falls under the TN: "+g.Name(i)+" takes "+Convert(g.DamageOf(j, g.lvl.Pack.Fists)).String())}, true
	case Ram:
		j := g.ByID(a.Target)
		r := g.afterRunUp(i, j) // the roll is made next to j
		b, tn := r.bodyRollOdds(i, j, g.RamBonus(i), g.BraceBonus(j))
		b2, tn2 := r.bodyRollOdds(i, j, g.RamBonus(i), g.DodgeBonus(j))
		return []rules.OddsCase{
			rollCase(b, tn, g.Name(j)+" stands its ground", "beats the TN: pushes it back", "meets the TN: nothing happens", "falls under the TN: nothing happens"),
			rollCase(b2, tn2, g.Name(j)+" dodges", "beats the TN: pushes it back, prone", "meets the TN: nothing happens", "falls under the TN: it dodges"),
		}, true
	case Brace, Dodge:
		r := int(g.pend.Attacker)
		bonus, pen := g.BraceBonus(i), Penalty(int(g.f[i].AP))
		what, beat := "stands its ground", "beats the TN: pushed back"
		if a.Kind == Dodge {
			bonus, what, beat = g.DodgeBonus(i), "dodges", "beats the TN: pushed back, prone"
		}
		b, tn := g.manoeuvreRoll(r, i, g.RamBonus(r), bonus, int(g.pend.AttPenalty), pen)
		under := "falls under the TN: nothing happens"
		if a.Kind == Dodge {
			under = "falls under the TN: dodges to " + a.To.String()
		}
		return []rules.OddsCase{rollCase(b, tn, g.Name(r)+"'s ram; "+g.Name(i)+" "+what, beat, "meets the TN: nothing happens", under)}, true
	case Free:
		p := g.Prof(i)
		return []rules.OddsCase{rollCase(p.Str+p.Athletics+Penalty(int(g.f[i].AP)), g.FreeTN(g.f[i].At), "Strength + Athletics",
			"beats the TN: free", "meets the TN: still caught", "falls under the TN: still caught")}, true
	case Jump:
		p := g.Prof(i)
		steps := g.lvl.HeightAt(g.f[i].At) - g.lvl.HeightAt(a.To)
		pen := Penalty(int(g.f[i].AP) - 1)
		return []rules.OddsCase{rollCase(p.Spd+p.Athletics+pen, FallTN(steps, false), "breaking the fall, Speed + Athletics",
			"beats the TN: no Damage", "meets the TN: "+Convert(FallDamage(p.Str, steps)).String()+" Damage, prone",
			"falls under the TN: "+Convert(FallDamage(p.Str, steps)).String()+" Damage, prone")}, true
	}
	return nil, false
}
