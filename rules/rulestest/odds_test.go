package rulestest

import (
	"errors"
	"testing"

	"skirmish/rules"
)

// TestOddsMatchTheDice: for every action with odds, playing it with every
// face of its die loaded gives the acting seat a point exactly as many
// times as the odds say it scores; the odds are the same from the seat's
// view. Actions that roll nothing have no odds, illegal ones are refused.
func TestOddsMatchTheDice(t *testing.T) {
	setups := []struct {
		scenario string
		before   []string
		action   string
		sides    int
		scoring  uint64 // how many faces score for the acting seat
	}{
		{"duel", nil, "1 roll", BonusSides, 2},
		{"duel", []string{"1 pick 3"}, "2 pick 1", Highest, 1},
		{"party", []string{"2 pick 2", "3 pick 2"}, "1 pick 2", Highest, 1},
		{"party", []string{"1 pick 1", "3 pick 2"}, "2 pass", Highest, 0},
	}
	for _, c := range setups {
		a := mustParse(t, c.action)
		base := start(t, c.scenario)
		play(t, base, c.before...)
		odds, err := base.Odds(a)
		if err != nil {
			t.Fatalf("%q: %v", c.action, err)
		}
		viewOdds, err := base.View(a.Seat).Odds(a)
		if err != nil || !equalOdds(odds, viewOdds) {
			t.Fatalf("%q: the view gives %+v, %v; the game %+v", c.action, viewOdds, err, odds)
		}
		oc := odds.Cases[0]
		if len(odds.Cases) != 1 || oc.Total != uint64(c.sides) || odds.Action != c.action {
			t.Fatalf("%q: odds %+v", c.action, odds)
		}
		var sum, scoring uint64
		for _, o := range oc.Outcomes {
			sum += o.Count
		}
		if len(oc.Outcomes) == 2 {
			scoring = oc.Outcomes[0].Count
		}
		if sum != oc.Total || scoring != c.scoring {
			t.Fatalf("%q: %d of %d outcomes score, counts sum to %d; want %d", c.action, scoring, oc.Total, sum, c.scoring)
		}
		var scored uint64
		for face := 1; face <= c.sides; face++ {
			g := base.Copy()
			g.dice, _ = rules.LoadedDice(1, []int{face})
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			scored += uint64(g.Score(a.Seat) - base.Score(a.Seat))
		}
		if scored != c.scoring {
			t.Errorf("%q: %d faces score, the odds say %d", c.action, scored, c.scoring)
		}
	}
	g := start(t, "duel")
	if _, err := g.Odds(mustParse(t, "1 pick 1")); !errors.Is(err, rules.ErrNoOdds) {
		t.Errorf("a pick that ends no round gives %v", err)
	}
	if _, err := g.Odds(mustParse(t, "3 roll")); !rules.IsIllegal(err) {
		t.Errorf("odds for a seat that does not exist: %v", err)
	}
	play(t, g, "1 roll")
	if _, err := g.Odds(mustParse(t, "1 roll")); !rules.IsIllegal(err) {
		t.Errorf("odds for a second roll: %v", err)
	}
}

// equalOdds reports whether two distributions are the same.
func equalOdds(a, b *rules.Odds) bool {
	if a.Action != b.Action || len(a.Cases) != len(b.Cases) {
		return false
	}
	for i, c := range a.Cases {
		d := b.Cases[i]
		if c.Condition != d.Condition || c.Total != d.Total || c.Note != d.Note || len(c.Outcomes) != len(d.Outcomes) {
			return false
		}
		for j, o := range c.Outcomes {
			if o != d.Outcomes[j] {
				return false
			}
		}
	}
	return true
}
