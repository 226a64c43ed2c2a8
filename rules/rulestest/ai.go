package rulestest

import (
	"errors"
	"fmt"

	"skirmish/rules"
)

// AI is the computer player. It decides from its seat's view alone, and
// takes that view again of whatever it is given, so that it cannot see
// another seat's pending choice even when handed the whole game.
//
// It rolls a bonus die whenever it may (a free chance of a point) and never
// passes (a pass gives up the chance to score). In a co-op game it picks
// its seat's number from 1 to 3 in turn (seat 1 picks 1, seat 4 picks 1
// again), so that the party covers the house die without seeing each
// other's choices. In a duel it picks a number drawn from its seed and the
// hash of the view: the same position and seed always give the same pick,
// and nothing the seat may not see can change it.
type AI struct {
	seed uint64
}

// NewAI returns a computer player with its own seed.
func NewAI(seed uint64) *AI { return &AI{seed: seed} }

// Name returns "computer".
func (ai *AI) Name() string { return "computer" }

// Choose returns the action the computer takes for seat (rules.Player).
func (ai *AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, errors.New("the Guessing Duel computer can only play Guessing Duel")
	}
	v := g.View(seat).(*Game)
	if !v.mayChoose(seat) {
		return nil, fmt.Errorf("seat %d has nothing to choose now", seat+1)
	}
	switch {
	case v.bonus[seat] > 0 && !v.rolled[seat]:
		return Action{Verb: Roll, Seat: seat}, nil
	case v.lvl.Kind == Coop:
		return Action{Verb: Pick, Seat: seat, N: int8(int(seat)%Highest + 1)}, nil
	}
	return Action{Verb: Pick, Seat: seat, N: int8(1 + mix(v.Hash()^ai.seed)%Highest)}, nil
}

// mix scrambles a 64-bit value (the SplitMix64 finaliser), so that every
// bit of the view's hash and the seed sways the pick.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
