package render

import (
	"image/color"
	"testing"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// TestCanvasPaints paints shapes, a stroke, an icon and text on the CPU and
// checks the pixels they cover.
func TestCanvasPaints(t *testing.T) {
	cv := NewCanvas(120, 60)
	cv.Fill(Circle(20, 20, 10), RGB(0xff0000))
	cv.Fill(RoundRect(40, 10, 20, 20, 5), Fade(RGB(0x00ff00), 0.5))
	cv.Stroke(Polygon(70, 10, 90, 10, 90, 30), 3, RGB(0x0000ff))
	for _, tc := range []struct {
		x, y int
		want color.RGBA
		what string
	}{
		{20, 20, RGB(0xff0000), "inside the circle"},
		{20, 33, color.RGBA{}, "outside the circle"},
		{50, 20, color.RGBA{0, 128, 0, 128}, "the rounded rectangle at half opacity (premultiplied)"},
		{40, 10, color.RGBA{}, "the rounded rectangle's cut corner"},
		{80, 10, RGB(0x0000ff), "the stroke"},
		{76, 20, color.RGBA{}, "inside the stroked triangle"},
	} {
		if c := cv.RGBAAt(tc.x, tc.y); !near(c, tc.want, 2) {
			t.Errorf("%s (%d, %d): %v, want %v", tc.what, tc.x, tc.y, c, tc.want)
		}
	}
	// Text is centred on its point: ink on both sides of it, none far away.
	cv.Text("Hi", 20, true, 60, 45, RGB(0xffffff), 0, 1)
	left, right := 0, 0
	for y := 36; y < 55; y++ {
		for x := 40; x < 80; x++ {
			if cv.RGBAAt(x, y).A > 128 {
				if x < 60 {
					left++
				} else {
					right++
				}
			}
		}
	}
	if left == 0 || right == 0 || left > 3*right || right > 3*left {
		t.Errorf("text centred on x=60 has %d inked pixels left of it and %d right", left, right)
	}
	if w, b := TextWidth("Hi", 20, false), TextWidth("Hi", 20, true); w <= 0 || b <= w {
		t.Errorf("TextWidth: regular %v, bold %v; want bold wider", w, b)
	}
}

// TestIconCache checks that both forms of an icon come from one scaled
// picture, made once, and that a missing icon is nil in both.
func TestIconCache(t *testing.T) {
	pic := IconRGBA("crown", 24)
	if pic == nil || pic.Bounds().Dx() != 24 || pic.Bounds().Dy() != 24 {
		t.Fatalf("IconRGBA(crown, 24) = %v, want a 24×24 picture", pic)
	}
	if IconRGBA("crown", 24) != pic {
		t.Error("IconRGBA scaled the icon again")
	}
	if IconRGBA("no-such-icon", 24) != nil || IconRGBA("", 24) != nil || IconRGBA("crown", 0) != nil {
		t.Error("a missing icon, a blank name or no size is not nil")
	}
	if !gameloop.Running() {
		return
	}
	img := Icon("crown", 24)
	if img == nil || Icon("crown", 24) != img {
		t.Fatal("Icon(crown, 24) is nil or made twice")
	}
	if got := pixeltest.Snapshot(img); string(got.Pix) != string(pic.Pix) {
		t.Error("the image of the icon differs from its picture")
	}
	if Icon("no-such-icon", 24) != nil {
		t.Error("a missing icon has an image")
	}
}
