package game

import (
	"fmt"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

func errNotTunnel(s Setup) error {
	return fmt.Errorf("the table cannot show %s games yet", s.Ruleset.Name())
}

// handleInput turns this tick's intents and clicks into choices.
func (b *Battle) handleInput(a *App) {
	in := a.In
	if in.Has(input.Undo) {
		b.undo(a)
	}
	if in.Has(input.Redo) {
		b.redo(a)
	}
	if in.Has(input.Menu) {
		b.showMenu(a)
		return
	}
	if in.Has(input.Panel) {
		b.focusPanel = !b.focusPanel
		if b.focusPanel {
			b.ui.ChangeFocus(widget.FOCUS_NEXT)
		} else {
			b.ui.ClearFocus()
		}
	}
	if b.anim.Busy() && (in.Has(input.Confirm) || in.Clicked()) && b.humanSide() < 0 {
		b.anim.Skip()
	}
	if in.Has(input.NextModel) {
		b.nextModel(1)
	}
	if in.Has(input.PrevModel) {
		b.nextModel(-1)
	}
	cs := choices(b.Game(), &b.p)
	for n := range 9 {
		if in.Has(input.Option1+input.Intent(n)) && n < len(cs) && b.humanSide() >= 0 {
			b.choose(a, cs[n])
			return
		}
	}
	if b.focusPanel {
		if a.navigate(b.ui) {
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
func (b *Battle) boardInput(a *App) {
	in := a.In
	g := b.Game()
	if in.CursorMoved() {
		if q, ok := b.board.CellAt(in.Cursor()); ok {
			b.cursor = q
			if b.p.mode == modeFacing {
				if d, ok := grid.DirTo(b.pivot(), q); ok {
					b.p.facing = d // the arrow under the mouse is the one proposed
				}
			}
		}
	}
	if b.p.mode == modeCommit || g.Phase() == tunnel.PhaseDefend {
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
	} else if g.Phase() == tunnel.PhasePick {
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
		if q, ok := b.board.CellAt(x, y); ok && !b.overWidget(x, y) {
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
		if g.Phase() == tunnel.PhasePick && b.trayHover >= 0 {
			b.pickDie(a, b.trayHover)
			return
		}
		if b.p.mode == modeCommit || g.Phase() == tunnel.PhaseDefend {
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
		if i, atk, ok := b.tray.DieAt(x, y); ok && atk && g.Phase() == tunnel.PhasePick {
			b.trayHover = i
		}
	}
}

// overWidget reports whether the mouse is over the side panel.
func (b *Battle) overWidget(x, y int) bool {
	return b.panel != nil && b.panel.root != nil && pointIn(b.panel.root.GetWidget().Rect, x, y)
}

// commitKeys changes the Stamina to commit or spend with left and right.
func (b *Battle) commitKeys(a *App) {
	in := a.In
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
func (b *Battle) pickKeys(a *App) {
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
	if a.In.Has(input.Right) || a.In.Has(input.Down) {
		step = 1
	}
	if a.In.Has(input.Left) || a.In.Has(input.Up) {
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
func (b *Battle) pickDie(a *App, i int) {
	g := b.Game()
	sw, ok := g.PendingSwing()
	if !ok || g.Phase() != tunnel.PhasePick || b.humanSide() < 0 || sw.Left&(1<<i) == 0 {
		return
	}
	b.apply(a, tunnel.Action{Kind: tunnel.Pick, Model: g.Model(int(sw.Attacker)).ID, N: int8(sw.Attack[i])})
}

// actAt does what a click (or Confirm on the cursor) on square q means now.
func (b *Battle) actAt(a *App, q grid.Point) {
	g := b.Game()
	side := b.humanSide()
	if side < 0 {
		if j := g.ModelAt(q); j >= 0 {
			b.selectModel(j)
		}
		return
	}
	switch g.Phase() {
	case tunnel.PhaseShunt:
		for _, c := range choices(g, &b.p) {
			if c.To == q {
				b.choose(a, c)
			}
		}
		return
	case tunnel.PhaseDefend, tunnel.PhasePick:
		return
	}
	switch b.p.mode {
	case modeFacing:
		pivot := b.pivot()
		if d, ok := grid.DirTo(pivot, q); ok {
			b.choose(a, Choice{Op: opFacing, Facing: d, Enabled: true})
		} else if q == pivot {
			b.choose(a, Choice{Op: opFacing, Facing: b.p.facing, Enabled: true})
		}
		return
	case modeCommit:
		if q == b.p.target {
			for _, c := range choices(g, &b.p) {
				if c.Op == opApply {
					b.choose(a, c)
				}
			}
		}
		return
	}
	if b.p.sel >= 0 && int(g.Model(b.p.sel).Side) == side {
		if b.p.mode == modeIdle || b.p.mode == modeMove {
			if containsPoint(squaresFor(g, b.p.sel, modeMove), q) {
				b.choose(a, Choice{Op: opMode, Kind: tunnel.Move, To: q, Enabled: true})
				return
			}
		}
		if b.p.mode == modeIdle || b.p.mode == modeTarget {
			if containsPoint(squaresFor(g, b.p.sel, modeTarget), q) {
				b.choose(a, Choice{Op: opCommit, To: q, Enabled: true})
				return
			}
		}
		if b.p.mode == modeIdle || b.p.mode == modeDoor {
			if containsPoint(squaresFor(g, b.p.sel, modeDoor), q) {
				b.apply(a, tunnel.Action{Kind: tunnel.Open, Model: g.Model(b.p.sel).ID, To: q})
				return
			}
		}
	}
	if j := g.ModelAt(q); j >= 0 {
		b.selectModel(j)
		return
	}
	if b.p.mode != modeIdle {
		b.back(a)
	}
}

// pivot is the square the facing arrows surround.
func (b *Battle) pivot() grid.Point {
	if b.p.kind == tunnel.Move {
		return b.p.dest
	}
	return b.Game().Model(b.p.sel).At
}

// choose carries out a choice of the action bar (or its board equivalent).
func (b *Battle) choose(a *App, c Choice) {
	if !c.Enabled {
		if c.Reason != "" {
			a.Toast(c.Reason)
		}
		return
	}
	g := b.Game()
	b.dirty = true
	switch c.Op {
	case opApply:
		b.apply(a, c.Action)
	case opBack:
		b.back(a)
	case opNext:
		b.nextModel(1)
	case opLess:
		b.p.commit--
	case opMore:
		b.p.commit++
	case opCommit:
		b.p.mode, b.p.target = modeCommit, c.To
		b.p.commit = maxCommit(g, &b.p)
		b.cursor = c.To
	case opFacing:
		if act, ok := buildFacing(g, &b.p, c.Facing); ok {
			b.apply(a, act)
		}
	case opMode:
		switch {
		case c.Kind == tunnel.Move && c.Mode == modeMove:
			b.p.mode = modeMove
			if qs := squaresFor(g, b.p.sel, modeMove); len(qs) > 0 {
				b.cursor = qs[0]
			}
		case c.Kind == tunnel.Move:
			b.p.mode, b.p.kind, b.p.dest = modeFacing, tunnel.Move, c.To
			b.p.facing = g.Model(b.p.sel).Facing
			var buf [8]tunnel.Action
			if paths := g.MovePaths(buf[:0], b.p.sel, c.To); len(paths) > 0 {
				last := paths[0].Path[paths[0].Steps-1]
				prev := g.Model(b.p.sel).At
				if paths[0].Steps == 2 {
					prev = paths[0].Path[0]
				}
				if d, ok := grid.DirTo(prev, last); ok {
					b.p.facing = d
				}
			}
			b.cursor = c.To
		case c.Kind == tunnel.Turn || c.Kind == tunnel.Recover:
			b.p.mode, b.p.kind = modeFacing, c.Kind
			b.p.facing = g.Model(b.p.sel).Facing
			if c.Kind == tunnel.Turn {
				b.p.facing = b.p.facing.Right()
			}
		case c.Kind == tunnel.Swing:
			qs := squaresFor(g, b.p.sel, modeTarget)
			if len(qs) == 1 {
				b.choose(a, Choice{Op: opCommit, To: qs[0], Enabled: true})
				return
			}
			b.p.mode = modeTarget
			if len(qs) > 0 {
				b.cursor = qs[0]
			}
		case c.Kind == tunnel.Open:
			qs := squaresFor(g, b.p.sel, modeDoor)
			if len(qs) == 1 {
				b.apply(a, tunnel.Action{Kind: tunnel.Open, Model: g.Model(b.p.sel).ID, To: qs[0]})
				return
			}
			b.p.mode = modeDoor
			if len(qs) > 0 {
				b.cursor = qs[0]
			}
		}
	}
}

// apply plays a human's action and starts its animations.
func (b *Battle) apply(a *App, act tunnel.Action) {
	evs, err := b.ses.Apply(act)
	if err != nil {
		a.Toast(err.Error())
		return
	}
	b.afterApply(a, evs)
}

// afterApply feeds the events to the animations and the log and resets the
// choice being built.
func (b *Battle) afterApply(a *App, evs []rules.Event) {
	a.playEvents(evs)
	g := b.Game()
	tevs := make([]tunnel.Event, 0, len(evs))
	for _, e := range evs {
		if te, ok := e.(tunnel.Event); ok {
			tevs = append(tevs, te)
			switch te.Kind {
			case tunnel.EvSwing:
				b.lastResult = 0
			case tunnel.EvResult:
				b.lastResult = int(te.N)
			}
		}
	}
	b.anim.Feed(g, tevs, b.board)
	b.log.sync(b.ses)
	sel := b.p.sel
	b.p = pick{sel: sel}
	if sel >= 0 && (g.Model(sel).Dead || b.humanSide() < 0 || int(g.Model(sel).Side) != b.humanSide()) {
		b.p.sel = -1
	}
	if g.Phase() == tunnel.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.trayHover = -1
	b.autoSelect()
	b.dirty = true
}

// back steps back one choice, then clears the selection.
func (b *Battle) back(a *App) {
	b.dirty = true
	switch b.p.mode {
	case modeIdle:
		if b.p.sel < 0 {
			b.showMenu(a)
			return
		}
		b.p.sel = -1
	case modeFacing:
		if b.p.kind == tunnel.Move {
			b.p.mode = modeMove
			return
		}
		b.p.mode = modeIdle
	default:
		b.p.mode = modeIdle
	}
}

// selectModel selects model j; a choice in progress is dropped.
func (b *Battle) selectModel(j int) {
	b.p = pick{sel: j}
	b.cursor = b.Game().Model(j).At
	b.dirty = true
}

// nextModel selects the next living model of the side to act.
func (b *Battle) nextModel(step int) {
	g := b.Game()
	side := g.Side()
	n := len(g.Models())
	start := b.p.sel
	if start < 0 {
		start = -step
		if step < 0 {
			start = n
		}
	}
	for k := 1; k <= n; k++ {
		j := ((start+step*k)%n + n) % n
		if m := g.Model(j); !m.Dead && int(m.Side) == side {
			b.selectModel(j)
			return
		}
	}
}

// autoSelect selects a model of the human side when none is, so a single
// key starts playing.
func (b *Battle) autoSelect() {
	g := b.Game()
	side := b.humanSide()
	if side < 0 || g.Phase() != tunnel.PhaseAct || b.p.sel >= 0 {
		if g.Phase() == tunnel.PhaseShunt && side >= 0 {
			if cs := choices(g, &b.p); len(cs) > 0 {
				b.cursor = cs[0].To
			}
		}
		return
	}
	for j := range g.Models() {
		if m := g.Model(j); !m.Dead && int(m.Side) == side && m.Stamina > 0 {
			b.selectModel(j)
			return
		}
	}
}

// undo takes back the last human decision, if the undo policy allows.
func (b *Battle) undo(a *App) {
	if ok, why := b.ses.CanUndo(); !ok {
		a.Toast("Cannot undo: " + why)
		return
	}
	b.comp.cancel()
	if err := b.ses.Undo(); err != nil {
		a.Toast("Undo stopped: " + err.Error())
	}
	b.afterJump()
}

// redo steps forward over an undone action.
func (b *Battle) redo(a *App) {
	if ok, why := b.ses.History().CanRedo(); !ok {
		a.Toast("Cannot redo: " + why)
		return
	}
	b.comp.cancel()
	for {
		if err := b.ses.Redo(); err != nil {
			a.Toast("Cannot redo: " + err.Error())
			break
		}
		if b.ses.HumanToAct() {
			break
		}
		if ok, _ := b.ses.History().CanRedo(); !ok {
			break
		}
	}
	b.afterJump()
}

// afterJump refreshes everything after undo or redo; nothing animates.
func (b *Battle) afterJump() {
	b.anim.Skip()
	b.log.sync(b.ses)
	b.p = pick{sel: -1}
	b.lastResult = b.log.lastResult()
	g := b.Game()
	if g.Phase() == tunnel.PhaseDefend {
		b.p.commit = maxSpend(g)
	}
	b.endShown = g.Phase() == tunnel.PhaseOver
	b.autoSelect()
	b.dirty = true
}
