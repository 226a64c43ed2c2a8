package geom

import "math/big"

// Screens reports whether a single convex high feature lies across every
// segment from the disc (a, ra) to the disc (t, rt): then no line of sight
// (16.0) or of attack (18.1) joins any point of the one to any point of the
// other. A false answer proves nothing. It lets the table skip searching
// every step move for a line to a target behind a wall.
//
// The proof is a diagonal of the feature, from vertex v to vertex w, whose
// line has the two discs strictly on either side, which the segment between
// the centres crosses between v and w, and whose two ends lie outside the
// convex hull H of the discs: every segment between the discs lies in H and
// crosses the line inside H, so inside the diagonal, whose inside is inside
// the feature. A point lies outside H when a tangent from it to one disc
// (grown by 2 µm, for the rounding of the tangent point) leaves both discs
// on the same side, clear of the tangent.
func (f *Field) Screens(a Point, ra int64, t Point, rt int64) bool {
	if f == nil || ra < 0 || rt < 0 || ra >= maxReach || rt >= maxReach {
		return false
	}
	for i := range f.Features {
		ft := &f.Features[i]
		poly := ft.Poly
		n := len(poly)
		if ft.Height < High || n < 3 || n > maxScreenVertices {
			continue
		}
		cvx := convex(poly)
		// chords: diagonals, and segments from a vertex to the middle of an
		// edge it is not on
		for j := 0; j < n; j++ {
			for k := 0; k < n; k++ {
				ends := [2]Point{poly[k], {(poly[k].X + poly[(k+1)%n].X) / 2, (poly[k].Y + poly[(k+1)%n].Y) / 2}}
				for m, w := range ends {
					if k == j || m == 0 && (k < j || k == (j+1)%n || j == (k+1)%n) || m == 1 && (k+1)%n == j {
						continue
					}
					v := poly[j]
					if (cvx || chordInside(poly, v, w)) && screensBy(v, w, a, ra, t, rt) {
						return true
					}
				}
			}
		}
	}
	return false
}

// maxScreenVertices bounds the features Screens tries, so that its work
// (cubic in the vertices for a feature that is not convex) stays small.
const maxScreenVertices = 12

// chordInside reports whether the open segment v-w lies inside the
// polygon: no edge crosses it or touches it between its ends, and its
// middle is inside.
func chordInside(poly []Point, v, w Point) bool {
	n := len(poly)
	for i := range n {
		a, b := poly[i], poly[(i+1)%n]
		if properCross(v, w, a, b) {
			return false
		}
		if a != v && a != w && onSeg(a, v, w) {
			return false
		}
	}
	return locate(poly, Point{(v.X + w.X) / 2, (v.Y + w.Y) / 2}) == 1 && locate(poly, Point{(v.X + w.X + 1) / 2, (v.Y + w.Y + 1) / 2}) == 1
}

// convex reports whether the polygon turns the same way at every vertex
// (straight vertices allowed) and has an area.
func convex(poly []Point) bool {
	n := len(poly)
	s := orientSign(poly)
	for i, v := range poly {
		u, w := poly[(i+n-1)%n], poly[(i+1)%n]
		if s*sign(cross(v.Sub(u), w.Sub(v))) < 0 {
			return false
		}
	}
	return s != 0
}

// screensBy reports whether the open segment v-w (a diagonal of a convex
// feature) meets every segment between the discs (a, ra) and (t, rt).
func screensBy(v, w, a Point, ra int64, t Point, rt int64) bool {
	e := w.Sub(v)
	sa, st := cross(e, a.Sub(v)), cross(e, t.Sub(v))
	if sign(sa)*sign(st) >= 0 || !farFromLine(sa, ra, e) || !farFromLine(st, rt, e) {
		return false
	}
	// The segment between the centres crosses the line at a + (t-a)·σ,
	// σ = sa/(sa-st); its position along e, over |e|², must lie in (0, 1):
	// 0 < ((a-v)·e·(sa-st) + sa·(t-a)·e) / (|e|²·(sa-st)) < 1.
	den := new(big.Int).Mul(big.NewInt(dot(e, e)), big.NewInt(sa-st))
	num := new(big.Int).Mul(big.NewInt(dot(a.Sub(v), e)), big.NewInt(sa-st))
	num.Add(num, new(big.Int).Mul(big.NewInt(sa), big.NewInt(dot(t.Sub(a), e))))
	if den.Sign() < 0 {
		den.Neg(den)
		num.Neg(num)
	}
	if num.Sign() <= 0 || num.Cmp(den) >= 0 {
		return false
	}
	return outsideHull(v, a, ra, t, rt) && outsideHull(w, a, ra, t, rt)
}

// farFromLine reports whether a point whose cross product with the line's
// direction e is s lies further than r from the line: |s| > r·|e|.
func farFromLine(s, r int64, e Point) bool {
	as := abs64(s)
	return cmpProd(as, as, sq(r), norm2(e)) > 0
}

// outsideHull reports whether x lies strictly outside the convex hull of
// the discs (a, ra) and (t, rt), proved by a tangent from x to one disc
// that leaves both discs strictly on one side (see Screens).
func outsideHull(x, a Point, ra int64, t Point, rt int64) bool {
	if norm2(x.Sub(a)) <= sq(ra+2) || norm2(x.Sub(t)) <= sq(rt+2) {
		return false
	}
	discs := [2]struct {
		c Point
		r int64
	}{{a, ra}, {t, rt}}
	for i, d := range discs {
		o := discs[1-i]
		for _, p := range tangentsFrom(x, d.c, d.r+2) {
			e := p.Sub(x)
			sd, so := cross(e, d.c.Sub(x)), cross(e, o.c.Sub(x))
			if sign(sd) != 0 && sign(sd) == sign(so) && farFromLine(sd, d.r, e) && farFromLine(so, o.r, e) {
				return true
			}
		}
	}
	return false
}
