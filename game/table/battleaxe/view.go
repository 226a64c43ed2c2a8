package battleaxe

import (
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
)

// seatAtScreen returns the seat whose view the table shows: the human
// deciding now (table.SeatAtScreen), else the one who decided last;
// everything in a review. The heroes share what they see, so the views of
// their seats differ only in the dice (which cannot foretell a roll).
func (c *DungeonTable) seatAtScreen() rules.Seat {
	if c.rec != nil {
		return table.Everything
	}
	if s := c.humanSide(); s >= 0 {
		return rules.Seat(s)
	}
	return table.SeatAtScreen(c.ses, c.lastSide)
}

// shown returns the game as the seat at the screen may see it: its view,
// kept while the position and the seat stay the same, or the game itself
// in a review.
func (c *DungeonTable) shown() *ba.Game {
	seat := c.seatAtScreen()
	if seat == table.Everything {
		return c.Game()
	}
	if seat < 0 {
		seat = rules.Spectator
	}
	return c.view.View(c.ses.State(), seat).(*ba.Game)
}
