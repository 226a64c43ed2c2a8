package battleaxe

import (
	"strings"
	"testing"
)

func sheetOf(t *testing.T, c *Catalog, id string) Sheet {
	t.Helper()
	i, ok := c.Hero(id)
	if !ok {
		t.Fatalf("no hero %s", id)
	}
	s, err := c.Sheet(i)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func kitWords(s Sheet) string {
	return "held " + strings.Join(s.Held, " ") + "; worn " + strings.Join(s.Worn, " ") + "; backpack " + strings.Join(s.Backpack, " ")
}

// The role and equipment blocks: "Starting Spells None / Starting
// Equipment Dagger Shortbow Leather Armour" (Adventurer), "None / Sword
// Sling" (Barbarian), "1 Holy spell / Sword Sling Leather Armour"
// (Paladin), "4 Holy spells / Dagger Sling" (Priest), "4 Arcane spells. /
// Dagger Shortbow" (Wizard). The Burglar, Druid and Fighter blocks are
// original.
func TestSeedStartingKits(t *testing.T) {
	c := std(t)
	for _, tc := range []struct {
		role, kit string
		spells    Spells
		human     string
	}{
		{"adventurer", "dagger shortbow leather-armour", Spells{}, "held dagger; worn leather-armour; backpack shortbow"},
		{"barbarian", "sword sling", Spells{}, "held sword sling; worn ; backpack "},
		{"paladin", "sword sling leather-armour", Spells{Holy: 1}, "held sword sling; worn leather-armour; backpack "},
		{"priest", "dagger sling", Spells{Holy: 4}, "held dagger sling; worn ; backpack "},
		{"wizard", "dagger shortbow", Spells{Arcane: 4}, "held dagger; worn ; backpack shortbow"},
		{"burglar", "dagger sling leather-armour rope", Spells{}, "held dagger sling; worn leather-armour; backpack rope"},
		{"druid", "dagger sling", Spells{Nature: 4}, "held dagger sling; worn ; backpack "},
		{"fighter", "sword wooden-shield shortbow leather-armour", Spells{}, "held sword wooden-shield; worn leather-armour; backpack shortbow"},
	} {
		r, _ := c.Role(tc.role)
		if got := strings.Join(r.Equipment, " "); got != tc.kit || r.Spells != tc.spells {
			t.Errorf("%s starts with %q and %+v", tc.role, got, r.Spells)
		}
		if got := kitWords(sheetOf(t, c, "human-"+tc.role)); got != tc.human {
			t.Errorf("human %s: %s, want %s", tc.role, got, tc.human)
		}
	}
	// Short heroes: "The hero must be Tall" (Shortbow, Leather Armour), "Tall
	// or Heavy" (Sword). A short hero takes the small races' version when
	// there is one ("This one has been made to be worn by 'the small
	// races'"), else back-packs the item (he may give it to a tall hero).
	for id, want := range map[string]string{
		"dwarf-adventurer":    "held dagger; worn leather-armour-small; backpack shortbow",
		"halfling-wizard":     "held dagger; worn ; backpack shortbow",
		"gnome-barbarian":     "held sword-small sling; worn ; backpack ",
		"dwarf-barbarian":     "held sword sling; worn ; backpack ", // heavy: the Sword is his
		"halfling-fighter":    "held sword-small; worn leather-armour-small; backpack wooden-shield shortbow",
		"deviling-adventurer": "held dagger; worn leather-armour; backpack shortbow", // a dagger and a two-handed bow are 3 hands
	} {
		if got := kitWords(sheetOf(t, c, id)); got != want {
			t.Errorf("%s: %s, want %s", id, got, want)
		}
	}
	hw := sheetOf(t, c, "halfling-wizard")
	if hw.Spells != (Spells{Arcane: 4}) || hw.Current.Missile != 55 || hw.Current.Attack != 35 {
		t.Errorf("halfling wizard: %+v %+v", hw.Spells, hw.Current)
	}
	da := sheetOf(t, c, "dwarf-adventurer")
	if da.Current.Defend != 45 || da.Current.Missile != 50 {
		t.Errorf("dwarf adventurer: %+v, want Defend 40 + 5 (small armour), Missile 50 (no bow in hand)", da.Current)
	}
}

// A role may not start with an item its own role cannot use (a ruling).
func TestRoleKitsMayNotBreakTheirOwnCards(t *testing.T) {
	c := &Catalog{}
	src := "item great-sword\n  name: Great Sword\n  kind: weapon\n  slot: one hand\n  not: wizard\n" +
		"role wizard\n  name: Wizard\n  health: +0\n  speed: +0\n  luck: +0\n  attacks: +0\n  attack: +0\n  missile: +0\n  defend: +0\n  equipment: great-sword\n"
	if err := c.ParseCards("w.cards", []byte(src)); err != nil {
		t.Fatal(err)
	}
	if err := c.Complete(); err == nil || !strings.Contains(err.Error(), "which a Wizard cannot use") {
		t.Fatalf("got %v", err)
	}
	c = &Catalog{}
	if err := c.ParseCards("w.cards", []byte("item x\n  name: X\n  kind: weapon\n  slot: body\n")); err == nil {
		t.Fatal("a worn weapon parsed")
	}
	if err := c.ParseCards("w.cards", []byte("item p\n  name: P\n  kind: potion\n  slot: one hand\n  heals: 2\n")); err == nil {
		t.Fatal("a held potion parsed")
	}
	c = &Catalog{}
	if err := c.ParseCards("w.cards", []byte("item p\n  name: P\n  kind: wand\n  slot: one hand\n")); err == nil || !strings.Contains(err.Error(), "kind") {
		t.Fatalf("a wand: %v", err)
	}
}

// The item cards: at least 25, each with the back of its card, the seed's
// own as printed.
func TestSeedItemCards(t *testing.T) {
	c := std(t)
	if len(c.Items) < 25 {
		t.Fatalf("%d item cards", len(c.Items))
	}
	type card struct {
		kind        string
		slot        Slot
		hands, cost int
		bonus       Stats
		tall, short bool
		heavy       bool
		not         string
	}
	for id, want := range map[string]card{
		// "Wooden Shield Defend Success +5% 25 gp ... The hero must be Tall or Heavy."
		"wooden-shield": {"armour", Held, 1, 25, Stats{Defend: 5}, true, false, true, ""},
		// "Sword Attack Success +5% 60 gp ... Tall or Heavy."
		"sword": {"weapon", Held, 1, 60, Stats{Attack: 5}, true, false, true, ""},
		// "Leather Armour Defend Success +5% 30 gp ... The hero must be Tall."
		"leather-armour": {"armour", Body, 0, 30, Stats{Defend: 5}, true, false, false, ""},
		// "(Worn: Body Slot) Leather Armour (Small) Defend Success +5% 30 gp ... Short."
		"leather-armour-small": {"armour", Body, 0, 30, Stats{Defend: 5}, false, true, false, ""},
		// "Weapon ... Great Sword Attack Success +10% 120 gp ... Tall or Heavy.
		// Cannot be used by a Wizard or Druid"
		"great-sword": {"weapon", Held, 1, 120, Stats{Attack: 10}, true, false, true, "wizard druid"},
		// "55 gp Shortbow Missile Success +5% ... Tall."
		"shortbow": {"missile weapon", Held, 2, 55, Stats{Missile: 5}, true, false, false, ""},
		// "Crossbow 165 gp Missile Success +15% ... Tall." "Two hands are needed"
		"crossbow": {"missile weapon", Held, 2, 165, Stats{Missile: 15}, true, false, false, ""},
		// "25 gp Rope ... Anyone can use this item." "the short-bow and rope
		// ... would both need to be held with 2 hands"
		"rope": {"item", Held, 2, 25, Stats{}, false, false, false, ""},
		// "25 gp Shrieking Whistle ... Anyone can use this item."
		"shrieking-whistle": {"item", Held, 1, 25, Stats{}, false, false, false, ""},
		// "if a hero no longer needs a dagger, he cannot simply sell it to
		// receive 25 gold pieces"
		"dagger": {"weapon", Held, 1, 25, Stats{}, false, false, false, ""},
	} {
		it, ok := c.Item(id)
		if !ok {
			t.Fatalf("no item %s", id)
		}
		got := card{it.Kind, it.Slot, it.Hands, it.Cost, it.Bonus, it.NeedTall, it.NeedShort, it.NeedHeavy, strings.Join(it.Not, " ")}
		if got != want {
			t.Errorf("%s: %+v, want %+v", id, got, want)
		}
	}
	slots := map[Slot]bool{}
	kinds := map[string]int{}
	for _, it := range c.Items {
		slots[it.Slot] = true
		kinds[it.Kind]++
		if (it.Kind == "weapon") != (it.Use == HandWeapon) || (it.Kind == "missile weapon") != (it.Use == MissileWeapon) {
			t.Errorf("%s: kind %s, use %d", it.ID, it.Kind, it.Use)
		}
	}
	for s := Held; s <= Pack; s++ {
		if !slots[s] {
			t.Errorf("no item for the %s slot", s)
		}
	}
	for _, k := range itemKinds {
		if kinds[k] == 0 {
			t.Errorf("no %s", k)
		}
	}
}
