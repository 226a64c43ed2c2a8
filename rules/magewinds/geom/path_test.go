package geom

import "testing"

func TestReachStraightInTheOpen(t *testing.T) {
	d := draw(t,
		"................",
		"..A.........B...",
		"................",
		"................",
		"......C.........",
	)
	m := d.mover(t, "")
	a, b, c := d.p(t, 'A'), d.p(t, 'B'), d.p(t, 'C')
	r := m.Reach(a, 6*Inch)
	path, n, ok := r.To(b)
	if !ok || len(path) != 1 || path[0] != b || n != 5*Inch {
		t.Fatalf("To(B) = %v, %d, %v; want [B], 5\", true", path, n, ok)
	}
	// Diagonal: 2" by 1.5" is exactly 2.5".
	path, n, ok = r.To(c)
	if !ok || len(path) != 1 || n != 5*Inch/2 {
		t.Fatalf("To(C) = %v, %d, %v; want [C], 2.5\", true", path, n, ok)
	}
	// An inexact distance is rounded up.
	q := a.Add(Point{1000, 1000})
	if _, n, ok := r.To(q); !ok || n != 1415 {
		t.Fatalf("To(A+1mm,1mm) length %d, %v; want 1415 (ceil of 1414.2)", n, ok)
	}
	if path, n, ok := r.To(a); !ok || n != 0 || len(path) != 0 {
		t.Fatalf("To(start) = %v, %d, %v", path, n, ok)
	}
	// Beyond the limit in a straight line.
	if _, _, ok := m.Reach(a, 5*Inch-1).To(b); ok {
		t.Fatal("reached B 5\" away with a 5\" - 1µm move")
	}
	if _, n, ok := m.Reach(a, 5*Inch).To(b); !ok || n != 5*Inch {
		t.Fatal("did not reach B with exactly 5\" of movement")
	}
}

func TestReachDetourAroundHighWall(t *testing.T) {
	// The gap above the wall (½") is narrower than a base: the only way is
	// round the bottom.
	d := draw(t,
		"................",
		"......#.........",
		"..A...#...B.....",
		"......#.........",
		"................",
		"................",
	)
	m := d.mover(t, "")
	a, b := d.p(t, 'A'), d.p(t, 'B')
	if m.SegmentClear(a, b) {
		t.Fatal("straight line through the wall is clear")
	}
	path, n, ok := m.Reach(a, 6*Inch).To(b)
	if !ok {
		t.Fatal("no detour found")
	}
	checkPath(t, m, a, b, path, n, 6*Inch)
	straight := Dist(a, b)
	// Round two square corners: about 1.03" further than straight.
	if len(path) < 2 || n <= straight || n > straight+27*MM {
		t.Fatalf("detour %v length %d, straight %d", path, n, straight)
	}
	for _, p := range path {
		if p.Y < 5*cell/2 {
			t.Fatalf("detour %v goes over the wall's top", path)
		}
	}
	// With only a little more than the straight distance it cannot get there.
	if _, _, ok := m.Reach(a, straight+Inch/4).To(b); ok {
		t.Fatal("reached B round the wall with only ¼\" to spare")
	}
}

func TestReachOverLowObstacle(t *testing.T) {
	d := draw(t,
		"......~",
		"......~",
		"..A...~...B",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
		"......~",
	)
	m := d.mover(t, "")
	a, b := d.p(t, 'A'), d.p(t, 'B')
	r := m.Reach(a, 6*Inch)
	path, n, ok := r.To(b)
	if !ok || len(path) != 1 || n != Dist(a, b) {
		t.Fatalf("To(B) over a low wall = %v, %d, %v; want straight", path, n, ok)
	}
	on := mid(6, 2)
	if _, _, ok := r.To(on); ok {
		t.Fatal("ended a move on a low obstacle")
	}
	// Touching the low wall is fine, overlapping it by 1µm is not.
	touch := Point{6*cell - BaseRadius, on.Y}
	if _, _, ok := r.To(touch); !ok {
		t.Fatal("could not end touching the low wall")
	}
	if _, _, ok := r.To(touch.Add(Point{1, 0})); ok {
		t.Fatal("ended overlapping the low wall by 1µm")
	}
}

func TestReachNeverOverMedium(t *testing.T) {
	rows := make([]string, 24)
	for i := range rows {
		rows[i] = "......="
	}
	rows[2] = "..A...=...B"
	d := draw(t, rows...)
	m := d.mover(t, "")
	if _, _, ok := m.Reach(d.p(t, 'A'), 40*Inch).To(d.p(t, 'B')); ok {
		t.Fatal("crossed a medium wall running the width of the battlefield")
	}
}

func TestReachGapWidth(t *testing.T) {
	// A high wall across the battlefield with a gap: ½" (narrower than a
	// base) in the first map, 1" in the second.
	narrow := []string{
		"............#", "............#",
		"..A.........#...........B",
		"............#", "............#", "............#", "............#",
		"............#", "............#", "............#", "............#",
		"",
		"............#", "............#", "............#", "............#",
		"............#", "............#", "............#", "............#",
		"............#", "............#", "............#", "............#",
	}
	wide := append([]string{}, narrow...)
	wide[12] = ""
	for _, tc := range []struct {
		name string
		rows []string
		ok   bool
	}{{"narrow", narrow, false}, {"wide", wide, true}} {
		name := tc.name
		d := draw(t, tc.rows...)
		m := d.mover(t, "")
		a, b := d.p(t, 'A'), d.p(t, 'B')
		path, n, ok := m.Reach(a, 30*Inch).To(b)
		if ok != tc.ok {
			t.Fatalf("%s gap: reached %v, want %v (path %v)", name, ok, tc.ok, path)
		}
		if ok {
			checkPath(t, m, a, b, path, n, 30*Inch)
			if len(path) < 2 || n <= Dist(a, b) {
				t.Fatalf("%s gap: path %v length %d should bend through the gap", name, path, n)
			}
		}
	}
}

func TestReachBlockedByFighters(t *testing.T) {
	// A fighter C stands in the only gap of a high wall.
	rows := []string{
		"............#", "............#",
		"..A.........#...........B",
		"............#", "............#", "............#", "............#",
		"............#", "............#", "............#", "............#",
		"",
		"............C",
		"",
		"............#", "............#", "............#", "............#",
		"............#", "............#", "............#", "............#",
		"............#", "............#",
	}
	d := draw(t, rows...)
	a, b := d.p(t, 'A'), d.p(t, 'B')
	if _, _, ok := d.mover(t, "").Reach(a, 30*Inch).To(b); !ok {
		t.Fatal("no path through the gap when it is empty")
	}
	if _, _, ok := d.mover(t, "C").Reach(a, 30*Inch).To(b); ok {
		t.Fatal("passed through the fighter standing in the gap")
	}
	// Walking round D costs more than walking straight.
	d = draw(t,
		"",
		"..F....D....E",
		"",
		"",
	)
	f, e := d.p(t, 'F'), d.p(t, 'E')
	m := d.mover(t, "D")
	path, n, ok := m.Reach(f, 6*Inch).To(e)
	if !ok {
		t.Fatal("could not walk round D")
	}
	checkPath(t, m, f, e, path, n, 6*Inch)
	if n <= Dist(f, e) {
		t.Fatalf("path %v length %d is not longer than straight %d", path, n, Dist(f, e))
	}
	// Ending in contact with D is fine, overlapping it is not.
	dp := d.p(t, 'D')
	r := m.Reach(f, 6*Inch)
	if _, _, ok := r.To(dp.Sub(Point{2 * BaseRadius, 0})); !ok {
		t.Fatal("could not end in base contact with D")
	}
	if _, _, ok := r.To(dp.Sub(Point{2*BaseRadius - 1, 0})); ok {
		t.Fatal("ended overlapping D")
	}
}

func TestReachFieldEdge(t *testing.T) {
	m := &Mover{}
	a := Point{3 * Inch, 3 * Inch}
	r := m.Reach(a, 16*Inch)
	for _, tc := range []struct {
		p  Point
		ok bool
	}{
		{Point{BaseRadius, 3 * Inch}, true},
		{Point{BaseRadius - 1, 3 * Inch}, false},
		{Point{3 * Inch, FieldH - BaseRadius}, true},
		{Point{3 * Inch, FieldH - BaseRadius + 1}, false},
		{Point{FieldW - BaseRadius, BaseRadius}, true},
		{Point{-Inch, 3 * Inch}, false},
	} {
		if _, _, ok := r.To(tc.p); ok != tc.ok {
			t.Errorf("To(%v) ok = %v, want %v", tc.p, ok, tc.ok)
		}
	}
}

func TestStraightLimit(t *testing.T) {
	d := draw(t,
		"................",
		"..A...#.....~...",
		"..........B.~...",
		"................",
	)
	m := d.mover(t, "")
	a, b := d.p(t, 'A'), d.p(t, 'B')
	// A is pushed right: the high wall's face is at x = 6 cells.
	wall := 6*cell - BaseRadius - a.X
	if got := m.StraightLimit(a, Point{1, 0}, 2*Inch); got > wall || got < wall-100 {
		t.Errorf("StraightLimit into the wall = %d, want within 100µm below %d", got, wall)
	}
	if got, edge := m.StraightLimit(a, Point{-7, 0}, Inch), a.X-BaseRadius; got > edge || got < edge-100 {
		t.Errorf("StraightLimit to the edge = %d, want within 100µm below %d", got, edge)
	}
	if got := m.StraightLimit(a, Point{0, 5}, Inch); got != Inch {
		t.Errorf("StraightLimit in the open = %d, want 1\"", got)
	}
	// B is pushed right over a low wall it may cross but not stop on.
	low := 12*cell - BaseRadius - b.X
	if got := m.StraightLimit(b, Point{1, 0}, Inch); got > low || got < low-100 {
		t.Errorf("StraightLimit towards the low wall = %d, want within 100µm below %d", got, low)
	}
	if got := m.StraightLimit(b, Point{1, 0}, 3*Inch); got != 3*Inch {
		t.Errorf("StraightLimit over the low wall = %d, want 3\"", got)
	}
	if m.StraightLimit(a, Point{}, Inch) != 0 || m.StraightLimit(a, Point{1, 0}, -5) != 0 {
		t.Error("StraightLimit moved with no direction or no distance")
	}
}

func TestNilsDoNotPanic(t *testing.T) {
	var m *Mover
	var f *Field
	var ft *Feature
	var r *Reach
	p := Point{Inch, Inch}
	if !m.CanStand(p) || !m.SegmentClear(p, p.Add(Point{Inch, 0})) {
		t.Error("a nil Mover is not open ground")
	}
	if _, _, ok := m.Reach(p, Inch).To(p.Add(Point{Inch / 2, 0})); !ok {
		t.Error("a nil Mover cannot move")
	}
	if _, _, ok := r.To(p); ok || r.From() != (Point{}) || r.Limit() != 0 {
		t.Error("a nil Reach reaches")
	}
	if !f.Visible(p, p.Add(Point{Inch, Inch})) || f.InCover(p, p.Add(Point{Inch, 0}), nil) || f.Validate() != nil {
		t.Error("a nil Field is not open ground")
	}
	if ft.Contains(p) || ft.DiscOverlaps(p, 1) || ft.SegmentCrosses(p, p) || ft.CapsuleHits(p, p, 1) || ft.Validate() == nil {
		t.Error("a nil Feature is not empty")
	}
	if m.StraightLimit(p, Point{1, 0}, Inch) != Inch {
		t.Error("a nil Mover cannot be knocked back")
	}
}
