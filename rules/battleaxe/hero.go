package battleaxe

import "fmt"

// Sheet is a hero's console at the start of a quest: the base stats (green
// pegs, race block plus role block), what he holds, wears and has
// back-packed, and the current stats (red pegs) those items give.
type Sheet struct {
	Card     HeroCard
	Race     *Race
	Role     *Role
	Base     Stats
	Current  Stats
	Spells   Spells
	Held     []string // item ids in the hands
	Worn     []string
	Backpack []string
}

// Tall reports the hero's height; Heavy his weight.
func (s *Sheet) Tall() bool { return s.Race.Tall }

// Heavy reports whether the hero is heavy (else light).
func (s *Sheet) Heavy() bool { return s.Race.Heavy }

// Sheet builds the console of hero card i, ready-to-play or created. The
// base stats are the race's plus the role's ("the health would be 7 (= 6 +
// 1)"), pegged to the console's ranges (Stats.Pegged). The starting
// equipment is placed as a ruling: a hand weapon is held first, then a
// shield or missile weapon while hands remain, worn items go to their slot,
// and whatever the hero may not use ("The hero must be Tall", "Cannot be
// used by a Wizard") or has no room for is back-packed, as are potions and
// scrolls; a hero starting with an item his height or weight forbids takes
// its small-races version when the catalog has one ("<id>-small") and he
// may use it.
func (c *Catalog) Sheet(i int) (Sheet, error) {
	if i < 0 || i >= len(c.Heroes) {
		return Sheet{}, fmt.Errorf("no hero card %d", i)
	}
	h := c.Heroes[i]
	race, ok := c.Race(h.Race)
	if !ok {
		return Sheet{}, fmt.Errorf("hero %s: unknown race %q", h.ID, h.Race)
	}
	role, ok := c.Role(h.Role)
	if !ok {
		return Sheet{}, fmt.Errorf("hero %s: unknown role %q", h.ID, h.Role)
	}
	s := Sheet{Card: h, Race: race, Role: role, Base: race.Base.Plus(role.Mod).Pegged(), Spells: role.Spells}
	if h.Race == "deviling" {
		s.Spells.Arcane++ // the Deviling's Arcane Blood trait
	}
	s.Spells = s.Spells.Pegged()
	hands := 2
	var worn [Pack + 1]bool
	place := func(it *Item) {
		switch {
		case !it.UsableBy(race.Tall, race.Heavy, role.ID) || it.Slot == Pack:
			s.Backpack = append(s.Backpack, it.ID)
		case it.Slot != Held && !worn[it.Slot]:
			worn[it.Slot] = true
			s.Worn = append(s.Worn, it.ID)
		case it.Slot == Held && it.Hands <= hands:
			hands -= it.Hands
			s.Held = append(s.Held, it.ID)
		default:
			s.Backpack = append(s.Backpack, it.ID)
		}
	}
	var items []*Item
	for _, id := range role.Equipment {
		it, ok := c.Item(id)
		if !ok {
			return Sheet{}, fmt.Errorf("role %s: unknown item %q", role.ID, id)
		}
		if small, ok := c.Item(id + "-small"); ok && !it.Usable(race.Tall, race.Heavy) && small.UsableBy(race.Tall, race.Heavy, role.ID) {
			it = small
		}
		items = append(items, it)
	}
	// Hand weapons first, then the rest in the block's order.
	for _, it := range items {
		if it.Use == HandWeapon {
			place(it)
		}
	}
	for _, it := range items {
		if it.Use != HandWeapon {
			place(it)
		}
	}
	s.Current = s.Base
	for _, ids := range [][]string{s.Held, s.Worn} {
		for _, id := range ids {
			it, _ := c.Item(id)
			s.Current = s.Current.Plus(it.Bonus)
		}
	}
	s.Current = s.Current.Pegged()
	return s, nil
}

// Holds reports whether the sheet holds an item of the given use.
func (c *Catalog) holds(s *Sheet, u Use) bool {
	for _, id := range s.Held {
		if it, ok := c.Item(id); ok && it.Use == u {
			return true
		}
	}
	return false
}
