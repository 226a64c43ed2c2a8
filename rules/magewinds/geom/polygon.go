package geom

// locate places p against the polygon: 1 strictly inside, 0 on the boundary,
// -1 outside. Polygons with fewer than three vertices are empty.
func locate(poly []Point, p Point) int {
	n := len(poly)
	if n < 3 {
		return -1
	}
	wn := 0
	a := poly[n-1]
	for _, b := range poly {
		if onSeg(p, a, b) {
			return 0
		}
		if a.Y <= p.Y {
			if b.Y > p.Y && orient(a, b, p) > 0 {
				wn++
			}
		} else if b.Y <= p.Y && orient(a, b, p) < 0 {
			wn--
		}
		a = b
	}
	if wn != 0 {
		return 1
	}
	return -1
}

// polyDistCmp compares the distance from p to the polygon's closed area
// with r: -1 closer, 0 exactly r, 1 farther.
func polyDistCmp(poly []Point, p Point, r int64) int {
	if len(poly) < 3 {
		return 1
	}
	if locate(poly, p) >= 0 {
		return sign(0 - r)
	}
	best := 1
	a := poly[len(poly)-1]
	for _, b := range poly {
		switch segDistCmp(p, a, b, r) {
		case -1:
			return -1
		case 0:
			best = 0
		}
		a = b
	}
	return best
}

// capsuleHits reports whether the disc of radius r > 0 swept along a-b
// comes strictly closer than r to the polygon's closed area.
func capsuleHits(poly []Point, a, b Point, r int64) bool {
	if len(poly) < 3 {
		return false
	}
	if locate(poly, a) >= 0 {
		return true
	}
	u := poly[len(poly)-1]
	for _, v := range poly {
		if segsIntersect(a, b, u, v) ||
			segDistCmp(v, a, b, r) < 0 ||
			segDistCmp(a, u, v, r) < 0 || segDistCmp(b, u, v, r) < 0 {
			return true
		}
		u = v
	}
	return false
}

// orientSign returns the sign of the polygon's signed area: 1 when its
// interior lies left of its edges (cross product positive), -1 when right,
// 0 for no area. The shoelace sum is taken relative to
// the first vertex; it wraps harmlessly because the true sum fits in int64
// for simple polygons within the domain.
func orientSign(poly []Point) int {
	if len(poly) < 3 {
		return 0
	}
	var s int64
	o := poly[0]
	for i := 1; i+1 < len(poly); i++ {
		s += cross(poly[i].Sub(o), poly[i+1].Sub(o))
	}
	return sign(s)
}

// enters reports whether the ray from vertex v in direction d starts inside
// the polygon, where u and w are v's neighbours and s its orientation.
func enters(u, v, w, d Point, s int) bool {
	c1 := s * sign(cross(v.Sub(u), d))
	c2 := s * sign(cross(w.Sub(v), d))
	if s*sign(cross(v.Sub(u), w.Sub(v))) >= 0 { // convex or straight
		return c1 > 0 && c2 > 0
	}
	return c1 > 0 || c2 > 0 // reflex
}

// segCrossesPoly reports whether the closed segment a-b shares a point with
// the polygon's open interior. It is exact: a proper crossing of an edge is
// enough; otherwise the segment can only enter the interior from one of its
// endpoints or from a vertex it passes through, and each is tested.
func segCrossesPoly(poly []Point, a, b Point) bool {
	n := len(poly)
	s := orientSign(poly)
	if n < 3 || s == 0 {
		return false
	}
	// Endpoints outside the polygon's box lie outside it, and an edge
	// whose box misses the segment's box can neither cross the segment
	// nor hold one of its points: both tests are skipped then.
	plo, phi := bbox(poly)
	la, lb := -1, -1
	if inBox(a, plo, phi) {
		la = locate(poly, a)
	}
	if inBox(b, plo, phi) {
		lb = locate(poly, b)
	}
	if la == 1 || lb == 1 {
		return true
	}
	if a == b {
		return false
	}
	d := b.Sub(a)
	nd := Point{-d.X, -d.Y}
	slo := Point{min(a.X, b.X), min(a.Y, b.Y)}
	shi := Point{max(a.X, b.X), max(a.Y, b.Y)}
	for i, v := range poly {
		w := poly[(i+1)%n]
		if max(v.X, w.X) < slo.X || min(v.X, w.X) > shi.X || max(v.Y, w.Y) < slo.Y || min(v.Y, w.Y) > shi.Y {
			continue
		}
		u := poly[(i+n-1)%n]
		if properCross(a, b, v, w) {
			return true
		}
		if onSeg(v, a, b) {
			if v != b && enters(u, v, w, d, s) || v != a && enters(u, v, w, nd, s) {
				return true
			}
		}
		// An endpoint of the segment inside the edge v-w.
		if la == 0 && a != v && a != w && onSeg(a, v, w) && s*sign(cross(w.Sub(v), d)) > 0 {
			return true
		}
		if lb == 0 && b != v && b != w && onSeg(b, v, w) && s*sign(cross(w.Sub(v), nd)) > 0 {
			return true
		}
	}
	return false
}

// bbox returns the bounding box of the polygon.
func bbox(poly []Point) (lo, hi Point) {
	if len(poly) == 0 {
		return
	}
	lo, hi = poly[0], poly[0]
	for _, p := range poly[1:] {
		lo.X, lo.Y = min(lo.X, p.X), min(lo.Y, p.Y)
		hi.X, hi.Y = max(hi.X, p.X), max(hi.Y, p.Y)
	}
	return
}
