package battleaxe

import (
	"strings"

	"skirmish/rules"
)

// CampaignInfo is what the table shows of a campaign: its title, the
// quests in order with those achieved, the quest played (in the shop, the
// next one), whether the heroes are in the shop, the price of raising the
// dead, and each seat's hero.
type CampaignInfo struct {
	Title, Blurb string
	Quest        int // from 0
	Quests       []string
	Won          []bool
	Shopping     bool
	Over         bool
	Resurrect    int // gold pieces
	Heroes       []CampaignHero
}

// CampaignHero is one seat's hero in a campaign: his gold pieces (those
// found in the quest under way included), whether he is dead (a priest
// may raise him), lost (left in the dungeon) or, in the shop, has set out.
type CampaignHero struct {
	Seat                 rules.Seat
	Name                 string
	Gold                 int
	Dead, Lost, SetOut   bool
	Tall, Heavy          bool
	Held, Worn, Backpack []string // item ids
}

// Campaign returns the campaign under way, false outside campaigns.
func (g *Game) Campaign() (CampaignInfo, bool) {
	c := g.camp
	if c == nil {
		return CampaignInfo{}, false
	}
	info := CampaignInfo{Title: c.c.Title, Blurb: c.c.Blurb, Quest: int(c.quest), Shopping: c.shop, Over: c.ended, Resurrect: c.c.Resurrect}
	for i := range c.c.Quests {
		info.Quests = append(info.Quests, g.campaignQuestTitle(i))
		info.Won = append(info.Won, c.won&(1<<i) != 0)
	}
	ids := func(list []uint8) []string {
		var out []string
		for _, i := range list {
			out = append(out, g.cat.Items[i].ID)
		}
		return out
	}
	for s, h := range g.seats {
		m, k := &g.minis[h], &g.kits[h]
		info.Heroes = append(info.Heroes, CampaignHero{Seat: rules.Seat(s), Name: g.name(int(h)), Gold: g.goldOf(s),
			Dead: c.fate[s] == fateDead, Lost: c.fate[s] == fateLost, SetOut: c.ready&(1<<s) != 0,
			Tall: m.Tall, Heavy: m.Heavy, Held: ids(k.Held), Worn: ids(k.Worn), Backpack: ids(k.Backpack)})
	}
	return info, true
}

// ShopItem is an item the shop sells: its card, price and who may use it.
type ShopItem struct {
	ID, Name, Text string
	Cost           int
	Who            string // "anyone", or e.g. "tall or heavy"
	Bonus          Stats
	Hands          int // held items: 1 or 2; 0 for worn
	Slot           string
}

// ShopItems lists the items the shop sells (every item card with a
// price), in card order.
func (g *Game) ShopItems() []ShopItem {
	var out []ShopItem
	for i := range g.cat.Items {
		it := &g.cat.Items[i]
		if it.Cost <= 0 {
			continue
		}
		var who []string
		if it.NeedTall {
			who = append(who, "tall")
		}
		if it.NeedShort {
			who = append(who, "short")
		}
		if it.NeedHeavy {
			who = append(who, "heavy")
		}
		w := "anyone"
		if len(who) > 0 {
			w = strings.Join(who, " or ")
		}
		si := ShopItem{ID: it.ID, Name: it.Name, Text: it.Text, Cost: it.Cost, Who: w, Bonus: it.Bonus, Slot: it.Slot.String()}
		if it.Slot == Held {
			si.Hands = it.Hands
		}
		out = append(out, si)
	}
	return out
}

// ShopUsable reports whether seat's hero may use item id (its card's "The
// hero must be Tall or Heavy", "Cannot be used by a Wizard or Druid").
func (g *Game) ShopUsable(seat rules.Seat, id string) bool {
	it, ok := g.cat.Item(id)
	if !ok || int(seat) < 0 || int(seat) >= len(g.seats) {
		return false
	}
	return g.canUse(int(g.seats[seat]), it)
}
