package arena

import (
	"testing"

	"skirmish/rules"
)

const hulkissBoard = `
map:
0Aa0

legend:
A: hulkiss
a: crawler
`

// TestOddsOfTheCrawler checks the odds of the crawler's first attack on
// Hulkiss: 2D6 + 3 against TN 10 beats it on 8 or more (15 of 36), meets
// it on 7 (6 of 36) and falls under on 6 or less (15 of 36); the HP
// Hulkiss loses count 36 x 36 rolls of 2D6 and the claws' 2D6.
func TestOddsOfTheCrawler(t *testing.T) {
	g := board(t, hulkissBoard)
	a, _ := ParseAction("a attack A claws")
	o, err := g.Odds(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Cases) != 3 {
		t.Fatalf("%d cases, want 3 (Hulkiss resists with his spear only)", len(o.Cases))
	}
	roll := o.Cases[0]
	if roll.Total != 36 || roll.Outcomes[0].Count != 15 || roll.Outcomes[1].Count != 6 || roll.Outcomes[2].Count != 15 {
		t.Fatalf("the roll: %+v", roll)
	}
	for _, c := range o.Cases {
		var n uint64
		for _, ch := range c.Outcomes {
			n += ch.Count
		}
		if n != c.Total {
			t.Fatalf("%s: outcomes count %d of %d", c.Condition, n, c.Total)
		}
	}
	if o.Cases[1].Total != 36*36 || o.Cases[2].Total != 36*6 {
		t.Fatalf("totals %d and %d, want 1296 (2D6 Damage) and 216 (the spear's 1D6+1)", o.Cases[1].Total, o.Cases[2].Total)
	}
	if _, err := g.Odds(Action{Kind: Hold, Who: 'a'}); err != rules.ErrNoOdds {
		t.Fatalf("holding rolls no dice: %v", err)
	}
}

// TestOddsMatchPlay checks the odds exactly against play: every one of
// the 36 x 36 rolls of the crawler's attack and its Damage, and every one
// of the 36 x 6 rolls of Hulkiss's answer, is played with loaded dice,
// and the HP each side loses is tallied; the tallies must be the odds'.
func TestOddsMatchPlay(t *testing.T) {
	g := board(t, hulkissBoard)
	x := g.Exchange(1, g.lvl.Pack.Item("claws"), 0, g.lvl.Pack.Item("spear"), 0, 0)
	dealt := make([]uint64, len(x.Dealt))
	taken := make([]uint64, len(x.Taken))
	for r1 := 1; r1 <= 6; r1++ {
		for r2 := 1; r2 <= 6; r2++ {
			for d1 := 1; d1 <= 6; d1++ {
				for d2 := 1; d2 <= 6; d2++ {
					g := board(t, hulkissBoard, r1, r2, d1, d2)
					do(t, g, "a attack A claws")
					if g.Phase() == PhaseTie {
						do(t, g, "a neither")
					}
					dealt[6-int(g.f[0].HP)]++
					taken[8-int(g.f[1].HP)]++
				}
			}
		}
	}
	for v := range dealt {
		if dealt[v] != x.Dealt[v] {
			t.Fatalf("Hulkiss loses %d HP in %d of the played rolls, %d by the odds", v, dealt[v], x.Dealt[v])
		}
	}
	// Hulkiss's answer rolls one die, so each of the crawler's misses was
	// played 36 times for its 6 faces: scale the odds' 36 x 6 to match.
	for v := range taken {
		if taken[v] != x.Taken[v]*6 {
			t.Fatalf("the crawler loses %d HP in %d of the played rolls, %d (x6) by the odds", v, taken[v], x.Taken[v])
		}
	}
}

// TestOddsOfTheDeathSave checks the death save's odds: Sindon's 2D6 + 2
// against TN 10 saves on 9 or more (10 of 36), wounds on 8 (5 of 36).
func TestOddsOfTheDeathSave(t *testing.T) {
	g := board(t, `
map:
AB0
00a

legend:
A: sindon
B: hulkiss
a: sentinel
`)
	b := fighter(t, g, 'B')
	b.HP, b.Status = -3, Fallen
	if _, err := g.nextActor(); err != nil {
		t.Fatal(err)
	}
	o, err := g.Odds(Action{Kind: Tend, Who: 'A', Target: 'B'})
	if err != nil {
		t.Fatal(err)
	}
	c := o.Cases[0]
	if c.Outcomes[0].Count != 10 || c.Outcomes[1].Count != 5 || c.Outcomes[2].Count != 21 {
		t.Fatalf("death save odds %+v", c)
	}
}
