package geom

import "math/bits"

// AttackLines is what JudgeLineOfAttack found about the lines of attack
// (18.1) from an attacker to a target.
type AttackLines struct {
	// OK reports that a line of attack exists: clear, and no longer than
	// the Maximum Range nor shorter than the Minimum Range.
	OK bool
	// Line is that line when OK: from the attacker's closest point to a
	// point of the target's edge.
	Line [2]Point
	// Length is the length of Line, rounded up (for the line to the
	// closest point, the distance between the bases).
	Length int64
	// Clear reports that some line judged crosses no high feature and
	// passes inside no other fighter's base, whatever its length.
	Clear bool
	// Shortest and Longest are the lengths of the shortest and the longest
	// clear lines judged (rounded up), when Clear.
	Shortest, Longest int64
}

// JudgeLineOfAttack judges the lines of attack (18.1) from the attacker at
// att to the target at tgt for an attack of range [minRange, maxRange]:
// "trace a line from the closest point on the edge of the attacker's base
// to any point on the edge of the target's base without the line crossing
// any high obstacles or other fighters. The line of attack may not be
// longer than the attack's Maximum Range attribute, or shorter than its
// Minimum Range attribute."
//
// The attacker's closest point is the point of its edge on the line between
// the centres. The points of the target's edge aimed at (see aimPoints)
// are those that face the attacker, so that the line reaches them without
// entering the target's base: the point closest to the attacker, the
// points where the edge is exactly Maximum Range and exactly Minimum Range
// away, the 32 evenly spaced points (each taken where the line to it first
// meets the edge) and the two tangent points. A line is
// clear when it crosses no high feature and passes strictly inside the
// base of none of the fighters centred at others (every fighter but the
// attacker and the target). Its length is the distance between its two
// ends, compared exactly; the line to the closest point is as long as the
// distance between the bases (8.0).
//
// It stops at the first line of attack found, so Clear, Shortest and
// Longest describe every line only when OK is false.
func (f *Field) JudgeLineOfAttack(att, tgt Point, others []Point, minRange, maxRange int64) AttackLines {
	return f.judgeLines(att, tgt, others, minRange, maxRange, true)
}

// HasLineOfAttack reports whether JudgeLineOfAttack finds a line of
// attack; it skips the lines whose length is out of range, which only the
// explanations need.
func (f *Field) HasLineOfAttack(att, tgt Point, others []Point, minRange, maxRange int64) bool {
	return f.judgeLines(att, tgt, others, minRange, maxRange, false).OK
}

// judgeLines is JudgeLineOfAttack; with full false it judges only the lines
// whose length is in range.
func (f *Field) judgeLines(att, tgt Point, others []Point, minRange, maxRange int64, full bool) AttackLines {
	var out AttackLines
	if att == tgt || maxRange < 0 || minRange > maxRange {
		return out
	}
	ap := closestPoint(att, tgt)
	clear := func(s Point) bool {
		return !throughFighter(ap, s, others) && !f.crossesAny(ap, s, High, nil)
	}
	note := func(s Point, n int64) bool {
		if !clear(s) {
			return false
		}
		if !out.Clear {
			out.Clear, out.Shortest, out.Longest = true, n, n
		}
		out.Shortest, out.Longest = min(out.Shortest, n), max(out.Longest, n)
		return true
	}
	// The line to the closest point: its length is the distance between
	// the bases, compared exactly on the centres.
	near := Toward(tgt, att, BaseRadius)
	inMax := Within(att, tgt, maxRange)
	inMin := BaseDist(att, tgt) >= minRange // exact: minRange is whole
	nearLen := BaseDist(att, tgt) + ceilFrac(att, tgt)
	if (full || inMax && inMin) && note(near, nearLen) && inMax && inMin {
		out.OK, out.Line, out.Length = true, [2]Point{ap, near}, nearLen
		return out
	}
	if !inMax {
		// Every line is at least as long as the distance between the bases.
		return out
	}
	if !full && minRange > 0 {
		// No line is longer than the tangents from ap to the edge.
		if d2 := norm2(ap.Sub(tgt)); d2 <= sq(BaseRadius) || d2-sq(BaseRadius) < sqU(minRange)-uint64(2*minRange) {
			return out
		}
	}
	for _, s := range aimPoints(tgt, ap, minRange, maxRange) {
		if s == near {
			continue
		}
		n2 := norm2(s.Sub(ap))
		in := n2 <= sqU(maxRange) && n2 >= sqU(max(minRange, 0))
		if !full && !in {
			continue
		}
		if note(s, ceilSqrt(n2)) && in {
			out.OK, out.Line, out.Length = true, [2]Point{ap, s}, ceilSqrt(n2)
			return out
		}
	}
	return out
}

// LineOfAttack reports whether the attacker at att has a line of attack
// (18.1) to the target at tgt within [minRange, maxRange], and returns one
// such line, from the attacker's closest point to a point of the target's
// edge, for drawing. See JudgeLineOfAttack.
func (f *Field) LineOfAttack(att, tgt Point, others []Point, minRange, maxRange int64) (ok bool, line [2]Point) {
	j := f.JudgeLineOfAttack(att, tgt, others, minRange, maxRange)
	return j.OK, j.Line
}

// ceilFrac is 1 when the distance between the centres a and b is not a
// whole number of micrometres, so that BaseDist + ceilFrac is the distance
// between the bases rounded up.
func ceilFrac(a, b Point) int64 {
	n := norm2(b.Sub(a))
	if s := isqrt64(n); s*s == n {
		return 0
	}
	return 1
}

// sqU returns r*r for 0 <= r, saturating beyond maxReach.
func sqU(r int64) uint64 {
	if r >= maxReach {
		return 1<<64 - 1
	}
	return sq(max(r, 0))
}

// facing reports whether the point s of the edge of the base at tgt faces
// the point ap: a line from ap reaches s without entering the base, that
// is the line meets the radius at s at a right or obtuse angle.
func facing(tgt, ap, s Point) bool { return dot(s.Sub(tgt), s.Sub(ap)) <= 0 }

// aimPoints returns the points of the edge of the target's base at tgt
// that a line of attack from ap may aim at, other than the closest one:
// on each side of the line between ap and tgt, the point whose distance
// from ap is Maximum Range (when the edge reaches that far), then the one
// at Minimum Range (when the range has one); the facing ones of the 32
// evenly spaced points of the edge; and last the two points where the
// tangents from ap touch the edge, the furthest a line may aim. The range
// points are rounded to a micrometre inside the range.
func aimPoints(tgt, ap Point, minRange, maxRange int64) []Point {
	out := make([]Point, 0, 36)
	for _, side := range [2]int64{1, -1} {
		if s, ok := edgePointAt(tgt, ap, maxRange, side, false); ok {
			out = append(out, s)
		}
		if minRange > 0 {
			if s, ok := edgePointAt(tgt, ap, minRange, side, true); ok {
				out = append(out, s)
			}
		}
	}
	for _, t := range ring32 {
		p := ringPoint(tgt, t, BaseRadius)
		if !facing(tgt, ap, p) {
			// A line to a point on the far side meets the edge first, where
			// it enters the base: that point is aimed at instead.
			var ok bool
			if p, ok = entryPoint(ap, p, tgt); !ok {
				continue
			}
		}
		out = append(out, p)
	}
	for _, p := range tangentsFrom(ap, tgt, BaseRadius) {
		if facing(tgt, ap, p) {
			out = append(out, p)
		}
	}
	return out
}

// edgePointAt returns the point of the edge of the base at tgt, on the
// given side (1 left, -1 right of the line from tgt to ap), whose distance
// from ap is l, rounded to a micrometre point whose distance is at most l
// (atLeast false) or at least l (atLeast true). It reports false when no
// facing point of the edge is that far, when the nearest point already is,
// or when the numbers leave the exact domain.
//
// With u = ap - tgt, D² = |u|², R the base radius and n = u turned a right
// angle, the point is tgt + (q·u ± sqrt(4R²D² - q²)·n) / (2D²) where
// q = R² + D² - l², from the law of cosines.
func edgePointAt(tgt, ap Point, l, side int64, atLeast bool) (Point, bool) {
	u := ap.Sub(tgt)
	d2 := norm2(u)
	const r2 = uint64(BaseRadius) * BaseRadius
	if l <= 0 || l >= maxReach || d2 <= r2 || d2 >= 1<<40 {
		return Point{}, false
	}
	// The facing arc runs from the closest point (D - R away) to the
	// tangent points (sqrt(D² - R²) away).
	l2 := sq(l)
	if l2 >= d2-r2 || l2+2*BaseRadius*uint64(Isqrt(int64(d2))) <= d2+r2 {
		return Point{}, false
	}
	n := Point{-u.Y, u.X}
	for try := int64(0); try < 4; try++ {
		ll := l - try
		if atLeast {
			ll = l + try
		}
		q := int64(r2) + int64(d2) - int64(sq(ll)) // > 0 on the facing arc
		if q <= 0 {
			return Point{}, false
		}
		// h = sqrt(4R²D² - q²) in 128 bits.
		ahi, alo := bits.Mul64(4*r2, d2)
		bhi, blo := bits.Mul64(uint64(q), uint64(q))
		lo, borrow := bits.Sub64(alo, blo, 0)
		hi, _ := bits.Sub64(ahi, bhi, borrow)
		if hi>>63 != 0 {
			return Point{}, false
		}
		h := int64(isqrt128(hi, lo))
		den := int64(2 * d2)
		s := Point{
			X: tgt.X + divRound(q*u.X+side*h*n.X, den),
			Y: tgt.Y + divRound(q*u.Y+side*h*n.Y, den),
		}
		m := norm2(s.Sub(ap))
		if (!atLeast && m <= l2 || atLeast && m >= l2) && facing(tgt, ap, s) {
			return s, true
		}
	}
	return Point{}, false
}

// isqrt128 returns floor(sqrt(hi·2⁶⁴ + lo)).
func isqrt128(hi, lo uint64) uint64 {
	if hi == 0 {
		return isqrt64(lo)
	}
	var r uint64
	for bit := uint64(1) << 63; bit != 0; bit >>= 1 {
		c := r | bit
		h, l := bits.Mul64(c, c)
		if h < hi || h == hi && l <= lo {
			r = c
		}
	}
	return r
}

// entryPoint returns where the segment from ap (outside the base at tgt) to
// s first meets the edge of the base: the first of the points
// ap + (s-ap)·k/2²⁰ within BaseRadius of tgt, found by bisection on the
// part of the segment that approaches tgt. It reports false when the
// segment misses the base.
func entryPoint(ap, s, tgt Point) (Point, bool) {
	const one = 1 << 20
	d := s.Sub(ap)
	n := norm2(d)
	if n == 0 || n >= 1<<40 {
		return Point{}, false
	}
	at := func(k int64) Point {
		return Point{ap.X + divRound(d.X*k, one), ap.Y + divRound(d.Y*k, one)}
	}
	inside := func(k int64) bool { return norm2(at(k).Sub(tgt)) <= sq(BaseRadius) }
	// the point of the segment nearest tgt
	kMin := min(max(divRound(-dot(d, ap.Sub(tgt))*one, int64(n)), 0), one)
	if !inside(kMin) || inside(0) {
		return Point{}, false
	}
	lo, hi := int64(0), kMin
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if inside(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return at(hi), true
}
