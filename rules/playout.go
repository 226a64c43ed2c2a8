package rules

import (
	"errors"
	"fmt"
)

// Playouter is implemented by states that can play themselves to the end
// with uniformly random legal actions faster than a RandomPlayer choosing
// from Legal: without boxing every action in an interface, or without
// listing them at all. The distribution must be the same: every legal
// action of the seat to act equally likely.
type Playouter interface {
	// Playout applies random legal actions, drawn with d, until the game is
	// over or limit actions have been applied, and returns how many were.
	Playout(d *Dice, limit int) (int, error)
}

// ErrPlayoutLimit is returned by a playout that reached its limit before
// the game ended.
var ErrPlayoutLimit = errors.New("game not over at the action limit")

// Playout plays s to the end with uniformly random legal actions drawn with
// d, by its own Playout when it has one, and returns the number of actions
// applied (at most limit). When several seats must act at once, the first
// acts first.
func Playout(s State, d *Dice, limit int) (int, error) {
	if p, ok := s.(Playouter); ok {
		return p.Playout(d, limit)
	}
	n := 0
	for ; n < limit; n++ {
		seats := s.ToAct()
		if len(seats) == 0 {
			return n, nil
		}
		legal := s.Legal(seats[0])
		if len(legal) == 0 {
			return n, fmt.Errorf("seat %d must act but has no legal action", seats[0])
		}
		if _, err := s.Apply(legal[d.IntN(len(legal))]); err != nil {
			return n, err
		}
	}
	if len(s.ToAct()) > 0 {
		return n, ErrPlayoutLimit
	}
	return n, nil
}
