package tunnel

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (under xvfb-run), where they can draw and read pixels back; without one,
// the drawing tests skip.
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }

func TestBoardDraw(t *testing.T) {
	gameloop.NeedWindow(t)
	s := firstBlood(t)
	shared := render.NewPalette(false)
	pal := NewPalette(shared)
	b := NewBoard()
	b.Layout(image.Rect(0, 0, 1000, 300), s.W, s.H)
	dst := ebiten.NewImage(1000, 300)
	dst.Fill(pal.Background)
	m := moveMarks(s, t, 'A')
	m.Hover = s.model(t, 'a')
	m.CursorOn, m.Cursor, m.CursorColor = true, Pt(9, 2), pal.Side[0]
	b.Draw(dst, &s.Scene, m, NewAnimator(), shared)
	img := pixeltest.Snapshot(dst)
	pixeltest.Save(t, "/tmp/render-board.png", img)

	gnome := s.Models[s.model(t, 'A')]
	rim := 0
	r := b.CellRect(gnome.At)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if pixeltest.Near(img.RGBAAt(x, y), pal.Side[0], 12) {
				rim++
			}
		}
	}
	if rim < b.CellSize()*2 {
		t.Errorf("side 0's rim colour %v covers %d pixels of %v; want a ring of at least %d", pal.Side[0], rim, gnome.At, b.CellSize()*2)
	}

	wall := Pt(16, 0) // above the brazier's room, lit
	if s.Tile(wall) != Wall {
		t.Fatalf("%v is not a wall", wall)
	}
	r = b.CellRect(wall)
	var sum [3]int
	n := 0
	for y := r.Min.Y + r.Dy()/5; y < r.Min.Y+r.Dy()/2; y++ {
		for x := r.Min.X + r.Dx()/5; x < r.Max.X-r.Dx()/5; x++ {
			c := img.RGBAAt(x, y)
			sum[0], sum[1], sum[2] = sum[0]+int(c.R), sum[1]+int(c.G), sum[2]+int(c.B)
			n++
		}
	}
	avg := color.RGBA{uint8(sum[0] / n), uint8(sum[1] / n), uint8(sum[2] / n), 255}
	if dist(avg, pal.WallTop) > dist(avg, pal.Floor) || dist(avg, pal.WallTop) > dist(avg, pal.Rock) || !pixeltest.Near(avg, pal.WallTop, 48) {
		t.Errorf("wall %v averages %v; want close to the wall colour %v", wall, avg, pal.WallTop)
	}
	if b.CellSize() != 50 {
		t.Errorf("cell size %d, want 50 for a 20x5 map in 1000x300", b.CellSize())
	}
}

func TestTrayDraw(t *testing.T) {
	gameloop.NeedWindow(t)
	pal := render.NewPalette(false)
	const w, h = 640, 170
	dst := ebiten.NewImage(w, 3*h)
	dst.Fill(pal.Background)
	d := &TrayDice{Attack: []uint8{1, 2, 2, 4, 5}, Defence: []uint8{2, 3, 5}, AttackLeft: 0b01101, Cancelled: true, Pickable: true}

	var settled Tray
	settled.Layout(image.Rect(0, 0, w, h), d)
	settled.Draw(dst, d, 3, nil, pal)

	// The same swing fed to an animator, caught while the pairs cancel and
	// while the dice tumble.
	a := NewAnimator()
	a.Feed(&firstBlood(t).Scene, seedSwing())
	roll, ok := a.LastRoll()
	if !ok || roll.AttackLeft != 0b01101 || !roll.Cancelled {
		t.Fatalf("LastRoll = %+v, %v; want the seed example cancelled", roll, ok)
	}
	for range ticksRoll + ticksCancel/2 {
		a.Update()
	}
	var cancelling Tray
	cancelling.Layout(image.Rect(0, h, w, 2*h), &roll)
	cancelling.Draw(dst, &roll, -1, a, pal)

	b := NewAnimator()
	b.Feed(&firstBlood(t).Scene, seedSwing())
	for range ticksRoll / 3 {
		b.Update()
	}
	if !b.Rolling() {
		t.Error("the dice should still be tumbling")
	}
	var tumbling Tray
	tumbling.Layout(image.Rect(0, 2*h, w, 3*h), &roll)
	tumbling.Draw(dst, &roll, -1, b, pal)
	pixeltest.Save(t, "/tmp/render-tray.png", pixeltest.Snapshot(dst))

	// The colour-blind palette, and a swing without Defence Dice.
	cb := render.NewPalette(true)
	dst.Fill(cb.Background)
	settled.Draw(dst, d, 1, nil, cb)
	lone := &TrayDice{Attack: []uint8{6, 3, 3, 1}, AttackLeft: 0b1111, Picked: 3}
	var alone Tray
	alone.Layout(image.Rect(0, h, w, 2*h), lone)
	alone.Draw(dst, lone, -1, nil, cb)
	var small Tray
	small.Layout(image.Rect(0, 2*h, w/2, 2*h+h/2), d)
	small.Draw(dst, d, 0, nil, cb)
	pixeltest.Save(t, "/tmp/render-tray-cb.png", pixeltest.Snapshot(dst))

	// Each cancelled Defence Die ends in the column of its Attack Die.
	for k, want := range map[int]int{0: 1, 2: 4} {
		if settled.defEnd(k).Min.X != settled.atk(want).Min.X {
			t.Errorf("defence die %d at x=%d, want under attack die %d at x=%d", k, settled.defEnd(k).Min.X, want, settled.atk(want).Min.X)
		}
	}
	if i, atk, ok := settled.DieAt(settled.atk(3).Min.X+2, settled.atk(3).Min.Y+2); !ok || !atk || i != 3 {
		t.Errorf("DieAt on attack die 3 = %d, %v, %v", i, atk, ok)
	}
}

func TestBoardDrawAllocs(t *testing.T) {
	gameloop.NeedWindow(t)
	s := lamplightCrossing(t)
	pal := render.NewPalette(false)
	b := NewBoard()
	b.Layout(image.Rect(0, 0, 800, 600), s.W, s.H)
	dst := ebiten.NewImage(800, 600)
	m := moveMarks(s, t, 'A')
	a := NewAnimator()
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	var before, after runtime.MemStats
	var total uint64
	const frames = 50
	for i := range frames + 5 {
		a.Update()
		one.ReadPixels(px) // end the "frame": Ebitengine flushes its command queue
		runtime.ReadMemStats(&before)
		b.Draw(dst, &s.Scene, m, a, pal)
		runtime.ReadMemStats(&after)
		if i >= 5 { // the first frames build the caches
			total += after.Mallocs - before.Mallocs
		}
	}
	allocs := float64(total) / frames
	t.Logf("Board.Draw: %.1f allocations per frame", allocs)
	if allocs >= 1 { // Ebitengine itself now and then allocates a little
		t.Errorf("Board.Draw allocates %.1f times per frame when nothing changes; want none", allocs)
	}
}

func BenchmarkBoardDraw(bm *testing.B) {
	gameloop.NeedWindow(bm)
	s := theLongDark(bm)
	pal := render.NewPalette(false)
	b := NewBoard()
	b.Layout(image.Rect(0, 0, 1280, 720), s.W, s.H)
	dst := ebiten.NewImage(1280, 720)
	m := moveMarks(s, bm, 'B')
	a := NewAnimator()
	b.Draw(dst, &s.Scene, m, a, pal)
	px := make([]byte, 4)
	corner := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	one := ebiten.NewImage(1, 1)
	var before, after runtime.MemStats
	var drawAllocs uint64
	bm.ReportAllocs()
	bm.ResetTimer()
	for range bm.N {
		a.Update()
		bm.StopTimer()
		runtime.ReadMemStats(&before)
		bm.StartTimer()
		b.Draw(dst, &s.Scene, m, a, pal)
		bm.StopTimer()
		runtime.ReadMemStats(&after)
		drawAllocs += after.Mallocs - before.Mallocs
		bm.StartTimer()
		// Wait for the GPU, as the end of a frame does, so that the time
		// includes the drawing itself (a software renderer under Xvfb).
		one.DrawImage(corner, nil)
		one.ReadPixels(px)
	}
	// allocs/op counts Ebitengine's end of frame too; this is Draw alone.
	bm.ReportMetric(float64(drawAllocs)/float64(bm.N), "draw-allocs/op")
}
