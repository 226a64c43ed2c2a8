package arena

import (
	"testing"

	"skirmish/rules"
)

// choose returns the computer's choice for seat s.
func choose(t *testing.T, g *Game, s int) Action {
	t.Helper()
	a, err := NewAI(1).Choose(g.View(rules.Seat(s)), rules.Seat(s))
	if err != nil {
		t.Fatal(err)
	}
	return a.(Action)
}

// TestAIReloads checks that the computer reloads its fired crossbow when
// no enemy is near, and never runs.
func TestAIReloads(t *testing.T) {
	g := board(t, `
map:
A00000a

legend:
A: crossbowman
a: sentinel
`)
	fighter(t, g, 'A').Fired = true
	if a := choose(t, g, 0); a.Kind != Reload {
		t.Fatalf("the crossbowman chooses %q, want to reload", a)
	}
	for _, a := range g.LegalActions(0) {
		if a.Kind == Retreat && g.score(a) >= g.score(Action{Kind: Hold, Who: 'A'}) {
			t.Fatal("the computer should never prefer running to holding")
		}
	}
}

// TestAIHoldsBreath checks that a hurt fighter in the dark, an enemy
// near, falls silent (ruling 75): a screamer is found at TN 5.
func TestAIHoldsBreath(t *testing.T) {
	g := board(t, `
light: dark

map:
A00a

legend:
A: kosh
a: sentinel
`)
	fighter(t, g, 'A').HP = 4
	if a := choose(t, g, 0); a.Kind != Breathe {
		t.Fatalf("hurt Kosh in the dark chooses %q, want to hold his breath", a)
	}
}
