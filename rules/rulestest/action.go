package rulestest

import (
	"strconv"

	"skirmish/rules"
)

// Verb is the kind of an action.
type Verb uint8

// The verbs. Every action is taken by one seat in the choosing step of a
// round: Pick chooses a number, Pass sits the round out, Roll rolls a bonus
// die before choosing.
const (
	Pick Verb = iota
	Pass
	Roll
)

var verbWords = [...]string{"pick", "pass", "roll"}

// String returns the verb's word in notation.
func (v Verb) String() string {
	if int(v) < len(verbWords) {
		return verbWords[v]
	}
	return "verb" + strconv.Itoa(int(v))
}

// Highest is the highest number a seat may pick; the house die has as many
// sides.
const Highest = 3

// Action is one Guessing Duel action. Its notation names the seat by its
// number from 1:
//
//	1 pick 2    seat 1 chooses the number 2 (hidden until every seat has chosen)
//	2 pass      seat 2 sits this round out (as hidden as a pick)
//	1 roll      seat 1 rolls a bonus die: 5 or 6 scores a point
type Action struct {
	Verb Verb
	Seat rules.Seat
	N    int8 // Pick: the number, 1 to Highest; 0 otherwise
}

// String returns the action's canonical notation.
func (a Action) String() string {
	s := strconv.Itoa(int(a.Seat)+1) + " " + a.Verb.String()
	if a.Verb == Pick {
		s += " " + strconv.Itoa(int(a.N))
	}
	return s
}

// ParseAction reads an action in canonical notation. It checks the syntax
// only (a seat number from 1 to 4, a verb, a number from 1 to 3 after pick);
// Game.Apply decides whether the action is legal now.
func ParseAction(s string) (Action, error) {
	sc := rules.NewScanner(s)
	seat, err := sc.Int("a seat number", 1, MaxSeats)
	if err != nil {
		return Action{}, err
	}
	a := Action{Seat: rules.Seat(seat - 1)}
	w, col := sc.Next()
	switch w {
	case "pick":
		a.Verb = Pick
		n, err := sc.Int("the number to pick", 1, Highest)
		if err != nil {
			return Action{}, err
		}
		a.N = int8(n)
	case "pass":
		a.Verb = Pass
	case "roll":
		a.Verb = Roll
	default:
		return Action{}, sc.Fail(col, "pick, pass or roll")
	}
	if err := sc.End(); err != nil {
		return Action{}, err
	}
	return a, nil
}

// ParseAction reads an action in notation (rules.State).
func (g *Game) ParseAction(s string) (rules.Action, error) {
	a, err := ParseAction(s)
	if err != nil {
		return nil, err
	}
	return a, nil
}
