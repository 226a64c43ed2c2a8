package tunnel

import (
	"math"
	"math/bits"
	"testing"

	"skirmish/rules"
)

// survivors cancels dice exactly as the seed says and returns the set of
// numbers left on Attack Dice (bit v for v).
func survivors(atk, def []int) uint16 {
	used := make([]bool, len(atk))
	for _, d := range def {
		for i, a := range atk {
			if !used[i] && a == d {
				used[i] = true
				break
			}
		}
	}
	var set uint16
	for i, a := range atk {
		if !used[i] {
			set |= 1 << a
		}
	}
	return set
}

// TestOddsMatchEnumeration checks the counting against every roll, one by
// one, for all pools with up to 7 dice in total.
func TestOddsMatchEnumeration(t *testing.T) {
	for a := 0; a <= 7; a++ {
		for d := 0; a+d <= 7; d++ {
			var distinct [7]uint64
			var perSet = map[uint16]uint64{}
			n := a + d
			roll := make([]int, n)
			total := uint64(1)
			for range n {
				total *= 6
			}
			for code := uint64(0); code < total; code++ {
				c := code
				for i := range roll {
					roll[i] = int(c%6) + 1
					c /= 6
				}
				set := survivors(roll[:a], roll[a:])
				distinct[bits.OnesCount16(set)]++
				perSet[set]++
			}
			o := OddsFor(a, d)
			if o.Total != total || o.Distinct != distinct {
				t.Fatalf("%d vs %d: distinct %v, enumerated %v (total %d/%d)", a, d, o.Distinct, distinct, o.Total, total)
			}
			for set, count := range perSet {
				if k := bits.OnesCount16(set); o.PerSet[k] != count {
					t.Fatalf("%d vs %d: set %b has %d rolls, odds say %d", a, d, set, count, o.PerSet[k])
				}
			}
		}
	}
}

func TestOddsAddUp(t *testing.T) {
	for a := range MaxDice + 1 {
		for d := range MaxDice + 1 {
			o := OddsFor(a, d)
			var sum uint64
			for _, c := range o.Distinct {
				sum += c
			}
			if sum != o.Total {
				t.Fatalf("%d vs %d: %d of %d rolls accounted for", a, d, sum, o.Total)
			}
			best := o.Best([6]int{6, 5, 4, 3, 2, 1})
			sum = 0
			for _, c := range best {
				sum += c
			}
			if sum != o.Total {
				t.Fatalf("%d vs %d: best-result counts sum to %d of %d", a, d, sum, o.Total)
			}
		}
	}
	if OddsFor(0, 3).Draw() != OddsFor(0, 3).Total {
		t.Fatal("no Attack Dice is always a draw")
	}
	if OddsFor(1, 0).Draw() != 0 {
		t.Fatal("an undefended die always survives")
	}
}

// TestOddsAgainstSimulation rolls 200,000 swings per pool with seeded dice
// and checks every computed chance to within 0.5 percentage points.
func TestOddsAgainstSimulation(t *testing.T) {
	const rolls = 200_000
	order := [6]int{6, 3, 4, 1, 5, 2}
	for _, pool := range [][2]int{{5, 3}, {1, 0}, {3, 5}, {6, 6}, {10, 10}, {10, 1}, {2, 2}} {
		a, d := pool[0], pool[1]
		dice := rules.NewDice(uint64(a*100 + d))
		var draws, avail [7]int
		var best [7]int
		atk, def := make([]int, a), make([]int, d)
		for range rolls {
			for i := range atk {
				atk[i] = dice.D6()
			}
			for i := range def {
				def[i] = dice.D6()
			}
			set := survivors(atk, def)
			if set == 0 {
				draws[0]++
				best[0]++
				continue
			}
			for v := 1; v <= 6; v++ {
				if set&(1<<v) != 0 {
					avail[v]++
				}
			}
			for _, v := range order {
				if set&(1<<v) != 0 {
					best[v]++
					break
				}
			}
		}
		o := OddsFor(a, d)
		check := func(what string, count uint64, seen int) {
			exact := 100 * float64(count) / float64(o.Total)
			sim := 100 * float64(seen) / rolls
			if math.Abs(exact-sim) > 0.5 {
				t.Errorf("%d vs %d, %s: exact %.3f%%, simulated %.3f%%", a, d, what, exact, sim)
			}
		}
		check("draw", o.Draw(), draws[0])
		for v := 1; v <= 6; v++ {
			check(ResultNames[v]+" available", o.Available(), avail[v])
		}
		b := o.Best(order)
		for v := range 7 {
			check("best pick "+ResultNames[v], b[v], best[v])
		}
	}
}

// Game.Odds gives a case for every amount the defender may spend.
func TestGameOddsCases(t *testing.T) {
	g := board(t, faceOff)
	do(t, g, "b turn N", "b turn W", "end") // the Goblin keeps 2 Stamina
	a, _ := ParseAction("A swing d2 2")
	odds, err := g.Odds(a)
	if err != nil {
		t.Fatal(err)
	}
	if len(odds.Cases) != 3 {
		t.Fatalf("%d cases, want 3 (spend 0, 1, 2)", len(odds.Cases))
	}
	for s, c := range odds.Cases {
		want := OddsFor(5, 1+s)
		if c.Total != want.Total || c.Outcomes[0].Count != want.Draw() || c.Outcomes[1].Count != want.Available() {
			t.Errorf("case %d (%s) disagrees with OddsFor(5, %d)", s, c.Condition, 1+s)
		}
	}
	end, _ := ParseAction("end")
	if _, err := g.Odds(end); err != rules.ErrNoOdds {
		t.Fatalf("end has no odds, got %v", err)
	}
	bad, _ := ParseAction("A swing d2 9")
	if _, err := g.Odds(bad); !rules.IsIllegal(err) {
		t.Fatalf("odds of an illegal swing: %v", err)
	}
	// Undefended: a single case with no Defence Dice.
	g = board(t, backstab)
	a, _ = ParseAction("A swing d3 3")
	odds, _ = g.Odds(a)
	if len(odds.Cases) != 1 || odds.Cases[0].Total != OddsFor(6, 0).Total {
		t.Fatalf("undefended swing: %+v", odds.Cases)
	}
}
