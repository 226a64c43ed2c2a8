package magewinds

import (
	"fmt"
	"strconv"

	"skirmish/rules"
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// Odds returns the exact distribution of damage for an attack or a spell
// that rolls dice: one case for each attack profile (Light, Heavy) against
// each reaction the target could make.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, fmt.Errorf("not a Magewinds action")
	}
	fi := g.FighterByID(a.Fighter)
	if fi < 0 {
		return nil, fmt.Errorf("%s: no such fighter", a)
	}
	switch a.Kind {
	case KAttack:
		ti := g.FighterByID(a.Target)
		if ti < 0 || a.N < 1 || a.N > len(g.Prof(fi).Attacks) {
			return nil, fmt.Errorf("%s: no such attack or target", a)
		}
		return &rules.Odds{Action: a.String(), Cases: g.AttackOdds(fi, g.Fighters[fi].Pos, ti, &g.Prof(fi).Attacks[a.N-1])}, nil
	case KCast:
		si := g.pack.SpellIndex(a.Spell)
		ti := g.FighterByID(a.Target)
		if si < 0 || ti < 0 {
			return nil, fmt.Errorf("%s does not roll dice", a)
		}
		sp := &g.pack.Spells[si]
		switch sp.Effect {
		case EffBolt:
			return &rules.Odds{Action: a.String(), Cases: g.AttackOdds(fi, g.Fighters[fi].Pos, ti, &sp.Attack)}, nil
		case EffWither:
			pay, err := sp.Cost.Pay(a.Cards)
			if err != nil {
				return nil, err
			}
			c := damageCase(fmt.Sprintf("%d dice, each %d or less deals 1 damage", pay.X, WitherTarget), pay.X, WitherTarget, 0, g.left(ti))
			return &rules.Odds{Action: a.String(), Cases: []rules.OddsCase{c}}, nil
		}
	}
	return nil, fmt.Errorf("%s rolls no dice", a)
}

// left is how much more damage fighter ti can take before it is taken down.
func (g *Game) left(ti int) int { return int(g.Prof(ti).Toughness) - int(g.Fighters[ti].Damage) }

// AttackOdds gives the damage distributions of an attack by fi standing at
// from against ti: for each profile (Light and Heavy for a split profile)
// and each reaction ti could make (none, Dodge, Deflect), exact counts out
// of 6^Power equally likely rolls (18.5). Feint deals no damage and is left
// out.
func (g *Game) AttackOdds(fi int, from geom.Point, ti int, ap *AttackProfile) []rules.OddsCase {
	type prof struct {
		name string
		pp   PowerPrecision
	}
	profs := []prof{{ap.Name, ap.Light}}
	if ap.Split {
		profs = []prof{{"Light Attack", ap.Light}, {"Heavy Attack", ap.Heavy}}
	}
	reacts := []Reaction{ReactNone}
	if g.Fighters[ti].Actions < 2 {
		// during the defence choice, Dodge is shown only when it is possible
		if g.Phase == PhaseAction && g.Act.Step == StepReact && int(g.Act.Target) == ti && !g.canDodge(ti) {
			reacts = append(reacts, ReactDeflect)
		} else {
			reacts = append(reacts, ReactDodge, ReactDeflect)
		}
	}
	var out []rules.OddsCase
	cover := g.InCover(fi, from, ti, ap)
	for _, p := range profs {
		for _, r := range reacts {
			tn, armour := g.defence(cover, ti, p.pp, r)
			cond := p.name + ", " + map[Reaction]string{ReactNone: "no reaction", ReactDodge: "if it dodges", ReactDeflect: "if it deflects"}[r]
			c := damageCase(cond, int(p.pp.Power), tn, armour, g.left(ti))
			c.Note = fmt.Sprintf("Power %d, target number %d, Armour %d", p.pp.Power, tn, armour)
			if cover {
				c.Note += ", in cover (+2 Evasion)"
			}
			out = append(out, c)
		}
	}
	return out
}

// damageCase is the distribution of damage for power dice hitting on tn or
// less against armour; damage at or above left is labelled taken down.
func damageCase(cond string, power, tn, armour, left int) rules.OddsCase {
	counts := cards.DamageCounts(power, tn, armour)
	c := rules.OddsCase{Condition: cond, Total: cards.Total(power)}
	for d, n := range counts {
		label := strconv.Itoa(d) + " damage"
		if d >= left && d > 0 {
			label += " (taken down)"
		}
		c.Outcomes = append(c.Outcomes, rules.Chance{Label: label, Count: n})
	}
	return c
}

// ExpectedDamage returns the mean damage of a case in thousandths, for the
// computer player; it counts damage beyond what takes the target down as
// wasted.
func ExpectedDamage(power, tn, armour, left int) int64 {
	counts := cards.DamageCounts(power, tn, armour)
	total := cards.Total(power)
	if total == 0 {
		return 0
	}
	var sum uint64
	for d, n := range counts {
		sum += uint64(min(d, left)) * n
	}
	return int64(sum * 1000 / total)
}
