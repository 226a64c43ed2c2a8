package arena

import (
	"fmt"

	"skirmish/rules"
)

// The retreat. Seed: "Characters can begin a retreat at any point. They
// roll Speed + Athletics in a resisted action and everyone takes an EP.
// Each Margin on the roll changes the distance between the two groups by
// an area. On a successful roll characters can decide where the chase
// goes, and exchange a trait --- either Speed or Athletics --- for another
// trait"; the griffin: "Speed 2 and Athletics 1, so players rolls Speed +
// Athletics at TN 10. The total is 11". The seed is cut off there.
//
// Ruling 76: `A retreat` (1 AP) rolls 2D6 + Speed + Athletics, with the
// Penalty of negative AP, against TN 7 + the Speed + Athletics of the
// fastest enemy standing (the pursuers). The fighter and every pursuer
// take 1 EP. The arena is one area: a Margin of 1 puts an area between
// them, and the fighter leaves the fight (Fled): out of it, not fallen; it
// no longer fills its square. A tie or a failure leaves it where it stands,
// caught up. The chase ends at its first success, so the exchange of
// traits for the next roll never comes.

// RetreatBonus returns what fighter i adds to 2D6 running away.
func (g *Game) RetreatBonus(i int) int {
	p := g.Prof(i)
	return p.Spd + p.Athletics + Penalty(int(g.f[i].AP))
}

// RetreatTN returns the TN of fighter i's retreat: 7 plus the Speed +
// Athletics of the fastest enemy standing.
func (g *Game) RetreatTN(i int) int {
	best, any := 0, false
	for j := range g.f {
		if g.f[j].Side != g.f[i].Side && g.f[j].Status == Standing {
			p := g.Prof(j)
			if !any || p.Spd+p.Athletics > best {
				best, any = p.Spd+p.Athletics, true
			}
		}
	}
	return 7 + best
}

// retreat resolves fighter i's retreat.
func (g *Game) retreat(i int) ([]Event, error) {
	bonus, tn := g.RetreatBonus(i), g.RetreatTN(i)
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	g.pay(i, 1)
	total := d1 + d2 + bonus
	f := &g.f[i]
	g.tire(i)
	for j := range g.f {
		if g.f[j].Side != f.Side && g.f[j].Status == Standing {
			g.tire(j)
		}
	}
	ev := g.event(EvRetreat, i, -1, "%s runs (1 AP, %d left): Speed + Athletics %d+%d%+d = %d against TN %d; everyone in the chase takes an Exhaustion Point",
		g.Name(i), f.AP, d1, d2, bonus, total, tn)
	ev.Dice, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, tn, true
	if total > tn {
		f.Status = Fled
		f.Cond &^= Breath | Reloading
		ev.Amount = 1
		ev.Text += ": " + g.Name(i) + " gets away and leaves the fight"
	} else {
		ev.Text += ": the pursuers keep up"
	}
	return []Event{ev}, nil
}

// retreatOdds returns the odds of fighter i's retreat.
func (g *Game) retreatOdds(i int) rules.OddsCase {
	bonus, tn := g.RetreatBonus(i), g.RetreatTN(i)
	var away uint64
	for s := 2; s <= 12; s++ {
		if s+bonus > tn {
			away += twoD6[s]
		}
	}
	return rules.OddsCase{Condition: fmt.Sprintf("Speed + Athletics: 2D6%+d against TN %d", bonus, tn), Total: 36,
		Outcomes: []rules.Chance{{Label: "beats the TN: gets away and leaves the fight", Count: away},
			{Label: "meets or falls under the TN: caught up", Count: 36 - away}}}
}
