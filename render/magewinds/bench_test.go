package magewinds

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
)

// busyScene is demoScene with ten fighters.
func busyScene() *Scene {
	s := demoScene(true)
	s.Tokens = append(s.Tokens,
		Token{Name: "Scout", Icon: "mw-hawkeye", Side: 0, Pos: at(6, 1), Actions: 1},
		Token{Name: "Knight", Icon: "mw-ironclad", Side: 0, Pos: at(11.5, 1.3), Damage: 2, Toughness: 9},
		Token{Name: "Shaman", Icon: "mw-stormhorn", Side: 1, Pos: at(8.5, 11), Guarding: true},
		Token{Name: "Rogue", Side: 1, Pos: at(10.8, 11.1), Actions: 2, Damage: 4, Toughness: 5, Dim: true},
	)
	return s
}

// benchDraw measures Field.Draw of a busy scene (ten fighters, objects,
// markers and every kind of overlay) on a 1280×800 image. With sync set,
// each iteration also reads one pixel back, which waits for the GPU (here
// Mesa llvmpipe) to finish drawing. Run it under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go test ./render/magewinds/ -run '^$' -bench Draw -benchmem
func benchDraw(b *testing.B, sync, staticOnly bool) {
	gameloop.NeedWindow(b)
	f := NewField(image.Rect(0, 40, 960, 760))
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	s := busyScene()
	if staticOnly {
		s = &Scene{Terrain: s.Terrain, Zones: s.Zones}
	}
	px := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	buf := make([]byte, 4)
	for range 3 { // warm the caches: the static layer, sprites, glyphs
		f.Draw(dst, s)
		px.ReadPixels(buf)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if len(s.Tokens) > 0 {
			s.Tokens[0].Hover = i%2 == 0 // something changes, as when the mouse moves
		}
		f.Draw(dst, s)
		if sync {
			px.ReadPixels(buf)
		}
	}
}

func BenchmarkDraw(b *testing.B) { benchDraw(b, true, false) }

// BenchmarkDrawStaticOnly is BenchmarkDraw with only the cached static
// layer to draw: the floor, one 960×720 blit, that the rest adds to.
func BenchmarkDrawStaticOnly(b *testing.B) { benchDraw(b, true, true) }

// BenchmarkStaticLayer measures redrawing the cached layer (ground, zones
// and terrain), as after a resize.
func BenchmarkStaticLayer(b *testing.B) {
	gameloop.NeedWindow(b)
	f := NewField(image.Rect(0, 40, 960, 760))
	dst := ebiten.NewImage(1280, 800)
	defer dst.Deallocate()
	s := busyScene()
	px := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	buf := make([]byte, 4)
	f.Draw(dst, s)
	b.ResetTimer()
	for b.Loop() {
		f.staticKey = 0
		f.drawStatic(dst, s)
		px.ReadPixels(buf)
	}
}

// BenchmarkCardFaces measures painting and uploading the 52 card faces at
// a new size, as when the window is resized.
func BenchmarkCardFaces(b *testing.B) {
	gameloop.NeedWindow(b)
	h := 100
	for b.Loop() {
		h++ // a new size each time, so nothing comes from the cache
		w, _ := CardSize(h)
		for suit := range 4 {
			for rank := 1; rank <= 13; rank++ {
				cardImage(cardKey{kind: cardFace, suit: suit, rank: rank, w: w, h: h})
			}
		}
	}
}
