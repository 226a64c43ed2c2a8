package tunnel

import (
	"strings"
	"testing"
)

// TestMoveRefusalNamesTheSquares checks that a move whose step does not go
// one space on says which squares are meant and why, instead of the
// confusing "c2 is not next to c2" a move onto the model's own square used
// to give.
func TestMoveRefusalNamesTheSquares(t *testing.T) {
	const level = `
rounds: 5
side 1: Gnomes
side 2: Goblins
map:
#######
#.....#
#.A..a#
#.....#
#######
legend:
A: gnome side 1 facing E
a: goblin side 2 facing W
`
	for _, c := range []struct {
		action string
		want   []string
		not    string
	}{
		{"A move c3 W", []string{"Gnome A already stands on c3", "turn"}, "c3 is not next to c3"},
		{"A move d3-d3 W", []string{"step 2 goes to d3, where step 1 already ended"}, "d3 is not next to d3"},
		{"A move e5 W", []string{"e5 is not next to c3, where Gnome A stands"}, ""},
		{"A move d3-f3 W", []string{"step 2 goes to f3, which is not next to d3, where step 1 ended"}, ""},
	} {
		g := board(t, level)
		why := refuse(t, g, c.action)
		for _, w := range c.want {
			if !strings.Contains(why, w) {
				t.Errorf("%q refused with %q, want it to say %q", c.action, why, w)
			}
		}
		if c.not != "" && strings.Contains(why, c.not) {
			t.Errorf("%q refused with %q", c.action, why)
		}
	}
}
