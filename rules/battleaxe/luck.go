package battleaxe

import (
	"fmt"

	"skirmish/rules"
)

// useLuck is "Use My Luck" on the hero's blow just resolved: "the player can
// re-roll a single dice roll that has been made for or against him ... The
// hero can use the result from the first or second roll." He may re-roll
// his attack roll, or the enemy's defence roll against it, right after the
// fight or shot (before anything else happens); the result better for him
// stands (a ruling: a player always picks it). Each use takes 1 of his Luck
// for the quest. The blow is taken back and resolved again with the result
// kept.
func (g *Game) useLuck(a Action, h int, last lastBlow, r *Roller) ([]Event, error) {
	m := &g.minis[h]
	switch {
	case int(m.Luck) >= m.Stats.Luck:
		return nil, rules.Illegal(a, "%s has no luck left this quest", g.name(h))
	case !last.valid || int(last.att) != h:
		return nil, rules.Illegal(a, "luck re-rolls a roll of %s's fight or shot just made", g.name(h))
	case a.N == 2 && !last.blow.Defends:
		return nil, rules.Illegal(a, "no defence was rolled against that blow")
	}
	first := last.blow
	second := first
	var what string
	if a.N == 1 {
		second = resolveBlow(r, first.Kind, first.Success, first.Defend)
		what = fmt.Sprintf("attack: %d, then %d", first.Roll.Value, second.Roll.Value)
	} else {
		second.DefRoll = r.D100()
		second.Wounds = 0
		if second.DefRoll.Value > second.Defend {
			second.Wounds = 1
		}
		what = fmt.Sprintf("defence: %d, then %d", first.DefRoll.Value, second.DefRoll.Value)
	}
	kept, which := first, "first"
	if second.Wounds > first.Wounds {
		kept, which = second, "second"
	}
	m.Luck++
	d := int(last.def)
	g.minis[d].Health, g.minis[d].Gone = last.health, last.gone
	g.reoccupy()
	ev := g.event(EvLuck, h, d, "%s uses his luck to re-roll the %s; he keeps the %s result", g.name(h), what, which)
	ev.Rolled, ev.Blow = true, kept
	evs := []Event{ev, {Kind: EvAttack, Mini: int8(h), Other: int8(d), Blow: kept, Text: g.blowText(h, d, kept)}}
	evs = g.wound(evs, h, d, kept.Wounds)
	return g.settle(evs), nil
}

// luckSpeed re-rolls the D6 of the hero's Speed Roll, right after the move
// that rolled it: the higher die stands (a ruling: a player always picks
// it), and the squares it allows follow.
func (g *Game) luckSpeed(a Action, h int, d6 int8, r *Roller) ([]Event, error) {
	m := &g.minis[h]
	switch {
	case int(m.Luck) >= m.Stats.Luck:
		return nil, rules.Illegal(a, "%s has no luck left this quest", g.name(h))
	case d6 == 0:
		return nil, rules.Illegal(a, "luck re-rolls %s's Speed Roll right after the move that rolled it", g.name(h))
	}
	m.Luck++
	again := r.D6()
	kept := max(int(d6), again)
	g.turn.allowance += int8(kept - int(d6))
	ev := g.event(EvLuck, h, -1, "%s uses his luck to re-roll his Speed Roll: %d, then %d; he keeps %d (up to %d squares)", g.name(h), d6, again, kept, g.turn.allowance)
	ev.Rolled, ev.N = true, kept
	return []Event{ev}, nil
}

// resolveJump takes the choice of a hero whose chasm jump failed while he
// had luck left: "A accept" and he falls; "A luck roll" re-rolls the D100,
// and he lands if either roll did.
func (g *Game) resolveJump(a Action, r *Roller) ([]Event, error) {
	p := g.pend
	h := int(p.def)
	m := &g.minis[h]
	if a.Kind == ActLuck && a.N != 3 {
		return nil, rules.Illegal(a, "the jump's roll is re-rolled with \"%c luck roll\"", m.ID)
	}
	g.pend = pendingLuck{}
	landed := false
	var evs []Event
	if a.Kind == ActLuck {
		m.Luck++
		again := r.D100()
		landed = again.Value <= p.blow.Success
		ev := g.event(EvLuck, h, -1, "%s uses his luck to re-roll the jump: %d, then %d against %d%%", g.name(h), p.blow.Roll.Value, again.Value, p.blow.Success)
		ev.Rolled = true
		evs = append(evs, ev)
	}
	if landed && g.MiniAt(p.land) < 0 {
		m.At = p.land
		evs = append(evs, g.event(EvJump, h, -1, "%s lands on %s", g.name(h), p.land))
	} else {
		m.Health = -1
		m.Gone = true
		evs = append(evs, g.event(EvFell, h, h, "%s falls out of sight and dies", g.name(h)))
	}
	g.reoccupy()
	evs = g.settle(evs)
	if !m.Conscious() && int(g.turn.hero) == h {
		evs = append(evs, g.endTurn(h, r)...)
	}
	return evs, nil
}
