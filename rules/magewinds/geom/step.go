package geom

import (
	"cmp"
	"slices"
)

// Short moves (a step move of up to 1", 13.1) are answered nearly exactly
// by Mover.Steps, unlike the waypoint search of Mover.Reach.
//
// In the space of the base's centre, what a base may not overlap is a set
// of obstacles whose only round parts are circles: each other base is a
// disc of radius 2R around its centre, each convex corner of a medium or
// high feature a disc of radius R around the corner (R the base radius);
// the rest of their outlines are straight. A shortest path among such
// obstacles is a taut string: straight segments tangent to those circles,
// joined by arcs hugging them. Steps builds that graph (the tangent graph)
// around the start: the tangents from the start to each circle within
// reach, the common tangents of every two circles, and the arcs between
// the tangent points on each circle.
//
// Tangent points are irrational, so the circles are grown by stepSlack
// (2 µm) before the tangents are taken and every point is rounded to the
// micrometre; an arc is followed on the polygon circumscribing the grown
// circle, with corners every 1/32 radian at most. Every segment of every
// path is then checked exactly (Mover.SegmentClear), so each path Steps
// returns is legal. It may be longer than the true shortest path: by the
// 2 µm of slack for each radian the path turns, by at most 1/12 of (1/32)²
// of its arcs' length for the polygons (under 2 µm for an inch of arc),
// and by the rounding of its points; and a route through a gap less than
// 2·stepSlack wider than the base is missed. The test
// TestStepsAgainstFineRings measures the bound against a much finer search.

// stepSlack is how much the circles are grown, in µm.
const stepSlack = 2

// fxShift is the number of fraction bits of the fixed-point lengths Steps
// adds up (1/256 µm), so that rounding each segment up costs next to
// nothing.
const fxShift = 8

// maxStepLimit bounds Steps' limit, keeping its arithmetic exact.
const maxStepLimit = 4 * Inch

// Steps holds the shortest paths of a short move from one point (see the
// comment above), computed once by Mover.Steps and then asked for any
// number of destinations with To.
type Steps struct {
	w       world
	from    Point
	limit   int64
	circles []stepCircle
	nodes   []stepNode
	rings   [][]int32 // per circle and orientation (2k, 2k+1 for -1, +1): nodes in angular order
	dist    []int64   // fixed-point path length to each node, unreached if none within limit
	prev    []int32   // previous node on the path; -1 from the start
	byArc   []bool    // reached along its circle's arc from prev (else by a straight segment)
}

// stepCircle is a round part of an obstacle: the centre, the radius the
// base's centre must keep (the grown radius is r + stepSlack).
type stepCircle struct {
	c Point
	r int64
}

// stepNode is a point where a path meets or leaves a circle, with the way
// it goes round the circle: o = 1 anticlockwise (the centre on its left),
// -1 clockwise. Node 0 is the start (k = -1). A node with a partner is
// where a common tangent leaves its circle for the partner's circle.
type stepNode struct {
	p       Point
	k       int32
	o       int8
	start   bool  // reached from the start in a straight line
	partner int32 // -1 none
}

// Steps computes the shortest paths from `from` for a move of at most limit
// µm (at most 4"), as described above.
func (m *Mover) Steps(from Point, limit int64) *Steps {
	s := &Steps{w: *m.world(), from: from, limit: min(limit, maxStepLimit)}
	s.nodes = append(s.nodes, stepNode{p: from, k: -1, partner: -1})
	if s.limit > 0 && s.w.waypointOK(from) {
		s.findCircles()
		s.addNodes()
	}
	s.search()
	return s
}

// grown returns the grown radius of circle k.
func (s *Steps) grown(k int) int64 { return s.circles[k].r + stepSlack }

// findCircles lists the circles a path within the limit could touch.
func (s *Steps) findCircles() {
	near := func(c Point, r int64) bool {
		return withinLen(s.from, c, s.limit+r+stepSlack+1)
	}
	for _, c := range s.w.blockers {
		if near(c, 2*BaseRadius) {
			s.circles = append(s.circles, stepCircle{c, 2 * BaseRadius})
		}
	}
	for i := range s.w.walls {
		sh := &s.w.walls[i]
		if !sh.near(s.from, s.from, s.limit+BaseRadius+stepSlack+1) {
			continue
		}
		poly := sh.poly
		n := len(poly)
		o := orientSign(poly)
		for j, v := range poly {
			u, w := poly[(j+n-1)%n], poly[(j+1)%n]
			if o*sign(cross(v.Sub(u), w.Sub(v))) > 0 && near(v, BaseRadius) {
				s.circles = append(s.circles, stepCircle{v, BaseRadius})
			}
		}
	}
}

// addNodes places the nodes: the start on each circle it stands inside,
// the tangent points from the start, and both ends of every common tangent
// of two circles, keeping those that a path within the limit can reach.
func (s *Steps) addNodes() {
	nc := len(s.circles)
	s.rings = make([][]int32, 2*nc)
	add := func(p Point, k int, o int8) int32 {
		s.nodes = append(s.nodes, stepNode{p: p, k: int32(k), o: o, start: p == s.from, partner: -1})
		i := int32(len(s.nodes) - 1)
		s.rings[2*k+int(o+1)/2] = append(s.rings[2*k+int(o+1)/2], i)
		return i
	}
	for k, ci := range s.circles {
		g := s.grown(k)
		if norm2(s.from.Sub(ci.c)) < sq(g) {
			add(s.from, k, 1)
			add(s.from, k, -1)
			continue
		}
		for _, t := range tangentsFrom(s.from, ci.c, g) {
			if withinLen(s.from, t, s.limit) {
				s.nodes[add(t, k, turn(s.from, t, ci.c))].start = true
			}
		}
	}
	for i := 0; i < nc; i++ {
		for j := i + 1; j < nc; j++ {
			ci, cj := s.circles[i], s.circles[j]
			for _, l := range bitangents(ci.c, s.grown(i), cj.c, s.grown(j)) {
				a, b := l[0], l[1]
				// a -> b and b -> a, each only when it can lie on a path
				// within the limit.
				if s.within2(a, b) {
					d := add(a, i, turn(a, b, ci.c))
					e := add(b, j, turn(a, b, cj.c))
					s.nodes[d].partner = e
				}
				if s.within2(b, a) {
					d := add(b, j, turn(b, a, cj.c))
					e := add(a, i, turn(b, a, ci.c))
					s.nodes[d].partner = e
				}
			}
		}
	}
	for r := range s.rings {
		if len(s.rings[r]) == 0 {
			continue
		}
		k := r / 2
		o := int8(r%2*2 - 1)
		c := s.circles[k].c
		slices.SortStableFunc(s.rings[r], func(x, y int32) int {
			return angleCmp(s.nodes[x].p.Sub(c), s.nodes[y].p.Sub(c), o)
		})
	}
}

// within2 reports whether a path from the start through a then b can be
// within the limit: |start a| + |a b| <= limit, in fixed point.
func (s *Steps) within2(a, b Point) bool {
	return withinLen(s.from, a, s.limit) && fxLen(s.from, a)+fxLen(a, b) <= s.limit<<fxShift
}

// turn returns the way a path going from a to b, tangent to the circle
// centred at c at one of them, goes round it: 1 when c is on its left.
func turn(a, b, c Point) int8 {
	if orient(a, b, c) >= 0 {
		return 1
	}
	return -1
}

// angleCmp orders the directions u and v by their angle measured from +X
// in the way o (1 anticlockwise, -1 clockwise), in [0, 2π).
func angleCmp(u, v Point, o int8) int {
	if o < 0 {
		u, v = Point{u.X, -u.Y}, Point{v.X, -v.Y}
	}
	hu, hv := half(u), half(v)
	if hu != hv {
		return cmp.Compare(hu, hv)
	}
	return -sign(cross(u, v))
}

// half is 0 for directions with angle in [0, π), 1 for [π, 2π).
func half(u Point) int {
	if u.Y > 0 || u.Y == 0 && u.X >= 0 {
		return 0
	}
	return 1
}

// fxLen returns the length of a-b in fixed point, rounded up.
func fxLen(a, b Point) int64 {
	n := norm2(b.Sub(a))
	if n >= 1<<(62-2*fxShift) {
		return 1 << 62 // beyond any step
	}
	return ceilSqrt(n << (2 * fxShift))
}

// search runs Dijkstra's algorithm from the start (O(n²), no heap), testing
// a segment or an arc only when it would shorten a path within the limit.
func (s *Steps) search() {
	n := len(s.nodes)
	s.dist = make([]int64, n)
	s.prev = make([]int32, n)
	s.byArc = make([]bool, n)
	done := make([]bool, n)
	for i := range s.dist {
		s.dist[i], s.prev[i] = unreached, -1
	}
	s.dist[0] = 0
	lim := s.limit << fxShift
	relax := func(u, v int, cost int64, arc bool, clear func() bool) {
		d := s.dist[u] + cost
		if done[v] || d >= s.dist[v] || d > lim || !clear() {
			return
		}
		s.dist[v], s.prev[v], s.byArc[v] = d, int32(u), arc
	}
	for {
		u := -1
		for i, d := range s.dist {
			if !done[i] && d != unreached && (u < 0 || d < s.dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return
		}
		done[u] = true
		nu := s.nodes[u]
		if u == 0 {
			for v := 1; v < n; v++ {
				if nv := s.nodes[v]; nv.start {
					relax(0, v, fxLen(s.from, nv.p), false, func() bool { return nv.p == s.from || s.w.clear(s.from, nv.p) })
				}
			}
			continue
		}
		if nu.partner >= 0 {
			e := int(nu.partner)
			relax(u, e, fxLen(nu.p, s.nodes[e].p), false, func() bool { return s.w.clear(nu.p, s.nodes[e].p) })
		}
		// along the arc to the next node of the ring
		ring := s.rings[2*int(nu.k)+int(nu.o+1)/2]
		at := slices.Index(ring, int32(u))
		if len(ring) > 1 {
			v := int(ring[(at+1)%len(ring)])
			c := s.circles[nu.k]
			arc := arcPoints(c.c, c.r+stepSlack, nu.p, s.nodes[v].p, nu.o)
			relax(u, v, polyLen(nu.p, arc), true, func() bool { return s.clearPath(nu.p, arc) })
		}
	}
}

// clearPath reports whether every segment of the path from a is clear.
func (s *Steps) clearPath(a Point, path []Point) bool {
	for _, p := range path {
		if !s.w.clear(a, p) {
			return false
		}
		a = p
	}
	return true
}

// polyLen is the fixed-point length of the path from a.
func polyLen(a Point, path []Point) int64 {
	var n int64
	for _, p := range path {
		n += fxLen(a, p)
		a = p
	}
	return n
}

// To returns a shortest path found from the start to p: the points after
// the start, ending at p, and its length in µm rounded up, at most the
// limit. It returns ok false when the base cannot stand at p
// (Mover.CanStand) or no path within the limit was found. When p is the
// start the path is empty and the length 0.
func (s *Steps) To(p Point) (path []Point, length int64, ok bool) {
	if s == nil || !s.w.canStand(p) {
		return nil, 0, false
	}
	if p == s.from {
		return nil, 0, true
	}
	if !s.w.waypointOK(s.from) {
		return nil, 0, false
	}
	if !withinLen(s.from, p, s.limit) {
		return nil, 0, false // no path is shorter than the straight line
	}
	if s.w.clear(s.from, p) {
		return []Point{p}, ceilDist(s.from, p), true
	}
	lim := s.limit << fxShift
	type cand struct {
		low  int64 // a lower bound of the total
		node int32
		k    int
		o    int8
		t    Point // where the path leaves the circle for p
	}
	var cands []cand
	for k, ci := range s.circles {
		g := ci.r + stepSlack
		if !withinLen(p, ci.c, s.limit+g+1) {
			continue
		}
		var ts [2]Point
		var os [2]int8
		nt := 0
		if norm2(p.Sub(ci.c)) < sq(g) {
			ts, os, nt = [2]Point{p, p}, [2]int8{1, -1}, 2
		} else {
			for _, t := range tangentsFrom(p, ci.c, g) {
				ts[nt], os[nt] = t, turn(t, p, ci.c)
				nt++
			}
		}
		for i := 0; i < nt; i++ {
			ring := s.rings[2*k+int(os[i]+1)/2]
			if len(ring) == 0 {
				continue
			}
			// the node just before t going round the circle
			at, _ := slices.BinarySearchFunc(ring, ts[i], func(x int32, t Point) int {
				if angleCmp(s.nodes[x].p.Sub(ci.c), t.Sub(ci.c), os[i]) <= 0 {
					return -1
				}
				return 1
			})
			nd := ring[(at+len(ring)-1)%len(ring)]
			if s.dist[nd] == unreached {
				continue
			}
			low := s.dist[nd] + fxLen(s.nodes[nd].p, ts[i]) + fxLen(ts[i], p) - 2
			if low <= lim {
				cands = append(cands, cand{low, nd, k, os[i], ts[i]})
			}
		}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(a.low, b.low), cmp.Compare(a.node, b.node), cmp.Compare(a.o, b.o))
	})
	best := int64(unreached)
	var bestTail []Point
	bestNode := int32(-1)
	for _, c := range cands {
		if c.low >= best {
			break
		}
		n := s.nodes[c.node]
		tail := arcPoints(s.circles[c.k].c, s.grown(c.k), n.p, c.t, c.o)
		if c.t != p {
			tail = append(tail, p)
		}
		total := s.dist[c.node] + polyLen(n.p, tail)
		if total > lim || total >= best || !s.clearPath(n.p, tail) {
			continue
		}
		best, bestTail, bestNode = total, tail, c.node
	}
	if bestNode < 0 {
		return nil, 0, false
	}
	path = append(s.pathTo(bestNode), bestTail...)
	return path, (best + 1<<fxShift - 1) >> fxShift, true
}

// pathTo returns the points of the path found from the start to node v,
// after the start.
func (s *Steps) pathTo(v int32) []Point {
	var rev [][]Point
	for v > 0 {
		u := s.prev[v]
		if s.byArc[v] {
			nu := s.nodes[u]
			c := s.circles[nu.k]
			rev = append(rev, arcPoints(c.c, c.r+stepSlack, nu.p, s.nodes[v].p, nu.o))
		} else if s.nodes[v].p != s.nodes[u].p {
			rev = append(rev, []Point{s.nodes[v].p})
		}
		v = u
	}
	var out []Point
	for i := len(rev) - 1; i >= 0; i-- {
		out = append(out, rev[i]...)
	}
	return out
}
