package arena

import (
	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// everything is the seat of a table that shows everything: a review of a
// recorded game, where no seat's secrets are kept.
const everything = table.Everything

// seatAtScreen returns the seat whose view the table shows: the human
// deciding now (table.SeatAtScreen); with two humans sharing the screen,
// the side the table was last handed to, and the public view while the
// privacy screen covers it or is about to; everything in a review.
func (c *ArenaTable) seatAtScreen() rules.Seat {
	if c.rec != nil {
		return everything
	}
	if c.privacy.On() {
		if c.handingOver() {
			return rules.Spectator
		}
		if s := c.privacy.Shown(); s >= 0 {
			return rules.Seat(s)
		}
		return rules.Spectator
	}
	return table.SeatAtScreen(c.ses, c.lastSide)
}

// handingOver reports whether the screen is covered for, or is about to be
// handed to, another human seat.
func (c *ArenaTable) handingOver() bool {
	if !c.privacy.On() {
		return false
	}
	if c.privacy.Covered() {
		return true
	}
	side := c.humanSide()
	return side >= 0 && side != c.privacy.Shown()
}

// shown returns the game as the seat at the screen may see it: its view
// (State.View), kept while the position and the seat stay the same, or
// the game itself in a review.
func (c *ArenaTable) shown() *ar.Game {
	seat := c.seatAtScreen()
	if seat == everything {
		return c.Game()
	}
	return c.view.View(c.ses.State(), seat).(*ar.Game)
}

// screenSide returns the side the table shows as its own: the seat at the
// screen, else the side deciding.
func (c *ArenaTable) screenSide(g *ar.Game) int {
	if s := c.seatAtScreen(); s == 0 || s == 1 {
		return int(s)
	}
	if s := c.humanSide(); s >= 0 {
		return s
	}
	if s := g.ToAct(); len(s) > 0 {
		return int(s[0])
	}
	return 0
}
