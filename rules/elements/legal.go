package elements

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// ShurikenRange is the range of every model's shuriken: "a shuriken
// attack with a range of three spaces".
const ShurikenRange = 3

// HideRange is how near a seen enemy with a line of sight stops a model
// from hiding (docs/rules/elements.md).
const HideRange = 3

// WhyNot explains why action a may not be taken now, or returns "" when
// it is legal.
func (g *Game) WhyNot(a Action) string {
	switch g.phase {
	case PhaseOver:
		return "the game is over"
	case PhaseMuster:
		return g.whyNotMuster(a)
	case PhaseResult:
		return g.whyNotResult(a)
	case PhaseShift:
		return g.whyNotShift(a)
	}
	if a.Kind.mustering() || a.Kind == Result || a.Kind == Shift {
		return fmt.Sprintf("%s is not an activation's action; %s is activating", a.Kind, g.lvl.Sides[g.turn])
	}
	i := g.ModelByID(a.Model)
	if i < 0 {
		return fmt.Sprintf("there is no model %c", a.Model)
	}
	m := &g.models[i]
	switch {
	case m.Out:
		return fmt.Sprintf("%s is out of the game", g.Name(i))
	case int(m.Side) != int(g.turn):
		return fmt.Sprintf("it is %s's activation", g.lvl.Sides[g.turn])
	case m.Unseen:
		return fmt.Sprintf("this view does not show %s", g.Name(i))
	case g.cur >= 0 && int(g.cur) != i:
		return fmt.Sprintf("%s is in the middle of its activation", g.Name(int(g.cur)))
	case g.cur < 0 && m.Activated:
		return fmt.Sprintf("%s has had its activation this round", g.Name(i))
	case m.Stunned && a.Kind != Recover:
		return fmt.Sprintf("%s is Stunned: it loses this activation (recover)", g.Name(i))
	}
	s := int(m.Side)
	switch a.Kind {
	case Recover:
		if !m.Stunned {
			return fmt.Sprintf("%s is not Stunned", g.Name(i))
		}
	case Done:
	case Move:
		if g.moved {
			return fmt.Sprintf("%s has moved this activation", g.Name(i))
		}
		if a.To == m.At {
			if a.Facing == m.Facing {
				return "a move must go somewhere or turn"
			}
			return ""
		}
		if !g.lvl.In(a.To) {
			return fmt.Sprintf("%s is off the table", a.To)
		}
		if g.moves(i).at(a.To) <= 0 || g.blockedFor(s, a.To, i) {
			return fmt.Sprintf("%s cannot reach %s with its Move of %d", g.Name(i), a.To, g.Prof(i).Move)
		}
	case Attack, Shoot, Throw:
		if g.struck {
			return fmt.Sprintf("%s has made its attack this activation", g.Name(i))
		}
		j := g.ModelAt(a.To)
		if j < 0 || !g.knows(s, j) || g.models[j].Side == m.Side {
			return fmt.Sprintf("there is no enemy %s can see on %s", g.Name(i), a.To)
		}
		return g.whyNotAttack(a.Kind, i, j)
	case Hide:
		if g.struck {
			return fmt.Sprintf("%s has made its attack this activation", g.Name(i))
		}
		if !g.Prof(i).Has(Stealthy) {
			return fmt.Sprintf("%s is not stealthy", g.Name(i))
		}
		if m.Hidden {
			return fmt.Sprintf("%s is hidden already", g.Name(i))
		}
		if g.inEnemyZone(s, m.At) {
			return fmt.Sprintf("%s stands in an enemy's influence zone", g.Name(i))
		}
		for j := range g.models {
			e := &g.models[j]
			if int(e.Side) != s && g.hasZone(j) && grid.Chebyshev(e.At, m.At) <= HideRange && g.sees(e.At, m.At) {
				return fmt.Sprintf("%s is watched by %s", g.Name(i), g.Name(j))
			}
		}
	default:
		return "unknown action"
	}
	return ""
}

// whyNotAttack explains why model i may not make an attack of kind k on
// enemy j, or returns "".
func (g *Game) whyNotAttack(k Kind, i, j int) string {
	m, t := &g.models[i], &g.models[j]
	dist := grid.Chebyshev(m.At, t.At)
	if k == Attack {
		if dist != 1 || !inZoneGeom(m.At, m.Facing, t.At) {
			return fmt.Sprintf("%s must stand beside %s with it in its influence zone (front or flank)", g.Name(i), g.Name(j))
		}
		if !g.canStep(m.At, t.At) {
			return fmt.Sprintf("%s cannot reach %s past the corner of a wall or gap", g.Name(i), g.Name(j))
		}
		return ""
	}
	if k == Shoot && g.Prof(i).Range == 0 {
		return fmt.Sprintf("%s carries no bow", g.Name(i))
	}
	if g.inEnemyZone(int(m.Side), m.At) {
		return fmt.Sprintf("%s is in an enemy model's influence zone: it cannot make ranged attacks", g.Name(i))
	}
	rng := ShurikenRange
	if k == Shoot {
		rng = g.Prof(i).Range
	}
	if dist > rng {
		return fmt.Sprintf("%s is %d spaces away; the range is %d", g.Name(j), dist, rng)
	}
	if !g.sees(m.At, t.At) {
		return fmt.Sprintf("%s has no line of sight to %s", g.Name(i), g.Name(j))
	}
	return ""
}

func (g *Game) whyNotResult(a Action) string {
	w := int(g.fight.Winner)
	if a.Kind != Result || a.Model != g.models[w].ID {
		return fmt.Sprintf("%s, the winner, chooses the combat result (%c result <face>)", g.Name(w), g.models[w].ID)
	}
	if a.Result < Fire || a.Result > Air || g.fight.Left[a.Result] == 0 {
		return fmt.Sprintf("the winner has no %s die left", a.Result)
	}
	return ""
}

func (g *Game) whyNotShift(a Action) string {
	f := &g.fight
	mv := int(f.Moved)
	if a.Kind != Shift || a.Model != g.models[mv].ID {
		return fmt.Sprintf("the winner chooses where %s goes (%c shift <square> <facing>)", g.Name(mv), g.models[mv].ID)
	}
	if a.To == g.models[mv].At {
		return ""
	}
	if !g.lvl.In(a.To) || g.shifts(mv, int(f.MaxSteps), int(f.WinnerSee)).at(a.To) <= 0 || g.blockedFor(int(f.WinnerSee), a.To, mv) {
		return fmt.Sprintf("%s cannot be moved to %s (up to %d %s)", g.Name(mv), a.To, f.MaxSteps, plural(int(f.MaxSteps), "space", "spaces"))
	}
	return ""
}

// Legal returns every action seat may take now, in a fixed order.
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	var out []rules.Action
	g.legal(int(seat), func(a Action) { out = append(out, a) })
	return out
}

// LegalActions is Legal with the concrete type.
func (g *Game) LegalActions(s int) []Action {
	var out []Action
	g.legal(s, func(a Action) { out = append(out, a) })
	return out
}

func (g *Game) legal(s int, add func(Action)) {
	switch g.phase {
	case PhaseMuster:
		if g.viewer < -1 || int(g.viewer) == s {
			g.legalMuster(s, add)
		}
		return
	case PhaseResult:
		if s == int(g.fight.WinnerSee) {
			w := g.models[g.fight.Winner].ID
			for _, e := range g.fight.options() {
				add(Action{Kind: Result, Model: w, Result: e})
			}
		}
		return
	case PhaseShift:
		if s == int(g.fight.WinnerSee) {
			mv := int(g.fight.Moved)
			r := g.shifts(mv, int(g.fight.MaxSteps), s)
			for _, p := range g.destinations(mv, s, r) {
				for _, d := range grid.Dirs {
					add(Action{Kind: Shift, Model: g.models[mv].ID, To: p, Facing: d})
				}
			}
		}
		return
	case PhaseAct:
	default:
		return
	}
	if s != int(g.turn) {
		return
	}
	for i := range g.models {
		m := &g.models[i]
		if int(m.Side) != s || m.Out || m.Unseen || (g.cur >= 0 && int(g.cur) != i) || (g.cur < 0 && m.Activated) {
			continue
		}
		if m.Stunned {
			add(Action{Kind: Recover, Model: m.ID})
			continue
		}
		if !g.struck {
			for j := range g.models {
				t := &g.models[j]
				if t.Side == m.Side || t.Out || t.Unseen || !g.knows(s, j) {
					continue
				}
				for _, k := range [3]Kind{Attack, Shoot, Throw} {
					if g.whyNotAttack(k, i, j) == "" {
						add(Action{Kind: k, Model: m.ID, To: t.At})
					}
				}
			}
			if a := (Action{Kind: Hide, Model: m.ID}); g.WhyNot(a) == "" {
				add(a)
			}
		}
		if !g.moved {
			r := g.moves(i)
			for _, p := range g.destinations(i, s, r) {
				for _, d := range grid.Dirs {
					if p != m.At || d != m.Facing {
						add(Action{Kind: Move, Model: m.ID, To: p, Facing: d})
					}
				}
			}
		}
		add(Action{Kind: Done, Model: m.ID})
	}
}
