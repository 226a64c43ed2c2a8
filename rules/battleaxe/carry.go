package battleaxe

import "skirmish/rules"

// CarrySlows is what carrying takes from the carrier's Speed: "A heavy hero
// can pick-up a light hero and carry him: although the carrier's speed is
// reduced by 3."
const CarrySlows = 3

// load returns the hero that hero h carries, or -1.
func (g *Game) load(h int) int {
	for i := range g.minis {
		if int(g.minis[i].Carrier) == h+1 {
			return i
		}
	}
	return -1
}

// carry picks up an adjacent light hero: "A heavy hero can pick-up a light
// hero and carry him ... The other hero must be willing to be carried (or
// must be unconscious or dead)." The heroes are one party, so the willing
// are always willing. It is the carrier's Standard Action, and "can be done
// in the middle of moving": he may move on after it with what is left of
// his roll, less 3; from then on "the carrier can only move each turn
// (cannot take any actions)".
func (g *Game) carry(a Action, h int) ([]Event, error) {
	o := g.MiniByID(a.Target)
	m := &g.minis[h]
	switch {
	case o < 0 || !g.minis[o].Hero || o == h || !g.minis[o].OnBoard():
		return nil, rules.Illegal(a, "there is no other hero %c on the board", a.Target)
	case !m.Heavy:
		return nil, rules.Illegal(a, "%s is light: only a heavy hero can carry another", g.name(h))
	case g.minis[o].Heavy:
		return nil, rules.Illegal(a, "%s is heavy: only a light hero can be carried", g.name(o))
	case !g.adjacent(h, o):
		return nil, rules.Illegal(a, "%s is not adjacent to %s", g.name(h), g.name(o))
	}
	if err := g.standardAction(a, h); err != nil {
		return nil, err
	}
	t := &g.turn
	t.movedFirst = false // he may move on
	if t.rolled {
		t.allowance = max(t.allowance-CarrySlows, t.used)
	}
	g.minis[o].Carrier = int8(h + 1)
	g.minis[o].At = m.At
	g.reoccupy()
	return []Event{g.event(EvCarry, h, o, "%s picks up %s and carries him (Speed -%d)", g.name(h), g.name(o), CarrySlows)}, nil
}

// drop sets down the hero h carries on a free square next to him: "another
// hero can drop him (this is not an action)".
func (g *Game) drop(a Action, h int) ([]Event, error) {
	l := g.load(h)
	to := a.Path[0]
	switch {
	case l < 0:
		return nil, rules.Illegal(a, "%s carries nobody", g.name(h))
	case !g.board.Touches(g.minis[h].At, to) || !g.board.Walkable(to) || g.MiniAt(to) >= 0:
		return nil, rules.Illegal(a, "%s is not a free square next to %s", to, g.name(h))
	}
	g.minis[l].Carrier = 0
	g.minis[l].At = to
	g.reoccupy()
	return []Event{g.event(EvCarry, h, l, "%s sets %s down on %s", g.name(h), g.name(l), to)}, nil
}

// setDown lays the hero that fallen carrier h carried on the first free
// square next to him, clockwise from north (a ruling); with none free he
// stays on the carrier.
func (g *Game) setDown(evs []Event, h, l int) []Event {
	at := g.minis[h].At
	for _, d := range kingSteps {
		p := at.Add(d)
		if g.board.Touches(at, p) && g.board.Walkable(p) && g.MiniAt(p) < 0 {
			g.minis[l].Carrier = 0
			g.minis[l].At = p
			g.reoccupy()
			return append(evs, g.event(EvCarry, h, l, "%s falls and %s lands on %s", g.name(h), g.name(l), p))
		}
	}
	return evs
}
