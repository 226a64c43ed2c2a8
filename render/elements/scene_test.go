package elements

import (
	"image"
	"testing"
)

// TestSquareMapping checks that the map fits its area with square cells
// of a whole number of pixels, centred, and that a square's rectangle and
// the square under a pixel agree, at several sizes.
func TestSquareMapping(t *testing.T) {
	s := village(t)
	for _, area := range []image.Rectangle{
		image.Rect(0, 0, 800, 600), image.Rect(0, 0, 1200, 900), image.Rect(37, 91, 37+333, 91+777),
		image.Rect(200, 0, 1280, 720), image.Rect(5, 5, 5+14*4, 5+9*4),
	} {
		s.Area = area
		cs := s.Cell()
		if cs < 1 {
			t.Fatalf("%v: cell %d", area, cs)
		}
		r := s.BoardRect()
		if r.Dx() != cs*s.W || r.Dy() != cs*s.H || !r.In(area) {
			t.Errorf("%v: board %v is not %d×%d cells of %d inside the area", area, r, s.W, s.H, cs)
		}
		if cs*(s.W+1) <= area.Dx() && cs*(s.H+1) <= area.Dy() || (cs+1)*s.W <= area.Dx() && (cs+1)*s.H <= area.Dy() {
			t.Errorf("%v: cell %d is not the largest that fits", area, cs)
		}
		if dx, dy := (r.Min.X-area.Min.X)-(area.Max.X-r.Max.X), (r.Min.Y-area.Min.Y)-(area.Max.Y-r.Max.Y); dx < -1 || dx > 1 || dy < -1 || dy > 1 {
			t.Errorf("%v: board %v is not centred", area, r)
		}
		for y := range s.H {
			for x := range s.W {
				p := Pt(x, y)
				sr := s.SquareRect(p)
				if sr.Dx() != cs || sr.Dy() != cs {
					t.Fatalf("%v: square %v is %v", area, p, sr)
				}
				for _, q := range []image.Point{sr.Min, sr.Max.Sub(image.Pt(1, 1)), {sr.Min.X + cs/2, sr.Min.Y + cs/2}} {
					if got, ok := s.SquareAt(q.X, q.Y); !ok || got != p {
						t.Fatalf("%v: SquareAt%v = %v, %v; want %v", area, q, got, ok, p)
					}
				}
			}
		}
		for _, q := range []image.Point{{r.Min.X - 1, r.Min.Y}, {r.Max.X, r.Min.Y}, {r.Min.X, r.Max.Y}, {r.Min.X, r.Min.Y - 1}} {
			if p, ok := s.SquareAt(q.X, q.Y); ok {
				t.Errorf("%v: SquareAt%v = %v off the board", area, q, p)
			}
		}
	}
	s.Area = image.Rect(0, 0, 3, 3)
	if _, ok := s.SquareAt(1, 1); ok || s.Cell() != 0 {
		t.Error("a board that does not fit maps pixels to squares")
	}
}

func TestGlyphOf(t *testing.T) {
	for id, want := range map[string]Glyph{"samurai": GlyphKatana, "ninja": GlyphShuriken, "archer": GlyphBow,
		"monk": GlyphStaff, "kunoichi": GlyphFan, "assassin": GlyphKunai, "ashigaru": GlyphSpear, "ronin": GlyphNone} {
		if got := GlyphOf(id); got != want {
			t.Errorf("GlyphOf(%q) = %d, want %d", id, got, want)
		}
	}
}

// TestMarksReset checks that marks refilled after Reset reuse their room:
// a table refilling them every frame allocates nothing.
func TestMarksReset(t *testing.T) {
	var m Marks
	fill := func() {
		m.Reset()
		z := m.AddZone(1)
		z.Squares = append(z.Squares, Pt(1, 1), Pt(2, 1), Pt(3, 1))
		z = m.AddZone(0)
		z.Squares = append(z.Squares, Pt(4, 4))
		m.Moves = append(m.Moves, Pt(0, 0), Pt(0, 1))
		m.Selected = 2
	}
	fill()
	if allocs := testing.AllocsPerRun(20, fill); allocs != 0 {
		t.Errorf("refilling the marks allocates %.1f times, want none", allocs)
	}
	if len(m.Zones) != 2 || m.Zones[0].Side != 1 || len(m.Zones[0].Squares) != 3 || len(m.Zones[1].Squares) != 1 || m.Hover != -1 || m.Selected != 2 {
		t.Errorf("marks after a refill: %+v", m)
	}
	m.Reset()
	if len(m.Zones) != 0 || len(m.Moves) != 0 || m.Selected != -1 {
		t.Errorf("marks after Reset: %+v", m)
	}
}
