package arena

import "testing"

// TestReload checks "Anyone mad enough to reload a crossbow during combat
// must spend each round doing nothing else. Spending APs for any reason
// will invalidate that round" (ruling 74: a whole round, begun before
// spending any AP).
func TestReload(t *testing.T) {
	g := board(t, `
map:
A00000a

legend:
A: crossbowman
a: sentinel
`, 6, 6, 1, 1)
	do(t, g, "A shoot a crossbow")
	if !fighter(t, g, 'A').Fired {
		t.Fatal("the crossbow fires once")
	}
	illegal(t, g, "A reload crossbow") // AP spent this round
	do(t, g, "a hold")
	do(t, g, "A hold") // round 2
	if g.Round() != 2 || g.Current() != g.ByID('A') {
		t.Fatalf("round 2 should begin with the crossbowman\n%s", g.Describe())
	}
	evs := do(t, g, "A reload crossbow")
	find(t, evs, EvReload)
	a := fighter(t, g, 'A')
	if a.Fired || !a.Done || a.AP != 0 {
		t.Fatalf("the reload takes the round and loads the crossbow\n%s", g.Describe())
	}
	illegal(t, g, "A shoot a crossbow") // holding for the rest of the round
}
