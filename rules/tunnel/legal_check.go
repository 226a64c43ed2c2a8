package tunnel

import "skirmish/rules/grid"

// isLegal reports whether a is one of the legal actions now: exactly one of
// the actions AppendLegal lists, unused fields zero. It checks the action
// directly rather than listing every action and searching, which makes
// applying an action about as cheap as the action itself.
func (g *Game) isLegal(a Action) bool {
	switch g.phase {
	case PhaseAct:
		if a.Kind == End {
			return a == Action{Kind: End}
		}
		i := g.ModelByID(a.Model)
		if i < 0 || int(g.models[i].Side) != int(g.side) || g.models[i].Dead {
			return false
		}
		return g.legalModelAction(i, a)
	case PhaseDefend:
		t := &g.models[g.sw.Target]
		return a == Action{Kind: Defend, Model: t.ID, N: a.N} && a.N >= 0 && int(a.N) <= g.maxDefend()
	case PhasePick:
		id := g.models[g.sw.Attacker].ID
		return a == Action{Kind: Pick, Model: id, N: a.N} && a.N >= 1 && a.N <= 6 && g.sw.remaining()&(1<<a.N) != 0
	case PhaseShunt:
		id := g.models[g.sw.Attacker].ID
		if a != (Action{Kind: Shunt, Model: id, To: a.To}) {
			return false
		}
		for _, p := range g.sw.Shunt[:g.sw.NShunt] {
			if p == a.To {
				return true
			}
		}
	}
	return false
}

// legalModelAction reports whether a is one of the actions model i may take
// in its own turn (appendModelActions lists them).
func (g *Game) legalModelAction(i int, a Action) bool {
	m := &g.models[i]
	if m.Stamina < 1 || a.Model != m.ID {
		return false
	}
	if m.Prone {
		return a == Action{Kind: Recover, Model: m.ID, Facing: a.Facing} && a.Facing <= grid.West
	}
	switch a.Kind {
	case Move:
		return g.legalMove(m, a)
	case Turn:
		return a == Action{Kind: Turn, Model: m.ID, Facing: a.Facing} && a.Facing <= grid.West && a.Facing != m.Facing
	case Swing:
		if m.Swung || a != (Action{Kind: Swing, Model: m.ID, To: a.To, N: a.N}) || !inFrontArc(m, a.To) {
			return false
		}
		j := g.ModelAt(a.To)
		return j >= 0 && a.N >= 1 && int(a.N) <= g.maxCommit(i, j)
	case Open:
		return a == Action{Kind: Open, Model: m.ID, To: a.To} && inFrontArc(m, a.To) && g.Tile(a.To) == DoorClosed
	}
	return false
}

// legalMove checks a Move of model m: one or two orthogonal steps onto free
// squares, not back onto the square it left, ending with any facing.
func (g *Game) legalMove(m *Model, a Action) bool {
	if a.To != (grid.Point{}) || a.N != 0 || a.Facing > grid.West {
		return false
	}
	p1 := a.Path[0]
	if grid.Manhattan(m.At, p1) != 1 || !g.free(p1) {
		return false
	}
	switch a.Steps {
	case 1:
		return a.Path[1] == grid.Point{}
	case 2:
		p2 := a.Path[1]
		return grid.Manhattan(p1, p2) == 1 && p2 != m.At && g.free(p2)
	}
	return false
}

// inFrontArc reports whether p is the square ahead of m or one of the two
// beside it (ahead-left and ahead-right are not: the arc is the three
// orthogonal neighbours other than the one behind).
func inFrontArc(m *Model, p grid.Point) bool {
	return p == m.At.Step(m.Facing) || p == m.At.Step(m.Facing.Left()) || p == m.At.Step(m.Facing.Right())
}
