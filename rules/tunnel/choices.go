package tunnel

import "skirmish/rules/grid"

// KindWhyNot returns "" if model i may take at least one action of kind k
// now, or why it may not, in plain words. Menus use it to disable an action
// with its reason. Only the kinds a side takes in its own turn (End, Move,
// Turn, Swing, Open, Recover) are meaningful here.
func (g *Game) KindWhyNot(i int, k Kind) string {
	if g.phase == PhaseOver {
		return "the game is over"
	}
	if g.phase != PhaseAct {
		return g.whyIllegal(Action{Kind: k})
	}
	if k == End {
		return ""
	}
	if i < 0 || i >= len(g.models) {
		return "no model is selected"
	}
	if why := g.cannotAct(i, k); why != "" {
		return why
	}
	var buf [maxModelActions]Action
	for _, a := range g.appendModelActions(buf[:0], i) {
		if a.Kind == k {
			return ""
		}
	}
	m := &g.models[i]
	name := g.Name(i)
	switch k {
	case Move:
		return "no free floor next to " + name
	case Swing:
		if m.Swung {
			return name + " has already taken a swing this turn"
		}
		return "no model stands to the front, left or right of " + name
	case Open:
		return "no closed door to the front, left or right of " + name
	}
	return "not possible now"
}

// MovePaths appends to buf the legal moves of model i that end on dest,
// one per path and facing, in the order Legal lists them.
func (g *Game) MovePaths(buf []Action, i int, dest grid.Point) []Action {
	if g.phase != PhaseAct || i < 0 || i >= len(g.models) || int(g.models[i].Side) != int(g.side) {
		return buf
	}
	var all [maxModelActions]Action
	for _, a := range g.appendModelActions(all[:0], i) {
		if a.Kind == Move && a.Dest() == dest {
			buf = append(buf, a)
		}
	}
	return buf
}

// ModelActions appends the legal actions of model i in its side's turn.
func (g *Game) ModelActions(buf []Action, i int) []Action {
	if g.phase != PhaseAct || i < 0 || i >= len(g.models) || int(g.models[i].Side) != int(g.side) || g.models[i].Dead {
		return buf
	}
	return g.appendModelActions(buf, i)
}

// ToActSide returns the side that must decide now, or -1 when the game is
// over.
func (g *Game) ToActSide() int { return g.actingSide() }
