package battleaxe

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

// sees reports whether enemy e can see hero h: a straight line from some
// square of one to the square of the other crosses no wall, closed door or
// void, though it may cross minis and room contents ("it doesn't need Clear
// Sight but it does need to be able to see it, even if through other
// minis").
func (g *Game) sees(e, h int) bool {
	var buf [4]grid.Point
	for _, p := range g.minis[e].Squares(buf[:0]) {
		if g.board.LineClear(p, g.minis[h].At, func(grid.Point) bool { return false }) {
			return true
		}
	}
	return false
}

// candidates returns the heroes enemy e may make its priority, with words:
// those it can see, unless it sees none ("The exception is if all the
// heroes are around a corner or behind a wall - an enemy can then follow
// the heroes, since it will be able to hear them"); conscious heroes before
// unconscious ones; never the dead.
func (g *Game) candidates(e int) ([]int, string) {
	var seenC, seenU, heardC, heardU []int
	for h := range g.minis {
		m := &g.minis[h]
		if !m.Hero || !m.OnBoard() || m.Dead() {
			continue
		}
		seen := g.sees(e, h)
		switch {
		case seen && m.Conscious():
			seenC = append(seenC, h)
		case seen:
			seenU = append(seenU, h)
		case m.Conscious():
			heardC = append(heardC, h)
		default:
			heardU = append(heardU, h)
		}
	}
	switch {
	case len(seenC) > 0:
		return seenC, ""
	case len(seenU) > 0:
		return seenU, "only unconscious heroes in sight"
	case len(heardC) > 0:
		return heardC, "no hero in sight: it follows the sound of the heroes"
	}
	return heardU, "no hero in sight: it follows the sound of the heroes"
}

// apart returns how many squares enemy e and hero h are apart, "by simply
// counting the number of squares they are apart, ignoring other enemies or
// Room Contents": counted along the rows and columns, as a hero counts a
// diagonal as 2 (a ruling, which the seed's example needs: H2 is 5 squares
// away yet 3 moves from adjacent).
func (g *Game) apart(e, h int) int {
	var buf [4]grid.Point
	best := 1 << 30
	for _, p := range g.minis[e].Squares(buf[:0]) {
		best = min(best, grid.Manhattan(p, g.minis[h].At))
	}
	return best
}

// enemiesAdjacent counts the living enemies other than e adjacent to hero h.
func (g *Game) enemiesAdjacent(e, h int) int {
	n := 0
	for j := range g.minis {
		if o := &g.minis[j]; j != e && !o.Hero && !o.Gone && !o.Dead() && g.adjacent(j, h) {
			n++
		}
	}
	return n
}

// prioContext is what the priorities of one enemy's decision read.
type prioContext struct {
	e        int
	prevGang int   // the hero the previous enemy shot at, -1 when none
	dist     []int // the enemy's moves to every square, for Fight Closest
}

// key returns hero h's value for priority p (higher is preferred) and the
// words that explain it.
func (g *Game) key(c *prioContext, p Priority, h int) (int, string) {
	n := g.name(h)
	switch p {
	case ShootNearest:
		d := g.apart(c.e, h)
		return -d, fmt.Sprintf("%s is %d squares away", n, d)
	case ShootFurthest:
		d := g.apart(c.e, h)
		return d, fmt.Sprintf("%s is %d squares away", n, d)
	case ShootAsGang:
		if h == c.prevGang {
			return 1, n + " was just shot at by the previous enemy"
		}
		return 0, n + " was not shot at by the previous enemy"
	case ShootNewHero:
		if g.shotAt&(1<<h) == 0 {
			return 1, n + " has not been shot at this round"
		}
		return 0, n + " has been shot at this round"
	case FightClosest, FightFurthest:
		m := g.fightMoves(c.e, h, c.dist)
		if m < 0 {
			return -1 << 20, n + " cannot be reached"
		}
		if p == FightClosest {
			m = -m
		}
		return m, fmt.Sprintf("%s is %d moves from being adjacent", n, max(m, -m))
	case FightAsGang:
		k := g.enemiesAdjacent(c.e, h)
		return k, fmt.Sprintf("%s has %d enemies adjacent", n, k)
	case FightIndividual:
		if g.enemiesAdjacent(c.e, h) == 0 {
			return 1, n + " has no enemy adjacent"
		}
		return 0, n + " is adjacent to an enemy"
	}
	return 0, n
}

// choose picks one hero of cands by the priorities in order: each keeps the
// heroes it rates best ("If 2 or more heroes have the same number ... then
// the one that is 'Nearest' (the next Priority) will be top priority"); a
// Random priority, or heroes still tied after the last, Roll For It. It
// returns the hero and the words of the rule that chose it.
func (g *Game) choose(c *prioContext, cands []int, prios []Priority, r *Roller) (int, string) {
	if len(cands) == 1 {
		return cands[0], g.name(cands[0]) + " is the only hero it can choose"
	}
	set := append([]int(nil), cands...)
	var why []string
	for _, p := range prios {
		if p == ShootRandom || p == FightRandom {
			why = append(why, p.String())
			break
		}
		best, words := -1<<30, map[int]string{}
		for _, h := range set {
			k, w := g.key(c, p, h)
			words[h] = w
			best = max(best, k)
		}
		var keep []int
		for _, h := range set {
			if k, _ := g.key(c, p, h); k == best {
				keep = append(keep, h)
			}
		}
		if len(keep) == 1 {
			return keep[0], strings.Join(append(why, p.String()+": "+words[keep[0]]), "; then ")
		}
		if len(keep) < len(set) {
			why = append(why, fmt.Sprintf("%s: %d heroes tie", p, len(keep)))
		}
		set = keep
	}
	i, _ := r.RollForIt(len(set))
	names := make([]string, len(set))
	for k, h := range set {
		names[k] = g.name(h)
	}
	why = append(why, fmt.Sprintf("Roll For It among %s: %s rolls highest", strings.Join(names, ", "), g.name(set[i])))
	return set[i], strings.Join(why, "; then ")
}

// phasePriorities returns the priorities of enemy e's card for a phase:
// its Shoot priorities when shooting or casting, its Fight priorities when
// fighting; a card with none for the phase uses Shoot Nearest or Fight
// Closest (a ruling).
func (g *Game) phasePriorities(e int, shooting bool) []Priority {
	var out []Priority
	for _, p := range g.enemyCard(e).Priorities {
		if p.Shooting() == shooting {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		if shooting {
			return []Priority{ShootNearest}
		}
		return []Priority{FightClosest}
	}
	return out
}

// remove returns s without h.
func remove(s []int, h int) []int {
	out := make([]int, 0, len(s))
	for _, v := range s {
		if v != h {
			out = append(out, v)
		}
	}
	return out
}
