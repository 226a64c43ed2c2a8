package elements

import (
	"image/color"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
	"skirmish/ui"
)

// refresh makes the options again when the position, the selection, the
// pending move or the seat at the screen changed, and rebuilds the panel.
func (c *ClanTable) refresh(a table.Host, force bool) {
	g := c.Game()
	if side := c.humanSide(); side >= 0 {
		c.lastSide = side
	}
	c.log.Sync(c.ses)
	c.autoSelect(g)
	c.folded = a.Prefs().Folded
	key := optsKey{state: c.ses.State(), sel: c.sel, seat: c.seatAtScreen(), human: c.humanSide(), dest: c.dest, destOn: c.destOn, modal: c.modal.Shown(),
		dev: a.In().LastDevice(), folded: c.folded}
	if !force && key == c.optsFor && c.built {
		return
	}
	c.optsFor = key
	c.buildPanel(a)
	c.built = true
}

// optsKey is what the options and the panel are made from: the position
// (positions of a session are never changed once made), the selection,
// the seat at the screen, the human deciding, a move waiting for its
// facing, whether a window is open, and the device in hand.
type optsKey struct {
	state  rules.State
	sel    int
	seat   rules.Seat
	human  int
	dest   grid.Point
	destOn bool
	modal  bool
	dev    input.Device // the prompts follow the device in hand
	folded bool
}

// autoSelect keeps the selection sensible: the model in the middle of its
// activation is selected; a model that can no longer act is not.
func (c *ClanTable) autoSelect(g *el.Game) {
	if g.Phase() != el.PhaseAct {
		if g.Phase() != el.PhaseShift {
			c.destOn = false
		}
		c.sel = -1
		return
	}
	if cur := g.Current(); cur >= 0 {
		c.sel = cur
		return
	}
	if c.sel >= 0 {
		m := g.Models()[c.sel]
		if int(m.Side) != g.Turn() || m.Activated || m.Out {
			c.sel, c.destOn = -1, false
		}
	}
}

// decider returns the side whose choice the list shows: the human
// deciding now, or -1.
func (c *ClanTable) decider() int { return c.humanSide() }

// buildPanel builds the side panel: who decides and how, the model
// selected (or the force mustered), the action list with its number keys,
// Undo, Redo and Menu, and the log as the seat at the screen may read it.
func (c *ClanTable) buildPanel(a table.Host) {
	t := a.Theme()
	w, h := a.Size()
	folded := a.Prefs().Folded
	c.lay = layoutFor(t, w, h, folded)
	pw := c.lay.panelW
	inner := pw - t.Px(24)
	g := c.Game()
	view := c.shown()
	var end *widget.Container
	if g.Phase() == el.PhaseOver && !c.modal.Shown() && c.rec == nil {
		end = table.EndButtons(a, c.ses, true, inner)
	}
	root, left := table.PanelTop{Status: c.statusLine(g), StatusInk: c.sideColour(a, c.speaker(g)), Prompt: func() string { return c.promptLine(a, g) },
		Card: table.CardText(t, c.cardLines(view), inner, folded), End: end, Scrub: c.scrubRow(a, inner)}.Panel(t, pw, h, inner, folded)
	human := c.decider() >= 0
	var groups []table.ListGroup
	c.opts = nil
	if human {
		groups, c.opts = c.options(c.decidingView(), c.decider())
	}
	c.makeMarks(c.decidingView(), c.decider())
	entries := make([]table.ListEntry, len(c.opts))
	for i, o := range c.opts {
		entries[i] = table.ListEntry{Label: o.Label, Tip: o.Tip, Off: o.Off, Primary: o.Primary, Half: o.Half && !folded, Group: o.Group, ID: i}
	}
	list := table.ListColumn(a, &c.list, groups, entries, left, inner, human, func(id int) { c.chooseOpt(a, id) })
	list.AddChild(c.undoRow(a, inner, folded))
	root.AddChild(list)
	root.AddChild(c.logWidget(t, inner))
	c.root = root
	c.ui = table.PanelUI(a, root, &c.modal, &c.list, &c.focus)
	c.board.layout(c.lay.board, g.Level().W, g.Level().H)
	table.FitTray(t, &c.lay.tray, c.lay.board, c.board.rect)
	c.widgets.MarkStale()
}

// undoRow is Undo, Redo and Menu, their keys in the labels when they fit
// (folded: Undo and Menu).
func (c *ClanTable) undoRow(a table.Host, inner int, folded bool) *widget.Container {
	return table.UndoRow(a, c.ses, inner, folded, table.UndoButtons{
		Undo: func() { c.undo(a) }, Redo: func() { c.redo(a) }, Menu: func() { c.ShowMenu(a) }})
}

// decidingView returns the game as the human deciding now may see it.
func (c *ClanTable) decidingView() *el.Game {
	return table.SeatView[*el.Game](&c.view, c.ses.State(), table.DecidingSeat(c.ses, c.rec != nil, &c.privacy, c.lastSide))
}

// speaker returns the side the heading speaks of: the human deciding, else
// the side to act.
func (c *ClanTable) speaker(g *el.Game) int {
	if s := c.humanSide(); s >= 0 {
		return s
	}
	if s := g.ToAct(); len(s) > 0 {
		return int(s[0])
	}
	return g.Turn()
}

func (c *ClanTable) sideColour(a table.Host, side int) color.Color {
	return a.Pal().Side[max(side, 0)%len(a.Pal().Side)]
}

// statusLine says who decides what.
func (c *ClanTable) statusLine(g *el.Game) string {
	sides := g.Level().Sides
	s := sides[c.speaker(g)]
	switch g.Phase() {
	case el.PhaseOver:
		return "Game over"
	case el.PhaseMuster:
		return s + ": muster your force"
	case el.PhaseResult:
		return s + ": choose the result"
	case el.PhaseShift:
		return s + ": the result's move"
	}
	return s + " to act"
}

// promptLine says what to do now, for the device in hand.
func (c *ClanTable) promptLine(a table.Host, g *el.Game) string {
	if g.Phase() == el.PhaseOver {
		return table.Sentence(g.Outcome().Reason)
	}
	if c.humanSide() < 0 {
		if c.rec != nil {
			return "A replay: Undo and Redo step through it; any action plays on from here."
		}
		return "The computer is deciding."
	}
	in := a.In()
	ok, next, list := in.Glyph(input.Confirm), in.Glyph(input.NextModel), in.Glyph(input.Panel)
	move := "the arrows"
	if in.LastDevice() == input.Gamepad {
		move = "the D-pad"
	}
	switch g.Phase() {
	case el.PhaseMuster:
		return table.Says(in, "Choose your force in secret within the points limit: add models below, click one on the board (or its entry) to take it out, or take the scenario's force; then Ready.",
			"Choose your force in secret within the points limit: add and take out models with the number keys (or "+list+" and the arrows), or take the scenario's force; then Ready.",
			"Choose your force in secret within the points limit: "+list+" goes to the list, "+ok+" adds or takes out a model, or takes the scenario's force; then Ready.")
	case el.PhaseResult:
		return table.Says(in, "You won the combat: click one of your raised dice in the tray, or choose the result below.",
			"You won the combat: choose the result with its number key, or "+list+" and the arrows.",
			"You won the combat: "+list+" goes to the results, "+ok+" takes one.")
	case el.PhaseShift:
		return table.Says(in, "Click a marked square to move the model there, then its facing; or leave it where it is.",
			next+" goes from marked square to square, "+ok+" picks one, then its facing; or leave the model where it is.",
			next+" goes from marked square to square, "+ok+" picks one, then its facing; or leave the model where it is.")
	}
	if c.destOn {
		return table.Says(in, "Choose the way it faces: click the square beside it it should face, or it again for the way it goes; or the list.",
			"Choose the way it faces: the number keys, or "+move+" beside it and "+ok+" ("+ok+" on it: the way it goes).",
			"Choose the way it faces: "+move+" beside it and "+ok+" ("+ok+" on it: the way it goes), or "+list+" for the list.")
	}
	if c.sel >= 0 {
		return table.Says(in, "Click a square with a dot to move, a marked enemy to attack, or choose below. Hover a model to see its influence zone.",
			"Move the cursor with "+move+" ("+next+" goes to the enemies it can attack): "+ok+" on a square with a dot moves, on a marked enemy attacks; or the number keys.",
			"Move the cursor with "+move+" ("+next+" goes to the enemies it can attack): "+ok+" on a square with a dot moves, on a marked enemy attacks; "+list+" for the list.")
	}
	return table.Says(in, "Click one of your models to activate it, or choose it below.",
		next+" goes to your next model, "+ok+" selects it; or its number key.",
		next+" goes to your next model, "+ok+" selects it; "+list+" for the list.")
}

// logWidget returns the log as the seat at the screen may read it. It
// lives as long as the theme, so that its scroll survives a rebuild.
func (c *ClanTable) logWidget(t *ui.Theme, width int) *ui.LogArea {
	return c.logPane.Widget(t, width, c.log.Lines(c.seatAtScreen(), 80))
}
