package rulestest

import (
	"fmt"

	"skirmish/rules"
)

var _ rules.Checker = (*Game)(nil)

// CheckInvariants returns an error naming the first fact of the position
// the rules should never break (rules.Checker): the round within the
// scenario, choices only in this round's range (Hidden only in a view),
// passes within what the scenario gives (a pending pass not yet
// counted), bonus dice too and spent before they show, scores no higher than the rounds played and bonus dice rolled
// allow and at least one point a round, nothing recorded for seats the
// scenario does not have, and a seat to choose exactly while the game is
// not over, when the outcome names the winners the scores give. It
// changes nothing and allocates nothing when all is well.
func (g *Game) CheckInvariants() error {
	n, lvl := g.seats(), g.lvl
	switch {
	case g.round < 1 || int(g.round) > lvl.Rounds+1:
		return g.broken("round %d outside 1..%d", g.round, lvl.Rounds+1)
	case g.viewer < rules.Spectator || int(g.viewer) >= n || !g.view && g.viewer != rules.Spectator:
		return g.broken("viewer %d in a view %v", g.viewer, g.view)
	}
	played := int(g.round) - 1
	points := int(g.house)
	undecided := 0
	for s := range MaxSeats {
		c, who := g.choice[s], s+1
		if s >= n {
			if c != 0 || g.rolled[s] || g.score[s] != 0 || g.passes[s] != 0 || g.bonus[s] != 0 {
				return g.broken("seat %d is not in the game but has a record", who)
			}
			continue
		}
		if c < Undecided || c > Hidden || c == Hidden && !g.view {
			return g.broken("seat %d has choice %d", who, c)
		}
		if c == Undecided {
			undecided++
		}
		if g.passes[s] < 0 || int(g.passes[s]) > lvl.Passes || c == Passed && g.passes[s] == 0 {
			return g.broken("seat %d has %d passes left of %d, choice %d", who, g.passes[s], lvl.Passes, c)
		}
		rolled := lvl.Bonus - int(g.bonus[s])
		if g.bonus[s] < 0 || rolled < 0 || g.rolled[s] && rolled == 0 {
			return g.broken("seat %d has %d bonus dice left of %d, rolled this round %v", who, g.bonus[s], lvl.Bonus, g.rolled[s])
		}
		if g.score[s] < 0 || int(g.score[s]) > played+rolled {
			return g.broken("seat %d has %d points after %d rounds and %d bonus dice", who, g.score[s], played, rolled)
		}
		points += int(g.score[s])
	}
	if g.house < 0 || int(g.house) > played || points < played {
		return g.broken("the house has %d points and everyone %d after %d rounds", g.house, points, played)
	}
	over := g.over()
	switch {
	case over != g.out.Over:
		return g.broken("over %v but the outcome says over %v", over, g.out.Over)
	case over && undecided != n:
		return g.broken("the game is over but %d seats have chosen", n-undecided)
	case !over && undecided == 0:
		return g.broken("every seat has chosen but the round is not resolved")
	case !over && len(g.out.Winners) > 0:
		return g.broken("the game is not over but has winners")
	case over && !g.winnersAgree():
		return g.broken("the winners %v do not follow from the scores", g.out.Winners)
	}
	return nil
}

// winnersAgree reports whether the outcome's winners are the seats the
// scores make winners, in seat order.
func (g *Game) winnersAgree() bool {
	top, total := 0, 0
	for s := range g.seats() {
		top = max(top, int(g.score[s]))
		total += int(g.score[s])
	}
	k := 0
	for s := range g.seats() {
		var wins bool
		if g.lvl.Kind == Coop {
			wins = total > int(g.house)
		} else {
			wins = int(g.score[s]) == top && top >= int(g.house)
		}
		if !wins {
			continue
		}
		if k >= len(g.out.Winners) || g.out.Winners[k] != rules.Seat(s) {
			return false
		}
		k++
	}
	return k == len(g.out.Winners)
}

// broken returns an invariant error: where the game stands, then what is
// wrong.
func (g *Game) broken(format string, args ...any) error {
	return fmt.Errorf("%s, round %d: %s", g.lvl.Name, g.round, fmt.Sprintf(format, args...))
}
