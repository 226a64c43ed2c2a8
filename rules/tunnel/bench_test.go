package tunnel

import (
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
	start, _ := Setup(sc, seed, rules.Options{})
	g := start.Copy()
	p := rules.NewRandomPlayer(seed)
	var line []Action
	for !g.Outcome().Over {
		a, _ := p.Choose(g, g.ToAct()[0])
		g.Do(a.(Action), nil)
		line = append(line, a.(Action))
	}
	return start, line
}

// BenchmarkApply applies the actions of a recorded random game, validation
// included; it reports actions applied per second.
func BenchmarkApply(b *testing.B) {
	start, line := randomLine(b, "lamplight-crossing", 1)
	var ev []Event
	n := 0
	for b.Loop() {
		g := start.Copy()
		for _, a := range line {
			var err error
			if ev, err = g.Do(a, ev[:0]); err != nil {
				b.Fatal(err)
			}
		}
		n += len(line)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkRandomGame plays whole games with every action drawn uniformly
// among the legal ones (Playout), on every scenario; it reports games per
// second.
func BenchmarkRandomGame(b *testing.B) {
	for _, sc := range (Ruleset{}).Scenarios() {
		b.Run(sc.Name, func(b *testing.B) {
			start, _ := Setup(sc, 1, rules.Options{})
			dice := rules.NewDice(1)
			games, actions := 0, 0
			for b.Loop() {
				g := start.Copy()
				n, err := g.Playout(&dice, 1<<20)
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

// BenchmarkSnapshot encodes a mid-game state; it reports the snapshot size.
func BenchmarkSnapshot(b *testing.B) {
	start, line := randomLine(b, "the-long-dark", 2)
	g := start.Copy()
	for _, a := range line[:len(line)/2] {
		g.Do(a, nil)
	}
	var size int
	for b.Loop() {
		size = len(g.Encode())
	}
	b.ReportMetric(float64(size), "bytes/snapshot")
}

// BenchmarkMoveUndo applies a move through the history and undoes it.
func BenchmarkMoveUndo(b *testing.B) {
	sc, _ := Scenario("lamplight-crossing")
	g, _ := Setup(sc, 1, rules.Options{})
	h := rules.NewHistory(g, rules.UndoFree)
	move, _ := ParseAction("A move k3-l3 S")
	for b.Loop() {
		if _, err := h.Apply(move); err != nil {
			b.Fatal(err)
		}
		if err := h.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHash hashes a mid-game state, as replays do after every action.
func BenchmarkHash(b *testing.B) {
	start, line := randomLine(b, "lamplight-crossing", 3)
	g := start.Copy()
	for _, a := range line[:len(line)/2] {
		g.Do(a, nil)
	}
	for b.Loop() {
		g.Hash()
	}
}

// BenchmarkAIDecision times the computer's decisions over the positions of
// a game between two computers, on every scenario.
func BenchmarkAIDecision(b *testing.B) {
	for _, sc := range (Ruleset{}).Scenarios() {
		b.Run(sc.Name, func(b *testing.B) {
			g, _ := Setup(sc, 4, rules.Options{})
			ai := NewAI(4)
			var positions []*Game
			for !g.Outcome().Over && len(positions) < 400 {
				positions = append(positions, g.Copy())
				a, _ := ai.Decide(g, g.actingSide())
				g.Do(a, nil)
			}
			k := 0
			var slowest time.Duration
			for b.Loop() {
				p := positions[k%len(positions)]
				start := time.Now()
				ai.Decide(p, p.actingSide())
				slowest = max(slowest, time.Since(start))
				k++
			}
			b.ReportMetric(float64(slowest.Microseconds()), "slowest-µs")
		})
	}
}
