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
