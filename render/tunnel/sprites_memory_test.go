package tunnel

import (
	"runtime"
	"testing"

	"skirmish/internal/gameloop"
	"skirmish/render"
)

// TestTokenSpritesQueueFewVertices paints 40 token sprites, as a board
// does at a new size, and measures how much Ebitengine's command queue
// grew to hold their vertices (it keeps that room for good). Circles from
// vector.Path's Arc and round stroke joins made it 140 to 300 MB; the
// arcs of render.AddArc and mitred joins, about 10 to 30 MB.
func TestTokenSpritesQueueFewVertices(t *testing.T) {
	gameloop.NeedWindow(t)
	const cs, n, most = 96, 40, 64 << 20
	pal := NewPalette(render.NewPalette(false))
	px := make([]byte, 4*cs*cs)
	heap := func() int64 {
		tokenSprite(cs, "", "x", 0, pal).ReadPixels(px) // runs the queued commands
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	before := heap()
	for i := range n {
		tokenSprite(cs, "", "Gnome", i%4, pal)
	}
	if grew := heap() - before; grew > most {
		t.Errorf("painting %d token sprites of %d px grew the heap by %d MB, want at most %d MB", n, cs, grew>>20, most>>20)
	}
}
