package geom

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// isFloorSqrt reports whether s = floor(sqrt(n)), checked in 128 bits.
func isFloorSqrt(n, s int64) bool {
	if s < 0 {
		return false
	}
	hi, lo := bits.Mul64(uint64(s), uint64(s))
	if hi != 0 || lo > uint64(n) {
		return false
	}
	hi, lo = bits.Mul64(uint64(s+1), uint64(s+1))
	return hi != 0 || lo > uint64(n)
}

func TestIsqrtSmall(t *testing.T) {
	for n := int64(0); n <= 2_000_000; n++ {
		if s := Isqrt(n); !isFloorSqrt(n, s) {
			t.Fatalf("Isqrt(%d) = %d", n, s)
		}
	}
	for _, n := range []int64{-1, -1000, math.MinInt64} {
		if s := Isqrt(n); s != 0 {
			t.Errorf("Isqrt(%d) = %d, want 0", n, s)
		}
	}
}

func TestIsqrtBig(t *testing.T) {
	const top = 3037000499 // floor(sqrt(MaxInt64))
	check := func(n int64) {
		t.Helper()
		if s := Isqrt(n); !isFloorSqrt(n, s) {
			t.Fatalf("Isqrt(%d) = %d", n, s)
		}
	}
	check(math.MaxInt64)
	check(math.MaxInt64 - 1)
	for _, s := range []int64{top, top - 1, 1 << 31, 1<<31 - 1, 1 << 20, 46341, 3037000} {
		check(s * s)
		check(s*s - 1)
		if s < top {
			check(s*s + 2*s)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200000 {
		check(rng.Int64())
		s := rng.Int64N(top)
		check(s*s - 1 + rng.Int64N(3))
	}
}

func TestCmpProdExtremes(t *testing.T) {
	const m = math.MaxUint64
	for _, tc := range []struct {
		a, b, c, d uint64
		want       int
	}{
		{m, m, m, m, 0},
		{m, m, m, m - 1, 1},
		{m - 1, m, m, m, -1},
		{1 << 32, 1 << 32, 1, 0, 1},
		{1 << 63, 2, 1 << 62, 4, 0},
		{0, m, 0, 0, 0},
		{m, 1, 1 << 32, 1 << 32, -1},
	} {
		if got := cmpProd(tc.a, tc.b, tc.c, tc.d); got != tc.want {
			t.Errorf("cmpProd(%d, %d, %d, %d) = %d, want %d", tc.a, tc.b, tc.c, tc.d, got, tc.want)
		}
	}
}

// bigSegDist2 returns the squared distance from p to segment a-b as the
// fraction num/den, exactly.
func bigSegDist2(p, a, b Point) (num, den *big.Int) {
	bi := func(v int64) *big.Int { return big.NewInt(v) }
	abx, aby := bi(b.X-a.X), bi(b.Y-a.Y)
	apx, apy := bi(p.X-a.X), bi(p.Y-a.Y)
	n2 := func(x, y *big.Int) *big.Int {
		return new(big.Int).Add(new(big.Int).Mul(x, x), new(big.Int).Mul(y, y))
	}
	l := n2(abx, aby)
	t := new(big.Int).Add(new(big.Int).Mul(apx, abx), new(big.Int).Mul(apy, aby))
	switch {
	case l.Sign() == 0 || t.Sign() <= 0:
		return n2(apx, apy), bi(1)
	case t.Cmp(l) >= 0:
		return n2(bi(p.X-b.X), bi(p.Y-b.Y)), bi(1)
	}
	c := new(big.Int).Sub(new(big.Int).Mul(abx, apy), new(big.Int).Mul(aby, apx))
	return new(big.Int).Mul(c, c), l
}

func TestSegDistExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	coord := func(span int64) int64 {
		switch rng.IntN(4) {
		case 0:
			return MaxCoord - rng.Int64N(3)
		case 1:
			return -MaxCoord + rng.Int64N(3)
		}
		return rng.Int64N(2*span+1) - span
	}
	for i := range 100000 {
		span := int64(MaxCoord)
		if i%2 == 0 {
			span = 2 * Inch
		}
		p := Point{coord(span), coord(span)}
		a := Point{coord(span), coord(span)}
		b := Point{coord(span), coord(span)}
		num, den := bigSegDist2(p, a, b)
		// Floor distance.
		fd := segDistFloor(p, a, b)
		fd2 := new(big.Int).Mul(big.NewInt(fd), big.NewInt(fd))
		fd12 := new(big.Int).Mul(big.NewInt(fd+1), big.NewInt(fd+1))
		if new(big.Int).Mul(fd2, den).Cmp(num) > 0 || new(big.Int).Mul(fd12, den).Cmp(num) <= 0 {
			t.Fatalf("segDistFloor(%v, %v, %v) = %d, dist² = %v/%v", p, a, b, fd, num, den)
		}
		// Comparisons at, just below and just above the distance.
		for _, r := range []int64{fd - 1, fd, fd + 1, rng.Int64N(maxReach)} {
			if r < 0 {
				continue
			}
			r2 := new(big.Int).Mul(big.NewInt(r), big.NewInt(r))
			want := num.Cmp(new(big.Int).Mul(r2, den))
			if got := segDistCmp(p, a, b, r); got != want {
				t.Fatalf("segDistCmp(%v, %v, %v, %d) = %d, want %d", p, a, b, r, got, want)
			}
		}
	}
}

func TestTowardExactRounding(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 50000 {
		span := int64(4 * Inch)
		if i%3 == 0 {
			span = 1 << 30
		}
		if i%3 == 1 {
			span = 3
		}
		v := Point{rng.Int64N(2*span+1) - span, rng.Int64N(2*span+1) - span}
		d := rng.Int64N(2<<30) - 1<<30
		got := Toward(Point{}, v, d)
		if v == (Point{}) {
			if got != (Point{}) {
				t.Fatalf("Toward(0, 0, %d) = %v", d, got)
			}
			continue
		}
		n := new(big.Int).SetUint64(norm2(v))
		// c = round(x*d/sqrt(n)) ⇔ (2c-1)²n ≤ (2xd)² < (2c+1)²n for c > 0.
		for _, xc := range [][2]int64{{v.X, got.X}, {v.Y, got.Y}} {
			x, c := xc[0], xc[1]
			u := new(big.Int).Abs(new(big.Int).Mul(big.NewInt(2*x), big.NewInt(d)))
			u2 := new(big.Int).Mul(u, u)
			ac := c
			if ac < 0 {
				ac = -ac
			}
			lo := new(big.Int).Mul(big.NewInt((2*ac-1)*(2*ac-1)), n)
			hi := new(big.Int).Mul(big.NewInt((2*ac+1)*(2*ac+1)), n)
			if ac > 0 && lo.Cmp(u2) > 0 || hi.Cmp(u2) <= 0 || c != 0 && (c < 0) != ((x < 0) != (d < 0)) {
				t.Fatalf("Toward(0, %v, %d) = %v: coordinate %d of %d is not rounded", v, d, got, c, x)
			}
		}
	}
}

func TestTowardAway(t *testing.T) {
	a := Point{Inch, Inch}
	for _, tc := range []struct {
		got, want Point
	}{
		{Toward(a, a.Add(Point{3, 4}), 5*MM), a.Add(Point{3 * MM, 4 * MM})},
		{Toward(a, a.Add(Point{3, 4}), -5*MM), a.Sub(Point{3 * MM, 4 * MM})},
		{Away(a, a.Add(Point{3, 4}), 5*MM), a.Sub(Point{3 * MM, 4 * MM})},
		{Toward(a, a, Inch), a},
		{Away(a, a, Inch), a},
		{Toward(a, Point{0, Inch}, Inch), Point{0, Inch}},
		{Toward(a, a.Add(Point{1, 1}), 1000), a.Add(Point{707, 707})},
		{Toward(a, a.Add(Point{1, 1}), 3), a.Add(Point{2, 2})},
	} {
		if tc.got != tc.want {
			t.Errorf("got %v, want %v", tc.got, tc.want)
		}
	}
}

func TestMeasuring(t *testing.T) {
	a := Point{2 * Inch, 2 * Inch}
	for _, tc := range []struct {
		b         Point
		dist, gap int64
		contact   bool
		overlap   bool
	}{
		{a.Add(Point{3 * Inch, 4 * Inch}), 5 * Inch, 5*Inch - 25000, false, false},
		{a.Add(Point{25000, 0}), 25000, 0, true, false},
		{a.Add(Point{25000 + 254, 0}), 25254, 254, true, false},
		{a.Add(Point{25000 + 255, 0}), 25255, 255, false, false},
		{a.Add(Point{24999, 0}), 24999, 0, true, true},
		{a, 0, 0, true, true},
		{a.Add(Point{1, 1}), 1, 0, true, true},
	} {
		if got := Dist(a, tc.b); got != tc.dist {
			t.Errorf("Dist(%v, %v) = %d, want %d", a, tc.b, got, tc.dist)
		}
		if got := BaseDist(a, tc.b); got != tc.gap {
			t.Errorf("BaseDist(%v, %v) = %d, want %d", a, tc.b, got, tc.gap)
		}
		if got := InContact(a, tc.b); got != tc.contact {
			t.Errorf("InContact(%v, %v) = %v", a, tc.b, got)
		}
		if got := Overlap(a, tc.b); got != tc.overlap {
			t.Errorf("Overlap(%v, %v) = %v", a, tc.b, got)
		}
	}
	// Within is exact where BaseDist rounds: 3,4 -> 5 scaled, plus a hair.
	b := a.Add(Point{30000, 40000 + 1}) // 50000.0008µm apart
	if Within(a, b, 25000) || !Within(a, b, 25001) || BaseDist(a, b) != 25000 {
		t.Errorf("Within around 25000.0008: %v %v %d", Within(a, b, 25000), Within(a, b, 25001), BaseDist(a, b))
	}
	if Within(a, a, -1) || !Within(a, Point{MaxCoord, MaxCoord}, 1<<40) {
		t.Error("Within at the extremes")
	}
	for _, tc := range []struct {
		c  Point
		r  int64
		ok bool
	}{
		{Point{BaseRadius, BaseRadius}, BaseRadius, true},
		{Point{BaseRadius - 1, BaseRadius}, BaseRadius, false},
		{Point{FieldW - BaseRadius, FieldH - BaseRadius}, BaseRadius, true},
		{Point{FieldW - BaseRadius, FieldH - BaseRadius + 1}, BaseRadius, false},
		{Point{FieldW / 2, FieldH / 2}, FieldH / 2, true},
		{Point{FieldW / 2, FieldH / 2}, FieldH/2 + 1, false},
		{Point{0, 0}, -1, false},
	} {
		if got := OnField(tc.c, tc.r); got != tc.ok {
			t.Errorf("OnField(%v, %d) = %v", tc.c, tc.r, got)
		}
	}
}

// isqrt128 agrees with the definition: r² <= n < (r+1)².
func TestIsqrt128(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 128))
	check := func(hi, lo uint64) {
		r := isqrt128(hi, lo)
		h, l := bits.Mul64(r, r)
		h2, l2 := bits.Mul64(r+1, r+1)
		le := func(ah, al, bh, bl uint64) bool { return ah < bh || ah == bh && al <= bl }
		if !le(h, l, hi, lo) || le(h2, l2, hi, lo) {
			t.Fatalf("isqrt128(%d, %d) = %d", hi, lo, r)
		}
	}
	for range 100000 {
		hi := rng.Uint64() >> (4 + rng.IntN(60))
		lo := rng.Uint64()
		check(hi, lo)
		r := rng.Uint64() >> (34 + rng.IntN(30)) // perfect squares and their neighbours
		h, l := bits.Mul64(r, r)
		check(h, l)
		if l > 0 {
			check(h, l-1)
		}
	}
}
