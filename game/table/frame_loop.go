package table

import (
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/rules"
)

// Update implements Table: one tick of the table, in the one order every
// ruleset's table runs, each step for a reason:
//
//  1. The board's animations tick first, so the fast-forward key held this
//     tick already shortens what is shown.
//  2. FilterInput keeps only the input of the controllers seated at the
//     side deciding (a window keeps its opener's): nothing later sees a
//     press that is not theirs.
//  3. The hand-over screen takes its press before anything else reads the
//     input (it swallows the press that uncovers the table), and the
//     Screen is worked out from it: whose view, whose choices.
//  4. The board settles its own state against the position, and the side
//     panel is made again if what it shows changed: the widgets then see
//     this tick's input on the panel that is drawn.
//  5. The cursor follows the seat deciding; a new player (another
//     seat, or the computer in between) starts on the board.
//  6. The widgets take their input, unless the table is covered or the
//     widgets rest (no input reaches them).
//  7. A stranded controller pauses everything after the widgets (its
//     window is one of them); a covered table takes nothing more.
//  8. A modal window takes the keys and pads while it is shown.
//  9. The panel's keys (undo, redo, menu, the list), then the board's.
//  10. The computer acts after the humans' input, so an undo this tick
//     cancels its thought before it can land.
//  11. The end-of-game window opens once the game is over.
func (f *Frame) Update(h Host) error {
	f.host = h
	f.ticks++
	in := h.In()
	f.board.Tick(f)
	FilterInput(in, f.humanSide(), &f.seats, &f.modal)
	covered := false
	if !f.strand.Paused() && !f.Reviewing() {
		var uncovered bool
		covered, uncovered = f.privacy.Update(h, f.humanSide(), &f.seats, f.ses.State())
		if uncovered {
			f.widgets.MarkStale()
			f.Stale()
			covered = true // the press that uncovers chooses nothing
		}
	}
	was := f.screen.Decider
	f.screen = f.pickScreen(f.computeScreen())
	f.refresh(false)
	switched := f.screen.Decider != was
	if fl, ok := f.board.(Follower); ok && fl.Follow(f, f.screen.Decider) {
		switched = true
	}
	if switched {
		f.BoardFocus() // a new player starts on the board, not in the list
	}
	if !covered && !f.widgets.Resting(f.widgetsLive()) {
		f.ui.Update()
	}
	if f.strand.Watch(h, f) || covered {
		return nil
	}
	if ModalInput(in, &f.modal, &f.widgets, f.ui) {
		return nil
	}
	if !f.panelInput() {
		x, y := in.Cursor()
		onPanel := in.Clicked() && f.OverPanel(x, y)
		if pc, ok := f.board.(PanelClicker); ok && onPanel && pc.ClickInPanel(f, x, y) {
			onPanel = false // the board's own part of the panel (a dice tray drawn there)
		}
		if f.focus && in.Clicked() && !onPanel {
			f.BoardFocus() // a click on the board takes the focus back from the list
		}
		if !FocusedPanelInput(in, f.ui, &f.widgets, &f.focus) && !onPanel {
			f.board.Input(f)
		}
	}
	f.comp.Update(h, f)
	if f.ses.State().Outcome().Over && !f.endShown && !f.holdEnd() {
		f.endShown = true
		f.showEnd()
	}
	return nil
}

// humanSide returns the first human seat that must decide now, or -1.
func (f *Frame) humanSide() int { return humanSeat(f.ses) }

// widgetsLive reports whether input may reach the widgets this tick.
func (f *Frame) widgetsLive() bool {
	return WidgetsLive(f.host.In(), f.modal.Shown(), f.OverPanel)
}

// panelInput answers the panel's keys: Undo, Redo, Menu, the Panel key
// and the action list. It reports whether the tick's input is spent.
func (f *Frame) panelInput() bool {
	in := f.host.In()
	switch {
	case in.Has(input.Undo):
		f.Undo()
		return true
	case in.Has(input.Redo):
		f.Redo()
		return true
	case in.Has(input.Menu):
		f.ShowMenu(f.host)
		return true
	}
	if in.Has(input.Panel) {
		f.focus = !f.focus
		if !f.focus {
			f.ui.ClearFocus()
		} else if !f.list.FocusFirst(f.ui) {
			f.ui.ChangeFocus(widget.FOCUS_NEXT)
		}
	}
	id, chosen := f.list.Input(in, f.ui, f.focus)
	if f.list.Changed() {
		f.widgets.MarkStale()
	}
	if chosen {
		f.Choose(id)
		return true
	}
	return false
}

// Choose carries out entry n of the action list for the decider: its
// action, or its local step. A disabled entry says why instead.
func (f *Frame) Choose(n int) {
	if n < 0 || n >= len(f.choices) || !f.screen.Deciding() {
		return
	}
	side := f.screen.Side()
	if !MayChoose(f.host, side, &f.seats, f.SideName(side)) {
		return
	}
	c := f.choices[n]
	switch {
	case c.Off:
		f.host.Toast(c.Tip)
	case c.Action != nil:
		f.Play(c.Action)
	case c.Do != nil:
		c.Do()
		f.Stale()
	}
}

// Play plays an action of the human deciding now (where several seats
// decide at once, for the seat the table serves) and shows what it did.
// It reports whether the action was played; the toast says why not.
func (f *Frame) Play(act rules.Action) bool {
	if !f.screen.Deciding() {
		return false
	}
	var evs []rules.Event
	var err error
	if len(f.ses.ToAct()) > 1 {
		evs, err = f.ses.ApplyFor(f.screen.Decider, act)
	} else {
		evs, err = f.ses.Apply(act)
	}
	if err != nil {
		f.host.Toast(err.Error())
		return false
	}
	f.AfterApply(f.host, evs)
	return true
}

// AfterApply shows what an action did (the board's animation, the sounds)
// and autosaves the game; the log follows the history at once, so that
// the board drawn this tick reads the action's events. The computer's
// actions come here too.
func (f *Frame) AfterApply(h Host, evs []rules.Event) {
	f.log.Sync(f.ses)
	h.PlayEvents(evs)
	f.board.Animate(f, evs)
	if f.humanSide() != f.screen.Side() {
		f.BoardFocus() // another player decides now: they start on the board
	}
	f.review = false
	if f.rec == nil {
		h.Autosave(f.ses)
	}
}

// ComputerPace forwards to the board when it groups the computer's
// actions into decisions (ComputerPacer).
func (f *Frame) ComputerPace(last, next rules.Action) Pace {
	if p, ok := f.board.(ComputerPacer); ok {
		return p.ComputerPace(last, next)
	}
	return PaceDecision
}
