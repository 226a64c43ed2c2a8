package magewinds

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
)

func TestFieldFitsAndKeepsAspect(t *testing.T) {
	for _, r := range []image.Rectangle{
		image.Rect(0, 0, 960, 720),
		image.Rect(100, 40, 1280, 800), // wide: centred horizontally
		image.Rect(0, 0, 500, 900),     // tall: centred vertically
		image.Rect(13, 7, 333, 251),
	} {
		f := NewField(r)
		x0, y0 := f.ToScreen(Pt{0, 0})
		x1, y1 := f.ToScreen(Pt{FieldW, FieldH})
		w, h := float64(x1-x0), float64(y1-y0)
		if math.Abs(w*12-h*16) > 16 {
			t.Errorf("%v: the battlefield is %.1f×%.1f px, not 4:3", r, w, h)
		}
		if math.Abs(w/16-f.Scale()) > 0.01 {
			t.Errorf("%v: Scale %.3f px/in, but 16\" span %.1f px", r, f.Scale(), w)
		}
		if x0 < float32(r.Min.X) || y0 < float32(r.Min.Y) || x1 > float32(r.Max.X) || y1 > float32(r.Max.Y) {
			t.Errorf("%v: the battlefield (%v,%v)-(%v,%v) spills out of its rectangle", r, x0, y0, x1, y1)
		}
		// Centred: the free room on either side differs by at most a pixel.
		if l, rr := float64(x0)-float64(r.Min.X), float64(r.Max.X)-float64(x1); math.Abs(l-rr) > 1.01 {
			t.Errorf("%v: not centred across: %.1f px left, %.1f px right", r, l, rr)
		}
		if tp, b := float64(y0)-float64(r.Min.Y), float64(r.Max.Y)-float64(y1); math.Abs(tp-b) > 1.01 {
			t.Errorf("%v: not centred down: %.1f px above, %.1f px below", r, tp, b)
		}
		// It fills the rectangle in one direction (apart from the frame).
		if w < float64(r.Dx())*0.85 && h < float64(r.Dy())*0.85 {
			t.Errorf("%v: the battlefield %.0f×%.0f px wastes room", r, w, h)
		}
	}
}

func TestToScreenFromScreenRoundTrip(t *testing.T) {
	f := NewField(image.Rect(40, 30, 1000, 760))
	b := f.Bounds()
	for y := b.Min.Y; y <= b.Max.Y-1; y += 7 {
		for x := b.Min.X; x <= b.Max.X-1; x += 5 {
			p, ok := f.FromScreen(x, y)
			if !ok {
				t.Fatalf("FromScreen(%d, %d) is off the battlefield %v", x, y, b)
			}
			sx, sy := f.ToScreen(p)
			if math.Abs(float64(sx)-float64(x)) > 1 || math.Abs(float64(sy)-float64(y)) > 1 {
				t.Fatalf("FromScreen(%d, %d) = %v, which is back at (%.2f, %.2f)", x, y, p, sx, sy)
			}
		}
	}
	// And from the battlefield: a point comes back within one pixel's worth.
	tol := int64(math.Ceil(Inch / f.Scale()))
	for _, p := range []Pt{{0, 0}, {FieldW, FieldH}, at(3.3, 7.1), at(15.99, 0.01), {12345, 234567}} {
		x, y := f.ToScreen(p)
		q, ok := f.FromScreen(int(math.Round(float64(x))), int(math.Round(float64(y))))
		if !ok || abs64(q.X-p.X) > tol || abs64(q.Y-p.Y) > tol {
			t.Errorf("%v goes to (%.2f, %.2f) and back to %v (ok %v), more than %d µm away", p, x, y, q, ok, tol)
		}
	}
	for _, s := range [][2]int{{b.Min.X - 3, b.Min.Y + 10}, {b.Max.X + 3, b.Min.Y + 10}, {b.Min.X + 10, b.Min.Y - 3}, {b.Min.X + 10, b.Max.Y + 3}, {0, 0}} {
		if p, ok := f.FromScreen(s[0], s[1]); ok {
			t.Errorf("FromScreen(%d, %d) = %v is on the battlefield, though off it on screen", s[0], s[1], p)
		}
	}
}

func abs64(x int64) int64 { return max(x, -x) }

func TestInchesLabel(t *testing.T) {
	for _, c := range []struct {
		um   int64
		want string
	}{{4*Inch + Inch/4, `4.25"`}, {0, `0.00"`}, {Inch / 3, `0.33"`}, {12 * Inch, `12.00"`}} {
		if got := inches(c.um); got != c.want {
			t.Errorf("inches(%d) = %s, want %s", c.um, got, c.want)
		}
	}
	if l := pathLength([]Pt{{0, 0}, {3 * Inch, 4 * Inch}, {3 * Inch, 5 * Inch}}); l != 6*Inch {
		t.Errorf("a 3-4-5 path plus one inch is %d µm long, want %d", l, 6*Inch)
	}
}

// drawScene draws s on a fresh image the size of the field's rectangle.
func drawScene(f *Field, s *Scene) *image.RGBA {
	dst := ebiten.NewImage(f.Rect().Max.X, f.Rect().Max.Y)
	dst.Fill(color.RGBA{0x14, 0x12, 0x18, 0xff})
	f.Draw(dst, s)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img
}

func TestTerrainHeightsDifferInBrightness(t *testing.T) {
	gameloop.NeedWindow(t)
	f := NewField(image.Rect(0, 0, 800, 600))
	s := &Scene{Terrain: []Terrain{
		{Name: "", Height: Low, Poly: []Pt{at(1, 1), at(5, 1), at(5, 5), at(1, 5)}},
		{Name: "", Height: Medium, Poly: []Pt{at(6, 1), at(10, 1), at(10, 5), at(6, 5)}},
		{Name: "", Height: High, Poly: []Pt{at(11, 1), at(15, 1), at(15, 5), at(11, 5)}},
	}}
	img := drawScene(f, s)
	area := func(cx, cy float64) image.Rectangle {
		x, y := f.ToScreen(at(cx, cy))
		d := int(f.Scale())
		return image.Rect(int(x)-d, int(y)-d, int(x)+d, int(y)+d)
	}
	low, med, high := pixeltest.MeanGrey(img, area(3, 3)), pixeltest.MeanGrey(img, area(8, 3)), pixeltest.MeanGrey(img, area(13, 3))
	ground := pixeltest.MeanGrey(img, area(8, 8))
	t.Logf("mean luminance: low %.0f, medium %.0f, high %.0f, ground %.0f", low, med, high, ground)
	if !(low > med+25 && med > high+40) {
		t.Errorf("the heights are not distinct in greyscale: low %.0f, medium %.0f, high %.0f", low, med, high)
	}
	if math.Abs(ground-high) < 25 || math.Abs(ground-low) < 25 {
		t.Errorf("obstacles do not stand out from the ground (%.0f): low %.0f, high %.0f", ground, low, high)
	}
	// An interior pixel: the high obstacle's is darker than the low one's.
	lx, ly := f.ToScreen(at(3.02, 3.03))
	hx, hy := f.ToScreen(at(13.02, 3.03))
	lp, hp := img.RGBAAt(int(lx), int(ly)), img.RGBAAt(int(hx), int(hy))
	if pixeltest.Grey(hp) >= pixeltest.Grey(lp)-50 {
		t.Errorf("the high obstacle's pixel %v is not much darker than the low one's %v", hp, lp)
	}
	// The outlines differ in shape too: just inside the top edge a low
	// obstacle's dashed outline has gaps, a high one's solid outline none.
	gaps := func(x0, x1 float64) int {
		n := 0
		_, y := f.ToScreen(at(0, 1))
		for x := x0; x < x1; x += 0.02 {
			sx, _ := f.ToScreen(at(x, 1))
			c := img.RGBAAt(int(sx), int(math.Round(float64(y)+1.5)))
			if pixeltest.Grey(c) > 120 { // the light fill shows through a gap
				n++
			}
		}
		return n
	}
	if g := gaps(1.5, 4.5); g == 0 {
		t.Errorf("the low obstacle's outline shows no gaps; it should be dashed")
	}
	if g := gaps(11.5, 14.5); g != 0 {
		t.Errorf("the high obstacle's outline has %d light gaps; it should be solid", g)
	}
}

func TestTokenRimShowsSideColour(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, cb := range []bool{false, true} {
		f := NewField(image.Rect(0, 0, 800, 600))
		pal := render.NewPalette(cb)
		f.SetPalette(pal)
		s := &Scene{Tokens: []Token{
			{Name: "A", Icon: "mw-ironclad", Side: 0, Pos: at(4, 6)},
			{Name: "B", Icon: "mw-stormhorn", Side: 1, Pos: at(12, 6)},
		}}
		img := drawScene(f, s)
		r := f.baseRadius()
		rw := math.Max(2.5, r*0.2)
		for _, tok := range s.Tokens {
			x, y := f.px(tok.Pos)
			for _, a := range []float64{math.Pi / 8, 5 * math.Pi / 8, 9 * math.Pi / 8} {
				px := int(math.Round(x + math.Cos(a)*(r-rw*0.3)))
				py := int(math.Round(y + math.Sin(a)*(r-rw*0.3)))
				c := img.RGBAAt(px, py)
				if !pixeltest.Near(c, pal.Side[tok.Side], 24) {
					t.Errorf("colour-blind %v: side %d's rim at (%d, %d) is %v, want near %v", cb, tok.Side, px, py, c, pal.Side[tok.Side])
				}
			}
		}
		// The second side's rim has notches: dark pixels on the rim
		// straight right of the token, where the first side's is coloured.
		for _, tok := range s.Tokens {
			x, y := f.px(tok.Pos)
			c := img.RGBAAt(int(math.Round(x+r-rw*0.5)), int(math.Round(y)))
			dark := pixeltest.Grey(c) < 60
			if dark != (tok.Side == 1) {
				t.Errorf("side %d: the rim at 0° is %v; notched rims belong to side 1 only", tok.Side, c)
			}
		}
	}
}

func TestPathColourShowsLegality(t *testing.T) {
	gameloop.NeedWindow(t)
	f := NewField(image.Rect(0, 0, 800, 600))
	pal := render.NewPalette(false)
	path := []Pt{at(2, 6), at(6, 6), at(9, 8)}
	area := image.Rect(0, 0, 800, 600)
	isGood := func(c color.RGBA) bool { return pixeltest.Near(c, pal.Good, 10) }
	isBad := func(c color.RGBA) bool { return pixeltest.Near(c, pal.Bad, 10) }
	ok := drawScene(f, &Scene{Overlay: Overlay{Path: path, PathOK: true}})
	bad := drawScene(f, &Scene{Overlay: Overlay{Path: path, PathOK: false}})
	if g, b := pixeltest.Count(ok, area, isGood), pixeltest.Count(ok, area, isBad); g < 200 || b > 0 {
		t.Errorf("a legal path has %d pixels of the good colour and %d of the bad one", g, b)
	}
	if g, b := pixeltest.Count(bad, area, isGood), pixeltest.Count(bad, area, isBad); b < 150 || g > 0 {
		t.Errorf("an illegal path has %d pixels of the bad colour and %d of the good one", b, g)
	}
	// The illegal path is dashed: along its first leg some pixels show the
	// ground through the gaps.
	_, y := f.ToScreen(at(0, 6))
	gaps := 0
	for x := 2.3; x < 5.7; x += 0.02 {
		sx, _ := f.ToScreen(at(x, 6))
		if !isBad(bad.RGBAAt(int(sx), int(y))) {
			gaps++
		}
		if !isGood(ok.RGBAAt(int(sx), int(y))) {
			t.Fatalf("the legal path has a gap at %.2f\"", x)
		}
	}
	if gaps == 0 {
		t.Errorf("the illegal path is not dashed")
	}
}

func TestStaticLayerIsCached(t *testing.T) {
	gameloop.NeedWindow(t)
	f := NewField(image.Rect(0, 0, 640, 480))
	dst := ebiten.NewImage(640, 480)
	defer dst.Deallocate()
	s := demoScene(true)
	f.Draw(dst, s)
	img, key := f.static, f.staticKey
	s.Tokens[0].Pos = at(5, 5) // fighters move: the layer stays
	s.Overlay.PathOK = false
	f.Draw(dst, s)
	if f.static != img || f.staticKey != key {
		t.Errorf("the static layer was redrawn though terrain and zones did not change")
	}
	s2 := demoScene(true) // equal terrain in new slices: still the same
	f.Draw(dst, s2)
	if f.staticKey != key {
		t.Errorf("equal terrain in new slices changed the static layer's key")
	}
	s2.Terrain[0].Height = Low
	f.Draw(dst, s2)
	if f.staticKey == key {
		t.Errorf("changing a feature's height did not redraw the static layer")
	}
	k2 := f.staticKey
	f.SetRect(image.Rect(0, 0, 600, 480))
	f.Draw(dst, s2)
	if f.staticKey == k2 {
		t.Errorf("a new rectangle did not redraw the static layer")
	}
}

func TestDrawSceneSmoke(t *testing.T) {
	gameloop.NeedWindow(t)
	// Empty, nil and odd scenes draw without trouble.
	f := NewField(image.Rect(0, 0, 320, 240))
	dst := ebiten.NewImage(320, 240)
	defer dst.Deallocate()
	f.Draw(dst, nil)
	f.Draw(dst, &Scene{Terrain: []Terrain{{Name: "x", Height: 9, Poly: []Pt{{0, 0}, {1, 1}}}, {Height: High}},
		Tokens: []Token{{Side: 7, Actions: 5, Damage: 99, Toughness: 3}}, Markers: []Marker{{Owner: 3}},
		Overlay: Overlay{Path: []Pt{{0, 0}}, Rings: []Ring{{R: 0}}, Lines: []Line{{}}}})
	tiny := NewField(image.Rect(0, 0, 20, 20))
	tiny.Draw(dst, demoScene(true))
	f.Dispose()
	f.Draw(dst, demoScene(false))
}
