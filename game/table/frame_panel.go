package table

import (
	"image"
	"image/color"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/ui"
)

// panelKey is what the side panel is made from: the position (positions
// of a session are never changed once made), who it is shown to, the
// board's own state (Board.Settle), whether a window is open, the device
// in hand (the prompts follow it) and the fold.
type panelKey struct {
	state  rules.State
	screen Screen
	board  uint64
	modal  bool
	dev    input.Device
	folded bool
	review bool
}

// refresh makes the side panel again when what it shows changed (or
// force).
func (f *Frame) refresh(force bool) {
	if s := f.humanSide(); s >= 0 {
		f.lastSide = s
	}
	f.log.Sync(f.ses)
	key := panelKey{state: f.ses.State(), screen: f.screen, board: f.board.Settle(f), modal: f.modal.Shown(),
		dev: f.host.In().LastDevice(), folded: f.host.Prefs().Folded, review: f.Reviewing()}
	if !force && key == f.panelFor && f.built {
		return
	}
	f.panelFor = key
	f.buildPanel()
	f.built = true
}

// buildPanel builds the side panel (the board's own, for a PanelMaker)
// and lays the board out left of it.
func (f *Frame) buildPanel() {
	h := f.host
	w, hh := h.Size()
	pw := f.PanelWidth()
	var root *widget.Container
	if m, ok := f.board.(PanelMaker); ok {
		root = m.MakePanel(f)
	} else {
		root = f.standardPanel()
	}
	f.root = root
	f.ui = PanelUI(h, root, &f.modal, &f.list, &f.focus)
	f.board.Layout(f, image.Rect(0, 0, w-pw, hh))
	f.widgets.MarkStale()
}

// standardPanel is the side panel of most boards: the status and the
// prompt, the card, the end buttons or the review's scrub bar, the action
// list, Undo, Redo and Menu, and the log.
func (f *Frame) standardPanel() *widget.Container {
	var root *widget.Container
	var left int
	if m, ok := f.board.(CardMaker); ok {
		root, left = f.PanelTopWith(m.CardWidget(f))
	} else {
		root, left = f.PanelTop(f.board.Card(f))
	}
	root.AddChild(f.ActionColumn(left))
	root.AddChild(f.LogWidget())
	return root
}

// Inner returns the width of a line in the side panel.
func (f *Frame) Inner() int { return f.PanelWidth() - f.host.Theme().Px(24) }

// Folded reports whether the side panel is folded (the TV layout).
func (f *Frame) Folded() bool { return f.host.Prefs().Folded }

// PanelTop returns the side panel with its top in it (the status line in
// its side's ink, the prompt, the card of lines, the end-of-game buttons
// or the review's scrub bar) and the height left under it.
func (f *Frame) PanelTop(card []string) (root *widget.Container, left int) {
	return f.PanelTopWith(CardText(f.host.Theme(), card, f.Inner(), f.Folded()))
}

// PanelTopWith is PanelTop with a card of widgets.
func (f *Frame) PanelTopWith(card *widget.Container) (root *widget.Container, left int) {
	h := f.host
	t := h.Theme()
	_, hh := h.Size()
	inner := f.Inner()
	var end *widget.Container
	if f.ses.State().Outcome().Over && !f.modal.Shown() && f.rec == nil {
		end = EndButtons(h, f.ses, true, inner)
	}
	status, side := f.board.Status(f)
	var ink color.Color = t.Accent
	if side >= 0 {
		ink = h.Pal().Side[side%len(h.Pal().Side)]
	}
	return PanelTop{Status: status, StatusInk: ink, Prompt: f.Prompt, Card: card, End: end, Scrub: f.ScrubRow(inner)}.
		Panel(t, f.PanelWidth(), hh, inner, f.Folded())
}

// Prompt is the board's prompt while a human decides, else what the
// table says: how the game ended, that the computer is deciding, how to
// step through a review.
func (f *Frame) Prompt() string {
	if f.ses.State().Outcome().Over {
		return Sentence(f.ses.State().Outcome().Reason)
	}
	if !f.screen.Deciding() {
		switch {
		case f.Reviewing() && !f.over:
			return "A replay of a game under way, shown as every player could see it: Undo and Redo step through it, Continue from here plays on."
		case f.Reviewing():
			return "A replay: Undo and Redo step through it; any action plays on from here."
		case f.ses.ComputerToAct():
			return "The computer is deciding."
		}
	}
	return f.board.Prompt(f)
}

// ActionColumn returns the action list with the decider's choices fitted
// into the height left, and the undo row under it.
func (f *Frame) ActionColumn(left int) *widget.Container {
	groups, entries := f.ListChoices()
	list := ListColumn(f.host, &f.list, groups, entries, left, f.Inner(), f.screen.Deciding(), f.Choose)
	list.AddChild(f.UndoRow())
	return list
}

// ListChoices asks the board for the decider's choices (none while nobody
// decides), keeps them for Choose, and returns them as the action list's
// groups and entries, each entry's ID its index: for a PanelMaker that
// fits the list itself (f.List(), with f.Choose as what a click does).
func (f *Frame) ListChoices() ([]ListGroup, []ListEntry) {
	var groups []ListGroup
	f.choices = f.choices[:0]
	if f.screen.Deciding() {
		groups, f.choices = f.board.Choices(f)
	}
	entries := make([]ListEntry, len(f.choices))
	for i := range f.choices {
		e := f.choices[i].ListEntry
		e.ID = i
		e.Half = e.Half && !f.Folded()
		entries[i] = e
	}
	return groups, entries
}

// UndoRow returns Undo, Redo and Menu for the side panel.
func (f *Frame) UndoRow() *widget.Container {
	return UndoRow(f.host, f.ses, f.Inner(), f.Folded(), UndoButtons{Undo: f.Undo, Redo: f.Redo, Menu: func() { f.ShowMenu(f.host) }})
}

// LogWidget returns the log as the viewer may read it. It lives as long
// as the theme, so that its scroll survives a rebuild.
func (f *Frame) LogWidget() *ui.LogArea {
	return f.logPane.Widget(f.host.Theme(), f.Inner(), f.log.Lines(f.logSeat(), 80))
}

// logSeat is the seat the log is read as: the viewer's.
func (f *Frame) logSeat() rules.Seat { return f.screen.Viewer }

// ScrubRow returns the review's scrub bar, inner wide, or nil for a game
// (or a review played on from some point: it is a game then).
func (f *Frame) ScrubRow(inner int) *widget.Container {
	if !f.Reviewing() {
		return nil
	}
	tip := "Start a new game from this position: you take the side to act, the computer the other."
	if r, ok := f.board.(Reviewer); ok && r.ContinueEveryHuman() {
		tip = "Start a new game from this position, every seat played at this screen."
	}
	return f.scrub.Row(f.host, f.ses, inner, ReviewSpec{Seek: f.Seek, Continue: f.continueHere, ContinueTip: tip})
}
