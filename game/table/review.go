package table

import (
	"fmt"

	"skirmish/game/session"
	"skirmish/rules"
)

// ReviewSession replays a recording of a game of rs (its states are G) for
// a review: every seat human and free undo, at the recording's last
// position, so that Undo and Redo step through the replay and play can
// continue from any point.
func ReviewSession[G rules.State](rec *session.Recording, rs rules.Ruleset) (*session.Session, error) {
	if len(rec.States) == 0 {
		return nil, fmt.Errorf("%s: the recording holds no game", rec.Origin)
	}
	if _, ok := rec.States[0].(G); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Origin, rs.Name())
	}
	sitters := make([]session.Sitter, len(rec.States[0].Seats()))
	ses, err := session.NewSession(rec.Setup, sitters, rules.UndoFree)
	if err == nil {
		err = ses.Continue(rec.Actions)
	}
	if err != nil {
		return nil, fmt.Errorf("cannot show the replay: %w", err)
	}
	return ses, nil
}

// SeekHistory undoes or redoes ses's actions until at are applied (0 is
// the start), or until it cannot go further.
func SeekHistory(ses *session.Session, at int) {
	h := ses.History()
	for h.Len() > at {
		if ses.Undo() != nil {
			break
		}
	}
	for h.Len() < at {
		if ses.Redo() != nil {
			break
		}
	}
}
