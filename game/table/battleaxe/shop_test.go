package battleaxe

import (
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	ba "skirmish/rules/battleaxe"
)

// Between a campaign's quests the panel is the shop: the items with their
// prices, Set out, the party's gold; buying through the list pays the
// item's price from the hero's gold and puts it in his backpack.
func TestShopPanelBuysAnItem(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-ember-road", 1, nil)
	acts := rig.PlayedUntil(t, setup, shopping) // through the campaign's first quest
	d, c := drive(t, setup, gametest.Humans(seatsOf(t, setup)), acts)
	d.TicksN(3)
	g := c.Game()
	side := c.side()
	if side < 0 {
		t.Fatal("no human decides in the shop")
	}
	if s := c.statusLine(g); !strings.HasPrefix(s, "The shop: ") {
		t.Errorf("status line %q", s)
	}
	// The quest's last rolls stay with the quest: the tray is empty.
	if c.fillDice(g); len(c.tray.dice.Rolls) != 0 {
		t.Errorf("the tray shows %d rolls of the quest left behind in the shop", len(c.tray.dice.Rolls))
	}
	var buy *table.Choice
	setOut, items := false, 0
	for i := range c.choices {
		o := &c.choices[i]
		a, ok := actOf(*o)
		if !ok {
			continue
		}
		switch a.Kind {
		case ba.ActSetOut:
			setOut = true
		case ba.ActBuy:
			items++
			if !strings.Contains(o.Label, " gp") || !strings.Contains(o.Tip, "who: ") {
				t.Errorf("a buy entry without its price or who may use it: %q %q", o.Label, o.Tip)
			}
			if !o.Off && buy == nil {
				buy = o
			}
		}
	}
	if !setOut || items != len(g.ShopItems()) {
		t.Fatalf("the shop lists %d of %d items, set out %v: %v", items, len(g.ShopItems()), setOut, c.choices)
	}
	if buy == nil {
		t.Fatalf("the hero deciding can afford nothing: %v", c.choices)
	}
	info, _ := g.Campaign()
	before := info.Heroes[side].Gold
	bought, _ := actOf(*buy)
	it, _ := g.Catalog().Item(bought.Items[0])
	gametest.Frame(t, d.App, "battleaxe-shop")
	if !pressOption(d, c, "", bought.String()) {
		t.Fatalf("no entry to press for %s", bought)
	}
	d.TicksN(3)
	info, _ = c.Game().Campaign()
	if got := info.Heroes[side].Gold; got != before-it.Cost {
		t.Fatalf("after buying the %s (%d gp) from %d gp: %d gp", it.Name, it.Cost, before, got)
	}
	if c.ses.Position() != len(acts)+1 {
		t.Fatalf("position %d after the buy, want %d", c.ses.Position(), len(acts)+1)
	}
}
