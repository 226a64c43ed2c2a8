package session

import (
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/tunnel"
)

func newSession(t *testing.T, sitters string, policy rules.UndoPolicy) *Session {
	t.Helper()
	sc, err := tunnel.Scenario("first-blood")
	if err != nil {
		t.Fatal(err)
	}
	who, err := ParseSitters(sitters)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Setup{Ruleset: tunnel.Ruleset{}, Scenario: sc, Seed: 8}, who, policy)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func apply(t *testing.T, s *Session, text string) {
	t.Helper()
	a, err := s.State().ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(a); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

func TestParseSitters(t *testing.T) {
	got, err := ParseSitters("human, ai,random,computer")
	if err != nil || len(got) != 4 || got[0] != Human || got[1] != Computer || got[2] != Random || got[3] != Computer {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := ParseSitters("human,robot"); err == nil || !strings.Contains(err.Error(), "robot") {
		t.Fatalf("unknown sitter: %v", err)
	}
	sc, _ := tunnel.Scenario("first-blood")
	if _, err := NewSession(Setup{Ruleset: tunnel.Ruleset{}, Scenario: sc}, []Sitter{Human}, rules.UndoFree); err == nil {
		t.Fatal("one sitter for two seats should be refused")
	}
}

func TestComputerTakesItsTurns(t *testing.T) {
	s := newSession(t, "human,ai", rules.UndoUntilDice)
	if _, _, moved, err := s.StepComputer(); moved || err != nil {
		t.Fatalf("the human acts first: moved %v, %v", moved, err)
	}
	apply(t, s, "end")
	steps := 0
	for {
		_, _, moved, err := s.StepComputer()
		if err != nil {
			t.Fatal(err)
		}
		if !moved {
			break
		}
		steps++
		// While the computer plays, a human action is refused.
		if seat, ok := s.Deciding(); ok && s.Sitter(seat) == Computer {
			end, _ := s.State().ParseAction("end")
			if _, err := s.Apply(end); err == nil {
				t.Fatal("a human action on the computer's turn should be refused")
			}
		}
	}
	if steps == 0 || !(s.HumanToAct() || s.State().Outcome().Over) {
		t.Fatalf("after %d computer actions the human should decide", steps)
	}
}

func TestUndoReturnsToTheHumanDecision(t *testing.T) {
	s := newSession(t, "human,ai", rules.UndoFree)
	apply(t, s, "A move m3-l3 W")
	before := s.State().Hash()
	apply(t, s, "end")
	for {
		if _, _, moved, err := s.StepComputer(); err != nil {
			t.Fatal(err)
		} else if !moved {
			break
		}
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !s.HumanToAct() || s.State().Hash() != before {
		t.Fatalf("undo should return to the human's decision before \"end\" (hash %x, want %x)", s.State().Hash(), before)
	}
	if ok, _ := s.CanUndo(); !ok {
		t.Fatal("the first move can still be undone")
	}
	if err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	s2 := newSession(t, "human,ai", rules.UndoNone)
	apply(t, s2, "A move m3-l3 W")
	if ok, why := s2.CanUndo(); ok || !strings.Contains(why, "off") {
		t.Fatalf("undo policy none: %v %q", ok, why)
	}
}

func TestSessionReplayVerifies(t *testing.T) {
	s := newSession(t, "random,ai", rules.UndoUntilDice)
	for !s.State().Outcome().Over {
		if _, _, moved, err := s.StepComputer(); err != nil || !moved {
			t.Fatalf("moved %v, %v", moved, err)
		}
	}
	r, err := rules.ParseReplay(s.Replay().Marshal())
	if err != nil {
		t.Fatal(err)
	}
	_, start, err := testCatalog.Start(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	final, err := r.Verify(start)
	if err != nil {
		t.Fatal(err)
	}
	if final.Hash() != s.State().Hash() || len(r.Steps) != s.History().Len() {
		t.Fatal("the replay does not reach the session's final state")
	}
}
