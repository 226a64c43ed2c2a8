package arena

import (
	"strings"
	"testing"
)

// TestCover checks "Cover raises the TN to hit. Tall bushes add +1, a wall
// adds +2, and a murder hole adds +3", against dumb animals, who do not
// dodge: their TN is 7 and the cover. The odds show it.
func TestCover(t *testing.T) {
	g := board(t, `
map:
00a
A0b
00c
000

terrain:
..+
..=
..o
...

legend:
A: gobarcher
a: basilisk
b: basilisk
c: basilisk
`)
	i := g.ByID('A')
	for n, id := range []byte("abc") {
		if tn := g.ShotTN(i, g.ByID(id), 0); tn != 7+n+1 {
			t.Fatalf("%c behind %s: TN %d, want %d", id, g.lvl.TerrainAt(fighter(t, g, id).At), tn, 7+n+1)
		}
	}
	a, err := ParseAction("A shoot c shortbow")
	if err != nil {
		t.Fatal(err)
	}
	o, err := g.Odds(a)
	if err != nil || !strings.Contains(o.Cases[0].Condition, "TN 10") {
		t.Fatalf("the odds of a shot at the murder hole: %v %v", o, err)
	}
}
