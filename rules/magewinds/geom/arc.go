package geom

// Tangents and arcs for Mover.Steps. Directions are integer vectors of
// length about dirScale.

const (
	dirScale = 1 << 20
	// cosArc is cos(1/32) scaled by 10⁶, rounded down: arcs are followed
	// with a corner at least every 1/32 radian.
	cosArc = 999511
)

// tangentsFrom returns the points where the two tangents from p touch the
// circle centred at c with radius r (rounded to the micrometre, no
// further than r from c), or none when p is not outside the circle.
func tangentsFrom(p, c Point, r int64) []Point {
	d := p.Sub(c)
	d2 := norm2(d)
	if d2 <= sq(r) {
		return nil
	}
	h := Isqrt(int64(d2 - sq(r)))
	n := Point{-d.Y, d.X}
	den := int64(d2)
	out := make([]Point, 0, 2)
	for _, s := range [2]int64{1, -1} {
		out = append(out, Point{
			X: c.X + divRound(r*r*d.X+s*r*h*n.X, den),
			Y: c.Y + divRound(r*r*d.Y+s*r*h*n.Y, den),
		})
	}
	return out
}

// bitangents returns the common tangents of the circles (c1, r1) and
// (c2, r2), each as the points where it touches the first and the second
// circle: the two outer ones (when neither circle holds the other) and the
// two inner ones (when the circles are apart).
func bitangents(c1 Point, r1 int64, c2 Point, r2 int64) [][2]Point {
	d := c2.Sub(c1)
	d2 := norm2(d)
	if d2 == 0 {
		return nil
	}
	n := Point{-d.Y, d.X}
	den := int64(d2)
	var out [][2]Point
	for _, inner := range [2]bool{false, true} {
		k := r1 - r2
		if inner {
			k = r1 + r2
		}
		if d2 <= sq(abs(k)) {
			continue
		}
		h := Isqrt(int64(d2 - sq(abs(k))))
		for _, s := range [2]int64{1, -1} {
			// the unit normal of the tangent, times d²
			nx, ny := k*d.X+s*h*n.X, k*d.Y+s*h*n.Y
			t1 := Point{c1.X + divRound(r1*nx, den), c1.Y + divRound(r1*ny, den)}
			sgn := int64(1)
			if inner {
				sgn = -1
			}
			t2 := Point{c2.X + sgn*divRound(r2*nx, den), c2.Y + sgn*divRound(r2*ny, den)}
			out = append(out, [2]Point{t1, t2})
		}
	}
	return out
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// arcPoints returns the path from a round the circle (c, r) to b, going
// anticlockwise for o = 1 and clockwise for o = -1: the corners of the
// polygon circumscribing the circle whose sides touch it at the directions
// of a and of b and at least every 1/32 radian between, then b. Each side
// keeps at least r from c (but for rounding), so the path stays outside the
// circle; a and b should lie at about r from c (a may lie closer, as a base
// standing against the obstacle does).
func arcPoints(c Point, r int64, a, b Point, o int8) []Point {
	if a == c || b == c {
		return []Point{b}
	}
	ua, ub := along(a.Sub(c), dirScale), along(b.Sub(c), dirScale)
	if ua == ub {
		if a == b {
			return nil
		}
		return []Point{b}
	}
	dirs := []Point{ua}
	cur := ua
	for i := 0; i < 5; i++ {
		q := rot90(cur, o)
		if int64(o)*cross(cur, ub) >= 0 && dot(cur, ub) >= 0 {
			dirs = splitArc(dirs, cur, ub)
			break
		}
		dirs = splitArc(dirs, cur, q)
		cur = q
	}
	out := make([]Point, 0, len(dirs))
	for i := 1; i < len(dirs); i++ {
		out = append(out, miterPoint(c, r, dirs[i-1], dirs[i]))
	}
	return append(out, b)
}

// rot90 turns u a right angle anticlockwise (o = 1) or clockwise.
func rot90(u Point, o int8) Point {
	if o > 0 {
		return Point{-u.Y, u.X}
	}
	return Point{u.Y, -u.X}
}

// splitArc appends the directions after u up to v (at most a right angle
// apart), halving until neighbours are at most 1/32 radian apart.
func splitArc(dst []Point, u, v Point) []Point {
	if u == v {
		return dst
	}
	if dot(u, v)*1_000_000 >= cosArc*dirScale*dirScale {
		return append(dst, v)
	}
	m := along(u.Add(v), dirScale)
	dst = splitArc(dst, u, m)
	return splitArc(dst, m, v)
}

// miterPoint returns where the tangents to the circle (c, r) at the
// directions u and v (of length dirScale, at most a right angle apart)
// meet: c + r(û + v̂)/(1 + û·v̂).
func miterPoint(c Point, r int64, u, v Point) Point {
	den := dirScale*dirScale + dot(u, v)
	s := u.Add(v)
	return Point{
		X: c.X + divRound(s.X*r*dirScale, den),
		Y: c.Y + divRound(s.Y*r*dirScale, den),
	}
}
