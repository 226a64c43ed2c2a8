package geom

import (
	"cmp"
	"slices"
)

const unreached = 1<<63 - 1

// Reach holds the shortest paths from one starting point, computed once by
// Mover.Reach and then asked for any number of destinations with To.
type Reach struct {
	w     world
	from  Point
	limit int64
	nodes []Point // nodes[0] is from
	dist  []int64 // path length to each node, unreached if none within limit
	prev  []int32 // previous node on the path, -1 for the start
}

// Reach computes shortest paths from `from` for a move of at most limit µm.
//
// It searches a visibility graph. Its nodes are the start and waypoints
// placed just outside every obstacle, clamped onto the battlefield: at each
// convex corner of a medium or high feature, the miter point BaseRadius +
// 0.2 mm from both edges (two such points at corners sharper than a right
// angle), and twelve points around each blocker on a polygon keeping
// 2*BaseRadius + 0.2 mm from its centre. Waypoints where the base could not
// pass (off the battlefield, overlapping a medium or high feature or a
// blocker) or that lie beyond the limit in a straight line are dropped;
// waypoints may lie on low features. Two nodes are linked when SegmentClear
// holds between them, and links cost their length rounded up. Dijkstra's
// algorithm runs over the nodes in index order (ties go to the lower index),
// testing a link only when it would shorten a path.
//
// Every path is legal, but it is only the shortest through these waypoints:
// it may be slightly longer than the true shortest path (by rounding corners
// with miter points), and a route that must bend inside a gap narrower than
// a base plus 0.4 mm may be missed.
func (m *Mover) Reach(from Point, limit int64) *Reach {
	r := &Reach{w: *m.world(), from: from, limit: limit}
	r.nodes = append(r.nodes, from)
	if limit > 0 && r.w.waypointOK(from) {
		var cand []Point
		for i := range r.w.walls {
			cand = cornerWaypoints(cand, r.w.walls[i].poly)
		}
		for _, c := range r.w.blockers {
			cand = blockerWaypoints(cand, c)
		}
		for _, p := range cand {
			p = clampToField(p)
			if p != from && withinLen(from, p, limit) && r.w.waypointOK(p) {
				r.nodes = append(r.nodes, p)
			}
		}
	}
	r.search()
	return r
}

// withinLen reports whether ceil(|ab|) <= l.
func withinLen(a, b Point, l int64) bool {
	if l < 0 {
		return false
	}
	if l >= maxReach {
		return true
	}
	return norm2(b.Sub(a)) <= sq(l)
}

// search runs Dijkstra's algorithm over the nodes (O(n²), no heap).
func (r *Reach) search() {
	n := len(r.nodes)
	r.dist = make([]int64, n)
	r.prev = make([]int32, n)
	done := make([]bool, n)
	for i := range r.dist {
		r.dist[i], r.prev[i] = unreached, -1
	}
	if r.limit < 0 {
		return
	}
	r.dist[0] = 0
	for {
		u := -1
		for i, d := range r.dist {
			if !done[i] && d != unreached && (u < 0 || d < r.dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return
		}
		done[u] = true
		pu, du := r.nodes[u], r.dist[u]
		for v, pv := range r.nodes {
			if done[v] {
				continue
			}
			// Only a link that shortens v's path within the limit matters:
			// ceil(|uv|) <= bound, tested on squares before any root.
			bound := min(r.limit, r.dist[v]-1) - du
			if !withinLen(pu, pv, bound) || !r.w.clear(pu, pv) {
				continue
			}
			r.dist[v] = du + ceilDist(pu, pv)
			r.prev[v] = int32(u)
		}
	}
}

// To returns the shortest path found from the start to p: the points after
// the start, ending at p, and its length, the sum of each segment's length
// rounded up, at most the limit. It returns ok false when the base cannot
// stand at p (Mover.CanStand) or no path within the limit was found. When p
// is the start the path is empty and the length 0.
//
// The last leg joins p to whichever reached node gives the shortest total,
// so a path is found whenever p can be seen from a reached waypoint.
func (r *Reach) To(p Point) (path []Point, length int64, ok bool) {
	if r == nil || r.limit < 0 || !r.w.canStand(p) {
		return nil, 0, false
	}
	if p == r.from {
		return nil, 0, true
	}
	type cand struct {
		total int64
		node  int32
	}
	var buf [256]cand
	cands := buf[:0]
	for i, pn := range r.nodes {
		d := r.dist[i]
		if d == unreached || !withinLen(pn, p, r.limit-d) {
			continue
		}
		cands = append(cands, cand{d + ceilDist(pn, p), int32(i)})
	}
	slices.SortFunc(cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(a.total, b.total), cmp.Compare(a.node, b.node))
	})
	for _, c := range cands {
		if !r.w.clear(r.nodes[c.node], p) {
			continue
		}
		k := 1
		for i := c.node; i > 0; i = r.prev[i] {
			k++
		}
		path = make([]Point, k)
		path[k-1] = p
		for i, j := c.node, k-2; i > 0; i, j = r.prev[i], j-1 {
			path[j] = r.nodes[i]
		}
		return path, c.total, true
	}
	return nil, 0, false
}

// From returns the starting point.
func (r *Reach) From() Point {
	if r == nil {
		return Point{}
	}
	return r.from
}

// Limit returns the move's limit in µm.
func (r *Reach) Limit() int64 {
	if r == nil {
		return 0
	}
	return r.limit
}
