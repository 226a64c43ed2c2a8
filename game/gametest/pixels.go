package gametest

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/internal/pixeltest"
)

// Frame runs a few ticks of the app and returns the screen's pixels; with
// SKIRMISH_SHOTS set to a folder, it also writes them there as name.png
// for a look.
func Frame(t *testing.T, a *game.App, name string) *image.RGBA {
	t.Helper()
	w, h := a.Size()
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	for range 4 {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		a.Draw(screen)
	}
	img := pixeltest.Snapshot(screen)
	pixeltest.Save(t, name, img)
	return img
}

// Near reports whether c is within tol of want on every channel.
func Near(c color.RGBA, want color.Color, tol int) bool {
	r, g, b, _ := want.RGBA()
	d := func(x uint8, y uint32) int { return abs(int(x) - int(y>>8)) }
	return d(c.R, r) <= tol && d(c.G, g) <= tol && d(c.B, b) <= tol
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// NearShade reports whether c is want darkened by some factor from 0.3 to
// 1 (pieces in the dark are drawn darker), within tol per channel.
func NearShade(c color.RGBA, want color.RGBA, tol float64) bool {
	w := [3]float64{float64(want.R), float64(want.G), float64(want.B)}
	v := [3]float64{float64(c.R), float64(c.G), float64(c.B)}
	k := (v[0]*w[0] + v[1]*w[1] + v[2]*w[2]) / (w[0]*w[0] + w[1]*w[1] + w[2]*w[2])
	if k < 0.3 || k > 1.05 {
		return false
	}
	for i := range 3 {
		if d := v[i] - k*w[i]; d > tol || d < -tol {
			return false
		}
	}
	return true
}

// CountShade counts the pixels of r that are want in some shade.
func CountShade(img *image.RGBA, r image.Rectangle, want color.RGBA, tol float64) int {
	return pixeltest.Count(img, r, func(c color.RGBA) bool { return NearShade(c, want, tol) })
}

// CountNear counts the pixels of r close to want.
func CountNear(img *image.RGBA, r image.Rectangle, want color.Color, tol int) int {
	return pixeltest.Count(img, r, func(c color.RGBA) bool { return Near(c, want, tol) })
}

// Blobs counts the 4-connected groups of pixels of r close to want.
func Blobs(img *image.RGBA, r image.Rectangle, want color.Color, tol int) int {
	seen := map[image.Point]bool{}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p := image.Pt(x, y)
			if seen[p] || !Near(img.RGBAAt(x, y), want, tol) {
				continue
			}
			n++
			stack := []image.Point{p}
			seen[p] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, d := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					s := q.Add(d)
					if s.In(r) && !seen[s] && Near(img.RGBAAt(s.X, s.Y), want, tol) {
						seen[s] = true
						stack = append(stack, s)
					}
				}
			}
		}
	}
	return n
}
