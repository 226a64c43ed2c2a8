package tunnel

import (
	"bytes"
	"testing"
)

// A game waiting for a choice in the middle of a swing survives an encode and
// decode, and both copies go on identically.
func TestEncodeMidSwing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		dice    []int
		actions []string
		phase   Phase
		next    string
	}{
		{"defend", []int{1, 2, 2, 4, 5, 2, 3, 5}, []string{"b turn N", "b turn W", "end", "A swing d2 2"}, PhaseDefend, "b defend 2"},
		{"pick", []int{1, 2, 2, 4, 5, 2, 3, 5}, []string{"b turn N", "b turn W", "end", "A swing d2 2", "b defend 2"}, PhasePick, "A pick 1"},
		{"shunt", []int{2, 2, 2, 2, 2, 6}, []string{"end", "A swing d2 2", "b defend 0"}, PhaseShunt, "A shunt d3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := board(t, `
side 1: Goblins
side 2: Gnomes
map:
#######
#.Ab..#
#.....#
#######
legend:
A: gnome side 2 facing E
b: goblin side 1 facing W
`, tc.dice...)
			do(t, g, tc.actions...)
			if g.Phase() != tc.phase {
				t.Fatalf("phase %d, want %d\n%s", g.Phase(), tc.phase, g.Describe())
			}
			d, err := Decode(g.Encode())
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(d.Encode(), g.Encode()) || d.Hash() != g.Hash() {
				t.Fatal("decoded game differs")
			}
			do(t, g, tc.next)
			do(t, d, tc.next)
			if !bytes.Equal(d.Encode(), g.Encode()) {
				t.Fatalf("after %q the decoded game went another way", tc.next)
			}
		})
	}
}

// View shows a seat everything (Tunnel Fighters has no hidden information)
// as an independent copy.
func TestViewIsACopyOfEverything(t *testing.T) {
	g := board(t, faceOff)
	v := g.View(1).(*Game)
	if !bytes.Equal(v.Encode(), g.Encode()) {
		t.Fatal("the view hides something")
	}
	do(t, v, "b turn N")
	if bytes.Equal(v.Encode(), g.Encode()) {
		t.Fatal("changing the view changed the game")
	}
}
