package battleaxe

import "skirmish/rules"

// Potions and scrolls are item cards carried in the backpack (slot
// backpack), used up by an action. A healing potion item is drunk ("A
// drink healing-potion", free) or poured into an unconscious hero's mouth
// ("A pour B healing-potion", an action), as the potions a hero starts a
// dungeon with (Mini.Potions), which "A drink" takes first. A scroll casts
// its spell card once ("A cast healing-scroll B") as the Cast a Spell
// action, by any hero, without using the console's spells to cast nor
// marking the spell cast this quest, and is then spent (a ruling: the seed
// names a "healing scroll" beside the healing spell and potion and prints
// no scroll card).

// potionOf finds the potion action a drinks or pours: the item named, or
// with none named his first starting potion, else his first potion item.
// It returns the Health it heals and the backpack item it spends (-1 for a
// starting potion).
func (g *Game) potionOf(a Action, h int) (heals, item int, err error) {
	k := &g.kits[h]
	if len(a.Items) == 0 {
		if g.minis[h].Potions > 0 {
			return PotionHeals, -1, nil
		}
		for _, i := range k.Backpack {
			if it := &g.cat.Items[i]; it.Kind == "potion" {
				return it.Heals, int(i), nil
			}
		}
		return 0, 0, rules.Illegal(a, "%s has no healing potion", g.name(h))
	}
	i := g.cat.itemIndex(a.Items[0])
	switch {
	case i < 0 || g.cat.Items[i].Kind != "potion":
		return 0, 0, rules.Illegal(a, "there is no potion %q", a.Items[0])
	case !has(k.Backpack, uint8(i)):
		return 0, 0, rules.Illegal(a, "%s has no %s in his backpack", g.name(h), g.cat.Items[i].Name)
	}
	return g.cat.Items[i].Heals, i, nil
}

// spendPotion uses up what potionOf found.
func (g *Game) spendPotion(h, item int) {
	if item < 0 {
		g.minis[h].Potions--
		return
	}
	take(&g.kits[h].Backpack, uint8(item))
}

// scrollOf returns the scroll item a casts, if a names one, or -1.
func (g *Game) scrollOf(a Action) int {
	i := g.cat.itemIndex(a.Spell)
	if i < 0 || g.cat.Items[i].Kind != "scroll" {
		return -1
	}
	return i
}

func has(list []uint8, i uint8) bool {
	for _, v := range list {
		if v == i {
			return true
		}
	}
	return false
}

// packCandidates lists the uses of hero h's potion and scroll items worth
// offering: drinking or pouring each potion, reading each scroll at every
// mini on the board.
func (g *Game) packCandidates(h int) []Action {
	id := g.minis[h].ID
	var out []Action
	for k, i := range g.kits[h].Backpack {
		it := &g.cat.Items[i]
		if has(g.kits[h].Backpack[:k], i) {
			continue
		}
		switch it.Kind {
		case "potion":
			out = append(out, Action{Kind: ActDrink, Hero: id, Items: []string{it.ID}})
			for _, s := range g.seats {
				if o := &g.minis[s]; o.ID != id {
					out = append(out, Action{Kind: ActPour, Hero: id, Target: o.ID, Items: []string{it.ID}})
				}
			}
		case "scroll":
			for t := range g.minis {
				if g.minis[t].OnBoard() {
					out = append(out, Action{Kind: ActCast, Hero: id, Spell: it.ID, Target: g.minis[t].ID})
				}
			}
		}
	}
	return out
}
