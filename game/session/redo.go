package session

import (
	"fmt"

	"skirmish/rules"
)

// RedoDecision plays again the decision taken back last and then the
// computer's recorded answers after it, up to the next recorded human
// decision or the end of what was taken back: the inverse of UndoFor, so
// that k undos and k redos leave the game as it was, the computer's
// answers included (they are never thought out again). Where several
// seats decide at once, a recorded computer action is redone whichever
// seat is to decide as well.
func (s *Session) RedoDecision() error {
	if err := s.hist.Redo(); err != nil {
		return err
	}
	for {
		seat, ok := s.NextRedoActor()
		if !ok || s.sitters[seat] == Human {
			return nil
		}
		if err := s.hist.Redo(); err != nil {
			return fmt.Errorf("the computer's recorded answer: %w", err)
		}
	}
}

// NextRedoActor returns the seat whose action Redo would play again; ok is
// false when nothing is left to redo (or the action belongs to no seat
// deciding, which a history never records).
func (s *Session) NextRedoActor() (rules.Seat, bool) {
	a, ok := s.hist.Next()
	if !ok {
		return 0, false
	}
	st := s.State()
	to := st.ToAct()
	if len(to) == 1 {
		return to[0], true
	}
	for _, seat := range to {
		if legalFor(st, seat, a) {
			return seat, true
		}
	}
	return 0, false
}

// AwaitsRedo reports whether the computer should hold back its own
// decision: a human decides now too (several seats decide at once) and
// the decisions taken back may still be played again. Whatever the human
// does next, a redo or a new decision, settles it.
func (s *Session) AwaitsRedo() bool {
	if ok, _ := s.hist.CanRedo(); !ok {
		return false
	}
	return s.HumanToAct()
}
