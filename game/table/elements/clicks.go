package elements

import (
	"skirmish/game/table"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// clickSquare acts on a click (or Confirm) on square p: select one's own
// model, attack an enemy, move to a marked square, choose the facing of a
// pending move, or move the model a result moves.
func (c *ClanTable) clickSquare(a table.Host, g *el.Game, p grid.Point) {
	side := c.humanSide()
	switch g.Phase() {
	case el.PhaseShift:
		c.clickMove(a, g, side, p, el.Shift)
		return
	case el.PhaseMuster:
		c.clickMuster(a, g, side, p)
		return
	case el.PhaseAct:
	default:
		return
	}
	j := g.ModelAt(p)
	if c.destOn && c.sel >= 0 {
		c.clickMove(a, g, side, p, el.Move)
		return
	}
	if j >= 0 && int(g.Models()[j].Side) == side {
		if j == c.sel {
			return
		}
		for _, act := range g.LegalActions(side) {
			if act.Model == g.Models()[j].ID {
				c.sel, c.destOn = j, false
				return
			}
		}
		if why := g.WhyNot(el.Action{Kind: el.Done, Model: g.Models()[j].ID}); why != "" {
			a.Toast(why)
		}
		return
	}
	if c.sel < 0 {
		return
	}
	if j >= 0 { // an enemy: the first attack that can be made on it, close combat first
		for _, k := range [...]el.Kind{el.Attack, el.Shoot, el.Throw} {
			act := el.Action{Kind: k, Model: g.Models()[c.sel].ID, To: p}
			if g.WhyNot(act) == "" {
				c.apply(a, act)
				return
			}
		}
		a.Toast(g.WhyNot(el.Action{Kind: el.Attack, Model: g.Models()[c.sel].ID, To: p}))
		return
	}
	c.clickMove(a, g, side, p, el.Move)
}

// clickMove sets the square of a move (or a shift) of kind k, then its
// facing: a second click on the square takes the way it goes, a click
// beside it faces that way.
func (c *ClanTable) clickMove(a table.Host, g *el.Game, side int, p grid.Point, k el.Kind) {
	mover := c.sel
	if f, ok := g.PendingFight(); ok && k == el.Shift {
		mover = int(f.Moved)
	}
	if mover < 0 {
		return
	}
	m := g.Models()[mover]
	if c.destOn {
		face, ok := m.Facing, false
		if p == c.dest {
			face, ok = travelFacing(m.At, c.dest, m.Facing), true
		} else if d, near := grid.DirTo(c.dest, p); near && grid.Chebyshev(c.dest, p) == 1 {
			face, ok = d, true
		}
		if ok {
			act := el.Action{Kind: k, Model: m.ID, To: c.dest, Facing: face}
			if why := g.WhyNot(act); why != "" {
				a.Toast(why)
				return
			}
			c.destOn = false
			c.apply(a, act)
			return
		}
	}
	for _, act := range g.LegalActions(side) {
		if act.Kind == k && act.Model == m.ID && act.To == p && (p != m.At || k == el.Shift) {
			c.dest, c.destOn = p, true
			return
		}
	}
	if k == el.Move {
		a.Toast(g.WhyNot(el.Action{Kind: el.Move, Model: m.ID, To: p, Facing: m.Facing}))
	}
	c.destOn = false
}

// clickTray chooses the result of a die of the winner's clicked in the
// tray; it reports whether the click was on the tray.
func (c *ClanTable) clickTray(a table.Host, x, y int) bool {
	row, k, ok := c.tray.dieAt(x, y)
	if !ok {
		return false
	}
	g := c.decidingView()
	if g.Phase() != el.PhaseResult {
		return true
	}
	r := c.roll()
	pool := r.att
	if row == 1 {
		pool = r.def
	}
	if row != r.winner || k >= len(pool) {
		a.Toast("The winner chooses the result from its own dice.")
		return true
	}
	e := el.Element(pool[k])
	for _, o := range c.opts {
		if o.kind == optAct && o.act.Kind == el.Result && o.act.Result == e {
			c.apply(a, o.act)
			return true
		}
	}
	a.Toast(e.Title() + " is discarded: Spirit and Void results are not results.")
	return true
}

// clickMuster takes the model of the force standing on deployment square
// p out of it.
func (c *ClanTable) clickMuster(a table.Host, g *el.Game, side int, p grid.Point) {
	lvl := g.Level()
	for n, k := range g.Force(side) {
		if n < len(lvl.Deploy[side]) && lvl.Deploy[side][n].At == p {
			act := el.Action{Kind: el.Remove, Side: int8(side), Profile: lvl.Pack.Profiles[k].ID}
			if why := g.WhyNot(act); why != "" {
				a.Toast(why)
				return
			}
			c.apply(a, act)
			return
		}
	}
}
