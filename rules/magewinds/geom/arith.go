package geom

import "math/bits"

// maxReach bounds every distance between points within MaxCoord: any
// distance compared against maxReach or more is simply "less".
const maxReach = 1 << 31

// Isqrt returns the floor of the square root of n, exactly; 0 for n <= 0.
func Isqrt(n int64) int64 {
	if n <= 0 {
		return 0
	}
	return int64(isqrt64(uint64(n)))
}

// isqrt64 returns floor(sqrt(n)) by Newton's method from above.
func isqrt64(n uint64) uint64 {
	if n < 2 {
		return n
	}
	x := uint64(1) << ((bits.Len64(n) + 1) / 2) // x >= sqrt(n)
	for {
		y := (x + n/x) >> 1
		if y >= x {
			return x
		}
		x = y
	}
}

// ceilSqrt returns the ceiling of the square root of n.
func ceilSqrt(n uint64) int64 {
	s := isqrt64(n)
	if s*s < n {
		s++
	}
	return int64(s)
}

func cross(a, b Point) int64 { return a.X*b.Y - a.Y*b.X }
func dot(a, b Point) int64   { return a.X*b.X + a.Y*b.Y }

// norm2 returns the squared length of v (exact within the domain).
func norm2(v Point) uint64 {
	x, y := abs64(v.X), abs64(v.Y)
	return x*x + y*y
}

// abs64 returns |v| as unsigned, correct for math.MinInt64 as well.
func abs64(v int64) uint64 {
	if v < 0 {
		return uint64(-v)
	}
	return uint64(v)
}

func sign(v int64) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func cmpU(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cmpProd compares the 128-bit products a*b and c*d.
func cmpProd(a, b, c, d uint64) int {
	h1, l1 := bits.Mul64(a, b)
	h2, l2 := bits.Mul64(c, d)
	if h1 != h2 {
		return cmpU(h1, h2)
	}
	return cmpU(l1, l2)
}

// sq returns r*r for 0 <= r < maxReach.
func sq(r int64) uint64 { return uint64(r) * uint64(r) }

// scaleRound returns x*d/sqrt(n) rounded to the nearest integer (halves away
// from zero), exactly, where n >= x*x and n > 0. |x|, |d| <= 2^30.
func scaleRound(x, d int64, n uint64) int64 {
	if x == 0 || d == 0 || n == 0 {
		return 0
	}
	ad := abs64(d)
	u := abs64(x) * ad // the wanted value is r = u/sqrt(n) <= |d|
	s := isqrt64(n)    // s <= sqrt(n) < s+1
	lo, hi := u/(s+1), u/s+1
	if hi > ad {
		hi = ad
	}
	if lo > hi {
		lo = hi
	}
	u2 := 2 * u
	// ok(c): c - 1/2 <= r, i.e. (2c-1)^2 * n <= (2u)^2; true at lo, monotone.
	ok := func(c uint64) bool {
		if c == 0 {
			return true
		}
		return cmpProd((2*c-1)*(2*c-1), n, u2, u2) <= 0
	}
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if ok(mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if (x < 0) != (d < 0) {
		return -int64(lo)
	}
	return int64(lo)
}

// clampReach limits a travel distance to what stays exact.
func clampReach(d int64) int64 {
	const lim = 1 << 30
	switch {
	case d > lim:
		return lim
	case d < -lim:
		return -lim
	}
	return d
}
