package tunnel

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"skirmish/rules"
)

// decisionBound is the time a decision of the computer may take on the
// largest levels when it runs natively, as the median over a game's first
// decisions, each the least of three runs (the runs are identical: the
// computer is deterministic). The nodes counted are the guarantee; this
// checks that a node costs what NodeBudget says it does. Compiled to
// WebAssembly the same nodes take a few times longer, and only the nodes
// are checked.
const decisionBound = 50 * time.Millisecond

// TestAIBudgetOnLargestLevel plays the first decisions of the computer on
// both sides on levels at every limit of the format (largestLevel): each
// stays within NodeBudget, uses exactly the nodes recorded here (the same
// on every machine, natively and in WebAssembly), gets the same answer
// from a fresh computer as from one that has decided before, and the
// median decision takes less than decisionBound.
func TestAIBudgetOnLargestLevel(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, tc := range []struct {
		layout string
		side1  int
		nodes  []int // used by each decision in turn (change with the evaluation)
	}{
		// 51 against 1: the most legal actions a side can have.
		{"open", 51, []int{2048, 2048, 2048, 2048, 2048, 2048, 2048, 2048}},
		// 26 against 26 spread out: under the budget, every action is tried.
		{"open", 26, []int{1679, 1702, 1725, 1757, 1793, 1798, 1807, 1812}},
		// Every model next to enemies: swings, defences and picks.
		{"melee", 0, []int{1970, 12, 1868, 11, 1726, 7, 1660, 12}},
		// Doors everywhere, each opening traces dozens of lights again.
		{"doors", 51, []int{2048, 2048, 2048, 2048, 2048, 2048, 2048, 2048}},
	} {
		lvl := largestLevel(t, tc.layout, tc.side1)
		g := NewGame(lvl, rules.NewDice(1))
		ai := NewAI(1)
		var nodes []int
		var times []time.Duration
		for range tc.nodes {
			side := g.actingSide()
			var a Action
			best := time.Duration(1 << 62)
			for range 3 {
				start := threadCPU()
				var err error
				if a, err = ai.Decide(g, side); err != nil {
					t.Fatalf("%s: %v", tc.layout, err)
				}
				best = min(best, threadCPU()-start)
			}
			times = append(times, best)
			n := ai.Nodes()
			nodes = append(nodes, n)
			if n > NodeBudget {
				t.Errorf("%s: a decision used %d nodes, over the budget of %d", tc.layout, n, NodeBudget)
			}
			fresh := NewAI(2)
			if b, _ := fresh.Decide(g.Copy(), side); b != a || fresh.Nodes() != n {
				t.Errorf("%s: a fresh computer chose %s in %d nodes, one that decided before %s in %d", tc.layout, b, fresh.Nodes(), a, n)
			}
			if _, err := g.Do(a, nil); err != nil {
				t.Fatalf("%s: the computer chose %s: %v", tc.layout, a, err)
			}
		}
		if !slices.Equal(nodes, tc.nodes) {
			t.Errorf("%s: decisions used %v nodes, want %v", tc.layout, nodes, tc.nodes)
		}
		slices.Sort(times)
		median := times[len(times)/2]
		var sides [2]int
		for _, m := range lvl.Models {
			sides[m.Side]++
		}
		t.Logf("%s, %d against %d: nodes %v, %s per decision from %v to %v, median %v",
			tc.layout, sides[0], sides[1], nodes, threadClock, times[0], times[len(times)-1], median)
		if median > decisionBound && runtime.GOARCH != "wasm" {
			t.Errorf("%s: the median decision took %v of %s, over %v", tc.layout, median, threadClock, decisionBound)
		}
	}
}
