package session

import (
	"errors"
	"fmt"
	"skirmish/rules"
)

// CanUndo reports whether Undo would take anything back, and if not, why.
func (s *Session) CanUndo() (bool, string) { return s.hist.CanUndo() }

// AgreementError is returned by UndoFor when the decision to take back is
// another human seat's: that seat must agree first (UndoAgreed).
type AgreementError struct {
	By, Owner rules.Seat   // who asks, whose decision it is
	Action    rules.Action // the decision
	Names     [2]string    // the seats' names, By's first
}

// Error says whose agreement is needed.
func (e *AgreementError) Error() string {
	return fmt.Sprintf("%q was the %s' decision: they must agree before the %s take it back", e.Action, e.Names[1], e.Names[0])
}

// Undo takes back the last human decision, whoever made it, and the
// computer's actions after it, so that a human decides again. It is the
// undo of a screen all the players agree at (the console); tables ask
// UndoFor the seat at the screen.
func (s *Session) Undo() error {
	k := s.lastHumanDecision()
	if k < 0 {
		return s.undoTo(0) // only the computer has acted
	}
	return s.undoTo(k)
}

// UndoFor takes back the last decision of seat by and every action after
// it (the computer's answers), so that by decides again. A seat may take
// back only its own decisions: when the last human decision is another
// seat's, it returns an *AgreementError and changes nothing. When the undo
// policy stops it part way, the position stays where it stopped and the
// error says why.
func (s *Session) UndoFor(by rules.Seat) error {
	k := s.lastHumanDecision()
	if k < 0 {
		return s.undoTo(0) // only the computer has acted
	}
	if owner := s.Actor(k); owner != by {
		return &AgreementError{By: by, Owner: owner, Action: s.hist.Actions()[k], Names: [2]string{s.seatName(by), s.seatName(owner)}}
	}
	return s.undoTo(k)
}

// UndoAgreed is UndoFor once the seat whose decision it is has agreed: it
// takes back the last human decision, whoever made it.
func (s *Session) UndoAgreed() error { return s.Undo() }

// Actor returns the seat that made the i-th applied action (from 0).
func (s *Session) Actor(i int) rules.Seat { return actorIn(s.hist.At(i), s.hist.Actions()[i]) }

// actorIn returns the seat whose action a is in st: the seat deciding
// alone, else the first deciding seat for which a is legal, else
// rules.Spectator.
func actorIn(st rules.State, a rules.Action) rules.Seat {
	to := st.ToAct()
	if len(to) == 1 {
		return to[0]
	}
	for _, seat := range to {
		if legalFor(st, seat, a) {
			return seat
		}
	}
	return rules.Spectator
}

// lastHumanDecision returns the index of the last applied action a human
// seat made, or -1.
func (s *Session) lastHumanDecision() int {
	for k := s.hist.Len() - 1; k >= 0; k-- {
		if s.byHuman(s.Actor(k)) {
			return k
		}
	}
	return -1
}

// byHuman reports whether an action made by seat (rules.Spectator when no
// seat could have made it) is a human's decision. Undo takes back, and
// RedoDecision plays again, every other action as the computer's answer.
func (s *Session) byHuman(seat rules.Seat) bool {
	return seat >= 0 && int(seat) < len(s.sitters) && s.sitters[seat] == Human
}

// undoTo undoes actions until only k are applied; when the policy refuses
// a step, it stops there and says why.
func (s *Session) undoTo(k int) error {
	if ok, why := s.hist.CanUndo(); !ok {
		return errors.New(why)
	}
	for s.hist.Len() > max(k, 0) {
		if err := s.hist.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// Redo steps forward over one undone action, whoever made it: a review
// steps through a game with it. Against the computer, tables use
// RedoDecision.
func (s *Session) Redo() error { return s.hist.Redo() }

// RedoDecision plays again what an Undo or UndoFor took back: the next
// undone action, then the computer's recorded answers after it, until the
// next undone action is a human seat's decision (a human must decide again)
// or none is left. It is their inverse: after k undos and k of these, the
// history holds the same actions as before, and the computer's answers are
// the recorded ones, not new thoughts (so the redo stack is kept; applying
// a new action would drop it). n is the number of actions played again;
// with nothing to redo it returns an error wrapping rules.ErrCannotRedo.
// A computer thinking on the position before must be cancelled by the
// caller: its answer is for a position that is gone.
func (s *Session) RedoDecision() (n int, err error) {
	for {
		if err := s.hist.Redo(); err != nil {
			return n, err
		}
		n++
		next, ok := s.hist.Next()
		if !ok || s.byHuman(actorIn(s.State(), next)) {
			return n, nil
		}
	}
}
