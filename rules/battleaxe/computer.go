package battleaxe

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is a plain computer hero: it fights when it can, else shoots, else
// walks towards the nearest enemy, then ends its turn. It decides from the
// view it is given, never the whole state.
type AI struct{}

// Name returns the player's name.
func (AI) Name() string { return "Battle-Axe hero" }

// Choose picks an action for seat from view.
func (AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, fmt.Errorf("battleaxe AI: not a Battle-Axe state")
	}
	legal := g.Legal(seat)
	if len(legal) == 0 {
		return nil, fmt.Errorf("battleaxe AI: seat %d has nothing to do", seat)
	}
	if g.pend.valid {
		return legal[0], nil // luck costs nothing worse than the roll it re-rolls
	}
	for _, k := range []ActKind{ActFight, ActShoot} {
		for _, a := range legal {
			if a.(Action).Kind == k {
				return a, nil
			}
		}
	}
	h := int(g.seats[seat])
	if g.turn.hero < 0 || !g.turn.acted && g.turn.used == 0 {
		var best rules.Action
		bestD := g.nearestEnemy(g.minis[h].At)
		for _, a := range legal {
			if mv := a.(Action); mv.Kind == ActMove {
				if d := g.nearestEnemy(mv.Path[len(mv.Path)-1]); d < bestD {
					best, bestD = a, d
				}
			}
		}
		if best != nil {
			return best, nil
		}
	}
	return legal[len(legal)-1], nil // end
}

// nearestEnemy returns the king-move distance from p to the nearest living
// enemy's square.
func (g *Game) nearestEnemy(p grid.Point) int {
	best := 1 << 30
	var buf [4]grid.Point
	for i := range g.minis {
		m := &g.minis[i]
		if m.Hero || m.Gone {
			continue
		}
		for _, q := range m.Squares(buf[:0]) {
			best = min(best, grid.Chebyshev(p, q))
		}
	}
	return best
}
