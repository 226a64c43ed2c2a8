package elements

import (
	"fmt"
)

// fightStart rolls an attack of kind k by model i on model j and resolves
// it as far as it goes without the winner's choice.
func (g *Game) fightStart(k Kind, i, j int, evs *[]Event) error {
	p := g.pools(k, i, j)
	verb := map[Kind]string{Attack: "attacks", Shoot: "shoots at", Throw: "throws shuriken at"}[k]
	e := g.event(EvCombat, i, j, "%s %s %s: %s.", g.Name(i), verb, g.Name(j), p.text(k))
	if k == Throw && g.models[i].Hidden {
		// "Shuriken are Stealthy": the thrower stays hidden.
		e = secret(e, int(g.models[i].Side), fmt.Sprintf("Shuriken fly from the shadows at %s.", g.Name(j)))
	}
	*evs = append(*evs, e)
	if k != Throw {
		g.reveal(i, "seen attacking", evs)
	}
	att, err := g.roll(p.Attack, p.RerollA)
	if err != nil {
		return err
	}
	def, err := g.roll(p.Defence, p.RerollD)
	if err != nil {
		return err
	}
	leftA, nA := remaining(att)
	leftD, nD := remaining(def)
	rolled := g.event(EvRolled, i, j, "%s rolls %s; %s rolls %s. After Spirit and Void are discarded: %d against %d.",
		g.Name(i), facesText(att), g.Name(j), facesText(def), nA, nD)
	rolled.Attack, rolled.Defence, rolled.chance = att, def, true
	if k == Throw && g.models[i].Hidden {
		rolled = secret(rolled, int(g.models[i].Side), fmt.Sprintf("The shuriken show %s.", facesText(att)))
	}
	*evs = append(*evs, rolled)
	f := Fight{Kind: k, Attacker: int8(i), Defender: int8(j), Winner: int8(i), Left: leftA}
	if nD > nA {
		f.Winner, f.Left = int8(j), leftD
	}
	f.WinnerSee = g.models[f.Winner].Side
	w := int(f.Winner)
	how := "the most dice"
	if nA == nD {
		how = "a tie, which goes to the attacker"
	}
	*evs = append(*evs, g.event(EvWinner, w, i+j-w, "%s wins with %s.", g.Name(w), how))
	g.fight = f
	if w != i && k != Attack {
		*evs = append(*evs, g.event(EvMiss, i, j, "The attack misses: only the attacker can cause damage at range."))
		return nil
	}
	opts := f.options()
	var useful []Element
	for _, o := range opts {
		if effective(k, o) {
			useful = append(useful, o)
		}
	}
	switch {
	case len(useful) == 0:
		why := "no dice are left to choose a result from"
		if len(opts) > 0 {
			why = fmt.Sprintf("no effective result is left (%s)", effectiveText(k))
		}
		*evs = append(*evs, g.event(EvMiss, i, j, "No effect: %s.", why))
	case len(opts) == 1 || k == Throw:
		g.choose(useful[0], evs)
	default:
		g.phase = PhaseResult
	}
	return nil
}

func effectiveText(k Kind) string {
	switch k {
	case Shoot:
		return "only Water and Earth are effective for a ranged attack"
	case Throw:
		return "only an Earth result is successful for shuriken"
	}
	return ""
}

// roll rolls n dice, each Spirit and Void re-rolled once when reroll is
// set, checking first that loaded dice have results left.
func (g *Game) roll(n int, reroll bool) ([]uint8, error) {
	out := make([]uint8, n)
	for k := range out {
		if err := g.dice.Ensure(1, 6); err != nil {
			return nil, err
		}
		out[k] = uint8(g.dice.D6())
		if reroll && Element(out[k]) >= Spirit {
			if err := g.dice.Ensure(1, 6); err != nil {
				return nil, err
			}
			out[k] = uint8(g.dice.D6())
		}
	}
	return out, nil
}

// choose applies the result e the winner chose: "Fire = Loser Injured and
// winner may be moved 1 space. Water = Loser Injured. Earth = Loser
// Stunned. Air = Loser Stunned and may be moved up to 2 spaces." At range
// only Water and Earth are effective.
func (g *Game) choose(e Element, evs *[]Event) {
	f := &g.fight
	w := int(f.Winner)
	l := int(f.Attacker + f.Defender - f.Winner)
	f.Result = e
	*evs = append(*evs, Event{Kind: EvResult, Model: int8(w), Other: int8(l), Result: e, secretOf: -1,
		Text: fmt.Sprintf("%s chooses %s.", g.Name(w), e.Title())})
	g.phase = PhaseAct
	if !effective(f.Kind, e) {
		*evs = append(*evs, g.event(EvMiss, w, l, "%s is a miss: %s.", e.Title(), effectiveText(f.Kind)))
		return
	}
	switch e {
	case Fire, Water:
		g.injure(l, evs)
	case Earth, Air:
		g.stun(l, evs)
	}
	if f.Kind != Attack {
		return
	}
	switch {
	case e == Fire:
		f.Moved, f.MaxSteps = int8(w), 1
		g.phase = PhaseShift
	case e == Air && !g.models[l].Out:
		f.Moved, f.MaxSteps = int8(l), 2
		g.phase = PhaseShift
	}
}

// shift carries out the winner's movement of a result: "When moving a
// model as a result of combat, all other model's influence zones and
// terrain are ignored".
func (g *Game) shift(a Action, evs *[]Event) {
	f := &g.fight
	mv := int(f.Moved)
	m := &g.models[mv]
	from := m.At
	if a.To != from {
		path := g.shifts(mv, int(f.MaxSteps), int(f.WinnerSee)).path(a.To)
		g.walk(mv, path, int(f.WinnerSee), evs)
	}
	m.Facing = a.Facing
	var e Event
	if m.At == from {
		e = g.event(EvShifted, mv, -1, "%s stays on %s, facing %s.", g.Name(mv), m.At, m.Facing)
	} else {
		e = g.event(EvShifted, mv, -1, "%s is moved from %s to %s, facing %s.", g.Name(mv), from, m.At, m.Facing)
	}
	e.From, e.To, e.Facing = from, m.At, m.Facing
	*evs = append(*evs, e)
	g.phase = PhaseAct
}
