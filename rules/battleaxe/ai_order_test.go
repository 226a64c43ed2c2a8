package battleaxe

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// "When a door to a new room is opened imagine there are numbers on the
// squares, starting at the front-left and increasing to the back-right:
// 11 12 13 14 15 / 6 7 8 9 10 / 1 2 3 4 5"
func TestSeedFiveByThreeRoomNumbering(t *testing.T) {
	room := `
map:
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+/+-+-+
|, , , , ,|
+-+-+-+-+-+
legend:
entry: a1 S
`
	want := [3][5]int{{11, 12, 13, 14, 15}, {6, 7, 8, 9, 10}, {1, 2, 3, 4, 5}}
	b := level(t, room).Board
	for y := range 3 {
		for x := range 5 {
			if got := b.SquareNumber(grid.Pt(x, y)); got != want[y][x] {
				t.Errorf("square %s numbered %d, want %d", grid.Pt(x, y), got, want[y][x])
			}
		}
	}
	// The same room entered from the other sides: front-left is always 1,
	// as seen looking in through the entry door.
	for _, tc := range []struct {
		entry string
		one   string
		last  string
	}{{"N", "e1", "a3"}, {"E", "e3", "a1"}, {"W", "a1", "e3"}, {"S", "a3", "e1"}} {
		b := level(t, strings.Replace(room, "entry: a1 S", "entry: a1 "+tc.entry, 1)).Board
		if b.SquareNumber(sq(tc.one)) != 1 || b.SquareNumber(sq(tc.last)) != 15 {
			t.Errorf("entry %s: %s is %d, %s is %d; want 1 and 15", tc.entry, tc.one, b.SquareNumber(sq(tc.one)), tc.last, b.SquareNumber(sq(tc.last)))
		}
	}
}

// "If there is an enemy in square 1 then go through the Combat Phases for
// that enemy. Then move on to squares 2, 3, 4, etc"
func TestSeedEnemiesActInSquareOrder(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+
|a . . b .|
+ + + + + +
|. . c . .|
+ + + + + +
|. w w . d|
+-+-+/+-+-+
|, , A , ,|
+-+-+-+-+-+
legend:
A: hero thomas
a: enemy goblin
b: enemy goblin
c: enemy goblin
d: enemy goblin
w: enemy wolf
`)
	var got []byte
	for _, i := range g.ActivationOrder() {
		got = append(got, g.minis[i].ID)
	}
	// w covers squares 2 and 3, d is on 5, c on 8, a on 11, b on 14.
	if string(got) != "wdcab" {
		t.Fatalf("order %s, want wdcab", got)
	}
}
