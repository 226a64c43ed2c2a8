package arena

import (
	"image"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// Update implements table.Table.
func (c *ArenaTable) Update(a table.Host) error {
	c.frame++
	c.motion.tick()
	if a.In().Pressed(input.FastForward) {
		c.motion.left = 0
	}
	if c.rolling > 0 {
		c.rolling--
		if a.In().Pressed(input.FastForward) || a.Prefs().AnimSpeed <= 0 {
			c.rolling = 0
		}
	}
	table.FilterInput(a.In(), c.humanSide(), &c.seats, &c.modal)
	c.refresh(a, false)
	covered := !c.strand.Paused() && c.updatePrivacy(a)
	c.followSeat()
	if !covered && !c.widgets.Resting(c.widgetsLive(a)) {
		c.ui.Update()
	}
	if c.strand.Watch(a, c) || covered {
		return nil
	}
	if table.ModalInput(a.In(), &c.modal, &c.widgets, c.ui) {
		return nil
	}
	c.handleInput(a)
	c.comp.Update(a, c)
	if c.Game().Phase() == ar.PhaseOver && !c.endShown {
		c.endShown = true
		c.showEnd(a)
	}
	return nil
}

// updatePrivacy covers the table between human seats; the press that
// uncovers it chooses nothing.
func (c *ArenaTable) updatePrivacy(a table.Host) bool {
	covered, uncovered := c.privacy.Update(a, c.humanSide(), &c.seats, c.ses.State())
	if uncovered {
		c.widgets.MarkStale()
		c.optsFor = optsKey{}
		return true
	}
	return covered
}

// followSeat gives the working cursor to the human side deciding now,
// each side keeping its own, and the new side the board (not the list).
func (c *ArenaTable) followSeat() {
	switched, fresh := c.cursors.Follow(c.humanSide(), &c.cursor)
	if switched {
		table.BoardFocus(c.ui, &c.focus) // each player starts on the board
	}
	if fresh {
		c.snap(c.decidingView(), true)
	}
}

// widgetsLive reports whether input may reach the widgets this tick.
func (c *ArenaTable) widgetsLive(a table.Host) bool {
	return table.WidgetsLive(a.In(), c.modal.Shown(), func(x, y int) bool { return c.overPanel(a, x, y) })
}

// overPanel reports whether (x, y) lies on the side panel.
func (c *ArenaTable) overPanel(a table.Host, x, y int) bool {
	w, _ := a.Size()
	return x >= w-c.panelWidth(a)
}

// handleInput turns this tick's intents into choices: the undo keys and
// the menu, the panel's focus and the action list, the board's cursor, a
// click on the board or the tray.
func (c *ArenaTable) handleInput(a table.Host) {
	in := a.In()
	if table.PanelInput(in, c.ui, &c.list, &c.widgets, &c.focus, table.PanelActs{Undo: func() { c.undo(a) }, Redo: func() { c.redo(a) },
		Menu: func() { c.ShowMenu(a) }, Choose: func(id int) { c.chooseOpt(a, id) }}) {
		return
	}
	human := c.humanSide() >= 0
	g := c.decidingView()
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		c.snap(g, in.Has(input.NextModel))
		c.curOn = true
	}
	if x, y := in.Cursor(); c.focus && in.Clicked() && !c.overPanel(a, x, y) {
		table.BoardFocus(c.ui, &c.focus) // a click on the board takes the focus back from the list
	}
	if table.FocusedPanelInput(in, c.ui, &c.widgets, &c.focus) {
		return
	}
	x, y := in.Cursor()
	c.mouse, c.mouseOn = image.Pt(x, y), in.LastDevice() == input.Mouse
	c.rest = min(c.rest+1, 1<<20)
	if in.CursorMoved() {
		c.curOn, c.rest = false, 0
	}
	if in.LastDevice() == input.Mouse { // the square under the mouse, as the board lies now
		was := c.hover
		c.hover, c.hoverOn = c.board.cellAt(x, y)
		if c.hover != was || !c.hoverOn {
			c.still = 0
		}
		c.still = min(c.still+1, 1<<20)
		if c.hoverOn {
			c.cursor = c.hover
		}
	}
	for _, d := range [...]struct {
		i      input.Intent
		dx, dy int16
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) {
			lvl := g.Level()
			c.cursor.X = min(max(c.cursor.X+d.dx, 0), int16(lvl.W-1))
			c.cursor.Y = min(max(c.cursor.Y+d.dy, 0), int16(lvl.H-1))
			c.hover, c.hoverOn, c.curOn = c.cursor, true, true
		}
	}
	if in.Clicked() {
		if c.overPanel(a, x, y) {
			return
		}
		if j, ok := c.board.stripAt(x, y); ok {
			c.inspectFighter(j)
			return
		}
		if p, ok := c.board.cellAt(x, y); ok && human {
			c.cursor = p
			c.clickSquare(a, g, p)
		}
		return
	}
	if in.Has(input.Confirm) && human {
		c.hover, c.hoverOn = c.cursor, true
		c.clickSquare(a, g, c.cursor)
	}
	if in.RightClicked() || in.Has(input.Back) {
		c.back()
	}
}

// back stops describing the fighter clicked.
func (c *ArenaTable) back() {
	if c.inspect >= 0 {
		c.inspect = -1
		c.optsFor = optsKey{}
	}
}

// chooseOpt carries out entry n of the action list.
func (c *ArenaTable) chooseOpt(a table.Host, n int) {
	if n < 0 || n >= len(c.opts) || c.humanSide() < 0 {
		return
	}
	if !table.MayChoose(a, c.humanSide(), &c.seats, c.SideName(c.humanSide())) {
		return
	}
	o := c.opts[n]
	if o.Off {
		a.Toast(o.Tip)
		return
	}
	switch o.kind {
	case optItem:
		c.item = o.act.Item
		c.optsFor = optsKey{}
	default:
		c.apply(a, o.act)
	}
}

// apply plays an action of the human deciding now (in the muster, where
// both sides decide at once, for the side the table serves).
func (c *ArenaTable) apply(a table.Host, act ar.Action) {
	side := c.humanSide()
	if side < 0 {
		return
	}
	var evs []rules.Event
	var err error
	if len(c.ses.ToAct()) > 1 {
		evs, err = c.ses.ApplyFor(rules.Seat(side), act)
	} else {
		evs, err = c.ses.Apply(act)
	}
	if err != nil {
		a.Toast(err.Error())
		return
	}
	c.AfterApply(a, evs)
}

// rollTicks is how long the dice tumble at the normal speed: half a
// second.
const rollTicks = 30

// AfterApply plays the sounds of what an action did and autosaves; the
// log follows the history.
func (c *ArenaTable) AfterApply(a table.Host, evs []rules.Event) {
	a.PlayEvents(evs)
	for _, e := range evs {
		if ev, ok := e.(ar.Event); ok && isRoll(ev) && a.Prefs().AnimSpeed > 0 {
			c.rollTicks = max(1, rollTicks*100/a.Prefs().AnimSpeed)
			c.rolling = c.rollTicks
		}
	}
	ticks := 0
	if sp := a.Prefs().AnimSpeed; sp > 0 {
		ticks = max(1, moveTicks*100/sp)
	}
	c.motion.start(c.Game(), ticks)
	c.inspect = -1
	c.review = false
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}
