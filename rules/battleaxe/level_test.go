package battleaxe

import (
	"strings"
	"testing"

	lv "skirmish/levels/battleaxe"
	"skirmish/rules/grid"
)

// level parses a level drawn in a test.
func level(t testing.TB, src string) *Level {
	t.Helper()
	l, err := ParseLevel("test", "test.txt", []byte(strings.TrimLeft(src, "\n")), std(t))
	if err != nil {
		t.Fatalf("level: %v", err)
	}
	return l
}

func sq(s string) grid.Point {
	p, err := grid.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return p
}

func TestEmbeddedLevelsParse(t *testing.T) {
	files := lv.List()
	if len(files) == 0 {
		t.Fatal("no embedded levels")
	}
	for _, f := range files {
		l, err := ParseLevel(f.Name, f.Path, f.Source, std(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Minis) == 0 || l.Title == "" {
			t.Fatalf("%s: %d minis, title %q", f.Name, len(l.Minis), l.Title)
		}
	}
}

func TestTestCryptHasRoomPassageDoorAndContents(t *testing.T) {
	f := lv.List()[0]
	l, err := ParseLevel(f.Name, f.Path, f.Source, std(t))
	if err != nil {
		t.Fatal(err)
	}
	b := l.Board
	if len(b.Areas) != 2 || !b.Areas[b.AreaOf(sq("g1"))].Room || b.Areas[b.AreaOf(sq("a5"))].Room {
		t.Fatalf("areas %+v", b.Areas)
	}
	if b.Ground(sq("a5")) != PassageFloor || b.Ground(sq("g1")) != RoomFloor || b.Ground(sq("a1")) != Void {
		t.Fatal("grounds wrong")
	}
	if e := b.EdgeBetween(sq("j4"), sq("j5")); e != DoorOpen {
		t.Fatalf("edge j4|j5 is %d, want an open door", e)
	}
	if c, ok := b.ContentAt(sq("i1")); !ok || c.High || c.Name != "barrels" {
		t.Fatalf("i1 holds %+v %v", c, ok)
	}
	if c, ok := b.ContentAt(sq("k2")); !ok || !c.High {
		t.Fatalf("k2 holds %+v %v", c, ok)
	}
	if len(b.Doors()) != 2 {
		t.Fatalf("doors %v", b.Doors())
	}
}

func TestLongEnemyTakesTwoSquaresEitherWay(t *testing.T) {
	l := level(t, `
map:
+-+-+-+-+
|w w . v|
+ + + + +
|. . . v|
+-+-+-+-+
legend:
w: enemy wolf
v: enemy wolf
`)
	if l.Minis[0].ID != 'v' || l.Minis[0].W != 1 || l.Minis[0].H != 2 || l.Minis[1].W != 2 || l.Minis[1].At != sq("a1") {
		t.Fatalf("placements %+v", l.Minis)
	}
}

func TestLevelErrorsNameFileAndLine(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"map:\n+-+\n|x|\n+-+\n", "test.txt:3: square a1: mini x is not in the legend"},
		{"map:\n+-+\n|?|\n+-+\n", "test.txt:3: square a1: '?' is not a square"},
		{"map:\n+-+\n|.|\n", "test.txt:3: the map has 2 lines"},
		{"map:\n+-+\n|.*\n+-+\n", "test.txt:3: column 3: '*' is not an edge"},
		{"map:\n+#+\n|.|\n+-+\n", "test.txt:2: column 2: a door lies between two squares of floor"},
		{"title: x\nsize: 3\n", "test.txt:2: expected title:"},
		{"map:\n+-+\n|.|\n+-+\nlegend:\ng: enemy dragon\n", "test.txt:6: unknown enemy \"dragon\""},
		{"map:\n+-+\n|.|\n+-+\nlegend:\ng: enemy goblin\n", "test.txt:6: mini g is in the legend but not on the map"},
		{"map:\n+-+-+\n|w .|\n+-+-+\nlegend:\nw: enemy wolf\n", "test.txt:6: mini w covers 1 squares"},
		{"map:\n+-+\n|1|\n+-+\nlegend:\n1: contents chest shiny\n", "test.txt:6: room contents end with high or low"},
		{"map:\n+-+-+\n|. ,|\n+-+-+\n", "test.txt:2: a room (.) and a passage (,) meet"},
		{"map:\n+-+\n|.|\n+-+\nlegend:\nentry: c9 S\n", "test.txt:6: entry: c9 is not on the dungeon's floor"},
		{"map:\n+-+\n|\xff|\n+-+\n", "test.txt:3: column 2: byte 0xff"},
		{"title: x\n", "test.txt: no map"},
	} {
		_, err := ParseLevel("test", "test.txt", []byte(tc.src), std(t))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
}

// "Heroes and enemies can fight through doorways, although the wall prevents
// attacks. Below the following can attack: H1 can only attack E2; H2 can
// attack E1, E2 or E3; H3 can only attack E2"
func TestSeedH1CanOnlyAttackE2H2CanAttackE1E2OrE3H3OnlyE2(t *testing.T) {
	l := level(t, `
map:
+-+-+-+-+-+
|. A B C .|
+-+-+ +-+-+
|. d e f .|
+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
C: hero pim
d: enemy goblin
e: enemy goblin
f: enemy goblin
`)
	b := l.Board
	h1, h2, h3 := sq("b1"), sq("c1"), sq("d1")
	e1, e2, e3 := sq("b2"), sq("c2"), sq("d2")
	want := map[[2]grid.Point]bool{
		{h1, e1}: false, {h1, e2}: true, {h1, e3}: false,
		{h2, e1}: true, {h2, e2}: true, {h2, e3}: true,
		{h3, e1}: false, {h3, e2}: true, {h3, e3}: false,
	}
	for pair, ok := range want {
		if got := b.Touches(pair[0], pair[1]); got != ok {
			t.Errorf("%s touches %s: %v, want %v", pair[0], pair[1], got, ok)
		}
		if b.Touches(pair[1], pair[0]) != ok {
			t.Errorf("%s touches %s is not symmetric", pair[1], pair[0])
		}
	}
}
