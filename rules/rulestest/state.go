package rulestest

import (
	"skirmish/rules"
)

// Choice is what a seat has chosen in the current round.
type Choice int8

// The choices besides the numbers 1 to Highest. Hidden appears only in a
// view: the seat has chosen, but the viewer may not see what.
const (
	Undecided Choice = 0
	Passed    Choice = Highest + 1
	Hidden    Choice = Highest + 2
)

// Game is the state of a Guessing Duel game. It implements rules.State.
type Game struct {
	lvl    *Level
	round  int8 // from 1; Rounds+1 once the game is over
	choice [MaxSeats]Choice
	rolled [MaxSeats]bool // rolled a bonus die this round
	score  [MaxSeats]int8
	house  int8
	passes [MaxSeats]int8 // passes left, a pending pass not yet counted
	bonus  [MaxSeats]int8 // bonus dice left
	dice   rules.Dice
	view   bool       // this is a seat's view, not the game itself
	viewer rules.Seat // in a view: whose (Spectator for the public view)
	out    rules.Outcome
}

// NewGame starts a game of lvl with the given dice.
func NewGame(lvl *Level, dice rules.Dice) *Game {
	g := &Game{lvl: lvl, round: 1, dice: dice, viewer: rules.Spectator}
	for s := range lvl.Seats {
		g.passes[s] = int8(lvl.Passes)
		g.bonus[s] = int8(lvl.Bonus)
	}
	return g
}

// Level returns the scenario being played.
func (g *Game) Level() *Level { return g.lvl }

// seats returns the number of seats.
func (g *Game) seats() int { return len(g.lvl.Seats) }

// Round returns the round being played, from 1 (Rounds+1 once over).
func (g *Game) Round() int { return int(g.round) }

// Choice returns what seat has chosen this round.
func (g *Game) Choice(seat rules.Seat) Choice { return g.choice[seat] }

// Score returns seat's points.
func (g *Game) Score(seat rules.Seat) int { return int(g.score[seat]) }

// House returns the house's points.
func (g *Game) House() int { return int(g.house) }

// PassesLeft returns how many times seat may still pass. A pass chosen this
// round counts only once the choices are revealed, so that the count does
// not give it away.
func (g *Game) PassesLeft(seat rules.Seat) int { return int(g.passes[seat]) }

// BonusLeft returns how many bonus dice seat may still roll.
func (g *Game) BonusLeft(seat rules.Seat) int { return int(g.bonus[seat]) }

// Rolled reports whether seat has rolled a bonus die this round.
func (g *Game) Rolled(seat rules.Seat) bool { return g.rolled[seat] }

// IsView reports whether this is a seat's view rather than the game, and
// whose (rules.Spectator for the public view).
func (g *Game) IsView() (bool, rules.Seat) { return g.view, g.viewer }

// over reports whether every round has been played.
func (g *Game) over() bool { return int(g.round) > g.lvl.Rounds }

// name returns seat's name.
func (g *Game) name(seat rules.Seat) string { return g.lvl.Seats[seat] }

// valid reports whether seat is a seat of this game.
func (g *Game) valid(seat rules.Seat) bool { return seat >= 0 && int(seat) < g.seats() }

// Ruleset returns "rulestest".
func (g *Game) Ruleset() string { return RulesetID }

// Seats lists the seats by the scenario's names.
func (g *Game) Seats() []rules.SeatInfo {
	out := make([]rules.SeatInfo, g.seats())
	for s, n := range g.lvl.Seats {
		out[s] = rules.SeatInfo{Seat: rules.Seat(s), Name: n}
	}
	return out
}

// seatSets holds, for each set of seats as a bit mask, the seats in order,
// so that ToAct allocates nothing (the table asks every frame).
var seatSets = func() (out [1 << MaxSeats][]rules.Seat) {
	for mask := range out {
		var set []rules.Seat
		for s := range MaxSeats {
			if mask&(1<<s) != 0 {
				set = append(set, rules.Seat(s))
			}
		}
		out[mask] = set[:len(set):len(set)]
	}
	return out
}()

// ToAct returns every seat that has not chosen yet this round, in seat
// order: several at once, since the choices are made at the same time.
// Callers must not change the returned slice.
func (g *Game) ToAct() []rules.Seat {
	if g.over() {
		return nil
	}
	mask := 0
	for s := range g.seats() {
		if g.choice[s] == Undecided {
			mask |= 1 << s
		}
	}
	return seatSets[mask]
}

// Outcome tells whether the game is over and who won.
func (g *Game) Outcome() rules.Outcome { return g.out }

// Clone returns an independent copy, dice included.
func (g *Game) Clone() rules.State { return g.Copy() }

// Copy is Clone with the concrete type. The level and the outcome's
// winners are shared: neither is ever changed.
func (g *Game) Copy() *Game {
	c := *g
	return &c
}

// View returns what seat may see: its own choice of this round, the others
// only as Hidden once made, and dice that cannot foretell rolls (they are
// seeded afresh). View(rules.Spectator), or any number that is no seat of
// the game, hides every choice. A view cannot be played on.
func (g *Game) View(seat rules.Seat) rules.State {
	v := g.Copy()
	if !g.valid(seat) {
		seat = rules.Spectator
	}
	v.view, v.viewer = true, seat
	for s := range g.seats() {
		if rules.Seat(s) != seat && v.choice[s] != Undecided {
			v.choice[s] = Hidden
		}
	}
	v.dice = rules.NewDice(0)
	return v
}
