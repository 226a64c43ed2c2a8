package gametest

import (
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
)

// CheckQuickPlan checks the quick way through a game of k for a plan of
// one skip of the middle for every test: played through the rules of the
// first scenario of rs (seed 5), it plays some actions and leaves at
// least the plan's last ones to input.
func CheckQuickPlan(t *testing.T, k table.Kind, rs rules.Ruleset) {
	t.Helper()
	st, err := rs.Setup(rs.Scenarios()[0], 5, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := table.NewQuick(k)
	if err := q.Missing(); err != nil {
		t.Fatal(err)
	}
	plan := q.Plan()
	if len(plan.Skips) != 1 || !plan.Skips[0].Always {
		t.Fatalf("plan %+v: want one skip of the middle for every test", plan)
	}
	steps, left, err := q.Skip(st, plan.Skips[0])
	if err != nil {
		t.Fatal(err)
	}
	if left < plan.Skips[0].Keep || len(steps) == 0 {
		t.Fatalf("the skip played %d and left %d, want some and at least %d", len(steps), left, plan.Skips[0].Keep)
	}
}

// QuickCase is a position of a test of the quickest answers: the probe,
// and the option the quickest player must take, without aiming.
type QuickCase struct {
	Probe table.Probe
	Want  string
}

// Choices are the list's enabled options with the labels given.
func Choices(labels ...string) []table.ProbeChoice {
	var out []table.ProbeChoice
	for _, l := range labels {
		out = append(out, table.ProbeChoice{Label: l, Enabled: true})
	}
	return out
}

// CheckQuickChoices asks k's quickest player about each case in turn, with
// one memory, and checks its answers.
func CheckQuickChoices(t *testing.T, k table.Kind, cases []QuickCase) {
	t.Helper()
	var memo table.QuickMemo
	q := k.(table.Quickest)
	for _, c := range cases {
		if got, aim := q.QuickChoice(c.Probe, &memo); got != c.Want || aim {
			t.Errorf("side %d in the %s: %q %v, want %q", c.Probe.ToAct+1, c.Probe.Phase, got, aim, c.Want)
		}
	}
}
