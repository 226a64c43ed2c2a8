package assets

import (
	"bytes"
	"image"
	"image/color"
	"testing"
)

// TestAppIconLayout checks the application icon at every size the window and
// the desktop packages use: a dark rounded square, transparent outside its
// corners, with the logo in amber inside and nothing but blends of the two
// colours.
func TestAppIconLayout(t *testing.T) {
	for _, size := range []int{16, 32, 48, 64, 128, 256, 512, 1024} {
		img := AppIcon(size)
		if img.Bounds() != image.Rect(0, 0, size, size) {
			t.Errorf("AppIcon(%d) bounds %v, want %dx%d", size, img.Bounds(), size, size)
			continue
		}
		at := func(x, y int) color.RGBA { return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA) }
		for _, p := range []image.Point{{0, 0}, {size - 1, 0}, {0, size - 1}, {size - 1, size - 1}} {
			if c := at(p.X, p.Y); c.A != 0 {
				t.Errorf("AppIcon(%d): corner %v is %v, want transparent", size, p, c)
			}
		}
		// The middle of each edge lies in the margin around the logo.
		for _, p := range []image.Point{{size / 2, 0}, {0, size / 2}, {size / 2, size - 1}, {size - 1, size / 2}} {
			if c := at(p.X, p.Y); c != appIconBackground {
				t.Errorf("AppIcon(%d): edge %v is %v, want the background %v", size, p, c, appIconBackground)
			}
		}
		// amber sums how far each pixel is from the background towards
		// amber, 1 for a pixel wholly amber.
		var amber float64
		for y := range size {
			for x := range size {
				c := at(x, y)
				switch {
				case c.A == 0:
				case c.A != 0xFF || c.R < appIconBackground.R || c.R > appIconAmber.R:
					t.Fatalf("AppIcon(%d): pixel (%d,%d) is %v, not a blend of the two colours", size, x, y, c)
				default:
					amber += float64(c.R-appIconBackground.R) / float64(appIconAmber.R-appIconBackground.R)
				}
			}
		}
		if amber < float64(size*size)/20 {
			t.Errorf("AppIcon(%d): the logo covers only %.0f of %d pixels: no logo?", size, amber, size*size)
		}
	}
}

// TestAppIconDeterministic checks that AppIcon draws the same pixels every
// time and returns a fresh image that the caller may change.
func TestAppIconDeterministic(t *testing.T) {
	a, b := AppIcon(64).(*image.RGBA), AppIcon(64).(*image.RGBA)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Fatal("two calls of AppIcon(64) differ")
	}
	a.Pix[0] = 0x7F
	if c := AppIcon(64).(*image.RGBA); c.Pix[0] == 0x7F {
		t.Error("changing one AppIcon image changed the next")
	}
}

// TestAppIconTooSmall checks that a size below 1 gives an empty image
// rather than a panic.
func TestAppIconTooSmall(t *testing.T) {
	for _, size := range []int{0, -3} {
		if b := AppIcon(size).Bounds(); !b.Empty() {
			t.Errorf("AppIcon(%d) bounds %v, want empty", size, b)
		}
	}
	if b := AppIcon(1).Bounds(); b != image.Rect(0, 0, 1, 1) {
		t.Errorf("AppIcon(1) bounds %v, want 1x1", b)
	}
}
