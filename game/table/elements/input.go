package elements

import (
	"image"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// Update implements table.Table.
func (c *ClanTable) Update(a table.Host) error {
	c.frame++
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
	if c.Game().Phase() == el.PhaseOver && !c.endShown {
		c.endShown = true
		c.showEnd(a)
	}
	return nil
}

// updatePrivacy covers the table between human seats; the press that
// uncovers it chooses nothing.
func (c *ClanTable) updatePrivacy(a table.Host) bool {
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
func (c *ClanTable) followSeat() {
	switched, fresh := c.cursors.Follow(c.humanSide(), &c.cursor)
	if switched {
		table.BoardFocus(c.ui, &c.focus) // each player starts on the board
	}
	if fresh {
		c.snap(c.decidingView(), true)
	}
}

// widgetsLive reports whether input may reach the widgets this tick.
func (c *ClanTable) widgetsLive(a table.Host) bool {
	return table.WidgetsLive(a.In(), c.modal.Shown(), func(x, y int) bool { return c.overPanel(a, x, y) })
}

// overPanel reports whether (x, y) lies on the side panel.
func (c *ClanTable) overPanel(a table.Host, x, y int) bool {
	w, _ := a.Size()
	return x >= w-c.panelWidth(a)
}

// handleInput turns this tick's intents into choices: the undo keys and
// the menu, the panel's focus and the action list, the board's cursor, a
// click on the board or the tray.
func (c *ClanTable) handleInput(a table.Host) {
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
		if human && c.clickTray(a, x, y) {
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

// back drops the pending move, else the selection.
func (c *ClanTable) back() {
	switch {
	case c.destOn:
		c.destOn = false
	case c.sel >= 0 && c.Game().Current() < 0:
		c.sel = -1
	}
}

// chooseOpt carries out entry n of the action list.
func (c *ClanTable) chooseOpt(a table.Host, n int) {
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
	case optSelect:
		c.sel, c.destOn = o.arg, false
		c.cursor = c.Game().Models()[o.arg].At
	case optUnselect:
		c.sel, c.destOn = -1, false
	case optCancel:
		c.destOn = false
	case optFace:
		c.destOn = false
		c.apply(a, o.act)
	default:
		c.apply(a, o.act)
	}
}

// apply plays an action of the human deciding now (in the muster, where
// both sides decide at once, for the side the table serves).
func (c *ClanTable) apply(a table.Host, act el.Action) {
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
func (c *ClanTable) AfterApply(a table.Host, evs []rules.Event) {
	a.PlayEvents(evs)
	for _, e := range evs {
		if ev, ok := e.(el.Event); ok && ev.Kind == el.EvRolled && a.Prefs().AnimSpeed > 0 {
			c.rollTicks = max(1, rollTicks*100/a.Prefs().AnimSpeed)
			c.rolling = c.rollTicks
		}
	}
	c.destOn = false
	c.review = false
	if c.rec == nil {
		a.Autosave(c.ses)
	}
}
