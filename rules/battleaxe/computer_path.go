package battleaxe

import "skirmish/rules/grid"

// passDistFrom is distFrom over the squares a hero can walk through: no
// step enters a square an enemy stands on (heroes pass heroes; Room
// Contents and walls are not floor). The targets themselves count even
// when an enemy stands there.
func (g *Game) passDistFrom(targets []grid.Point) []int { return g.passDist(targets, false) }

// passDist is passDistFrom, with doors through closed doors too (a hero
// may open them).
func (g *Game) passDist(targets []grid.Point, doors bool) []int {
	b := g.board
	dist := make([]int, b.W*b.H)
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]grid.Point, 0, len(targets))
	for _, p := range targets {
		if b.In(p) && dist[b.idx(p)] < 0 {
			dist[b.idx(p)] = 0
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, k := range kingSteps {
			q := p.Add(k)
			if !b.In(q) || dist[b.idx(q)] >= 0 || !b.Walkable(q) || !b.touchesThrough(p, q, doors) {
				continue
			}
			if j := g.MiniAt(q); j >= 0 && !g.minis[j].Hero {
				continue
			}
			dist[b.idx(q)] = dist[b.idx(p)] + 1
			queue = append(queue, q)
		}
	}
	return dist
}

// heroDist returns passDistFrom(targets) when hero h can reach one of the
// targets past the enemies, else nil.
func (g *Game) heroDist(h int, targets []grid.Point) []int {
	return g.heroDistDoors(h, targets, false)
}

// heroDistDoors is heroDist, through closed doors too with doors.
func (g *Game) heroDistDoors(h int, targets []grid.Point, doors bool) []int {
	if len(targets) == 0 {
		return nil
	}
	if d := g.passDist(targets, doors); d[g.board.idx(g.minis[h].At)] >= 0 {
		return d
	}
	return nil
}

// wayFor returns the distances hero h walks by towards the first of the
// target lists he can reach past the enemies; failing all, the first he
// can reach past them opening closed doors; failing those, towards the
// enemies in the way (to fight his way through); and failing that over
// the floor to the first list that has a way at all.
func (g *Game) wayFor(h int, foes []grid.Point, lists ...[]grid.Point) []int {
	for _, doors := range [2]bool{false, true} {
		for _, l := range lists {
			if d := g.heroDistDoors(h, l, doors); d != nil {
				return d
			}
		}
	}
	for _, doors := range [2]bool{false, true} {
		if d := g.heroDistDoors(h, foes, doors); d != nil {
			return d
		}
	}
	for _, l := range lists {
		if len(l) == 0 {
			continue
		}
		if d := g.distFrom(l); d[g.board.idx(g.minis[h].At)] >= 0 {
			return d
		}
	}
	return nil
}

// openOnWay returns the opening of a closed door beside hero h that leads
// to a square nearer by dist than his own, if he may open it.
func (g *Game) openOnWay(h int, dist []int) (Action, bool) {
	at := g.minis[h].At
	here := dist[g.board.idx(at)]
	for _, d := range grid.Dirs {
		q := at.Step(d)
		if !g.board.In(q) || g.board.EdgeBetween(at, q) != DoorClosed {
			continue
		}
		if k := dist[g.board.idx(q)]; k < 0 || here >= 0 && k >= here {
			continue
		}
		if a := (Action{Kind: ActOpen, Hero: g.minis[h].ID, Dir: d}); g.allows(a) {
			return a, true
		}
	}
	return Action{}, false
}

// fallenToFetch reports whether a heavy hero could still fetch a fallen
// one the party would leave behind: one he may carry and can walk to past
// the enemies. The computer party retreats without him only when none can.
func (g *Game) fallenToFetch() bool {
	for _, s := range g.seats {
		h := int(s)
		if !g.minis[h].Conscious() || g.minis[h].Carrier != 0 {
			continue
		}
		var at []grid.Point
		for _, o := range g.fallenToCarry(h) {
			if !g.minis[o].Dead() {
				at = append(at, g.minis[o].At)
			}
		}
		if g.heroDist(h, at) != nil {
			return true
		}
	}
	return false
}
