package arena

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// checkBody checks the actions of the manoeuvres and bodies (grab,
// grapple, break, ram, brace, dodge, stand, free, jump, fly) for fighter
// i, who decides now. handled is false for other kinds.
func (g *Game) checkBody(i int, a Action) (handled bool, err error) {
	f := &g.f[i]
	if g.phase == PhaseRam {
		switch {
		case a.Kind == Brace:
			return true, nil
		case a.Kind == Dodge && g.canDodgeTo(i, a.To):
			return true, nil
		case a.Kind == Dodge:
			return true, rules.Illegal(a, "%s cannot dodge to %s", g.Name(i), a.To)
		}
		return true, rules.Illegal(a, "%s is rammed and must brace or dodge", g.Name(i))
	}
	ok := false
	switch a.Kind {
	case Grab:
		ok = !f.Cond.Has(Prone) && g.canGrab(i, g.ByID(a.Target))
	case Grapple:
		ok = f.Grip >= 0 && g.ByID(a.Target) == int(f.Grip)
	case Break:
		ok = f.Grip >= 0
	case Ram:
		ok = g.canRam(i, g.ByID(a.Target))
	case Stand:
		ok = f.Cond.Has(Prone)
	case Free:
		ok = f.Cond.Has(Entangled)
	case Jump:
		ok = g.canJump(i, a.To)
	case Fly:
		ok = g.canFlyTo(i, a.To)
	default:
		return false, nil
	}
	if !ok {
		return true, rules.Illegal(a, "%s cannot %s now", g.Name(i), a)
	}
	return true, nil
}

// canDodgeTo reports whether the rammed fighter i may dodge to p: a
// square its move reaches, when it is free to move.
func (g *Game) canDodgeTo(i int, p grid.Point) bool { return !g.pinned(i) && g.reachable(i, p) }

// resolveBody carries out a legal action of the manoeuvres and bodies.
// A ram leaves the game in PhaseRam; the others end in PhaseAct, with the
// initiative given on by the caller.
func (g *Game) resolveBody(i int, a Action) ([]Event, error) {
	var evs []Event
	var err error
	switch a.Kind {
	case Grab:
		evs, err = g.grab(i, g.ByID(a.Target))
	case Grapple:
		evs, err = g.grapple(i)
	case Break:
		evs, err = g.breakFree(i)
	case Ram:
		return g.ram(i, g.ByID(a.Target)), nil
	case Brace, Dodge:
		if a.Kind == Brace {
			evs, err = g.brace(i)
		} else {
			evs, err = g.dodge(i, a.To)
		}
		g.phase = PhaseAct
	case Stand:
		evs = []Event{g.standUp(i)}
	case Free:
		var ev Event
		ev, err = g.pullFree(i)
		evs = []Event{ev}
	case Jump:
		evs, err = g.jump(i, a.To)
	case Fly:
		evs = g.fly(i, a.To)
	}
	return evs, err
}

// legalBody appends fighter i's actions of the manoeuvres and bodies, in a
// fixed order: grabs and rams by target, grapple and break, stand, free,
// jumps and flights by square.
func (g *Game) legalBody(i int, out []Action) []Action {
	f := &g.f[i]
	for j := range g.f {
		if !f.Cond.Has(Prone) && g.canGrab(i, j) {
			out = append(out, Action{Kind: Grab, Who: f.ID, Target: g.f[j].ID})
		}
		if g.canRam(i, j) {
			out = append(out, Action{Kind: Ram, Who: f.ID, Target: g.f[j].ID})
		}
	}
	if f.Grip >= 0 {
		out = append(out, Action{Kind: Grapple, Who: f.ID, Target: g.f[f.Grip].ID}, Action{Kind: Break, Who: f.ID})
	}
	if f.Cond.Has(Prone) {
		out = append(out, Action{Kind: Stand, Who: f.ID})
	}
	if f.Cond.Has(Entangled) {
		out = append(out, Action{Kind: Free, Who: f.ID})
	}
	for _, n := range neighbours {
		if p := f.At.Add(n); g.canJump(i, p) {
			out = append(out, Action{Kind: Jump, Who: f.ID, To: p})
		}
	}
	if g.CanFly(i) {
		dist := g.FlightReach(i)
		for k, d := range dist {
			if d > 0 {
				out = append(out, Action{Kind: Fly, Who: f.ID, To: grid.Pt(k%g.lvl.W, k/g.lvl.W)})
			}
		}
	}
	return out
}

// legalRammed lists the rammed fighter's choices: brace, then a dodge to
// each square its move reaches.
func (g *Game) legalRammed(i int) []Action {
	f := &g.f[i]
	out := []Action{{Kind: Brace, Who: f.ID}}
	if g.pinned(i) {
		return out
	}
	dist := g.Reachable(i)
	for k, d := range dist {
		if d > 0 {
			out = append(out, Action{Kind: Dodge, Who: f.ID, To: grid.Pt(k%g.lvl.W, k/g.lvl.W)})
		}
	}
	return out
}
