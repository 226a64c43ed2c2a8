package arena

import (
	"slices"
	"testing"
	"time"

	"skirmish/rules"
)

// TestAIStrikes checks that the computer strikes an enemy within reach
// rather than holding, and closes in on one out of reach.
func TestAIStrikes(t *testing.T) {
	g := board(t, `
map:
Aa0000

legend:
A: kosh
a: sentinel
`)
	a, err := NewAI(1).Choose(g.View(0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.(Action).Kind != Attack || a.(Action).Item != "greatsword" {
		t.Fatalf("Kosh next to the sentinel chooses %q, want his greatsword", a)
	}
	g = board(t, `
map:
A000000a

legend:
A: kosh
a: sentinel
`)
	a, err = NewAI(1).Choose(g.View(0), 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.(Action).Kind != Move || a.(Action).To.X != 3 {
		t.Fatalf("Kosh far from the sentinel chooses %q, want to move 3 steps towards it", a)
	}
}

// aiBouts is the number of bouts per level of TestAIBeatsRandom, half
// with the computer as side 1 and half as side 2 (issue #18: "at least 80%
// of 200 games per scenario"); -short plays fewer.
func aiBouts() int {
	if testing.Short() {
		return 40
	}
	return 200
}

// maxEvals bounds the work of one decision: the actions and replies the
// computer rates (AI.Evals). It stands in for the issue's "decisions under
// 50 ms at the 99th percentile", which a loaded machine's clock cannot
// check reliably; the times are logged.
const maxEvals = 4000

// TestAIBeatsRandom plays the computer against a player choosing
// uniformly among the legal actions on every embedded level, from both
// seats, and wants the computer to win at least 80% of the bouts of each
// level (a draw is not a win) with every decision's work bounded.
func TestAIBeatsRandom(t *testing.T) {
	bouts := aiBouts()
	var times []time.Duration
	worstEvals := 0
	for k, sc := range scenarios(t) {
		var won [2]int
		for n := range bouts {
			ai := n % 2
			seed := uint64(k*1000 + n/2 + 1)
			g, err := Setup(sc, seed, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			comp, random := NewAI(seed), rules.NewRandomPlayer(seed)
			for steps := 0; !g.Outcome().Over; steps++ {
				if steps > 20000 {
					t.Fatalf("%s seed %d: the bout does not end", sc.Name, seed)
				}
				seats := g.ToAct()
				if len(seats) == 0 {
					t.Fatalf("%s seed %d: nobody to act in a bout not over", sc.Name, seed)
				}
				var a rules.Action
				if int(seats[0]) == ai {
					start := time.Now()
					a, err = comp.Choose(g.View(seats[0]), seats[0])
					times = append(times, time.Since(start))
					if comp.Evals > maxEvals {
						t.Fatalf("%s seed %d: a decision rated %d actions and replies; want at most %d\n%s", sc.Name, seed, comp.Evals, maxEvals, g.Describe())
					}
					worstEvals = max(worstEvals, comp.Evals)
				} else {
					a, err = random.Choose(g.View(seats[0]), seats[0])
				}
				if err != nil {
					t.Fatalf("%s seed %d: %v", sc.Name, seed, err)
				}
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("%s seed %d: %s: %v", sc.Name, seed, a, err)
				}
			}
			if g.Outcome().Won(rules.Seat(ai)) {
				won[ai]++
			}
		}
		half := bouts / 2
		t.Logf("%s: the computer won %d of %d as side 1, %d of %d as side 2", sc.Name, won[0], half, won[1], half)
		if (won[0]+won[1])*5 < bouts*4 {
			t.Errorf("%s: the computer won %d of %d bouts against a random player; want 80%%", sc.Name, won[0]+won[1], bouts)
		}
	}
	slices.Sort(times)
	if n := len(times); n > 0 {
		rank := func(p int) time.Duration { return times[max((n*p+99)/100-1, 0)] } // nearest rank, as skirmish bench
		t.Logf("%d decisions: p50 %v, p99 %v, worst %v; at most %d actions and replies rated", n,
			rank(50), rank(99), times[n-1], worstEvals)
	}
}
