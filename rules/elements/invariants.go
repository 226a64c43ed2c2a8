package elements

import (
	"fmt"
)

// CheckInvariants returns an error naming the first fact of the position
// the rules should never break (rules.Checker): models where their force
// and deployment put them, no two on one square, none off walkable
// ground, the record of squares right, the activation and any pending
// combat consistent, and a seat to act with a legal action exactly while
// the game is not over.
func (g *Game) CheckInvariants() error {
	lvl := g.lvl
	if g.phase == PhaseMuster {
		if len(g.models) != 0 {
			return g.broken("models on the table during the muster")
		}
		if g.ready[0] && g.ready[1] {
			return g.broken("both sides ready but still mustering")
		}
		if g.cur != -1 || g.moved || g.struck || g.round != 1 {
			return g.broken("an activation under way during the muster")
		}
		for s := range 2 {
			if g.forceCost(g.force[s]) > lvl.Points || len(g.force[s]) > len(lvl.Deploy[s]) || g.changes[s] > musterLimit {
				return g.broken("side %d's force breaks the muster's limits", s+1)
			}
			if g.ready[s] && len(g.force[s]) == 0 && g.viewer < -1 {
				return g.broken("side %d is ready with no model", s+1)
			}
		}
		return g.checkOver()
	}
	var count [2]int
	for i := range g.models {
		m := &g.models[i]
		s := int(m.Side)
		if s < 0 || s > 1 {
			return g.broken("model %d has side %d", i, s)
		}
		k := count[s]
		count[s]++
		if k >= len(lvl.Deploy[s]) || m.ID != lvl.Deploy[s][k].ID || (k < len(g.force[s]) && m.Profile != g.force[s][k]) {
			return g.broken("model %d (%c) is not its force's model %d", i, m.ID, k+1)
		}
		if i > 0 && g.models[i-1].Side > m.Side {
			return g.broken("models out of side order")
		}
		if m.Unseen {
			if g.viewer < -1 || !m.Hidden || s == int(g.viewer) || m.Out {
				return g.broken("model %c is unseen outside a view", m.ID)
			}
			continue
		}
		if !lvl.In(m.At) {
			return g.broken("model %c stands off the table at %s", m.ID, m.At)
		}
		if m.Out {
			if m.Hidden || m.Stunned {
				return g.broken("model %c is out but hidden or stunned", m.ID)
			}
			continue
		}
		if !lvl.Tile(m.At).Walkable() {
			return g.broken("model %c stands on %s, which is not walkable", m.ID, m.At)
		}
		if j := g.ModelAt(m.At); j != i {
			return g.broken("model %c stands on %s but the record says %d", m.ID, m.At, j)
		}
	}
	for s := range 2 {
		if count[s] != len(g.force[s]) && g.viewer < -1 {
			return g.broken("side %d has %d models for a force of %d", s+1, count[s], len(g.force[s]))
		}
	}
	for k, v := range g.occ {
		if v != 0 {
			if j := int(v) - 1; j >= len(g.models) || g.models[j].Out || int(g.models[j].At.Y)*lvl.W+int(g.models[j].At.X) != k {
				return g.broken("the record of squares has a stale model at square %d", k)
			}
		}
	}
	if int(g.round) < 1 || int(g.round) > lvl.Rounds {
		return g.broken("round %d outside 1..%d", g.round, lvl.Rounds)
	}
	if g.cur < -1 || int(g.cur) >= len(g.models) || (g.cur < 0 && (g.moved || g.struck)) {
		return g.broken("current model %d, moved %v, attacked %v", g.cur, g.moved, g.struck)
	}
	switch g.phase {
	case PhaseAct:
		if g.cur >= 0 {
			m := &g.models[g.cur]
			if m.Out || m.Activated || m.Stunned || int(m.Side) != int(g.turn) || (g.moved && g.struck) {
				return g.broken("model %c cannot be in the middle of its activation", m.ID)
			}
		} else if !g.canActivate(int(g.turn)) {
			return g.broken("%s is to activate with no model left to activate", lvl.Sides[g.turn])
		}
	case PhaseResult, PhaseShift:
		if err := g.checkFight(); err != nil {
			return err
		}
	}
	return g.checkOver()
}

func (g *Game) checkFight() error {
	f := &g.fight
	n := int8(len(g.models))
	if f.Attacker < 0 || f.Attacker >= n || f.Defender < 0 || f.Defender >= n || g.models[f.Attacker].Side == g.models[f.Defender].Side {
		return g.broken("pending combat between models %d and %d", f.Attacker, f.Defender)
	}
	if (f.Winner != f.Attacker && f.Winner != f.Defender) || f.WinnerSee != g.models[f.Winner].Side {
		return g.broken("pending combat: winner %d", f.Winner)
	}
	if f.Kind != Attack && f.Kind != Shoot && f.Kind != Throw {
		return g.broken("pending combat of kind %d", f.Kind)
	}
	total := 0
	for e, c := range f.Left {
		if c > MaxDice || (c > 0 && (e < int(Fire) || e > int(Air))) {
			return g.broken("pending combat: %d dice left showing face %d", c, e)
		}
		total += int(c)
	}
	if total > MaxDice {
		return g.broken("pending combat: %d dice left", total)
	}
	if g.phase == PhaseResult {
		if f.choices() < 2 || (f.Kind != Attack && f.Winner != f.Attacker) {
			return g.broken("pending combat: a choice of %d results", f.choices())
		}
		return nil
	}
	if f.Kind != Attack || (f.Moved != f.Attacker && f.Moved != f.Defender) || g.models[f.Moved].Out || f.MaxSteps < 1 || f.MaxSteps > 2 || (f.Result != Fire && f.Result != Air) {
		return g.broken("pending movement of model %d by %d spaces", f.Moved, f.MaxSteps)
	}
	return nil
}

func (g *Game) checkOver() error {
	if (g.phase == PhaseOver) != g.out.Over {
		return g.broken("the game-over flag disagrees with the phase")
	}
	if len(g.out.Winners) > 1 || (len(g.out.Winners) == 1 && (g.out.Winners[0] < 0 || g.out.Winners[0] > 1)) {
		return g.broken("winners %v", g.out.Winners)
	}
	return nil
}

func (g *Game) broken(format string, args ...any) error {
	return fmt.Errorf("elements %s, round %d, phase %d: %s", g.lvl.Name, g.round, g.phase, fmt.Sprintf(format, args...))
}
