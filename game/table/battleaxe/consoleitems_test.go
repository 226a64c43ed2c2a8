package battleaxe

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	ba "skirmish/rules/battleaxe"
)

// shownStat returns the base and current values the console window shows
// for stat name (the lines after its name in the window's texts).
func shownStat(texts, name string) (string, string) {
	lines := strings.Split(texts, "\n")
	for i, l := range lines {
		if l == name && i+2 < len(lines) {
			return lines[i+1], lines[i+2]
		}
	}
	return "", ""
}

// TestConsoleWithItems: the console window shows the holding slots, the
// wearing slots, the backpack, the spells and the traits used; on the
// hero's own turn Hold through it changes what he holds, and with it the
// current Attack shown ("whenever you change the items that you are
// holding or wearing then the Hero Stats current values could change!").
func TestConsoleWithItems(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 1, nil)
	for _, scale := range []int{100, 125} {
		t.Run(fmt.Sprintf("%d%%", scale), func(t *testing.T) {
			d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
			d.App.Settings.UIScale = scale
			c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
			d.TicksN(2)
			g := c.Game()
			h := g.SeatHero(c.side())
			cat := g.Catalog()
			weapon := ""
			for _, i := range g.HeroKit(h).Held {
				if cat.Items[i].Bonus.Attack != 0 {
					weapon = cat.Items[i].Name
				}
			}
			if weapon == "" {
				t.Fatalf("%s holds no weapon that adds to his Attack", g.MiniName(h))
			}
			if !pressOption(d, c, "Console: hold", "") {
				t.Fatalf("no console entry in %v", c.choices)
			}
			d.TicksN(2)
			texts := windowTexts(d)
			for _, want := range []string{"Holding", "Wearing", "Head: ", "Body: ", "Hands: ", "Legs: ", "Feet: ", "Backpack: ", "Traits used", "Spells to cast", "[x] " + weapon, "Base", "Current"} {
				if !strings.Contains(texts, want) {
					t.Errorf("the console lacks %q:\n%s", want, texts)
				}
			}
			before := g.Mini(h).Stats.Attack
			if base, cur := shownStat(texts, "Attack"); cur != fmt.Sprintf("%d%%", before) || base != fmt.Sprintf("%d%%", g.HeroKit(h).Base.Attack) {
				t.Errorf("the console shows Attack base %q current %q, want %d%% and %d%%", base, cur, g.HeroKit(h).Base.Attack, before)
			}
			gametest.Frame(t, d.App, fmt.Sprintf("battleaxe-console-%d", scale))
			d.ClickButton("[x] " + weapon)
			d.ClickButton("Hold ")
			g = c.Game()
			after := g.Mini(h).Stats.Attack
			if after == before {
				t.Fatalf("Attack %d%% before and after putting the %s away", before, weapon)
			}
			if d.Window() == nil {
				t.Fatal("the console closed after Hold")
			}
			texts = windowTexts(d)
			if _, cur := shownStat(texts, "Attack"); cur != fmt.Sprintf("%d%%", after) {
				t.Errorf("after Hold the console shows Attack %q, want %d%%:\n%s", cur, after, texts)
			}
			if !strings.Contains(texts, "Backpack: "+weapon) || strings.Contains(texts, "[x] "+weapon) {
				t.Errorf("the %s is not back-packed:\n%s", weapon, texts)
			}
			acts := c.ses.History().Actions()
			if a, ok := acts[len(acts)-1].(ba.Action); !ok || a.Kind != ba.ActHold {
				t.Errorf("the last action is %v, want a hold", acts[len(acts)-1])
			}
		})
	}
}

// TestConsoleTakeOffAndTrade: through the console window, taking off the
// worn armour lowers the current Defend shown and empties its slot
// ("Change a Worn Item: put on or take off a worn item from/to his
// backpack"); on another table, giving an item to the adjacent hero puts
// it in his backpack ("exchange items with an adjacent hero").
func TestConsoleTakeOffAndTrade(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 1, nil)
	open := func() (*gametest.Driver, *dungeon, int) {
		d := gametest.NewDriverSized(t, kinds, image.Pt(1280, 800))
		c := openAt(t, d.App, setup, gametest.Humans(seatsOf(t, setup)), nil)
		d.TicksN(2)
		c.f.Choose(optionLabelled(c, "Console: hold"))
		d.TicksN(2)
		if d.Window() == nil {
			t.Fatal("no console window")
		}
		return d, c, c.Game().SeatHero(c.side())
	}
	d, c, h := open()
	var armour *ba.Item
	cat := c.Game().Catalog()
	for _, i := range c.Game().HeroKit(h).Worn {
		if cat.Items[i].Slot == ba.Body {
			armour = &cat.Items[i]
		}
	}
	if armour == nil {
		t.Fatalf("%s wears nothing on his body", c.Game().MiniName(h))
	}
	before := c.Game().Mini(h).Stats.Defend
	d.ClickButton("Take off " + armour.Name)
	after := c.Game().Mini(h).Stats.Defend
	texts := windowTexts(d)
	if _, cur := shownStat(texts, "Defend"); after != before-armour.Bonus.Defend || cur != fmt.Sprintf("%d%%", after) {
		t.Errorf("Defend %d%% then %d%% (shown %q); the %s gives %+d", before, after, cur, armour.Name, armour.Bonus.Defend)
	}
	if !strings.Contains(texts, "Body: empty") || !strings.Contains(texts, "Backpack: "+armour.Name) {
		t.Errorf("the armour taken off is not in the backpack:\n%s", texts)
	}

	d, c, h = open()
	b := d.CurrentButton("Give ")
	if b == nil {
		t.Fatal("no Give in the console")
	}
	item := strings.TrimPrefix(b.Text().Label, "Give ")
	d.ClickRect(b.GetWidget().Rect)
	g := c.Game()
	other := -1
	for s := range g.Seats() {
		if o := g.SeatHero(s); o != h && strings.Contains(itemList(cat, g.HeroKit(o).Backpack, false), item) {
			other = o
		}
	}
	if other < 0 {
		t.Errorf("nobody has the %s given in his backpack", item)
	}
}
