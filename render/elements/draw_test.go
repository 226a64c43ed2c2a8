package elements

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// drawScene draws s with m on a new image the size of s.Area and reads it
// back.
func drawScene(b *Board, s *Scene, m *Marks) *image.RGBA {
	dst := ebiten.NewImage(s.Area.Max.X, s.Area.Max.Y)
	b.Draw(dst, s, m)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img
}

// inset returns r shrunk by k pixels each side.
func inset(r image.Rectangle, k int) image.Rectangle { return r.Inset(k) }

// TestTokenAtItsSquare draws a model on each side, in both palettes, and
// checks that its side's colour rings the square it stands on, and no
// other square; a model out of the game is not drawn.
func TestTokenAtItsSquare(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
.....
.A...
.....
...b.
.....`, map[byte]string{'A': "samurai N", 'b': "ninja S"})
	s.Area = image.Rect(0, 0, 500, 500)
	b := NewBoard()
	for _, cb := range []bool{false, true} {
		s.Pal = render.NewPalette(cb)
		pal := NewPalette(s.Pal)
		img := drawScene(b, &s.Scene, nil)
		for _, mo := range s.Models {
			c := pal.Side[mo.Side]
			for y := range s.H {
				for x := range s.W {
					p := Pt(x, y)
					n := pixeltest.Count(img, s.SquareRect(p), func(k color.RGBA) bool { return near(k, c, 10) })
					switch {
					case p == mo.At && n < s.Cell()*3:
						t.Errorf("cb %v: model %c: %d pixels of its side's colour on its square %v, want a rim of %d", cb, mo.Letter, n, p, s.Cell()*3)
					case p != mo.At && n > 0 && s.ModelAt(p) < 0:
						t.Errorf("cb %v: model %c: %d pixels of its side's colour on %v, where no model stands", cb, mo.Letter, n, p)
					}
				}
			}
		}
	}
	s.Models[0].Out = true
	img := drawScene(b, &s.Scene, nil)
	if n := pixeltest.Count(img, s.SquareRect(s.Models[0].At), func(k color.RGBA) bool { return near(k, NewPalette(s.Pal).Side[0], 10) }); n > 0 {
		t.Errorf("a model out of the game left %d pixels of its colour on its square", n)
	}
}

// TestFacingNotch turns a model to each facing and checks that the light
// arrowhead stands between its token and the edge of its square on that
// side, and not on the opposite side.
func TestFacingNotch(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
...
.A.
...`, map[byte]string{'A': "monk N"})
	s.Area = image.Rect(0, 0, 300, 300)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	cs := s.Cell()
	r := s.SquareRect(s.Models[0].At)
	cx, cy := r.Min.X+cs/2, r.Min.Y+cs/2
	// The strip between the token's rim and the square's edge, on side d.
	strip := func(d Dir) image.Rectangle {
		v := d.Vec()
		near, far, half := cs*40/100, cs*49/100, cs/10
		if v.X != 0 {
			x0, x1 := cx+v.X*near, cx+v.X*far
			return image.Rect(min(x0, x1), cy-half, max(x0, x1), cy+half)
		}
		y0, y1 := cy+v.Y*near, cy+v.Y*far
		return image.Rect(cx-half, min(y0, y1), cx+half, max(y0, y1))
	}
	light := func(k color.RGBA) bool { return near(k, pal.Icon, 24) }
	for _, d := range dirs {
		s.Models[0].Facing = d
		img := drawScene(b, &s.Scene, nil)
		front := pixeltest.Count(img, strip(d), light)
		back := pixeltest.Count(img, strip((d+2)&3), light)
		if front < cs/5 || back > 0 {
			t.Errorf("facing %d: %d light pixels ahead, %d behind; want at least %d ahead and none behind", d, front, back, cs/5)
		}
	}
}

// TestZoneTint draws a model's influence zone and checks that exactly its
// squares change, towards the side's colour.
func TestZoneTint(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
.......
.......
.......
...a...
.......
.......
.......`, map[byte]string{'a': "kunoichi E"})
	s.Area = image.Rect(0, 0, 420, 420)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	plain := drawScene(b, &s.Scene, nil)
	z := s.zoneOf(0)
	if len(z.Squares) != 5 {
		t.Fatalf("zone %v, want 5 squares", z.Squares)
	}
	zoned := drawScene(b, &s.Scene, &Marks{Hover: -1, Selected: -1, Zones: []Zone{z}})
	side := pal.Side[1]
	for y := range s.H {
		for x := range s.W {
			p := Pt(x, y)
			if p == s.Models[0].At {
				continue
			}
			r := inset(s.SquareRect(p), 3)
			changed, closer := 0, 0
			for py := r.Min.Y; py < r.Max.Y; py++ {
				for px := r.Min.X; px < r.Max.X; px++ {
					a, c := plain.RGBAAt(px, py), zoned.RGBAAt(px, py)
					if a != c {
						changed++
					}
					if dist(c, side) < dist(a, side) {
						closer++
					}
				}
			}
			area := r.Dx() * r.Dy()
			if zoneHas(z.Squares, p) {
				if closer < area*9/10 {
					t.Errorf("zone square %v: %d of %d pixels moved towards the side's colour", p, closer, area)
				}
			} else if changed > 0 {
				t.Errorf("square %v outside the zone: %d pixels changed", p, changed)
			}
		}
	}
}

// TestHiddenIsGhosted checks that a hidden model is drawn faded (far less
// of its side's colour shows) in a light dashed ring, and that an unseen
// enemy is drawn as its marker, not as a token.
func TestHiddenIsGhosted(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
...
.A.
...`, map[byte]string{'A': "ninja N"})
	s.Area = image.Rect(0, 0, 300, 300)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	r := s.SquareRect(s.Models[0].At)
	rim := func(k color.RGBA) bool { return near(k, pal.Side[0], 10) }
	visible := drawScene(b, &s.Scene, nil)
	seen := pixeltest.Count(visible, r, rim)
	inside := func(k color.RGBA) bool { return near(k, pal.SideDark[0], 6) }
	token := pixeltest.Count(visible, r, inside)
	s.Models[0].Hidden = true
	ghost := drawScene(b, &s.Scene, nil)
	if n := pixeltest.Count(ghost, r, rim); n*3 > seen {
		t.Errorf("hidden: %d pixels of the side's colour, visible %d; want under a third", n, seen)
	}
	if n := pixeltest.Count(ghost, r, func(k color.RGBA) bool { return near(k, pal.Icon, 20) }); n < s.Cell() {
		t.Errorf("hidden: %d light pixels of the dashed ring, want at least %d", n, s.Cell())
	}
	s.Models[0].Hidden, s.Models[0].Unseen = false, true
	unseen := drawScene(b, &s.Scene, nil)
	if n, in := pixeltest.Count(unseen, r, rim), pixeltest.Count(unseen, r, inside); n == 0 || in*4 > token {
		t.Errorf("unseen: %d pixels of the side's colour and %d of a token's inside (a token has %d); want a see-through marker", n, in, token)
	}
}

// TestTerrainRepaints checks that the terrain is painted once per map,
// size and palette, and that a new size replaces its picture.
func TestTerrainRepaints(t *testing.T) {
	needDisplay(t)
	s := village(t)
	s.Area = image.Rect(0, 0, 700, 450)
	b := NewBoard()
	dst := ebiten.NewImage(1200, 900)
	step := func(what string, change func(), want int) {
		t.Helper()
		before := b.ground.version
		change()
		b.Draw(dst, &s.Scene, nil)
		if got := b.ground.version - before; got != want {
			t.Errorf("%s: terrain painted %d times, want %d", what, got, want)
		}
	}
	step("the first frame", func() {}, 1)
	step("the same scene", func() {}, 0)
	step("the tiles refilled", func() { s.Tiles = append(s.Tiles[:0], s.Tiles...) }, 0)
	step("a model moved", func() { s.Models[0].At = Pt(2, 2) }, 0)
	old := b.ground.img
	step("a larger area", func() { s.Area = image.Rect(0, 0, 1200, 900) }, 1)
	if b.ground.img == old || b.ground.img.Bounds().Dx() != s.Cell()*s.W {
		t.Errorf("a new size kept the old picture (%v)", b.ground.img.Bounds())
	}
	step("the same area moved", func() { s.Area = s.Area.Add(image.Pt(3, 3)) }, 0)
	step("a wall knocked down", func() { s.Tiles[10] = Ground }, 1)
	step("the colour-blind palette", func() { s.Pal = render.NewPalette(true) }, 1)
}

func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int { return (int(x) - int(y)) * (int(x) - int(y)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// TestMovingToken draws a model halfway along a move of two squares and
// checks that it stands on the square between, not at either end.
func TestMovingToken(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
.....
...A.
.....`, map[byte]string{'A': "ninja E"})
	s.Area = image.Rect(0, 0, 500, 300)
	pal := NewPalette(render.NewPalette(false))
	mo := &s.Models[0]
	mo.Moving, mo.From, mo.T = true, Pt(1, 1), 0.5
	if x, y := s.ModelCentre(0); x != 250 || y != 150 {
		t.Errorf("ModelCentre = %v, %v; want the centre of c2 (250, 150)", x, y)
	}
	img := drawScene(NewBoard(), &s.Scene, nil)
	rim := func(k color.RGBA) bool { return near(k, pal.Side[0], 10) }
	for _, p := range []Point{{1, 1}, {2, 1}, {3, 1}} {
		n := pixeltest.Count(img, s.SquareRect(p), rim)
		if mid := p == Pt(2, 1); mid != (n > s.Cell()*3) {
			t.Errorf("square %v: %d pixels of the side's colour (the token moving half way should be on c2 only)", p, n)
		}
	}
}
