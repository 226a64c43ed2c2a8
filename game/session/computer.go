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
// answers for its own without waiting for the humans.
func (s *Session) ComputerTurns() []Turn {
	var out []Turn
	for _, seat := range s.State().ToAct() {
		if s.sitters[seat] != Human {
			out = append(out, Turn{Player: s.players[seat], Seat: seat, View: s.State().View(seat)})
		}
	}
	return out
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
	evs, err := s.hist.Apply(a)
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
func (s *Session) ApplyComputer(seat rules.Seat, a rules.Action) ([]rules.Event, error) {
	if !s.deciding(seat) || s.sitters[seat] == Human {
		return nil, fmt.Errorf("the computer's choice %q came too late: the position changed", a)
	}
	return s.hist.Apply(a)
}
