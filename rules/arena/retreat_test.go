package arena

import (
	"testing"

	"skirmish/rules/grid"
)

// griffinChase: a fighter of Speed 1 and Athletics 1 flees a griffin.
const griffinChase = `
map:
A0000a

legend:
A: runner
a: chaser

fighters:
fighter runner "Runner" str 0 dex 0 spd 1 wits 0 athletics 1 hold dagger
fighter chaser "Griffin" str 3 dex 1 spd 2 wits 0 athletics 1 natural claws dumb
`

// TestRetreatGriffin checks the seed's example: "The griffin has Speed 2
// and Athletics 1, so players rolls Speed + Athletics at TN 10. The total
// is 11" (ruling 76: a success leaves the fight), and "everyone takes an
// EP".
func TestRetreatGriffin(t *testing.T) {
	// The griffin has 5 AP and the initiative; it holds.
	g := board(t, griffinChase, 4, 5)
	do(t, g, "a hold")
	i := g.ByID('A')
	if g.RetreatTN(i) != 10 || g.RetreatBonus(i) != 2 {
		t.Fatalf("TN %d, bonus %+d", g.RetreatTN(i), g.RetreatBonus(i))
	}
	// 2D6 + 2 beats 10 on 9 or more: 10 of the 36 rolls.
	if o, err := g.Odds(Action{Kind: Retreat, Who: 'A'}); err != nil || o.Cases[0].Outcomes[0].Count != 10 {
		t.Fatalf("the odds of the retreat: %+v %v", o, err)
	}
	evs := do(t, g, "A retreat")
	if e := find(t, evs, EvRetreat); e.TN != 10 || e.Amount != 1 {
		t.Fatalf("4+5+2 = 11 against TN 10: %s", e.Text)
	}
	a, b := fighter(t, g, 'A'), fighter(t, g, 'a')
	if a.Status != Fled || a.EP != 1 || b.EP != 1 {
		t.Fatalf("the runner flees; both take an EP\n%s", g.Describe())
	}
	if g.At(grid.Pt(0, 0)) >= 0 {
		t.Fatal("a fighter who fled leaves its square")
	}
	if o := g.Outcome(); !o.Over || !o.Won(1) {
		t.Fatalf("nobody of side 1 is left standing: %v", o)
	}
}

// TestRetreatCaught checks that a tie or a failure leaves the fighter in
// the fight (ruling 76).
func TestRetreatCaught(t *testing.T) {
	g := board(t, griffinChase, 4, 4)
	do(t, g, "a hold")
	evs := do(t, g, "A retreat")
	if e := find(t, evs, EvRetreat); e.Amount != 0 || fighter(t, g, 'A').Status != Standing {
		t.Fatalf("10 meets TN 10: caught\n%s", e.Text)
	}
	wantAP(t, g, "a retreat costs 1 AP", "A", 3)
}
