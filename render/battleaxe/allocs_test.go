package battleaxe

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBusyFrameAllocates draws the crypt with a busy hero turn, the enemy
// phase and the dice tray frame after frame, as the table does, with a
// hero moving, the camera gliding and the dice tumbling, and checks that
// a frame allocates nothing once the pictures are painted.
func TestBusyFrameAllocates(t *testing.T) {
	needDisplay(t)
	s := crypt(t)
	m := busyMarks(s)
	m.Enemy = enemyMarks().Enemy
	d := vitalDice(1)
	s.Area = image.Rect(0, 0, 960, 560)
	s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 8)
	to := s.Camera
	to.X += 0.5
	dst := ebiten.NewImage(960, 800)
	b := NewBoard()
	var tr Tray
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	frame := 0
	draw := func() {
		s.Minis[1].Moving, s.Minis[1].From, s.Minis[1].T = true, Pt(6, 6), float64(frame%30)/30
		s.Camera.Ease(to, 0.001)
		d.Frame, d.T = frame, float64(frame%60)/40
		b.Draw(dst, s, m)
		tr.Draw(dst, image.Rect(0, 560, 960, 800), d, nil)
		frame++
	}
	for range 120 { // the first frames paint the pictures (and Ebitengine grows its pools)
		draw()
		one.ReadPixels(px)
	}
	var before, after runtime.MemStats
	var total uint64
	frames := 50
	if testing.Short() {
		frames = 2000
	}
	for range frames {
		one.ReadPixels(px) // end the last frame: Ebitengine flushes its commands
		runtime.ReadMemStats(&before)
		draw()
		runtime.ReadMemStats(&after)
		total += after.Mallocs - before.Mallocs
		if n := after.Mallocs - before.Mallocs; n > 0 && testing.Verbose() {
			t.Logf("frame %d: %d allocations", frame, n)
		}
	}
	allocs := float64(total) / float64(frames)
	t.Logf("a busy frame: %.2f allocations", allocs)
	if allocs >= 1 {
		t.Errorf("a busy frame allocates %.2f times; want none", allocs)
	}
}

// BenchmarkBigFrame draws the 72x72 dungeon, all of it in view on a
// 1280x800 screen, as a frame does.
func BenchmarkBigFrame(b *testing.B) {
	needDisplay(b)
	s := bigDungeon()
	s.Area = image.Rect(0, 0, 1280, 800)
	s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 4)
	dst := ebiten.NewImage(1280, 800)
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	bd := NewBoard()
	bd.Draw(dst, s, nil)
	b.ResetTimer()
	for range b.N {
		bd.Draw(dst, s, nil)
		one.ReadPixels(px)
	}
}
