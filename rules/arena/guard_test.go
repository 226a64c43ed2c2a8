package arena

import (
	"strings"
	"testing"
)

// guardBoard is Toesplint (C) guarded by Hulkiss (A) against a goblin (b)
// who reaches both. Toesplint goes first (Wits 2) and holds; Hulkiss
// guards; the goblin (3 AP, none spent) then goes before Hulkiss (3 AP, 1
// spent).
const guardBoard = `
map:
C0
Ab

legend:
A: hulkiss
C: toesplint
b: g1

fighters:
fighter g1 "Goblin" str 0 dex 1 spd 0 wits 0 melee 1 athletics 1 hold dagger
`

// TestGuardRedirects checks "The character spends an AP so they can treat
// all attacks against the target as a resisted action ... The attacker
// can use a single natural to attack the target, so if that roll of 10 is
// high enough to hit the defender, then it applies to the target at an
// attack (at which point the target must spend AP to defend)."
func TestGuardRedirects(t *testing.T) {
	g := board(t, guardBoard,
		5, 5, // 10 + 2 = 12 against Hulkiss's TN 10 (spear), then Toesplint's TN 10 (dagger)
		4) // the goblin's dagger, 1D6+1, deals 5 to Toesplint (leather DR 3: 2; Fate Points take them)
	do(t, g, "C hold")
	do(t, g, "A guard C")
	wantAP(t, g, "guarding costs 1 AP", "A", 3)
	o, err := g.Odds(Action{Kind: Attack, Who: 'b', Target: 'C', Item: "dagger"})
	if err != nil || !strings.Contains(o.Cases[0].Condition, "Hulkiss (A) guards with the Spear (2D6+2 against TN 10)") {
		t.Fatalf("the odds should go through the guardian: %+v %v", o, err)
	}
	evs := do(t, g, "b attack C dagger")
	if r := find(t, evs, EvRolled); r.Other != 0 || r.Amount != 12 || r.TN != 10 {
		t.Fatalf("the roll should be against the guardian Hulkiss first: %s", r.Text)
	}
	find(t, evs, EvPast)
	var second Event
	for _, e := range evs {
		if e.Kind == EvRolled && e.Other == int8(g.ByID('C')) {
			second = e
		}
	}
	if second.Amount != 12 || second.TN != 10 {
		t.Fatalf("the same roll should apply to Toesplint: %v", evs)
	}
	wantAP(t, g, "both resist and pay", "AC", 1, 3)
	if d := find(t, evs, EvDamage); d.Other != int8(g.ByID('C')) || d.Amount != 5 {
		t.Fatalf("Toesplint should take the dagger's 5: %s", d.Text)
	}
}

// TestGuardStrikesBack checks a roll falling under the guardian's TN: the
// guardian deals its Damage, and the target is untouched; and that the
// guardian resists "even when they have 0 APs".
func TestGuardStrikesBack(t *testing.T) {
	g := board(t, guardBoard,
		2, 3, // 5 + 2 = 7 under Hulkiss's TN 10
		1,       // his spear, 1D6+1, deals 2
		1, 1, 1, // the goblin (2 AP) again, Hulkiss on 1 AP: 2 + 2 under TN 10; 2 Damage
		1, 1, 1) // and again, Hulkiss on -1: under TN 9
	do(t, g, "C hold")
	do(t, g, "A guard C")
	evs := do(t, g, "b attack C dagger")
	if d := find(t, evs, EvDamage); d.Who != 0 || d.Other != int8(g.ByID('b')) || d.Amount != 2 || fighter(t, g, 'C').FP != 5 {
		t.Fatalf("the guardian should strike the goblin for 2, Toesplint untouched: %s", d.Text)
	}
	wantAP(t, g, "Hulkiss resisted with the spear", "AC", 1, 4)
	do(t, g, "b attack C dagger")
	wantAP(t, g, "Hulkiss resists again", "AC", -1, 4)
	do(t, g, "b attack C dagger")
	wantAP(t, g, "Hulkiss resists at any AP", "AC", -3, 4)
}

// TestBypassGuardian checks "They might roll Dexterity + Athletics to beat
// the guardian's Dexterity + Melee; on a fail, guardian strikes them, on
// a success the attacker sprints next to the target (and can make another
// attack roll later, if they have APs remaining)." Ruling: success ends
// the guard; the attack that follows goes to the target.
func TestBypassGuardian(t *testing.T) {
	g := board(t, guardBoard,
		1, 1, 2, // 2 + 2 = 4 under TN 8: Hulkiss's spear deals 1D6+1 = 3
		4, 4, // the goblin's next try: 8 + 2 = 10 against TN 8: past
		6, 6, 1) // its attack now goes to Toesplint: 12 + 2 against TN 10; 1D6+1 = 2
	do(t, g, "C hold")
	do(t, g, "A guard C")
	o, err := g.Odds(Action{Kind: Bypass, Who: 'b', Target: 'A'})
	if err != nil || !strings.Contains(o.Cases[0].Condition, "2D6+2 against TN 8") {
		t.Fatalf("Dexterity 1 + Athletics 1 against 7 + Dexterity 0 + Melee 1: %+v %v", o, err)
	}
	evs := do(t, g, "b bypass A")
	if d := find(t, evs, EvDamage); d.Who != 0 || d.Amount != 3 || fighter(t, g, 'A').Guards < 0 {
		t.Fatalf("failing, the goblin is struck and the guard stands: %s", d.Text)
	}
	do(t, g, "A hold")
	evs = do(t, g, "b bypass A")
	if find(t, evs, EvPast); fighter(t, g, 'A').Guards >= 0 {
		t.Fatal("past the guardian, its guard should end")
	}
	evs = do(t, g, "b attack C dagger")
	if r := find(t, evs, EvRolled); r.Other != int8(g.ByID('C')) {
		t.Fatalf("the attack should go to Toesplint now: %s", r.Text)
	}
}

// TestGuardLegal checks who may guard whom: an ally within a step, not
// oneself, not twice; and that moving ends a guard.
func TestGuardLegal(t *testing.T) {
	g := board(t, guardBoard)
	do(t, g, "C hold")
	illegal(t, g, "A guard b")
	illegal(t, g, "A guard A")
	do(t, g, "A guard C")
	do(t, g, "b hold")
	illegal(t, g, "A guard C")
	do(t, g, "A move b1")
	if fighter(t, g, 'A').Guards >= 0 {
		t.Fatal("a guardian that moves no longer guards")
	}
}
