package table

import (
	"errors"
	"fmt"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

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

// UndoButtons is what the buttons of an UndoRow do.
type UndoButtons struct {
	Undo, Redo, Menu func()
}

// UndoRow returns Undo, Redo and Menu for a panel inner wide (folded: Undo
// and Menu), their keys in the labels when they fit, else in the tooltips.
// Undo says why it cannot undo when ses cannot; Undo and Redo are disabled
// when ses has nothing to take back or play again.
func UndoRow(a Host, ses *session.Session, inner int, folded bool, do UndoButtons) *widget.Container {
	t := a.Theme()
	n := 3
	if folded {
		n = 2
	}
	row := t.Grid(n, 6)
	third := (inner - (n-1)*t.Px(6)) / n
	key := func(i input.Intent) string { return a.In().Prompt(i) }
	tip := func(s string, i input.Intent) string { return s }
	if ClipLabel(t, "Redo", key(input.Redo), false, third) != "Redo" || ClipLabel(t, "Menu", key(input.Menu), false, third) != "Menu" {
		key = func(input.Intent) string { return "" }
		tip = func(s string, i input.Intent) string { return s + " (" + a.In().Prompt(i) + ")" }
	}
	canUndo, why := ses.CanUndo()
	undoTip := tip("Take back your last decision.", input.Undo)
	if !canUndo && why != "" {
		undoTip = "Cannot undo: " + why
	}
	undo := t.Button(ui.ButtonSpec{Label: "Undo", Prompt: key(input.Undo), Tip: undoTip, OnClick: do.Undo})
	undo.GetWidget().Disabled = !canUndo
	canRedo, _ := ses.History().CanRedo()
	redo := t.Button(ui.ButtonSpec{Label: "Redo", Prompt: key(input.Redo), Tip: tip("Play again what was taken back.", input.Redo), OnClick: do.Redo})
	redo.GetWidget().Disabled = !canRedo
	menu := t.Button(ui.ButtonSpec{Label: "Menu", Prompt: key(input.Menu), Tip: tip("The game menu.", input.Menu), OnClick: do.Menu})
	if folded {
		row.AddChild(undo, menu)
	} else {
		row.AddChild(undo, redo, menu)
	}
	return row
}

// UndoOrStepBack answers Undo: in a review it steps back one action, any
// seat's; in a game it takes back the last decision of the player at the
// screen (shown is the seat the table showed last, -1 none), another human
// seat's with its agreement (see Undo).
func UndoOrStepBack(h Host, t Undoer, review bool, shown int) {
	if review {
		if err := t.Session().Undo(); err != nil {
			h.Toast(err.Error())
			return
		}
		t.AfterUndo(h)
		return
	}
	Undo(h, t, SeatAtScreen(t.Session(), shown))
}
