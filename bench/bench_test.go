package bench

import (
	"testing"
	"time"

	"skirmish/rules/catalog"
)

// TestScenarioFigures measures the first scenario of every ruleset with a
// tiny budget and checks every figure is there, positive and plausible.
func TestScenarioFigures(t *testing.T) {
	want := []string{
		"actions_per_second", "random_games_per_second", "random_game_actions",
		"snapshot_bytes_max", "snapshot_bytes_mean", "move_undo_median_us", "move_undo_p99_us",
		"replay_bytes_per_action", "notation_bytes_per_action",
		"ai_decision_median_ms", "ai_decision_p99_ms", "ai_decision_worst_ms", "ai_decisions_timed",
	}
	for _, rs := range catalog.All() {
		sc := rs.Scenarios()[0]
		figs, err := Scenario(rs, sc, Config{Budget: 20 * time.Millisecond, Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", rs.ID(), err)
		}
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
		if got["snapshot_bytes_max"] < got["snapshot_bytes_mean"] || got["ai_decision_worst_ms"] < got["ai_decision_p99_ms"] ||
			got["ai_decision_p99_ms"] < got["ai_decision_median_ms"] || got["move_undo_p99_us"] < got["move_undo_median_us"] {
			t.Fatalf("%s: figures out of order: %v", rs.ID(), got)
		}
		if got["replay_bytes_per_action"] <= got["notation_bytes_per_action"] {
			t.Fatalf("%s: a replay (%v B/action) must hold more than the notation (%v)", rs.ID(), got["replay_bytes_per_action"], got["notation_bytes_per_action"])
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
