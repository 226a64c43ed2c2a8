package arena

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// TestBusyFrameAllocates draws the busy terraces, the initiative strip and
// the tray frame after frame, as the table does, and checks that drawing a
// frame allocates nothing once the pictures are painted (testing.AllocsPerRun
// would count Ebitengine's end of frame too).
func TestBusyFrameAllocates(t *testing.T) {
	needDisplay(t)
	s := terraces(t)
	m, r := busy(t, s)
	s.Scale, r.Scale = 1.25, 1.25
	s.Light = Twilight
	s.Area = image.Rect(0, 80, 960, 620)
	dst := ebiten.NewImage(960, 800)
	b := NewBoard()
	var st Strip
	var tr Tray
	st.Layout(image.Rect(0, 0, 960, 76), s)
	tr.Layout(image.Rect(0, 620, 960, 800), r)
	pal := render.NewPalette(false)
	s.Pal = pal
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	frame := 0
	draw := func() {
		m.Hover = frame % len(s.Fighters)
		b.Draw(dst, s, m)
		st.Draw(dst, s, frame%len(s.Fighters))
		tr.Draw(dst, r, frame%4, render.TrayAtRest, pal)
		frame++
	}
	for range 10 { // the first frames paint the pictures (and Ebitengine grows its pools)
		draw()
		one.ReadPixels(px)
	}
	var before, after runtime.MemStats
	var total uint64
	frames := 50
	if testing.Short() {
		frames = 3000
	}
	for range frames {
		one.ReadPixels(px) // end the last frame: Ebitengine flushes its commands
		runtime.ReadMemStats(&before)
		draw()
		runtime.ReadMemStats(&after)
		total += after.Mallocs - before.Mallocs
	}
	allocs := float64(total) / float64(frames)
	t.Logf("a busy frame: %.2f allocations", allocs)
	if allocs >= 1 { // Ebitengine itself now and then allocates a little
		t.Errorf("a busy frame allocates %.2f times; want none", allocs)
	}
}
