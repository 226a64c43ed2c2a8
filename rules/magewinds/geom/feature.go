package geom

import (
	"fmt"
	"strings"
)

// Height is a terrain feature's height class (7.0).
type Height uint8

// The height classes of terrain features.
const (
	// Ground is flat terrain, ignored for movement, sight and cover.
	Ground Height = iota
	// Low is an obstacle under 1" tall: it may be crossed but not stood on.
	Low
	// Medium is an obstacle from 1" to 1½" tall: it cannot be crossed and
	// gives cover, but does not block sight.
	Medium
	// High is an obstacle over 1½" tall: it cannot be crossed and blocks
	// sight and lines of attack.
	High
)

var heightNames = [...]string{"ground", "low", "medium", "high"}

// String returns the height's name: "ground", "low", "medium" or "high".
func (h Height) String() string {
	if int(h) < len(heightNames) {
		return heightNames[h]
	}
	return fmt.Sprintf("height(%d)", uint8(h))
}

// ParseHeight reads a height name as written by Height.String, ignoring case
// and surrounding spaces.
func ParseHeight(s string) (Height, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for i, n := range heightNames {
		if n == t {
			return Height(i), nil
		}
	}
	return 0, fmt.Errorf("geom: unknown height %q (want ground, low, medium or high)", s)
}

// Feature is a terrain feature (7.0): a simple polygon, given by its
// vertices in either winding, with a height class. Parts outside the
// battlefield do not matter.
type Feature struct {
	Name   string
	Height Height
	Poly   []Point
}

// poly returns the feature's vertices, none for a nil feature.
func (f *Feature) poly() []Point {
	if f == nil {
		return nil
	}
	return f.Poly
}

// Contains reports whether p lies inside the feature or on its boundary.
func (f *Feature) Contains(p Point) bool { return locate(f.poly(), p) >= 0 }

// DistTo returns the distance from p to the feature, rounded down: 0 when p
// is inside or on the boundary. An empty feature (fewer than three vertices)
// is infinitely far: DistTo returns math.MaxInt64.
func (f *Feature) DistTo(p Point) int64 {
	poly := f.poly()
	if len(poly) < 3 {
		return 1<<63 - 1
	}
	if locate(poly, p) >= 0 {
		return 0
	}
	best := int64(1<<63 - 1)
	a := poly[len(poly)-1]
	for _, b := range poly {
		best = min(best, segDistFloor(p, a, b))
		a = b
	}
	return best
}

// DiscOverlaps reports whether the disc of radius r centred at c shares
// area with the feature: the distance from c to the feature is strictly
// less than r, so a disc touching an edge does not overlap. A disc of radius
// 0 overlaps only when c is strictly inside.
func (f *Feature) DiscOverlaps(c Point, r int64) bool {
	if r <= 0 {
		return r == 0 && locate(f.poly(), c) == 1
	}
	return polyDistCmp(f.poly(), c, r) < 0
}

// SegmentCrosses reports whether the segment a-b passes through the
// feature's interior. Touching the boundary, grazing a vertex or running
// along an edge does not count as crossing; entering the interior, even
// only at a corner, does.
func (f *Feature) SegmentCrosses(a, b Point) bool { return segCrossesPoly(f.poly(), a, b) }

// CapsuleHits reports whether a disc of radius r moving in a straight line
// from a to b overlaps the feature at any moment, strictly as DiscOverlaps:
// sliding along an edge at exactly r does not hit. For r <= 0 it is
// SegmentCrosses.
func (f *Feature) CapsuleHits(a, b Point, r int64) bool {
	if r <= 0 {
		return segCrossesPoly(f.poly(), a, b)
	}
	return capsuleHits(f.poly(), a, b, r)
}

// Validate checks that the feature is a simple polygon: a known height, at
// least three vertices within MaxCoord, no repeated consecutive vertices, no
// two edges touching except neighbours at their shared vertex, and non-zero
// area. Errors name the feature.
func (f *Feature) Validate() error {
	if f == nil {
		return fmt.Errorf("geom: nil feature")
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("geom: feature %q: %s", f.Name, fmt.Sprintf(format, args...))
	}
	if f.Height > High {
		return bad("unknown height %d", uint8(f.Height))
	}
	p := f.Poly
	n := len(p)
	if n < 3 {
		return bad("has %d vertices, want at least 3", n)
	}
	for i, v := range p {
		if v.X < -MaxCoord || v.X > MaxCoord || v.Y < -MaxCoord || v.Y > MaxCoord {
			return bad("vertex %d (%v) is out of range", i, v)
		}
		if v == p[(i+1)%n] {
			return bad("vertex %d (%v) repeats", i, v)
		}
	}
	for i := range n {
		a, b := p[i], p[(i+1)%n]
		for j := i + 1; j < n; j++ {
			c, d := p[j], p[(j+1)%n]
			switch {
			case j == i+1: // share b == c
				if orient(a, b, d) == 0 && dot(a.Sub(b), d.Sub(c)) > 0 {
					return bad("edges %d and %d fold back on each other", i, j)
				}
			case i == 0 && j == n-1: // share a == d
				if orient(c, a, b) == 0 && dot(c.Sub(a), b.Sub(a)) > 0 {
					return bad("edges %d and %d fold back on each other", i, j)
				}
			default:
				if segsIntersect(a, b, c, d) {
					return bad("edges %d and %d intersect", i, j)
				}
			}
		}
	}
	if orientSign(p) == 0 {
		return bad("has no area")
	}
	return nil
}
