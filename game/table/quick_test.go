package table

import (
	"errors"
	"strings"
	"testing"

	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/rules/rulestest"
)

// plainKind is a Kind of the test ruleset that does not know its quickest
// answers; quickKind is one that does: it picks the highest number.
type plainKind struct{}

func (plainKind) Rules() rules.Ruleset { return rulestest.Ruleset{} }
func (plainKind) Open(Host, *session.Session) (Table, error) {
	return nil, errors.New("no table")
}
func (plainKind) Review(Host, *session.Recording) (Table, error) {
	return nil, errors.New("no table")
}
func (plainKind) Preview(rules.State) Preview { return nil }
func (plainKind) Sound(rules.Event) Sound     { return NoSound }

type quickKind struct{ plainKind }

func (quickKind) QuickChoice(p Probe, memo *QuickMemo) (string, bool) {
	if memo.Marked(p.ToAct) {
		return FirstChoice(p, "Pass"), false
	}
	memo.Mark(p.ToAct)
	return FirstChoice(p, "Pick 3", "Pick"), false
}

func (quickKind) QuickAction(st rules.State, seat rules.Seat) (rules.Action, bool) {
	legal := st.Legal(seat)
	if len(legal) == 0 {
		return nil, false
	}
	return legal[len(legal)-1], true
}

func (quickKind) CouchPlan() CouchPlan {
	return CouchPlan{Skips: []Skip{{After: 2, Keep: 1}}, HandOvers: 3}
}

// duel sets up the test ruleset's duel.
func duel(t *testing.T) rules.State {
	t.Helper()
	rs := rulestest.Ruleset{}
	st, err := rs.Setup(rs.Scenarios()[0], 7, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestQuickWithoutQuickest: a kind that does not know its quickest
// answers cannot be played at its table (the error names the interface
// and the folder to implement it in), but plays in rules terms with its
// computer player, to the end.
func TestQuickWithoutQuickest(t *testing.T) {
	q := NewQuick(plainKind{})
	err := q.Missing()
	if err == nil || !strings.Contains(err.Error(), "table.Quickest") || !strings.Contains(err.Error(), "game/table/"+rulestest.RulesetID) {
		t.Errorf("Missing() = %v, want an error naming table.Quickest and game/table/%s", err, rulestest.RulesetID)
	}
	if _, _, err := q.Choice(Probe{ToAct: 0}); err == nil {
		t.Error("Choice answered for a kind that is not Quickest")
	}
	if got := len(q.Plan().Skips); got != 0 {
		t.Errorf("the default plan has %d skips, want none", got)
	}
	if !q.Hides() || q.LeastHandOvers() != 1 {
		t.Errorf("Hides %v, LeastHandOvers %d: want true, 1 (the test ruleset hides choices)", q.Hides(), q.LeastHandOvers())
	}
	st := duel(t)
	steps, left, err := q.Skip(st, Skip{Keep: 2})
	if err != nil {
		t.Fatal(err)
	}
	if left != 2 || len(steps) == 0 {
		t.Fatalf("the skip played %d, left %d: want some, and 2 left", len(steps), left)
	}
	for _, s := range steps {
		if _, err := st.Apply(s.Action); err != nil {
			t.Fatalf("%v: %v", s.Action, err)
		}
	}
	for range left {
		a, err := q.Action(st, st.ToAct()[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if !st.Outcome().Over {
		t.Error("the computer's quick actions did not end the game")
	}
}

// TestQuickUsesTheKinds: a Quickest kind's own answers, plan and memo are
// used; a skip stops before the first action its Until accepts.
func TestQuickUsesTheKinds(t *testing.T) {
	q := NewQuick(quickKind{})
	if err := q.Missing(); err != nil {
		t.Fatal(err)
	}
	p := Probe{ToAct: 1, Choices: []ProbeChoice{{"Pick 1", true}, {"Pick 3", false}, {"Pick 2", true}, {"Pass", true}}}
	if o, aim, _ := q.Choice(p); o != "Pick 1" || aim {
		t.Errorf("first answer %q %v, want the first enabled Pick (Pick 3 is off)", o, aim)
	}
	if o, _, _ := q.Choice(p); o != "Pass" {
		t.Errorf("second answer %q, want Pass: the memo marked side 2", o)
	}
	if q.LeastHandOvers() != 3 {
		t.Errorf("LeastHandOvers %d, want the plan's 3", q.LeastHandOvers())
	}
	st := duel(t)
	all, left, err := q.Skip(st, Skip{})
	if err != nil || left != 0 || len(all) == 0 {
		t.Fatalf("a skip to the end: %d steps, %d left, %v", len(all), left, err)
	}
	for _, s := range all {
		if want, _ := (quickKind{}).QuickAction(st, s.Seat); want.String() != s.Action.String() {
			t.Fatalf("the skip played %v, the kind's quick action is %v", s.Action, want)
		}
		if _, err := st.Apply(s.Action); err != nil {
			t.Fatal(err)
		}
	}
	third := all[2].Action.String()
	steps, left, _ := q.Skip(duel(t), Skip{Keep: 1, Until: func(a rules.Action) bool { return a.String() == third }})
	if len(steps) != 2 || left != len(all)-2 {
		t.Errorf("a skip until %q played %d and left %d, want 2 and %d", third, len(steps), left, len(all)-2)
	}
}

// TestQuickMemo: marks hold until forgotten.
func TestQuickMemo(t *testing.T) {
	var m QuickMemo
	if m.Marked(0) {
		t.Error("a new memo has marks")
	}
	m.Mark(1)
	if !m.Marked(1) || m.Marked(0) {
		t.Error("Mark(1) did not mark side 1 alone")
	}
	m.Forget()
	if m.Marked(1) {
		t.Error("Forget kept a mark")
	}
}
