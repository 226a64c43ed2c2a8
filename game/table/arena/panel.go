package arena

import (
	"image/color"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
	"skirmish/ui"
)

// refresh makes the options again when the position, the fighter
// described, the item for clicks or the seat at the screen changed, and
// rebuilds the panel.
func (c *ArenaTable) refresh(a table.Host, force bool) {
	if side := c.humanSide(); side >= 0 {
		c.lastSide = side
	}
	c.log.Sync(c.ses)
	if c.inspect >= len(c.Game().Fighters()) {
		c.inspect = -1
	}
	c.folded = a.Prefs().Folded
	key := optsKey{state: c.ses.State(), inspect: c.inspect, item: c.item, seat: c.seatAtScreen(), human: c.humanSide(), modal: c.modal.Shown(),
		dev: a.In().LastDevice(), folded: c.folded}
	if !force && key == c.optsFor && c.built {
		return
	}
	c.optsFor = key
	c.buildPanel(a)
	c.built = true
}

// optsKey is what the options and the panel are made from: the position
// (positions of a session are never changed once made), the fighter
// described, the item for clicks, the seat at the screen, the human
// deciding, whether a window is open, and the device in hand.
type optsKey struct {
	state   rules.State
	inspect int
	item    string
	seat    rules.Seat
	human   int
	modal   bool
	dev     input.Device // the prompts follow the device in hand
	folded  bool
}

// buildPanel builds the side panel: who decides and how, the fighter
// deciding (or described), the action list with its number keys, Undo,
// Redo and Menu, and the log.
func (c *ArenaTable) buildPanel(a table.Host) {
	t := a.Theme()
	w, h := a.Size()
	folded := a.Prefs().Folded
	c.lay = layoutFor(t, w, h, folded)
	pw := c.lay.panelW
	inner := pw - t.Px(24)
	g := c.Game()
	view := c.shown()
	var end *widget.Container
	if g.Phase() == ar.PhaseOver && !c.modal.Shown() && c.rec == nil {
		end = table.EndButtons(a, c.ses, true, inner)
	}
	root, left := table.PanelTop{Status: c.statusLine(g), StatusInk: c.sideColour(a, c.speaker(g)), Prompt: func() string { return c.promptLine(a, g) },
		Card: table.CardText(t, c.cardLines(view), inner, folded), End: end, Scrub: c.scrubRow(a, inner)}.Panel(t, pw, h, inner, folded)
	human := c.humanSide() >= 0
	var groups []table.ListGroup
	c.opts = nil
	dg := c.decidingView()
	if human {
		groups, c.opts = c.options(dg, c.humanSide())
	}
	c.makeMarks(dg, c.humanSide())
	entries := make([]table.ListEntry, len(c.opts))
	for i, o := range c.opts {
		entries[i] = table.ListEntry{Label: o.Label, Tip: o.Tip, Off: o.Off, Primary: o.Primary, Half: o.Half && !folded, Group: o.Group, ID: i}
	}
	if n := grpMove; n < len(groups) && g.Phase() == ar.PhaseAct {
		groups[n].Fold = true // the squares are many: a click on the board moves
	}
	list := table.ListColumn(a, &c.list, groups, entries, left, inner, human, func(id int) { c.chooseOpt(a, id) })
	list.AddChild(c.undoRow(a, inner, folded))
	root.AddChild(list)
	root.AddChild(c.logWidget(t, inner))
	c.root = root
	c.ui = table.PanelUI(a, root, &c.modal, &c.list, &c.focus)
	c.board.layout(c.lay.board, c.lay.strip, g.Level().W, g.Level().H)
	table.FitTray(t, &c.lay.tray, c.lay.board, c.board.rect)
	c.widgets.MarkStale()
}

// undoRow is Undo, Redo and Menu.
func (c *ArenaTable) undoRow(a table.Host, inner int, folded bool) *widget.Container {
	return table.UndoRow(a, c.ses, inner, folded, table.UndoButtons{
		Undo: func() { c.undo(a) }, Redo: func() { c.redo(a) }, Menu: func() { c.ShowMenu(a) }})
}

// decidingView returns the game as the human deciding now may see it.
func (c *ArenaTable) decidingView() *ar.Game {
	return table.SeatView[*ar.Game](&c.view, c.ses.State(), table.DecidingSeat(c.ses, c.rec != nil, &c.privacy, c.lastSide))
}

// speaker returns the side the heading speaks of: the human deciding,
// else the side to act.
func (c *ArenaTable) speaker(g *ar.Game) int {
	if s := c.humanSide(); s >= 0 {
		return s
	}
	if s := g.ToAct(); len(s) > 0 {
		return int(s[0])
	}
	return 0
}

func (c *ArenaTable) sideColour(a table.Host, side int) color.Color {
	return a.Pal().Side[max(side, 0)%len(a.Pal().Side)]
}

// statusLine says who decides what.
func (c *ArenaTable) statusLine(g *ar.Game) string {
	if g.Phase() == ar.PhaseMuster {
		return g.Level().Sides[c.speaker(g)] + ": choose your fighters"
	}
	i := c.deciding(g)
	if g.Phase() == ar.PhaseOver {
		return "Game over"
	}
	if i < 0 {
		return g.Level().Sides[c.speaker(g)] + " to choose"
	}
	n := g.Name(i)
	switch g.Phase() {
	case ar.PhaseDefend:
		return n + ": resist with what?"
	case ar.PhaseTie:
		return n + ": both or neither?"
	case ar.PhaseInterrupt:
		return n + ": interrupt?"
	case ar.PhaseRam:
		return n + ": brace or dodge?"
	}
	return n + " to act"
}

// promptLine says what to do now, for the device in hand.
func (c *ArenaTable) promptLine(a table.Host, g *ar.Game) string {
	if g.Phase() == ar.PhaseOver {
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
	switch g.Phase() {
	case ar.PhaseMuster:
		return table.Says(in, "Choose your fighters in secret within the points: click one of yours (or its group below) for those who may take its place, or keep the ready-made force; then Ready.",
			"Choose your fighters in secret within the points: the number keys open a start square's group and put a fighter there; then Ready.",
			"Choose your fighters in secret within the points: "+list+" goes to the list, "+ok+" opens a group or puts a fighter; then Ready.")
	case ar.PhaseRam:
		return table.Says(in, "You are rammed: brace in the list, or click a dotted square to dodge to it.",
			"You are rammed: brace or dodge with the number keys, or the arrows and "+ok+" on a dotted square.",
			"You are rammed: "+list+" goes to the list, or the D-pad and "+ok+" on a dotted square.")
	case ar.PhaseDefend:
		return table.Says(in, "You are attacked: choose what to resist with below (the odds of each show as you point at it).",
			"You are attacked: choose what to resist with by its number key.",
			"You are attacked: "+list+" goes to the list, "+ok+" resists with the entry.")
	case ar.PhaseTie:
		return table.Says(in, "Your roll met the TN exactly: both deal Damage, or neither.",
			"Your roll met the TN exactly: 1 both, 2 neither.",
			"Your roll met the TN exactly: "+list+" goes to the list, "+ok+" chooses.")
	case ar.PhaseInterrupt:
		return table.Says(in, "An enemy moves within your reach: click it (or an entry) to interrupt, or pass.",
			"An enemy moves within your reach: interrupt with the number keys, or pass.",
			"An enemy moves within your reach: "+list+" goes to the list to interrupt or pass.")
	}
	return table.Says(in, "Click a dotted square to move, a marked enemy to strike or shoot, or choose below. Point at a target for the odds.",
		next+" goes to the targets, "+ok+" strikes; the arrows and "+ok+" move; or the number keys.",
		next+" goes to the targets, "+ok+" strikes; the D-pad and "+ok+" move; "+list+" for the list.")
}

// logWidget returns the log as the seat at the screen may read it.
func (c *ArenaTable) logWidget(t *ui.Theme, width int) *ui.LogArea {
	return c.logPane.Widget(t, width, c.log.Lines(c.seatAtScreen(), 80))
}
