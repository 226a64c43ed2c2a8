package battleaxe

import (
	"skirmish/rules"
)

// offerTrapLuck leaves hero h, just wounded by a trap's roll b, the choice
// to Use My Luck on it: "These rolls include those made ... c) by traps or
// any other situation that could wound him." The game waits for his seat;
// the turn of the hero who sprang the trap goes on after. A hero with no
// luck left, or untouched, is not asked; neither is a second hero while one
// choice waits.
func (g *Game) offerTrapLuck(h int, b Blow, before int8) {
	m := &g.minis[h]
	if g.pend.valid || m.Health >= before || int(m.Luck) >= m.Stats.Luck {
		return
	}
	g.pend = pendingLuck{valid: true, att: int8(h), def: int8(h), blow: b, health: before}
}

// trapPending reports whether the choice waiting is on a trap's roll.
func (p *pendingLuck) trapPending() bool { return p.valid && p.blow.Kind == "trap" }

// resolveTrap takes the choice on a trap's roll: "A accept" keeps it; "A
// luck defence" rolls his defence again, and he avoids the trap if either
// roll did ("The hero can use the result from the first or second roll").
// A hero the trap left down ends his turn when it is his.
func (g *Game) resolveTrap(a Action, r *Roller) ([]Event, error) {
	p := g.pend
	h := int(p.def)
	m := &g.minis[h]
	if a.Kind == ActLuck && a.N != 2 {
		return nil, rules.Illegal(a, "a trap's roll is re-rolled as %s's defence: \"%c luck defence\"", g.name(h), m.ID)
	}
	g.pend = pendingLuck{}
	var evs []Event
	if a.Kind == ActAccept {
		evs = append(evs, g.event(EvLuck, h, -1, "%s keeps the roll", g.name(h)))
	} else {
		m.Luck++
		again := r.D100()
		which := "first"
		if again.Value <= p.blow.Defend {
			which = "second"
		}
		ev := g.event(EvLuck, h, -1, "%s uses his luck to re-roll his defence against the trap: %d, then %d against %d%%; he keeps the %s result",
			g.name(h), p.blow.DefRoll.Value, again.Value, p.blow.Defend, which)
		ev.Rolled = true
		kept := p.blow
		kept.DefRoll = again
		ev.Blow = kept
		evs = append(evs, ev)
		if which == "second" {
			m.Health = p.health
			if m.Health > 0 {
				m.Revived = false
			}
			g.reoccupy()
			evs = append(evs, g.event(EvEventCard, -1, h, "%s avoids the trap after all: Health %d", g.name(h), m.Health))
		}
	}
	evs = g.settle(evs)
	if t := g.turn.hero; t >= 0 && !g.over.Over && !g.minis[t].Conscious() {
		evs = append(evs, g.endTurn(int(t), r)...)
	}
	return evs, nil
}
