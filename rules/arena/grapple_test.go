package arena

import "testing"

// TestBrawlingWhileArmed checks Brawling: "Standard strikes cost an AP and
// deal 1D6 + Strength Damage ... anyone can try a quick kick or head-butt
// for 1 AP, even while holding a weapon."
func TestBrawlingWhileArmed(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: brawler
a: target

fighters:
fighter brawler "Brawler" str 1 dex 0 spd 1 wits 0 brawl 1 hold longsword
fighter target "Target" str 0 dex 0 spd 0 wits 0
`,
		5, 5, // 10 + Dexterity 0 + Brawl 1 = 11 beats TN 7
		3) // 1D6 + 1 deals 4
	if got := Convert(g.DamageOf(0, g.lvl.Pack.Fists)).String(); got != "1D6+1" {
		t.Fatalf("a kick deals %s, want 1D6 + Strength = 1D6+1", got)
	}
	evs := do(t, g, "A attack a fists")
	wantAP(t, g, "a kick costs 1 AP", "A", 3)
	if d := find(t, evs, EvDamage); d.Amount != 4 || g.f[1].HP != 2 {
		t.Fatalf("the kick should deal 1D6+1 = 4: %s", d.Text)
	}
}

// TestClaws checks Claws: they "inflict +1 Damage during Brawl-based
// attacks", and no more with a weapon.
func TestClaws(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: beast
a: goblin

fighters:
fighter beast "Beast" str 0 dex 0 spd 1 wits 0 brawl 1 hold longsword clawed
`)
	if got := Convert(g.DamageOf(0, g.lvl.Pack.Fists)).String(); got != "1D6+1" {
		t.Fatalf("a clawed brawl deals %s, want 1D6+1 (+1 for claws)", got)
	}
	if got := g.DamageOf(0, g.lvl.Pack.Item("longsword")); got != 6 {
		t.Fatalf("a clawed fighter's longsword deals %d, want 6 (no claw Bonus)", got)
	}
}

// TestGrabAndGrapple checks Grabbing ("uses Dexterity + Brawl to attack
// --- success means either one can make a grappling attack"), the
// grapple's weapon limit ("no weapon can be used while grappling if they
// have a Weight above 1"), the carried Weight ("if a guard with 9 HPs
// picked up a goblin with 5 HPs, then the guard would count as carrying a
// Weight of 15, while the goblin would count as carrying a Weight of 27!"),
// Grappling ("Both combatants use Strength + Brawl ... Success inflicts
// 1D6 + Strength Damage, or allows someone to break free").
func TestGrabAndGrapple(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: guard
a: gob

fighters:
fighter guard "Guard" str 3 dex 1 spd 2 wits 0 brawl 1
fighter gob "Goblin" str -1 dex 0 spd 1 wits 0 hold longsword
`,
		4, 4, // grab: 8 + Dexterity 1 + Brawl 1 = 10 beats TN 7 + 0
		4, 4, 2) // grapple: 8 + Strength 3 + Brawl 1 = 12 beats TN 6; 1D6+3 deals 5
	if g.Prof(0).HP() != 9 || g.Prof(1).HP() != 5 {
		t.Fatal("the guard should have 9 HP and the goblin 5")
	}
	evs := do(t, g, "A grab a")
	find(t, evs, EvGrappled)
	wantAP(t, g, "a grab costs each 1 AP", "Aa", 4, 3)
	if !g.f[0].Cond.Has(Grappled) || !g.f[1].Cond.Has(Grappled) || g.f[0].Grip != 1 || g.f[1].Grip != 0 {
		t.Fatalf("both should be grappled: %+v %+v", g.f[0], g.f[1])
	}
	if got := g.Carried(0); got != 15 {
		t.Fatalf("the guard carries %d, want 15 (the goblin's 5 HP x 3)", got)
	}
	if got := g.Carried(1) - 2; got != 27 { // less its own longsword's Weight 2
		t.Fatalf("the goblin carries %d besides its longsword, want 27 (the guard's 9 HP x 3)", got)
	}
	if g.canStrike(1, g.lvl.Pack.Item("longsword")) || !g.canStrike(1, g.lvl.Pack.Fists) {
		t.Fatal("while grappling the goblin may not use its longsword (Weight 2), only Weight 1 or less")
	}
	illegal(t, g, "A move b1")
	illegal(t, g, "A ram a")
	evs = do(t, g, "A grapple a")
	if d := find(t, evs, EvDamage); d.Amount != 5 || g.f[1].HP != 0 || g.f[1].Status != Fallen {
		t.Fatalf("the grapple should deal 1D6+3 = 5 and fell the goblin: %s\n%s", d.Text, g.Describe())
	}
	if g.f[0].Grip != -1 || g.f[0].Cond.Has(Grappled) {
		t.Fatal("a grapple ends when one falls")
	}
}

// TestBreakFree checks that success at Strength + Brawl "allows someone to
// break free from the grapple".
func TestBreakFree(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: guard
a: gob

fighters:
fighter guard "Guard" str 0 dex 1 spd 2 wits 0 brawl 1
fighter gob "Goblin" str 0 dex 0 spd 1 wits 0
`,
		4, 4, // grab: 10 beats TN 7
		5, 5) // break: 10 + 1 = 11 beats TN 7
	do(t, g, "A grab a")
	evs := do(t, g, "A break")
	find(t, evs, EvReleased)
	if g.f[0].Grip != -1 || g.f[1].Grip != -1 || g.f[1].Cond.Has(Grappled) {
		t.Fatal("breaking free should end the grapple for both")
	}
}

// TestFangs checks Fangs: "when an attack is successful, the target both
// receives Damage and counts as grappled".
func TestFangs(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: dog
a: target

fighters:
fighter target "Target" str 0 dex 0 spd -1 wits 0
`,
		6, 6, // 12 + Dexterity 1 + Melee 1 beats TN 7
		1) // the teeth: 1D6+1 deals 2
	evs := do(t, g, "A attack a teeth")
	find(t, evs, EvDamage)
	find(t, evs, EvGrappled)
	if g.f[1].HP != 4 || !g.f[1].Cond.Has(Grappled) || g.f[0].Grip != 1 {
		t.Fatalf("the bitten target should take 2 and be grappled\n%s", g.Describe())
	}
}

// TestGrabOdds checks the exact odds offered before a grab: Dexterity 1 +
// Brawl 1 against TN 7 beats it on 6 or more (26 of 36), meets it on 5 (4)
// and falls under it on 2 to 4 (6).
func TestGrabOdds(t *testing.T) {
	g := board(t, `
map:
Aa

legend:
A: guard
a: gob

fighters:
fighter guard "Guard" str 0 dex 1 spd 2 wits 0 brawl 1
fighter gob "Goblin" str 0 dex 0 spd 1 wits 0
`)
	a, _ := ParseAction("A grab a")
	o, err := g.Odds(a)
	if err != nil || len(o.Cases) != 1 {
		t.Fatalf("odds of a grab: %v %+v", err, o)
	}
	if c := o.Cases[0].Outcomes; c[0].Count != 26 || c[1].Count != 4 || c[2].Count != 6 {
		t.Fatalf("the grab's odds: %+v", c)
	}
}
