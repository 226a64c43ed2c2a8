package tunnel

import (
	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// Input turns this tick's input on the board into choices: the next
// model or spot, a click that hurries the computer's animation, and the
// board's cursor, clicks and keys (the frame has answered the panel's).
func (b *Battle) Input(f *table.Frame) {
	a := f.Host()
	in := a.In()
	if b.anim.Busy() && (in.Has(input.Confirm) || in.Clicked()) && b.humanSide() < 0 {
		b.anim.Skip()
	}
	if in.Has(input.NextModel) { // Tab, Y or the right trigger: the cursor to the next sensible square
		b.snap(1)
	}
	if in.Has(input.PrevModel) {
		b.snap(-1)
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
