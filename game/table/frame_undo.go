package table

import (
	"fmt"
)

// Undo takes back the last decision of the player at the screen and the
// computer's answers after it; another human seat's decision needs its
// agreement. A review steps back one action, any seat's.
func (f *Frame) Undo() {
	f.comp.Cancel()
	UndoOrStepBack(f.host, f, f.rec != nil, f.lastSide)
}

// Redo plays again what was taken back: the decision, and after it the
// computer's recorded answers until a human must decide again, so that k
// undos and k redos leave the game as it was (the redo stack is kept,
// never thought out again). A review steps forward one action.
func (f *Frame) Redo() {
	if ok, why := f.ses.History().CanRedo(); !ok {
		if why == "" {
			why = "nothing was taken back"
		}
		f.host.Toast("Cannot redo: " + why)
		return
	}
	f.comp.Cancel()
	var err error
	if f.rec != nil {
		err = f.ses.Redo()
	} else {
		_, err = f.ses.RedoDecision()
	}
	if err != nil {
		f.host.Toast("Cannot redo: " + err.Error())
	}
	f.afterJump()
}

// AfterUndo shows the position after an undo (no animation) and
// autosaves it.
func (f *Frame) AfterUndo(h Host) { f.afterJump() }

// afterJump shows the position after an undo or a redo: no animation, the
// log in step with it at once, the board's local steps dropped, the end
// window again only if the game is over; the game is autosaved.
func (f *Frame) afterJump() {
	f.log.Sync(f.ses)
	f.board.Reset(f)
	f.endShown = f.ses.State().Outcome().Over || f.rec != nil
	f.Stale()
	if f.rec == nil {
		f.host.Autosave(f.ses)
	}
}

// showEnd opens the kit's end-of-game window: who won, how, the figures,
// and the ways on.
func (f *Frame) showEnd() {
	st := f.ses.State()
	stats, look := fmt.Sprintf("%d actions.", f.ses.Position()), "Look at the board"
	if e, ok := f.board.(EndStater); ok {
		stats, look = e.EndStats(f)
	}
	out := st.Outcome()
	ShowEnd(f.host, &f.modal, f.ui, f.ses, EndSpec{Title: WinnersTitle(out, st.Seats()), Reason: Sentence(out.Reason),
		Stats: stats, Look: look, Review: f.rec == nil})
	f.refresh(true)
}

// continueHere starts a new game from the review's position: the humans
// take the seats to act and the computer the others (every seat human for
// a Reviewer board that says so).
func (f *Frame) continueHere() {
	every := false
	if r, ok := f.board.(Reviewer); ok {
		every = r.ContinueEveryHuman()
	}
	ContinueReview(f.host, f.rec, f.ses, f.ses.State().Outcome().Over, every)
}
