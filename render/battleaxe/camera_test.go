package battleaxe

import (
	"image"
	"math"
	"testing"
)

// TestFitShowsTheRectangle fits a rectangle of squares into an area and
// checks that every square of it is on the screen, centred, as large as
// fits.
func TestFitShowsTheRectangle(t *testing.T) {
	s := &Scene{W: 72, H: 72, Squares: make([]Square, 72*72), Area: image.Rect(100, 50, 1100, 650)}
	r := image.Rect(30, 40, 40, 46)
	s.Camera.Fit(s.Area, r, 10)
	if want := math.Floor(math.Min(980.0/10, 580.0/6)); s.Camera.Cell != want {
		t.Errorf("cell %v, want %v", s.Camera.Cell, want)
	}
	for _, p := range []Point{{30, 40}, {39, 45}} {
		if sr := s.SquareRect(p); !sr.In(s.Area) {
			t.Errorf("square %v at %v, outside the area %v", p, sr, s.Area)
		}
	}
	a, b := s.SquareRect(Pt(30, 40)), s.SquareRect(Pt(39, 45))
	left, right := a.Min.X-s.Area.Min.X, s.Area.Max.X-b.Max.X
	if d := left - right; d < -1 || d > 1 {
		t.Errorf("margins %d and %d: not centred", left, right)
	}
	s.Camera.Fit(s.Area, image.Rect(0, 0, 1, 1), 0)
	if s.Camera.Cell != MaxCell {
		t.Errorf("one square fitted: cell %v, want the limit %v", s.Camera.Cell, MaxCell)
	}
}

// TestSquareAtRoundTrip checks, at whole and fractional zooms and
// positions, that every pixel of a square's rectangle maps back to the
// square, that squares tile without gaps, and that Centre is inside.
func TestSquareAtRoundTrip(t *testing.T) {
	s := &Scene{W: 20, H: 12, Squares: make([]Square, 20*12), Area: image.Rect(7, 9, 607, 409)}
	for _, cam := range []Camera{{X: 10, Y: 6, Cell: 30}, {X: 9.37, Y: 5.81, Cell: 23.7}, {X: 3.2, Y: 2.9, Cell: 61.3}, {X: 10, Y: 6, Cell: 8.4}} {
		s.Camera = cam
		for y := range s.H {
			for x := range s.W {
				p := Pt(x, y)
				r := s.SquareRect(p)
				if e := s.SquareRect(Pt(x+1, y)); e.Min.X != r.Max.X {
					t.Fatalf("camera %+v: square %v ends at x %d, the next starts at %d", cam, p, r.Max.X, e.Min.X)
				}
				if cx, cy := s.Centre(p); !image.Pt(int(cx), int(cy)).In(r) {
					t.Errorf("camera %+v: centre of %v at %.1f,%.1f outside %v", cam, p, cx, cy, r)
				}
				for _, q := range []image.Point{r.Min, r.Max.Sub(image.Pt(1, 1)), {r.Min.X, r.Max.Y - 1}} {
					if !q.In(s.Area) {
						continue
					}
					if got, ok := s.SquareAt(q.X, q.Y); !ok || got != p {
						t.Errorf("camera %+v: SquareAt(%v) = %v %v, want %v", cam, q, got, ok, p)
					}
				}
			}
		}
	}
	if _, ok := s.SquareAt(0, 0); ok {
		t.Error("a pixel outside the area gives a square")
	}
	s.Camera = Camera{X: 0, Y: 0, Cell: 40}
	if _, ok := s.SquareAt(s.Area.Min.X+1, s.Area.Min.Y+1); ok {
		t.Error("a pixel off the canvas gives a square")
	}
}

// TestPanFollowsThePointer pans by a drag and checks that the canvas moved
// with it, pixel for pixel.
func TestPanFollowsThePointer(t *testing.T) {
	area := image.Rect(0, 0, 800, 600)
	c := Camera{X: 10, Y: 10, Cell: 32}
	x0, y0 := c.ToScreen(area, 12, 7)
	c.Pan(45, -20)
	x1, y1 := c.ToScreen(area, 12, 7)
	if math.Abs(x1-x0-45) > 1 || math.Abs(y1-y0+20) > 1 {
		t.Errorf("panned by 45,-20: the point moved by %.1f,%.1f", x1-x0, y1-y0)
	}
	if x, y := c.ToCanvas(area, x1, y1); math.Abs(x-12) > 0.05 || math.Abs(y-7) > 0.05 {
		t.Errorf("ToCanvas(ToScreen(12, 7)) = %.2f,%.2f", x, y)
	}
}

// TestZoomAtKeepsThePointUnderThePointer zooms in and out about a screen
// point and checks that the canvas point under it stays, and that the
// zoom keeps to its limits.
func TestZoomAtKeepsThePointUnderThePointer(t *testing.T) {
	area := image.Rect(50, 50, 850, 650)
	c := Camera{X: 20, Y: 15, Cell: 32}
	for _, f := range []float64{1.25, 2, 0.5, 0.8} {
		x0, y0 := c.ToCanvas(area, 200, 500)
		c.ZoomAt(area, 200, 500, f, 0, 0)
		x1, y1 := c.ToCanvas(area, 200, 500)
		if math.Abs(x1-x0) > 0.05 || math.Abs(y1-y0) > 0.05 {
			t.Errorf("zoom by %v: the point under the pointer moved from %.2f,%.2f to %.2f,%.2f", f, x0, y0, x1, y1)
		}
	}
	for range 20 {
		c.ZoomAt(area, 400, 300, 2, 12, 96)
	}
	if c.Cell != 96 {
		t.Errorf("zoomed far in: cell %v, want the limit 96", c.Cell)
	}
	for range 20 {
		c.ZoomAt(area, 400, 300, 0.5, 12, 96)
	}
	if c.Cell != 12 {
		t.Errorf("zoomed far out: cell %v, want the limit 12", c.Cell)
	}
}

// TestFollowAndEaseArrive moves the camera towards a point and a zoom
// frame after frame and checks that it gets there and stays.
func TestFollowAndEaseArrive(t *testing.T) {
	c := Camera{X: 0, Y: 0, Cell: 20}
	to := Camera{X: 30, Y: 12, Cell: 48}
	for range 200 {
		c.Ease(to, 0.15)
	}
	if c != to {
		t.Errorf("after 200 frames the camera is at %+v, want %+v", c, to)
	}
	c.Keep(10, 10)
	if c.X != 10 || c.Y != 10 {
		t.Errorf("kept on a 10x10 canvas: centre %v,%v", c.X, c.Y)
	}
}

// TestEdges checks the edges the scene reports: the same edge seen from
// both sides, walls between floor and void, doors there kept.
func TestEdges(t *testing.T) {
	s := newDungeon(t, `
     
 ... 
 ..,,
     `)
	setEdge(s, Pt(2, 2), East, DoorOpen)
	setEdge(s, Pt(3, 1), South, DoorClosed) // a door onto the passage
	setEdge(s, Pt(1, 1), North, DoorClosed) // a door onto the unexplored
	for _, c := range []struct {
		p    Point
		d    Dir
		want Edge
	}{
		{Pt(1, 1), East, Open}, {Pt(2, 1), West, Open},
		{Pt(2, 2), East, DoorOpen}, {Pt(3, 2), West, DoorOpen},
		{Pt(3, 1), South, DoorClosed}, {Pt(3, 2), North, DoorClosed},
		{Pt(1, 1), North, DoorClosed}, {Pt(1, 0), South, DoorClosed},
		{Pt(1, 1), West, Wall}, {Pt(0, 1), East, Wall},
		{Pt(4, 2), South, Wall}, {Pt(0, 3), East, Open},
	} {
		if got := s.EdgeOf(c.p, c.d); got != c.want {
			t.Errorf("EdgeOf(%v, %v) = %v, want %v", c.p, c.d, got, c.want)
		}
	}
}

// TestMiniAtCoversItsSquares checks that a 2x2 enemy answers for its four
// squares and a carried hero for none.
func TestMiniAtCoversItsSquares(t *testing.T) {
	s := &Scene{W: 6, H: 6, Squares: make([]Square, 36)}
	s.Minis = []Mini{{At: Pt(1, 1), W: 2, H: 2}, {At: Pt(4, 4), Hero: true}, {At: Pt(4, 4), Hero: true, Carrier: 2}}
	for _, c := range []struct {
		p    Point
		want int
	}{{Pt(1, 1), 0}, {Pt(2, 2), 0}, {Pt(2, 1), 0}, {Pt(3, 1), -1}, {Pt(4, 4), 1}, {Pt(0, 0), -1}} {
		if got := s.MiniAt(c.p); got != c.want {
			t.Errorf("MiniAt(%v) = %d, want %d", c.p, got, c.want)
		}
	}
}

// TestIconOfKnowsTheCast checks that the seed's enemies, roles and races
// that have a picture find an icon of this ruleset's set.
func TestIconOfKnowsTheCast(t *testing.T) {
	for _, id := range []string{"goblin", "orc", "cave-troll", "wolf", "cave-spider", "skeleton", "bone-king",
		"paladin", "wizard", "dwarf", "elf", "Barrels"} {
		ic := IconOf(id)
		if ic == "" || icons.RGBA(ic, 16) == nil {
			t.Errorf("IconOf(%q) = %q: no such icon", id, ic)
		}
	}
	if IconOf("no such thing") != "" {
		t.Error("an unknown id has an icon")
	}
}

// TestRevealed checks the rectangle round the revealed squares.
func TestRevealed(t *testing.T) {
	s := newDungeon(t, `
        
   ..   
   .,,, 
        `)
	if got, want := s.Revealed(), image.Rect(3, 1, 7, 3); got != want {
		t.Errorf("Revealed = %v, want %v", got, want)
	}
	s.Minis = []Mini{{At: Pt(3, 1), W: 2, H: 2, Moving: true, From: Pt(1, 1), T: 0.5}}
	if x, y := s.MiniPoint(0); x != 3 || y != 2 {
		t.Errorf("a 2x2 mini half way from 1,1 to 3,1: centre at %v,%v, want 3,2", x, y)
	}
}

// TestResetKeepsRoom checks that a scene reset for a new frame reuses its
// slices and starts void.
func TestResetKeepsRoom(t *testing.T) {
	s := newDungeon(t, `
 .. 
 .. `)
	s.Minis = append(s.Minis, Mini{})
	before := &s.Squares[0]
	s.Reset(4, 2)
	if &s.Squares[0] != before || len(s.Minis) != 0 || s.Ground(Pt(1, 0)) != Void {
		t.Error("Reset did not reuse the squares, or left minis or floor behind")
	}
	if s.SetEdge(Pt(0, 0), North, Wall) || !s.SetEdge(Pt(1, 1), North, DoorOpen) || s.Square(Pt(1, 0)).South != DoorOpen {
		t.Error("SetEdge: a north edge off the canvas was set, or one on it was not")
	}
}
