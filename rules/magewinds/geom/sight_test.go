package geom

import "testing"

func TestVisibleBlockedOnlyByHigh(t *testing.T) {
	for _, tc := range []struct {
		wall    byte
		visible bool
	}{{'#', false}, {'=', true}, {'~', true}, {'_', true}, {'.', true}} {
		w := string(tc.wall)
		d := draw(t,
			"",
			"......"+w,
			"..A..."+w+"...B",
			"......"+w,
		)
		f, a, b := d.field, d.p(t, 'A'), d.p(t, 'B')
		if got := f.Visible(a, b); got != tc.visible {
			t.Errorf("wall %q: Visible(A, B) = %v, want %v", w, got, tc.visible)
		}
		if got := f.Visible(b, a); got != tc.visible {
			t.Errorf("wall %q: Visible(B, A) = %v, want %v", w, got, tc.visible)
		}
		if !f.Visible(a, a) {
			t.Errorf("wall %q: A cannot see itself", w)
		}
	}
}

func TestVisiblePeekingRoundTheEnd(t *testing.T) {
	// The wall's end is 1mm above the line between the centres: it hides
	// B's centre from A, but not the top of B's base.
	a := Point{Inch, 2 * Inch}
	b := Point{5 * Inch, 2 * Inch}
	f := &Field{Features: []Feature{{Name: "wall", Height: High, Poly: []Point{
		{5 * Inch / 2, 2*Inch - MM}, {3 * Inch, 2*Inch - MM}, {3 * Inch, 4 * Inch}, {5 * Inch / 2, 4 * Inch},
	}}}}
	if f.VisiblePoint(a, b) {
		t.Fatal("B's centre is visible through the wall")
	}
	if !f.Visible(a, b) || !f.Visible(b, a) {
		t.Fatal("the top of the bases is not visible over the end of the wall")
	}
	if !f.VisiblePoint(a, a.Add(Point{BaseRadius / 2, 0})) {
		t.Fatal("a point on A's own base is not visible to A")
	}
	// Raise the wall's end by 1": nothing shows.
	f.Features[0].Poly[0].Y -= Inch
	f.Features[0].Poly[1].Y -= Inch
	if f.Visible(a, b) || f.Visible(b, a) {
		t.Fatal("seen through a high wall")
	}
}

func TestLineOfAttackBlockedByFighter(t *testing.T) {
	d := draw(t,
		"",
		"..A.....C.....B",
		"",
		"",
		"",
	)
	f, a, b, c := d.field, d.p(t, 'A'), d.p(t, 'B'), d.p(t, 'C')
	if ok, _ := f.LineOfAttack(a, b, []Point{c}, 0, 12*Inch); ok {
		t.Fatal("line of attack passes through C")
	}
	ok, line := f.LineOfAttack(a, b, nil, 0, 12*Inch)
	if !ok {
		t.Fatal("no line of attack in the open")
	}
	want := [2]Point{a.Add(Point{BaseRadius, 0}), b.Sub(Point{BaseRadius, 0})}
	if line != want {
		t.Fatalf("line = %v, want closest points %v", line, want)
	}
	// C just touching the line's path (its edge on the centre line) does
	// not block: the line must pass strictly inside.
	c.Y += BaseRadius
	if ok, _ := f.LineOfAttack(a, b, []Point{c}, 0, 12*Inch); !ok {
		t.Fatal("a fighter whose edge merely touches the line blocked it")
	}
}

func TestLineOfAttackAimsAtTheFacingEdge(t *testing.T) {
	// C hides the near side of B and its upper half. A line may run to a
	// point of B's edge that faces A, never through B's own base to its
	// far side.
	a := Point{2 * Inch, 2 * Inch}
	b := Point{8 * Inch, 2 * Inch}
	c := Point{b.X - 2*BaseRadius - 500, b.Y - 9000}
	f := &Field{}
	ok, line := f.LineOfAttack(a, b, []Point{c}, 0, 12*Inch)
	if !ok {
		t.Fatal("no line of attack past C to B's lower edge")
	}
	if segDistCmp(b, line[0], line[1], BaseRadius-1) < 0 {
		t.Fatalf("line %v passes through B's base", line)
	}
	if segDistCmp(c, line[0], line[1], BaseRadius) < 0 {
		t.Fatalf("line %v passes through C", line)
	}
	if !f.InCover(a, b, []Point{c}) {
		t.Fatal("B half hidden by C is not in cover")
	}
	// Hide the lower facing half as well: the far side does not count.
	d := Point{b.X - 2*BaseRadius - 500, b.Y + 14000}
	if ok, line := f.LineOfAttack(a, b, []Point{c, d}, 0, 12*Inch); ok {
		t.Fatalf("line %v past two fighters hiding B's facing edge", line)
	}
}

func TestLineOfAttackRange(t *testing.T) {
	f := &Field{}
	a := Point{2 * Inch, 2 * Inch}
	b := Point{6 * Inch, 2 * Inch} // 4" between centres, 76600µm between bases
	const gap = int64(4*Inch - 2*BaseRadius)
	// From A's closest point, the tangents to B's edge are
	// sqrt(89100² - 12500²) = 88219.8µm long: no line is longer.
	const tangent = 88219
	for _, tc := range []struct {
		lo, hi int64
		ok     bool
	}{
		{0, gap, true},
		{0, gap - 1, false},
		{gap, gap, true},
		// 18.1: "may not be ... shorter than its Minimum Range": a line to
		// a point of the edge further round is long enough.
		{gap + 1, 12 * Inch, true},
		{3 * Inch, 12 * Inch, true},
		{tangent - 300, 12 * Inch, true},
		{tangent + 1, 12 * Inch, false},
		{gap + 1, gap + 1, false}, // no point of the edge lies in so thin a ring
		{gap + 500, gap + 600, true},
	} {
		j := f.JudgeLineOfAttack(a, b, nil, tc.lo, tc.hi)
		if j.OK != tc.ok {
			t.Errorf("range [%d, %d]: ok = %v, want %v", tc.lo, tc.hi, j.OK, tc.ok)
			continue
		}
		if !j.OK {
			continue
		}
		if n2 := norm2(j.Line[1].Sub(j.Line[0])); (n2 > sq(tc.hi) || n2 < sq(tc.lo)) && j.Line[1] != b.Sub(Point{BaseRadius, 0}) {
			t.Errorf("range [%d, %d]: line %v is %d long", tc.lo, tc.hi, j.Line, Isqrt(int64(n2)))
		}
	}
}

func TestLineOfAttackBlockedByHighOnly(t *testing.T) {
	for _, tc := range []struct {
		wall byte
		ok   bool
	}{{'#', false}, {'=', true}, {'~', true}} {
		w := string(tc.wall)
		d := draw(t,
			"",
			"......"+w,
			"..A..."+w+"...B",
			"......"+w,
		)
		if ok, _ := d.field.LineOfAttack(d.p(t, 'A'), d.p(t, 'B'), nil, 0, 12*Inch); ok != tc.ok {
			t.Errorf("wall %s: ok = %v, want %v", w, ok, tc.ok)
		}
	}
}

func TestCoverFromLowWall(t *testing.T) {
	// Near the target, the low wall gives cover; within 1" of the
	// attacker it is ignored as the target is farther than 1".
	near := draw(t,
		"",
		"...................~",
		"..A................~.B",
		"...................~",
	)
	if !near.field.InCover(near.p(t, 'A'), near.p(t, 'B'), nil) {
		t.Error("a low wall in front of the target gives no cover")
	}
	far := draw(t,
		"",
		"....~",
		"..A.~................B",
		"....~",
	)
	if far.field.InCover(far.p(t, 'A'), far.p(t, 'B'), nil) {
		t.Error("a low wall within 1\" of the attacker gave cover to a distant target")
	}
	open := draw(t, "", "", "..A.................B")
	clear, blocked := open.field.CoverLines(open.p(t, 'A'), open.p(t, 'B'), nil)
	// 32 lines: the closest point is one of the 32 evenly spaced ones.
	if len(clear) != 32 || len(blocked) != 0 || open.field.InCover(open.p(t, 'A'), open.p(t, 'B'), nil) {
		t.Errorf("in the open: %d clear, %d blocked lines", len(clear), len(blocked))
	}
	// Medium and high walls give cover as well.
	for _, w := range []string{"=", "#"} {
		d := draw(t, "", "...................."+w, "..A................."+w+".B", "...................."+w)
		if !d.field.InCover(d.p(t, 'A'), d.p(t, 'B'), nil) {
			t.Errorf("wall %s gives no cover", w)
		}
	}
}

func TestCoverOneInchBoundary(t *testing.T) {
	// A thin low wall 5.75mm in front of A's base, between A and B.
	a := Point{2 * Inch, Inch}
	f := &Field{Features: []Feature{{Name: "fence", Height: Low, Poly: []Point{
		{a.X + BaseRadius + 5750, 0}, {a.X + BaseRadius + 7750, 0},
		{a.X + BaseRadius + 7750, 2 * Inch}, {a.X + BaseRadius + 5750, 2 * Inch},
	}}}}
	within := a.Add(Point{2*BaseRadius + Inch, 0}) // exactly 1" between bases
	beyond := within.Add(Point{1, 0})
	if !f.InCover(a, within, nil) {
		t.Error("target exactly 1\" away: the fence within 1\" of the attacker should count")
	}
	if f.InCover(a, beyond, nil) {
		t.Error("target 1\" and 1µm away: the fence within 1\" of the attacker should be ignored")
	}
	clear, blocked := f.CoverLines(a, within, nil)
	if len(clear) != 0 || len(blocked) != 32 {
		t.Errorf("lines behind the fence: %d clear, %d blocked", len(clear), len(blocked))
	}
}

func TestCoverFromFighter(t *testing.T) {
	f := &Field{}
	a := Point{2 * Inch, 3 * Inch}
	b := Point{8 * Inch, 3 * Inch}
	side := Point{5 * Inch, 3*Inch + 15*MM} // its edge 2.5mm off the centre line
	if f.InCover(a, b, nil) {
		t.Fatal("in cover in the open")
	}
	if !f.InCover(a, b, []Point{side}) {
		t.Fatal("a fighter beside the line gives no cover")
	}
	if ok, _ := f.LineOfAttack(a, b, []Point{side}, 0, 12*Inch); !ok {
		t.Fatal("a fighter beside the line blocks the line of attack")
	}
	clear, blocked := f.CoverLines(a, b, []Point{side})
	if len(clear) == 0 || len(blocked) == 0 || len(clear)+len(blocked) != 32 {
		t.Fatalf("beside the line: %d clear, %d blocked", len(clear), len(blocked))
	}
	far := Point{5 * Inch, 3*Inch + 3*BaseRadius}
	if f.InCover(a, b, []Point{far}) {
		t.Fatal("a fighter well off the line gives cover")
	}
}

func TestSamples(t *testing.T) {
	tgt := Point{5 * Inch, 5 * Inch}
	// Seen along an axis, the closest point is one of the 32.
	if got := samples(tgt, Point{Inch, 5 * Inch}); len(got) != 32 || got[0] != tgt.Sub(Point{BaseRadius, 0}) {
		t.Fatalf("samples along X: %d, first %v", len(got), got[0])
	}
	// Seen at 3,4 it is not.
	got := samples(tgt, tgt.Add(Point{-3 * Inch, 4 * Inch}))
	if len(got) != 33 || got[0] != tgt.Add(Point{-7500, 10000}) {
		t.Fatalf("samples at 3,4: %d, first %v", len(got), got[0])
	}
	for i, p := range got {
		if d := Dist(tgt, p); d < BaseRadius-1 || d > BaseRadius {
			t.Errorf("sample %d at %v is %dµm from the centre", i, p, d)
		}
	}
}
