package arena

import "testing"

// TestReload checks "reloading takes a few rounds"; "Anyone mad enough to
// reload a crossbow during combat must spend each round doing nothing
// else" (ruling 74: the rest of the round it is declared in, then a whole
// round).
func TestReload(t *testing.T) {
	g := board(t, `
map:
A00000a

legend:
A: crossbowman
a: sentinel
`, 6, 6, 1, 1, 6, 6, 1, 1)
	illegal(t, g, "A reload crossbow") // loaded
	do(t, g, "A shoot a crossbow")
	if !fighter(t, g, 'A').Fired {
		t.Fatal("the crossbow fires once")
	}
	do(t, g, "a hold")
	find(t, do(t, g, "A reload crossbow"), EvReload)
	if g.Round() != 2 || g.Current() != g.ByID('a') {
		t.Fatalf("round 2 should begin with the crossbowman holding\n%s", g.Describe())
	}
	if a := fighter(t, g, 'A'); a.AP != 0 || !a.Done || !a.Cond.Has(Reloading) {
		t.Fatalf("round 2 is spent reloading\n%s", g.Describe())
	}
	do(t, g, "a hold") // round 3
	a := fighter(t, g, 'A')
	if g.Round() != 3 || a.Fired || a.Cond.Has(Reloading) || a.Done {
		t.Fatalf("after a clean round the crossbow is loaded\n%s", g.Describe())
	}
	evs := do(t, g, "A shoot a crossbow")
	if find(t, evs, EvDamage); fighter(t, g, 'a').HP != 8-2-2 {
		t.Fatalf("two bolts of 2D6 = 2 round the plate\n%s", g.Describe())
	}
}

// TestReloadInvalid checks "Spending APs for any reason will invalidate
// that round, so it must be repeated": resisting a blow during the round
// of reloading.
func TestReloadInvalid(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: crossbowman
a: sentinel
`, 1, 1, 1)
	fighter(t, g, 'A').Fired = true
	do(t, g, "A reload crossbow")
	do(t, g, "a hold")
	// Round 2: the crossbowman reloads; the sentinel strikes: 1+1+4 = 6
	// falls under the TN 8 of the crossbowman's fists, whose 1D6 = 1 does
	// nothing through plate. He pays 1 AP to resist, to -1; nobody can act
	// and round 3 begins.
	evs := do(t, g, "a attack A poleaxe")
	if find(t, evs, EvResist); g.Round() != 3 {
		t.Fatalf("round 3 should begin\n%s", g.Describe())
	}
	if a := fighter(t, g, 'A'); !a.Cond.Has(Reloading) || !a.Done || a.AP != 0 {
		t.Fatalf("the spoilt round of reloading is repeated\n%s", g.Describe())
	}
}
