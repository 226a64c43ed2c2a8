package elements

import (
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestQuickPlan: the plan's skip plays through the rules to the end of the
// first scenario, leaving the last actions to input.
func TestQuickPlan(t *testing.T) {
	rs := el.Ruleset{}
	st, err := rs.Setup(rs.Scenarios()[0], 5, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := table.NewQuick(Kind)
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

// TestQuickChoice: the quickest answers as the list offers them.
func TestQuickChoice(t *testing.T) {
	var memo table.QuickMemo
	k := Kind.(table.Quickest)
	choices := func(labels ...string) []table.ProbeChoice {
		var out []table.ProbeChoice
		for _, l := range labels {
			out = append(out, table.ProbeChoice{Label: l, Enabled: true})
		}
		return out
	}
	for _, c := range []struct {
		p    table.Probe
		want string
	}{
		{table.Probe{Phase: "muster", Choices: choices("Ready (34 of 40)", "Scenario's force")}, "Ready (34 of 40)"},
		{table.Probe{Phase: "act", Choices: choices("Samurai A: AT 3 DF 4 MV 3", "Ninja B: AT 3 DF 2 MV 4")}, "Samurai A: AT 3 DF 4 MV 3"},
		{table.Probe{Phase: "act", Choices: choices("Attack Monk a (close combat)", "Done: end Samurai A's activation")}, "Done: end Samurai A's activation"},
		{table.Probe{Phase: "result", Choices: choices("Fire: Monk a Injured; Samurai A may move 1", "Earth: Monk a Stunned")}, "Earth: Monk a Stunned"},
		{table.Probe{Phase: "shift", Choices: choices("Leave Samurai A where it is")}, "Leave Samurai A where it is"},
	} {
		if got, aim := k.QuickChoice(c.p, &memo); got != c.want || aim {
			t.Errorf("in the %s: %q %v, want %q", c.p.Phase, got, aim, c.want)
		}
	}
}
