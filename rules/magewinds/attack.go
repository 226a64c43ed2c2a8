package magewinds

import (
	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// startAttack begins the attack sequence (18.0) after the step move: the
// attack choice for a split profile, then the defence choice.
func (g *Game) startAttack() []Event {
	act := &g.Act
	fi := int(act.Fighter)
	act.Source = g.Fighters[fi].Pos
	if g.attackOf(fi).Split {
		act.Step = StepChoice
		return nil
	}
	return g.afterChoice()
}

// afterChoice asks the defending player for a reaction when the target can
// make one, otherwise resolves the attack at once.
func (g *Game) afterChoice() []Event {
	act := &g.Act
	ti := int(act.Target)
	if g.Fighters[ti].Actions < 2 {
		act.Step = StepReact
		return nil
	}
	return g.reveal()
}

// react records the defence choice (18.4), pays for it, and reveals.
func (g *Game) react(ti int, r Reaction) []Event {
	act := &g.Act
	act.Reaction = r
	t := &g.Fighters[ti]
	var evs []Event
	if r == ReactNone {
		e := g.event(EvReacted, "%s makes no reaction.", g.Name(ti))
		e.Fighter, e.React = int8(ti), r
		evs = append(evs, e)
	} else {
		e := g.event(EvReacted, "%s reacts: %s.", g.Name(ti), map[Reaction]string{ReactDodge: "Dodge", ReactDeflect: "Deflect"}[r])
		e.Fighter, e.React = int8(ti), r
		evs = append(evs, e)
		if t.Guard {
			t.Guard = false
			c := g.event(EvCounter, "The reaction is free thanks to %s's Guard.", g.Name(ti))
			c.Fighter = int8(ti)
			evs = append(evs, c)
		} else {
			evs = append(evs, g.addCounter(ti)...)
		}
	}
	return append(evs, g.reveal()...)
}

// reveal turns the attack choice face up and resolves the attack (18.3,
// 18.5): a Feint ends the attack, and makes the action free if the target
// reacted.
func (g *Game) reveal() []Event {
	act := &g.Act
	fi, ti := int(act.Fighter), int(act.Target)
	ap := g.attackOf(fi)
	var evs []Event
	if ap.Split {
		e := g.event(EvRevealed, "%s %s the attack choice: %s.", g.lvl.Sides[g.Fighters[fi].Side], g.verb(int(g.Fighters[fi].Side), "reveals", "reveal"), map[Choice]string{ChoiceLight: "Light Attack", ChoiceHeavy: "Heavy Attack", ChoiceFeint: "Feint"}[act.Choice])
		e.Fighter, e.Target, e.Choice, e.React, e.chance = int8(fi), int8(ti), act.Choice, act.Reaction, true
		evs = append(evs, e)
		if act.Choice == ChoiceFeint {
			if act.Reaction != ReactNone {
				act.Free = true
			}
			return append(evs, g.afterAttack()...)
		}
	}
	pp := ap.Light
	if ap.Split && act.Choice == ChoiceHeavy {
		pp = ap.Heavy
	}
	tn, armour := g.defence(g.InCover(fi, act.Source, ti, ap), ti, pp, act.Reaction)
	if err := g.dice.Ensure(int(pp.Power), 6); err != nil {
		g.diceOut = true // Apply undoes the action and reports it
		return evs
	}
	g.Rolled = g.dice.Pool(g.Rolled[:0], int(pp.Power), 6)
	dice := make([]int, len(g.Rolled))
	for i, d := range g.Rolled {
		dice[i] = int(d)
	}
	hits := cards.Hits(dice, tn)
	act.Hits = int8(hits)
	dmg := cards.Damage(hits, armour)
	var e Event
	if tn < 1 { // Evasion at least the Precision: no die can hit (18.2)
		e = g.event(EvRolled, "%s rolls %d dice: %s; none can hit, as the target's Evasion (%d) is at least the Precision (%d).",
			g.Name(fi), pp.Power, diceText(g.Rolled), int(pp.Precision)-tn, pp.Precision)
	} else {
		e = g.event(EvRolled, "%s rolls %d dice needing %d or less: %s, %d %s; Armour %d blocks %d.",
			g.Name(fi), pp.Power, tn, diceText(g.Rolled), hits, plural(hits, "hit", "hits"), armour, hits-dmg)
	}
	e.Fighter, e.Target, e.Dice, e.N, e.chance = int8(fi), int8(ti), append([]uint8(nil), g.Rolled...), tn, true
	evs = append(evs, e)
	if dmg > 0 {
		evs = append(evs, g.damage(ti, dmg, "the "+ap.Name)...)
		if g.Phase == PhaseOver {
			return evs
		}
	}
	if act.Reaction == ReactNone && hits > 0 && g.OnField(ti) && !g.Prof(ti).Has(Stalwart) && g.knockMax() > 0 {
		act.Step = StepKnock
		return evs
	}
	return append(evs, g.afterAttack()...)
}

// TargetNumber is the attack's target number (18.5.1): Precision minus the
// target's Evasion, with +2 Evasion in cover (18.2) and the Dodge bonus
// when the target dodges.
func (g *Game) TargetNumber(fi int, from geom.Point, ti int, ap *AttackProfile, pp PowerPrecision, r Reaction) int {
	tn, _ := g.defence(g.InCover(fi, from, ti, ap), ti, pp, r)
	return tn
}

// defence returns the target number and the Armour the target ti opposes to
// an attack with pp when it reacts with r and its cover is known (18.2,
// 18.4, 18.5): Dodge adds to Evasion, Deflect to Armour.
func (g *Game) defence(cover bool, ti int, pp PowerPrecision, r Reaction) (tn, armour int) {
	p := g.Prof(ti)
	ev := int(p.Evasion)
	if cover {
		ev += 2
	}
	armour = g.Armour(ti)
	switch r {
	case ReactDodge:
		ev += int(p.Dodge)
	case ReactDeflect:
		armour += int(p.Deflect)
	}
	return cards.TargetNumber(int(pp.Precision), ev), armour
}

// InCover reports whether target ti is in cover from fighter fi at from (18.2).
func (g *Game) InCover(fi int, from geom.Point, ti int, ap *AttackProfile) bool {
	if ap.Missile && g.Prof(fi).Has(Sharpshot) {
		return false
	}
	return g.lvl.Field.InCover(from, g.Fighters[ti].Pos, g.others(fi, ti))
}

// afterAttack sends a reacting target to its reaction's step move, or ends
// the action.
func (g *Game) afterAttack() []Event {
	act := &g.Act
	ti := int(act.Target)
	if act.Reaction != ReactNone && g.OnField(ti) {
		if act.Reaction == ReactDodge && !g.canDodge(ti) {
			return g.endAction() // nowhere left to step (18.4: it was possible when chosen)
		}
		act.Step = StepReactStep
		return nil
	}
	return g.endAction()
}

// knockMax is how far the target can be knocked back directly away from
// the attacker, at most 1" (18.5.4).
func (g *Game) knockMax() int64 {
	ti := int(g.Act.Target)
	t := g.Fighters[ti].Pos
	return g.mover(ti).StraightLimit(t, t.Sub(g.Act.Source), geom.Inch)
}

func (g *Game) knockOK(d int64) bool {
	ti := int(g.Act.Target)
	t := g.Fighters[ti].Pos
	end := geom.Away(t, g.Act.Source, d)
	m := g.mover(ti)
	return d <= geom.Inch && m.SegmentClear(t, end) && m.CanStand(end)
}

// knockBack moves the target directly away from the attacker (18.5.4); a
// carried object is dropped (19.1).
func (g *Game) knockBack(d int64) []Event {
	act := &g.Act
	ti := int(act.Target)
	var evs []Event
	if d > 0 {
		t := &g.Fighters[ti]
		former := t.Pos
		end := geom.Away(former, act.Source, d)
		e := g.event(EvMoved, "%s is knocked back %s.", g.Name(ti), geom.FormatInches(d))
		e.Fighter, e.From, e.To, e.Path, e.Side = int8(ti), former, end, []geom.Point{end}, t.Side
		t.Pos = end
		evs = append(evs, e)
		if t.Carry >= 0 {
			evs = append(evs, g.dropNear(ti, former)...)
		}
	}
	return append(evs, g.afterAttack()...)
}

// whyNotReactStep checks the step move of a reaction (13.3, 18.4). A
// Dodge's step "of at least 1"" is a step move whose path is exactly 1"
// long; as a path may backtrack (15.0), it may end wherever a step move of
// up to 1" reaches, not closer to the source of the attack.
func (g *Game) whyNotReactStep(ti int, a Action) string {
	act := &g.Act
	from := g.Fighters[ti].Pos
	if act.Reaction == ReactDodge && a.Kind != KStep {
		return "a dodging fighter must make a step move of 1\" that does not end closer to the attacker"
	}
	if a.Kind == KStay {
		return ""
	}
	if a.Kind != KStep {
		return "make a step move of up to 1\" that is not closer to the attacker, or stay"
	}
	if !g.stepsOf(ti).reaches(a.At) {
		return "no step move of up to 1\" reaches that point (15.0: not through bases, medium or high obstacles or off the battlefield, and not ending on an obstacle)"
	}
	if !notCloser(a.At, from, act.Source) {
		if act.Reaction == ReactDodge {
			return "a Dodge step may not end closer to the attacker"
		}
		return "a Deflect step may not end closer to the attacker"
	}
	return ""
}

func diceText(d []uint8) string {
	s := ""
	for i, v := range d {
		if i > 0 {
			s += " "
		}
		s += string(rune('0' + v))
	}
	if s == "" {
		return "no dice"
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
