package arena

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Blindness and darkness. Seed: "Blindness & Darkness work the same way
// --- the character must take time to sense their surroundings before any
// action. They spend an AP and roll Wits + Vigilance. The TN begins at 7
// and rises by 2 for each additional problem. The action should be
// declared first, so we know what failure implies."

// senseTN is the TN of finding one's way in the dark: "The TN begins at 7".
const senseTN = 7

// screamTN is the TN of finding a screamer: "they can roll Wits +
// Vigilance at TN 5 to find the screamers again in the darkness".
const screamTN = 5

// darkPenalty is the Penalty to defend of a fighter who failed or tied
// its sense roll: "a -2 Penalty to defend, whether they fail or tie".
const darkPenalty = -2

// needsSense reports whether fighter i must sense its way before action a:
// it stands in the dark (Level.IsDark) and the action reaches out into
// it: an attack, an interruption, a shot or throw, a move, tending
// (ruling 70). Drawing, dropping, reloading, holding, breathing,
// screaming, retreating and resisting are done by feel and need no roll.
func (g *Game) needsSense(i int, a Action) bool {
	switch a.Kind {
	case Attack, Interrupt, Shoot, Throw, Move, Tend:
		return g.lvl.IsDark(g.f[i].At)
	}
	return false
}

// Screamer reports whether fighter j cries out: hurt (below its full Hit
// Points, fallen included) and not holding its breath. Seed: "the wounded
// PCs cry out in pain".
func (g *Game) Screamer(j int) bool {
	return int(g.f[j].HP) < g.Prof(j).HP() && !g.f[j].Cond.Has(Breath)
}

// SenseTN returns the TN of fighter i's sense roll before action a: 7; 5
// when the action's target is a screamer; 2 more when the target holds its
// breath and is silent, the one "additional problem" the arena knows
// (ruling 70: twilight is no darkness, a dark pool in it is). A fighter
// screaming by choice is found at 5, and drowns its side's wounded, who
// are found at 7 (ruling 79).
func (g *Game) SenseTN(i int, a Action) int {
	tn := senseTN
	switch a.Kind {
	case Attack, Interrupt, Shoot, Throw, Tend:
		if j := g.ByID(a.Target); j >= 0 {
			switch {
			case g.f[j].Cond.Has(Screaming):
				tn = screamTN
			case g.drowned(j):
			case g.Screamer(j):
				tn = screamTN
			case g.f[j].Cond.Has(Breath):
				tn += 2
			}
		}
	}
	return tn
}

// SenseBonus returns what fighter i adds to 2D6 sensing its way: Wits +
// Vigilance, its armour's Penalty ("-4 Penalty to Wits + Vigilance rolls"
// for plate) and the Penalty of negative AP.
func (g *Game) SenseBonus(i int) int {
	p := g.Prof(i)
	b := p.Wits + p.Vigilance + Penalty(int(g.f[i].AP))
	if p.Armour >= 0 {
		b += g.Item(p.Armour).Vigil
	}
	return b
}

// lostPenalty returns fighter i's Penalty to defend: -2 in the dark once
// a sense roll has failed or tied, until one succeeds (ruling 70).
func (g *Game) lostPenalty(i int) int {
	if g.lvl.IsDark(g.f[i].At) && !g.f[i].Cond.Has(Sensed) {
		return darkPenalty
	}
	return 0
}

// The mishaps of a failed sense roll, by the face of 1D6, in the seed's
// order: "Nothing --- you just miss. Success against the wrong enemy target
// (or if there are none, failure). You smack (and smash) a random item in
// the environment. You trip and fall over, going prone. You move into
// something hard, spiky, or otherwise dangerous. Take 1D6 Damage. Hit an
// ally."
const (
	mishapNothing = 1 + iota
	mishapWrongEnemy
	mishapSmash
	mishapTrip
	mishapDanger
	mishapAlly
)

// sense makes fighter i's sense roll before action a: 1 AP, then 2D6 +
// SenseBonus against SenseTN. It returns the action to carry out (a, or
// a turned on another target by a mishap) and go true; or go false when
// the action fails: "On a tie the character fails any action they
// instigated"; on failure 1D6 picks the mishap (ruling 70: the program is
// the game master who "rolls for a random result"). A failed action costs
// only the sense's AP.
func (g *Game) sense(i int, a Action) (evs []Event, next Action, goOn bool, err error) {
	f := &g.f[i]
	bonus, tn := g.SenseBonus(i), g.SenseTN(i, a)
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, a, false, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	g.pay(i, 1)
	total := d1 + d2 + bonus
	ev := g.event(EvSense, i, -1, "%s in the dark senses its way (1 AP, %d left): Wits + Vigilance %d+%d%+d = %d against TN %d",
		g.Name(i), f.AP, d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	evs = append(evs, ev)
	switch {
	case total > tn:
		f.Cond |= Sensed
		return evs, a, true, nil
	case total == tn:
		f.Cond &^= Sensed
		return append(evs, g.event(EvMishap, i, -1, "%s meets the TN exactly: the %s fails", g.Name(i), a.Kind)), a, false, nil
	}
	f.Cond &^= Sensed
	if err := g.dice.Ensure(1, 6); err != nil {
		return nil, a, false, err
	}
	face := g.dice.D6()
	mishap := func(format string, args ...any) Event {
		e := g.event(EvMishap, i, -1, format, args...)
		e.Dice, e.chance = []uint8{uint8(face)}, true
		return e
	}
	switch face {
	case mishapWrongEnemy:
		if j := g.otherTarget(i, a, false); j >= 0 {
			next = a
			next.Target = g.f[j].ID
			return append(evs, mishap("%s misses its way: the %s goes at the wrong enemy, %s", g.Name(i), a.Kind, g.Name(j))), next, true, nil
		}
		return append(evs, mishap("%s misses its way, and there is no other enemy to strike: the %s fails", g.Name(i), a.Kind)), a, false, nil
	case mishapAlly:
		if j := g.otherTarget(i, a, true); j >= 0 {
			next = a
			next.Target = g.f[j].ID
			return append(evs, mishap("%s misses its way: the %s goes at an ally, %s", g.Name(i), a.Kind, g.Name(j))), next, true, nil
		}
		return append(evs, mishap("%s misses its way, though no ally is in the way: the %s fails", g.Name(i), a.Kind)), a, false, nil
	case mishapSmash:
		return append(evs, mishap("%s misses its way and smacks something in the dark: the %s fails", g.Name(i), a.Kind)), a, false, nil
	case mishapTrip:
		f.Cond |= Prone
		return append(evs, mishap("%s misses its way, trips and falls prone: the %s fails", g.Name(i), a.Kind)), a, false, nil
	case mishapDanger:
		evs = append(evs, mishap("%s misses its way into something hard and spiky: the %s fails", g.Name(i), a.Kind))
		more, err := g.hazard(i, Convert(4))
		return append(evs, more...), a, false, err
	}
	return append(evs, mishap("%s misses its way: the %s fails", g.Name(i), a.Kind)), a, false, nil
}

// otherTarget returns the fighter a mishap turns fighter i's attack,
// interruption, shot or throw on: another enemy (or an ally, when ally)
// it could strike with the same item, the first by letter order of the
// level; -1 when there is none or the action has no target. Moves and
// tending have none: those mishaps fail the action.
func (g *Game) otherTarget(i int, a Action, ally bool) int {
	k := g.lvl.Pack.Item(a.Item)
	for j := range g.f {
		e := &g.f[j]
		if j == i || e.ID == a.Target || e.Status != Standing || (e.Side == g.f[i].Side) != ally {
			continue
		}
		switch a.Kind {
		case Attack, Interrupt:
			if g.reach(i, j) {
				return j
			}
		case Shoot, Throw:
			if grid.Chebyshev(g.f[i].At, g.f[j].At) >= 2 && g.clearLine(i, j) && k >= 0 {
				return j
			}
		}
	}
	return -1
}

// hazard deals Damage roll r from the surroundings to fighter i, through
// its DR and Fate Points: "Take 1D6 Damage" (ruling 70: armour counts).
func (g *Game) hazard(i int, r Roll) ([]Event, error) {
	faces, raw, err := g.rollDamage(r)
	if err != nil {
		return nil, err
	}
	f := &g.f[i]
	dr := g.DR(i, 0, 0)
	lost, spent := Absorb(raw, dr, int(f.FP))
	f.HP -= int8(lost)
	f.FP -= int8(spent)
	ev := g.event(EvDamage, -1, i, "%s takes %s = %d Damage: DR %d, %d Fate Points, %d HP lost (%d left)", g.Name(i), r, raw, dr, spent, lost, f.HP)
	ev.Dice, ev.Amount, ev.HP, ev.DR, ev.FP, ev.chance = faces, raw, lost, dr, spent, r.Dice > 0
	return append([]Event{ev}, g.fallIfDown(i)...), nil
}

// senseOdds returns the odds of fighter i's sense roll before action a.
func (g *Game) senseOdds(i int, a Action) rules.OddsCase {
	bonus, tn := g.SenseBonus(i), g.SenseTN(i, a)
	win, tie, lose := Split(bonus, tn)
	return rules.OddsCase{Condition: fmt.Sprintf("in the dark, Wits + Vigilance first: 2D6%+d against TN %d", bonus, tn), Total: 36,
		Note: "the cases after this one assume the sense roll succeeds",
		Outcomes: []rules.Chance{{Label: "finds its way: the " + a.Kind.String() + " goes on", Count: win},
			{Label: "meets the TN: the " + a.Kind.String() + " fails", Count: tie},
			{Label: "falls under: a mishap (1D6)", Count: lose}}}
}
