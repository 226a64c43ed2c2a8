package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// shopping reports whether g is a campaign between quests: the heroes in
// the shop.
func shopping(g *ba.Game) bool {
	info, ok := g.Campaign()
	return ok && info.Shopping
}

// shopOptions lists the shop for seat side's hero h: every item the shop
// sells with its price and who may use it (those he cannot afford shown
// off), Set out, what he holds and wears, then what he may give, sell or
// pay for the other heroes; the group titles give each hero's gold.
func (c *dungeon) shopOptions(g *ba.Game, side int, groups []table.ListGroup) []table.Choice {
	info, _ := g.Campaign()
	h := g.SeatHero(side)
	me := info.Heroes[side]
	groups[groupAct].Title = fmt.Sprintf("The shop: %s has %d gp", me.Name, me.Gold)
	groups[groupItems].Title = "His items"
	var party []string
	for s, o := range info.Heroes {
		if s == side {
			continue
		}
		state := fmt.Sprintf("%d gp", o.Gold)
		switch {
		case o.Lost:
			state = "lost"
		case o.Dead:
			state += ", dead"
		case o.SetOut:
			state += ", set out"
		}
		party = append(party, o.Name+" "+state)
	}
	groups[groupHero].Title = "The party: " + strings.Join(party, "; ")
	legal := map[string]ba.Action{}
	var rest []ba.Action
	for _, ra := range c.legalOf(g, side) {
		if a, ok := ra.(ba.Action); ok {
			legal[a.String()] = a
			if a.Kind != ba.ActBuy && a.Kind != ba.ActSetOut {
				rest = append(rest, a)
			}
		}
	}
	setOut := ba.Action{Kind: ba.ActSetOut, Hero: g.Mini(h).ID}
	next := ""
	if info.Quest < len(info.Quests) {
		next = info.Quests[info.Quest]
	}
	out := []table.Choice{{ListEntry: table.ListEntry{Label: "Set out", Primary: true,
		Tip: fmt.Sprintf("%s is ready: quest %d of %d, %s, begins when every living hero has set out.", me.Name, info.Quest+1, len(info.Quests), next)}, Action: setOut}}
	if _, ok := legal[setOut.String()]; !ok {
		out[0].Off = true
	}
	for _, it := range g.ShopItems() {
		a := ba.Action{Kind: ba.ActBuy, Hero: g.Mini(h).ID, Items: []string{it.ID}}
		o := table.Choice{ListEntry: table.ListEntry{Label: fmt.Sprintf("%s %d gp", it.Name, it.Cost), Tip: shopTip(it)}, Action: a}
		o.Half = len(o.Label) <= 14
		if !g.ShopUsable(rules.Seat(side), it.ID) {
			o.Label += " *"
			o.Tip = "He cannot use it (a friend may). " + o.Tip
		}
		if _, ok := legal[a.String()]; !ok {
			o.Off = true
			o.Tip = fmt.Sprintf("%s has %d gp. %s", me.Name, me.Gold, o.Tip)
		}
		out = append(out, o)
	}
	for _, a := range rest {
		o := table.Choice{Action: a}
		switch a.Kind {
		case ba.ActGive, ba.ActSell, ba.ActResurrect:
			o.Label, o.Tip = shopLabel(g, a, info.Resurrect)
			o.Group = groupHero
		default:
			o.Label, o.Tip = itemLabel(g, h, a)
			o.Group = groupItems
		}
		out = append(out, o)
	}
	return append(out, c.otherHeroes(g, side)...)
}

// shopPrompt says where the campaign is and each hero's gold.
func shopPrompt(g *ba.Game) string {
	info, _ := g.Campaign()
	var gold []string
	for _, h := range info.Heroes {
		switch {
		case h.Lost:
			gold = append(gold, h.Name+" lost")
		case h.Dead:
			gold = append(gold, fmt.Sprintf("%s dead (%d gp)", h.Name, h.Gold))
		default:
			gold = append(gold, fmt.Sprintf("%s %d gp", h.Name, h.Gold))
		}
	}
	return fmt.Sprintf("Between quests %d and %d of %s. Gold: %s. Buy, give or sell items, raise the dead; then Set out.",
		info.Quest, info.Quest+1, info.Title, strings.Join(gold, ", "))
}

// shopTip words an item's card: its bonus, who may use it, its hands or
// slot, and its text.
func shopTip(it ba.ShopItem) string {
	var parts []string
	for _, b := range []struct {
		name string
		n    int
	}{{"Attack", it.Bonus.Attack}, {"Missile", it.Bonus.Missile}, {"Defend", it.Bonus.Defend}} {
		if b.n != 0 {
			parts = append(parts, fmt.Sprintf("%s Success %+d%%", b.name, b.n))
		}
	}
	where := "worn: " + it.Slot
	switch it.Hands {
	case 1:
		where = "held in one hand"
	case 2:
		where = "held in both hands"
	}
	parts = append(parts, "who: "+it.Who, where)
	return it.Name + ": " + strings.Join(parts, "; ") + ". " + it.Text
}

// shopLabel words a gift, a sale or the priest's raising of the dead.
func shopLabel(g *ba.Game, a ba.Action, price int) (string, string) {
	to := string(a.Target)
	if i := g.MiniByID(a.Target); i >= 0 {
		to = g.MiniName(i)
	}
	item := ""
	if len(a.Items) > 0 {
		item = a.Items[0]
		if it, ok := g.Catalog().Item(item); ok {
			item = it.Name
		}
	}
	switch {
	case a.Kind == ba.ActResurrect:
		return fmt.Sprintf("Raise %s: %d gp", to, price), "A priest raises the dead hero, whose body was carried home, to full Health."
	case a.Kind == ba.ActSell:
		return fmt.Sprintf("Sell %s the %s for %d gp", to, item, a.Gold), "Heroes buy and sell between themselves (never to the shop); " + to + " pays."
	case len(a.Items) > 0:
		return "Give " + to + " the " + item, "It goes into his backpack."
	}
	return fmt.Sprintf("Give %s %d gp", to, a.Gold), "Pool the party's gold: he may buy what you cannot."
}
