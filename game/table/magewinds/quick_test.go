package magewinds

import (
	"testing"

	"skirmish/game/gametest"
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
	ch := func(side int, want string) gametest.QuickCase {
		return gametest.QuickCase{Probe: table.Probe{Phase: "Channelling Phase", ToAct: side, Choices: gametest.Choices("Draw blind", "Pass")}, Want: want}
	}
	gametest.CheckQuickChoices(t, Kind, []gametest.QuickCase{
		ch(0, "Draw blind"), ch(1, "Draw blind"), ch(0, "Pass"), ch(1, "Pass"),
		{Probe: table.Probe{Phase: "Action Phase", Choices: gametest.Choices("Guard")}, Want: "Guard"},
		ch(1, "Draw blind"),
	})
}
