package battleaxe

import (
	"strconv"

	"skirmish/game/table"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// boardMarks are the squares the board marks for the hero deciding: where
// he can move (each with its move), whom he can fight or shoot, where he
// can jump. They are made with the options (refresh), not every frame.
type boardMarks struct {
	moves   []ba.Action // a move to each square marked
	reach   []grid.Point
	fights  []grid.Point
	shots   []grid.Point
	jumps   []ba.Action
	heroes  []grid.Point // heroes who may start their turn instead
	speed   string       // the allowance words: "5 squares (Speed 4 + D6 to roll)"
	hero    int          // the hero deciding, -1 none
	targets []ba.Action  // the fights and shots, in Legal's order
}

// makeMarks makes the board's marks for seat side deciding in g.
func (c *dungeon) makeMarks(g *ba.Game, side int) {
	m := &c.marks
	m.moves, m.reach, m.fights, m.shots, m.jumps, m.heroes, m.targets = m.moves[:0], m.reach[:0], m.fights[:0], m.shots[:0], m.jumps[:0], m.heroes[:0], m.targets[:0]
	m.speed, m.hero = "", -1
	if side < 0 || c.foes.on || g.Outcome().Over {
		return
	}
	m.hero = g.SeatHero(side)
	for _, ra := range c.legalOf(g, side) {
		a, ok := ra.(ba.Action)
		if !ok {
			continue
		}
		switch a.Kind {
		case ba.ActMove:
			m.moves = append(m.moves, a)
			m.reach = append(m.reach, a.Path[len(a.Path)-1])
		case ba.ActFight:
			m.fights = appendMini(m.fights, g, a.Target)
			m.targets = append(m.targets, a)
		case ba.ActShoot:
			m.shots = appendMini(m.shots, g, a.Target)
			m.targets = append(m.targets, a)
		case ba.ActJump:
			m.jumps = append(m.jumps, a)
		}
	}
	if g.Turn().Hero < 0 && !luckPending(g) {
		for _, s := range c.humansToAct() {
			if int(s) != side {
				m.heroes = append(m.heroes, g.Mini(g.SeatHero(int(s))).At)
			}
		}
	}
	hero := g.Mini(m.hero)
	t := g.Turn()
	switch {
	case len(m.moves) == 0:
	case g.NoActiveEnemies():
		m.speed = "No Active Enemies: move freely"
	case t.Hero == m.hero && t.Rolled:
		m.speed = strconv.Itoa(t.Allowance-t.Used) + " of " + strconv.Itoa(t.Allowance) + " squares left"
	case len(m.moves) > 0:
		m.speed = "Speed " + strconv.Itoa(hero.Stats.Speed) + " + D6: " + strconv.Itoa(hero.Stats.Speed+1) + " squares sure"
	}
}

// appendMini appends the square of the mini with letter id to ps.
func appendMini(ps []grid.Point, g *ba.Game, id byte) []grid.Point {
	if i := g.MiniByID(id); i >= 0 {
		return append(ps, g.Mini(i).At)
	}
	return ps
}

// clickSquare acts on square p, clicked or confirmed under the cursor:
// the enemies' turns go on; a hero who may act instead starts; an enemy
// marked is fought (or shot); a marked square is moved to (or jumped to);
// any hero's console opens.
func (c *dungeon) clickSquare(a table.Host, p grid.Point) {
	if c.foes.on {
		c.foes.next()
		return
	}
	side := c.side()
	g := c.decidingView()
	i := g.MiniAt(p)
	if side < 0 {
		if i >= 0 {
			c.console = i
		}
		return
	}
	if !table.MayChoose(a, side, c.f.Seating(), c.SideName(side)) {
		return
	}
	if i >= 0 && g.Mini(i).Hero {
		if hasPoint(c.marks.heroes, p) {
			c.pick = i
		}
		c.console = i
		return
	}
	if i >= 0 {
		for _, t := range c.marks.targets {
			if t.Target == g.Mini(i).ID && t.Kind == ba.ActFight {
				c.f.Play(t)
				return
			}
		}
		for _, t := range c.marks.targets {
			if t.Target == g.Mini(i).ID {
				c.f.Play(t)
				return
			}
		}
		c.console = i // its card in the console
		a.Toast(g.MiniName(i) + " is out of reach: fight an adjacent enemy, shoot one in Clear Sight.")
		return
	}
	for _, m := range c.marks.moves {
		if m.Path[len(m.Path)-1] == p {
			c.f.Play(m)
			return
		}
	}
	for _, j := range c.marks.jumps {
		if j.Path[0] == p {
			c.f.Play(j)
			return
		}
	}
}

// snap puts the cursor on the next (or previous) sensible spot: the
// enemies he can fight or shoot, then the heroes who may act instead,
// then the hero himself.
func (c *dungeon) snap(next bool) {
	var spots []grid.Point
	spots = append(spots, c.marks.fights...)
	for _, p := range c.marks.shots {
		if !hasPoint(spots, p) {
			spots = append(spots, p)
		}
	}
	spots = append(spots, c.marks.heroes...)
	if c.marks.hero >= 0 {
		spots = append(spots, c.Game().Mini(c.marks.hero).At)
	}
	if len(spots) == 0 {
		return
	}
	k := -1
	for i, p := range spots {
		if p == c.cursor {
			k = i
		}
	}
	switch {
	case k < 0:
		k = 0
	case next:
		k = (k + 1) % len(spots)
	default:
		k = (k + len(spots) - 1) % len(spots)
	}
	c.cursor, c.curOn, c.hover, c.hoverOn = spots[k], true, spots[k], true
	c.cam.follow(c.cursor)
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

// gridPt is the rules' square (x, y).
func gridPt(x, y int) grid.Point { return grid.Pt(x, y) }
