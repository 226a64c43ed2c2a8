package geom

// Waypoint placement for Mover.Reach. All trigonometry is in these tables,
// computed offline and scaled by trigScale.

const (
	trigScale = 1_000_000
	// waypointMargin is the extra clearance, beyond the base's radius, at
	// which waypoints are placed around obstacles.
	waypointMargin = 200
	// cornerClear is the distance of a corner waypoint from the edges it
	// rounds.
	cornerClear = BaseRadius + waypointMargin
	// blockerRing is the radius of the twelve waypoints around a blocker:
	// (2*BaseRadius + margin) / cos(15°), rounded up, so that the chord
	// between neighbouring waypoints keeps 2*BaseRadius + margin from the
	// blocker's centre.
	blockerRing = 26089
)

// ring12 holds cos and sin of k*30°, scaled by trigScale.
var ring12 = [12][2]int64{
	{1000000, 0}, {866025, 500000}, {500000, 866025}, {0, 1000000},
	{-500000, 866025}, {-866025, 500000}, {-1000000, 0}, {-866025, -500000},
	{-500000, -866025}, {0, -1000000}, {500000, -866025}, {866025, -500000},
}

// ring32 holds cos and sin of k*11.25°, scaled by trigScale.
var ring32 = [32][2]int64{
	{1000000, 0}, {980785, 195090}, {923880, 382683}, {831470, 555570},
	{707107, 707107}, {555570, 831470}, {382683, 923880}, {195090, 980785},
	{0, 1000000}, {-195090, 980785}, {-382683, 923880}, {-555570, 831470},
	{-707107, 707107}, {-831470, 555570}, {-923880, 382683}, {-980785, 195090},
	{-1000000, 0}, {-980785, -195090}, {-923880, -382683}, {-831470, -555570},
	{-707107, -707107}, {-555570, -831470}, {-382683, -923880}, {-195090, -980785},
	{0, -1000000}, {195090, -980785}, {382683, -923880}, {555570, -831470},
	{707107, -707107}, {831470, -555570}, {923880, -382683}, {980785, -195090},
}

// divRound returns n/d rounded to nearest, halves away from zero; d > 0.
func divRound(n, d int64) int64 {
	if n < 0 {
		return -((-n + d/2) / d)
	}
	return (n + d/2) / d
}

// ringPoint returns c plus the table direction t scaled to length r.
func ringPoint(c Point, t [2]int64, r int64) Point {
	return Point{c.X + divRound(t[0]*r, trigScale), c.Y + divRound(t[1]*r, trigScale)}
}

// clampToField moves p so that a base centred there is on the battlefield.
func clampToField(p Point) Point {
	p.X = min(max(p.X, BaseRadius), FieldW-BaseRadius)
	p.Y = min(max(p.Y, BaseRadius), FieldH-BaseRadius)
	return p
}

// cornerWaypoints appends the waypoints rounding the convex corners of
// poly. At a corner whose edges turn by at most 90° the waypoint is the
// miter point, cornerClear from both edge lines; sharper corners get two
// miter points, each rounding half the turn, so every chord between them
// stays cornerClear from the corner.
func cornerWaypoints(dst []Point, poly []Point) []Point {
	n := len(poly)
	s := int64(orientSign(poly))
	if n < 3 || s == 0 {
		return dst
	}
	for i, v := range poly {
		u, w := poly[(i+n-1)%n], poly[(i+1)%n]
		e1, e2 := v.Sub(u), w.Sub(v)
		if s*int64(sign(cross(e1, e2))) <= 0 {
			continue // reflex or straight: paths never bend here
		}
		// Outward unit normals, scaled by trigScale (interior is on the
		// side s of each edge).
		n1 := along(Point{s * e1.Y, -s * e1.X}, trigScale)
		n2 := along(Point{s * e2.Y, -s * e2.X}, trigScale)
		if dot(n1, n2) >= 0 {
			dst = append(dst, miter(v, n1, n2))
			continue
		}
		mid := n1.Add(n2)
		if mid == (Point{}) {
			continue // a spike folding back on itself
		}
		m := along(mid, trigScale)
		dst = append(dst, miter(v, n1, m), miter(v, m, n2))
	}
	return dst
}

// miter returns the point cornerClear from both lines through v with unit
// normals a and b (scaled by trigScale, at most 90° apart):
// v + cornerClear*(a+b)/(1+a·b).
func miter(v, a, b Point) Point {
	den := trigScale*trigScale + dot(a, b) // >= trigScale² (rounding aside)
	sum := a.Add(b)
	return Point{
		v.X + divRound(sum.X*cornerClear*trigScale, den),
		v.Y + divRound(sum.Y*cornerClear*trigScale, den),
	}
}

// blockerWaypoints appends the twelve waypoints around a blocker at c.
func blockerWaypoints(dst []Point, c Point) []Point {
	for _, t := range ring12 {
		dst = append(dst, ringPoint(c, t, blockerRing))
	}
	return dst
}
