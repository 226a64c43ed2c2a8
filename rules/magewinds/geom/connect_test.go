package geom

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"skirmish/internal/testclock"
)

// 10.3: "When setting up terrain features, no part of the battlefield
// should be cut off from the rest of the battlefield."
func TestCutOff(t *testing.T) {
	t.Run("open field", func(t *testing.T) {
		if got := (&Field{}).CutOff(); len(got) != 0 {
			t.Errorf("pockets in an empty field: %+v", got)
		}
	})
	// A ring of high wall round a courtyard 3" across.
	ring := draw(t,
		"",
		"",
		"....##########",
		"....#........#",
		"....#........#",
		"....#........#",
		"....#........#",
		"....#........#",
		"....#........#",
		"....##########",
	)
	t.Run("a walled courtyard", func(t *testing.T) {
		got := ring.field.CutOff()
		if len(got) != 1 {
			t.Fatalf("pockets %+v, want the courtyard", got)
		}
		p := got[0]
		if p.Edge || p.At.X < 5*cell || p.At.X > 13*cell || p.At.Y < 3*cell || p.At.Y > 9*cell {
			t.Errorf("pocket %+v is not the courtyard", p)
		}
		if len(p.Features) == 0 {
			t.Error("no feature named round the courtyard")
		}
	})
	t.Run("a low ring", func(t *testing.T) {
		low := draw(t, "", "", "....~~~~~~~~~~", "....~........~", "....~........~", "....~........~", "....~~~~~~~~~~")
		if got := low.field.CutOff(); len(got) != 0 {
			t.Errorf("a low wall cuts off %+v", got)
		}
	})
	// A wall from edge to edge halves the battlefield: the half on the
	// right (smaller) is the pocket, with the edge for a side.
	half := draw(t,
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
		"..................######",
	)
	t.Run("halved", func(t *testing.T) {
		got := half.field.CutOff()
		if len(got) != 1 || !got[0].Edge || got[0].At.X < 12*Inch {
			t.Errorf("pockets %+v, want the right part", got)
		}
	})
	// A gate in the courtyard's wall: one 1.13" wide (a base fits with
	// 0.146" to spare) is open wherever it is; one 1" wide (0.016" to
	// spare) is too narrow for the lattice unless a row of the lattice runs
	// through it (as at 3", 30 lattice steps).
	for _, tc := range []struct {
		name   string
		gap    int64
		middle int64
		found  bool
	}{
		{"a gate 1.2 inches wide", 6 * Inch / 5, 3 * Inch, false},
		{"a gate 1.13 inches wide", 113 * Inch / 100, 3 * Inch, false},
		{"a gate 1.13 inches wide off the lattice", 113 * Inch / 100, 3*Inch + CutLattice/2, false},
		{"a gate 1 inch wide", Inch, 3*Inch + CutLattice/2, true},
		{"a gate 1 inch wide on a lattice row", Inch, 3 * Inch, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &Field{}
			wall := func(x0, y0, x1, y1 int64) {
				f.Features = append(f.Features, Feature{Name: "w", Height: High, Poly: []Point{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}})
			}
			x0, y0, x1, y1 := int64(2*Inch), int64(Inch), int64(7*Inch), int64(5*Inch)
			th := int64(Inch / 4)
			wall(x0, y0, x1, y0+th)
			wall(x0, y1-th, x1, y1)
			wall(x0, y0+th, x0+th, y1-th)
			mid := tc.middle
			wall(x1-th, y0+th, x1, mid-tc.gap/2)
			wall(x1-th, mid+tc.gap/2, x1, y1-th)
			if got := f.CutOff(); (len(got) > 0) != tc.found {
				t.Errorf("pockets %+v", got)
			}
		})
	}
}

// CutOff's time is bounded: 24 features of 64 vertices, zigzags across the
// whole battlefield, take well under a second.
func TestCutOffWorstCase(t *testing.T) {
	f := &Field{}
	for k := range 24 {
		var poly []Point
		y0 := int64(k) * FieldH / 24
		for i := range 32 {
			x := int64(i) * FieldW / 31
			poly = append(poly, Point{x, y0 + int64(i%2)*FieldH/48})
		}
		for i := 31; i >= 0; i-- {
			x := int64(i) * FieldW / 31
			poly = append(poly, Point{x, y0 + int64(i%2)*FieldH/48 + 1000})
		}
		ft := Feature{Name: "zigzag", Height: High, Poly: poly}
		if err := ft.Validate(); err != nil {
			t.Fatal(err)
		}
		f.Features = append(f.Features, ft)
	}
	start := time.Now()
	got := f.CutOff()
	if d := time.Since(start); d > testclock.Limit(2*time.Second) {
		t.Errorf("CutOff took %v", d)
	}
	t.Logf("%d pockets in %v", len(got), time.Since(start))
}

// The bound of CutOff, on random walls across the battlefield, tilted, with
// one gap: a gap a base could pass with 2·CutLattice/√2 (and 2 µm) to
// spare is open; one narrower than a base cuts the battlefield in two.
func TestCutOffGapBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	spare := int64(math.Ceil(2*float64(CutLattice)/math.Sqrt2)) + 2
	for range 40 {
		// a bar 0.3" thick from the top edge to the bottom edge, leaning
		// by up to 30°, cut at a random height
		lean := (rng.Float64() - 0.5) * math.Pi / 3
		ux, uy := math.Sin(lean), math.Cos(lean) // along the bar
		cx := float64(4*Inch + rng.IntN(8*Inch))
		cy := float64(3*Inch + rng.IntN(6*Inch))
		for _, tc := range []struct {
			gap     int64
			pockets bool
		}{{2*BaseRadius + spare, false}, {2*BaseRadius - 2, true}} {
			half := float64(tc.gap) / 2
			th := 0.15 * Inch
			piece := func(s0, s1 float64) Feature {
				pt := func(s, w float64) Point {
					return Point{int64(math.Round(cx + s*ux + w*uy)), int64(math.Round(cy + s*uy - w*ux))}
				}
				return Feature{Name: "bar", Height: High, Poly: []Point{pt(s0, -th), pt(s1, -th), pt(s1, th), pt(s0, th)}}
			}
			f := &Field{Features: []Feature{piece(-20*Inch, -half), piece(half, 20*Inch)}}
			got := f.CutOff()
			if (len(got) > 0) != tc.pockets {
				t.Errorf("a gap of %d µm at %.0f,%.0f leaning %.2f: pockets %+v", tc.gap, cx, cy, lean, got)
			}
		}
	}
}
