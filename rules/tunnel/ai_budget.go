package tunnel

import (
	"cmp"
	"slices"

	"skirmish/rules/grid"
)

// NodeBudget bounds the work of one decision of the computer, in nodes. A
// node is one position scored; flooding the map with walking distances
// counts floodNodes, and tracing one light again for a door the computer
// tries opening counts one (each costs about as much as scoring a
// position on the largest map). Every one of these costs is bounded by the
// level limits (MaxSide, MaxModels, MaxLights), so the budget bounds the
// time of a decision on every level the format accepts, and it counts no
// time, so the same position gets the same answer on every machine.
//
// Before trying an action the computer reserves the most nodes it could
// take (cost) and skips it if they would overrun the budget. No decision
// on the embedded scenarios needs more than a few hundred nodes, so there
// the budget never binds and every legal action is tried.
const NodeBudget = 2048

// floodNodes is what flooding the map with walking distances counts.
const floodNodes = 4

// cost returns the most nodes scoring action a in g can take: the
// positions it scores, the distance fields they may need that the
// decision's own position does not share (its fields are pinned), and for
// a door the lights traced again through it.
//
// A swing or a defence scores the draw and six results, a Shunt among them
// up to three squares, and a dead or shunted enemy changes where the
// enemies stand (one field each); a pick scores one result, a Shunt up to
// three squares; an opened door changes both fields a position can need.
// Moves, turns and getting up move no enemy and open no door.
func (ai *AI) cost(g *Game, a Action) int {
	switch a.Kind {
	case Swing, Defend:
		return 1 + 5 + 3 + 4*floodNodes
	case Pick:
		return 3 + 3*floodNodes
	case Shunt:
		return 1 + floodNodes
	case Open:
		return 1 + 2*floodNodes + g.lightsThrough(a.To)
	}
	return 1
}

// rank orders ai.order by a cheap guess of each action's worth, best first,
// legal order between equals: the End of the turn, swings, opening doors
// and getting up first, then turning to face an enemy next to the model,
// then moves by how much nearer they bring the model to a square from
// which it can swing (or to the exit when its side escapes), facing the way
// it walked first. The computer ranks only when the budget cannot pay for
// every legal action.
func (ai *AI) rank(g *Game, side int) {
	goal := side
	if g.lvl.Goal.Escape == side {
		goal = toExit
	}
	dist := ai.eval.field(g, goal)
	ai.guess = ai.guess[:0]
	for _, a := range ai.buf {
		v := 0
		switch a.Kind {
		case End:
			v = 1 << 20
		case Swing, Open, Recover:
			v = 1 << 19
		case Turn:
			if at(g, dist, g.models[g.ModelByID(a.Model)].At) == 0 {
				v = 1 << 18
			}
		case Move:
			from := g.models[g.ModelByID(a.Model)].At
			v = 16 * int(at(g, dist, from)-at(g, dist, a.Dest()))
			if a.Steps == 2 {
				from = a.Path[0]
			}
			if d, _ := grid.DirTo(from, a.Dest()); d == a.Facing {
				v++
			}
		}
		ai.guess = append(ai.guess, v)
	}
	slices.SortStableFunc(ai.order, func(x, y int) int { return cmp.Compare(ai.guess[y], ai.guess[x]) })
}
