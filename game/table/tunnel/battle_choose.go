package tunnel

import (
	"slices"

	"skirmish/game/table"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// actAt does what a click (or Confirm on the cursor) on square q means now.
func (b *Battle) actAt(a table.Host, q grid.Point) {
	g := b.Game()
	side := b.humanSide()
	if side < 0 {
		if j := g.ModelAt(q); j >= 0 {
			b.selectModel(j)
		}
		return
	}
	switch g.Phase() {
	case tf.PhaseShunt:
		for _, c := range choices(g, &b.p) {
			if c.To == q {
				b.choose(a, c)
			}
		}
		return
	case tf.PhaseDefend, tf.PhasePick:
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
				b.choose(a, Choice{Op: opMode, Kind: tf.Move, To: q, Enabled: true})
				return
			}
		}
		// A click attacks a foe; a friend only once Take a Swing was chosen.
		if b.p.mode == modeIdle && containsPoint(enemyTargets(g, b.p.sel), q) ||
			b.p.mode == modeTarget && containsPoint(squaresFor(g, b.p.sel, modeTarget), q) {
			b.choose(a, Choice{Op: opCommit, To: q, Enabled: true})
			return
		}
		if b.p.mode == modeIdle || b.p.mode == modeDoor {
			if containsPoint(squaresFor(g, b.p.sel, modeDoor), q) {
				b.apply(a, tf.Action{Kind: tf.Open, Model: g.Model(b.p.sel).ID, To: q})
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
	if b.p.kind == tf.Move {
		return b.p.dest
	}
	return b.Game().Model(b.p.sel).At
}

// choose carries out a choice of the action bar (or its board equivalent).
func (b *Battle) choose(a table.Host, c Choice) {
	if side := b.humanSide(); side < 0 || !table.MayChoose(a, side, b.f.Seating(), b.f.SideName(side)) {
		return
	}
	if !c.Enabled {
		if c.Reason != "" {
			a.Toast(c.Reason)
		}
		return
	}
	g := b.Game()
	b.touch()
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
		case c.Kind == tf.Move && c.Mode == modeMove:
			b.p.mode = modeMove
			if qs := squaresFor(g, b.p.sel, modeMove); len(qs) > 0 {
				b.cursor = qs[0]
			}
		case c.Kind == tf.Move:
			b.p.mode, b.p.kind, b.p.dest = modeFacing, tf.Move, c.To
			b.p.facing = g.Model(b.p.sel).Facing
			var buf [8]tf.Action
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
		case c.Kind == tf.Turn || c.Kind == tf.Recover:
			b.p.mode, b.p.kind = modeFacing, c.Kind
			b.p.facing = g.Model(b.p.sel).Facing
			if c.Kind == tf.Turn {
				b.p.facing = b.p.facing.Right()
			}
		case c.Kind == tf.Swing:
			qs := squaresFor(g, b.p.sel, modeTarget)
			if len(qs) == 1 && !isFriend(g, b.p.sel, qs[0]) { // a friend is confirmed on the board
				b.choose(a, Choice{Op: opCommit, To: qs[0], Enabled: true})
				return
			}
			b.p.mode = modeTarget
			if len(qs) > 0 {
				b.cursor = qs[0]
			}
		case c.Kind == tf.Open:
			qs := squaresFor(g, b.p.sel, modeDoor)
			if len(qs) == 1 {
				b.apply(a, tf.Action{Kind: tf.Open, Model: g.Model(b.p.sel).ID, To: qs[0]})
				return
			}
			b.p.mode = modeDoor
			if len(qs) > 0 {
				b.cursor = qs[0]
			}
		}
	}
}

// apply plays a human's action; the frame shows what it did (Animate).
func (b *Battle) apply(a table.Host, act tf.Action) { b.f.Play(act) }

// back steps back one choice, then clears the selection.
func (b *Battle) back(a table.Host) {
	b.touch()
	switch b.p.mode {
	case modeIdle:
		if b.p.sel < 0 {
			b.f.ShowMenu(a)
			return
		}
		b.p.sel = -1
	case modeFacing:
		if b.p.kind == tf.Move {
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
	b.touch()
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
	side := b.deciding()
	if side < 0 || g.Phase() != tf.PhaseAct || b.p.sel >= 0 {
		if g.Phase() == tf.PhaseShunt && side >= 0 {
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

// Choices lists the action list's entries for the side deciding, given
// what the player has picked so far (table.Board): an action the frame
// plays, or a step of building one.
func (b *Battle) Choices(f *table.Frame) ([]table.ListGroup, []table.Choice) {
	cs := choices(b.Game(), &b.p)
	b.cs = cs
	half := f.Inner() >= f.Host().Theme().Px(380) // two short entries to a row, when their labels fit
	out := make([]table.Choice, len(cs))
	for i, c := range cs {
		e := table.ListEntry{Label: c.Label, Icon: c.Icon, Tip: c.Reason, Group: c.Group, Half: c.Half && half,
			Off: !c.Enabled, Primary: c.Op == opApply && c.Action.Kind != tf.End}
		if !c.Enabled && c.Reason != "" {
			e.Tip = "Not now: " + c.Reason
		}
		out[i] = table.Choice{ListEntry: e}
		if c.Op == opApply && c.Enabled {
			out[i].Action = c.Action
		} else {
			out[i].Do = func() { b.choose(f.Host(), c) }
		}
	}
	// A lone swing or door needs no header: its label says what it is.
	groups := slices.Clone(tunnelGroups)
	for _, k := range []int{cgEnemy, cgDoor} {
		n := 0
		for _, c := range cs {
			if c.Group == k {
				n++
			}
		}
		if n < 2 {
			groups[k].Title = ""
		}
	}
	return groups, out
}
