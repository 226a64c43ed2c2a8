package rulestest

import (
	"fmt"
	"strings"

	"skirmish/rules"
)

// ChoiceEvent is a seat's choice of the round: a number or a pass. It is
// private (rules.Private): the chooser reads what it chose, every other
// seat and the spectator only that it has chosen.
type ChoiceEvent struct {
	Seat   rules.Seat
	Name   string
	Choice Choice // the number, Passed, or Hidden as another seat reads it
}

// String explains the choice, or only that it was made when it is Hidden.
func (e ChoiceEvent) String() string {
	switch e.Choice {
	case Hidden:
		return e.Name + " has chosen."
	case Passed:
		return e.Name + " passes this round (hidden from the other seats)."
	}
	return fmt.Sprintf("%s picks %d (hidden from the other seats).", e.Name, e.Choice)
}

// Chance reports false: a choice reveals nothing to the seat making it.
func (e ChoiceEvent) Chance() bool { return false }

// For returns the event as seat may read it: whole for the chooser, with
// the choice Hidden for every other seat and the spectator.
func (e ChoiceEvent) For(seat rules.Seat) rules.Event {
	if seat != e.Seat {
		e.Choice = Hidden
	}
	return e
}

// EventKind is what an Event reports.
type EventKind uint8

// The public events, in the order they can happen in a round.
const (
	EvBonus       EventKind = iota // Seat rolls a bonus die showing N; Scored when it scores; Score: its points now
	EvReveal                       // every seat's choice, Choices[:len(Names)]
	EvHouseDie                     // the house die shows N
	EvScored                       // Seat's number matches the die; Score: its points now
	EvHouseScored                  // no number matches the die; Score: the house's points now
	EvRoundStart                   // round N of M begins
	EvGameOver                     // the game is over: Reason
)

// Event is something every seat sees. It carries names so that it can be
// explained without the state.
type Event struct {
	Kind    EventKind
	Seat    rules.Seat
	Name    string
	N, M    int8
	Score   int8
	Scored  bool
	Names   []string // EvReveal: the seat names (shared with the level; never changed)
	Choices [MaxSeats]Choice
	Reason  string
}

// Chance reports whether the event revealed something not known before:
// a die or the hidden choices.
func (e Event) Chance() bool {
	return e.Kind == EvBonus || e.Kind == EvReveal || e.Kind == EvHouseDie
}

// String explains the event in plain words, naming the rule applied.
func (e Event) String() string {
	switch e.Kind {
	case EvBonus:
		if e.Scored {
			return fmt.Sprintf("%s rolls a bonus die: %d, which scores 1 point (now %d).", e.Name, e.N, e.Score)
		}
		return fmt.Sprintf("%s rolls a bonus die: %d, which scores nothing (a 5 or 6 scores).", e.Name, e.N)
	case EvReveal:
		parts := make([]string, len(e.Names))
		for s, n := range e.Names {
			switch c := e.Choices[s]; c {
			case Passed:
				parts[s] = n + " passed"
			default:
				parts[s] = fmt.Sprintf("%s %d", n, c)
			}
		}
		return "Every seat has chosen: " + strings.Join(parts, ", ") + "."
	case EvHouseDie:
		return fmt.Sprintf("The house rolls its die: %d.", e.N)
	case EvScored:
		return fmt.Sprintf("%s guessed the die and scores 1 point (now %d).", e.Name, e.Score)
	case EvHouseScored:
		return fmt.Sprintf("Nobody guessed the die: the house scores 1 point (now %d).", e.Score)
	case EvRoundStart:
		return fmt.Sprintf("Round %d of %d: every seat chooses a number from 1 to %d.", e.N, e.M, Highest)
	case EvGameOver:
		return "Game over: " + e.Reason + "."
	}
	return fmt.Sprintf("event %d", e.Kind)
}
