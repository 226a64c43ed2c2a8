package tunnel

import (
	"fmt"

	"skirmish/rules/grid"
)

// WhyNot returns "" if a is legal now, or why it is not, in plain words.
func (g *Game) WhyNot(a Action) string {
	if g.phase != PhaseOver && g.isLegal(a) {
		return ""
	}
	return g.whyIllegal(a)
}

// whyIllegal explains, in plain words, why a is not legal now. The menus use
// the same words to say why an action is disabled.
func (g *Game) whyIllegal(a Action) string {
	switch g.phase {
	case PhaseOver:
		return "the game is over"
	case PhaseDefend:
		if a.Kind != Defend {
			return fmt.Sprintf("%s must first choose how much Stamina to spend on defence", g.Name(int(g.sw.Target)))
		}
		if a.Model != g.models[g.sw.Target].ID {
			return fmt.Sprintf("only the defender, %s, chooses its defence now", g.Name(int(g.sw.Target)))
		}
		return fmt.Sprintf("%s may spend 0 to %d Stamina on defence", g.Name(int(g.sw.Target)), g.maxDefend())
	case PhasePick:
		if a.Kind != Pick {
			return fmt.Sprintf("%s must first pick one of the remaining Attack Dice", g.Name(int(g.sw.Attacker)))
		}
		if a.Model != g.models[g.sw.Attacker].ID {
			return fmt.Sprintf("only the attacker, %s, picks the result", g.Name(int(g.sw.Attacker)))
		}
		return fmt.Sprintf("no remaining Attack Die shows %d (remaining: %v)", a.N, g.sw.Remaining())
	case PhaseShunt:
		if a.Kind != Shunt {
			return fmt.Sprintf("%s must first choose where the Shunt forces %s", g.Name(int(g.sw.Attacker)), g.Name(int(g.sw.Target)))
		}
		if a.Model != g.models[g.sw.Attacker].ID {
			return fmt.Sprintf("only the attacker, %s, chooses the Shunt", g.Name(int(g.sw.Attacker)))
		}
		return fmt.Sprintf("%s cannot be shunted to %s: only one space back or to either side, onto free floor", g.Name(int(g.sw.Target)), a.To)
	}
	switch a.Kind {
	case Defend, Pick, Shunt:
		return "no swing is waiting for that choice"
	}
	i := g.ModelByID(a.Model)
	if i < 0 {
		return fmt.Sprintf("there is no model %c", a.Model)
	}
	m := &g.models[i]
	name := g.Name(i)
	if why := g.cannotAct(i, a.Kind); why != "" {
		return why
	}
	switch a.Kind {
	case Move:
		from := m.At
		for k, p := range a.Path[:a.Steps] {
			if _, ok := grid.DirTo(from, p); !ok {
				return g.stepWhy(name, k, p, from)
			}
			if k == 1 && p == m.At {
				return "a move cannot end where it started"
			}
			if why := g.blockedWhy(p); why != "" {
				return why
			}
			from = p
		}
	case Turn:
		return fmt.Sprintf("%s already faces %s", name, a.Facing)
	case Swing:
		if m.Swung {
			return name + " has already taken a swing this turn"
		}
		if s := grid.SideOf(m.At, m.Facing, a.To); s == grid.Rear || s == grid.Elsewhere {
			return fmt.Sprintf("%s is not to the front, left or right of %s: diagonal and rear spaces cannot be attacked", a.To, name)
		}
		j := g.ModelAt(a.To)
		if j < 0 {
			return fmt.Sprintf("there is no model on %s", a.To)
		}
		if int(a.N) > int(m.Stamina) {
			return fmt.Sprintf("%s has only %d Stamina", name, m.Stamina)
		}
		return fmt.Sprintf("committing %d Stamina would roll more than %d Attack Dice (at most %d)", a.N, MaxDice, g.maxCommit(i, j))
	case Open:
		if g.Tile(a.To) != DoorClosed {
			return fmt.Sprintf("there is no closed door on %s", a.To)
		}
		return fmt.Sprintf("the door on %s is not to the front, left or right of %s", a.To, name)
	}
	return "not legal now"
}

// stepWhy says why step k of a move, onto p, does not go one space on from
// from (the model's own square for the first step): it names the two
// squares and what each is, and for a step onto the square it leaves, that a
// move lists only the squares stepped onto.
func (g *Game) stepWhy(name string, k int, p, from grid.Point) string {
	switch {
	case p == from && k == 0:
		return fmt.Sprintf("%s already stands on %s: a move lists only the squares it steps onto (to face another way without moving, turn)", name, p)
	case p == from:
		return fmt.Sprintf("step %d goes to %s, where step %d already ended: each step goes one space north, east, south or west", k+1, p, k)
	case k == 0:
		return fmt.Sprintf("%s is not next to %s, where %s stands: each step goes one space north, east, south or west", p, from, name)
	}
	return fmt.Sprintf("step %d goes to %s, which is not next to %s, where step %d ended: each step goes one space north, east, south or west", k+1, p, from, k)
}

// cannotAct says why model i can take no action of kind k in its side's
// turn whatever the board, or "" if it may try: dead, not its side's turn,
// out of Stamina, prone (only Recover), or Recover while standing.
func (g *Game) cannotAct(i int, k Kind) string {
	m := &g.models[i]
	name := g.Name(i)
	switch {
	case m.Dead:
		return name + " is dead"
	case int(m.Side) != int(g.side):
		return fmt.Sprintf("%s fights for the %s, but the %s are to act now", name, g.lvl.Sides[m.Side], g.lvl.Sides[g.side])
	case m.Stamina < 1:
		return name + " has no Stamina left this turn"
	case m.Prone && k != Recover:
		return name + " is prone: it cannot act until it Recovers"
	case !m.Prone && k == Recover:
		return name + " is not prone"
	}
	return ""
}

// blockedWhy says why a model cannot step onto p, or "" if it can.
func (g *Game) blockedWhy(p grid.Point) string {
	switch t := g.Tile(p); {
	case t == DoorClosed:
		return fmt.Sprintf("the door on %s is closed", p)
	case !t.Walkable():
		return fmt.Sprintf("%s is solid wall", p)
	}
	if j := g.ModelAt(p); j >= 0 {
		return fmt.Sprintf("%s is taken by %s", p, g.Name(j))
	}
	return ""
}
