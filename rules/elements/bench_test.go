package elements

import (
	"slices"
	"testing"
	"time"

	"skirmish/rules"
)

// randomLine plays a random game and returns its start and actions.
func randomLine(b *testing.B, name string, seed uint64) (*Game, []Action) {
	sc, err := Scenario(name)
	if err != nil {
		b.Fatal(err)
	}
	start, err := Setup(sc, seed, rules.Options{})
	if err != nil {
		b.Fatal(err)
	}
	g := start.Copy()
	d := rules.NewDice(seed)
	var line []Action
	for !g.Outcome().Over {
		legal := g.LegalActions(int(g.ToAct()[0]))
		a := legal[d.IntN(len(legal))]
		if _, err := g.Do(a); err != nil {
			b.Fatal(err)
		}
		line = append(line, a)
	}
	return start, line
}

// BenchmarkApply applies the actions of a recorded random game, validation
// included; it reports actions applied per second.
func BenchmarkApply(b *testing.B) {
	start, line := randomLine(b, "infiltration", 1)
	n := 0
	for b.Loop() {
		g := start.Copy()
		for _, a := range line {
			if _, err := g.Do(a); err != nil {
				b.Fatal(err)
			}
		}
		n += len(line)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkRandomGame plays whole games with uniformly random legal
// actions on every scenario; it reports games per second.
func BenchmarkRandomGame(b *testing.B) {
	for _, sc := range (Ruleset{}).Scenarios() {
		b.Run(sc.Name, func(b *testing.B) {
			start, _ := Setup(sc, 1, rules.Options{})
			dice := rules.NewDice(1)
			games, actions := 0, 0
			for b.Loop() {
				g := start.Copy()
				n, err := rules.Playout(g, &dice, 1<<20)
				if err != nil {
					b.Fatal(err)
				}
				actions += n
				games++
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(actions)/float64(games), "actions/game")
		})
	}
}

// BenchmarkSnapshot encodes a mid-game state; it reports its size.
func BenchmarkSnapshot(b *testing.B) {
	start, line := randomLine(b, "temple-hold", 2)
	g := start.Copy()
	for _, a := range line[:len(line)/2] {
		g.Do(a)
	}
	var size int
	for b.Loop() {
		size = len(g.Encode())
	}
	b.ReportMetric(float64(size), "bytes/snapshot")
}

// BenchmarkHash hashes a mid-game state, as replays do after every action.
func BenchmarkHash(b *testing.B) {
	start, line := randomLine(b, "rooftop-duel", 3)
	g := start.Copy()
	for _, a := range line[:len(line)/2] {
		g.Do(a)
	}
	for b.Loop() {
		g.Hash()
	}
}

// BenchmarkAIDecision times the computer's decisions over the positions
// of a game between two computers, on every scenario; it reports the
// slowest and the 99th percentile.
func BenchmarkAIDecision(b *testing.B) {
	for _, sc := range (Ruleset{}).Scenarios() {
		b.Run(sc.Name, func(b *testing.B) {
			g, _ := Setup(sc, 4, rules.Options{})
			ai := NewAI(4)
			var positions []*Game
			for !g.Outcome().Over && len(positions) < 400 {
				s := g.actingSide()
				positions = append(positions, g.ViewOf(s))
				a, err := ai.Decide(g.ViewOf(s), s)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := g.Do(a); err != nil {
					b.Fatal(err)
				}
			}
			var times []time.Duration
			k := 0
			for b.Loop() {
				p := positions[k%len(positions)]
				start := time.Now()
				ai.Decide(p, p.actingSide())
				times = append(times, time.Since(start))
				k++
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)-1].Microseconds()), "slowest-µs")
			b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "p99-µs")
		})
	}
}

// BenchmarkMoveUndo applies a move through the history and undoes it.
func BenchmarkMoveUndo(b *testing.B) {
	g := setup(b, "rooftop-duel", 1)
	h := rules.NewHistory(g, rules.UndoFree)
	move, _ := ParseAction("A move c2 E")
	for b.Loop() {
		if _, err := h.Apply(move); err != nil {
			b.Fatal(err)
		}
		if err := h.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}
