package session

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"skirmish/rules"
)

// answer lets the computer play until only humans must decide or the game
// is over, as a table does between two human decisions.
func answer(t *testing.T, s *Session) {
	t.Helper()
	for step := 0; ; step++ {
		_, _, moved, err := s.StepComputer()
		if err != nil {
			t.Fatal(err)
		}
		if !moved {
			return
		}
		if step > 500 {
			t.Fatal("the computer did not stop after 500 actions")
		}
	}
}

// decide applies a human seat's decision, then the computer's answers.
func decide(t *testing.T, s *Session, seat rules.Seat, text string) {
	t.Helper()
	if _, err := s.ApplyFor(seat, parse(t, s, text)); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	answer(t, s)
}

// trail is the applied actions in notation, each with the state hash after
// it: two histories with equal trails played the same game.
func trail(s *Session) []string {
	out := make([]string, s.Position())
	for i, a := range s.History().Actions() {
		out[i] = fmt.Sprintf("%s #%x", a, s.History().At(i+1).Hash())
	}
	return out
}

// sameTrail fails the test when got and want differ, naming the first
// difference.
func sameTrail(t *testing.T, what string, got, want []string) {
	t.Helper()
	for i := range max(len(got), len(want)) {
		g, w := "(none)", "(none)"
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Fatalf("%s: %d actions, want %d; action %d is %s, want %s", what, len(got), len(want), i+1, g, w)
		}
	}
}

// TestRedoRestoresTheComputersAnswers: a human against the computer makes
// two decisions, each answered by the computer, then takes both back and
// redoes twice. Redo plays the human's decision again and then the
// computer's recorded answers, until a human must decide again: the
// history is the one before the undos, and nothing is left to redo.
func TestRedoRestoresTheComputersAnswers(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	answer(t, s) // both seats choose at once: the computer does not wait
	decide(t, s, 0, "1 roll")
	decide(t, s, 0, "1 pick 2") // the round ends; the computer chooses in the next
	before := trail(s)
	if s.Actor(s.Position()-1) != 1 {
		t.Fatalf("the last action %s was not the computer's answer", before[len(before)-1])
	}
	var undone [][]string // the trail after each undo
	for range 2 {
		if err := s.UndoFor(0); err != nil {
			t.Fatal(err)
		}
		undone = append(undone, trail(s))
	}
	// The first redo plays "1 roll" again and stops: the next undone
	// action is the human's pick, a human decision.
	n, err := s.RedoDecision()
	if err != nil || n != 1 {
		t.Fatalf("first redo: %d actions, %v; want 1", n, err)
	}
	sameTrail(t, "after the first redo", trail(s), undone[0])
	if !s.HumanToAct() || s.ComputerToAct() {
		t.Fatalf("after the first redo the human alone decides: human %v, computer %v", s.HumanToAct(), s.ComputerToAct())
	}
	// The second plays the pick and the computer's answers, as recorded.
	if n, err = s.RedoDecision(); err != nil || n != len(before)-len(undone[0]) {
		t.Fatalf("second redo: %d actions, %v; want %d", n, err, len(before)-len(undone[0]))
	}
	sameTrail(t, "after two undos and two redos", trail(s), before)
	if ok, _ := s.History().CanRedo(); ok {
		t.Fatal("something is left to redo")
	}
	if _, err := s.RedoDecision(); !errors.Is(err, rules.ErrCannotRedo) {
		t.Fatalf("a third redo: %v, want ErrCannotRedo", err)
	}
}

// TestRedoStopsAtAnotherHumansDecision: with two human seats and the
// computer, redo stops before any human's recorded decision, not only the
// seat's that redoes; with humans alone it redoes one action, as a review
// steps.
func TestRedoStopsAtAnotherHumansDecision(t *testing.T) {
	s := guessing(t, "crowd", Human, Computer, Human, Computer)
	answer(t, s)
	decide(t, s, 0, "1 pick 1")
	decide(t, s, 2, "3 pick 2")
	before := trail(s)
	if err := s.UndoAgreed(); err != nil { // takes back seat 3's pick
		t.Fatal(err)
	}
	if err := s.UndoFor(0); err != nil {
		t.Fatal(err)
	}
	n, err := s.RedoDecision()
	if err != nil || n != 1 {
		t.Fatalf("redo of seat 1's pick: %d actions, %v; want 1 (seat 3 decides next)", n, err)
	}
	if seats := s.HumansToAct(); len(seats) != 1 || seats[0] != 2 {
		t.Fatalf("after the redo the humans to act are %v, want seat 3", seats)
	}
	if _, err := s.RedoDecision(); err != nil {
		t.Fatal(err)
	}
	sameTrail(t, "after two undos and two redos", trail(s), before)

	hot := guessing(t, "duel", Human, Human)
	decide(t, hot, 0, "1 pick 1")
	decide(t, hot, 1, "2 pick 3")
	for range 2 {
		if err := hot.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := hot.RedoDecision(); err != nil || n != 1 || hot.Position() != 1 {
		t.Fatalf("hot-seat redo: %d actions, %v, at %d; want one action", n, err, hot.Position())
	}
}

// TestRedoAfterTheComputersOpening: when only the computer has acted, Undo
// goes back to the start and a redo plays every recorded answer again.
func TestRedoAfterTheComputersOpening(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	answer(t, s)
	before := trail(s)
	if len(before) == 0 {
		t.Fatal("the computer did not open")
	}
	if err := s.Undo(); err != nil || s.Position() != 0 {
		t.Fatalf("undo: %v, at %d", err, s.Position())
	}
	if _, err := s.RedoDecision(); err != nil {
		t.Fatal(err)
	}
	sameTrail(t, "after undo and redo", trail(s), before)
}

// TestUndoThenRedoIsTheSameGame: in random games of a human against the
// computer, every k undos followed by k redos give back the same history
// (the computer let play after each undo, as at a table),
// for the rulesets that take turns (Tunnel) and that choose at once (the
// Guessing Duel).
func TestUndoThenRedoIsTheSameGame(t *testing.T) {
	games := []struct {
		name string
		new  func(t *testing.T) *Session
	}{
		{"tunnel", func(t *testing.T) *Session { return newSession(t, "human,ai", rules.UndoFree) }},
		{"guessing-duel", func(t *testing.T) *Session { return guessing(t, "duel", Human, Computer) }},
		{"guessing-party", func(t *testing.T) *Session { return guessing(t, "party", Human, Computer, Human) }},
		{"guessing-random", func(t *testing.T) *Session { return guessing(t, "crowd", Human, Random, Computer, Human) }},
	}
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			for seed := range uint64(4) {
				rng := rand.New(rand.NewPCG(seed, 27))
				s := g.new(t)
				answer(t, s)
				for decision := 0; decision < 12 && !s.State().Outcome().Over; decision++ {
					seat := s.HumansToAct()[0]
					legal := s.State().Legal(seat)
					decide(t, s, seat, legal[rng.IntN(len(legal))].String())
					if rng.IntN(3) > 0 {
						continue
					}
					before := trail(s)
					k := 1 + rng.IntN(3)
					for range k {
						if s.Undo() != nil {
							break
						}
						answer(t, s) // as a table lets the computer play: it must wait
					}
					for range k {
						if _, err := s.RedoDecision(); err != nil {
							break
						}
					}
					sameTrail(t, fmt.Sprintf("seed %d, decision %d, %d undos and redos", seed, decision+1, k), trail(s), before)
				}
			}
		})
	}
}

// TestComputerWaitsAfterAnUndo: when the human took back a decision made
// while the computer decided at the same time, the computer does not
// answer the position again (which would drop what Redo restores) until
// the human redoes or decides anew.
func TestComputerWaitsAfterAnUndo(t *testing.T) {
	s := guessing(t, "duel", Human, Computer)
	decide(t, s, 0, "1 pick 2") // before the computer's answers, which follow it
	before := trail(s)
	if err := s.UndoFor(0); err != nil || s.Position() != 0 {
		t.Fatalf("undo: %v, at %d", err, s.Position())
	}
	if len(s.State().ToAct()) != 2 {
		t.Fatalf("the fixture: to act %v, want both seats", s.State().ToAct())
	}
	if !s.ComputerWaits() || s.ComputerToAct() || len(s.ComputerTurns()) != 0 {
		t.Fatalf("after the undo the computer should wait: waits %v, to act %v, turns %d", s.ComputerWaits(), s.ComputerToAct(), len(s.ComputerTurns()))
	}
	if _, _, moved, err := s.StepComputer(); moved || err != nil {
		t.Fatalf("the computer answered while it waits: %v", err)
	}
	if _, err := s.RedoDecision(); err != nil {
		t.Fatal(err)
	}
	sameTrail(t, "after the undo and the redo", trail(s), before)
	if err := s.UndoFor(0); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApplyFor(0, parse(t, s, "1 pick 1")); err != nil {
		t.Fatal(err)
	}
	if s.ComputerWaits() || !s.ComputerToAct() {
		t.Fatal("once the human decided anew, the computer should answer")
	}
}

// TestComputerGivesItsRecordedAnswer: when an undo takes the game back to
// a position the computer answered before, it answers the same again
// instead of thinking anew, and what was undone after stays to redo.
func TestComputerGivesItsRecordedAnswer(t *testing.T) {
	s := guessing(t, "duel", Human, Random) // a player that would choose otherwise the second time
	answer(t, s)                            // the computer opens: its bonus roll and its pick
	decide(t, s, 0, "1 pick 2")
	before := trail(s)
	if err := s.UndoFor(0); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(); err != nil || s.Position() != 0 { // only the computer's opening is left: back to the start
		t.Fatalf("undo: %v, at %d", err, s.Position())
	}
	answer(t, s) // as a table lets the computer play
	sameTrail(t, "the computer's opening again", trail(s), before[:s.Position()])
	if _, err := s.RedoDecision(); err != nil {
		t.Fatalf("the human's pick is no longer there to redo: %v", err)
	}
	sameTrail(t, "after the redo", trail(s), before)
}
