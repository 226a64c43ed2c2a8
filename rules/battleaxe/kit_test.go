package battleaxe

import (
	"strings"
	"testing"
)

const adventurerRoom = `
map:
+-+-+-+-+-+-+
|V . . . . h|
+-+-+-+-+-+-+
legend:
V: hero vex
h: enemy orc
`

// "swap the items he is holding: the card(s) are moved to/from the
// 'Holding Slot' area of the hero console from/to the 'Backpack' area" —
// one action; "whenever you change the items that you are holding or
// wearing then the Hero Stats current values could change!"
func TestSeedSwappingHeldItemsIsAnActionAndChangesStats(t *testing.T) {
	g := game(t, adventurerRoom, pct(90)...)
	v := mini(t, g, 'V')
	if v.Missile || v.Stats.Missile != 55 {
		t.Fatalf("Vex starts holding his dagger, the shortbow back-packed: missile %v %d", v.Missile, v.Stats.Missile)
	}
	if why := refuse(t, g, "V shoot h"); !strings.Contains(why, "no missile weapon") {
		t.Fatal(why)
	}
	if why := refuse(t, g, "V hold dagger shortbow"); !strings.Contains(why, "3 hands") {
		t.Fatal(why)
	}
	do(t, g, "V hold shortbow")
	if v := mini(t, g, 'V'); !v.Missile || v.Stats.Missile != 60 || v.Stats.Attack != 50 {
		t.Fatalf("holding the shortbow: %+v", v.Stats)
	}
	refuse(t, g, "V shoot h") // the swap was his action
	if why := refuse(t, g, "V hold sword"); !strings.Contains(why, "no Sword") && !strings.Contains(why, "Standard Action") {
		t.Fatal(why)
	}
}

// "As an action a hero can put on or take off a single worn item ... The
// hero cannot move during a turn that he is putting on or removing a worn
// item."
func TestSeedChangingAWornItemIsAnActionWithoutMoving(t *testing.T) {
	g := game(t, adventurerRoom, 3)
	do(t, g, "V remove leather-armour")
	if v := mini(t, g, 'V'); v.Stats.Defend != 35 {
		t.Fatalf("without armour Defend %d, want 35", v.Stats.Defend)
	}
	if why := refuse(t, g, "V move b1"); !strings.Contains(why, "cannot move") {
		t.Fatal(why)
	}
	g = game(t, adventurerRoom, 3)
	do(t, g, "V move b1")
	if why := refuse(t, g, "V remove leather-armour"); !strings.Contains(why, "has moved") {
		t.Fatal(why)
	}
	g = game(t, adventurerRoom)
	if why := refuse(t, g, "V wear shortbow"); !strings.Contains(why, "held, not worn") {
		t.Fatal(why)
	}
	// A gnome (short) may not wear the tall folk's armour.
	g = game(t, "map:\n+-+-+\n|P h|\n+-+-+\nlegend:\nP: hero pim\nh: enemy orc\n")
	k := &g.kits[g.MiniByID('P')]
	k.Backpack = append(k.Backpack, uint8(g.cat.itemIndex("leather-armour")))
	if why := refuse(t, g, "P wear leather-armour"); !strings.Contains(why, "cannot wear") {
		t.Fatal(why)
	}
}

// "As a single action a hero can; 1) swap the items he is holding ... AND 2)
// exchange items with an adjacent hero: any items that are being held or
// are within each heroes' backpacks can be freely exchanged (both ways)."
func TestSeedSwapAndExchangeIsOneAction(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+
|V A . h|
+-+-+-+-+
legend:
V: hero vex
A: hero thomas
h: enemy orc
`)
	do(t, g, "V trade A give dagger take sword sling")
	k := g.kits[g.MiniByID('V')]
	if g.itemNames(k.Held) != "nothing" || len(k.Backpack) != 3 {
		t.Fatalf("Vex holds %s, backpack %d items", g.itemNames(k.Held), len(k.Backpack))
	}
	if a := mini(t, g, 'A'); a.Missile || a.Stats.Attack != 55 {
		t.Fatalf("Thomas gave up his sword and sling: %+v missile %v", a.Stats, a.Missile)
	}
	do(t, g, "V hold sword") // the swap, in the same action
	if v := mini(t, g, 'V'); v.Stats.Attack != 55 {
		t.Fatalf("Vex with a sword: attack %d, want 50 + 5", v.Stats.Attack)
	}
	if why := refuse(t, g, "V hold shortbow"); !strings.Contains(why, "Standard Action") {
		t.Fatal(why)
	}
	refuse(t, g, "V trade A take leather-armour") // worn: not traded
}
