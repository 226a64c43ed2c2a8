package arena

import "testing"

// TestScreamByChoice checks "The lone PC who did not roll anything, but
// stood perfectly still in the darkness begins to scream too, not out of
// pain, but to stop the goblins hitting their mark. Standing in the
// darkness and screaming does not require a roll" (ruling 79: the
// screamer is found at TN 5, its side's wounded at 7, until the round
// ends).
func TestScreamByChoice(t *testing.T) {
	g := board(t, `
light: dark

map:
A0B
0b0

legend:
A: kosh
B: hulkiss
b: gob

fighters:
fighter gob "Gob" str -1 dex 1 spd 0 wits 0 melee 1 vigilance 1 hold dagger
`, 6, 1, 6, 1)
	// Kosh and Hulkiss tie on 4 AP, Speed and Wits: 6 for Kosh, each round.
	fighter(t, g, 'B').HP = 2
	j, bID := g.ByID('b'), Action{Kind: Attack, Who: 'b', Target: 'B', Item: "dagger"}
	if g.SenseTN(j, bID) != 5 {
		t.Fatal("wounded Hulkiss screams: TN 5")
	}
	evs := do(t, g, "A scream")
	for _, e := range evs {
		if e.Kind == EvSense {
			t.Fatal("screaming needs no roll")
		}
	}
	if g.SenseTN(j, bID) != 7 || g.SenseTN(j, Action{Kind: Attack, Who: 'b', Target: 'A', Item: "dagger"}) != 5 {
		t.Fatal("Kosh's screams drown Hulkiss's: Hulkiss at TN 7, Kosh at 5")
	}
	wantAP(t, g, "a scream costs 1 AP", "A", 3)
	illegal(t, g, "A scream")  // once a round
	illegal(t, g, "A breathe") // not while screaming
	for _, id := range "Bb" {
		do(t, g, string(id)+" hold")
	}
	do(t, g, "A hold")
	if g.Round() != 2 || fighter(t, g, 'A').Cond.Has(Screaming) {
		t.Fatalf("the scream ends with the round\n%s", g.Describe())
	}
}
