package magewinds

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// inLoop is set while the tests run inside the Ebitengine game loop, the
// only place where images can be drawn and read back.
var inLoop bool

// loopGame runs the package's tests during its first Update.
type loopGame struct {
	m    *testing.M
	code int
}

func (g *loopGame) Update() error {
	inLoop = true
	g.code = g.m.Run()
	inLoop = false
	return ebiten.Termination
}

func (g *loopGame) Draw(*ebiten.Image)         {}
func (g *loopGame) Layout(int, int) (int, int) { return 320, 240 }

// TestMain runs the tests inside a small Ebitengine game when there is a
// display (under xvfb-run), and plainly otherwise, when the drawing tests
// skip.
func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("magewinds render tests")
	ebiten.SetRunnableOnUnfocused(true)
	g := &loopGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "magewinds tests: the game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

// needLoop skips a test that draws when there is no game loop.
func needLoop(tb testing.TB) {
	tb.Helper()
	if !inLoop {
		tb.Skip("drawing needs a display: run under xvfb-run (DISPLAY is empty)")
	}
}

// snapshot reads an image back into memory.
func snapshot(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

// shotDir returns the folder named by SKIRMISH_SHOTS, or "" when pictures
// are not wanted.
func shotDir() string { return os.Getenv("SKIRMISH_SHOTS") }

// writePNG saves img as name in the SKIRMISH_SHOTS folder.
func writePNG(tb testing.TB, name string, img image.Image) {
	tb.Helper()
	dir := shotDir()
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		tb.Fatal(err)
	}
}

// near reports whether two colours are within tol on every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// grey returns a colour's luminance (Rec. 601), 0 to 255.
func grey(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// meanGrey returns the mean luminance of the pixels of r in img.
func meanGrey(img *image.RGBA, r image.Rectangle) float64 {
	var s float64
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			s += grey(img.RGBAAt(x, y))
			n++
		}
	}
	return s / float64(max(1, n))
}

// count returns how many pixels of img in r satisfy ok.
func count(img *image.RGBA, r image.Rectangle, ok func(color.RGBA) bool) int {
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

// in returns a length in inches as micrometres.
func in(x float64) int64 { return int64(x * Inch) }

// at returns the point (x, y) given in inches.
func at(x, y float64) Pt { return Pt{in(x), in(y)} }
