package geom

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomFeature returns a star-shaped feature of 4 to 6 vertices, 5 to
// 40mm from a centre anywhere on the battlefield or up to 1" beyond its
// edge.
func randomFeature(rng *rand.Rand, name string, h Height) Feature {
	for {
		c := Point{rng.Int64N(FieldW+2*Inch) - Inch, rng.Int64N(FieldH+2*Inch) - Inch}
		idx := rng.Perm(32)[:4+rng.IntN(3)]
		slices.Sort(idx)
		f := Feature{Name: name, Height: h}
		for _, i := range idx {
			f.Poly = append(f.Poly, ringPoint(c, ring32[i], 5*MM+rng.Int64N(35*MM)))
		}
		if f.Validate() == nil {
			return f
		}
	}
}

// randomBattle returns a mover on a field of nf random features, blocked
// by nb bases that stand clear of everything, and a place to start from.
func randomBattle(rng *rand.Rand, nf, nb int) (*Mover, Point) {
	heights := []Height{Ground, Low, Low, Medium, Medium, High, High, High}
	f := &Field{}
	for i := range nf {
		f.Features = append(f.Features, randomFeature(rng, fmt.Sprint("f", i), heights[rng.IntN(len(heights))]))
	}
	m := &Mover{Field: f}
	randomSpot := func() Point {
		for {
			p := Point{BaseRadius + rng.Int64N(FieldW-2*BaseRadius+1), BaseRadius + rng.Int64N(FieldH-2*BaseRadius+1)}
			if m.CanStand(p) {
				return p
			}
		}
	}
	for range nb {
		m.Blockers = append(m.Blockers, randomSpot())
	}
	return m, randomSpot()
}

func TestReachPathsAreLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	found, refused := 0, 0
	for field := range 150 {
		m, from := randomBattle(rng, 4+rng.IntN(8), rng.IntN(12))
		limit := 2*Inch + rng.Int64N(14*Inch)
		r := m.Reach(from, limit)
		again := m.Reach(from, limit)
		for range 40 {
			p := Point{rng.Int64N(FieldW+Inch) - Inch/2, rng.Int64N(FieldH+Inch) - Inch/2}
			if rng.IntN(4) == 0 { // somewhere near the start
				p = from.Add(Point{rng.Int64N(4*Inch) - 2*Inch, rng.Int64N(4*Inch) - 2*Inch})
			}
			path, n, ok := r.To(p)
			path2, n2, ok2 := again.To(p)
			if ok != ok2 || n != n2 || !slices.Equal(path, path2) {
				t.Fatalf("field %d: two Reach from %v disagree about %v", field, from, p)
			}
			if !ok {
				refused++
				if m.CanStand(p) && m.SegmentClear(from, p) && ceilDist(from, p) <= limit {
					t.Fatalf("field %d: %v refused though the straight move from %v is legal", field, p, from)
				}
				continue
			}
			found++
			checkPath(t, m, from, p, path, n, limit)
			if n < Dist(from, p) {
				t.Fatalf("field %d: path %v shorter than the straight line", field, path)
			}
		}
		// Knockback lands somewhere legal.
		dir := Point{rng.Int64N(201) - 100, rng.Int64N(201) - 100}
		if d := m.StraightLimit(from, dir, Inch); d > 0 {
			to := from.Add(along(dir, d))
			if !m.SegmentClear(from, to) || !m.CanStand(to) || d > Inch {
				t.Fatalf("field %d: StraightLimit(%v, %v) = %d lands badly at %v", field, from, dir, d, to)
			}
		}
	}
	if found < 1000 || refused < 1000 {
		t.Fatalf("found %d paths, refused %d: the test is too weak", found, refused)
	}
}

// benchBattle is the benchmark's battlefield: 8 features of 4 to 6
// vertices and 10 blockers.
func benchBattle() (*Mover, Point, []Point) {
	rng := rand.New(rand.NewPCG(15, 16))
	m, from := randomBattle(rng, 8, 10)
	var dest []Point
	for len(dest) < 64 {
		p := from.Add(Point{rng.Int64N(12*Inch) - 6*Inch, rng.Int64N(12*Inch) - 6*Inch})
		if m.CanStand(p) {
			dest = append(dest, p)
		}
	}
	return m, from, dest
}

func BenchmarkReach(b *testing.B) {
	m, from, _ := benchBattle()
	for _, limit := range []int64{6 * Inch, 20 * Inch} {
		b.Run(fmt.Sprint(limit/Inch, "in"), func(b *testing.B) {
			for b.Loop() {
				m.Reach(from, limit)
			}
		})
	}
}

func BenchmarkTo(b *testing.B) {
	m, from, dest := benchBattle()
	for _, limit := range []int64{6 * Inch, 20 * Inch} {
		r := m.Reach(from, limit)
		b.Run(fmt.Sprint(limit/Inch, "in"), func(b *testing.B) {
			i := 0
			for b.Loop() {
				r.To(dest[i%len(dest)])
				i++
			}
		})
	}
}

func BenchmarkInCover(b *testing.B) {
	m, from, dest := benchBattle()
	for b.Loop() {
		for _, p := range dest[:8] {
			m.Field.InCover(from, p, m.Blockers)
		}
	}
}
