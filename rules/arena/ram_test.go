package arena

import "testing"

const ramFighters = `
fighters:
fighter rammer "Rammer" str 2 dex 0 spd 1 wits 0 brawl 1
fighter rammed "Rammed" str 0 dex 0 spd 0 wits 0
fighter shielded "Shielded" str 0 dex 0 spd 0 wits 0 hold kite
`

// TestRamBrace checks Ramming: "You spend 2 APs (1 for the movement, and
// another for the push) and roll Strength + Brawl"; "Opponents can stand
// their ground by spending an AP and rolling Strength + Brawl"; the push
// "must be a single movement in a single direction" and, the ram
// beginning next to its target, takes the rammer's whole move (3 +
// Athletics steps), the rammer following.
func TestRamBrace(t *testing.T) {
	g := board(t, `
map:
0Aa0000

legend:
A: rammer
a: rammed
`+ramFighters,
		5, 5) // 10 + Strength 2 + Brawl 1 = 13 beats TN 7
	do(t, g, "A ram a")
	if g.Phase() != PhaseRam {
		t.Fatal("the rammed should choose to stand its ground or dodge")
	}
	wantAP(t, g, "a ram costs 2 AP", "A", 2)
	illegal(t, g, "A hold")
	evs := do(t, g, "a brace")
	wantAP(t, g, "standing its ground costs 1 AP", "a", 2)
	if p := find(t, evs, EvPushed); p.Amount != 3 || g.f[1].At.X != 5 || g.f[0].At.X != 4 {
		t.Fatalf("a should be pushed 3 steps to f1 and A follow to e1: %s\n%s", p.Text, g.Describe())
	}
}

// TestRamShield checks "In this case, shields add a Bonus to either side":
// the kite shield's +4 raises the TN.
func TestRamShield(t *testing.T) {
	g := board(t, `
map:
0Aa0000

legend:
A: rammer
a: shielded
`+ramFighters,
		5, 5) // 13 against TN 7 + 4: still beats it
	do(t, g, "A ram a")
	evs := do(t, g, "a brace")
	if r := find(t, evs, EvRolled); r.TN != 11 {
		t.Fatalf("the kite shield should raise the TN to 11: %s", r.Text)
	}
}

// TestRamDodge checks "Opponents can dodge by spending an AP for a
// standard movement action and rolling Speed + Athletics ... On a success
// they can move as usual, but on failure they get pushed back and fall
// prone."
func TestRamDodge(t *testing.T) {
	g := board(t, `
map:
0Aa0000
0000000

legend:
A: rammer
a: rammed
`+ramFighters,
		6, 6) // 15 beats TN 7: the dodge fails
	do(t, g, "A ram a")
	do(t, g, "a dodge c2")
	f := &g.f[1]
	if f.At.X != 5 || !f.Cond.Has(Prone) || f.AP != 0 {
		t.Fatalf("a failed dodge should push a back and leave it prone at 3 - 1 - 2 = 0 AP: %+v\n%s", f, g.Describe())
	}
	g = board(t, `
map:
0Aa0000
0000000

legend:
A: rammer
a: rammed
`+ramFighters, 1, 1) // 5 falls under TN 7: the dodge succeeds
	do(t, g, "A ram a")
	do(t, g, "a dodge c2")
	if f := &g.f[1]; f.At.X != 2 || f.At.Y != 1 || f.Cond.Has(Prone) {
		t.Fatalf("a successful dodge should move a to c2: %+v", f)
	}
}

// TestRamOverTheEdge checks a push off a ledge higher than one step: the
// rammed falls ("Falling Damage equals half the steps fallen, plus the
// character's Strength"), in an arc ("The TN is 7 plus the height of the
// fall"), and, not breaking it, lies prone (ruling).
func TestRamOverTheEdge(t *testing.T) {
	g := board(t, `
map:
3Aa0

legend:
A: rammer on 3
a: rammed on 3
`+ramFighters,
		5, 5, // the ram beats TN 7
		1, 1, // breaking the fall: 2 against TN 10
		5) // 3 steps: 2 + Strength 0 = 2 Damage, 1D6-2: 3
	do(t, g, "A ram a")
	evs := do(t, g, "a brace")
	fall := find(t, evs, EvFall)
	if fall.TN != 10 || g.f[1].At.X != 3 || g.f[0].At.X != 1 {
		t.Fatalf("a should fall 3 steps at TN 10, A stay on the edge: %s\n%s", fall.Text, g.Describe())
	}
	if g.f[1].HP != 3 || !g.f[1].Cond.Has(Prone) {
		t.Fatalf("the fall should deal 1D6-2 = 3 and leave a prone: %+v", g.f[1])
	}
}

// TestRamOdds checks the exact odds offered before a ram: one case for
// standing its ground, one for dodging. Against TN 7 with +3 the roller
// beats it on 5 or more (30 of 36), meets it on 4 (3 of 36).
func TestRamOdds(t *testing.T) {
	g := board(t, `
map:
0Aa0000

legend:
A: rammer
a: rammed
`+ramFighters)
	a, _ := ParseAction("A ram a")
	o, err := g.Odds(a)
	if err != nil || len(o.Cases) != 2 {
		t.Fatalf("odds of a ram: %v, %+v", err, o)
	}
	if c := o.Cases[0]; c.Outcomes[0].Count != 30 || c.Outcomes[1].Count != 3 || c.Outcomes[2].Count != 3 {
		t.Fatalf("the ram against a brace: %+v", c)
	}
}

// TestRamRunUp checks "the closer one starts to an opponent, the more one
// can push that opponent (since you spend more of the movement ramming
// them back)": a rammer with a move of 3 steps starting three squares off
// runs up 2 steps along the line and pushes 1; a ram off the line, or
// beyond the move, is refused.
func TestRamRunUp(t *testing.T) {
	g := board(t, `
map:
A00a000
0000000
0000000
0000000

legend:
A: rammer
a: rammed
`+ramFighters,
		5, 5) // 13 beats TN 7
	if n := g.PushSteps(0, 1); n != 1 {
		t.Fatalf("starting 3 squares off, the push may take %d steps, want 3 - 2 = 1", n)
	}
	do(t, g, "A ram a")
	if g.f[0].At.X != 2 {
		t.Fatalf("the rammer should run up to c1\n%s", g.Describe())
	}
	evs := do(t, g, "a brace")
	if p := find(t, evs, EvPushed); p.Amount != 1 || g.f[1].At.X != 4 {
		t.Fatalf("the push should take 1 step: %s", p.Text)
	}
	g = board(t, `
map:
A000c00
00a0000
0000000
000b000

legend:
A: rammer
a: rammed
b: rammed
c: rammed
`+ramFighters)
	illegal(t, g, "A ram a") // not on a line
	illegal(t, g, "A ram c") // on the line, but the run-up of 3 leaves no push
	if !g.canRam(0, g.ByID('b')) || g.PushSteps(0, g.ByID('b')) != 1 {
		t.Fatal("the diagonal d4 is on a line, 2 steps of run-up and 1 of push")
	}
}
