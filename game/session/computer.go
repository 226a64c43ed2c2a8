package session

import (
	"fmt"
	"skirmish/rules"
)

// Turn is a decision a computer seat must make now: its player, its seat,
// and its view of the position (View(seat), a copy of its own to think
// on, possibly on another goroutine).
type Turn struct {
	Player rules.Player
	Seat   rules.Seat
	View   rules.State
}

// ComputerTurns returns a Turn for every computer seat that must decide
// now, in seat order: when several seats decide at once, the computer
// answers for its own without waiting for the humans. It returns none
// while the computer waits (ComputerWaits). At a position the game came
// back to by undo, where the computer answered before, the Turn's player
// gives the recorded answer again rather than think anew.
func (s *Session) ComputerTurns() []Turn {
	if s.ComputerWaits() {
		return nil
	}
	var out []Turn
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] != Human {
			p := s.players[seat]
			if a, ok := s.recordedFor(seat); ok {
				p = recorded{a}
			}
			out = append(out, Turn{Player: p, Seat: seat, View: s.State().View(seat)})
		}
	}
	return out
}

// recordedFor returns the next undone action when it is seat's: the game
// came back by undo to a position the computer answered before, and its
// answer is the one recorded, so that the undone actions after it stay
// for RedoDecision.
func (s *Session) recordedFor(seat rules.Seat) (rules.Action, bool) {
	next, ok := s.hist.Next()
	if !ok || actorIn(s.State(), next) != seat {
		return nil, false
	}
	return next, true
}

// recorded is the computer's player at a position it answered before: it
// gives the recorded answer again.
type recorded struct{ a rules.Action }

// Name returns "computer".
func (recorded) Name() string { return "computer" }

// Choose returns the recorded answer.
func (r recorded) Choose(rules.State, rules.Seat) (rules.Action, error) { return r.a, nil }

// applyAnswer applies a computer seat's action: the next undone action is
// redone, with the events it makes, so that the undone actions after it
// stay; any other is applied and drops them.
func (s *Session) applyAnswer(a rules.Action) ([]rules.Event, error) {
	next, ok := s.hist.Next()
	if !ok || next.String() != a.String() {
		return s.hist.Apply(a)
	}
	after := s.State().Clone()
	evs, err := after.Apply(a)
	if err != nil {
		return nil, err
	}
	if after.Hash() != s.hist.At(s.hist.Len()+1).Hash() {
		return s.hist.Apply(a) // not the recorded position after all
	}
	return evs, s.hist.Redo()
}

// StepComputer lets the computer take one action if a computer seat must
// decide (the first, when several do). It reports false when only humans
// must decide or the game is over.
func (s *Session) StepComputer() (rules.Action, []rules.Event, bool, error) {
	turns := s.ComputerTurns()
	if len(turns) == 0 {
		return nil, nil, false, nil
	}
	t := turns[0]
	a, err := t.Player.Choose(t.View, t.Seat)
	if err != nil {
		return nil, nil, false, fmt.Errorf("the computer (%s): %w", s.seatName(t.Seat), err)
	}
	evs, err := s.applyAnswer(a)
	if err != nil {
		return nil, nil, false, fmt.Errorf("the computer (%s) chose %q: %w", s.seatName(t.Seat), a, err)
	}
	return a, evs, true, nil
}

// ComputerTurn returns the first of ComputerTurns; ok is false when no
// computer seat must decide.
func (s *Session) ComputerTurn() (p rules.Player, seat rules.Seat, view rules.State, ok bool) {
	turns := s.ComputerTurns()
	if len(turns) == 0 {
		return nil, 0, nil, false
	}
	return turns[0].Player, turns[0].Seat, turns[0].View, true
}

// ApplyComputer applies an action the computer chose for seat. It refuses
// when seat no longer decides (the position changed while it thought).
// The recorded answer of a position the game came back to by undo (see
// ComputerTurns) is redone: the undone actions after it stay.
func (s *Session) ApplyComputer(seat rules.Seat, a rules.Action) ([]rules.Event, error) {
	if !s.deciding(seat) || s.sitters[seat] == Human {
		return nil, fmt.Errorf("the computer's choice %q came too late: the position changed", a)
	}
	return s.applyAnswer(a)
}

// ComputerWaits reports whether the computer holds its answers although a
// computer seat decides now: the next undone action is a human seat's
// decision, so a human took the game back to a position where they decide
// (at the same time as the computer), to redo it or decide anew. A new
// answer from the computer would drop every undone action and leave
// RedoDecision nothing to restore; once the human decides, by Apply or
// RedoDecision, the computer answers.
func (s *Session) ComputerWaits() bool {
	next, ok := s.hist.Next()
	return ok && s.byHuman(actorIn(s.State(), next))
}
