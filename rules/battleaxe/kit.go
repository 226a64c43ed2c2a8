package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// Kit is what a hero carries: his base stats (the green pegs) and the items
// he holds, wears and has back-packed, as indexes into Catalog.Items; and
// the worn item he last took off, with the round he did (Off is 1 + its
// index, 0 when none), for "Items that are being worn ... need to be
// 'taken off' and moved to the 'Backpack' area, in an earlier round".
type Kit struct {
	SpellsLeft           [3]int8 // arcane, holy, nature spells he may still cast
	Access               uint8   // bit t set: he may cast cards of SpellType t
	Cast                 uint64  // bit i set: he has cast Catalog.Spells[i] this quest
	Base                 Stats
	Held, Worn, Backpack []uint8
	Off                  uint8
	OffRound             int16
}

func (k Kit) clone() Kit {
	return Kit{SpellsLeft: k.SpellsLeft, Access: k.Access, Cast: k.Cast, Base: k.Base, Held: append([]uint8(nil), k.Held...), Worn: append([]uint8(nil), k.Worn...),
		Backpack: append([]uint8(nil), k.Backpack...), Off: k.Off, OffRound: k.OffRound}
}

// takenOff reports whether item i is the worn item the hero took off this
// round: it may be swapped or exchanged only in a later round.
func (g *Game) takenOff(h int, i uint8) bool {
	k := &g.kits[h]
	return k.Off == i+1 && k.OffRound == g.round
}

// canUse reports whether hero h may use item it: his height and weight
// ("The hero must be Tall or Heavy") and his role ("Cannot be used by a
// Wizard or Druid").
func (g *Game) canUse(h int, it *Item) bool {
	m := &g.minis[h]
	return it.UsableBy(m.Tall, m.Heavy, m.Role)
}

// kitOf turns a sheet's items into a kit.
func (c *Catalog) kitOf(s *Sheet) (Kit, error) {
	k := Kit{Base: s.Base, SpellsLeft: [3]int8{int8(s.Spells.Arcane), int8(s.Spells.Holy), int8(s.Spells.Nature)}}
	for t, n := range k.SpellsLeft {
		if n > 0 {
			k.Access |= 1 << t
		}
	}
	for _, list := range []struct {
		ids []string
		dst *[]uint8
	}{{s.Held, &k.Held}, {s.Worn, &k.Worn}, {s.Backpack, &k.Backpack}} {
		for _, id := range list.ids {
			i := c.itemIndex(id)
			if i < 0 || i > 255 {
				return Kit{}, fmt.Errorf("hero %s: unknown item %q", s.Card.ID, id)
			}
			*list.dst = append(*list.dst, uint8(i))
		}
	}
	return k, nil
}

func (c *Catalog) itemIndex(id string) int {
	for i := range c.Items {
		if c.Items[i].ID == id {
			return i
		}
	}
	return -1
}

// restat sets hero h's current stats from his base stats and the items he
// holds and wears ("whenever you change the items that you are holding or
// wearing then the Hero Stats current values could change!"), pegged to
// the console's ranges (Stats.Pegged: a Success chance stays within 10% to
// 95%).
func (g *Game) restat(h int) {
	m, k := &g.minis[h], &g.kits[h]
	cur := k.Base
	m.Missile = false
	for _, i := range k.Held {
		it := &g.cat.Items[i]
		cur = cur.Plus(it.Bonus)
		m.Missile = m.Missile || it.Use == MissileWeapon
	}
	for _, i := range k.Worn {
		cur = cur.Plus(g.cat.Items[i].Bonus)
	}
	m.Stats = cur.Pegged()
}

// take removes item i from list, reporting whether it was there.
func take(list *[]uint8, i uint8) bool {
	for k, v := range *list {
		if v == i {
			*list = append((*list)[:k], (*list)[k+1:]...)
			return true
		}
	}
	return false
}

// items resolves "hold", "wear" and "remove". Holding is the Swap action
// ("swap the items he is holding: the card(s) are moved to/from the
// 'Holding Slot' area ... from/to the 'Backpack' area"): the hero's hands
// end holding exactly the items named. Wearing and removing move one worn
// item ("The hero cannot move during a turn that he is putting on or
// removing a worn item").
func (g *Game) items(a Action, h int) ([]Event, error) {
	m, k := &g.minis[h], &g.kits[h]
	var idx []uint8
	for _, id := range a.Items {
		i := g.cat.itemIndex(id)
		if i < 0 {
			return nil, rules.Illegal(a, "there is no item %q", id)
		}
		idx = append(idx, uint8(i))
	}
	var text string
	switch a.Kind {
	case ActHold:
		pool := append(append([]uint8(nil), k.Held...), k.Backpack...)
		hands := 0
		for _, i := range idx {
			it := &g.cat.Items[i]
			switch {
			case !take(&pool, i):
				return nil, rules.Illegal(a, "%s has no %s to hold", g.name(h), it.Name)
			case it.Slot == Pack:
				return nil, rules.Illegal(a, "the %s is carried in the backpack, not held", it.Name)
			case it.Slot != Held:
				return nil, rules.Illegal(a, "%s is worn, not held", it.Name)
			case !g.canUse(h, it):
				return nil, rules.Illegal(a, "%s cannot use the %s", g.name(h), it.Name)
			case g.takenOff(h, i):
				return nil, rules.Illegal(a, "%s took off the %s this round: it may be swapped only in a later round", g.name(h), it.Name)
			}
			hands += it.Hands
		}
		if hands > 2 {
			return nil, rules.Illegal(a, "those items need %d hands", hands)
		}
		if err := g.swapAction(a, h, swapHold); err != nil {
			return nil, err
		}
		k.Held, k.Backpack = idx, pool
		text = fmt.Sprintf("%s now holds %s", g.name(h), g.itemNames(idx))
	case ActWear, ActRemove:
		if len(idx) != 1 {
			return nil, rules.Illegal(a, "one worn item at a time")
		}
		it := &g.cat.Items[idx[0]]
		if g.turn.used > 0 {
			return nil, rules.Illegal(a, "%s has moved this turn: he cannot put on or take off a worn item", g.name(h))
		}
		if a.Kind == ActWear {
			switch {
			case it.Slot == Held:
				return nil, rules.Illegal(a, "the %s is held, not worn", it.Name)
			case it.Slot == Pack:
				return nil, rules.Illegal(a, "the %s is carried in the backpack, not worn", it.Name)
			case !g.canUse(h, it):
				return nil, rules.Illegal(a, "%s cannot wear the %s", g.name(h), it.Name)
			}
			for _, w := range k.Worn {
				if g.cat.Items[w].Slot == it.Slot {
					return nil, rules.Illegal(a, "%s already wears the %s on his %s", g.name(h), g.cat.Items[w].Name, it.Slot)
				}
			}
			if !take(&k.Backpack, idx[0]) {
				return nil, rules.Illegal(a, "%s has no %s in his backpack", g.name(h), it.Name)
			}
			if err := g.standardAction(a, h); err != nil {
				return nil, err
			}
			k.Worn = append(k.Worn, idx[0])
			text = fmt.Sprintf("%s puts on the %s", g.name(h), it.Name)
		} else {
			if !take(&k.Worn, idx[0]) {
				return nil, rules.Illegal(a, "%s does not wear the %s", g.name(h), it.Name)
			}
			if err := g.standardAction(a, h); err != nil {
				return nil, err
			}
			k.Backpack = append(k.Backpack, idx[0])
			k.Off, k.OffRound = idx[0]+1, g.round
			text = fmt.Sprintf("%s takes off the %s", g.name(h), it.Name)
		}
		g.turn.noMove = true
	}
	g.restat(h)
	if m.Health > int8(m.Stats.Health) {
		m.Health = int8(m.Stats.Health)
	}
	return []Event{g.event(EvItems, h, -1, "%s", text)}, nil
}

func (g *Game) itemNames(idx []uint8) string {
	if len(idx) == 0 {
		return "nothing"
	}
	names := make([]string, len(idx))
	for i, v := range idx {
		names[i] = g.cat.Items[v].Name
	}
	return strings.Join(names, " and ")
}

// The two parts of the Swap & Exchange action.
const (
	swapHold  uint8 = 1
	swapTrade uint8 = 2
)

// swapAction takes the Standard Action for one part of "Swap & Exchange
// Items": "As a single action a hero can; 1) swap the items he is holding
// ... AND 2) exchange items with an adjacent hero". The other part may
// follow in the same turn without another action; the same part may not.
func (g *Game) swapAction(a Action, h int, part uint8) error {
	t := &g.turn
	if t.acted && t.swap != 0 && t.swap&part == 0 {
		t.swap |= part
		return nil
	}
	if err := g.standardAction(a, h); err != nil {
		return err
	}
	t.swap |= part
	return nil
}

// trade exchanges items with an adjacent hero: "any items that are being
// held or are within each heroes' backpacks can be freely exchanged (both
// ways)". What he gives goes to the other's backpack, what he takes to his
// own; worn items cannot be traded ("Items that are being worn ... need to
// be 'taken off' and moved to the 'Backpack' area, in an earlier round,
// before being swapped as an action in this round": an item taken off this
// round stays where it is until the next). From an unconscious or dead
// hero he may only take ("another adjacent hero can pick up his holding
// slot and back-packed items").
func (g *Game) trade(a Action, h int) ([]Event, error) {
	o := g.MiniByID(a.Target)
	switch {
	case o < 0 || !g.minis[o].Hero || o == h || !g.minis[o].OnBoard():
		return nil, rules.Illegal(a, "there is no other hero %c on the board", a.Target)
	case !g.adjacent(h, o):
		return nil, rules.Illegal(a, "%s is not adjacent to %s", g.name(h), g.name(o))
	case len(a.Items) == 0 && len(a.Take) == 0:
		return nil, rules.Illegal(a, "a trade gives or takes at least one item")
	case len(a.Items) > 0 && !g.minis[o].Conscious():
		return nil, rules.Illegal(a, "%s cannot take items: he is %s", g.name(o), g.downWord(o))
	}
	mine, theirs := &g.kits[h], &g.kits[o]
	move := func(ids []string, from, to *Kit, who int) error {
		for _, id := range ids {
			i := g.cat.itemIndex(id)
			if i >= 0 && g.takenOff(who, uint8(i)) {
				return rules.Illegal(a, "%s took off the %s this round: it may be exchanged only in a later round", g.name(who), g.cat.Items[i].Name)
			}
			if i < 0 || !take(&from.Held, uint8(i)) && !take(&from.Backpack, uint8(i)) {
				return rules.Illegal(a, "%s has no %s in his hands or backpack", g.name(who), id)
			}
			to.Backpack = append(to.Backpack, uint8(i))
		}
		return nil
	}
	if err := move(a.Items, mine, theirs, h); err != nil {
		return nil, err
	}
	if err := move(a.Take, theirs, mine, o); err != nil {
		return nil, err
	}
	if err := g.swapAction(a, h, swapTrade); err != nil {
		return nil, err
	}
	g.restat(h)
	g.restat(o)
	ev := g.event(EvItems, h, o, "%s trades with %s: gives %s, takes %s", g.name(h), g.name(o), joinOr(a.Items), joinOr(a.Take))
	return []Event{ev}, nil
}

func joinOr(ids []string) string {
	if len(ids) == 0 {
		return "nothing"
	}
	return strings.Join(ids, " and ")
}
