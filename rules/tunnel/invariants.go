package tunnel

import (
	"fmt"

	"skirmish/rules"
)

var _ rules.Checker = (*Game)(nil)

// CheckInvariants returns an error naming the first fact of the position
// the rules should never break (rules.Checker): Stamina and Endurance
// within their profile's bounds, dead exactly when Endurance is 0, no two
// living models on one square, none off the floor, at most 10 dice of each
// kind, ModelAt's record of squares matching the models, and a side to act with a legal action exactly while the game is not
// over. It changes nothing and allocates nothing when all is well.
func (g *Game) CheckInvariants() error {
	for i := range g.models {
		m := &g.models[i]
		p := m.Prof()
		if m.Stamina < 0 || m.Stamina > p.Stamina {
			return g.broken("%c has Stamina %d outside 0..%d", m.ID, m.Stamina, p.Stamina)
		}
		if m.Endurance < 0 || m.Endurance > p.Endurance || m.Dead != (m.Endurance == 0) {
			return g.broken("%c has Endurance %d outside 0..%d, dead %v", m.ID, m.Endurance, p.Endurance, m.Dead)
		}
		if m.Dead {
			continue
		}
		for j := range i {
			if o := &g.models[j]; !o.Dead && o.At == m.At {
				return g.broken("%c and %c share %s", o.ID, m.ID, m.At)
			}
		}
		if !g.Tile(m.At).Walkable() {
			return g.broken("%c stands on %s, which is not floor", m.ID, m.At)
		}
		if g.ModelAt(m.At) != i {
			return g.broken("%c stands on %s but the record of squares says %d", m.ID, m.At, g.ModelAt(m.At))
		}
	}
	occupied := 0
	for _, o := range g.occ {
		if o != 0 {
			occupied++
		}
	}
	if living := len(g.models) - g.deadCount(); occupied != living {
		return g.broken("%d squares recorded as occupied for %d living models", occupied, living)
	}
	if g.sw.AttackDice > MaxDice || g.sw.NDefence > MaxDice {
		return g.broken("%d Attack and %d Defence Dice, more than %d", g.sw.AttackDice, g.sw.NDefence, MaxDice)
	}
	over := g.out.Over
	if over != (len(g.ToAct()) == 0) || over != (g.phase == PhaseOver) {
		return g.broken("over %v but %d seats to act", over, len(g.ToAct()))
	}
	if over {
		return nil
	}
	if g.phase != PhaseAct { // in a side's turn End is always legal
		var buf [maxModelActions]Action
		if len(g.AppendLegal(buf[:0], g.actingSide())) == 0 {
			return g.broken("%s must act but has no legal action", g.lvl.Sides[g.actingSide()])
		}
	}
	return nil
}

// broken returns an invariant error: where the game stands, then what is
// wrong.
func (g *Game) broken(format string, args ...any) error {
	where := fmt.Sprintf("round %d, side %d's turn, %s phase", g.round, g.side+1, phaseNames[min(int(g.phase), len(phaseNames)-1)])
	return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
}

// deadCount returns the number of dead models.
func (g *Game) deadCount() int {
	n := 0
	for i := range g.models {
		if g.models[i].Dead {
			n++
		}
	}
	return n
}
