package tunnel

import (
	"fmt"
	"sync"

	"skirmish/rules"
)

// SwingOdds is the exact distribution of a swing's dice: a Attack Dice
// against d Defence Dice, every one of the 6^(a+d) rolls equally likely.
//
// After matching pairs cancel, a number v is left on some Attack Die exactly
// when more Attack Dice than Defence Dice show v. The six numbers behave
// alike, so the chance of any particular set of surviving numbers depends
// only on its size k: PerSet[k] rolls leave exactly that set.
type SwingOdds struct {
	AttackDice, DefenceDice int
	Total                   uint64    // 6^(a+d)
	PerSet                  [7]uint64 // rolls that leave one given set of k numbers
	Distinct                [7]uint64 // rolls that leave exactly k different numbers
}

var binom = func() (c [11][11]uint64) {
	for n := range 11 {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1]
			if k < n {
				c[n][k] += c[n-1][k]
			}
		}
	}
	return
}()

// oddsTable holds SwingOdds for every a, d in 0..10, computed once.
var oddsTable = sync.OnceValue(func() *[MaxDice + 1][MaxDice + 1]SwingOdds {
	var t [MaxDice + 1][MaxDice + 1]SwingOdds
	for a := range MaxDice + 1 {
		for d := range MaxDice + 1 {
			t[a][d] = countSwing(a, d)
		}
	}
	return &t
})

// OddsFor returns the exact distribution of a Attack Dice against d Defence
// Dice (both 0..10).
func OddsFor(a, d int) SwingOdds { return oddsTable()[a][d] }

// countSwing counts rolls face by face: for each number, how many Attack and
// Defence Dice show it (choosing which dice, by binomial coefficients), and
// whether it survives. ways[i][j][k]: rolls of the numbers so far that use i
// Attack and j Defence Dice and leave k numbers.
func countSwing(a, d int) SwingOdds {
	var ways, next [MaxDice + 1][MaxDice + 1][7]uint64
	ways[0][0][0] = 1
	for face := range 6 {
		next = [MaxDice + 1][MaxDice + 1][7]uint64{}
		for i := 0; i <= a; i++ {
			for j := 0; j <= d; j++ {
				for k := 0; k <= face; k++ {
					w := ways[i][j][k]
					if w == 0 {
						continue
					}
					xlo, ylo := 0, 0
					if face == 5 { // the last number takes every die left
						xlo, ylo = a-i, d-j
					}
					for x := xlo; x <= a-i; x++ {
						for y := ylo; y <= d-j; y++ {
							kk := k
							if x > y {
								kk++
							}
							next[i+x][j+y][kk] += w * binom[a-i][x] * binom[d-j][y]
						}
					}
				}
			}
		}
		ways = next
	}
	o := SwingOdds{AttackDice: a, DefenceDice: d, Total: 1}
	for range a + d {
		o.Total *= 6
	}
	var c6 = [7]uint64{1, 6, 15, 20, 15, 6, 1}
	for k := range 7 {
		o.Distinct[k] = ways[a][d][k]
		o.PerSet[k] = o.Distinct[k] / c6[k]
	}
	return o
}

// Draw returns the number of rolls that leave no Attack Dice.
func (o SwingOdds) Draw() uint64 { return o.Distinct[0] }

// Available returns the number of rolls that leave at least one Attack Die
// showing a given number (the same for every number).
func (o SwingOdds) Available() uint64 {
	var s uint64
	for k := 1; k <= 6; k++ {
		s += uint64(k) * o.Distinct[k]
	}
	return s / 6
}

// Best returns, for an attacker who ranks the six results in the order
// given (best first), the number of rolls in which each result is the best
// one left. best[0] counts draws; best[v] counts rolls whose best is v.
func (o SwingOdds) Best(order [6]int) (best [7]uint64) {
	best[0] = o.Distinct[0]
	for r, v := range order {
		// Sets of size k whose best member has rank r: the other k-1
		// members come from the 5-r numbers ranked below it.
		for k := 1; k <= 6-r; k++ {
			best[v] += o.PerSet[k] * binom[5-r][k-1]
		}
	}
	return
}

// Odds returns the exact distribution of a swing or defence choice
// (rules.State): a case per amount the defender may still choose to spend.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok || (a.Kind != Swing && a.Kind != Defend) {
		return nil, rules.ErrNoOdds
	}
	if !g.isLegal(a) {
		return nil, rules.Illegal(a, "%s", g.whyIllegal(a))
	}
	out := &rules.Odds{Action: a.String()}
	if a.Kind == Defend {
		t := &g.models[g.sw.Target]
		d := min(MaxDice, int(t.Prof().Strength)+int(a.N))
		out.Cases = append(out.Cases, oddsCase(fmt.Sprintf("%d Attack Dice against %d Defence Dice", g.sw.AttackDice, d), OddsFor(int(g.sw.AttackDice), d)))
		return out, nil
	}
	i, j := g.ModelByID(a.Model), g.ModelAt(a.To)
	atk, defends, why := g.planSwing(i, j, int(a.N))
	t := &g.models[j]
	switch {
	case !defends:
		out.Cases = append(out.Cases, oddsCase(fmt.Sprintf("%d Attack Dice, no Defence Dice (%s %s)", atk, g.Name(j), why), OddsFor(atk, 0)))
	case !g.canSpend(j):
		d := min(MaxDice, int(t.Prof().Strength))
		out.Cases = append(out.Cases, oddsCase(fmt.Sprintf("%d Attack Dice against %d Defence Dice (no Stamina left to spend)", atk, d), OddsFor(atk, d)))
	default:
		maxSpend := max(0, min(int(t.Stamina), MaxDice-int(t.Prof().Strength)))
		for s := 0; s <= maxSpend; s++ {
			d := min(MaxDice, int(t.Prof().Strength)+s)
			cond := fmt.Sprintf("%s spends %d Stamina: %d Attack Dice against %d Defence Dice", g.Name(j), s, atk, d)
			out.Cases = append(out.Cases, oddsCase(cond, OddsFor(atk, d)))
		}
	}
	return out, nil
}

func oddsCase(cond string, o SwingOdds) rules.OddsCase {
	c := rules.OddsCase{
		Condition: cond,
		Total:     o.Total,
		Note:      "a result is available when an Attack Die showing it survives; several can be available at once, the attacker picks one",
	}
	c.Outcomes = append(c.Outcomes, rules.Chance{Label: "draw", Count: o.Draw()})
	avail := o.Available()
	for v := 1; v <= 6; v++ {
		c.Outcomes = append(c.Outcomes, rules.Chance{Label: fmt.Sprintf("%d %s available", v, ResultNames[v]), Count: avail})
	}
	return c
}
