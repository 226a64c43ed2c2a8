package table

import (
	"errors"
	"fmt"

	"github.com/ebitenui/ebitenui"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/rules"
	"skirmish/ui"
)

// Undoer is a table where players take back their decisions.
type Undoer interface {
	Session() *session.Session
	Modal() *Modal
	UI() *ebitenui.UI
	Seating() *Seating
	SideName(side int) string
	// AfterUndo shows the position after an undo (no animation) and
	// autosaves it.
	AfterUndo(h Host)
}

// SeatAtScreen returns the seat whose player is at the screen now: the
// first human seat deciding, else shown (the seat the table showed last,
// -1 none) when a human plays it, else the first human seat, else
// rules.Spectator.
func SeatAtScreen(ses *session.Session, shown int) rules.Seat {
	if seat, ok := ses.FirstHumanToAct(); ok {
		return seat
	}
	if sitters := ses.Sitters(); shown >= 0 && shown < len(sitters) && sitters[shown] == session.Human {
		return rules.Seat(shown)
	}
	for i, who := range ses.Sitters() {
		if who == session.Human {
			return rules.Seat(i)
		}
	}
	return rules.Spectator
}

// Undo takes back the last decision of seat by (the player at the screen)
// and the computer's answers after it. A seat may take back only its own
// decisions: when the last one is another human seat's, a window asks that
// seat to agree first (with its own controller when the seats have theirs).
func Undo(h Host, t Undoer, by rules.Seat) {
	ses := t.Session()
	if ok, why := ses.CanUndo(); !ok {
		h.Toast("Cannot undo: " + why)
		return
	}
	err := ses.UndoFor(by)
	var ae *session.AgreementError
	if errors.As(err, &ae) {
		askAgreement(h, t, ae)
		return
	}
	if err != nil {
		h.Toast("Undo stopped: " + err.Error())
	}
	t.AfterUndo(h)
}

// askAgreement asks the seat whose decision it is whether another may take
// it back. "Keep it" has the focus: a stray Confirm never undoes.
func askAgreement(h Host, t Undoer, ae *session.AgreementError) {
	th := h.Theme()
	owner, by := t.SideName(int(ae.Owner)), t.SideName(int(ae.By))
	p := th.Panel(480)
	p.AddChild(th.Text(fmt.Sprintf("Take back the %s' decision?", owner), th.Heading, th.Accent, 0))
	p.AddChild(th.Text(fmt.Sprintf("The %s ask to take back %q, which the %s decided. Only the %s can agree.", by, ae.Action.String(), owner, owner), th.Body, th.Ink, th.Px(430)))
	p.AddChild(th.Button(ui.ButtonSpec{Label: "The " + owner + " agree", Icon: "undo", Primary: true, OnClick: func() {
		if !MayChoose(h, int(ae.Owner), t.Seating(), owner) {
			return
		}
		t.Modal().Close()
		if err := t.Session().UndoAgreed(); err != nil {
			h.Toast("Undo stopped: " + err.Error())
		}
		t.AfterUndo(h)
	}}))
	p.AddChild(th.Button(ui.ButtonSpec{Label: "Keep it", Icon: "play", Default: true, Prompt: h.In().Prompt(input.Back), OnClick: t.Modal().Close}))
	t.Modal().Open(h, t.UI(), p)
}
