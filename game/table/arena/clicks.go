package arena

import (
	"skirmish/game/table"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// clickAction returns the action a click (or Confirm) on square p makes
// for the human deciding in g: a move to a reachable square; an attack on
// an enemy in reach, else a shot at it, with the item chosen for clicks
// first; tending a fallen friend; an interruption of the mover.
func (c *arenaBoard) clickAction(g *ar.Game, p grid.Point) (ar.Action, bool) {
	side := c.side()
	lvl := g.Level()
	if side < 0 || !lvl.In(p) {
		return ar.Action{}, false
	}
	m := &c.clickMemo
	if m.view != g || m.item != c.item || m.side != side || len(m.acts) != lvl.W*lvl.H {
		m.view, m.item, m.side = g, c.item, side
		legal := g.LegalActions(side)
		var items []string
		for _, a := range legal {
			if (a.Kind == ar.Attack || a.Kind == ar.Shoot || a.Kind == ar.Throw || a.Kind == ar.Interrupt) && !hasString(items, a.Item) {
				items = append(items, a.Item)
			}
		}
		with := c.strikeItem(g, items)
		m.acts, m.ok = m.acts[:0], m.ok[:0]
		for y := range lvl.H {
			for x := range lvl.W {
				act, ok := findClick(g, legal, grid.Pt(x, y), with)
				m.acts, m.ok = append(m.acts, act), append(m.ok, ok)
			}
		}
	}
	k := int(p.Y)*lvl.W + int(p.X)
	return m.acts[k], m.ok[k]
}

// clickMemo is what a click on each square does (clickAction, asked every
// frame for the square under the mouse), worked out once for a view, the
// item for clicks and the side deciding.
type clickMemo struct {
	view *ar.Game
	item string
	side int
	acts []ar.Action // by square, row by row
	ok   []bool
}

// findClick is what a click on p does, of the legal actions, striking with
// the item with when it can.
func findClick(g *ar.Game, legal []ar.Action, p grid.Point, with string) (ar.Action, bool) {
	j := g.At(p)
	if j < 0 {
		for _, k := range [...]ar.Kind{ar.Move, ar.Dodge, ar.Jump, ar.Fly} {
			for _, a := range legal {
				if a.Kind == k && a.To == p {
					return a, true
				}
			}
		}
		return ar.Action{}, false
	}
	id := g.Fighters()[j].ID
	var first ar.Action
	found := false
	for _, k := range [...]ar.Kind{ar.Attack, ar.Sneak, ar.Interrupt, ar.Shoot, ar.Throw, ar.Tend} {
		for _, a := range legal {
			if a.Kind != k || a.Target != id {
				continue
			}
			if a.Item == with || a.Item == "" {
				return a, true
			}
			if !found {
				first, found = a, true
			}
		}
	}
	return first, found
}

// moveTo reports whether a click on p walks the fighter deciding there
// (the path shown is a walk's).
func (c *arenaBoard) moveTo(g *ar.Game, p grid.Point) bool {
	a, ok := c.clickAction(g, p)
	return ok && a.Kind == ar.Move
}

// clickSquare acts on a click (or Confirm) on square p: the action
// clickAction finds, else the fighter there is described in the card (a
// second click stops), else the rules say why a move cannot go there.
func (c *arenaBoard) clickSquare(g *ar.Game, p grid.Point) {
	if act, ok := c.clickAction(g, p); ok {
		c.f.Play(act)
		return
	}
	if j := g.At(p); j >= 0 {
		c.inspectFighter(j)
		return
	}
	if i := c.deciding(g); i >= 0 && g.Phase() == ar.PhaseAct {
		if why := whyNot(g, ar.Action{Kind: ar.Move, Who: g.Fighters()[i].ID, To: p}); why != "" {
			c.f.Host().Toast(why)
		}
	}
}

// whyNot returns why the rules refuse a, "" when they take it. It tries a
// on a copy of g.
func whyNot(g *ar.Game, a ar.Action) string {
	if _, err := g.Copy().Do(a); err != nil {
		return err.Error()
	}
	return ""
}

// deciding returns the fighter whose seat decides now in g, or -1: the one
// with the initiative, the defender choosing, the roller at the TN, the
// enemy asked whether it interrupts.
func (c *arenaBoard) deciding(g *ar.Game) int {
	switch g.Phase() {
	case ar.PhaseAct:
		return g.Current()
	case ar.PhaseDefend, ar.PhaseRam:
		p, _ := g.PendingRoll()
		return int(p.Defender)
	case ar.PhaseTie:
		p, _ := g.PendingRoll()
		return int(p.Attacker)
	case ar.PhaseInterrupt:
		if m, ok := g.Move(); ok {
			return int(m.Asking)
		}
	}
	return -1
}

// reachCache keeps the step counts (ar.Game.Reachable) of the fighter
// deciding in one view, made once per position.
type reachCache struct {
	view *ar.Game
	who  int
	dist []int8
}

// of returns the step counts of fighter i in g.
func (r *reachCache) of(g *ar.Game, i int) []int8 {
	if r.view != g || r.who != i || r.dist == nil {
		r.view, r.who, r.dist = g, i, g.Reachable(i)
	}
	return r.dist
}

// path appends to out the squares fighter i walks to reach p, from the
// square after its own, as the rules walk it (ar.Game.WalkPath).
func (c *arenaBoard) path(g *ar.Game, i int, p grid.Point, out []grid.Point) []grid.Point {
	return g.WalkPath(c.reach.of(g, i), i, p, out)
}

// inspectFighter describes fighter j in the card (a second time stops).
func (c *arenaBoard) inspectFighter(j int) {
	if c.inspect == j {
		j = -1
	}
	c.inspect = j
}

// snap moves the keyboard's and the pads' cursor to the next (or the
// previous) sensible spot: the squares a click acts on (enemies to
// strike, fallen friends to tend, the mover to interrupt), then the other
// fighters standing.
func (c *arenaBoard) snap(g *ar.Game, next bool) {
	var spots []grid.Point
	if side := c.side(); side >= 0 {
		for _, a := range g.LegalActions(side) {
			if j := g.ByID(a.Target); j >= 0 && a.Kind != ar.Move && !hasPoint(spots, g.Fighters()[j].At) {
				spots = append(spots, g.Fighters()[j].At)
			}
		}
	}
	if i := c.deciding(g); i >= 0 && !hasPoint(spots, g.Fighters()[i].At) {
		spots = append(spots, g.Fighters()[i].At)
	}
	for _, f := range g.Fighters() {
		if f.Status == ar.Standing && !hasPoint(spots, f.At) {
			spots = append(spots, f.At)
		}
	}
	if p, ok := table.NextSpot(spots, c.ptr.Cursor, next); ok {
		c.ptr.Point(p)
	}
}

// hasPoint reports whether ps holds p.
func hasPoint(ps []grid.Point, p grid.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
