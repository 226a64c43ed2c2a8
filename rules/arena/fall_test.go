package arena

import "testing"

// TestFallDamageExamples checks the seed's falling examples: "If the PCs
// all fall off a building, 3 steps high, they would start with 2 Damage ...
// a gnome, with Strength -2 would take no Damage from this fall; while a
// dwarf with Strength +0 would take 2 Damage (which converts to 1D6-2) ...
// a gnoll with Strength +4 would suffer 6 Damage (which converts to
// 1D6+2)."
func TestFallDamageExamples(t *testing.T) {
	for _, c := range []struct {
		str, dmg int
		roll     string
	}{{-2, 0, "0"}, {0, 2, "1D6-2"}, {4, 6, "1D6+2"}} {
		if got := FallDamage(c.str, 3); got != c.dmg || Convert(got).String() != c.roll {
			t.Errorf("a fall of 3 steps at Strength %+d deals %d (%s), want %d (%s)", c.str, got, Convert(got), c.dmg, c.roll)
		}
	}
}

// TestFallTable checks the rows of the seed's falling table
// (\calcFallingDamage for Strength -2, 0 and 3 at heights 1, 3 and 6),
// computed as its text says: "half the steps fallen, plus the character's
// Strength", and "The TN is 7 plus the height of the fall. However, when
// falling straight downwards, the TN is 7 plus double the height".
func TestFallTable(t *testing.T) {
	for _, c := range []struct {
		str, height   int
		roll          string
		arc, straight int
	}{
		{-2, 6, "1", 13, 19},
		{0, 3, "1D6-2", 10, 13},
		{0, 6, "1D6-1", 13, 19},
		{3, 1, "1D6", 8, 9},
		{3, 3, "1D6+1", 10, 13},
		{3, 6, "1D6+2", 13, 19},
	} {
		if got := Convert(FallDamage(c.str, c.height)).String(); got != c.roll {
			t.Errorf("Strength %+d, %d steps: %s, want %s", c.str, c.height, got, c.roll)
		}
		if a, s := FallTN(c.height, false), FallTN(c.height, true); a != c.arc || s != c.straight {
			t.Errorf("%d steps: TN %d in an arc, %d straight down; want %d and %d", c.height, a, s, c.arc, c.straight)
		}
	}
}

// TestJumpDown checks jumping down a drop of more than one step (ruling: a
// move of one step, 1 AP, and a fall in an arc): breaking the fall avoids
// all Damage ("Characters who fell in a downward-arc can attempt to break
// their fall ... and avoid all Damage, with Speed + Athletics"), and
// otherwise "Armour counts as usual".
func TestJumpDown(t *testing.T) {
	const src = `
map:
4A0000a

legend:
A: jumper on 4
a: dummy

fighters:
fighter jumper "Jumper" str 4 dex 0 spd 2 wits 0 athletics 1 armour leather
fighter dummy "Dummy" str 0 dex 0 spd -1 wits 0
`
	g := board(t, src, 6, 5) // 11 + Speed 2 + Athletics 1 = 14 beats TN 7 + 4 = 11
	illegal(t, g, "A move c1")
	evs := do(t, g, "A jump c1")
	if f := find(t, evs, EvFall); f.TN != 11 || g.f[0].HP != 10 || g.f[0].Cond.Has(Prone) {
		t.Fatalf("a broken fall should cost nothing: %s", f.Text)
	}
	wantAP(t, g, "a jump costs 1 AP", "A", 4)
	g = board(t, src, 1, 1, 6) // 5 under TN 11; 2 + 4 = 6 Damage, 1D6+2: 8, less leather's DR 3
	do(t, g, "A jump c1")
	if g.f[0].HP != 5 || !g.f[0].Cond.Has(Prone) {
		t.Fatalf("an unbroken fall of 4 steps should deal 1D6+2 = 8 - DR 3 = 5 and leave the jumper prone: HP %d\n%s", g.f[0].HP, g.Describe())
	}
}
