package session

import (
	"bytes"
	"errors"
	"testing"

	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/rulestest"
)

// guessing starts a game of the test ruleset's scenario with sitters.
func guessing(t *testing.T, scenario string, sitters ...Sitter) *Session {
	t.Helper()
	rs := rulestest.Ruleset{}
	sc, err := catalog.Scenario(rs, scenario)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: 3}, sitters, rules.UndoFree)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func parse(t *testing.T, s *Session, text string) rules.Action {
	t.Helper()
	a, err := s.State().ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestSimultaneousSeats: when two seats decide at once, the session offers
// both, takes each one's decision for its own seat only, and the computer
// answers for its seat without waiting for the human.
func TestSimultaneousSeats(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	if got := s.ToAct(); len(got) != 2 {
		t.Fatalf("ToAct %v, want both seats", got)
	}
	if h := s.HumansToAct(); len(h) != 1 || h[0] != 0 {
		t.Fatalf("HumansToAct %v, want [0]", h)
	}
	turns := s.ComputerTurns()
	if len(turns) != 1 || turns[0].Seat != 1 {
		t.Fatalf("computer turns %+v, want seat 1 while the human has not chosen", turns)
	}
	// The human may not decide for the computer's seat, nor take the
	// computer's action as its own.
	if _, err := s.ApplyFor(1, parse(t, s, "2 pick 1")); err == nil {
		t.Fatal("a human decided for the computer's seat")
	}
	if _, err := s.ApplyFor(0, parse(t, s, "2 pick 1")); err == nil {
		t.Fatal("seat 1 took seat 2's decision as its own")
	}
	if _, err := s.Apply(parse(t, s, "2 pick 1")); err == nil {
		t.Fatal("Apply took a decision of the computer's seat from a human")
	}
	for step := 0; s.ComputerToAct(); step++ { // it may roll its bonus die first
		if _, _, moved, err := s.StepComputer(); !moved || err != nil || step > 3 {
			t.Fatalf("the computer did not answer while the human thought: %v", err)
		}
	}
	if got := s.ToAct(); len(got) != 1 || got[0] != 0 {
		t.Fatalf("after the computer chose, ToAct %v, want [0]", got)
	}
	if s.ComputerToAct() {
		t.Fatal("the computer still has a decision")
	}
	if _, err := s.ApplyFor(0, parse(t, s, "1 pick 2")); err != nil {
		t.Fatal(err)
	}
	if s.Actor(s.Position()-1) != 0 {
		t.Fatalf("the last action was seat %d's, want the human's", s.Actor(s.Position()-1))
	}
}

// TestApplyForASeatDecidingAlone: a seat deciding alone may take any
// action the rules accept, listed or not (a move to any point); one the
// rules refuse is refused with their reason.
func TestApplyForASeatDecidingAlone(t *testing.T) {
	s := guessing(t, "duel", Human, Human)
	if _, err := s.ApplyFor(0, parse(t, s, "1 pick 1")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApplyFor(1, parse(t, s, "1 pick 2")); err == nil {
		t.Fatal("seat 2, deciding alone, took seat 1's second pick")
	}
	if _, err := s.ApplyFor(1, parse(t, s, "2 pick 3")); err != nil {
		t.Fatal(err)
	}
}

// TestComputerTurnIsItsView: the computer thinks on its own seat's view,
// never on the whole position: another seat's hidden choice is withheld.
func TestComputerTurnIsItsView(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	if _, err := s.ApplyFor(0, parse(t, s, "1 pick 3")); err != nil {
		t.Fatal(err)
	}
	turn := s.ComputerTurns()[0]
	if !bytes.Equal(turn.View.Encode(), s.State().View(1).Encode()) {
		t.Fatal("the computer's turn is not View(its seat)")
	}
	if bytes.Equal(turn.View.Encode(), s.State().Encode()) {
		t.Fatal("the computer's view is the whole position: it sees the human's hidden pick")
	}
	other := guessing(t, "duel", Human, Computer)
	if _, err := other.ApplyFor(0, parse(t, other, "1 pick 1")); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(turn.View.Encode(), other.ComputerTurns()[0].View.Encode()) {
		t.Fatal("the computer's view tells a pick of 3 from a pick of 1")
	}
}

// TestUndoNeedsTheOwnersAgreement: a seat may take back only its own
// decisions; another human seat's needs that seat's agreement.
func TestUndoNeedsTheOwnersAgreement(t *testing.T) {
	s := guessing(t, "crowd", Human, Human, Human, Human)
	for _, text := range []string{"1 pick 1", "2 pick 2"} {
		if _, err := s.Apply(parse(t, s, text)); err != nil {
			t.Fatal(err)
		}
	}
	err := s.UndoFor(0)
	var ae *AgreementError
	if !errors.As(err, &ae) || ae.Owner != 1 || ae.By != 0 || ae.Action.String() != "2 pick 2" {
		t.Fatalf("seat 1 undoing seat 2's pick: %v, want an agreement error naming seat 2", err)
	}
	if s.Position() != 2 {
		t.Fatalf("a refused undo changed the position to %d", s.Position())
	}
	if s.Actor(0) != 0 || s.Actor(1) != 1 {
		t.Fatalf("actors %d %d, want 0 1", s.Actor(0), s.Actor(1))
	}
	if err := s.UndoFor(1); err != nil || s.Position() != 1 {
		t.Fatalf("seat 2 undoing its own pick: %v, position %d", err, s.Position())
	}
	if err := s.UndoFor(2); !errors.As(err, &ae) || ae.Owner != 0 {
		t.Fatalf("seat 3 undoing seat 1's pick: %v", err)
	}
	if err := s.UndoAgreed(); err != nil || s.Position() != 0 {
		t.Fatalf("the agreed undo: %v, position %d", err, s.Position())
	}
}

// TestUndoAgainstTheComputer: against the computer, a human's undo takes
// back the computer's answers and the human's own last decision, with no
// agreement to ask.
func TestUndoAgainstTheComputer(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	if _, _, _, err := s.StepComputer(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApplyFor(0, parse(t, s, "1 roll")); err != nil {
		t.Fatal(err)
	}
	if err := s.UndoFor(0); err != nil {
		t.Fatal(err)
	}
	if s.Position() != 1 || !s.HumanToAct() {
		t.Fatalf("after undo: position %d, human to act %v; want the computer's pick kept and the roll taken back", s.Position(), s.HumanToAct())
	}
}
