package tunnel

import (
	"image"
	"testing"
)

func TestBoardLayout(t *testing.T) {
	lvl := &theLongDark(t).Scene // 23x10 squares
	for _, tc := range []struct {
		area image.Rectangle
		cs   int
	}{
		{image.Rect(0, 0, 1280, 720), 55},
		{image.Rect(0, 0, 800, 600), 34},
		{image.Rect(100, 50, 1100, 650), 43},
		{image.Rect(0, 0, 1920, 1080), 83},
		{image.Rect(7, 13, 330, 211), 14},
		{image.Rect(0, 0, 10, 10), 1},
	} {
		b := NewBoard()
		b.Layout(tc.area, lvl.W, lvl.H)
		cs := b.CellSize()
		if cs != tc.cs {
			t.Errorf("%v: cell size %d, want %d", tc.area, cs, tc.cs)
		}
		m := b.MapRect()
		if m.Dx() != cs*lvl.W || m.Dy() != cs*lvl.H {
			t.Errorf("%v: map %v is not %d×%d squares of %d", tc.area, m, lvl.W, lvl.H, cs)
		}
		if tc.cs > 1 && !m.In(tc.area) {
			t.Errorf("%v: map %v does not fit", tc.area, m)
		}
		// Centred: the margins differ by at most one pixel.
		if l, r := m.Min.X-tc.area.Min.X, tc.area.Max.X-m.Max.X; tc.cs > 1 && (l-r > 1 || r-l > 1) {
			t.Errorf("%v: margins %d and %d, want centred", tc.area, l, r)
		}
		for y := range lvl.H {
			for x := range lvl.W {
				p := Pt(x, y)
				r := b.CellRect(p)
				if r.Dx() != cs || r.Dy() != cs {
					t.Fatalf("%v: CellRect(%v) = %v, want %d square", tc.area, p, r, cs)
				}
				for _, q := range []image.Point{r.Min, r.Max.Sub(image.Pt(1, 1)), r.Min.Add(image.Pt(cs/2, cs/2))} {
					if got, ok := b.CellAt(q.X, q.Y); !ok || got != p {
						t.Fatalf("%v: CellAt(%v) = %v, %v; want %v", tc.area, q, got, ok, p)
					}
				}
			}
		}
		for _, q := range []image.Point{m.Min.Sub(image.Pt(1, 0)), m.Min.Sub(image.Pt(0, 1)), m.Max, image.Pt(m.Max.X, m.Min.Y), image.Pt(m.Min.X, m.Max.Y)} {
			if p, ok := b.CellAt(q.X, q.Y); ok {
				t.Errorf("%v: CellAt(%v) = %v off the map", tc.area, q, p)
			}
		}
	}
}

func TestBoardBeforeLayout(t *testing.T) {
	b := NewBoard()
	if _, ok := b.CellAt(5, 5); ok {
		t.Error("CellAt found a square before Layout")
	}
	if b.CellSize() != 0 {
		t.Errorf("CellSize = %d before Layout", b.CellSize())
	}
}
