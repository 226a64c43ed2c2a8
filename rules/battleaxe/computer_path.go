package battleaxe

import "skirmish/rules/grid"

// passDistFrom is distFrom over the squares a hero can walk through: no
// step enters a square an enemy stands on (heroes pass heroes; Room
// Contents and walls are not floor). The targets themselves count even
// when an enemy stands there.
func (g *Game) passDistFrom(targets []grid.Point) []int {
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
			if !b.In(q) || dist[b.idx(q)] >= 0 || !b.Walkable(q) || !b.Touches(p, q) {
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
	if len(targets) == 0 {
		return nil
	}
	if d := g.passDistFrom(targets); d[g.board.idx(g.minis[h].At)] >= 0 {
		return d
	}
	return nil
}

// wayFor returns the distances hero h walks by towards the first of the
// target lists he can reach past the enemies, and whether the list was
// one of them; failing all, towards the enemies in the way (to fight his
// way through), and failing that over the floor to the first list that
// has a way at all.
func (g *Game) wayFor(h int, foes []grid.Point, lists ...[]grid.Point) []int {
	for _, l := range lists {
		if d := g.heroDist(h, l); d != nil {
			return d
		}
	}
	if d := g.heroDist(h, foes); d != nil {
		return d
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
