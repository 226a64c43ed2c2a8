package table

import (
	"skirmish/game/session"
	"skirmish/rules"
)

// The seat at the screen of a table whose seats share one screen: which
// side's view it shows, behind a privacy screen or in a review.

// HumanSide returns the first human seat that must decide now, or -1.
func HumanSide(ses *session.Session) int {
	if seat, ok := ses.FirstHumanToAct(); ok {
		return int(seat)
	}
	return -1
}

// HandingOver reports whether the screen is covered for, or is about to be
// handed to, another human seat of ses: the table then shows nobody's
// secrets. It is false while the privacy screen is off.
func (pv *Privacy) HandingOver(ses *session.Session) bool {
	if !pv.On() {
		return false
	}
	if pv.Covered() {
		return true
	}
	side := HumanSide(ses)
	return side >= 0 && side != pv.Shown()
}

// ScreenSeat returns the seat whose view a table behind the privacy screen
// shows: the side it was last handed to, and the public view
// (rules.Spectator) while it covers the table or is about to; ok is false
// while the privacy screen is off (SeatAtScreen decides then).
func (pv *Privacy) ScreenSeat(ses *session.Session) (seat rules.Seat, ok bool) {
	if !pv.On() {
		return 0, false
	}
	if pv.HandingOver(ses) {
		return rules.Spectator, true
	}
	if s := pv.Shown(); s >= 0 {
		return rules.Seat(s), true
	}
	return rules.Spectator, true
}

// TableSeat returns the seat whose view a table shows: Everything in a
// review, else the seat behind the privacy screen (Privacy.ScreenSeat),
// else SeatAtScreen with shown, the side the table showed last.
func TableSeat(ses *session.Session, review bool, pv *Privacy, shown int) rules.Seat {
	if review {
		return Everything
	}
	if seat, ok := pv.ScreenSeat(ses); ok {
		return seat
	}
	return SeatAtScreen(ses, shown)
}

// SeatView returns st as seat may see it, kept in vc (ViewCache), or st
// itself for Everything (a review).
func SeatView[G rules.State](vc *ViewCache, st rules.State, seat rules.Seat) G {
	if seat == Everything {
		return st.(G)
	}
	return vc.View(st, seat).(G)
}

// OwnSide returns the side of a two-sided table whose secrets it shows as
// its own: seat when it is side 0 or 1, else human (the human deciding,
// -1 none).
func OwnSide(seat rules.Seat, human int) int {
	if seat == 0 || seat == 1 {
		return int(seat)
	}
	return human
}

// DecidingSeat returns the seat whose view a table's choices are made
// from: Everything in a review, else the human deciding now, else the seat
// at the screen (TableSeat with pv and shown).
func DecidingSeat(ses *session.Session, review bool, pv *Privacy, shown int) rules.Seat {
	if review {
		return Everything
	}
	if s := HumanSide(ses); s >= 0 {
		return rules.Seat(s)
	}
	return TableSeat(ses, false, pv, shown)
}
