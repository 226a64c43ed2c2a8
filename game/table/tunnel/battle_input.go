package tunnel

import (
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// handleInput turns this tick's intents and clicks into choices.
func (b *Battle) handleInput(a table.Host) {
	in := a.In()
	if in.Has(input.Undo) {
		b.undo(a)
	}
	if in.Has(input.Redo) {
		b.redo(a)
	}
	if in.Has(input.Menu) {
		b.ShowMenu(a)
		return
	}
	if in.Has(input.Panel) {
		b.focusPanel = !b.focusPanel
		switch {
		case !b.focusPanel:
			b.ui.ClearFocus()
		case !b.actions.list.FocusFirst(b.ui): // the list's first choice, else the first button
			b.ui.ChangeFocus(widget.FOCUS_NEXT)
		}
	}
	if b.anim.Busy() && (in.Has(input.Confirm) || in.Clicked()) && b.humanSide() < 0 {
		b.anim.Skip()
	}
	if in.Has(input.NextModel) { // Tab, Y or the right trigger: the cursor to the next sensible square
		b.snap(1)
	}
	if in.Has(input.PrevModel) {
		b.snap(-1)
	}
	// the action list: the wheel, the number keys 1 to 9 on the items
	// shown, the arrows and the D-pad in the list once it has the focus
	id, chosen := b.actions.list.Input(in, b.ui, b.focusPanel)
	if b.actions.list.Changed() {
		b.widgets.MarkStale()
	}
	if chosen {
		b.chooseEntry(a, id)
		return
	}
	if b.focusPanel {
		if b.widgets.Navigate(a.In(), b.ui) {
			return
		}
		if in.Has(input.Back) {
			b.focusPanel = false
			b.ui.ClearFocus()
		}
		return
	}
	b.boardInput(a)
}

// boardInput moves the board cursor and acts on the square under it.
func (b *Battle) boardInput(a table.Host) {
	in := a.In()
	g := b.Game()
	if in.CursorMoved() {
		if q, ok := b.cellAt(in.Cursor()); ok {
			b.cursor = q
			if b.p.mode == modeFacing {
				if d, ok := grid.DirTo(b.pivot(), q); ok {
					b.p.facing = d // the arrow under the mouse is the one proposed
				}
			}
		}
	}
	if b.p.mode == modeCommit || g.Phase() == tf.PhaseDefend {
		b.commitKeys(a)
	} else if b.p.mode == modeFacing {
		for _, d := range []struct {
			i input.Intent
			d grid.Dir
		}{{input.Up, grid.North}, {input.Right, grid.East}, {input.Down, grid.South}, {input.Left, grid.West}} {
			if in.Has(d.i) {
				b.p.facing = d.d
			}
		}
	} else if g.Phase() == tf.PhasePick {
		b.pickKeys(a)
	} else {
		for _, d := range []struct {
			i input.Intent
			d grid.Dir
		}{{input.Up, grid.North}, {input.Right, grid.East}, {input.Down, grid.South}, {input.Left, grid.West}} {
			if in.Has(d.i) {
				if q := b.cursor.Step(d.d); g.Level().In(q) {
					b.cursor = q
				}
			}
		}
	}
	if in.Clicked() {
		x, y := in.Cursor()
		if i, atk, ok := b.tray.DieAt(x, y); ok && atk {
			b.pickDie(a, i)
			return
		}
		if q, ok := b.cellAt(x, y); ok && !b.overWidget(x, y) {
			b.cursor = q
			b.actAt(a, q)
			return
		}
	}
	if in.RightClicked() || in.Has(input.Back) {
		b.back(a)
		return
	}
	if in.Has(input.Confirm) {
		if b.p.mode == modeFacing {
			b.choose(a, Choice{Op: opFacing, Facing: b.p.facing, Enabled: true})
			return
		}
		if g.Phase() == tf.PhasePick && b.trayHover >= 0 {
			b.pickDie(a, b.trayHover)
			return
		}
		if b.p.mode == modeCommit || g.Phase() == tf.PhaseDefend {
			for _, c := range choices(g, &b.p) {
				if c.Op == opApply {
					b.choose(a, c)
					return
				}
			}
		}
		b.actAt(a, b.cursor)
	}
	if x, y := in.Cursor(); in.CursorMoved() {
		b.trayHover = -1
		if i, atk, ok := b.tray.DieAt(x, y); ok && atk && g.Phase() == tf.PhasePick {
			b.trayHover = i
		}
	}
}

// overWidget reports whether the mouse is over the side panel.
func (b *Battle) overWidget(x, y int) bool {
	return b.panel != nil && b.panel.root != nil && table.PointIn(b.panel.root.GetWidget().Rect, x, y)
}

// commitKeys changes the Stamina to commit or spend with left and right.
func (b *Battle) commitKeys(a table.Host) {
	in := a.In()
	for _, c := range choices(b.Game(), &b.p) {
		if (c.Op == opLess && (in.Has(input.Left) || in.Has(input.Down))) || (c.Op == opMore && (in.Has(input.Right) || in.Has(input.Up))) {
			if c.Enabled {
				b.choose(a, c)
			}
			return
		}
	}
}

// pickKeys moves the highlight over the remaining Attack Dice.
func (b *Battle) pickKeys(a table.Host) {
	sw, ok := b.Game().PendingSwing()
	if !ok {
		return
	}
	var left []int
	for i := range int(sw.AttackDice) {
		if sw.Left&(1<<i) != 0 {
			left = append(left, i)
		}
	}
	if len(left) == 0 {
		return
	}
	step := 0
	if a.In().Has(input.Right) || a.In().Has(input.Down) {
		step = 1
	}
	if a.In().Has(input.Left) || a.In().Has(input.Up) {
		step = -1
	}
	if step == 0 {
		return
	}
	k := 0
	for n, i := range left {
		if i == b.trayHover {
			k = (n + step + len(left)) % len(left)
			break
		}
	}
	b.trayHover = left[k]
}

// pickDie picks the Attack Die i of the tray, if it remains.
func (b *Battle) pickDie(a table.Host, i int) {
	g := b.Game()
	sw, ok := g.PendingSwing()
	if !ok || g.Phase() != tf.PhasePick || b.humanSide() < 0 || sw.Left&(1<<i) == 0 {
		return
	}
	b.apply(a, tf.Action{Kind: tf.Pick, Model: g.Model(int(sw.Attacker)).ID, N: int8(sw.Attack[i])})
}
