package battleaxe

import (
	"strings"
	"testing"
)

const carryRoom = `
map:
+-+-+-+-+-+-+-+-+-+-+
|A P . . . . . . . g|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
P: hero pim
g: enemy goblin
`

// "another hero can pick him up - provided he is light and the carrier is
// heavy. This action can be done in the middle of moving ... However, the
// carrier's Speed stat is reduced by 3 and the carrier can only move each
// turn (cannot take any actions)." "another hero can drop him (this is not
// an action)"
func TestSeedHeavyHeroCarriesAnUnconsciousLightHero(t *testing.T) {
	g := game(t, carryRoom, 4, 2)
	mini(t, g, 'P').Health = 0
	do(t, g, "A move a2", "A carry P") // 1 of 10 (6 + 4) used; 3 less: 6 left
	if got := g.turn.allowance - g.turn.used; got != 6 {
		t.Fatalf("%d squares left, want 6", got)
	}
	if g.MiniAt(sq("b1")) >= 0 || mini(t, g, 'P').Carrier == 0 {
		t.Fatal("Pim should be off the floor, carried")
	}
	do(t, g, "A move b2 c2 d2")
	if mini(t, g, 'P').At != sq("d2") {
		t.Fatal("Pim moves with Thomas")
	}
	do(t, g, "A face S") // free actions remain
}

func TestCarrierCanOnlyMoveAndDropsFreely(t *testing.T) {
	g := game(t, carryRoom, 2)
	if why := refuse(t, g, "P carry A"); !strings.Contains(why, "light") {
		t.Fatal(why)
	}
	do(t, g, "A carry P")
	do(t, g, "A move a2") // Speed 6 - 3 + 2 = 5
	if g.turn.allowance != 5 {
		t.Fatalf("allowance %d, want 5", g.turn.allowance)
	}
	do(t, g, "A drop b2")
	if mini(t, g, 'P').At != sq("b2") || g.MiniAt(sq("b2")) != g.MiniByID('P') {
		t.Fatal("Pim set down on b2")
	}
}

func TestCarriedHeroTakesNoTurnAndIsNotTargeted(t *testing.T) {
	g := game(t, carryRoom, 3)
	do(t, g, "A carry P")
	if why := refuse(t, g, "P face E"); !strings.Contains(why, "turn") && !strings.Contains(why, "carried") {
		t.Fatal(why)
	}
	if cands, _ := g.candidates(g.MiniByID('g')); len(cands) != 1 {
		t.Fatalf("the goblin may only choose Thomas: %v", cands)
	}
	if why := refuse(t, g, "A shoot g"); !strings.Contains(why, "Standard Action") {
		t.Fatal(why)
	}
}

// "The Heroes Retreat. The players can decide to end the game by moving the
// heroes back to the squares they started in"
func TestSeedHeroesRetreatFromTheirStartingSquares(t *testing.T) {
	g := game(t, carryRoom, 6)
	mini(t, g, 'P').Health = 0
	do(t, g, "A move a2")
	if why := refuse(t, g, "A retreat"); !strings.Contains(why, "not on a square the party started on") {
		t.Fatal(why)
	}
	do(t, g, "A carry P", "A move a1") // Pim rides with Thomas; a1 was Thomas's start
	do(t, g, "A retreat")
	if o := g.Outcome(); !o.Over || len(o.Winners) != 0 || !strings.Contains(o.Reason, "retreat") {
		t.Fatalf("outcome %+v", o)
	}
	d, err := Decode(g.Encode())
	if err != nil || !d.Outcome().Over {
		t.Fatalf("a retreat survives a save: %v", err)
	}
}
