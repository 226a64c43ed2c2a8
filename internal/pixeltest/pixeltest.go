// Package pixeltest reads back what a test drew and judges its pixels:
// a snapshot of an Ebiten image, colours near each other, counts of
// matching pixels, and a copy for a person to look at in the folder named
// by SKIRMISH_SHOTS. Reading pixels needs the game loop (gameloop).
package pixeltest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Snapshot reads an image back into memory.
func Snapshot(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// Near reports whether a and b are within tol of each other on the red,
// green and blue channels.
func Near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// Count counts the pixels of r in img for which ok holds.
func Count(img *image.RGBA, r image.Rectangle, ok func(color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if ok(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// Grey returns a colour's luminance (Rec. 601), 0 to 255.
func Grey(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// MeanGrey returns the mean luminance of the pixels of r in img.
func MeanGrey(img *image.RGBA, r image.Rectangle) float64 {
	var s float64
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			s += Grey(img.RGBAAt(x, y))
			n++
		}
	}
	return s / float64(max(1, n))
}

// Save writes img as name.png (name may end in .png already) in the
// folder named by SKIRMISH_SHOTS, for a person to look at; without it,
// nothing is written.
func Save(tb testing.TB, name string, img image.Image) {
	tb.Helper()
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.Fatal(err)
	}
	base := filepath.Base(name)
	if filepath.Ext(base) != ".png" {
		base += ".png"
	}
	f, err := os.Create(filepath.Join(dir, base))
	if err != nil {
		tb.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
}

// Dir returns the folder named by SKIRMISH_SHOTS, or "" when no pictures
// are wanted.
func Dir() string { return os.Getenv("SKIRMISH_SHOTS") }
