package arena

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// drawScene draws s with m on a new image reaching to s.Area's far corner
// and reads it back.
func drawScene(b *Board, s *Scene, m *Marks) *image.RGBA {
	dst := ebiten.NewImage(s.Area.Max.X, s.Area.Max.Y)
	b.Draw(dst, s, m)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img
}

// differ counts the pixels that differ (by more than tol) between the
// square a of img and the square b of img2, laid one over the other.
func differ(img *image.RGBA, a image.Rectangle, img2 *image.RGBA, b image.Rectangle, tol int) int {
	n := 0
	for y := range a.Dy() {
		for x := range a.Dx() {
			if !near(img.RGBAAt(a.Min.X+x, a.Min.Y+y), img2.RGBAAt(b.Min.X+x, b.Min.Y+y), tol) {
				n++
			}
		}
	}
	return n
}

// TestWallAndHeights checks that a wall square differs from an open one
// (darker, and with its bricks), that a higher step is drawn lighter than
// a lower one, and that a step next to a higher one is shadowed on that
// side ("a grid of steps with heights").
func TestWallAndHeights(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
0#00
0000
0140`, "", nil)
	s.Area = image.Rect(0, 0, 400, 300)
	b := NewBoard()
	img := drawScene(b, s, nil)
	wall, open := s.SquareRect(Pt(1, 0)), s.SquareRect(Pt(3, 0))
	if n := differ(img, wall, img, open, 12); n < wall.Dx()*wall.Dy()/2 {
		t.Errorf("a wall square differs from an open one in %d pixels of %d", n, wall.Dx()*wall.Dy())
	}
	if pixeltest.MeanGrey(img, wall) >= pixeltest.MeanGrey(img, open) {
		t.Errorf("a wall (grey %.0f) is not darker than open ground (%.0f)", pixeltest.MeanGrey(img, wall), pixeltest.MeanGrey(img, open))
	}
	h0, h1, h4 := s.SquareRect(Pt(0, 2)).Inset(s.Cell()/3), s.SquareRect(Pt(1, 2)).Inset(s.Cell()/3), s.SquareRect(Pt(2, 2)).Inset(s.Cell()/3)
	g0, g1, g4 := pixeltest.MeanGrey(img, h0), pixeltest.MeanGrey(img, h1), pixeltest.MeanGrey(img, h4)
	if !(g0+8 < g1 && g1+8 < g4) {
		t.Errorf("steps of height 0, 1, 4 have greys %.0f, %.0f, %.0f: want each clearly lighter", g0, g1, g4)
	}
	// The square of height 0 at (0, 2) has the step of height 1 to its
	// east: a shadow on its east side, none on its west.
	r := s.SquareRect(Pt(0, 2))
	band := s.Cell() / 8
	east := image.Rect(r.Max.X-band, r.Min.Y+band*3, r.Max.X-1, r.Max.Y-band*3)
	west := image.Rect(r.Min.X+1, r.Min.Y+band*3, r.Min.X+band, r.Max.Y-band*3)
	if ge, gw := pixeltest.MeanGrey(img, east), pixeltest.MeanGrey(img, west); ge+10 > gw {
		t.Errorf("the step beside a higher one: grey %.0f on the higher side, %.0f on the other; want a shadow", ge, gw)
	}
}

// TestTerrainAndLight checks that every terrain is drawn, each unlike the
// others and unlike open ground, and that twilight and the dark dim the
// board.
func TestTerrainAndLight(t *testing.T) {
	needDisplay(t)
	s := newScene(t, "00000000", ".n+=ow~d", nil)
	s.Area = image.Rect(0, 0, 800, 100)
	b := NewBoard()
	img := drawScene(b, s, nil)
	for a := range terrainCount {
		for c := a + 1; c < terrainCount; c++ {
			ra, rc := s.SquareRect(Pt(int(a), 0)), s.SquareRect(Pt(int(c), 0))
			if n := differ(img, ra, img, rc, 16); n < ra.Dx()*ra.Dy()/20 {
				t.Errorf("terrains %d and %d differ in %d pixels only", a, c, n)
			}
		}
	}
	grey := [3]float64{}
	for _, l := range []Light{Day, Twilight, Night} {
		s.Light = l
		grey[l] = pixeltest.MeanGrey(drawScene(b, s, nil), s.SquareRect(Pt(0, 0)))
	}
	if !(grey[Day] > grey[Twilight]+10 && grey[Twilight] > grey[Night]+10) {
		t.Errorf("open ground's grey by day, twilight and dark: %.0f, %.0f, %.0f; want it dimmer each", grey[Day], grey[Twilight], grey[Night])
	}
}

// apTrackRect returns where the AP track of a fighter on square p lies.
func apTrackRect(s *Scene, p Point) image.Rectangle {
	r, cs := s.SquareRect(p), float64(s.Cell())
	return image.Rect(r.Min.X+int(cs*0.08), r.Min.Y+int(cs*0.875)+1, r.Min.X+int(cs*0.92), r.Min.Y+int(cs*0.875+cs*0.085)-1)
}

// TestAPTrackGoesNegative checks the AP track: points left fill it right
// of the zero mark, a debt (a Penalty: "Negative APs inflict a Penalty to
// all actions") fills it left of the zero mark, and none fills neither
// side; the zero mark stands out in every case.
func TestAPTrackGoesNegative(t *testing.T) {
	needDisplay(t)
	s := newScene(t, `
000
0A0
000`, "", map[byte]string{'A': "gnoll N 0"})
	s.Area = image.Rect(0, 0, 360, 360)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	f := &s.Fighters[0]
	f.MaxAP = 4
	tr := apTrackRect(s, f.At)
	for _, ap := range []int{3, 0, -2, -9} {
		f.AP = ap
		img := drawScene(b, s, nil)
		zx := int(math.Round(apZero(ap, f.MaxAP, float64(tr.Min.X), float64(tr.Dx()))))
		left := image.Rect(tr.Min.X, tr.Min.Y, zx-3, tr.Max.Y)
		right := image.Rect(zx+3, tr.Min.Y, tr.Max.X, tr.Max.Y)
		gain := func(c color.RGBA) bool { return near(c, pal.APGain, 12) }
		debt := func(c color.RGBA) bool { return near(c, pal.APDebt, 12) }
		gl, gr := pixeltest.Count(img, left, gain), pixeltest.Count(img, right, gain)
		dl, dr := pixeltest.Count(img, left, debt), pixeltest.Count(img, right, debt)
		switch {
		case ap > 0 && (gr < tr.Dy()*4 || gl+dl+dr > 0):
			t.Errorf("AP %d: %d gain pixels right of zero, %d left, %d debt pixels; want gain right only", ap, gr, gl, dl+dr)
		case ap < 0 && (dl < tr.Dy()*2 || dr+gl+gr > 0):
			t.Errorf("AP %d: %d debt pixels left of zero, %d right, %d gain pixels; want debt left only", ap, dl, dr, gl+gr)
		case ap == 0 && gl+gr+dl+dr > 0:
			t.Errorf("AP 0: %d gain and %d debt pixels; want none", gl+gr, dl+dr)
		}
		if ap < 0 && dl < (-ap-1)*tr.Dy() && ap > -12 {
			t.Errorf("AP %d: the debt covers %d pixels, too few for %d points", ap, dl, -ap)
		}
		zero := image.Rect(zx-1, tr.Min.Y-2, zx+2, tr.Max.Y+2)
		if n := pixeltest.Count(img, zero, func(c color.RGBA) bool { return near(c, pal.Text, 20) }); n < 6 {
			t.Errorf("AP %d: the zero mark shows %d pixels", ap, n)
		}
	}
	// A deeper debt reaches further left.
	f.AP = -1
	one := pixeltest.Count(drawScene(b, s, nil), tr, func(c color.RGBA) bool { return near(c, pal.APDebt, 12) })
	f.AP = -3
	three := pixeltest.Count(drawScene(b, s, nil), tr, func(c color.RGBA) bool { return near(c, pal.APDebt, 12) })
	if three < 2*one {
		t.Errorf("a debt of 3 covers %d pixels, of 1 %d: want it longer", three, one)
	}
}

// TestStatusesDiffer draws one fighter in each status and checks that each
// looks unlike the others: the fallen, the unconscious and the dead lie
// flat (less of their side's colour high in the square), each with its
// own mark.
func TestStatusesDiffer(t *testing.T) {
	needDisplay(t)
	s := newScene(t, "A", "", map[byte]string{'A': "human N 0"})
	s.Area = image.Rect(0, 0, 120, 120)
	pal := NewPalette(render.NewPalette(false))
	b := NewBoard()
	r := s.SquareRect(Pt(0, 0))
	var imgs [5]*image.RGBA
	for st := Standing; st <= Dead; st++ {
		s.Fighters[0].Status = st
		imgs[st] = drawScene(b, s, nil)
	}
	for a := Standing; a <= Dead; a++ {
		for c := a + 1; c <= Dead; c++ {
			if n := differ(imgs[a], r, imgs[c], r, 16); n < 60 {
				t.Errorf("statuses %d and %d differ in %d pixels only", a, c, n)
			}
		}
	}
	top := image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+int(float64(s.Cell())*(tokenY-tokenR*0.55)))
	side := func(c color.RGBA) bool { return near(c, pal.Side[0], 30) }
	stand := pixeltest.Count(imgs[Standing], top, side)
	for _, st := range []Status{Fallen, Unconscious} {
		if n := pixeltest.Count(imgs[st], top, side); n*2 > stand {
			t.Errorf("status %d: %d pixels of the side's colour high in the square, standing %d: want it lying flat", st, n, stand)
		}
	}
}

// TestMarksDiffer checks that each mark changes the square it marks, and
// that melee and shot targets are drawn differently.
func TestMarksDiffer(t *testing.T) {
	needDisplay(t)
	s := newScene(t, "0A0", "", map[byte]string{'A': "goblin N 0"})
	s.Area = image.Rect(0, 0, 300, 100)
	b := NewBoard()
	r := s.SquareRect(Pt(1, 0))
	plain := drawScene(b, s, nil)
	marks := map[string]*Marks{
		"melee":       {Hover: -1, Selected: -1, Melee: []Point{{1, 0}}},
		"shot":        {Hover: -1, Selected: -1, Shots: []Point{{1, 0}}},
		"reach":       {Hover: -1, Selected: -1, Reach: []Point{{1, 0}}},
		"interrupted": {Hover: -1, Selected: -1, Interrupted: true, InterruptedAt: Pt(1, 0)},
		"cursor":      {Hover: -1, Selected: -1, CursorOn: true, Cursor: Pt(1, 0)},
		"selected":    {Hover: -1, Selected: 0},
	}
	imgs := map[string]*image.RGBA{}
	for name, m := range marks {
		imgs[name] = drawScene(b, s, m)
		if n := differ(plain, r, imgs[name], r, 16); n < 40 {
			t.Errorf("mark %s changes %d pixels only", name, n)
		}
	}
	if n := differ(imgs["melee"], r, imgs["shot"], r, 16); n < 100 {
		t.Errorf("melee and shot targets differ in %d pixels only", n)
	}
	s.Fighters[0].Current = true
	if n := differ(plain, r, drawScene(b, s, nil), r, 16); n < 60 {
		t.Errorf("the fighter with the initiative differs from the others in %d pixels only", n)
	}
}

// TestBadScenes draws scenes that do not hold together and checks that
// nothing panics.
func TestBadScenes(t *testing.T) {
	needDisplay(t)
	b := NewBoard()
	dst := ebiten.NewImage(100, 100)
	for _, s := range []*Scene{
		nil,
		{W: 3, H: 3, Heights: []int{0, 1}, Area: image.Rect(0, 0, 90, 90)},
		{W: 2, H: 1, Heights: []int{0, 42}, Terrain: []Terrain{99}, Area: image.Rect(0, 0, 90, 90),
			Fighters: []Fighter{{At: Pt(5, 5)}, {At: Pt(0, 0), Kind: 200, Side: 7, Status: 99, FP: 99, HP: -50, MaxHP: 1000, AP: -500, MaxAP: 500}},
			Order:    []int{-1, 1, 9}},
		{W: 1, H: 1, Heights: []int{0}, Area: image.Rect(0, 0, 2, 2)},
	} {
		b.Draw(dst, s, &Marks{Hover: 9, Selected: -4, Path: []Point{{0, 0}, {-3, 9}}, Melee: []Point{{-1, 0}}})
		var st Strip
		st.Layout(image.Rect(0, 0, 100, 20), s)
		st.Draw(dst, s, 99)
	}
	var tr Tray
	tr.Layout(image.Rect(0, 0, 100, 60), nil)
	tr.Draw(dst, nil, -1, render.TrayAtRest, nil)
	r := &Roll{Hit: true, Raw: 3, DR: 9, FP: 4, HP: 2, DRLayers: []int{1, 2, 3, 4, 5, 6}}
	tr.Layout(image.Rect(0, 0, 100, 60), r)
	tr.Draw(dst, r, 3, render.TrayAtRest, nil)
}
