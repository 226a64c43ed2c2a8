package battleaxe

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// strip returns the rectangle w pixels wide along side d of square
// rectangle r, centred on the edge, without its ends.
func strip(r image.Rectangle, d Dir, w int) image.Rectangle {
	n := r.Dx() / 5
	switch d {
	case East:
		return image.Rect(r.Max.X-w/2, r.Min.Y+n, r.Max.X+w/2, r.Max.Y-n)
	case South:
		return image.Rect(r.Min.X+n, r.Max.Y-w/2, r.Max.X-n, r.Max.Y+w/2)
	}
	return r
}

// framed returns a scene of the map, seen at 48 pixels a square with the
// map's centre in the middle of a 480x384 area.
func framed(tb testing.TB, text string) *Scene {
	s := newDungeon(tb, text)
	s.Area = image.Rect(0, 0, 480, 384)
	s.Camera = Camera{X: float64(s.W) / 2, Y: float64(s.H) / 2, Cell: 48}
	return s
}

// TestWallIsDark draws a room beside a passage, a wall between them, and
// checks that the wall's edge is dark where the floors on either side are
// light.
func TestWallIsDark(t *testing.T) {
	needDisplay(t)
	s := framed(t, `
      
 ..,, 
 ..,, 
      `)
	img := drawScene(NewBoard(), s, nil)
	wall := pixeltest.MeanGrey(img, strip(s.SquareRect(Pt(2, 1)), East, 4))
	room := pixeltest.MeanGrey(img, s.SquareRect(Pt(1, 1)).Inset(8))
	pass := pixeltest.MeanGrey(img, s.SquareRect(Pt(4, 1)).Inset(8))
	open := pixeltest.MeanGrey(img, strip(s.SquareRect(Pt(1, 1)), East, 4))
	t.Logf("wall %.0f, room %.0f, passage %.0f, open edge in the room %.0f", wall, room, pass, open)
	if wall > 45 || room < 90 || pass < 70 {
		t.Errorf("wall %.0f, want dark (< 45); room %.0f and passage %.0f, want light", wall, room, pass)
	}
	if open < 80 {
		t.Errorf("the open edge inside the room is %.0f, want as light as the floor", open)
	}
	if d := room - pass; d < 5 && d > -5 {
		t.Errorf("room %.0f and passage %.0f look alike", room, pass)
	}
}

// TestDoorsDiffer draws the same doorway closed and open and checks that
// they differ along the edge: a closed door fills it with planks, an open
// one leaves the gap (and its leaf stands across it).
func TestDoorsDiffer(t *testing.T) {
	needDisplay(t)
	b := NewBoard()
	var planks [3]int
	for i, e := range []Edge{DoorClosed, DoorOpen, Wall} {
		s := framed(t, `
      
 ..,, 
 ..,, 
      `)
		setEdge(s, Pt(2, 1), East, e)
		pal := NewPalette(render.NewPalette(false))
		img := drawScene(b, s, nil)
		planks[i] = pixeltest.Count(img, strip(s.SquareRect(Pt(2, 1)), East, 8), func(c color.RGBA) bool { return near(c, pal.Door, 30) })
	}
	t.Logf("door-coloured pixels along the edge: closed %d, open %d, wall %d", planks[0], planks[1], planks[2])
	if planks[0] < 60 || planks[1] > planks[0]/3 || planks[2] > 0 {
		t.Errorf("closed %d, open %d, wall %d pixels of planks along the edge: want many, few, none", planks[0], planks[1], planks[2])
	}
}

// TestVoidIsDarkStone checks that unexplored rock is dark but not flat
// black: a stone texture.
func TestVoidIsDarkStone(t *testing.T) {
	needDisplay(t)
	s := framed(t, `
      
 ..   
      `)
	img := drawScene(NewBoard(), s, nil)
	r := image.Rect(300, 200, 470, 380)
	g := pixeltest.MeanGrey(img, r)
	black := pixeltest.Count(img, r, func(c color.RGBA) bool { return c.R < 6 && c.G < 6 && c.B < 6 })
	lighter := pixeltest.Count(img, r, func(c color.RGBA) bool { return pixeltest.Grey(c) > g+6 })
	t.Logf("void: grey %.1f, %d black pixels, %d lighter flecks", g, black, lighter)
	if g > 40 || g < 8 {
		t.Errorf("void grey %.1f, want dark but not black (8 to 40)", g)
	}
	if lighter == 0 || black > r.Dx()*r.Dy()/4 {
		t.Errorf("void: %d flecks, %d black pixels: want a texture", lighter, black)
	}
}

// TestOverlapIsMarked checks that a square where tiles overlap differs
// from a plain one beside it, by its hatching.
func TestOverlapIsMarked(t *testing.T) {
	needDisplay(t)
	s := framed(t, `
      
 ..+. 
      `)
	pal := NewPalette(render.NewPalette(false))
	img := drawScene(NewBoard(), s, nil)
	hatch := func(p Point) int {
		return pixeltest.Count(img, s.SquareRect(p), func(c color.RGBA) bool { return near(c, pal.Overlap, 60) })
	}
	if o, p := hatch(Pt(3, 1)), hatch(Pt(2, 1)); o < 100 || p > 10 {
		t.Errorf("overlap colour: %d pixels on the overlap, %d on a plain square; want many and none", o, p)
	}
}

// TestRevealSlidesIn checks that a square just revealed is not drawn yet,
// and is drawn once its reveal is over.
func TestRevealSlidesIn(t *testing.T) {
	needDisplay(t)
	b := NewBoard()
	var grey [3]float64
	for i, r := range []float64{0, 0.5, 1} {
		s := framed(t, `
     
 ... 
     `)
		for x := 1; x < 4; x++ {
			sq := &s.Squares[s.W+x]
			sq.Revealing, sq.Reveal, sq.SlideFrom = true, r, East
		}
		img := drawScene(b, s, nil)
		grey[i] = pixeltest.MeanGrey(img, s.SquareRect(Pt(2, 1)).Inset(6))
	}
	t.Logf("the middle square's grey at reveal 0, 0.5, 1: %.0f %.0f %.0f", grey[0], grey[1], grey[2])
	if !(grey[0] < 40 && grey[1] > grey[0]+10 && grey[2] > grey[1]+10) {
		t.Errorf("grey %.0f %.0f %.0f: want void, then fading in, then floor", grey[0], grey[1], grey[2])
	}
}

// TestMinisOnTheirSquares checks that a hero's player colour rings its
// square, and that a 2x2 enemy's colour covers its four squares and not
// the squares beside.
func TestMinisOnTheirSquares(t *testing.T) {
	needDisplay(t)
	for _, cb := range []bool{false, true} {
		s := framed(t, `
       
 ..... 
 ..... 
 ..... 
       `)
		s.Pal = render.NewPalette(cb)
		pal := NewPalette(s.Pal)
		s.Minis = []Mini{{At: Pt(1, 1), Hero: true, Player: 2, Icon: "dwarf", Facing: East},
			{At: Pt(3, 1), W: 2, H: 2, Icon: "troll", Facing: West}}
		img := drawScene(NewBoard(), s, nil)
		count := func(p Point, c color.RGBA) int {
			return pixeltest.Count(img, s.SquareRect(p), func(k color.RGBA) bool { return near(k, c, 12) })
		}
		if n := count(Pt(1, 1), pal.Side[2]); n < 100 {
			t.Errorf("cb %v: %d pixels of player 3's colour on the hero's square", cb, n)
		}
		for _, p := range []Point{{3, 1}, {4, 1}, {3, 2}, {4, 2}} {
			if n := count(p, pal.Enemy); n < 40 {
				t.Errorf("cb %v: %d pixels of the enemies' colour on %v, under the 2x2 troll", cb, n, p)
			}
		}
		for _, p := range []Point{{2, 3}, {5, 1}, {1, 2}} {
			if n := count(p, pal.Enemy); n > 0 {
				t.Errorf("cb %v: %d pixels of the enemies' colour on %v, where no enemy stands", cb, n, p)
			}
		}
	}
}

// TestDrawTokenStaysInItsRect draws a hero's portrait and a 2x1 enemy's in
// panels and checks that each fills its rectangle and draws nothing
// outside (but its shadow's and facing's few pixels).
func TestDrawTokenStaysInItsRect(t *testing.T) {
	needDisplay(t)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	for _, c := range []struct {
		m    Mini
		r    image.Rectangle
		want color.RGBA
	}{
		{Mini{Hero: true, Player: 1, Icon: "elf", Health: 3, Base: 4, Facing: East}, image.Rect(40, 40, 104, 104), pal.Side[1]},
		{Mini{Icon: "wolf", W: 2, Health: 3, Base: 4, Facing: West}, image.Rect(40, 40, 168, 104), pal.Enemy},
	} {
		dst := ebiten.NewImage(220, 150)
		b.DrawToken(dst, c.r, &c.m, nil)
		img := pixeltest.Snapshot(dst)
		in := pixeltest.Count(img, c.r, func(k color.RGBA) bool { return near(k, c.want, 12) })
		all := pixeltest.Count(img, img.Bounds(), func(k color.RGBA) bool { return k.A > 0 })
		inside := pixeltest.Count(img, c.r.Inset(-6), func(k color.RGBA) bool { return k.A > 0 })
		if in < c.r.Dy()*3 || all > inside {
			t.Errorf("%+v: %d pixels of its colour in its rect, %d drawn of which %d near it", c.m, in, all, inside)
		}
	}
}

// TestDoorStaysWhileTheTileBehindArrives checks that the door of a room
// already laid stays drawn while the passage behind it slides in.
func TestDoorStaysWhileTheTileBehindArrives(t *testing.T) {
	needDisplay(t)
	pal := NewPalette(render.NewPalette(false))
	s := framed(t, `
      
 ..,, 
      `)
	setEdge(s, Pt(2, 1), East, DoorClosed)
	for x := 3; x < 5; x++ {
		sq := &s.Squares[s.W+x]
		sq.Revealing, sq.Reveal, sq.SlideFrom = true, 0, East
	}
	img := drawScene(NewBoard(), s, nil)
	n := pixeltest.Count(img, strip(s.SquareRect(Pt(2, 1)), East, 8), func(c color.RGBA) bool { return near(c, pal.Door, 30) })
	if n < 60 {
		t.Errorf("%d door-coloured pixels along the room's door while the passage arrives; want the door drawn", n)
	}
}
