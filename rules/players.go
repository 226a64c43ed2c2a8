package rules

import (
	"errors"
	"fmt"
)

// RandomPlayer chooses uniformly among the legal actions, with its own
// seeded generator so that games against it can be replayed.
type RandomPlayer struct {
	dice Dice
}

// NewRandomPlayer returns a random player seeded with seed.
func NewRandomPlayer(seed uint64) *RandomPlayer {
	return &RandomPlayer{dice: NewDice(seed ^ 0x5eed_ab1e_d1ce)}
}

// Name returns "random".
func (p *RandomPlayer) Name() string { return "random" }

// Choose returns one of the seat's legal actions, each equally likely.
func (p *RandomPlayer) Choose(s State, seat Seat) (Action, error) {
	legal := s.Legal(seat)
	if len(legal) == 0 {
		return nil, fmt.Errorf("seat %d has no legal action", seat)
	}
	return legal[p.dice.IntN(len(legal))], nil
}

// ErrNoPlayer is returned by Play when a seat to act has no player.
var ErrNoPlayer = errors.New("no player for seat")

// Play lets the players (indexed by seat) play s to the end, or until limit
// actions have been applied, and returns the number of actions applied.
// When several seats must act at once they act in seat order.
func Play(s State, players []Player, limit int) (int, error) {
	n := 0
	for n < limit {
		seats := s.ToAct()
		if len(seats) == 0 {
			return n, nil
		}
		seat := seats[0]
		if int(seat) >= len(players) || players[seat] == nil {
			return n, fmt.Errorf("%w %d", ErrNoPlayer, seat)
		}
		a, err := players[seat].Choose(s.View(seat), seat)
		if err != nil {
			return n, fmt.Errorf("%s (seat %d): %w", players[seat].Name(), seat, err)
		}
		if _, err := s.Apply(a); err != nil {
			return n, fmt.Errorf("%s (seat %d) chose %q: %w", players[seat].Name(), seat, a, err)
		}
		n++
	}
	if len(s.ToAct()) == 0 {
		return n, nil
	}
	return n, fmt.Errorf("game not over after %d actions", limit)
}
