package battleaxe

import (
	"fmt"
	"strings"
	"testing"

	"skirmish/rules"
)

// createdBlocks is every race block plus every role block, as the console's
// green pegs: Health, Speed, Luck, Attacks, Attack, Missile, Defend. The
// human rows for the adventurer, barbarian, paladin, priest and wizard add
// the seed's columns ("Starting Block: Human ... Health 6 ... Adventurer +1
// ..."; "the health would be 7 (= 6 + 1). The attack success would be 55%
// (= 45% + 10%)"); the half-orc barbarian's Health 8 + 3 is pegged at the
// console's 10.
const createdBlocks = `
human     adventurer  7  7 3 2 55 55 35
human     barbarian   9  6 1 3 60 50 35
human     burglar     6  8 3 1 50 55 35
human     druid       7  6 2 1 50 45 30
human     fighter     8  6 2 2 55 55 40
human     paladin     7  6 3 2 55 45 35
human     priest      7  6 2 1 50 50 30
human     wizard      6  6 2 1 45 45 25
deviling  adventurer  6  7 3 2 50 55 35
deviling  barbarian   8  6 1 3 55 50 35
deviling  burglar     5  8 3 1 45 55 35
deviling  druid       6  6 2 1 45 45 30
deviling  fighter     7  6 2 2 50 55 40
deviling  paladin     6  6 3 2 50 45 35
deviling  priest      6  6 2 1 45 50 30
deviling  wizard      5  6 2 1 40 45 25
dragonian adventurer  8  6 2 2 60 45 40
dragonian barbarian  10  5 0 3 65 40 40
dragonian burglar     7  7 2 1 55 45 40
dragonian druid       8  5 1 1 55 35 35
dragonian fighter     9  5 1 2 60 45 45
dragonian paladin     8  5 2 2 60 35 40
dragonian priest      8  5 1 1 55 40 35
dragonian wizard      7  5 1 1 50 35 30
dwarf     adventurer  8  5 3 2 60 50 40
dwarf     barbarian  10  4 1 3 65 45 40
dwarf     burglar     7  6 3 1 55 50 40
dwarf     druid       8  4 2 1 55 40 35
dwarf     fighter     9  4 2 2 60 50 45
dwarf     paladin     8  4 3 2 60 40 40
dwarf     priest      8  4 2 1 55 45 35
dwarf     wizard      7  4 2 1 50 40 30
elf       adventurer  6  8 3 2 50 65 35
elf       barbarian   8  7 1 3 55 60 35
elf       burglar     5  9 3 1 45 65 35
elf       druid       6  7 2 1 45 55 30
elf       fighter     7  7 2 2 50 65 40
elf       paladin     6  7 3 2 50 55 35
elf       priest      6  7 2 1 45 60 30
elf       wizard      5  7 2 1 40 55 25
gnome     adventurer  6  5 4 2 45 50 45
gnome     barbarian   8  4 2 3 50 45 45
gnome     burglar     5  6 4 1 40 50 45
gnome     druid       6  4 3 1 40 40 40
gnome     fighter     7  4 3 2 45 50 50
gnome     paladin     6  4 4 2 45 40 45
gnome     priest      6  4 3 1 40 45 40
gnome     wizard      5  4 3 1 35 40 35
halfling  adventurer  6  6 5 2 45 65 40
halfling  barbarian   8  5 3 3 50 60 40
halfling  burglar     5  7 5 1 40 65 40
halfling  druid       6  5 4 1 40 55 35
halfling  fighter     7  5 4 2 45 65 45
halfling  paladin     6  5 5 2 45 55 40
halfling  priest      6  5 4 1 40 60 35
halfling  wizard      5  5 4 1 35 55 30
half-orc  adventurer  9  6 2 2 65 45 30
half-orc  barbarian  10  5 0 3 70 40 30
half-orc  burglar     8  7 2 1 60 45 30
half-orc  druid       9  5 1 1 60 35 25
half-orc  fighter    10  5 1 2 65 45 35
half-orc  paladin     9  5 2 2 65 35 30
half-orc  priest      9  5 1 1 60 40 25
half-orc  wizard      8  5 1 1 55 35 20
`

// "You can create your own unique hero using the race block and the roles
// & equipment block. You can create 64 unique heroes!" Every race and role
// is a hero card after the 16 ready-to-play ones, its base values the two
// blocks added.
func TestSeedCreateSixtyFourHeroes(t *testing.T) {
	c := std(t)
	rows := strings.Split(strings.TrimSpace(createdBlocks), "\n")
	if len(rows) != 64 || len(c.Heroes) != c.ReadyToPlay()+64 {
		t.Fatalf("%d rows, %d hero cards after %d ready-to-play", len(rows), len(c.Heroes), c.ReadyToPlay())
	}
	for n, row := range rows {
		var race, role string
		var want Stats
		if _, err := fmt.Sscan(row, &race, &role, &want.Health, &want.Speed, &want.Luck, &want.Attacks, &want.Attack, &want.Missile, &want.Defend); err != nil {
			t.Fatal(err)
		}
		i, ok := c.Hero(race + "-" + role)
		if !ok || i != c.ReadyToPlay()+n {
			t.Fatalf("%s-%s: card %d, want %d", race, role, i, c.ReadyToPlay()+n)
		}
		s, err := c.Sheet(i)
		if err != nil {
			t.Fatal(err)
		}
		if h := c.Heroes[i]; !h.Created || h.Name != s.Race.Name+" "+s.Role.Name {
			t.Errorf("%s: %+v", h.ID, h)
		}
		if s.Base != want {
			t.Errorf("%s %s: base %+v, want %+v", race, role, s.Base, want)
		}
		if s.Base != s.Base.Pegged() || s.Current != s.Current.Pegged() || s.Spells != s.Spells.Pegged() {
			t.Errorf("%s %s outside the console's ranges: %+v %+v", race, role, s.Current, s.Spells)
		}
	}
	// Thomas is the ready-to-play human paladin: the same blocks.
	th, _ := c.Hero("thomas")
	hp, _ := c.Hero("human-paladin")
	a, _ := c.Sheet(th)
	b, _ := c.Sheet(hp)
	if a.Base != b.Base || a.Current != b.Current || a.Spells != b.Spells {
		t.Fatalf("Thomas %+v, Human Paladin %+v", a, b)
	}
}

// "Here the player can insert a piece of paper with details of the hero's
// name, race, role": a created hero is named in the muster; the name is in
// the notation, the events and the encoding.
func TestMusterNamesACreatedHero(t *testing.T) {
	for _, s := range []string{"A hero elf-wizard Mira Quickstep", "B hero thomas", "C hero dwarf-priest O'Dell-2", "A drink healing-potion", "A pour B healing-potion", "A cast healing-scroll B", "A drink"} {
		a, err := ParseAction(s)
		if err != nil || a.String() != s {
			t.Fatalf("%q: %v, reads back %q", s, err, a.String())
		}
	}
	for _, s := range []string{"A hero elf-wizard Mira!", "A hero elf-wizard 2Mira", "A hero elf-wizard Mirabella Quickstep Jr"} {
		if _, err := ParseAction(s); err == nil {
			t.Errorf("%q parses", s)
		}
	}
	if a, _ := ParseAction("A hero elf-wizard   Mira \t Quickstep"); a.Name != "Mira Quickstep" {
		t.Fatalf("spaces: %q", a.Name)
	}
	g, err := Setup(quests(t)[0], 1, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	evs := do(t, g, "A hero elf-wizard Mira Quickstep")
	if g.name(0) != "Mira Quickstep" || g.HeroName(0) != "Mira Quickstep" || !strings.Contains(texts(evs), "Seat A plays Mira Quickstep (Elf Wizard)") {
		t.Fatalf("%q\n%s", g.name(0), texts(evs))
	}
	if m := g.minis[0]; m.Stats.Missile != 55 || m.Tall != true || m.Heavy {
		t.Fatalf("an elf wizard: %+v", m)
	}
	refuse(t, g, "B hero elf-wizard Tam") // one seat a card
	do(t, g, "B hero human-fighter", "C hero thomas Tom", "D hero faelar")
	if g.name(g.MiniByID('B')) != "Human Fighter" || g.name(g.MiniByID('C')) != "Tom" || g.name(g.MiniByID('D')) != "Faelar" {
		t.Fatal(g.name(1), g.name(2), g.name(3))
	}
	back, err := Decode(g.Encode())
	if err != nil || back.Hash() != g.Hash() || back.name(0) != "Mira Quickstep" || back.name(2) != "Tom" {
		t.Fatalf("decode: %v %q", err, back.name(0))
	}
	c := g.clone()
	c.names[0] = "Mira"
	if c.Hash() == g.Hash() || g.name(0) != "Mira Quickstep" {
		t.Fatal("the name is not in the hash, or the clone shares it")
	}
}

// The console's ranges: "Chance of Success: 10 ... 95", "Health 0 ... 10",
// "Luck 0 ... 5", "Attacks 0 ... 5". A ruling makes them caps on the current
// values, whatever items add: a Success chance stays within 10% to 95%.
func TestConsoleRangesPegCurrentValues(t *testing.T) {
	g := game(t, adventurerRoom)
	v := g.MiniByID('V')
	k := &g.kits[v]
	k.Base.Defend, k.Base.Attack, k.Base.Luck = 90, 5, 7
	k.Held = []uint8{uint8(g.cat.itemIndex("dagger")), uint8(g.cat.itemIndex("wooden-shield"))}
	g.restat(v) // 90 + 5 (leather armour) + 5 (shield) = 100
	if s := g.minis[v].Stats; s.Defend != 95 || s.Attack != 10 || s.Luck != 5 {
		t.Fatalf("pegged: %+v, want Defend 95, Attack 10, Luck 5", s)
	}
	k.Base.Defend = 80
	g.restat(v)
	if s := g.minis[v].Stats; s.Defend != 90 {
		t.Fatalf("within the range: Defend %d, want 90", s.Defend)
	}
	if got := (Stats{Health: 11, Speed: -1, Attacks: 6, Missile: 100}).Pegged(); got != (Stats{Health: 10, Speed: 0, Attacks: 5, Attack: 10, Missile: 95, Defend: 10}) {
		t.Fatalf("Pegged %+v", got)
	}
	if got := (Spells{Arcane: 7, Holy: -1, Nature: 6}).Pegged(); got != (Spells{6, 0, 6}) {
		t.Fatalf("spells %+v", got)
	}
}

// "Items that are being worn ... need to be 'taken off' and moved to the
// 'Backpack' area, in an earlier round, before being swapped as an action
// in this round."
func TestSeedTakenOffItemsWaitForALaterRound(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|V A . . . . . . . . . . . . . . . h|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
legend:
V: hero vex
A: hero thomas
h: enemy goblin
`, seq(d6(1, 1, 1, 1, 1, 1, 1, 1), pct(90, 90, 90, 90))...)
	do(t, g, "V remove leather-armour", "V end")
	if why := refuse(t, g, "A trade V take leather-armour"); !strings.Contains(why, "took off the Leather Armour this round") {
		t.Fatal(why)
	}
	do(t, g, "A end")
	if g.round != 2 {
		t.Fatalf("round %d", g.round)
	}
	do(t, g, "A trade V take leather-armour")
	a := g.kits[g.MiniByID('A')]
	if g.itemNames(a.Backpack) != "Leather Armour" {
		t.Fatalf("Thomas's backpack: %s", g.itemNames(a.Backpack))
	}
	back, err := Decode(g.Encode())
	if err != nil || back.kits[back.MiniByID('V')].Off != g.kits[g.MiniByID('V')].Off || back.kits[back.MiniByID('V')].OffRound != 1 {
		t.Fatalf("decode: %v", err)
	}
}

// FuzzParseItemActions checks that the muster's names and the potion and
// scroll words read back exactly.
func FuzzParseItemActions(f *testing.F) {
	for _, s := range []string{"A hero elf-wizard Mira Quickstep", "C hero dwarf-priest O'Dell-2", "A drink healing-potion", "A pour B healing-potion", "A cast healing-scroll B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		b, err := ParseAction(a.String())
		if err != nil || b.String() != a.String() || b.Name != a.Name || (a.Name != "" && !ValidName(a.Name)) {
			t.Fatalf("%q -> %q -> %v %q", s, a.String(), err, b.String())
		}
	})
}
