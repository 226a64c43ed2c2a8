package battleaxe

import (
	"errors"
	"strings"
	"testing"

	lv "skirmish/levels/battleaxe"
)

// The decks are original data in the seed's formats: at least 12 room
// cards, 8 passage cards, 8 event cards, the Door Dice, the Quest Room Dice
// and the coin bag.
func TestDecksParseWithTheirCounts(t *testing.T) {
	d, err := StandardDecks()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Rooms) < 12 || len(d.Passages) < 8 || len(d.Events) < 8 || len(d.Book) < 6 {
		t.Fatalf("%d rooms, %d book entries, %d passages, %d events", len(d.Rooms), len(d.Book), len(d.Passages), len(d.Events))
	}
	shapes := map[Shape]int{}
	doors, events, double := 0, 0, 0
	for _, p := range d.Passages {
		shapes[p.Shape]++
		doors += len(p.Doors)
		if p.Event {
			events++
		}
	}
	for _, s := range []Shape{ShapeStraight, ShapeLeft, ShapeRight, ShapeT, ShapeDead} {
		if shapes[s] == 0 {
			t.Fatalf("no %s passage", shapeWords[s])
		}
	}
	if doors == 0 || events == 0 {
		t.Fatal("passages need doors and EVENT!")
	}
	for _, r := range append(append([]Tile(nil), d.Rooms...), d.Book...) {
		if len(r.Entry) == 2 {
			double++
		}
	}
	if double == 0 {
		t.Fatal("no double door")
	}
	q, _ := d.DoorFaces, d.QuestFaces
	if len(q) != 6 {
		t.Fatalf("door dice %q", q)
	}
	t.Logf("%d room cards, %d book entries, %d passages, %d events, %d coins", len(d.Rooms), len(d.Book), len(d.Passages), len(d.Events), len(d.Coins))
}

// "Setup - roll D6 ... 1: G1 G2 G3 G4; 2-3: G1-G6; 4-5: G1-G5 O1 K1; 6:
// G1-G6 O1 K1" and "1 The hero finds 2 coins, 2 ... 3 coins, 3 ... 4
// coins, 4 ... 4 coins": the seed's example room is the guard room.
func TestSeedExampleRoomSetupTableAndCoins(t *testing.T) {
	d, err := StandardDecks()
	if err != nil {
		t.Fatal(err)
	}
	var g *Tile
	for i := range d.Book {
		if d.Book[i].ID == "guard-room" {
			g = &d.Book[i]
		}
	}
	if g == nil {
		t.Fatal("no guard room")
	}
	want := map[int]string{1: "G1 G2 G3 G4", 2: "G1 G2 G3 G4 G5 G6", 3: "G1 G2 G3 G4 G5 G6",
		4: "G1 G2 G3 G4 G5 O1 K1", 5: "G1 G2 G3 G4 G5 O1 K1", 6: "G1 G2 G3 G4 G5 G6 O1 K1"}
	coins := map[int]int{1: 2, 2: 3, 3: 3, 4: 4, 5: 4, 6: 4}
	for d6 := 1; d6 <= 6; d6++ {
		row := g.SetupFor(d6)
		if got := strings.Join(row.Codes, " "); got != want[d6] || row.Coins != coins[d6] {
			t.Fatalf("D6 %d: %s, %d coins", d6, got, row.Coins)
		}
	}
	if len(g.Entry) != 1 || len(g.Doors) != 1 || g.Doors[0].D != 1 {
		t.Fatalf("entry %v doors %v: \"There is another door on the right\"", g.Entry, g.Doors)
	}
}

func TestQuestsParse(t *testing.T) {
	cat, err := Standard()
	if err != nil {
		t.Fatal(err)
	}
	d, err := StandardDecks()
	if err != nil {
		t.Fatal(err)
	}
	qs := lv.Quests()
	if len(qs) < 2 {
		t.Fatalf("%d quests", len(qs))
	}
	for _, f := range qs {
		q, err := ParseQuest(f.Name, f.Path, f.Source, cat, d)
		if err != nil {
			t.Fatal(err)
		}
		if len(q.Party) != 4 || len(q.Start.Starts) != 4 || q.Goal == "" {
			t.Fatalf("%s: %+v", f.Name, q)
		}
	}
}

func TestDeckErrorsNameFileAndLine(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"room x\n  name: X\n  map:\n  +-+\n  |.|\n  +-+\n", "t.deck:6: a room has one entry door"},
		{"room x\n  name: X\n  colour: red\n", "t.deck:3: unknown key"},
		{"passage p\n  name: P\n  shape: wiggle\n", "t.deck:3: shape is"},
		{"event e\n  name: E\n  effect: explode\n", "t.deck:3: effect is"},
		{"dice door\n  faces: R Q\n", "t.deck:2: a Door Dice face"},
		{"room x\n  name: X\n  map:\n  +-+\n  |g|\n  +#+\n", "t.deck:5: square a1: enemy g is not in the legend"},
		{"book x\n  name: X\n  map:\n  +-+\n  |a|\n  +#+\n  a: G1 goblin\n  setup 1-5: G1 coins 1\n", "t.deck:1: the Setup D6 table: result 6"},
		{"roll r\n  name: R\n  d20 1-20: nowhere\n", "t.deck:3: no room book entry"},
		{"room x\n", "t.deck:1: room x has no name"},
	} {
		var d Decks
		err := d.Parse("t.deck", []byte(tt.src))
		var fe *FileError
		if err == nil || !errors.As(err, &fe) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: got %v, want %q", tt.src, err, tt.want)
		}
	}
}
