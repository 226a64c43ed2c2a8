package battleaxe

import (
	"skirmish/rules"
)

// The shop between a campaign's quests: "Between Campaign Quests the
// heroes can go to the locations described in the Campaign book where they
// can spend their gold pieces on items ... The heroes are allowed to buy,
// sell or simply give items to each another. However, they cannot sell
// unwanted items to the characters in the campaign booklet." Every living
// hero shops in any order, with no turns (a ruling); the next quest begins
// when each has set out.

// shopToAct appends the seats still shopping: the living who have not set
// out.
func (g *Game) shopToAct(dst []rules.Seat) []rules.Seat {
	c := g.camp
	for s := range g.seats {
		if c.fate[s] == fateAlive && c.ready&(1<<s) == 0 {
			dst = append(dst, rules.Seat(s))
		}
	}
	return dst
}

// shopAnyToAct reports whether a living hero has not set out.
func (g *Game) shopAnyToAct() bool {
	c := g.camp
	for s := range g.seats {
		if c.fate[s] == fateAlive && c.ready&(1<<s) == 0 {
			return true
		}
	}
	return false
}

// shopApply resolves hero h's action in the shop.
func (g *Game) shopApply(a Action, h int) ([]Event, error) {
	c := g.camp
	s := int(g.seatOf(h))
	if c.fate[s] != fateAlive {
		return nil, rules.Illegal(a, "%s is %s: he cannot shop", g.name(h), fateWord(c.fate[s]))
	}
	if c.ready&(1<<s) != 0 {
		return nil, rules.Illegal(a, "%s has set out: he waits for the others", g.name(h))
	}
	other := func() (int, int, error) {
		o := g.MiniByID(a.Target)
		if o < 0 || !g.minis[o].Hero || o == h {
			return 0, 0, rules.Illegal(a, "there is no other hero %c", a.Target)
		}
		os := int(g.seatOf(o))
		if c.fate[os] != fateAlive && a.Kind != ActResurrect {
			return 0, 0, rules.Illegal(a, "%s is %s", g.name(o), fateWord(c.fate[os]))
		}
		return o, os, nil
	}
	item := func() (uint8, *Item, error) {
		if len(a.Items) != 1 {
			return 0, nil, rules.Illegal(a, "name one item")
		}
		i := g.cat.itemIndex(a.Items[0])
		if i < 0 {
			return 0, nil, rules.Illegal(a, "there is no item %q", a.Items[0])
		}
		return uint8(i), &g.cat.Items[i], nil
	}
	// carried takes item i from h's hands or backpack.
	carried := func(i uint8, it *Item) error {
		k := &g.kits[h]
		if !take(&k.Held, i) && !take(&k.Backpack, i) {
			if take(&k.Worn, i) {
				k.Worn = append(k.Worn, i)
				return rules.Illegal(a, "%s wears the %s: he takes it off first", g.name(h), it.Name)
			}
			return rules.Illegal(a, "%s has no %s in his hands or backpack", g.name(h), it.Name)
		}
		return nil
	}
	room := func(o int) error {
		if len(g.kits[o].Backpack) >= maxBackpack {
			return rules.Illegal(a, "%s's backpack is full (%d items)", g.name(o), maxBackpack)
		}
		return nil
	}
	var ev Event
	switch a.Kind {
	case ActBuy:
		i, it, err := item()
		if err != nil {
			return nil, err
		}
		switch {
		case it.Cost <= 0:
			return nil, rules.Illegal(a, "the %s is not for sale", it.Name)
		case g.goldOf(s) < it.Cost:
			return nil, rules.Illegal(a, "%s has %d gold pieces; the %s costs %d", g.name(h), g.goldOf(s), it.Name, it.Cost)
		}
		if err := room(h); err != nil {
			return nil, err
		}
		c.gold[s] -= int16(it.Cost)
		g.kits[h].Backpack = append(g.kits[h].Backpack, i)
		ev = g.event(EvCampaign, h, -1, "%s buys the %s for %d gold pieces (%d left)", g.name(h), it.Name, it.Cost, c.gold[s])
	case ActGive, ActSell:
		o, os, err := other()
		if err != nil {
			if a.Kind == ActSell && a.Target == g.minis[h].ID {
				return nil, rules.Illegal(a, "items are sold to another hero: the heroes cannot sell unwanted items to the characters in the campaign booklet")
			}
			return nil, err
		}
		if a.Kind == ActGive && len(a.Items) == 0 {
			if a.Gold < 1 || a.Gold > g.goldOf(s) {
				return nil, rules.Illegal(a, "%s has %d gold pieces", g.name(h), g.goldOf(s))
			}
			c.gold[s] -= int16(a.Gold)
			c.gold[os] = int16(min(int(c.gold[os])+a.Gold, maxGold))
			ev = g.event(EvCampaign, h, o, "%s gives %s %d gold pieces", g.name(h), g.name(o), a.Gold)
			break
		}
		i, it, err := item()
		if err != nil {
			return nil, err
		}
		if a.Kind == ActSell && (a.Gold < 1 || a.Gold > g.goldOf(os)) {
			return nil, rules.Illegal(a, "%s has %d gold pieces to pay with", g.name(o), g.goldOf(os))
		}
		if err := room(o); err != nil {
			return nil, err
		}
		if err := carried(i, it); err != nil {
			return nil, err
		}
		g.kits[o].Backpack = append(g.kits[o].Backpack, i)
		if a.Kind == ActSell {
			c.gold[os] -= int16(a.Gold)
			c.gold[s] = int16(min(int(c.gold[s])+a.Gold, maxGold))
			ev = g.event(EvCampaign, h, o, "%s sells %s the %s for %d gold pieces", g.name(h), g.name(o), it.Name, a.Gold)
		} else {
			ev = g.event(EvCampaign, h, o, "%s gives %s the %s", g.name(h), g.name(o), it.Name)
		}
		g.restat(o)
	case ActResurrect:
		o, os, err := other()
		if err != nil {
			return nil, err
		}
		switch {
		case c.fate[os] == fateAlive:
			return nil, rules.Illegal(a, "%s is alive", g.name(o))
		case c.fate[os] == fateLost:
			return nil, rules.Illegal(a, "%s was left in the dungeon: there is no body to raise", g.name(o))
		case g.goldOf(s) < c.c.Resurrect:
			return nil, rules.Illegal(a, "%s has %d gold pieces; the priest asks %d", g.name(h), g.goldOf(s), c.c.Resurrect)
		}
		c.gold[s] -= int16(c.c.Resurrect)
		c.fate[os] = fateAlive
		m := &g.minis[o]
		m.Gone = false
		g.restat(o)
		m.Health = int8(m.Stats.Health)
		g.reoccupy()
		ev = g.event(EvCampaign, h, o, "%s pays the priest %d gold pieces: %s is raised from the dead", g.name(h), c.c.Resurrect, g.name(o))
	case ActHold, ActWear, ActRemove:
		g.turn = heroTurn{hero: int8(h), target: -1}
		evs, err := g.items(a, h)
		g.turn = heroTurn{hero: -1, target: -1}
		if err != nil {
			return nil, err
		}
		ev = evs[0]
	case ActSetOut:
		c.ready |= 1 << s
		ev = g.event(EvCampaign, h, -1, "%s is ready to set out", g.name(h))
		if !g.shopAnyToAct() {
			c.shop, c.ready = false, 0
			return []Event{ev, g.event(EvCampaign, -1, -1, "The party sets out: quest %d of %d, %s. Goal: %s", c.quest+1, len(c.c.Quests), g.lvl.Title, g.dg.q.Goal)}, nil
		}
	default:
		return nil, rules.Illegal(a, "between quests the heroes buy, give, sell, resurrect, hold, wear, remove or set-out")
	}
	g.restat(h)
	g.minis[h].Health = int8(g.minis[h].Stats.Health)
	if o := g.MiniByID(a.Target); o >= 0 && g.minis[o].Hero && !g.minis[o].Gone {
		g.minis[o].Health = int8(g.minis[o].Stats.Health)
	}
	return []Event{ev}, nil
}

func slicesContains(list []uint8, v uint8) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func fateWord(f uint8) string {
	switch f {
	case fateDead:
		return "dead"
	case fateLost:
		return "lost"
	}
	return "alive"
}

// shopLegal lists seat's actions in the shop: buy each item he can afford,
// raise each dead friend if he can pay, give each item he carries to each
// living friend, give him 10 gold pieces and all his gold, sell each item
// to each friend who can pay at its price (a sample: any price is legal),
// hold, wear and remove, and set out.
func (g *Game) shopLegal(seat rules.Seat) []rules.Action {
	c := g.camp
	s := int(seat)
	h := int(g.seats[s])
	id := g.minis[h].ID
	var cands []Action
	for i := range g.cat.Items {
		if it := &g.cat.Items[i]; it.Cost > 0 && it.Cost <= g.goldOf(s) {
			cands = append(cands, Action{Kind: ActBuy, Hero: id, Items: []string{it.ID}})
		}
	}
	k := &g.kits[h]
	for os, o := range g.seats {
		if os == s {
			continue
		}
		oid := g.minis[o].ID
		if c.fate[os] == fateDead {
			cands = append(cands, Action{Kind: ActResurrect, Hero: id, Target: oid})
		}
		if c.fate[os] != fateAlive {
			continue
		}
		if n := g.goldOf(s); n > 0 {
			cands = append(cands, Action{Kind: ActGive, Hero: id, Target: oid, Gold: n})
			if n > 10 {
				cands = append(cands, Action{Kind: ActGive, Hero: id, Target: oid, Gold: 10})
			}
		}
		var seen []uint8
		for _, list := range [2][]uint8{k.Held, k.Backpack} {
			for _, i := range list {
				if slicesContains(seen, i) {
					continue
				}
				seen = append(seen, i)
				it := &g.cat.Items[i]
				cands = append(cands, Action{Kind: ActGive, Hero: id, Target: oid, Items: []string{it.ID}})
				if it.Cost > 0 {
					cands = append(cands, Action{Kind: ActSell, Hero: id, Target: oid, Items: []string{it.ID}, Gold: it.Cost})
				}
			}
		}
	}
	cands = append(cands, g.itemCandidates(h)...)
	var out []rules.Action
	for _, a := range cands {
		if g.allows(a) {
			out = append(out, a)
		}
	}
	return append(out, Action{Kind: ActSetOut, Hero: id})
}
