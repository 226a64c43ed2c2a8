package battleaxe

import (
	"skirmish/rules"
)

// shopChoice is a computer hero's turn in the shop: he raises a dead
// friend when he can pay the priest, puts on or takes up an upgrade he
// carries, buys the best upgrade he can use and afford (a hand weapon,
// armour or a shield better than his own), and then sets out.
func (g *Game) shopChoice(seat rules.Seat) (rules.Action, error) {
	c := g.camp
	s := int(seat)
	h := int(g.seats[s])
	id := g.minis[h].ID
	for os, o := range g.seats {
		if c.fate[os] == fateDead {
			if a := (Action{Kind: ActResurrect, Hero: id, Target: g.minis[o].ID}); g.allows(a) {
				return a, nil
			}
		}
	}
	if a, ok := g.poolForPriest(s); ok && g.allows(a) {
		return a, nil
	}
	if a, ok := g.equipUpgrade(h); ok && g.allows(a) {
		return a, nil
	}
	best, bestScore := -1, 0
	for i := range g.cat.Items {
		it := &g.cat.Items[i]
		if it.Cost <= 0 || it.Cost > g.goldOf(s) {
			continue
		}
		sc := g.upgradeScore(h, uint8(i))
		if sc > bestScore || sc == bestScore && sc > 0 && it.Cost < g.cat.Items[best].Cost {
			best, bestScore = i, sc
		}
	}
	if best >= 0 {
		if a := (Action{Kind: ActBuy, Hero: id, Items: []string{g.cat.Items[best].ID}}); g.allows(a) {
			return a, nil
		}
	}
	return Action{Kind: ActSetOut, Hero: id}, nil
}

// poolForPriest gives the richest living hero the gold he lacks to raise
// a dead friend, when the party has it together ("The players might
// therefore decide to pool their money together").
func (g *Game) poolForPriest(s int) (Action, bool) {
	c := g.camp
	dead, total, rich := false, 0, -1
	for os := range g.seats {
		switch c.fate[os] {
		case fateDead:
			dead = true
		case fateAlive:
			total += g.goldOf(os)
			if rich < 0 || g.goldOf(os) > g.goldOf(rich) {
				rich = os
			}
		}
	}
	need := c.c.Resurrect - g.goldOf(rich)
	if !dead || rich == s || need <= 0 || total < c.c.Resurrect || g.goldOf(s) == 0 {
		return Action{}, false
	}
	return Action{Kind: ActGive, Hero: g.minis[g.seats[s]].ID, Target: g.minis[g.seats[rich]].ID, Gold: min(need, g.goldOf(s))}, true
}

// itemScore is what an item adds to fighting and defence.
func itemScore(it *Item) int { return it.Bonus.Attack + it.Bonus.Defend + it.Bonus.Attacks*20 }

// shopRole sorts the items the computer buys: 1 a hand weapon, 2 a shield
// (a held item that defends), 3 a worn item; 0 the rest.
func shopRole(it *Item) int {
	switch {
	case it.Slot == Held && it.Use == HandWeapon:
		return 1
	case it.Slot == Held && it.Bonus.Defend > 0 && it.Hands == 1:
		return 2
	case it.Slot != Held:
		return 3
	}
	return 0
}

// upgradeScore returns how much better item i is than hero h's best item
// of its role, carried anywhere (0 when it is no better, or he cannot use
// it). An item filling an empty role counts its score and 1.
func (g *Game) upgradeScore(h int, i uint8) int {
	k := &g.kits[h]
	it := &g.cat.Items[i]
	role := shopRole(it)
	if role == 0 || !g.canUse(h, it) {
		return 0
	}
	if role == 2 && g.handsFor(h) < 1 && !g.holdsRole(h, 2) {
		return 0 // his hands are full: a two-handed weapon, or two weapons
	}
	own := -1
	for _, list := range [3][]uint8{k.Held, k.Worn, k.Backpack} {
		for _, j := range list {
			o := &g.cat.Items[j]
			if shopRole(o) == role && (role != 3 || o.Slot == it.Slot) {
				own = max(own, itemScore(o))
			}
		}
	}
	if own < 0 {
		return itemScore(it) + 1
	}
	return max(itemScore(it)-own, 0)
}

// handsFor returns the hands hero h keeps free beside his hand weapon.
func (g *Game) handsFor(h int) int {
	used := 0
	for _, j := range g.kits[h].Held {
		if o := &g.cat.Items[j]; shopRole(o) != 2 {
			used += o.Hands
		}
	}
	return 2 - used
}

func (g *Game) holdsRole(h, role int) bool {
	for _, j := range g.kits[h].Held {
		if shopRole(&g.cat.Items[j]) == role {
			return true
		}
	}
	return false
}

// equipUpgrade returns the action that puts on or takes up the best item
// in hero h's backpack that beats the one he uses for its role.
func (g *Game) equipUpgrade(h int) (Action, bool) {
	m, k := &g.minis[h], &g.kits[h]
	id := m.ID
	for _, i := range k.Backpack {
		it := &g.cat.Items[i]
		role := shopRole(it)
		if role == 0 || !g.canUse(h, it) {
			continue
		}
		var cur *Item
		var list []uint8
		if role == 3 {
			list = k.Worn
		} else {
			list = k.Held
		}
		for _, j := range list {
			if o := &g.cat.Items[j]; shopRole(o) == role && (role != 3 || o.Slot == it.Slot) {
				cur = o
			}
		}
		if cur != nil && itemScore(cur) >= itemScore(it) {
			continue
		}
		switch {
		case role == 3 && cur != nil:
			return Action{Kind: ActRemove, Hero: id, Items: []string{cur.ID}}, true
		case role == 3:
			return Action{Kind: ActWear, Hero: id, Items: []string{it.ID}}, true
		}
		// Hold it with what else he holds of the other role (a weapon with
		// a shield), when his hands allow.
		hold := []string{it.ID}
		hands := it.Hands
		for _, j := range k.Held {
			if o := &g.cat.Items[j]; shopRole(o) != role && shopRole(o) != 0 && hands+o.Hands <= 2 {
				hold = append(hold, o.ID)
				hands += o.Hands
			}
		}
		if hands <= 2 {
			return Action{Kind: ActHold, Hero: id, Items: hold}, true
		}
	}
	return Action{}, false
}
