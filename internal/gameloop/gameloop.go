// Package gameloop runs a package's tests inside Ebiten's game loop, as the
// game runs: reading pixels only works inside the loop, and drawing outside
// it makes Ebiten defer every draw. A test package's TestMain calls Main;
// tests that draw call NeedWindow, or InLoop to run work once per tick
// inside the loop.
//
//	func TestMain(m *testing.M) { gameloop.Main(m) }
//
// Without a display (DISPLAY unset) the tests run without the loop; those
// that need it are skipped, or fail when SKIRMISH_REQUIRE_DISPLAY is set
// (build/test sets it and runs under Xvfb).
package gameloop

import (
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/testclock"
)

// running is set while the game loop runs the tests.
var running atomic.Bool

// idleLoop keeps Ebiten's game loop running while the tests run on
// another goroutine; it ends the loop when they are done.
type idleLoop struct {
	done    atomic.Bool
	started bool
	run     func()
}

func (l *idleLoop) Update() error {
	if !l.started {
		l.started = true
		running.Store(true)
		go l.run()
	}
	if l.done.Load() {
		return ebiten.Termination
	}
	runGuest()
	return nil
}

// Draw waits while no guest runs: with vsync off Ebiten draws frames as
// fast as it can, and an idle loop spinning so would take a whole core from
// the tests running beside it (10 s of a test sleeping cost 11.9 s of CPU).
// A guest arriving wakes it at once.
func (l *idleLoop) Draw(*ebiten.Image) {
	if current.Load() != nil {
		return
	}
	select {
	case <-wake:
	case <-time.After(idleWait):
	}
}
func (l *idleLoop) Layout(int, int) (int, int) { return 320, 240 }

// idleWait is the longest an idle loop waits between frames.
const idleWait = 5 * time.Millisecond

// wake tells an idle loop that a guest has arrived.
var wake = make(chan struct{}, 1)

// Main runs the tests of m inside Ebiten's game loop when there is a
// display, and exits with their status.
func Main(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	loop := &idleLoop{}
	code := 0
	loop.run = func() {
		code = m.Run()
		loop.done.Store(true)
	}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("skirmish tests")
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(loop); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString("game loop: " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(code)
}

// updateLoop runs the tests from its first Update and then ends the loop.
type updateLoop struct {
	m    *testing.M
	code int
}

func (l *updateLoop) Update() error {
	running.Store(true)
	l.code = l.m.Run()
	running.Store(false)
	return ebiten.Termination
}
func (l *updateLoop) Draw(*ebiten.Image)         {}
func (l *updateLoop) Layout(int, int) (int, int) { return 320, 240 }

// MainInUpdate runs the tests of m from inside the loop's first Update
// when there is a display, and exits with their status. Each test may then
// draw and read pixels directly, as a frame does; it suits the drawing
// kit's tests, which need no ticks of their own (InLoop needs Main).
func MainInUpdate(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	l := &updateLoop{m: m, code: 1}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("skirmish tests")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString("game loop: " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(l.code)
}

// Running reports whether the tests run inside the game loop.
func Running() bool { return running.Load() }

// NeedWindow skips a test that draws when there is no display, or fails it
// when the test script requires one.
func NeedWindow(tb testing.TB) {
	tb.Helper()
	if running.Load() {
		return
	}
	if os.Getenv("SKIRMISH_REQUIRE_DISPLAY") != "" {
		tb.Fatal("this test needs a display: run it under xvfb-run (SKIRMISH_REQUIRE_DISPLAY is set)")
	}
	tb.Skip("needs a display: run under xvfb-run -a")
}

// guest is work a test runs inside the game loop, once per tick.
type guest struct {
	frame func() (more bool, err error)
	err   error
	done  chan struct{}
}

var current atomic.Pointer[guest]

// runGuest runs one frame of the guest, if any, from the game loop's Update.
func runGuest() {
	g := current.Load()
	if g == nil {
		return
	}
	more, err := g.frame()
	if err != nil || !more {
		g.err = err
		current.Store(nil)
		ebiten.SetTPS(ebiten.DefaultTPS)
		close(g.done)
	}
}

// InLoop calls frame once per tick inside Ebiten's game loop until it
// returns false or an error. Drawing there is what the game does: outside
// the loop (on a test's goroutine) Ebiten defers every draw, copying its
// vertices, which no frame of the game pays. The loop runs as fast as it
// can meanwhile. frame must not call t.Fatal (it runs on the loop's
// goroutine).
//
// limit bounds the time on the clock, stretched by testclock.Limit on a
// loaded machine: for a benchmark, whose number of frames is b.N. A test
// that can count its frames calls InLoopFrames, which a slow machine
// cannot fail.
func InLoop(tb testing.TB, limit time.Duration, frame func() (bool, error)) {
	tb.Helper()
	limit = testclock.Limit(limit)
	runGuestFor(tb, frame, time.After(limit), func() string { return fmt.Sprintf("not done after %s", limit) })
}

// InLoopFrames calls frame once per tick inside Ebiten's game loop, as
// InLoop does, until it returns false or an error, and fails the test if
// it still wants more after frames calls. Nothing here looks at the
// clock: a slow machine takes longer over the same frames, and go test's
// -timeout ends a frame that never returns.
func InLoopFrames(tb testing.TB, frames int, frame func() (bool, error)) {
	tb.Helper()
	n := 0
	over := false
	counted := func() (bool, error) {
		if n >= frames {
			over = true
			return false, nil
		}
		n++
		return frame()
	}
	runGuestFor(tb, counted, nil, nil)
	if over {
		tb.Fatalf("InLoopFrames: not done after %d frames", frames)
	}
}

// runGuestFor runs frame as the loop's guest until it is done, or until
// expired delivers (then it fails the test with what expiredWhy says).
func runGuestFor(tb testing.TB, frame func() (bool, error), expired <-chan time.Time, expiredWhy func() string) {
	tb.Helper()
	NeedWindow(tb)
	g := &guest{frame: frame, done: make(chan struct{})}
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if !current.CompareAndSwap(nil, g) {
		tb.Fatal("InLoop: the game loop already runs a guest")
	}
	select {
	case wake <- struct{}{}:
	default:
	}
	select {
	case <-g.done:
	case <-expired:
		current.CompareAndSwap(g, nil)
		ebiten.SetTPS(ebiten.DefaultTPS)
		tb.Fatalf("InLoop: %s", expiredWhy())
	}
	if g.err != nil {
		tb.Fatal(g.err)
	}
}
