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
	inMax := Within(att, tgt, maxRange)
	if !full && !inMax {
		return out // every line is at least as long as the distance between the bases
	}
	ap := closestPoint(att, tgt)
	clear := func(s Point) bool {
		return !throughFighter(ap, s, others) && !f.crossesAny(ap, s, High, nil)
	}
	// note records a clear line of length n (rounded up, found when asked)
	// and reports whether the line is clear; only full judging needs the
	// lengths of clear lines.
	note := func(s Point, n func() int64) bool {
		if !clear(s) {
			return false
		}
		if full {
			l := n()
			if !out.Clear {
				out.Shortest, out.Longest = l, l
			}
			out.Shortest, out.Longest = min(out.Shortest, l), max(out.Longest, l)
		}
		out.Clear = true
		return true
	}
	// The line to the closest point: its length is the distance between
	// the bases, compared exactly on the centres.
	near := Toward(tgt, att, BaseRadius)
	inMin := minRange <= 0 || norm2(tgt.Sub(att)) >= sqU(minRange+2*BaseRadius)
	nearLen := func() int64 { return BaseDist(att, tgt) + ceilFrac(att, tgt) }
	if (full || inMin) && note(near, nearLen) && inMax && inMin {
		out.OK, out.Line, out.Length = true, [2]Point{ap, near}, nearLen()
		return out
	}
	if !inMax {
		return out
	}
	if !full && minRange > 0 {
		// No line is longer than the tangents from ap to the edge.
		if d2 := norm2(ap.Sub(tgt)); d2 <= sq(BaseRadius) || d2-sq(BaseRadius) < sqU(minRange)-uint64(2*minRange) {
			return out
		}
	}
	eachAim(tgt, ap, minRange, maxRange, func(s Point) bool {
		if s == near {
			return true
		}
		n2 := norm2(s.Sub(ap))
		in := n2 <= sqU(maxRange) && n2 >= sqU(max(minRange, 0))
		if !full && !in {
			return true
		}
		length := func() int64 { return ceilSqrt(n2) }
		if note(s, length) && in {
			out.OK, out.Line, out.Length = true, [2]Point{ap, s}, length()
			return false
		}
		return true
	})
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

// eachAim calls fn with each point of the edge of the target's base at tgt
// that a line of attack from ap may aim at, other than the closest one,
// until fn returns false: on each side of the line between ap and tgt, the
// point whose distance from ap is Maximum Range (when the edge reaches that
// far), then the one at Minimum Range (when the range has one), rounded to
// a micrometre inside the range; the facing ones of the 32 evenly spaced
// points of the edge; the two points where the tangents from ap touch the
// edge, the furthest a line may aim; and last, for each of the 32 points
// on the far side, the point where the line from ap to it first meets the
// edge.
func eachAim(tgt, ap Point, minRange, maxRange int64, fn func(Point) bool) {
	for _, side := range [2]int64{1, -1} {
		if s, ok := edgePointAt(tgt, ap, maxRange, side, false); ok && !fn(s) {
			return
		}
		if minRange > 0 {
			if s, ok := edgePointAt(tgt, ap, minRange, side, true); ok && !fn(s) {
				return
			}
		}
	}
	var far [32]Point
	nf := 0
	for _, t := range ring32 {
		p := ringPoint(tgt, t, BaseRadius)
		if !facing(tgt, ap, p) {
			far[nf] = p
			nf++
		} else if !fn(p) {
			return
		}
	}
	for _, p := range tangentsFrom(ap, tgt, BaseRadius) {
		if facing(tgt, ap, p) && !fn(p) {
			return
		}
	}
	for _, p := range far[:nf] {
		// A line to a point on the far side meets the edge first, where it
		// enters the base: that point is aimed at instead.
		if e, ok := entryPoint(ap, p, tgt); ok && !fn(e) {
			return
		}
	}
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

// isqrt128 returns floor(sqrt(hi·2⁶⁴ + lo)), by Newton's method from
// above.
func isqrt128(hi, lo uint64) uint64 {
	if hi == 0 {
		return isqrt64(lo)
	}
	if hi >= 1<<60 {
		return 1<<64 - 1 // beyond the domain
	}
	x := uint64(1) << ((bits.Len64(hi) + 64 + 1) / 2) // x >= sqrt: hi < x
	for {
		q, _ := bits.Div64(hi, lo, x) // hi < x, so the quotient fits
		y := (x + q) >> 1
		if y >= x {
			return x
		}
		x = y
	}
}

// entryPoint returns where the segment from ap (outside the base at tgt)
// to s first meets the edge of the base, rounded to the micrometre: with
// d = s - ap and w = ap - tgt, the point ap + t·d for the smaller root t
// of |w + t·d|² = R², t = (-(d·w) - sqrt((d·w)² - |d|²(|w|² - R²))) / |d|².
// It reports false when the segment misses the base.
func entryPoint(ap, s, tgt Point) (Point, bool) {
	d, w := s.Sub(ap), ap.Sub(tgt)
	dd := norm2(d)
	ww := norm2(w)
	if dd == 0 || dd >= 1<<40 || ww >= 1<<40 || ww <= sq(BaseRadius) {
		return Point{}, false
	}
	dw := dot(d, w)
	if dw >= 0 {
		return Point{}, false // moving away from the base
	}
	// disc = dw² - dd·(ww - R²), in 128 bits
	ah, al := bits.Mul64(abs64(dw), abs64(dw))
	bh, bl := bits.Mul64(dd, ww-sq(BaseRadius))
	lo, borrow := bits.Sub64(al, bl, 0)
	hi, borrow2 := bits.Sub64(ah, bh, borrow)
	if borrow2 != 0 {
		return Point{}, false // the line misses the base
	}
	num := -dw - int64(isqrt128(hi, lo)) // t·dd, with -dw < 2⁴¹
	if num < 0 || uint64(num) > dd {
		return Point{}, false // the base is not met between ap and s
	}
	return Point{ap.X + divRound(d.X*num, int64(dd)), ap.Y + divRound(d.Y*num, int64(dd))}, true
}
