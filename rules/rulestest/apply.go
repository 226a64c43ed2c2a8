package rulestest

import (
	"fmt"

	"skirmish/rules"
)

// BonusSides is the bonus die's number of sides; BonusScores is the lowest
// result that scores a point.
const (
	BonusSides  = 6
	BonusScores = 5
)

// mayChoose reports whether seat is still to choose this round.
func (g *Game) mayChoose(seat rules.Seat) bool {
	return !g.over() && g.valid(seat) && g.choice[seat] == Undecided
}

// Legal returns every action seat may take now, in a fixed order: pick 1
// to 3, then pass when it has passes left, then roll when it has bonus
// dice left and has not rolled this round. A seat that has chosen, or is no
// seat of the game, has none.
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	if !g.mayChoose(seat) {
		return nil
	}
	out := make([]rules.Action, 0, Highest+2)
	for n := 1; n <= Highest; n++ {
		out = append(out, Action{Verb: Pick, Seat: seat, N: int8(n)})
	}
	if g.passes[seat] > 0 {
		out = append(out, Action{Verb: Pass, Seat: seat})
	}
	if g.bonus[seat] > 0 && !g.rolled[seat] {
		out = append(out, Action{Verb: Roll, Seat: seat})
	}
	return out
}

// whyNot returns why a may not be applied now, or "" when it may.
func (g *Game) whyNot(a Action) string {
	if g.view {
		return "this is a seat's view of the game, not the game itself"
	}
	return g.whyIllegal(a)
}

// whyIllegal returns why the rules do not allow a now, or "" when they do.
// It works on a view too.
func (g *Game) whyIllegal(a Action) string {
	switch {
	case g.over():
		return "the game is over"
	case !g.valid(a.Seat):
		return fmt.Sprintf("this game has no seat %d (its seats are 1 to %d)", a.Seat+1, g.seats())
	case g.choice[a.Seat] != Undecided:
		return g.name(a.Seat) + " has already chosen this round"
	case a.Verb != Pick && a.N != 0:
		return "only a pick takes a number"
	}
	who := g.name(a.Seat)
	switch a.Verb {
	case Pick:
		if a.N < 1 || a.N > Highest {
			return fmt.Sprintf("the number must be from 1 to %d", Highest)
		}
	case Pass:
		if g.lvl.Passes == 0 {
			return "this scenario allows no passing"
		}
		if g.passes[a.Seat] == 0 {
			return fmt.Sprintf("%s has already passed %d times, all this scenario allows", who, g.lvl.Passes)
		}
	case Roll:
		if g.lvl.Bonus == 0 {
			return "this scenario has no bonus dice"
		}
		if g.bonus[a.Seat] == 0 {
			return fmt.Sprintf("%s has rolled all its %d bonus dice", who, g.lvl.Bonus)
		}
		if g.rolled[a.Seat] {
			return who + " has already rolled a bonus die this round"
		}
	default:
		return "unknown verb"
	}
	return ""
}

// lastToChoose reports whether seat is the only seat still to choose, so
// that its choice ends the round and rolls the house die.
func (g *Game) lastToChoose(seat rules.Seat) bool {
	for s := range g.seats() {
		if rules.Seat(s) != seat && g.choice[s] == Undecided {
			return false
		}
	}
	return true
}

// Apply validates and resolves an action. An illegal action returns a
// *rules.IllegalError, and loaded dice without the results the action
// needs an error wrapping rules.ErrDiceExhausted; either way the state is
// untouched.
func (g *Game) Apply(ra rules.Action) ([]rules.Event, error) {
	a, ok := ra.(Action)
	if !ok {
		p, isPtr := ra.(*Action)
		if !isPtr || p == nil {
			return nil, &rules.IllegalError{Action: fmt.Sprint(ra), Reason: "not a Guessing Duel action"}
		}
		a = *p
	}
	if why := g.whyNot(a); why != "" {
		return nil, rules.Illegal(a, "%s", why)
	}
	switch {
	case a.Verb == Roll:
		if err := g.dice.Ensure(1, BonusSides); err != nil {
			return nil, fmt.Errorf("%s: %w", a, err)
		}
	case g.lastToChoose(a.Seat):
		if err := g.dice.Ensure(1, Highest); err != nil {
			return nil, fmt.Errorf("%s: %w", a, err)
		}
	}
	return g.do(a), nil
}

// do resolves a legal action whose dice can be rolled.
func (g *Game) do(a Action) []rules.Event {
	s := a.Seat
	switch a.Verb {
	case Roll:
		g.bonus[s]--
		g.rolled[s] = true
		d := g.dice.Roll(BonusSides)
		if d >= BonusScores {
			g.score[s]++
		}
		return []rules.Event{Event{Kind: EvBonus, Seat: s, Name: g.name(s), N: int8(d), Score: g.score[s], Scored: d >= BonusScores}}
	case Pick:
		g.choice[s] = Choice(a.N)
	case Pass:
		g.choice[s] = Passed // the pass is counted at the reveal: until then it is as hidden as a pick
	}
	evs := []rules.Event{ChoiceEvent{Seat: s, Name: g.name(s), Choice: g.choice[s]}}
	if g.lastToChoose(s) {
		evs = g.endRound(evs)
	}
	return evs
}

// endRound reveals the choices, rolls the house die, scores, and starts
// the next round or ends the game.
func (g *Game) endRound(evs []rules.Event) []rules.Event {
	evs = append(evs, Event{Kind: EvReveal, Names: g.lvl.Seats, Choices: g.choice})
	d := g.dice.Roll(Highest)
	evs = append(evs, Event{Kind: EvHouseDie, N: int8(d)})
	matched := false
	for s := range g.seats() {
		if g.choice[s] == Passed {
			g.passes[s]--
		}
		if g.choice[s] == Choice(d) {
			matched = true
			g.score[s]++
			evs = append(evs, Event{Kind: EvScored, Seat: rules.Seat(s), Name: g.lvl.Seats[s], Score: g.score[s]})
		}
	}
	if !matched {
		g.house++
		evs = append(evs, Event{Kind: EvHouseScored, Score: g.house})
	}
	g.choice = [MaxSeats]Choice{}
	g.rolled = [MaxSeats]bool{}
	g.round++
	if g.over() {
		g.out = g.result()
		return append(evs, Event{Kind: EvGameOver, Reason: g.out.Reason})
	}
	return append(evs, Event{Kind: EvRoundStart, N: g.round, M: int8(g.lvl.Rounds)})
}

// result returns the outcome of a game whose rounds are all played.
func (g *Game) result() rules.Outcome {
	seats := g.Seats()
	top, total := 0, 0
	for s := range g.seats() {
		top = max(top, int(g.score[s]))
		total += int(g.score[s])
	}
	house := int(g.house)
	out := rules.Outcome{Over: true}
	if g.lvl.Kind == Coop {
		if total <= house {
			out.Reason = fmt.Sprintf("the party is lost, %s against the house's %d", points(total), house)
			return out
		}
		for s := range g.seats() {
			out.Winners = append(out.Winners, rules.Seat(s))
		}
		out.Reason = fmt.Sprintf("the party wins together, %s against the house's %d", points(total), house)
		return out
	}
	if house > top {
		out.Reason = fmt.Sprintf("the house wins with %s; no seat has more than %d", points(house), top)
		return out
	}
	for s := range g.seats() {
		if int(g.score[s]) == top {
			out.Winners = append(out.Winners, rules.Seat(s))
		}
	}
	if len(out.Winners) == 1 {
		out.Reason = fmt.Sprintf("%s wins with %s", out.WinnersText(seats), points(top))
	} else {
		out.Reason = fmt.Sprintf("%s share the top score of %s", out.WinnersText(seats), points(top))
	}
	return out
}
