package elements

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// View returns what seat may see (rules.State): during the muster the
// other side's force is withheld; in battle every hidden enemy model's
// square is withheld (it is Unseen, off the table in the view). The view's
// dice are reseeded, so they cannot foretell rolls. View(Spectator)
// withholds both forces and every hidden model.
func (g *Game) View(seat rules.Seat) rules.State { return g.ViewOf(int(seat)) }

// ViewOf is View with the concrete type.
func (g *Game) ViewOf(s int) *Game {
	v := g.Copy()
	v.viewer = int8(s)
	if s < -1 || s > 1 {
		v.viewer = -1
	}
	v.dice = rules.NewDice(0)
	if g.phase == PhaseMuster {
		for o := range 2 {
			if o != s {
				v.force[o] = nil
				v.changes[o] = 0
			}
		}
		return v
	}
	for i := range v.models {
		if m := &v.models[i]; m.Hidden && int(m.Side) != s {
			m.Unseen, m.At, m.Facing = true, grid.Pt(-1, -1), 0
		}
	}
	v.placeModels()
	return v
}

// Viewer returns the seat this view is of, -1 for the spectator's, or -2
// for the whole game.
func (g *Game) Viewer() int { return int(g.viewer) }

// HasSecrets reports whether seat sees something the spectator does not:
// its own force in the muster or a hidden model of its own
// (rules.SecretKeeper).
func (g *Game) HasSecrets(seat rules.Seat) bool {
	s := int(seat)
	if s < 0 || s > 1 {
		return false
	}
	if g.phase == PhaseMuster {
		return len(g.force[s]) > 0
	}
	for i := range g.models {
		if m := &g.models[i]; m.Hidden && !m.Out && int(m.Side) == s {
			return true
		}
	}
	return false
}
