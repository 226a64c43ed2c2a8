package arena

import (
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// TestQuickPlan: the plan's skip plays through the rules to the end of the
// first scenario, leaving the last actions to input.
func TestQuickPlan(t *testing.T) {
	rs := ar.Ruleset{}
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
		{table.Probe{Phase: "act", Choices: choices("Dagger at Goblin (b): deal 50% · take 30%", "Hold for the rest of the round")}, "Hold for the rest of the round"},
		{table.Probe{Phase: "defend", Choices: choices("Resist with the Longsword (2 AP): take 40% · deal 30%", "Resist with the Buckler (1 AP): take 30% · deal 20%")}, "Resist with the Longsword (2 AP): take 40% · deal 30%"},
		{table.Probe{Phase: "tie", Choices: choices("Both deal Damage", "Neither deals Damage")}, "Neither deals Damage"},
		{table.Probe{Phase: "muster", Choices: choices("Ready (130 of 130 points)")}, "Ready (130 of 130 points)"},
		{table.Probe{Phase: "ram", Choices: choices("Brace: stand your ground: beat the TN 42%", "Dodge to c4")}, "Brace: stand your ground: beat the TN 42%"},
		{table.Probe{Phase: "act", Choices: choices("Break free of the grapple: beat the TN 30%")}, "Break free of the grapple: beat the TN 30%"},
		{table.Probe{Phase: "act", Choices: choices("Scream in the dark")}, "Scream in the dark"},
		{table.Probe{Phase: "interrupt", Choices: choices("Dagger at Kosh (A): deal 40% · take 40%", "Pass: let the move go on")}, "Pass: let the move go on"},
	} {
		if got, aim := k.QuickChoice(c.p, &memo); got != c.want || aim {
			t.Errorf("in the %s: %q %v, want %q", c.p.Phase, got, aim, c.want)
		}
	}
}
