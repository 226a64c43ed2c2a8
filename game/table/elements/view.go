package elements

import (
	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// everything is the seat of a table that shows everything: a review of a
// recorded game, where no seat's secrets are kept.
const everything = table.Everything

// seatAtScreen returns the seat whose view the table shows (table.TableSeat):
// the human deciding now (table.SeatAtScreen); with two humans sharing the
// screen, the side the table was last handed to, and the public view while
// the privacy screen covers it or is about to; everything in a review.
func (c *ClanTable) seatAtScreen() rules.Seat {
	return table.TableSeat(c.ses, c.rec != nil, &c.privacy, c.lastSide)
}

// shown returns the game as the seat at the screen may see it: its view
// (State.View), kept while the position and the seat stay the same, or
// the game itself in a review.
func (c *ClanTable) shown() *el.Game {
	return table.SeatView[*el.Game](&c.view, c.ses.State(), c.seatAtScreen())
}

// screenSide returns the side whose force and hidden models the table
// shows as its own: the seat at the screen, else the side deciding.
func (c *ClanTable) screenSide(g *el.Game) int {
	if s := table.OwnSide(c.seatAtScreen(), c.humanSide()); s >= 0 {
		return s
	}
	return g.Turn()
}
