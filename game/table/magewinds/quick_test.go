package magewinds

import (
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestQuickPlan: the browser's first skip plays the deployment up to the
// first channelling and no further, and every skip of the plan plays
// through the rules to the end.
func TestQuickPlan(t *testing.T) {
	rs := mw.Ruleset{}
	st, err := rs.Setup(rs.Scenarios()[0], 5, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := table.NewQuick(Kind)
	plan := q.Plan()
	if len(plan.Skips) != 2 || plan.Skips[0].Always || !plan.Skips[1].Always {
		t.Fatalf("plan %+v: want a browser's skip of the deployment, then the middle for every test", plan)
	}
	for i, sk := range plan.Skips {
		steps, left, err := q.Skip(st, sk)
		if err != nil {
			t.Fatalf("skip %d: %v", i, err)
		}
		if left < sk.Keep || len(steps) == 0 {
			t.Fatalf("skip %d played %d and left %d, want some and at least %d", i, len(steps), left, sk.Keep)
		}
		for _, s := range steps {
			if _, err := st.Apply(s.Action); err != nil {
				t.Fatalf("skip %d: %v: %v", i, s.Action, err)
			}
		}
		if g := st.(*mw.Game); i == 0 && g.Phase != mw.PhaseChannel {
			t.Errorf("after the first skip the game is in the %v, want the channelling", g.Phase)
		}
	}
}

// TestQuickChoiceDrawsOncePerSide: in a channelling each side draws one
// card blind, then passes; the next channelling draws again.
func TestQuickChoiceDrawsOncePerSide(t *testing.T) {
	var memo table.QuickMemo
	k := Kind.(table.Quickest)
	ch := func(side int) table.Probe {
		return table.Probe{Phase: "Channelling Phase", ToAct: side, Choices: []table.ProbeChoice{{Label: "Draw blind", Enabled: true}, {Label: "Pass", Enabled: true}}}
	}
	for _, want := range []struct {
		p      table.Probe
		option string
	}{
		{ch(0), "Draw blind"}, {ch(1), "Draw blind"}, {ch(0), "Pass"}, {ch(1), "Pass"},
		{table.Probe{Phase: "Action Phase", Choices: []table.ProbeChoice{{Label: "Guard", Enabled: true}}}, "Guard"},
		{ch(1), "Draw blind"},
	} {
		if got, aim := k.QuickChoice(want.p, &memo); got != want.option || aim {
			t.Errorf("side %d in the %s: %q %v, want %q", want.p.ToAct+1, want.p.Phase, got, aim, want.option)
		}
	}
}
