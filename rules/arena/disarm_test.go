package arena

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// disarmBoard: a duellist (A, 4 AP) against a goblin (b, 3 AP); the
// duellist's ally C (3 AP, empty-handed) stands four steps off. After the
// disarm A and b have 2 AP and C, with 3, acts next.
const disarmBoard = `
map:
Ab00C

legend:
A: duellist
C: porter
b: g1

fighters:
fighter duellist "Duellist" str 0 dex 1 spd 1 wits 0 melee 2 hold longsword
fighter porter "Porter" str 1 dex 0 spd 0 wits 0
fighter g1 "Goblin" str 0 dex 1 spd 0 wits 1 melee 1 hold dagger
`

// TestDisarmFlies checks "Disarming: make a normal attack with a -2
// Penalty against an opponent with fewer APs ... If successful, the
// opponent's weapon flies a number of steps equal to the darkest die
// rolled, towards the next acting character (determined by Initiative
// Ordering), who can try to avoid the missile as usual, at TN 12. If this
// impromptu thrown weapon hits, it deals its regular Damage Bonus +1."
// Ruling: the darkest die is the first of the two.
func TestDisarmFlies(t *testing.T) {
	g := board(t, disarmBoard,
		6, 4, // 10 + Dexterity 1 + Melee 2 + Bonus 1 - 2 = 12 against TN 9: the dagger flies 6 steps
		3, 3, // the porter avoids: 6 + 0 against TN 12, and fails
		4) // the dagger: 4 + 1 + 1 = 6, 1D6+2, deals 6
	illegal(t, g, "A disarm C longsword")
	o, err := g.Odds(Action{Kind: Disarm, Who: 'A', Target: 'b', Item: "longsword"})
	if err != nil || !strings.Contains(o.Cases[0].Condition, "2D6+2 against TN 9") {
		t.Fatalf("the disarm's odds carry the -2: %+v %v", o, err)
	}
	evs := do(t, g, "A disarm b longsword")
	if r := find(t, evs, EvRolled); r.Amount != 12 || r.TN != 9 || !strings.Contains(r.Text, "disarming: -2") {
		t.Fatalf("the roll: %s", r.Text)
	}
	if d := find(t, evs, EvDisarm); !strings.Contains(d.Text, "towards Porter (C)") || !strings.Contains(d.Text, "e1") {
		t.Fatalf("the dagger should fly at the porter, who acts next, and land on e1: %s", d.Text)
	}
	if b := fighter(t, g, 'b'); b.Hands[0] >= 0 || b.HP != 6 {
		t.Fatalf("the goblin should be disarmed, and unhurt: %+v", b)
	}
	if d := find(t, evs, EvDamage); d.Other != int8(g.ByID('C')) || d.Amount != 6 || !strings.HasPrefix(d.Text, "The flying Dagger deals 1D6+2") {
		t.Fatalf("the flying dagger should deal 1D6+2 = 6 to the porter: %s", d.Text)
	}
	wantAP(t, g, "the porter paid 1 AP to avoid it", "ACb", 2, 2, 2)
	if l := g.LooseItems(); len(l) != 1 || l[0].At != grid.Pt(4, 0) {
		t.Fatalf("the dagger should lie on e1: %+v", l)
	}
	do(t, g, "b hold")
	do(t, g, "C take dagger")
	if c := fighter(t, g, 'C'); c.Hands[0] < 0 || g.Item(int(c.Hands[0])).ID != "dagger" || len(g.LooseItems()) != 0 {
		t.Fatalf("the porter should hold the dagger: %+v", c)
	}
}

// TestDisarmShortFlight checks a weapon flying fewer steps than the way to
// the next actor: it lands on the way, and may be picked up from the
// square next to it.
func TestDisarmShortFlight(t *testing.T) {
	g := board(t, disarmBoard,
		2, 6) // 8 + 2 = 10 against TN 9: the dagger flies 2 steps, to d1
	do(t, g, "A disarm b longsword")
	if l := g.LooseItems(); len(l) != 1 || l[0].At != grid.Pt(3, 0) {
		t.Fatalf("the dagger should lie on d1: %+v", l)
	}
	illegal(t, g, "b take dagger") // two steps off
	do(t, g, "C take dagger")      // next to it
}

// TestDisarmNeedsFewerAP checks "can only be performed while when the
// target has fewer APs".
func TestDisarmNeedsFewerAP(t *testing.T) {
	g := board(t, disarmBoard)
	if !g.canDisarm(0, 2, g.lvl.Pack.Item("longsword")) {
		t.Fatal("the duellist (4 AP) may disarm the goblin (3 AP)")
	}
	g.f[2].AP = 4
	if g.canDisarm(0, 2, g.lvl.Pack.Item("longsword")) {
		t.Fatal("with as many AP the goblin cannot be disarmed")
	}
}

// TestDropLies checks that a dropped weapon lies at its owner's feet
// ("Dropping a Weapon costs no APs"), to be picked up again for 1 AP.
func TestDropLies(t *testing.T) {
	g := board(t, disarmBoard)
	do(t, g, "A drop longsword")
	if l := g.LooseItems(); len(l) != 1 || l[0].At != grid.Pt(0, 0) {
		t.Fatalf("the longsword should lie on a1: %+v", l)
	}
	do(t, g, "A take longsword")
	wantAP(t, g, "picking up costs 1 AP", "A", 3)
}

// TestDisarmHitsDisarmer checks the seed's footnote: "If the disarming
// character acts next, they might hit themselves with the impromptu
// thrown weapon." With a dagger the duellist keeps 3 AP to the goblin's
// 2, acts next, and the goblin's dagger flies back at it.
func TestDisarmHitsDisarmer(t *testing.T) {
	g := board(t, `
map:
Ab

legend:
A: duellist
b: g1

fighters:
fighter duellist "Duellist" str 0 dex 1 spd 1 wits 0 melee 2 hold dagger
fighter g1 "Goblin" str 0 dex 1 spd 0 wits 1 melee 1 hold dagger
`,
		6, 5, // 11 + 1 + 2 + 0 - 2 = 12 against TN 9
		1, 1, // the duellist fails to avoid it: 2 + Speed 1 against TN 12
		1) // 1D6+2 = 3
	evs := do(t, g, "A disarm b dagger")
	if d := find(t, evs, EvDisarm); !strings.Contains(d.Text, "towards Duellist (A)") {
		t.Fatalf("the dagger should fly at the duellist, who acts next: %s", d.Text)
	}
	if d := find(t, evs, EvDamage); d.Other != 0 || d.Amount != 3 {
		t.Fatalf("the duellist should take 3 from the flying dagger: %s", d.Text)
	}
	if l := g.LooseItems(); len(l) != 1 || l[0].At != grid.Pt(0, 0) {
		t.Fatalf("the dagger should lie at the duellist's feet: %+v", l)
	}
}
