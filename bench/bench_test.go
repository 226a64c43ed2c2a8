package bench

import (
	"slices"
	"testing"
	"time"

	"skirmish/game/rulesets"
)

// TestScenarioFigures measures the first scenario of every ruleset with a
// tiny budget and checks every figure is there, positive and plausible.
func TestScenarioFigures(t *testing.T) {
	want := []string{
		"apply_rate", "random_game_rate", "random_game_length",
		"snapshot_max", "snapshot_mean", "move_undo_median", "move_undo_p99",
		"replay_size", "notation_size",
		"ai_decision_median", "ai_decision_p99", "ai_decision_worst", "ai_decisions",
	}
	for _, rs := range rulesets.Catalog() {
		sc := rs.Scenarios()[0]
		figs, err := Scenario(rs, sc, Config{Budget: 20 * time.Millisecond, Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", rs.ID(), err)
		}
		// Random games stopped at the action limit are reported only when
		// there were some (a co-operative party may wander for ever).
		figs = slices.DeleteFunc(figs, func(f Figure) bool { return f.Name == "random_game_capped" && f.Value > 0 })
		if len(figs) != len(want) {
			t.Fatalf("%s: %d figures, want %d: %v", rs.ID(), len(figs), len(want), figs)
		}
		got := map[string]float64{}
		for i, f := range figs {
			if f.Name != want[i] || f.Ruleset != rs.ID() || f.Scenario != sc.Name || f.Unit == "" {
				t.Fatalf("%s: figure %d is %+v, want %s", rs.ID(), i, f, want[i])
			}
			if !(f.Value > 0) {
				t.Fatalf("%s: %s = %v, want a positive value", rs.ID(), f.Name, f.Value)
			}
			got[f.Name] = f.Value
		}
		if got["snapshot_max"] < got["snapshot_mean"] || got["ai_decision_worst"] < got["ai_decision_p99"] ||
			got["ai_decision_p99"] < got["ai_decision_median"] || got["move_undo_p99"] < got["move_undo_median"] {
			t.Fatalf("%s: figures out of order: %v", rs.ID(), got)
		}
		if got["replay_size"] <= got["notation_size"] {
			t.Fatalf("%s: a replay (%v B/action) must hold more than the notation (%v)", rs.ID(), got["replay_size"], got["notation_size"])
		}
	}
}

// TestRank checks the nearest-rank percentile.
func TestRank(t *testing.T) {
	for _, c := range []struct{ n, p, want int }{{1, 99, 0}, {100, 99, 98}, {100, 50, 49}, {101, 99, 99}, {1000, 99, 989}, {10, 99, 9}} {
		if got := Rank(c.n, c.p); got != c.want {
			t.Errorf("Rank(%d, %d) = %d, want %d", c.n, c.p, got, c.want)
		}
	}
}
