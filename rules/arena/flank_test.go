package arena

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// TestRearSquares checks what "the rear" is on a grid with diagonals
// (ruling): the three squares behind a fighter as it faces; not the two
// level with it nor the three before it. "Up to 6 opponents can attack a
// lone character, but only half can flank": three of the eight squares.
func TestRearSquares(t *testing.T) {
	g := board(t, `
map:
000
0A0
000
a00

legend:
A: hulkiss
a: goblin
`)
	g.f[0].Facing = grid.North
	rear := map[string]bool{"a3": true, "b3": true, "c3": true}
	for y := range 3 {
		for x := range 3 {
			p := grid.Pt(x, y)
			if p == g.f[0].At {
				continue
			}
			g.f[1].At = p
			if got := g.atRear(1, 0); got != rear[p.String()] {
				t.Errorf("facing north from b2, %s at the rear: %v, want %v", p, got, rear[p.String()])
			}
		}
	}
}

// TestFlankBonus checks "Flanking grants a +2 Attack Bonus when attacking
// someone from the rear. Anyone can turn to face an attacker so long as
// they can act (this costs 0 APs but the character have enough APs to
// act)." Hulkiss faces the goblin in front and turns to it while he has
// AP; at 0 AP he cannot turn, and the goblin behind him rolls with +2, in
// the odds as in the roll.
func TestFlankBonus(t *testing.T) {
	g := board(t, `
map:
0a0
0A0
0b0

legend:
A: hulkiss
a: g1
b: g2

fighters:
fighter g1 "Goblin 1" str 0 dex 1 spd 2 wits 2 melee 1 hold dagger
fighter g2 "Goblin 2" str 0 dex 1 spd 0 wits 1 melee 1 hold dagger
`,
		1, 1, 1, // a rolls 2+2 under TN 10: Hulkiss's spear deals 1D6+1 = 2
		1, 1, 1, // again; then b (3 AP, none spent) goes before a (3 AP, 2 spent)
		4, 3, 2) // b rolls 7 + 2 + 2 (the flank) = 11 against TN 10; the dagger's 1D6+1 deals 3
	if f := fighter(t, g, 'A'); f.Facing != grid.North {
		t.Fatalf("Hulkiss faces %s, want north towards the nearest goblin", f.Facing)
	}
	if g.Flanks(2, 0) {
		t.Fatal("while Hulkiss can act he turns to face the goblin behind him: no flank")
	}
	do(t, g, "a attack A dagger")
	do(t, g, "a attack A dagger")
	wantAP(t, g, "two defences with the spear", "A", 0)
	if !g.Flanks(2, 0) {
		t.Fatal("at 0 AP Hulkiss cannot turn: the goblin behind him flanks")
	}
	o, err := g.Odds(Action{Kind: Attack, Who: 'b', Target: 'A', Item: "dagger"})
	if err != nil || !strings.Contains(o.Cases[0].Condition, "2D6+4 against TN 10") {
		t.Fatalf("the odds should show Dexterity 1 + Melee 1 + the flank's 2: %+v %v", o, err)
	}
	evs := do(t, g, "b attack A dagger")
	r := find(t, evs, EvRolled)
	if r.Amount != 11 || r.TN != 10 || !strings.Contains(r.Text, "from the rear: +2") {
		t.Fatalf("b should roll 4+3+4 = 11 against TN 10 from the rear: %s", r.Text)
	}
	if fighter(t, g, 'A').Facing != grid.North {
		t.Fatal("Hulkiss, at 0 AP, should not have turned")
	}
}

// TestFacingFollowsActions checks the rulings on facing: a mover faces its
// last step, an attacker faces whom it strikes, and a defender who can act
// turns to face its attacker.
func TestFacingFollowsActions(t *testing.T) {
	g := board(t, `
map:
A0000
00000
0000a

legend:
A: hulkiss
a: g1

fighters:
fighter g1 "Goblin" str 0 dex 1 spd 1 wits 1 melee 1 hold dagger
`,
		1, 1, 1) // the goblin's attack falls under; the spear deals 2
	do(t, g, "a move e2")
	if f := fighter(t, g, 'a'); f.Facing != grid.North {
		t.Fatalf("after stepping north the goblin faces %s", f.Facing)
	}
	do(t, g, "A move b1")
	if f := fighter(t, g, 'A'); f.Facing != grid.East {
		t.Fatalf("after stepping east Hulkiss faces %s", f.Facing)
	}
	do(t, g, "a move d2")
	do(t, g, "A move c2") // within the goblin's reach: it lets him pass
	do(t, g, "a pass")
	if f := fighter(t, g, 'A'); f.Facing != grid.South {
		t.Fatalf("after a step south-east Hulkiss faces %s; on a diagonal a fighter faces north or south (Toward)", f.Facing)
	}
	do(t, g, "a attack A dagger")
	if a, A := fighter(t, g, 'a'), fighter(t, g, 'A'); a.Facing != grid.West || A.Facing != grid.East {
		t.Fatalf("the goblin at d2 striking c2 faces %s (want west); Hulkiss turns to face it: %s", a.Facing, A.Facing)
	}
}

// TestSixAttackers checks "Up to 6 opponents can attack a lone character"
// (ruling: six enemies a round): once six have attacked Hulkiss this
// round, a seventh may not, in Legal as in Apply, while the six may
// again; a new round forgets them.
func TestSixAttackers(t *testing.T) {
	g := board(t, `
map:
bcd
eAf
ghi

legend:
A: hulkiss
b: goblin
c: goblin
d: goblin
e: goblin
f: goblin
g: goblin
h: goblin
i: goblin
`)
	g.f[0].Foes = 0b111111 << 1 // b..g (indexes 1-6) have attacked him
	h := g.ByID('h')
	g.cur = int8(h)
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	illegal(t, g, "h attack A dagger")
	for _, a := range g.LegalActions(1) {
		if a.Kind == Attack || a.Kind == Disarm {
			t.Fatalf("%s offered to a seventh attacker", a)
		}
	}
	g.cur = int8(g.ByID('b'))
	do(t, g, "b attack A fists") // one of the six may attack again
	g.round = 2
	if _, err := g.roundBegins(); err != nil || g.f[0].Foes != 0 {
		t.Fatalf("a new round should forget who attacked: %b %v", g.f[0].Foes, err)
	}
}
