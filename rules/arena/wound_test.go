package arena

import "testing"

// TestPermanentWound checks "The players must select one Attribute, and
// give it a Penalty equal to 1D6. If the Attribute falls below -5, the
// character dies" (ruling 77: the highest Attribute takes it).
func TestPermanentWound(t *testing.T) {
	for _, tc := range []struct {
		who  string
		die  int
		want Status
	}{
		{"hulkiss", 6, Wounded}, // Speed +1 - 6 = -5
		{"frail", 5, Wounded},   // 0 - 5 = -5
		{"frail", 6, Dead},      // 0 - 6 = -6
	} {
		g := board(t, `
map:
AB0
000
00a

legend:
A: sindon
B: `+tc.who+`
a: sentinel

fighters:
fighter frail "Frail" str 0 dex 0 spd 0 wits 0
`, 4, 4, tc.die)
		b := fighter(t, g, 'B')
		b.HP, b.Status = -3, Fallen
		if _, err := g.nextActor(); err != nil {
			t.Fatal(err)
		}
		evs := do(t, g, "A tend B")
		if got := fighter(t, g, 'B').Status; got != tc.want {
			t.Fatalf("%s, wound %d: %s, want %s: %s", tc.who, tc.die, got, tc.want, find(t, evs, EvWound).Text)
		}
	}
}
