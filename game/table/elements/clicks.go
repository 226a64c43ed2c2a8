package elements

import (
	"skirmish/game/table"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// clickSquare acts on a click (or Confirm) on square p: select one's own
// model, attack an enemy, move to a marked square, choose the facing of a
// pending move, or move the model a result moves.
func (b *Board) clickSquare(f *table.Frame, p grid.Point) {
	g, side := decided(f), f.Screen().Side()
	switch g.Phase() {
	case el.PhaseShift:
		b.clickMove(f, g, side, p, el.Shift)
		return
	case el.PhaseMuster:
		clickMuster(f, g, side, p)
		return
	case el.PhaseAct:
	default:
		return
	}
	j := g.ModelAt(p)
	if b.destOn && b.sel >= 0 {
		b.clickMove(f, g, side, p, el.Move)
		return
	}
	if j >= 0 && int(g.Models()[j].Side) == side {
		if j == b.sel {
			return
		}
		for _, act := range g.LegalActions(side) {
			if act.Model == g.Models()[j].ID {
				b.sel, b.destOn = j, false
				return
			}
		}
		if why := g.WhyNot(el.Action{Kind: el.Done, Model: g.Models()[j].ID}); why != "" {
			f.Host().Toast(why)
		}
		return
	}
	if b.sel < 0 {
		return
	}
	if j >= 0 { // an enemy
		if act, ok := firstAttack(g, b.sel, p); ok {
			f.Play(act)
			return
		}
		f.Host().Toast(g.WhyNot(el.Action{Kind: el.Attack, Model: g.Models()[b.sel].ID, To: p}))
		return
	}
	b.clickMove(f, g, side, p, el.Move)
}

// clickMove sets the square of a move (or a shift) of kind k, then its
// facing: a second click on the square takes the way it goes, a click
// beside it faces that way.
func (b *Board) clickMove(f *table.Frame, g *el.Game, side int, p grid.Point, k el.Kind) {
	mover := b.sel
	if fight, ok := g.PendingFight(); ok && k == el.Shift {
		mover = int(fight.Moved)
	}
	if mover < 0 {
		return
	}
	m := g.Models()[mover]
	if b.destOn {
		face, ok := m.Facing, false
		if p == b.dest {
			face, ok = travelFacing(m.At, b.dest, m.Facing), true
		} else if d, near := grid.DirTo(b.dest, p); near && grid.Chebyshev(b.dest, p) == 1 {
			face, ok = d, true
		}
		if ok {
			act := el.Action{Kind: k, Model: m.ID, To: b.dest, Facing: face}
			if why := g.WhyNot(act); why != "" {
				f.Host().Toast(why)
				return
			}
			f.Play(act)
			return
		}
	}
	for _, act := range g.LegalActions(side) {
		if act.Kind == k && act.Model == m.ID && act.To == p && (p != m.At || k == el.Shift) {
			b.dest, b.destOn = p, true
			return
		}
	}
	if k == el.Move {
		f.Host().Toast(g.WhyNot(el.Action{Kind: el.Move, Model: m.ID, To: p, Facing: m.Facing}))
	}
	b.destOn = false
}

// clickTray chooses the result of a die of the winner's clicked in the
// tray; it reports whether the click was on the tray.
func (b *Board) clickTray(f *table.Frame, x, y int) bool {
	row, k, ok := b.tray.dieAt(x, y)
	if !ok {
		return false
	}
	if decided(f).Phase() != el.PhaseResult {
		return true
	}
	r := &b.recent(f).roll
	pool := r.att
	if row == 1 {
		pool = r.def
	}
	if row != r.winner || k >= len(pool) {
		f.Host().Toast("The winner chooses the result from its own dice.")
		return true
	}
	e := el.Element(pool[k])
	if act, ok := b.resultChoice(e); ok {
		f.Play(act)
		return true
	}
	f.Host().Toast(e.Title() + " is discarded: Spirit and Void results are not results.")
	return true
}

// clickMuster takes the model of the force standing on deployment square
// p out of it.
func clickMuster(f *table.Frame, g *el.Game, side int, p grid.Point) {
	lvl := g.Level()
	for n, k := range g.Force(side) {
		if n < len(lvl.Deploy[side]) && lvl.Deploy[side][n].At == p {
			act := el.Action{Kind: el.Remove, Side: int8(side), Profile: lvl.Pack.Profiles[k].ID}
			if why := g.WhyNot(act); why != "" {
				f.Host().Toast(why)
				return
			}
			f.Play(act)
			return
		}
	}
}

// firstAttack returns the first attack model i of g can make on square p,
// close combat first.
func firstAttack(g *el.Game, i int, p grid.Point) (el.Action, bool) {
	for _, k := range [...]el.Kind{el.Attack, el.Shoot, el.Throw} {
		act := el.Action{Kind: k, Model: g.Models()[i].ID, To: p}
		if g.WhyNot(act) == "" {
			return act, true
		}
	}
	return el.Action{}, false
}
