package tunnel

import (
	"math/bits"

	"skirmish/rules/grid"
)

// planSwing works out a swing by model i at model j committing c Stamina:
// the number of Attack Dice and whether j will roll Defence Dice, or why not.
//
// Seed: "the controlling player takes a number of Attack Dice equal to the
// model's Strength and adds further Attack Dice equal to the Stamina used";
// "If a model cannot see its attacker it does not get to roll any dice in
// defence"; "A model which is Prone rolls no Defence Dice if attacked."
func (g *Game) planSwing(i, j, c int) (atk int, defends bool, noDefence string) {
	m, t := &g.models[i], &g.models[j]
	atk = min(MaxDice, int(m.Prof().Strength)+c+g.chargeBonus(i, j))
	switch {
	case t.Prone:
		return atk, false, "is prone"
	case !g.CanSee(j, i):
		return atk, false, "cannot see " + g.Name(i)
	}
	return atk, true, ""
}

// canSpend reports whether model j has leftover Stamina it could spend on
// defence, so that it must be asked how much.
func (g *Game) canSpend(j int) bool {
	t := &g.models[j]
	return t.Stamina > 0 && int(t.Prof().Strength) < MaxDice
}

// declareSwing starts a swing by i at j: Stamina committed, dice counted,
// then either the defender is asked what it spends or the dice are rolled.
func (g *Game) declareSwing(i, j, c int, ev []Event) []Event {
	m := &g.models[i]
	charge := g.chargeBonus(i, j)
	atk, defends, why := g.planSwing(i, j, c)
	g.run = chargeRun{model: -1}
	m.Stamina -= int8(c)
	m.Swung = true
	g.sw = SwingState{Attacker: int8(i), Target: int8(j), Committed: int8(c), Charge: int8(charge), AttackDice: int8(atk), Defends: defends}
	e := g.event(EvSwing, i, j)
	e.N, e.M, e.Dice, e.Strength = int8(c), int8(charge), int8(atk), m.Prof().Strength
	ev = append(ev, e)
	if !defends {
		e := g.event(EvNoDefence, i, j)
		e.Reason = why
		ev = append(ev, e)
		return g.roll(0, ev)
	}
	if g.canSpend(j) {
		g.phase = PhaseDefend
		return ev
	}
	return g.defend(0, ev)
}

// defend spends s of the defender's leftover Stamina and rolls.
func (g *Game) defend(s int, ev []Event) []Event {
	j := int(g.sw.Target)
	t := &g.models[j]
	t.Stamina -= int8(s)
	d := min(MaxDice, int(t.Prof().Strength)+s)
	e := g.event(EvDefence, int(g.sw.Attacker), j)
	e.N, e.Dice, e.Strength = int8(s), int8(d), t.Prof().Strength
	ev = append(ev, e)
	return g.roll(d, ev)
}

// roll rolls the Attack Dice and d Defence Dice, removes matching pairs and
// lets the attacker pick a result (seed: "look for and remove any pairs of
// matching Attacking and Defence Dice").
func (g *Game) roll(d int, ev []Event) []Event {
	sw := &g.sw
	sw.Rolled = true
	sw.NDefence = int8(d)
	for k := range int(sw.AttackDice) {
		sw.Attack[k] = uint8(g.dice.D6())
	}
	for k := range d {
		sw.Defence[k] = uint8(g.dice.D6())
	}
	var usedDef uint16
	sw.Left = 1<<sw.AttackDice - 1
	var pairs [MaxDice]uint8
	np := 0
	for k := range d {
		for a := range int(sw.AttackDice) {
			if sw.Left&(1<<a) != 0 && sw.Attack[a] == sw.Defence[k] {
				sw.Left &^= 1 << a
				usedDef |= 1 << k
				pairs[np] = sw.Defence[k]
				np++
				break
			}
		}
	}
	roll := g.event(EvRolled, int(sw.Attacker), int(sw.Target))
	roll.Attack, roll.NA = sw.Attack, sw.AttackDice
	roll.Defence, roll.ND = sw.Defence, int8(d)
	ev = append(ev, roll)
	if d > 0 {
		c := g.event(EvCancelled, int(sw.Attacker), int(sw.Target))
		c.Pairs, c.NP = pairs, int8(np)
		for a := range int(sw.AttackDice) {
			if sw.Left&(1<<a) != 0 {
				c.Left[c.NL] = sw.Attack[a]
				c.NL++
			}
		}
		for k := range d {
			if usedDef&(1<<k) == 0 {
				c.Unused[c.NU] = sw.Defence[k]
				c.NU++
			}
		}
		ev = append(ev, c)
	}
	vals := sw.remaining()
	switch bits.OnesCount16(vals) {
	case 0:
		ev = append(ev, g.event(EvDraw, int(sw.Attacker), int(sw.Target)))
		return g.finishSwing(ev)
	case 1:
		return g.resolve(bits.TrailingZeros16(vals), false, ev)
	}
	g.phase = PhasePick
	return ev
}

// remaining returns the set of numbers (bit v for number v) shown by Attack
// Dice that survived cancellation.
func (sw *SwingState) remaining() uint16 {
	var vals uint16
	for a := range int(sw.AttackDice) {
		if sw.Left&(1<<a) != 0 {
			vals |= 1 << sw.Attack[a]
		}
	}
	return vals
}

// Remaining returns the numbers shown by Attack Dice left after cancellation.
func (sw *SwingState) Remaining() []int {
	var out []int
	for v := 1; v <= 6; v++ {
		if sw.remaining()&(1<<v) != 0 {
			out = append(out, v)
		}
	}
	return out
}

// resolve applies result v of the pending swing, picked by the attacker or
// the only number left (ruling 13).
func (g *Game) resolve(v int, picked bool, ev []Event) []Event {
	sw := &g.sw
	i, j := int(sw.Attacker), int(sw.Target)
	e := g.event(EvResult, i, j)
	e.N = int8(v)
	if !picked {
		e.M = 1
	}
	ev = append(ev, e)
	switch v {
	case 1: // Git Shot
		ev = g.damage(i, j, 1, ev)
	case 2: // Shunt
		return g.startShunt(ev)
	case 3: // Strike
		ev = g.damage(i, j, 2, ev)
	case 4: // Floor
		t := &g.models[j]
		was := int8(0)
		if t.Prone {
			was = 1
		}
		t.Prone = true
		e := g.event(EvFloored, i, j)
		e.M = was
		ev = append(ev, e)
	case 5: // Roar
		m := &g.models[i]
		before := m.Stamina
		m.Stamina = min(m.Prof().Stamina, m.Stamina+3)
		e := g.event(EvRoared, i, j)
		e.N, e.M = m.Stamina-before, m.Stamina
		ev = append(ev, e)
	case 6: // Heavy Blow
		ev = g.damage(i, j, 3, ev)
	}
	return g.finishSwing(ev)
}

// damage takes n Endurance from model j, hit by model i.
func (g *Game) damage(i, j, n int, ev []Event) []Event {
	t := &g.models[j]
	dealt := min(n, int(t.Endurance))
	t.Endurance -= int8(dealt)
	if g.enemies(i, j) {
		g.dealt[g.models[i].Side] += int16(dealt)
	}
	e := g.event(EvDamaged, i, j)
	e.N, e.M = int8(n), t.Endurance
	ev = append(ev, e)
	if t.Endurance <= 0 {
		t.Dead = true
		t.Prone = false
		g.unplace(j)
		ev = append(ev, g.event(EvKilled, i, j))
	}
	return ev
}

// startShunt finds where the defender can be forced: one space directly away
// from the attacker or to either side of that. Squares that are not floor or
// hold a model are blocked; with none free the Shunt has no effect, with one
// it happens at once, with more the attacker chooses (ruling).
func (g *Game) startShunt(ev []Event) []Event {
	sw := &g.sw
	i, j := int(sw.Attacker), int(sw.Target)
	t := &g.models[j]
	back := g.dirTo(i, t.At)
	sw.NShunt = 0
	for _, d := range [3]grid.Dir{back, back.Left(), back.Right()} {
		if p := t.At.Step(d); g.free(p) {
			sw.Shunt[sw.NShunt] = p
			sw.NShunt++
		}
	}
	switch sw.NShunt {
	case 0:
		ev = append(ev, g.event(EvPinned, i, j))
		return g.finishSwing(ev)
	case 1:
		ev = g.shunt(sw.Shunt[0], ev)
		return g.finishSwing(ev)
	}
	g.phase = PhaseShunt
	return ev
}

// shunt moves the defender of the pending swing to p.
func (g *Game) shunt(p grid.Point, ev []Event) []Event {
	i, j := int(g.sw.Attacker), int(g.sw.Target)
	t := &g.models[j]
	from := t.At
	g.place(j, p)
	e := g.event(EvShunted, i, j)
	e.From, e.To = from, p
	return append(ev, e)
}

// finishSwing returns to the acting side's turn, or ends the game.
func (g *Game) finishSwing(ev []Event) []Event {
	g.phase = PhaseAct
	return g.checkEliminated(ev)
}
