package game

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// loopGuest is work a test runs inside the game loop, once per tick.
type loopGuest struct {
	frame func() (more bool, err error)
	err   error
	done  chan struct{}
}

var guest atomic.Pointer[loopGuest]

// runGuest runs one frame of the guest, if any, from the game loop's Update.
func runGuest() {
	g := guest.Load()
	if g == nil {
		return
	}
	more, err := g.frame()
	if err != nil || !more {
		g.err = err
		guest.Store(nil)
		ebiten.SetTPS(ebiten.DefaultTPS)
		close(g.done)
	}
}

// inLoop calls frame once per tick inside Ebiten's game loop until it
// returns false or an error. Drawing there is what the game does: outside
// the loop (on a test's goroutine) Ebiten defers every draw, copying its
// vertices, which no frame of the game pays. The loop runs as fast as it can
// meanwhile. frame must not call t.Fatal (it runs on the loop's goroutine).
func inLoop(tb testing.TB, limit time.Duration, frame func() (bool, error)) {
	tb.Helper()
	needWindow(tb)
	g := &loopGuest{frame: frame, done: make(chan struct{})}
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if !guest.CompareAndSwap(nil, g) {
		tb.Fatal("inLoop: the game loop already runs a guest")
	}
	select {
	case <-g.done:
	case <-time.After(limit):
		guest.CompareAndSwap(g, nil)
		ebiten.SetTPS(ebiten.DefaultTPS)
		tb.Fatalf("inLoop: not done after %s", limit)
	}
	if g.err != nil {
		tb.Fatal(g.err)
	}
}
