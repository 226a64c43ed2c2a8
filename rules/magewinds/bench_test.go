package magewinds

import (
	"testing"
	"time"

	"skirmish/rules"
)

// BenchmarkAIDecision times the computer's decisions over positions taken
// from its battles against a random player, per scenario: ns/op is one
// decision. The budget is 200 ms a decision; max-ms reports the slowest
// position seen (timings are reported, never asserted).
func BenchmarkAIDecision(b *testing.B) {
	for _, sc := range scenarios(b) {
		b.Run(sc.Name, func(b *testing.B) {
			pos := aiPositions(b, sc.Name, 3, 4)
			if len(pos) == 0 {
				b.Fatal("no positions")
			}
			var slowest time.Duration
			i := 0
			for b.Loop() {
				g := pos[i%len(pos)]
				i++
				start := time.Now()
				if _, err := NewAI(uint64(i)).Choose(g, 0); err != nil {
					b.Fatal(err)
				}
				slowest = max(slowest, time.Since(start))
			}
			b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(len(pos)), "positions")
		})
	}
}

// randomPositions returns positions of random battles of every scenario.
func randomPositions(b *testing.B, every int) []*Game {
	var out []*Game
	for _, sc := range scenarios(b) {
		g, _ := Setup(sc, 3, rules.Options{})
		n := 0
		randomGame(b, g, 3, maxActions, func(Action, []rules.Event) {
			if n++; n%every == 0 && !g.Outcome().Over {
				out = append(out, g.Clone().(*Game))
			}
		})
	}
	return out
}

// BenchmarkLegal lists the legal actions of positions of random battles:
// ns/op is one list.
func BenchmarkLegal(b *testing.B) {
	pos := randomPositions(b, 3)
	actions, i := 0, 0
	for b.Loop() {
		g := pos[i%len(pos)]
		i++
		actions += len(g.Legal(rules.Seat(g.Decider())))
	}
	b.ReportMetric(float64(actions)/float64(i), "actions/list")
}

// recorded plays a random battle of the scenario and returns its start and
// its actions.
func recorded(b *testing.B, name string, seed uint64) (*Game, []Action) {
	start := setup(b, name, seed)
	g := start.Clone().(*Game)
	var line []Action
	randomGame(b, g, seed, maxActions, func(a Action, _ []rules.Event) { line = append(line, a) })
	return start, line
}

// BenchmarkApplyRandomGame applies the actions of a recorded random battle
// from its start, validation included: ns/op is one whole battle.
func BenchmarkApplyRandomGame(b *testing.B) {
	for _, sc := range scenarios(b) {
		b.Run(sc.Name, func(b *testing.B) {
			start, line := recorded(b, sc.Name, 1)
			n := 0
			for b.Loop() {
				g := start.Clone().(*Game)
				for _, a := range line {
					if _, err := g.Apply(a); err != nil {
						b.Fatal(err)
					}
				}
				n += len(line)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
			b.ReportMetric(float64(len(line)), "actions/battle")
		})
	}
}

// BenchmarkPlayRandomGame plays whole battles between random players, the
// legal actions listed at every step: ns/op is one battle.
func BenchmarkPlayRandomGame(b *testing.B) {
	for _, sc := range scenarios(b) {
		b.Run(sc.Name, func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				g, _ := Setup(sc, seed, rules.Options{})
				randomGame(b, g, seed, maxActions, nil)
			}
		})
	}
}

// BenchmarkEncodeDecode encodes and decodes a position of the first
// round's Action Phase (before any card is kept at a Windburn: see
// TestSeedWindburnKingOfHearts).
func BenchmarkEncodeDecode(b *testing.B) {
	var g *Game
	for _, p := range randomPositions(b, 5) {
		if p.Round == 1 && p.Phase == PhaseAction && g == nil {
			g = p
		}
	}
	for b.Loop() {
		if _, err := Decode(g.Encode()); err != nil {
			b.Fatal(err)
		}
	}
}
