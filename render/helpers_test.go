package render

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/rules"
	"skirmish/rules/grid"
	"skirmish/rules/tunnel"
)

func newGame(tb testing.TB, name string, seed uint64) *tunnel.Game {
	tb.Helper()
	sc, err := tunnel.Scenario(name)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := tunnel.Setup(sc, seed, rules.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// moveMarks returns the marks of a selected model choosing a move.
func moveMarks(g *tunnel.Game, id byte) *Marks {
	i := g.ModelByID(id)
	m := &Marks{Hover: -1, Selected: i}
	seen := map[grid.Point]bool{}
	for _, a := range g.AppendLegal(nil, int(g.Model(i).Side)) {
		if a.Model == id && a.Kind == tunnel.Move && !seen[a.Dest()] {
			seen[a.Dest()] = true
			m.Reach = append(m.Reach, a.Dest())
			if a.Steps == 2 && m.Path == nil {
				m.Path = a.Path[:2]
			}
		}
	}
	return m
}

// writePNG saves img for a person to look at, in the folder named by
// SKIRMISH_SHOTS; without it, nothing is written.
func writePNG(tb testing.TB, path string, img image.Image) {
	tb.Helper()
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, filepath.Base(path)))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		tb.Fatal(err)
	}
}

// snapshot reads an image back into memory.
func snapshot(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int { return (int(x) - int(y)) * (int(x) - int(y)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}
