package battleaxe

import (
	"strconv"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/ui"
)

// rulesSeat is seat s as the rules number it.
func rulesSeat(s int) rules.Seat { return rules.Seat(s) }

// optsKey is what the options and the panel are made from: the position
// (positions of a session are never changed once made), the hero picked
// and the console open, the seat deciding, the enemies' phase shown, a
// window, the device in hand, the fold and the camera's fit.
type optsKey struct {
	state   rules.State
	pick    int
	console int
	human   int
	foes    int
	modal   bool
	dev     input.Device
	folded  bool
	fitted  bool
	auto    uint64
}

// refresh makes the options again when what they are made from changed,
// and rebuilds the panel.
func (c *DungeonTable) refresh(a table.Host, force bool) {
	if side := c.humanSide(); side >= 0 {
		c.lastSide = side
	}
	c.log.Sync(c.ses)
	c.keepPick()
	c.folded = a.Prefs().Folded
	var auto uint64
	for s, on := range c.auto {
		if on {
			auto |= 1 << s
		}
	}
	foes := -1
	if c.foes.on {
		foes = c.foes.step
	}
	key := optsKey{state: c.ses.State(), pick: c.pick, console: c.console, human: c.humanSide(), foes: foes, modal: c.modal.Shown(),
		dev: a.In().LastDevice(), folded: c.folded, fitted: c.cam.fitted, auto: auto}
	if !force && key == c.optsFor && c.built {
		return
	}
	c.optsFor = key
	c.buildPanel(a)
	c.built = true
}

// keepPick forgets the hero picked once he cannot start a turn (his turn
// began and ended, or he cannot act).
func (c *DungeonTable) keepPick() {
	if c.pick < 0 {
		return
	}
	g := c.Game()
	for _, s := range c.humansToAct() {
		if g.SeatHero(int(s)) == c.pick {
			return
		}
	}
	c.pick = -1
}

// consoleHero returns the hero whose console the panel shows: the one the
// player opened, else the one deciding, else the first.
func (c *DungeonTable) consoleHero(g *ba.Game) int {
	if c.console >= 0 && c.console < g.MiniCount() {
		return c.console
	}
	if s := c.humanSide(); s >= 0 {
		return g.SeatHero(s)
	}
	if t := g.Turn(); t.Hero >= 0 {
		return t.Hero
	}
	if s := g.ToAct(); len(s) > 0 {
		return g.SeatHero(int(s[0]))
	}
	return g.SeatHero(0)
}

// buildPanel builds the side panel: who decides and how, a tab per hero
// and the console of the one shown, the action list with its number keys,
// Undo, Redo and Menu, and the log.
func (c *DungeonTable) buildPanel(a table.Host) {
	t := a.Theme()
	w, h := a.Size()
	folded := a.Prefs().Folded
	c.lay = layoutFor(t, w, h, folded)
	pw := c.lay.panelW
	inner := pw - t.Px(24)
	g := c.shown()
	var end *widget.Container
	if g.Outcome().Over && !c.modal.Shown() && c.rec == nil {
		end = table.EndButtons(a, c.ses, true, inner)
	}
	scrub := c.scrubRow(a, inner)
	root, left := table.PanelTop{Status: c.statusLine(g), StatusInk: t.Accent, Prompt: func() string { return c.promptLine(a, g) },
		Card: c.consoleWidget(a, g, inner, folded), End: end, Scrub: scrub}.Panel(t, pw, h, inner, folded)
	side := c.humanSide()
	var groups []table.ListGroup
	c.opts = nil
	if !c.roster.read && mustering(g) {
		c.loadRoster(a)
	}
	if side >= 0 || c.foes.on || c.rec == nil {
		groups, c.opts = c.options(c.decidingView(), side)
	}
	c.makeMarks(c.decidingView(), side)
	entries := make([]table.ListEntry, len(c.opts))
	for i, o := range c.opts {
		entries[i] = table.ListEntry{Label: o.Label, Tip: o.Tip, Off: o.Off, Primary: o.Primary, Half: o.Half && !folded, Group: o.Group, ID: i}
	}
	list := table.ListColumn(a, &c.list, groups, entries, left, inner, true, func(id int) { c.chooseOpt(a, id) })
	list.AddChild(c.undoRow(a, inner, folded))
	root.AddChild(list)
	root.AddChild(c.logWidget(t, inner))
	c.root = root
	c.ui = table.PanelUI(a, root, &c.modal, &c.list, &c.focus)
	b := g.Board()
	if c.boxFor != c.ses.State() {
		c.boxFor, c.box = c.ses.State(), revealedBox(b)
	}
	c.cam.layout(c.lay.board, b.W, b.H, c.box)
	c.widgets.MarkStale()
}

// undoRow is Undo, Redo and Menu, their keys in the labels when they fit
// (folded: Undo and Menu).
func (c *DungeonTable) undoRow(a table.Host, inner int, folded bool) *widget.Container {
	return table.UndoRow(a, c.ses, inner, folded, table.UndoButtons{
		Undo: func() { c.undo(a) }, Redo: func() { c.redo(a) }, Menu: func() { c.ShowMenu(a) }})
}

// decidingView returns the game as the human deciding now may see it.
func (c *DungeonTable) decidingView() *ba.Game {
	if c.rec != nil {
		return c.Game()
	}
	if s := c.humanSide(); s >= 0 {
		return c.view.View(c.ses.State(), rules.Seat(s)).(*ba.Game)
	}
	return c.shown()
}

// statusLine says who decides what.
func (c *DungeonTable) statusLine(g *ba.Game) string {
	switch {
	case g.Outcome().Over:
		return "Game over"
	case c.foes.on:
		return "The enemies' turns"
	}
	if hero, enemy, ok := g.LuckPending(); ok {
		if enemy < 0 {
			return g.MiniName(hero) + ": luck on this roll?"
		}
		return g.MiniName(hero) + ": luck against " + g.MiniName(enemy) + "?"
	}
	if s := c.humanSide(); s >= 0 && shopping(g) {
		return "The shop: " + g.MiniName(g.SeatHero(s))
	}
	if s := c.humanSide(); s >= 0 {
		return g.MiniName(g.SeatHero(s)) + " to act"
	}
	if t := g.Turn(); t.Hero >= 0 {
		return g.MiniName(t.Hero) + " acts"
	}
	return "Round " + strconv.Itoa(g.Round())
}

// promptLine says what to do now, for the device in hand.
func (c *DungeonTable) promptLine(a table.Host, g *ba.Game) string {
	if g.Outcome().Over {
		return table.Sentence(g.Outcome().Reason)
	}
	in := a.In()
	ok, list := in.Glyph(input.Confirm), in.Glyph(input.Panel)
	if c.foes.on {
		return table.Says(in, "Each enemy's target is marked with the rule that chose it: Next enemy, or Play through.",
			ok+" shows the next enemy; or choose Play through.", ok+" shows the next enemy; "+list+" for Play through.")
	}
	if c.humanSide() < 0 {
		if c.rec != nil {
			return "A replay: Undo and Redo step through it; any action plays on from here."
		}
		return "The computer is deciding."
	}
	if luckPending(g) {
		return "An enemy's blow wounds you: use your luck to re-roll it, or accept it."
	}
	if shopping(g) {
		return shopPrompt(g)
	}
	move := "the arrows"
	if in.LastDevice() == input.Gamepad {
		move = "the D-pad"
	}
	return table.Says(in, "Click a marked square to move (the Speed Roll allows the squares marked), a marked enemy to fight or shoot, or choose below. Drag to pan, the wheel zooms.",
		"Move the cursor with "+move+": "+ok+" on a marked square moves, on a marked enemy fights or shoots; or the number keys.",
		"Move the cursor with "+move+": "+ok+" on a marked square moves, on a marked enemy fights or shoots; "+list+" for the list.")
}

// logWidget returns the log as the seat at the screen may read it. It
// lives as long as the theme, so that its scroll survives a rebuild.
func (c *DungeonTable) logWidget(t *ui.Theme, width int) *ui.LogArea {
	return c.logPane.Widget(t, width, c.logLines())
}
