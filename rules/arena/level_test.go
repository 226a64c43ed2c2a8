package arena

import (
	"errors"
	"strings"
	"testing"

	arenalevels "skirmish/levels/arena"
	"skirmish/rules"
	"skirmish/rules/grid"
)

// TestEmbeddedLevels checks that every embedded level parses, with both
// sides on the map, and that the pack holds the seed's armoury and at
// least eight fighters.
func TestEmbeddedLevels(t *testing.T) {
	files := arenalevels.List()
	if len(files) != len(scenarios(t)) {
		t.Fatalf("%d level files, %d parse", len(files), len(scenarios(t)))
	}
	for _, f := range files {
		if _, err := ParseLevel(f.Name, f.Path, f.Source); err != nil {
			t.Fatal(err)
		}
	}
	pk, err := basePack()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"dagger", "longsword", "poleaxe", "spear", "greatsword", "maul", "javelin", "shortbow", "crossbow",
		"buckler", "round", "kite", "padded", "ceramic", "leather", "liskhide", "chain", "plate"} {
		if pk.Item(id) < 0 {
			t.Errorf("the armoury has no %s", id)
		}
	}
	if len(pk.Profiles) < 8 {
		t.Errorf("%d fighters; want 8 at least", len(pk.Profiles))
	}
	// What the seed says of each item, as the pack must keep it.
	for _, tc := range []struct {
		id    string
		check func(*Item) bool
		quote string
	}{
		{"longsword", func(it *Item) bool { return it.Weight == 2 }, "they also cost 2 APs for every swing"},
		{"greatsword", func(it *Item) bool { return it.Weight == 3 }, "Kosh: 4 APs, then -2 after two swings"},
		{"buckler", func(it *Item) bool { return it.Weight == 1 }, "For the second, he uses the buckler which leaves him with 0 APs"},
		{"spear", func(it *Item) bool { return it.Weight == 2 }, "Each time it spends an AP to attack, Hulkiss must spend 2"},
		{"poleaxe", func(it *Item) bool { return it.Weight == 3 }, "1 AP left ... -2 AP"},
		{"leather", func(it *Item) bool { return it.DR == 3 }, "leather armour (DR 3)"},
		{"chain", func(it *Item) bool { return it.DR == 5 }, "chain armour (DR 5)"},
		{"plate", func(it *Item) bool { return it.DR == 5 && it.Vigil == -4 }, "-4 Penalty to Wits + Vigilance rolls ... DR 5"},
		{"kite", func(it *Item) bool { return it.Damage < 0 }, "The kite shield has a Damage Penalty"},
		{"maul", func(it *Item) bool { return it.Weight <= it.Damage }, "a -Weight Penalty in small passages"},
	} {
		if !tc.check(&pk.Items[pk.Item(tc.id)]) {
			t.Errorf("%s does not fit %q", tc.id, tc.quote)
		}
	}
}

// TestLevelErrors checks that broken levels are refused with the line at
// fault, never a panic.
func TestLevelErrors(t *testing.T) {
	head := "title: T\nside 1: L\nside 2: D\n"
	for _, tc := range []struct {
		body string
		line int
		says string
	}{
		{"map:\nA0\n0x\nlegend:\nA: kosh\n", 6, "not in the legend"},
		{"map:\nA0\n0?\nlegend:\nA: kosh\n", 6, "not a height"},
		{"map:\nA0\n00\nlegend:\nA: kosh\n", 5, "each side needs"},
		{"map:\nAa\n0\nlegend:\nA: kosh\na: goblin\n", 6, "wide"},
		{"map:\nAa\nlegend:\nA: kosh\na: nobody\n", 8, "not a fighter"},
		{"map:\nAa\nlegend:\nA: kosh\na: goblin on 12\n", 8, "height"},
		{"map:\nAa\nlegend:\nA: kosh\na: goblin\nb: goblin\n", 9, "not on the map"},
		{"rounds: 0\nmap:\nAa\nlegend:\nA: kosh\na: goblin\n", 4, "rounds"},
		{"map:\nAa\nlegend:\nA: kosh\na: x\nfighters:\nfighter x \"X\" str 1 dex 1 spd 0 wits 0 flight 2\n", 10, "flight needs wings"},
		{"map:\nAa\nlegend:\nA: kosh\na: x\nfighters:\nfighter x \"X\" str 1 dex 1 spd 0 wits 0 quadruped hexapod\n", 10, "legs of another kind"},
		{"map:\nAa\nlegend:\nA: kosh\na: x\nfighters:\nfighter x \"X\" str 1 dex 1 spd 0 wits 0 hold dagger hold spear hold maul\n", 10, "two hands"},
		{"map:\nAa\nlegend:\nA: kosh\na: x\nfighters:\nfighter x \"X\" str 1 dex 1 spd 0 wits 0 armour dagger\n", 10, "no such item"},
		{"map:\nAa\nlegend:\nA: kosh\na: goblin\nfighters:\nweapon dagger \"D\" bonus 0 damage 0 weight 1\n", 10, "named twice"},
		{"map:\nAa\nlegend:\nA: kosh\na: goblin\nfighters:\nweapon sling \"S\" bonus 0 weight 1\n", 10, "damage is missing"},
	} {
		_, err := ParseLevel("t", "t.txt", []byte(head+tc.body))
		var fe *FileError
		if !errors.As(err, &fe) || fe.Line != tc.line || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%q: %v; want line %d saying %q", tc.body, err, tc.line, tc.says)
		}
	}
}

// TestDecodeDamaged checks that damaged encodings are refused, never
// misread or panicking.
func TestDecodeDamaged(t *testing.T) {
	g, err := Setup(scenarios(t)[0], 5, rulesOptions())
	if err != nil {
		t.Fatal(err)
	}
	enc := g.Encode()
	for n := 0; n < len(enc); n += 7 {
		if _, err := Decode(enc[:n]); err == nil {
			t.Fatalf("%d of %d bytes decode", n, len(enc))
		}
	}
	for n := len(enc) - 200; n < len(enc); n++ {
		bad := append([]byte(nil), enc...)
		bad[n] ^= 0x55
		if back, err := Decode(bad); err == nil {
			if err := back.CheckInvariants(); err != nil {
				t.Fatalf("byte %d flipped: a decoded game breaks its invariants: %v", n, err)
			}
		}
	}
}

func rulesOptions() rules.Options { return rules.Options{} }

// TestTerrainSection: a level's terrain: section draws cover, webs, mud,
// narrow passages and darkness over the map, and a row of the wrong width
// or an unknown character is refused with its line.
func TestTerrainSection(t *testing.T) {
	src := "title: T\nside 1: One\nside 2: Two\nlight: twilight\nmap:\n0A0\n0#0\n0a0\nterrain:\n.n+\n=#o\nw~d\nlegend:\nA: goblin\na: goblin\n"
	lvl, err := ParseLevel("t", "t.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []Terrain{Open, Narrow, Bush, Parapet, Open, Loophole, Web, Mud, Dark}
	for i, w := range want {
		if got := lvl.TerrainAt(grid.Pt(i%3, i/3)); got != w {
			t.Errorf("square %s: %s, want %s", grid.Pt(i%3, i/3), got, w)
		}
	}
	if lvl.Light != Twilight || !lvl.IsDark(grid.Pt(2, 2)) || lvl.IsDark(grid.Pt(0, 0)) {
		t.Errorf("light %s; dark c3 %v, a1 %v", lvl.Light, lvl.IsDark(grid.Pt(2, 2)), lvl.IsDark(grid.Pt(0, 0)))
	}
	if lvl.Start[0].Facing != grid.South || lvl.Start[1].Facing != grid.North {
		t.Errorf("facings %s, %s: each starts facing its enemy", lvl.Start[0].Facing, lvl.Start[1].Facing)
	}
	for _, bad := range []string{".n\n=#o\nw~d\n", ".n+\n=#o\nw~x\n"} {
		s := strings.Replace(src, ".n+\n=#o\nw~d\n", bad, 1)
		if _, err := ParseLevel("t", "t.txt", []byte(s)); err == nil || !strings.Contains(err.Error(), "t.txt:1") {
			t.Errorf("%q: error %v, want one naming t.txt and the line", bad, err)
		}
	}
}
