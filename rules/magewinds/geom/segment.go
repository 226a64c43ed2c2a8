package geom

import "math/bits"

// segDistCmp compares the distance from p to the closed segment a-b with r
// exactly: -1 when closer than r, 0 when exactly r, 1 when farther.
// The perpendicular case compares cross² with r²·|ab|² in 128 bits.
func segDistCmp(p, a, b Point, r int64) int {
	if r < 0 {
		return 1
	}
	if r >= maxReach {
		return -1
	}
	r2 := sq(r)
	ab, ap := b.Sub(a), p.Sub(a)
	t := dot(ap, ab)
	if t <= 0 {
		return cmpU(norm2(ap), r2)
	}
	l := norm2(ab)
	if uint64(t) >= l {
		return cmpU(norm2(p.Sub(b)), r2)
	}
	c := abs64(cross(ab, ap))
	return cmpProd(c, c, r2, l)
}

// segDistFloor returns the distance from p to the closed segment a-b,
// rounded down.
func segDistFloor(p, a, b Point) int64 {
	ab, ap := b.Sub(a), p.Sub(a)
	t := dot(ap, ab)
	if t <= 0 {
		return int64(isqrt64(norm2(ap)))
	}
	l := norm2(ab)
	if uint64(t) >= l {
		return int64(isqrt64(norm2(p.Sub(b))))
	}
	c := abs64(cross(ab, ap))
	hi, lo := bits.Mul64(c, c)
	if hi >= l { // outside the domain: the quotient would not fit
		return int64(isqrt64(norm2(ap)))
	}
	q, _ := bits.Div64(hi, lo, l) // floor(dist²); floor∘sqrt∘floor = floor∘sqrt
	return int64(isqrt64(q))
}

// orient returns the side of line a-b that c lies on: 1 left, -1 right, 0 on it.
func orient(a, b, c Point) int { return sign(cross(b.Sub(a), c.Sub(a))) }

// inBox reports whether p lies in the bounding box of a and b.
func inBox(p, a, b Point) bool {
	return min(a.X, b.X) <= p.X && p.X <= max(a.X, b.X) &&
		min(a.Y, b.Y) <= p.Y && p.Y <= max(a.Y, b.Y)
}

// onSeg reports whether p lies on the closed segment a-b.
func onSeg(p, a, b Point) bool { return orient(a, b, p) == 0 && inBox(p, a, b) }

// properCross reports whether segments a-b and c-d cross at a single point
// inside both of them (no endpoint involved, not collinear).
func properCross(a, b, c, d Point) bool {
	return orient(a, b, c)*orient(a, b, d) < 0 && orient(c, d, a)*orient(c, d, b) < 0
}

// segsIntersect reports whether the closed segments a-b and c-d share a point.
func segsIntersect(a, b, c, d Point) bool {
	o1, o2 := orient(a, b, c), orient(a, b, d)
	o3, o4 := orient(c, d, a), orient(c, d, b)
	if o1*o2 < 0 && o3*o4 < 0 {
		return true
	}
	return o1 == 0 && inBox(c, a, b) || o2 == 0 && inBox(d, a, b) ||
		o3 == 0 && inBox(a, c, d) || o4 == 0 && inBox(b, c, d)
}
