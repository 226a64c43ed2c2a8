package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// NoActiveEnemySpeed is the squares every hero may move when there are No
// Active Enemies. The seed says 20 in one place and 10 in another; the
// ruling takes the Moving section's 10 (docs/rules/battleaxe.md).
const NoActiveEnemySpeed = 10

// heroStepCost returns what one step costs a hero: "He can move diagonally
// but this counts as 2 squares."
func heroStepCost(p, q grid.Point) int {
	if p.X != q.X && p.Y != q.Y {
		return 2
	}
	return 1
}

// heroCanEnter reports why hero h may not step from p to q, or "" when he
// may: a king's move with no wall between, onto floor without room contents
// ("He cannot move over Room Contents [even if the Contents are 'Low']"),
// not onto an enemy ("He cannot move over any square occupied by an
// enemy"). Other heroes let him pass ("He can move over another hero's
// square - provided the other hero lets him!": a ruling makes them always
// let him), but he does not stop on them.
func (g *Game) heroCanEnter(p, q grid.Point) string {
	switch {
	case grid.Chebyshev(p, q) != 1:
		return fmt.Sprintf("%s is not next to %s", q, p)
	case !g.board.Touches(p, q):
		return fmt.Sprintf("a wall stands between %s and %s", p, q)
	case g.board.Ground(q) == Chasm:
		return fmt.Sprintf("%s is the chasm: only a jump crosses it", q)
	case !g.board.Walkable(q):
		if c, ok := g.board.ContentAt(q); ok {
			return fmt.Sprintf("%s holds room contents (%s)", q, c.Name)
		}
		return fmt.Sprintf("%s is not floor", q)
	}
	if j := g.MiniAt(q); j >= 0 && !g.minis[j].Hero {
		return fmt.Sprintf("%s is occupied by %s", q, g.name(j))
	}
	return ""
}

// move moves hero h along a.Path. The first move of a turn makes the Speed
// Roll: Speed + D6 ("Example: if a hero has a Speed of 2 and rolls a 4
// (using D6) then he can move up to 6 squares this turn"). A path longer
// than the roll allows is walked as far as the roll allows (a ruling, so
// that an illegal path never undoes a roll), ending on the last square he
// may stop on.
func (g *Game) move(a Action, h int, r *Roller) ([]Event, error) {
	t := &g.turn
	m := &g.minis[h]
	switch {
	case t.noMove:
		return nil, rules.Illegal(a, "%s put on or took off a worn item this turn: he cannot move", g.name(h))
	case t.acted && t.movedFirst:
		return nil, rules.Illegal(a, "%s moved, then took his Standard Action: his turn's moving is over", g.name(h))
	case t.acted && m.Health == 0:
		return nil, rules.Illegal(a, "%s is very weak at 0 Health: he can only move or take an action each turn, not both", g.name(h))
	}
	at := m.At
	costs := make([]int, len(a.Path))
	for i, q := range a.Path {
		if why := g.heroCanEnter(at, q); why != "" {
			return nil, rules.Illegal(a, "%s", why)
		}
		costs[i] = heroStepCost(at, q)
		at = q
	}
	if j := g.MiniAt(at); j >= 0 && j != h {
		return nil, rules.Illegal(a, "%s may pass over %s but not stop on his square", g.name(h), g.name(j))
	}
	var evs []Event
	if !t.rolled {
		t.rolled = true
		if g.NoActiveEnemies() {
			t.allowance = NoActiveEnemySpeed
			evs = append(evs, g.event(EvSpeedRoll, h, -1, "%s may move %d squares: No Active Enemies", g.name(h), NoActiveEnemySpeed))
		} else {
			d6 := r.D6()
			speed := m.Stats.Speed
			if g.load(h) >= 0 {
				speed = max(speed-CarrySlows, 0)
			}
			t.allowance = int8(speed + d6)
			ev := g.event(EvSpeedRoll, h, -1, "%s rolls %d for movement: Speed %d + %d = up to %d squares", g.name(h), d6, speed, d6, t.allowance)
			ev.N, ev.M, ev.Rolled = d6, int(t.allowance), true
			t.d6 = int8(d6)
			evs = append(evs, ev)
		}
	}
	if t.acted {
		t.attacksLeft = 0 // "the hero cannot move between these attacks"
	} else {
		t.movedFirst = true
	}
	// Walk as far as the allowance goes, then back off other heroes.
	left := int(t.allowance - t.used)
	n, spent := 0, 0
	for n < len(a.Path) && spent+costs[n] <= left {
		spent += costs[n]
		n++
	}
	for n > 0 && g.MiniAt(a.Path[n-1]) >= 0 {
		n--
		spent -= costs[n]
	}
	if n == 0 {
		if len(evs) > 0 {
			evs = append(evs, g.event(EvMoved, h, -1, "%s cannot reach a free square of that path", g.name(h)))
			return evs, nil
		}
		return nil, rules.Illegal(a, "%s has %d squares of movement left: not enough to stop on a free square of that path", g.name(h), left)
	}
	m.At = a.Path[n-1]
	if l := g.load(h); l >= 0 {
		g.minis[l].At = m.At
	}
	t.used += int8(spent)
	g.reoccupy()
	names := make([]string, n)
	for i, p := range a.Path[:n] {
		names[i] = p.String()
	}
	ev := g.event(EvMoved, h, -1, "%s moves to %s (%d squares, %d left)", g.name(h), strings.Join(names, " "), spent, int(t.allowance-t.used))
	ev.N = spent
	if n < len(a.Path) {
		ev.Text += fmt.Sprintf("; the roll does not take him past %s", m.At)
	}
	return append(evs, ev), nil
}

// heroCosts returns, for every square, the fewest squares hero h counts to
// reach it this turn ignoring his Speed Roll (-1 where he cannot): steps as
// heroCanEnter allows, diagonals counting 2. Squares held by other heroes
// are passed over but their cost is reported too.
func (g *Game) heroCosts(h int) []int {
	cost, _ := g.heroPaths(h, 1<<20)
	return cost
}

// heroCanStep is heroCanEnter without the words: whether hero steps from p
// to q are allowed.
func (g *Game) heroCanStep(p, q grid.Point) bool {
	if !g.board.Walkable(q) || !g.board.Touches(p, q) {
		return false
	}
	j := g.MiniAt(q)
	return j < 0 || g.minis[j].Hero
}

// heroPaths is heroCosts with, for every square, the square it is best
// reached from (-1 for none), searching no further than limit.
func (g *Game) heroPaths(h, limit int) (cost, from []int) {
	b := g.board
	cost = make([]int, b.W*b.H)
	from = make([]int, b.W*b.H)
	for i := range cost {
		cost[i], from[i] = -1, -1
	}
	start := g.minis[h].At
	cost[b.idx(start)] = 0
	// Costs are 1 or 2: a bucket queue keeps the order exact.
	buckets := [][]int{{b.idx(start)}}
	for c := 0; c < len(buckets); c++ {
		for k := 0; k < len(buckets[c]); k++ {
			i := buckets[c][k]
			if cost[i] != c {
				continue
			}
			p := grid.Pt(i%b.W, i/b.W)
			for _, d := range kingSteps {
				q := p.Add(d)
				if !b.In(q) || !g.heroCanStep(p, q) {
					continue
				}
				nc := c + heroStepCost(p, q)
				if nc > limit {
					continue
				}
				if j := b.idx(q); cost[j] < 0 || nc < cost[j] {
					cost[j], from[j] = nc, i
					for len(buckets) <= nc {
						buckets = append(buckets, nil)
					}
					buckets[nc] = append(buckets[nc], j)
				}
			}
		}
	}
	return cost, from
}
