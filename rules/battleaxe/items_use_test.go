package battleaxe

import (
	"strings"
	"testing"
)

const fighterRoom = `
map:
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|F W T . . . . . . . . . . . . . . h|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
legend:
F: hero human-fighter
W: hero human-wizard
T: hero thomas
h: enemy goblin
`

// give puts item id into hero id's backpack (setting up a position).
func give(t *testing.T, g *Game, hero byte, id string) {
	t.Helper()
	i := g.cat.itemIndex(id)
	if i < 0 {
		t.Fatalf("no item %s", id)
	}
	k := &g.kits[g.MiniByID(hero)]
	k.Backpack = append(k.Backpack, uint8(i))
}

// "Green pegs represent the hero's base (starting) values ... The red pegs
// represent the current values to account for any carried weapon, carried
// shield, worn armour, wounds, etc." Each item held or worn adds its card's
// bonus to the current values; back-packed, nothing.
func TestSeedItemsChangeTheCurrentValues(t *testing.T) {
	g := game(t, fighterRoom)
	f := g.MiniByID('F')
	base := g.kits[f].Base
	for _, it := range g.cat.Items {
		k := &g.kits[f]
		k.Held, k.Worn, k.Backpack = nil, nil, []uint8{uint8(g.cat.itemIndex(it.ID))}
		g.restat(f)
		if g.minis[f].Stats != base {
			t.Fatalf("%s back-packed: %+v", it.ID, g.minis[f].Stats)
		}
		switch {
		case it.Slot == Pack:
			continue
		case it.Slot == Held:
			k.Held, k.Backpack = k.Backpack, nil
		default:
			k.Worn, k.Backpack = k.Backpack, nil
		}
		g.restat(f)
		if want := base.Plus(it.Bonus).Pegged(); g.minis[f].Stats != want || g.minis[f].Missile != (it.Use == MissileWeapon && it.Slot == Held) {
			t.Errorf("%s: %+v, want %+v", it.ID, g.minis[f].Stats, want)
		}
	}

	g = game(t, fighterRoom)
	th := g.MiniByID('T')
	// "he started with a base Attack Success of 55% but is holding a sword
	// that provides a 5% bonus, so the current value is 60%."
	if s := g.minis[th].Stats; g.kits[th].Base.Attack != 55 || s.Attack != 60 || s.Defend != 40 {
		t.Fatalf("Thomas: %+v", s)
	}
	// A shield and armour: Defend 35 + 5 (Leather Armour) + 5 (Wooden Shield).
	give(t, g, 'T', "wooden-shield")
	do(t, g, "T hold sword wooden-shield")
	if s := g.minis[th].Stats; s.Defend != 45 || s.Attack != 60 || g.minis[th].Missile {
		t.Fatalf("Thomas with sword and shield: %+v", s)
	}
	// "he started with a base Health of 7 but has suffered 2 wounds and so
	// his Health is currently 5."
	g.wound(nil, g.MiniByID('h'), th, 2)
	if m := g.minis[th]; m.Health != 5 || m.Stats.Health != 7 || g.kits[th].Base.Health != 7 {
		t.Fatalf("Thomas wounded twice: Health %d of %d", m.Health, m.Stats.Health)
	}
	// Taking off armour lowers the red peg again.
	g = game(t, fighterRoom)
	do(t, g, "T remove leather-armour")
	if s := g.minis[th].Stats; s.Defend != 35 {
		t.Fatalf("Thomas without armour: Defend %d", s.Defend)
	}
}

// "The hero must be Tall or Heavy." "The hero must be Short." "Cannot be
// used by a Wizard or Druid": checked when holding, wearing and starting.
func TestSeedItemRequirements(t *testing.T) {
	c := std(t)
	for _, tc := range []struct {
		item, hero string
		ok         bool
	}{
		{"great-sword", "human-fighter", true},
		{"great-sword", "human-wizard", false}, // "Cannot be used by a Wizard
		{"great-sword", "elf-druid", false},    // or Druid"
		{"great-sword", "dwarf-fighter", true}, // short but heavy
		{"great-sword", "elf-fighter", true},   // light but tall
		{"great-sword", "gnome-fighter", false},
		{"leather-armour", "dwarf-fighter", false}, // "must be Tall"
		{"leather-armour-small", "dwarf-fighter", true},
		{"leather-armour-small", "human-fighter", false}, // "must be Short"
		{"shortbow", "halfling-burglar", false},
		{"crossbow", "elf-wizard", true},
		{"mace", "elf-fighter", false}, // heavy only
		{"mace", "human-wizard", false},
		{"battle-axe", "human-priest", false},
		{"rope", "gnome-wizard", true},
		{"shrieking-whistle", "halfling-priest", true},
	} {
		it, _ := c.Item(tc.item)
		s := sheetOf(t, c, tc.hero)
		if got := it.UsableBy(s.Tall(), s.Heavy(), s.Role.ID); got != tc.ok {
			t.Errorf("%s by %s: %v, want %v", tc.item, tc.hero, got, tc.ok)
		}
	}
	g := game(t, fighterRoom)
	give(t, g, 'W', "great-sword")
	give(t, g, 'W', "chain-armour")
	give(t, g, 'W', "healing-potion")
	if why := refuse(t, g, "W hold great-sword"); !strings.Contains(why, "cannot use the Great Sword") {
		t.Fatal(why)
	}
	if why := refuse(t, g, "W wear chain-armour"); !strings.Contains(why, "cannot wear the Chain Armour") {
		t.Fatal(why)
	}
	if why := refuse(t, g, "W hold healing-potion"); !strings.Contains(why, "backpack, not held") {
		t.Fatal(why)
	}
	if why := refuse(t, g, "W wear healing-potion"); !strings.Contains(why, "backpack, not worn") {
		t.Fatal(why)
	}
	// He may still carry it and give it away: "any items that are being held
	// or are within each heroes' backpacks can be freely exchanged".
	do(t, g, "W trade F give great-sword")
	do(t, g, "W end", "F hold great-sword")
	if s := mini(t, g, 'F').Stats; s.Attack != 65 {
		t.Fatalf("the fighter with a Great Sword: Attack %d, want 55 + 10", s.Attack)
	}
}

// Potion items: "The player can also ... drink a potion (if he has one)"
// (free); "pouring a healing potion into his mouth (this is an action for
// the pourer and the heroes must be adjacent)". A scroll casts its spell
// once, by any hero, without the console's spells (a ruling).
func TestPotionAndScrollItems(t *testing.T) {
	g := game(t, fighterRoom)
	th := g.MiniByID('T')
	g.wound(nil, g.MiniByID('h'), th, 4) // Health 3 of 7
	give(t, g, 'T', "healing-potion")
	give(t, g, 'T', "greater-healing-potion")
	if why := refuse(t, g, "W drink"); !strings.Contains(why, "no healing potion") {
		t.Fatal(why)
	}
	do(t, g, "W end")
	do(t, g, "T drink") // his first potion: the Healing Potion, +2
	if m := g.minis[th]; m.Health != 5 || g.itemNames(g.kits[th].Backpack) != "Greater Healing Potion" {
		t.Fatalf("Health %d, backpack %s", m.Health, g.itemNames(g.kits[th].Backpack))
	}
	if why := refuse(t, g, "T drink healing-potion"); !strings.Contains(why, "no Healing Potion") {
		t.Fatal(why)
	}
	do(t, g, "T drink greater-healing-potion") // +4, never above full Health
	if m := g.minis[th]; m.Health != 7 || len(g.kits[th].Backpack) != 0 {
		t.Fatalf("Health %d", m.Health)
	}

	// Pouring: Thomas unconscious, the wizard beside him.
	g = game(t, fighterRoom)
	g.wound(nil, g.MiniByID('h'), th, 7)
	give(t, g, 'W', "healing-potion")
	do(t, g, "W pour T healing-potion")
	if m := g.minis[th]; m.Health != 2 || !m.Conscious() {
		t.Fatalf("poured: Health %d", m.Health)
	}

	// A Scroll of Healing read by a wizard, who has no holy spells.
	g = game(t, fighterRoom)
	g.wound(nil, g.MiniByID('h'), th, 3)
	give(t, g, 'W', "healing-scroll")
	if why := refuse(t, g, "W cast heal T"); !strings.Contains(why, "no access to holy") {
		t.Fatal(why)
	}
	seat := g.seatOf(g.MiniByID('W'))
	offered := false
	for _, a := range g.Legal(seat) {
		offered = offered || a.(Action).String() == "W cast healing-scroll T"
	}
	if !offered {
		t.Fatal("the scroll is not offered")
	}
	left := g.kits[g.MiniByID('W')].SpellsLeft
	evs := do(t, g, "W cast healing-scroll T")
	w := g.kits[g.MiniByID('W')]
	if m := g.minis[th]; m.Health != 7 || w.SpellsLeft != left || w.Cast != 0 || g.itemNames(w.Backpack) != "Shortbow" || !strings.Contains(texts(evs), "Heal from a scroll") {
		t.Fatalf("Health %d, spells %v, backpack %s\n%s", m.Health, w.SpellsLeft, g.itemNames(w.Backpack), texts(evs))
	}
}
