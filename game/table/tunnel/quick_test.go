package tunnel

import (
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// TestQuickPlan: the quick way through a game ends every turn to the last
// round, and the browser's skip leaves the last actions to input.
func TestQuickPlan(t *testing.T) {
	rs := tf.Ruleset{}
	st, err := rs.Setup(rs.Scenarios()[0], 5, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := table.NewQuick(Kind)
	plan := q.Plan()
	if len(plan.Skips) != 1 || q.LeastHandOvers() != 0 {
		t.Fatalf("plan %+v, least hand-overs %d: want one skip and no hand-over", plan, q.LeastHandOvers())
	}
	steps, left, err := q.Skip(st, plan.Skips[0])
	if err != nil {
		t.Fatal(err)
	}
	if left != plan.Skips[0].Keep || len(steps) < 20 {
		t.Fatalf("the skip played %d and left %d, want a game of End turn and %d left", len(steps), left, plan.Skips[0].Keep)
	}
	for _, s := range steps {
		if a := s.Action.(tf.Action); a.Kind != tf.End {
			t.Fatalf("the skip played %v, want only the end of turns", a)
		}
	}
	o, aim := Kind.(table.Quickest).QuickChoice(table.Probe{Choices: []table.ProbeChoice{{Label: "Move", Enabled: true}, {Label: "End turn  [E]", Enabled: true}}}, &table.QuickMemo{})
	if o != "End turn  [E]" || aim {
		t.Errorf("QuickChoice %q %v, want End turn", o, aim)
	}
}
