package render

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// inLoop is set while the tests run inside the Ebitengine game loop, where
// images can be drawn and read back.
var inLoop bool

// testGame runs the package's tests from its first Update, so that drawing
// tests can use the GPU.
type testGame struct {
	m    *testing.M
	code int
}

func (g *testGame) Update() error {
	inLoop = true
	g.code = g.m.Run()
	inLoop = false
	return ebiten.Termination
}

func (g *testGame) Draw(*ebiten.Image)                          {}
func (g *testGame) Layout(int, int) (int, int)                  { return 320, 240 }
func (g *testGame) LayoutF(float64, float64) (float64, float64) { return 320, 240 }

// TestMain runs the tests inside a tiny Ebitengine game when there is a
// display (run them with xvfb-run), and plainly otherwise; the drawing tests
// then skip.
func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("render tests")
	ebiten.SetRunnableOnUnfocused(true)
	g := &testGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "render tests: the game loop failed:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

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

// near reports whether a and b differ by at most tol in each channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol && d(a.A, b.A) <= tol
}
