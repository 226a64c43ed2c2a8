package elements

import (
	"skirmish/rules/grid"
)

// steps8 lists the eight king steps in a fixed order: N, NE, E, SE, S, SW, W, NW.
var steps8 = [8]grid.Point{grid.Pt(0, -1), grid.Pt(1, -1), grid.Pt(1, 0), grid.Pt(1, 1), grid.Pt(0, 1), grid.Pt(-1, 1), grid.Pt(-1, 0), grid.Pt(-1, -1)}

// inZoneGeom reports whether q lies in the influence zone a model at p
// facing f would have: the square in front, the two front diagonals and
// the two flank squares (docs/rules/elements.md).
func inZoneGeom(p grid.Point, f grid.Dir, q grid.Point) bool {
	d := q.Sub(p)
	fv, lv := f.Vec(), f.Left().Vec()
	switch d {
	case fv, fv.Add(lv), fv.Sub(lv), lv, grid.Point{}.Sub(lv):
		return true
	}
	return false
}

// behind reports whether q is one of the three squares behind a model at
// p facing f: where a Back Strike is made from.
func behind(p grid.Point, f grid.Dir, q grid.Point) bool {
	d := q.Sub(p)
	bv, lv := f.Back().Vec(), f.Left().Vec()
	return d == bv || d == bv.Add(lv) || d == bv.Sub(lv)
}

// hasZone reports whether model j exerts an influence zone: on the table,
// not stunned and not hidden.
func (g *Game) hasZone(j int) bool {
	m := &g.models[j]
	return !m.Out && !m.Stunned && !m.Hidden && !m.Unseen
}

// ZoneSquares lists the squares model i's influence zone covers now, for
// drawing: none for a model out, Stunned, hidden or unseen.
func (g *Game) ZoneSquares(i int) []grid.Point {
	var out []grid.Point
	if i < 0 || i >= len(g.models) {
		return nil
	}
	for _, d := range steps8 {
		if q := g.models[i].At.Add(d); g.lvl.In(q) && g.covers(i, q) {
			out = append(out, q)
		}
	}
	return out
}

// covers reports whether model j's influence zone covers q. A zone does
// not reach past the corner of a wall or gap (as a step could not).
func (g *Game) covers(j int, q grid.Point) bool {
	return g.hasZone(j) && inZoneGeom(g.models[j].At, g.models[j].Facing, q) && g.canStep(g.models[j].At, q)
}

// inEnemyZone reports whether q lies in the influence zone of any enemy of
// side s.
func (g *Game) inEnemyZone(s int, q grid.Point) bool {
	for j := range g.models {
		if int(g.models[j].Side) != s && g.covers(j, q) {
			return true
		}
	}
	return false
}

// canStep reports whether a king step from p to q stays on walkable
// ground and, diagonally, does not cut the corner of a wall or gap.
func (g *Game) canStep(p, q grid.Point) bool {
	if !g.lvl.Tile(q).Walkable() {
		return false
	}
	if p.X != q.X && p.Y != q.Y {
		return g.lvl.Tile(grid.Point{X: q.X, Y: p.Y}).Walkable() && g.lvl.Tile(grid.Point{X: p.X, Y: q.Y}).Walkable()
	}
	return true
}

// stepCost is what a normal move's step from p to q costs: the terrain
// (rough 2, climbing onto high ground 2, else 1) plus 1 for a Dodge when p
// lies in an enemy's influence zone (zoned[p]).
func (g *Game) stepCost(zoned []bool, p, q grid.Point) int {
	c := 1
	switch t := g.lvl.Tile(q); {
	case t == Rough:
		c = 2
	case t == High && g.lvl.Tile(p) != High:
		c = 2
	}
	if zoned[int(p.Y)*g.lvl.W+int(p.X)] {
		c++
	}
	return c
}

// enemyZones marks every square in the influence zone of an enemy of
// side s.
func (g *Game) enemyZones(s int) []bool {
	out := make([]bool, len(g.lvl.Tiles))
	for j := range g.models {
		if int(g.models[j].Side) == s || !g.hasZone(j) {
			continue
		}
		m := &g.models[j]
		fv, lv := m.Facing.Vec(), m.Facing.Left().Vec()
		for _, d := range [5]grid.Point{fv, fv.Add(lv), fv.Sub(lv), lv, grid.Point{}.Sub(lv)} {
			if q := m.At.Add(d); g.lvl.In(q) && g.canStep(m.At, q) {
				out[int(q.Y)*g.lvl.W+int(q.X)] = true
			}
		}
	}
	return out
}

// reach is the result of a path search: the cost to reach each square and
// the square it was reached from.
type reach struct {
	cost []int8 // -1: not reached
	from []int16
	w    int
}

func (r *reach) at(p grid.Point) int8 { return r.cost[int(p.Y)*r.w+int(p.X)] }

// path returns the squares stepped onto from the start to p, p last.
func (r *reach) path(p grid.Point) []grid.Point {
	var out []grid.Point
	for k := int(p.Y)*r.w + int(p.X); r.cost[k] > 0; k = int(r.from[k]) {
		out = append(out, grid.Pt(k%r.w, k/r.w))
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// moves finds every square model i can reach with a normal move, as its
// side knows the table: steps cost by stepCost, may pass its friends but
// not enemies it knows of, and cost at most its Move.
func (g *Game) moves(i int) *reach {
	return g.search(i, int(g.Prof(i).Move), false)
}

// shifts finds every square a combat result can move model i to, for the
// winner's side: up to n king steps of cost 1 each, ignoring zones and
// terrain costs, through no model the winner knows of.
func (g *Game) shifts(i, n, side int) *reach {
	return g.searchFor(i, n, true, side)
}

func (g *Game) search(i, budget int, flat bool) *reach {
	return g.searchFor(i, budget, flat, int(g.models[i].Side))
}

// searchFor is a shortest-path search from model i's square with the given
// budget, as side s knows the table. flat makes every step cost 1, passes
// through no model, and ignores zones (a combat result's movement).
func (g *Game) searchFor(i, budget int, flat bool, s int) *reach {
	w := g.lvl.W
	r := &reach{cost: make([]int8, len(g.lvl.Tiles)), from: make([]int16, len(g.lvl.Tiles)), w: w}
	for k := range r.cost {
		r.cost[k] = -1
	}
	start := g.models[i].At
	r.cost[int(start.Y)*w+int(start.X)] = 0
	side := int(g.models[i].Side)
	var zoned []bool
	if !flat {
		zoned = g.enemyZones(side)
	}
	// Bucket queue: costs are small integers.
	buckets := make([][]grid.Point, budget+1)
	buckets[0] = append(buckets[0], start)
	for c := 0; c <= budget; c++ {
		for n := 0; n < len(buckets[c]); n++ {
			p := buckets[c][n]
			if int(r.at(p)) != c {
				continue
			}
			for _, d := range steps8 {
				q := p.Add(d)
				if !g.canStep(p, q) {
					continue
				}
				if j := g.ModelAt(q); j >= 0 && j != i && g.knows(s, j) {
					if flat || g.models[j].Side != int8(side) {
						continue
					}
				}
				nc := c + 1
				if !flat {
					nc = c + g.stepCost(zoned, p, q)
				}
				k := int(q.Y)*w + int(q.X)
				if nc > budget || (r.cost[k] >= 0 && int(r.cost[k]) <= nc) {
					continue
				}
				r.cost[k], r.from[k] = int8(nc), int16(int(p.Y)*w+int(p.X))
				buckets[nc] = append(buckets[nc], q)
			}
		}
	}
	return r
}

// destinations lists the squares of r model i may end on, as side s
// knows the table, in reading order: its own square first.
func (g *Game) destinations(i, s int, r *reach) []grid.Point {
	out := []grid.Point{g.models[i].At}
	for y := 0; y < g.lvl.H; y++ {
		for x := 0; x < g.lvl.W; x++ {
			p := grid.Pt(x, y)
			if r.at(p) > 0 && !g.blockedFor(s, p, i) {
				out = append(out, p)
			}
		}
	}
	return out
}

// walk moves model i along path as far as it can go: a step onto a model
// the mover's side did not know of (a hidden enemy) stops it short and
// reveals that model. It ends on the last free square it reached.
func (g *Game) walk(i int, path []grid.Point, s int, evs *[]Event) {
	from := g.models[i].At
	stop := len(path)
	for k, q := range path {
		if j := g.ModelAt(q); j >= 0 && j != i && !g.knows(s, j) {
			g.reveal(j, "bumped into", evs)
			stop = k
			break
		}
	}
	end := from
	for k := stop - 1; k >= 0; k-- {
		if g.ModelAt(path[k]) < 0 {
			end = path[k]
			break
		}
	}
	g.place(i, end)
}

// reveal takes model j out of stealth.
func (g *Game) reveal(j int, how string, evs *[]Event) {
	m := &g.models[j]
	if !m.Hidden {
		return
	}
	m.Hidden = false
	e := g.event(EvRevealed, j, -1, "%s is %s at %s.", g.Name(j), how, m.At)
	e.To, e.chance = m.At, true
	*evs = append(*evs, e)
}

// spot reveals every hidden model standing in an enemy's influence zone.
func (g *Game) spot(evs *[]Event) {
	for j := range g.models {
		m := &g.models[j]
		if m.Hidden && !m.Out && g.inEnemyZone(int(m.Side), m.At) {
			g.reveal(j, "spotted", evs)
		}
	}
}

// sees reports whether there is a line of sight from p to q: no wall
// between them (models and gaps do not block it).
func (g *Game) sees(p, q grid.Point) bool {
	return grid.Clear(p, q, func(x grid.Point) bool { return g.lvl.Tile(x).BlocksSight() })
}
