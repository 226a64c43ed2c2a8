package geom

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// checkStep fails unless path is a legal move from `from` for m: every
// segment SegmentClear, ending at `to` where the base can stand, its true
// length at most the stated length, which is at most limit.
func checkStep(t testing.TB, m *Mover, from, to Point, path []Point, length, limit int64) {
	t.Helper()
	if len(path) == 0 {
		if from != to || length != 0 {
			t.Fatalf("empty path from %v to %v, length %d", from, to, length)
		}
		return
	}
	if path[len(path)-1] != to {
		t.Fatalf("path %v does not end at %v", path, to)
	}
	if !m.CanStand(to) {
		t.Fatalf("path ends at %v where the base cannot stand", to)
	}
	sum, at := 0.0, from
	for _, p := range path {
		if !m.SegmentClear(at, p) {
			t.Fatalf("path %v: segment %v -> %v is not clear", path, at, p)
		}
		sum += math.Hypot(float64(p.X-at.X), float64(p.Y-at.Y))
		at = p
	}
	if sum > float64(length)+1e-9 {
		t.Fatalf("path %v: %.3f µm long, stated %d", path, sum, length)
	}
	if length > limit {
		t.Fatalf("path %v: length %d over the limit %d", path, length, limit)
	}
}

// 13.1, 15.0: "They do not have to travel in a straight line". A fighter in
// contact with another slides round it: the path hugs the other base, an
// arc of radius 2R about its centre, so a step of 1" turns it by at most
// 1"/2R = 1.016 radians.
func TestStepsSlideRoundABase(t *testing.T) {
	c := Point{5 * Inch, 5 * Inch}
	from := c.Sub(Point{2 * BaseRadius, 0}) // touching
	m := &Mover{Blockers: []Point{c}}
	st := m.Steps(from, Inch)
	at := func(theta float64) Point {
		r := float64(2*BaseRadius) + 3 // just off the other base
		return Point{c.X - int64(math.Round(r*math.Cos(theta))), c.Y - int64(math.Round(r*math.Sin(theta)))}
	}
	limitAngle := float64(Inch) / float64(2*BaseRadius)
	for _, tc := range []struct {
		theta float64
		ok    bool
	}{
		{0.5, true},
		{limitAngle - 0.002, true}, // 50 µm inside the limit
		{limitAngle + 0.002, false},
		{-(limitAngle - 0.002), true},
		{math.Pi / 2, false},
	} {
		p := at(tc.theta)
		path, n, ok := st.To(p)
		if ok != tc.ok {
			t.Errorf("round the base by %.4f rad: ok %v (length %d), want %v", tc.theta, ok, n, tc.ok)
			continue
		}
		if ok {
			checkStep(t, m, from, p, path, n, Inch)
			if want := int64(tc.theta * float64(2*BaseRadius)); n < want-1 || n > want+30 && tc.theta > 0 {
				t.Errorf("round the base by %.4f rad: length %d, the arc is %d", tc.theta, n, want)
			}
		}
	}
	// The straight line through the other base is never taken.
	if _, _, ok := st.To(from.Add(Point{4 * BaseRadius, 0})); ok {
		t.Error("a step ended on the far side of the base, 2\" round it")
	}
}

// A wall's corner: the step rounds it on an arc of radius R about the
// corner.
func TestStepsRoundAWallCorner(t *testing.T) {
	d := draw(t,
		"",
		"",
		"......A.",
		"....###.",
		"....###.",
		"....###.",
	)
	m := &Mover{Field: d.field}
	corner := Point{7 * cell, 3 * cell}
	from := Point{corner.X - Inch/10, corner.Y - BaseRadius} // A, against the wall's top
	st := m.Steps(from, Inch)
	// Round the corner and down the wall's right side.
	down := Point{corner.X + BaseRadius, corner.Y + Inch/10}
	path, n, ok := st.To(down)
	if !ok {
		t.Fatal("no step round the wall's corner")
	}
	checkStep(t, m, from, down, path, n, Inch)
	// 0.1" along the top, a quarter turn, then 0.1" down
	want := float64(corner.X-from.X) + math.Pi/2*BaseRadius + Inch/10
	if math.Abs(float64(n)-want) > 20 {
		t.Errorf("round the corner: %d µm, the taut string is %.0f", n, want)
	}
	// 0.03" further down is out of reach.
	if _, n, ok := st.To(down.Add(Point{0, 3 * Inch / 100})); ok {
		t.Errorf("a step of %d µm round the corner", n)
	}
}

// stepScene is a random neighbourhood of a step: bases and walls near the
// start, some touching it.
func stepScene(rng *rand.Rand) (*Mover, Point) {
	from := Point{8 * Inch, 6 * Inch}
	m := &Mover{Field: &Field{}}
	for range 1 + rng.IntN(3) {
		a := rng.Float64() * 2 * math.Pi
		r := float64(2*BaseRadius) + []float64{0, 0, 3000, 10000, 25000}[rng.IntN(5)]
		c := Point{from.X + int64(r*math.Cos(a)), from.Y + int64(r*math.Sin(a))}
		ok := !Overlap(c, from)
		for _, b := range m.Blockers {
			ok = ok && !Overlap(b, c)
		}
		if ok {
			m.Blockers = append(m.Blockers, c)
		}
	}
	for range rng.IntN(3) {
		cx := from.X + int64(rng.IntN(3*Inch)) - 3*Inch/2
		cy := from.Y + int64(rng.IntN(3*Inch)) - 3*Inch/2
		w, h := int64(2000+rng.IntN(Inch)), int64(2000+rng.IntN(Inch))
		f := Feature{Name: "wall", Height: Medium + Height(rng.IntN(2)), Poly: []Point{{cx, cy}, {cx + w, cy}, {cx + w, cy + h}, {cx, cy + h}}}
		if rng.IntN(2) == 0 {
			f.Poly = []Point{{cx, cy}, {cx + w, cy + h/2}, {cx, cy + h}}
		}
		m.Field.Features = append(m.Field.Features, f)
		m.w = nil
		if !m.CanStand(from) {
			m.Field.Features = m.Field.Features[:len(m.Field.Features)-1]
		}
	}
	m.w = nil
	return m, from
}

// fineRings is an independent, slow search for short paths: a graph over
// the start and points every ~0.3 mm round every circle of the obstacles
// (at 1 µm outside it), all joined where SegmentClear holds. Each path it
// finds is legal, so its length bounds the shortest path from above, and
// it comes within a couple of micrometres of it.
type fineRings struct {
	m     *Mover
	nodes []Point
	dist  []float64
}

func newFineRings(m *Mover, from Point, limit int64) *fineRings {
	f := &fineRings{m: m, nodes: []Point{from}}
	ring := func(c Point, r float64, n int) {
		for k := range n {
			a := 2 * math.Pi * float64(k) / float64(n)
			p := Point{c.X + int64(math.Ceil(r*math.Cos(a))), c.Y + int64(math.Ceil(r*math.Sin(a)))}
			if p.X < c.X {
				p.X = c.X - int64(math.Ceil(-r*math.Cos(a)))
			}
			if p.Y < c.Y {
				p.Y = c.Y - int64(math.Ceil(-r*math.Sin(a)))
			}
			if withinLen(from, p, limit) && m.world().waypointOK(p) {
				f.nodes = append(f.nodes, p)
			}
		}
	}
	for _, c := range m.Blockers {
		ring(c, 2*BaseRadius+1.5, 512)
	}
	if m.Field != nil {
		for _, ft := range m.Field.Features {
			if ft.Height < Medium {
				continue
			}
			n := len(ft.Poly)
			o := orientSign(ft.Poly)
			for j, v := range ft.Poly {
				u, w := ft.Poly[(j+n-1)%n], ft.Poly[(j+1)%n]
				if o*sign(cross(v.Sub(u), w.Sub(v))) > 0 {
					ring(v, BaseRadius+1.5, 256)
				}
			}
		}
	}
	n := len(f.nodes)
	f.dist = make([]float64, n)
	done := make([]bool, n)
	for i := range f.dist {
		f.dist[i] = math.Inf(1)
	}
	f.dist[0] = 0
	lim := float64(limit)
	for {
		u := -1
		for i, d := range f.dist {
			if !done[i] && !math.IsInf(d, 1) && (u < 0 || d < f.dist[u]) {
				u = i
			}
		}
		if u < 0 {
			break
		}
		done[u] = true
		for v := range f.nodes {
			if done[v] {
				continue
			}
			d := f.dist[u] + hypot(f.nodes[u], f.nodes[v])
			if d < f.dist[v] && d <= lim && m.SegmentClear(f.nodes[u], f.nodes[v]) {
				f.dist[v] = d
			}
		}
	}
	return f
}

func hypot(a, b Point) float64 { return math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)) }

// to returns the length of the shortest path the rings find to p.
func (f *fineRings) to(p Point) float64 {
	if !f.m.CanStand(p) {
		return math.Inf(1)
	}
	best := math.Inf(1)
	for i, q := range f.nodes {
		if d := f.dist[i] + hypot(q, p); d < best && f.m.SegmentClear(q, p) {
			best = d
		}
	}
	return best
}

// stepBound is how much longer than the best path the fine rings find a
// path Steps finds may be (docs/rules/magewinds.md, "Step moves").
const stepBound = 10

// The bound of Mover.Steps, checked against the fine rings on random
// neighbourhoods: every path Steps returns is legal, Steps finds every
// point the fine rings reach within 1" - stepBound µm, and its path is at
// most stepBound µm longer than theirs.
func TestStepsAgainstFineRings(t *testing.T) {
	scenes := 40
	if testing.Short() {
		scenes = 8
	}
	rng := rand.New(rand.NewPCG(7, 11))
	checked, bent := 0, 0
	worst := 0.0
	for sc := range scenes {
		m, from := stepScene(rng)
		st := m.Steps(from, Inch)
		fr := newFineRings(m, from, Inch)
		var round []Point // centres of round obstacles, near which paths bend
		round = append(round, m.Blockers...)
		for _, ft := range m.Field.Features {
			round = append(round, ft.Poly...)
		}
		var hidden []Point // ring points reached round something
		for i, q := range fr.nodes {
			if fr.dist[i] < Inch && !m.SegmentClear(from, q) {
				hidden = append(hidden, q)
			}
		}
		for range 1500 {
			a := rng.Float64() * 2 * math.Pi
			r := float64(Inch) * math.Sqrt(rng.Float64())
			p := Point{from.X + int64(r*math.Cos(a)), from.Y + int64(r*math.Sin(a))}
			if len(round) > 0 && rng.IntN(2) == 0 {
				c := round[rng.IntN(len(round))]
				r := float64(BaseRadius) + float64(rng.IntN(4000))
				if slices.Contains(m.Blockers, c) {
					r += BaseRadius
				}
				p = Point{c.X + int64(r*math.Cos(a)), c.Y + int64(r*math.Sin(a))}
				if rng.IntN(3) > 0 && len(hidden) > 0 { // by a point reached round something
					q := hidden[rng.IntN(len(hidden))]
					for try := 0; try < 10; try++ {
						p = q.Add(Point{int64(rng.IntN(3001)) - 1500, int64(rng.IntN(3001)) - 1500})
						if m.CanStand(p) {
							break
						}
					}
				}
			}
			if m.SegmentClear(from, p) && rng.IntN(10) > 0 {
				continue // a straight step: mostly, test the bent ones
			}
			want := fr.to(p)
			path, n, ok := st.To(p)
			if ok {
				checkStep(t, m, from, p, path, n, Inch)
			}
			if want <= float64(Inch) && !m.SegmentClear(from, p) {
				bent++
			}
			if ok {
				worst = max(worst, float64(n)-want)
				if float64(n) > want+stepBound {
					t.Errorf("scene %d: to %v Steps takes %d µm, the fine rings %.1f", sc, p, n, want)
				}
			} else if want <= float64(Inch-stepBound) {
				t.Errorf("scene %d: Steps misses %v, which the fine rings reach in %.1f µm\nblockers %v\nfeatures %v", sc, p, want, m.Blockers, m.Field.Features)
			}
			checked++
		}
	}
	t.Logf("%d destinations, %d of them reached by a bent path; Steps at most %.2f µm longer", checked, bent, worst)
	if bent < 50*scenes {
		t.Errorf("only %d of %d destinations need a bent path: the scenes test little", bent, checked)
	}
}

// Steps never returns a path for a destination the base cannot stand on,
// and its paths are deterministic.
func TestStepsDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	m, from := stepScene(rng)
	a, b := m.Steps(from, Inch), m.Steps(from, Inch)
	for range 200 {
		p := Point{from.X + int64(rng.IntN(2*Inch)) - Inch, from.Y + int64(rng.IntN(2*Inch)) - Inch}
		pa, na, oka := a.To(p)
		pb, nb, okb := b.To(p)
		if oka != okb || na != nb || !slices.Equal(pa, pb) {
			t.Fatalf("two searches disagree on %v", p)
		}
		if oka && !m.CanStand(p) {
			t.Fatalf("a path to %v where the base cannot stand", p)
		}
	}
}
