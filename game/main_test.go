package game

import (
	"errors"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
)

// windowRunning is set while the Ebiten game loop runs the tests: tests
// that draw need it (reading pixels only works inside the loop).
var windowRunning atomic.Bool

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
		windowRunning.Store(true)
		go l.run()
	}
	if l.done.Load() {
		return ebiten.Termination
	}
	runGuest()
	return nil
}
func (l *idleLoop) Draw(*ebiten.Image)         {}
func (l *idleLoop) Layout(int, int) (int, int) { return 320, 240 }

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (the test script runs them under Xvfb); without one, tests that need the
// window say so and fail if SKIRMISH_REQUIRE_DISPLAY is set.
func TestMain(m *testing.M) {
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

// needWindow skips a test that draws when there is no display, or fails it
// when the test script requires one.
func needWindow(tb testing.TB) {
	tb.Helper()
	if windowRunning.Load() {
		return
	}
	if os.Getenv("SKIRMISH_REQUIRE_DISPLAY") != "" {
		tb.Fatal("this test needs a display: run it under xvfb-run (SKIRMISH_REQUIRE_DISPLAY is set)")
	}
	tb.Skip("needs a display: run under xvfb-run -a")
}

// findButton returns the first button whose label starts with prefix, in
// the windows given (they are on top), then in u.
func findButton(u *ebitenui.UI, extra []*widget.Window, prefix string) *widget.Button {
	var found *widget.Button
	var walk func(c widget.PreferredSizeLocateableWidget)
	walk = func(w widget.PreferredSizeLocateableWidget) {
		if found != nil {
			return
		}
		if b, ok := w.(*widget.Button); ok && b.Text() != nil && strings.HasPrefix(b.Text().Label, prefix) {
			found = b
			return
		}
		if c, ok := w.(*widget.Container); ok {
			for _, ch := range c.Children() {
				walk(ch)
			}
		}
	}
	for _, win := range extra { // windows first: they are on top
		if win == nil {
			continue
		}
		if c, ok := win.GetContainer().(*widget.Container); ok {
			walk(c)
		}
	}
	if c, ok := u.Container.(*widget.Container); ok && found == nil {
		walk(c)
	}
	return found
}
