package arena

import "testing"

// TestCramp checks "When a character has no space to swing a weapon, their
// attacks suffer a Penalty equal to the weapon's Damage Bonus or Weight
// (whichever is lowest). If the Damage Bonus is negative, the Penalty is
// 0"; "Daggers have no Penalty (we can round their small weight down)";
// the maul and greatsword's "-Weight Penalty in small passages"; "The kite
// shield has a Damage Penalty, so cramped spaces do not add a Penalty".
func TestCramp(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: kosh
a: goblin
`)
	for id, want := range map[string]int{"maul": 4, "greatsword": 3, "dagger": 0, "kite": 0, "longsword": 2, "spear": 1, "buckler": 0} {
		if got := g.Cramp(g.lvl.Pack.Item(id)); got != want {
			t.Errorf("%s: Penalty %d in a narrow passage, want %d", id, got, want)
		}
	}
}

// TestEnclosed checks ruling 72: the Penalty counts for the fighter on a
// narrow square, whether it attacks or resists; a fighter outside swings
// freely.
func TestEnclosed(t *testing.T) {
	g := board(t, `
map:
Aa0

terrain:
n..

legend:
A: kosh
a: keelvore
`)
	i, j := g.ByID('A'), g.ByID('a')
	sword, gs := g.lvl.Pack.Item("longsword"), g.lvl.Pack.Item("greatsword")
	if got := g.RollBonus(i, gs, j, 0); got != 0+2+2-3 {
		t.Fatalf("Kosh in the passage swings his greatsword at %+d, want +1", got)
	}
	if got := g.TN(i, gs, j, 0); got != 7+1 {
		t.Fatalf("Kosh in the passage resists with his greatsword at TN %d, want 8", got)
	}
	if got := g.RollBonus(j, sword, i, 0); got != 1+2+1 {
		t.Fatalf("Keelvore outside swings at %+d, want +4", got)
	}
}
