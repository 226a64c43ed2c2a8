package magewinds

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// TestOddsTextReadsPlainly: the chart of a split attack against a fighter
// with 2 damage left has a bar per possible amount of damage of the first
// case (none for the impossible 3), the take-down marked, and plain words
// with whole percents, never a debug view.
func TestOddsTextReadsPlainly(t *testing.T) {
	out := func(counts ...uint64) []rules.Chance {
		labels := []string{"0 damage", "1 damage", "2 damage (taken down)", "3 damage (taken down)"}
		var cs []rules.Chance
		for d, n := range counts {
			cs = append(cs, rules.Chance{Label: labels[d], Count: n})
		}
		return cs
	}
	cases := []rules.OddsCase{
		{Condition: "Light Attack, no reaction", Total: 216, Outcomes: out(64, 96, 56, 0)},
		{Condition: "Light Attack, if it dodges", Total: 216, Outcomes: out(125, 75, 16, 0)},
		{Condition: "Heavy Attack, no reaction", Total: 1296, Outcomes: out(625, 500, 150, 21)},
		{Condition: "Heavy Attack, if it dodges", Total: 1296, Outcomes: out(1295, 1, 0, 0)},
	}
	p := oddsText(cases)
	if p.Title != "Light Attack, no reaction" || len(p.Bars) != 3 {
		t.Fatalf("title %q, %d bars; want the first case with 3 bars", p.Title, len(p.Bars))
	}
	if b := p.Bars[2]; b.Label != "2, taken down" || !b.Warn || b.Count != 56 {
		t.Errorf("last bar %+v, want 2 damage taking down, warned", b)
	}
	want := []string{
		"1 damage or more: 70% · taken down: 26%",
		"If it dodges: 42% (1 damage or more)",
		"Heavy Attack, no reaction: 52% · if it dodges: <1% (1 damage or more)",
	}
	if strings.Join(p.Words, "\n") != strings.Join(want, "\n") {
		t.Errorf("words\n%s\nwant\n%s", strings.Join(p.Words, "\n"), strings.Join(want, "\n"))
	}
}
