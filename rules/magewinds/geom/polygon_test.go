package geom

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// pts turns x, y pairs (in whole millimetres) into points.
func pts(xy ...int64) []Point {
	out := make([]Point, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, Point{xy[i] * MM, xy[i+1] * MM})
	}
	return out
}

// An L-shaped feature, 0..20mm square with the 10..20 x 10..20 quarter cut
// away:
//
//	y=0  ####
//	     ####
//	y=10 ##..
//	     ##..
func lShape() []Point { return pts(0, 0, 20, 0, 20, 10, 10, 10, 10, 20, 0, 20) }

func TestContainsAndDistTo(t *testing.T) {
	for _, poly := range [][]Point{lShape(), reversed(lShape())} {
		f := &Feature{Name: "L", Height: High, Poly: poly}
		for _, tc := range []struct {
			p      Point
			inside bool
			dist   int64
		}{
			{Point{5 * MM, 5 * MM}, true, 0},
			{Point{0, 0}, true, 0},             // vertex
			{Point{15 * MM, 10 * MM}, true, 0}, // on an edge
			{Point{10 * MM, 10 * MM}, true, 0}, // reflex vertex
			{Point{15 * MM, 15 * MM}, false, 5 * MM},
			{Point{11 * MM, 12 * MM}, false, MM}, // in the notch, nearest the inner edge
			{Point{-3 * MM, -4 * MM}, false, 5 * MM},
			{Point{30 * MM, 5 * MM}, false, 10 * MM},
			{Point{21 * MM, 11 * MM}, false, 1414},
		} {
			if got := f.Contains(tc.p); got != tc.inside {
				t.Errorf("Contains(%v) = %v", tc.p, got)
			}
			if got := f.DistTo(tc.p); got != tc.dist {
				t.Errorf("DistTo(%v) = %d, want %d", tc.p, got, tc.dist)
			}
		}
	}
	empty := &Feature{Poly: pts(0, 0, 1, 1)}
	if empty.Contains(Point{}) || empty.DistTo(Point{}) != 1<<63-1 || empty.SegmentCrosses(Point{}, Point{MM, MM}) {
		t.Error("a two-vertex feature is not empty")
	}
}

func reversed(p []Point) []Point {
	q := slices.Clone(p)
	slices.Reverse(q)
	return q
}

func TestDiscOverlaps(t *testing.T) {
	f := &Feature{Name: "L", Height: High, Poly: lShape()}
	for _, tc := range []struct {
		c       Point
		r       int64
		overlap bool
	}{
		{Point{-5 * MM, 5 * MM}, 5 * MM, false}, // touching the left edge
		{Point{-5 * MM, 5 * MM}, 5*MM + 1, true},
		{Point{15 * MM, 15 * MM}, 5 * MM, false}, // in the notch, touching both inner edges
		{Point{15 * MM, 15 * MM}, 5*MM + 1, true},
		{Point{23 * MM, 24 * MM}, 5 * MM, false}, // diagonal from a corner it cannot reach
		{Point{5 * MM, 5 * MM}, 1, true},
		{Point{0, 0}, 1, true},
		{Point{0, 0}, 0, false},
		{Point{5 * MM, 5 * MM}, 0, true},
		{Point{5 * MM, 5 * MM}, -1, false},
	} {
		if got := f.DiscOverlaps(tc.c, tc.r); got != tc.overlap {
			t.Errorf("DiscOverlaps(%v, %d) = %v", tc.c, tc.r, got)
		}
	}
}

func TestSegmentCrosses(t *testing.T) {
	p := func(x, y int64) Point { return Point{x * MM, y * MM} }
	for _, poly := range [][]Point{lShape(), reversed(lShape())} {
		f := &Feature{Name: "L", Height: High, Poly: poly}
		for _, tc := range []struct {
			a, b  Point
			cross bool
			why   string
		}{
			{p(-5, 5), p(25, 5), true, "straight through"},
			{p(-5, 0), p(25, 0), false, "along the top edge"},
			{p(-5, -5), p(5, 5), true, "into the interior through a corner"},
			{p(-5, 5), p(5, -5), false, "touching the corner tangentially"},
			{p(15, 15), p(25, 5), false, "grazing the outer corner at 20,10 from the notch"},
			{p(12, 12), p(10, 10), false, "ending at the reflex corner from the notch"},
			{p(12, 12), p(8, 8), true, "through the reflex corner into the interior"},
			{p(20, 10), p(30, 10), false, "from the outer corner away along an edge's line"},
			{p(2, 2), p(3, 3), true, "wholly inside"},
			{p(-5, 5), p(0, 5), false, "ending on the boundary from outside"},
			{p(0, 5), p(3, 5), true, "starting on the boundary going in"},
			{p(0, 5), p(-3, 5), false, "starting on the boundary going out"},
			{p(10, 10), p(10, 10), false, "a point on the boundary"},
			{p(5, 5), p(5, 5), true, "a point inside"},
			{p(10, 30), p(10, 15), false, "down the notch's inner edge"},
			{p(10, 30), p(10, 5), true, "down the notch's inner edge and on into the interior"},
			{p(25, 10), p(5, 10), true, "along the notch's top edge into the interior"},
			{p(0, 25), p(25, 0), true, "diagonal from the left edge to the top, across the notch"},
		} {
			if got := f.SegmentCrosses(tc.a, tc.b); got != tc.cross {
				t.Errorf("%s: SegmentCrosses(%v, %v) = %v", tc.why, tc.a, tc.b, got)
			}
			if got := f.SegmentCrosses(tc.b, tc.a); got != tc.cross {
				t.Errorf("%s: SegmentCrosses(%v, %v) = %v (reversed)", tc.why, tc.b, tc.a, got)
			}
		}
	}
}

// smallPolygon returns a random valid polygon with coordinates 0..4.
func smallPolygon(rng *rand.Rand) []Point {
	for {
		n := 3 + rng.IntN(4)
		poly := make([]Point, n)
		for i := range poly {
			poly[i] = Point{rng.Int64N(5), rng.Int64N(5)}
		}
		f := Feature{Poly: poly}
		if f.Validate() == nil {
			return poly
		}
	}
}

func scale(poly []Point, k int64) []Point {
	out := make([]Point, len(poly))
	for i, p := range poly {
		out[i] = Point{p.X * k, p.Y * k}
	}
	return out
}

// TestSegmentCrossesSampled checks SegmentCrosses against the segment's
// points at every 1/2048 of its length, exactly (the polygon is scaled up
// instead): on a 0..4 grid any stretch of a segment inside a polygon is
// longer than 1/1024 of the segment.
func TestSegmentCrossesSampled(t *testing.T) {
	const k = 2048
	rng := rand.New(rand.NewPCG(9, 10))
	for range 3000 {
		poly := smallPolygon(rng)
		big := scale(poly, k)
		a := Point{rng.Int64N(6) - 1, rng.Int64N(6) - 1}
		b := Point{rng.Int64N(6) - 1, rng.Int64N(6) - 1}
		sampled := false
		for i := int64(0); i <= k && !sampled; i++ {
			q := Point{a.X*k + i*(b.X-a.X), a.Y*k + i*(b.Y-a.Y)}
			sampled = locate(big, q) == 1
		}
		if got := segCrossesPoly(poly, a, b); got != sampled {
			t.Fatalf("polygon %v, segment %v-%v: SegmentCrosses %v, sampled %v", poly, a, b, got, sampled)
		}
	}
}

// TestCapsuleHitsSampled checks that a disc overlapping the polygon at any
// of 65 points evenly spread along a segment makes CapsuleHits true (the
// world is scaled up by 64 so the points are exact), and that a capsule of
// no length is a disc.
func TestCapsuleHitsSampled(t *testing.T) {
	const k = 64
	rng := rand.New(rand.NewPCG(11, 12))
	hits := 0
	for range 3000 {
		poly := scale(smallPolygon(rng), 1000)
		a := Point{rng.Int64N(8000) - 2000, rng.Int64N(8000) - 2000}
		b := Point{rng.Int64N(8000) - 2000, rng.Int64N(8000) - 2000}
		r := 1 + rng.Int64N(1500)
		f := &Feature{Poly: poly}
		got := f.CapsuleHits(a, b, r)
		big := &Feature{Poly: scale(poly, k)}
		for i := int64(0); i <= k; i++ {
			q := Point{a.X*k + i*(b.X-a.X), a.Y*k + i*(b.Y-a.Y)}
			if big.DiscOverlaps(q, r*k) {
				if !got {
					t.Fatalf("polygon %v: disc r=%d at %d/64 of %v-%v overlaps, CapsuleHits false", poly, r, i, a, b)
				}
				hits++
				break
			}
		}
		if f.DiscOverlaps(a, r) != f.CapsuleHits(a, a, r) {
			t.Fatalf("polygon %v: CapsuleHits(%v, %v, %d) differs from DiscOverlaps", poly, a, a, r)
		}
	}
	if hits < 500 {
		t.Fatalf("only %d sampled hits: the test is too weak", hits)
	}
}

func TestCapsuleHitsEdges(t *testing.T) {
	f := &Feature{Name: "L", Height: High, Poly: lShape()}
	for _, tc := range []struct {
		a, b Point
		r    int64
		hit  bool
	}{
		{Point{-5 * MM, -5 * MM}, Point{25 * MM, -5 * MM}, 5 * MM, false}, // sliding along the top
		{Point{-5 * MM, -5 * MM}, Point{25 * MM, -5 * MM}, 5*MM + 1, true},
		{Point{15 * MM, 30 * MM}, Point{15 * MM, 15 * MM}, 5 * MM, false}, // into the notch, touching both sides
		{Point{15 * MM, 30 * MM}, Point{15 * MM, 14 * MM}, 5 * MM, true},  // one more mm and it hits the top
		{Point{-10 * MM, 10 * MM}, Point{30 * MM, 10 * MM}, 1, true},      // straight through
		{Point{-10 * MM, 10 * MM}, Point{30 * MM, 10 * MM}, 0, true},      // r = 0 is SegmentCrosses
		{Point{-10 * MM, 30 * MM}, Point{30 * MM, -10 * MM}, 0, true},     // through the reflex corner
		{Point{-10 * MM, 40 * MM}, Point{40 * MM, -10 * MM}, 1, true},     // through the outer corners
		{Point{-10 * MM, 50 * MM}, Point{50 * MM, -10 * MM}, 7071, false}, // 7071.07µm from them
		{Point{-10 * MM, 50 * MM}, Point{50 * MM, -10 * MM}, 7072, true},
	} {
		if got := f.CapsuleHits(tc.a, tc.b, tc.r); got != tc.hit {
			t.Errorf("CapsuleHits(%v, %v, %d) = %v", tc.a, tc.b, tc.r, got)
		}
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		f   Feature
		err string
	}{
		{Feature{Name: "ok", Height: High, Poly: lShape()}, ""},
		{Feature{Name: "ok", Height: Low, Poly: reversed(lShape())}, ""},
		{Feature{Name: "tri", Poly: pts(0, 0, 10, 0, 0, 10)}, ""},
		{Feature{Name: "few", Poly: pts(0, 0, 10, 0)}, "at least 3"},
		{Feature{Name: "tall", Height: 4, Poly: lShape()}, "unknown height"},
		{Feature{Name: "dup", Poly: pts(0, 0, 10, 0, 10, 0, 0, 10)}, "repeats"},
		{Feature{Name: "closed", Poly: pts(0, 0, 10, 0, 0, 10, 0, 0)}, "repeats"},
		{Feature{Name: "bowtie", Poly: pts(0, 0, 10, 10, 10, 0, 0, 10)}, "intersect"},
		{Feature{Name: "flat", Poly: pts(0, 0, 5, 0, 10, 0)}, "fold back"},
		{Feature{Name: "spike", Poly: pts(0, 0, 10, 0, 10, 10, 10, 5)}, "fold back"},
		{Feature{Name: "touch", Poly: pts(0, 0, 10, 0, 10, 10, 5, 0, 0, 10)}, "intersect"},
		{Feature{Name: "far", Poly: []Point{{0, 0}, {MaxCoord + 1, 0}, {0, 10}}}, "out of range"},
	} {
		err := tc.f.Validate()
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.f.Name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err) || !strings.Contains(err.Error(), `"`+tc.f.Name+`"`)):
			t.Errorf("%s: error %v, want one naming it and saying %q", tc.f.Name, err, tc.err)
		}
	}
	fl := &Field{Features: []Feature{{Name: "ok", Poly: lShape()}, {Name: "bad", Poly: pts(0, 0)}}}
	if err := fl.Validate(); err == nil || !strings.Contains(err.Error(), `"bad"`) {
		t.Errorf("Field.Validate = %v", err)
	}
}
