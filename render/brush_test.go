package render

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// TestBrushDraws draws each kind of shape on black and reads back what it
// covers: rectangles and bars fill whole pixels at once, gathered shapes
// appear only at Flush, and the feathered edge of a line fades over about
// a pixel.
func TestBrushDraws(t *testing.T) {
	gameloop.NeedWindow(t)
	red, green, blue := RGB(0xff0000), RGB(0x00ff00), RGB(0x0000ff)
	black := color.RGBA{0, 0, 0, 255}
	dst := ebiten.NewImage(100, 60)
	dst.Fill(black)
	var br Brush
	br.Rect(dst, 2, 2, 10, 10, red, 1)
	br.Frame(dst, 20, 2, 10, 10, 2, red, 0.5)
	br.Bar(dst, 40, 7, 60, 7, 4, blue, 1)
	br.Line(10, 30.5, 90, 30.5, 6, green, 1)
	br.Disc(20, 50, 6, blue, 1)
	before := pixeltest.Snapshot(dst)
	if c := before.RGBAAt(50, 30); c != black {
		t.Errorf("a gathered line shows %v before Flush, want nothing", c)
	}
	br.Flush(dst)
	img := pixeltest.Snapshot(dst)
	for _, tc := range []struct {
		x, y int
		want color.RGBA
		what string
	}{
		{6, 6, red, "inside the rectangle"},
		{12, 6, black, "right of the rectangle"},
		{20, 6, color.RGBA{128, 0, 0, 255}, "the frame at half opacity"},
		{25, 6, black, "inside the frame"},
		{50, 7, blue, "the bar"},
		{50, 30, green, "the core of the line"},
		{50, 36, black, "off the line"},
		{20, 50, blue, "the disc's centre"},
		{20, 58, black, "outside the disc"},
	} {
		if c := img.RGBAAt(tc.x, tc.y); !near(c, tc.want, 2) {
			t.Errorf("%s (%d, %d): %v, want %v", tc.what, tc.x, tc.y, c, tc.want)
		}
	}
	// The line is 6 wide around y=30.5: solid to 2.5 from its middle, then
	// fading to nothing at 3.5; the pixel centred 3 away is half covered.
	if g := img.RGBAAt(50, 33).G; g < 80 || g > 180 {
		t.Errorf("the line's feathered edge is %d green, want about half", g)
	}
	// A Flush with nothing gathered draws nothing.
	br.Flush(dst)
	if again := pixeltest.Snapshot(dst); string(again.Pix) != string(img.Pix) {
		t.Error("an empty Flush changed the image")
	}
}

// TestBrushPolylineDashes strokes a dashed polyline: dashes and gaps
// alternate along it at the lengths asked.
func TestBrushPolylineDashes(t *testing.T) {
	gameloop.NeedWindow(t)
	dst := ebiten.NewImage(100, 20)
	var br Brush
	br.Polyline([]float64{0, 10, 50, 10, 100, 10}, 4, 10, 5, false, RGB(0xffffff), 1)
	br.Flush(dst)
	img := pixeltest.Snapshot(dst)
	for x, on := range map[int]bool{3: true, 8: true, 12: false, 13: false, 18: true, 33: true, 42: false, 48: true} {
		if a := img.RGBAAt(x, 10).A; (a > 200) != on {
			t.Errorf("x=%d: opacity %d, want a dash there: %v", x, a, on)
		}
	}
}
