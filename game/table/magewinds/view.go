package magewinds

import (
	"skirmish/game/table"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// everything is the seat of a table that shows everything: a review of a
// recorded game, where the game is over (or played on from any point of
// it) and no seat's secrets are kept.
const everything = table.Everything

// seatAtScreen returns the seat whose view the table shows: the human
// deciding now (table.SeatAtScreen); with two humans sharing the screen,
// the side the table was last handed to, and the public view
// (rules.Spectator) while the privacy screen covers it or is about to (the
// next human decides but has not taken the screen yet); everything in a
// review. It allocates nothing: the table asks every frame.
func (m *MageTable) seatAtScreen() rules.Seat {
	if m.rec != nil {
		return everything
	}
	if seat, ok := m.privacy.ScreenSeat(m.ses); ok {
		return seat
	}
	st := m.ses.State()
	if m.atScreen.of != st || m.atScreen.shown != m.lastHidden {
		m.atScreen.of, m.atScreen.shown = st, m.lastHidden
		m.atScreen.seat = table.SeatAtScreen(m.ses, m.lastHidden)
	}
	return m.atScreen.seat
}

// atScreen keeps the seat at the screen for a position (table.SeatAtScreen
// copies the sitters when no human decides).
type atScreen struct {
	of    rules.State
	shown int
	seat  rules.Seat
}

// handingOver reports whether the screen is covered for, or is about to be
// handed to, another human seat: the table then shows nobody's secrets.
func (m *MageTable) handingOver() bool { return m.privacy.HandingOver(m.ses) }

// shown returns the battle as the seat at the screen may see it: its view
// (State.View), kept while the position and the seat stay the same, or the
// battle itself in a review.
func (m *MageTable) shown() *mw.Game {
	return table.SeatView[*mw.Game](&m.view, m.ses.State(), m.seatAtScreen())
}

// screenSide returns the side whose hand and warband the table shows as
// its own: the seat at the screen, else the side deciding (a review, or
// the public view, where that side's secrets stay hidden anyway).
func (m *MageTable) screenSide(g *mw.Game) int {
	if s := m.seatAtScreen(); s == 0 || s == 1 {
		return int(s)
	}
	return g.Decider()
}
