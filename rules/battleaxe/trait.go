package battleaxe

import (
	"skirmish/rules"
)

// trait uses a race's trait. The Human traits are the seed's: "Attacking
// Flurry - ... When Fighting, you get 1 extra attack for 1 Turn. You can
// only use this trait once per Quest." and "Run for It - ... You add +10 to
// your speed for 1 turn. You may apply this after rolling the D6 for
// movement. You can only use this trait once per Quest." Using one is free.
// The other races' traits are original and come with the table.
func (g *Game) trait(a Action, h int) ([]Event, error) {
	m := &g.minis[h]
	t := &g.turn
	race := g.cat.Races[0]
	if r, ok := g.cat.Race(g.cat.Heroes[m.Card].Race); ok {
		race = *r
	}
	if a.N < 1 || a.N > 2 {
		return nil, rules.Illegal(a, "a race has traits 1 and 2")
	}
	if m.Traits&(1<<(a.N-1)) != 0 {
		return nil, rules.Illegal(a, "%s has used %s this quest", g.name(h), race.Traits[a.N-1].Name)
	}
	name := race.Traits[a.N-1].Name
	switch name {
	case "Attacking Flurry":
		if t.acted && t.attacksLeft == 0 {
			return nil, rules.Illegal(a, "%s has no fighting left this turn", g.name(h))
		}
		t.flurry = true
		if t.acted {
			t.attacksLeft++
		}
	case "Run for It":
		if !t.rolled {
			return nil, rules.Illegal(a, "Run for It is applied after rolling the D6 for movement")
		}
		if t.acted && t.movedFirst {
			return nil, rules.Illegal(a, "%s's moving is over this turn", g.name(h))
		}
		t.allowance += 10
	default:
		return nil, rules.Illegal(a, "%s cannot be used yet: only the Human traits are played so far", name)
	}
	m.Traits |= 1 << (a.N - 1)
	return []Event{g.event(EvTrait, h, -1, "%s uses %s", g.name(h), name)}, nil
}
