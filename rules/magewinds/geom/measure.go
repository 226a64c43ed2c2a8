package geom

// Dist returns the Euclidean distance between a and b, rounded down.
func Dist(a, b Point) int64 { return int64(isqrt64(norm2(b.Sub(a)))) }

// ceilDist returns the Euclidean distance between a and b, rounded up.
func ceilDist(a, b Point) int64 { return ceilSqrt(norm2(b.Sub(a))) }

// BaseDist returns the distance (8.0) between two bases centred at a and b:
// the gap between the closest points of their edges, rounded down, or 0 when
// they touch or overlap.
func BaseDist(a, b Point) int64 {
	return max(0, Dist(a, b)-2*BaseRadius)
}

// Within reports whether the bases centred at a and b are within d of each
// other (8.0): the distance between them is at most d. The comparison is
// exact; a negative d is never met.
func Within(a, b Point, d int64) bool {
	if d < 0 {
		return false
	}
	s := d + 2*BaseRadius
	if s >= maxReach {
		return true
	}
	return norm2(b.Sub(a)) <= sq(s)
}

// InContact reports whether the bases centred at a and b are touching: the
// distance between them is at most ContactTolerance.
func InContact(a, b Point) bool { return Within(a, b, ContactTolerance) }

// Overlap reports whether the bases centred at a and b share area: their
// centres are strictly closer than 2*BaseRadius.
func Overlap(a, b Point) bool { return norm2(b.Sub(a)) < sq(2*BaseRadius) }

// OnField reports whether a disc of radius r centred at c lies wholly on
// the battlefield (2.1); its edge may lie on the battlefield's edge.
func OnField(c Point, r int64) bool {
	return r >= 0 && c.X-r >= 0 && c.X+r <= FieldW && c.Y-r >= 0 && c.Y+r <= FieldH
}

// Toward returns the point d µm from `from` in the direction of `to`,
// each coordinate rounded to the nearest micrometre; a negative d goes the
// other way. It returns from when the two points coincide.
func Toward(from, to Point, d int64) Point {
	return from.Add(along(to.Sub(from), d))
}

// Away returns the point d µm from `from` directly away from src, rounded as
// by Toward; from itself when the two points coincide.
func Away(from, src Point, d int64) Point { return Toward(from, src, -d) }

// along returns the vector of length d (rounded per coordinate) pointing
// like v, or the zero vector when v is zero.
func along(v Point, d int64) Point {
	n := norm2(v)
	if n == 0 {
		return Point{}
	}
	d = clampReach(d)
	return Point{scaleRound(v.X, d, n), scaleRound(v.Y, d, n)}
}
