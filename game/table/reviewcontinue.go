package table

import "skirmish/game/session"

// ContinueReview starts a new game from the position ses shows of the
// recording rec reviewed: the humans take the seats to act and the
// computer the others, or, with everyHuman, humans play every seat. over
// says the game is over at that point: it only says so then.
func ContinueReview(h Host, rec *session.Recording, ses *session.Session, over, everyHuman bool) {
	if over {
		h.Toast("The game is over at this point: step back to continue from earlier.")
		return
	}
	st := ses.State()
	sitters := make([]session.Sitter, len(st.Seats()))
	if everyHuman {
		for i := range sitters {
			sitters[i] = session.Human
		}
	} else {
		for i := range sitters {
			sitters[i] = session.Computer
		}
		seats := st.ToAct()
		if len(seats) == 0 {
			return
		}
		for _, s := range seats {
			sitters[s] = session.Human
		}
	}
	h.StartGame(rec.Setup, sitters, ses.History().Actions())
}
