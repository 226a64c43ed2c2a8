//go:build ignore

package game

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/rules/catalog"
	"skirmish/rules/tunnel"
)

// busyBattle returns an app showing Lamplight Crossing mid-swing: every
// model on the board, dice in the tray, a long log.
func busyBattle(tb testing.TB) (*App, *Battle) {
	tb.Helper()
	rs, err := catalog.Lookup("tunnel")
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := catalog.Scenario(rs, "lamplight-crossing")
	if err != nil {
		tb.Fatal(err)
	}
	a := NewApp(Options{Source: input.NewScript(), Fixed: image.Pt(1280, 800), NoSettings: true, NoSound: true, DataDir: tb.TempDir()})
	a.Settings.AnimSpeed = 0
	setup := Setup{Ruleset: rs, Scenario: sc, Seed: 11, Options: rules.Options{}}
	// Play computer against computer until a swing waits for its pick.
	ses, err := NewSession(setup, []Sitter{Computer, Computer}, rules.UndoFree)
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, _, ok, err := ses.StepComputer(); err != nil || !ok {
			tb.Fatalf("the game ended before a swing: %v", err)
		}
		if g := ses.State().(*tunnel.Game); g.Phase() == tunnel.PhasePick && ses.History().Len() > 30 {
			break
		}
	}
	b, err := NewBattle(a, setup, []Sitter{Human, Human}, ses.History().Actions())
	if err != nil {
		tb.Fatal(err)
	}
	a.scene = b
	return a, b
}

// BenchmarkBusyFrame measures the CPU time of one frame (the app's Update
// and Draw) of a busy battle redrawn every frame, as while the mouse moves
// over the board: the board is drawn, the side panel's widgets come from the
// last drawing. Frames run inside Ebiten's game loop, as the game's do
// (outside it, Ebiten defers every draw, copying its vertices); the timer
// runs in Update and Draw only, not while the renderer works between frames
// (skirmish bench -frames reports that). Allocations are counted for the
// whole program, and Ebiten's render thread allocates while a frame runs:
// TestFrameBenchBusyTables tells the game's apart. Each frame takes the
// renderer tens of milliseconds, so give a count:
//
//	xvfb-run -a go test ./game/ -run '^$' -bench Frame -benchmem -benchtime 300x
func BenchmarkBusyFrame(b *testing.B) { benchFrame(b, false) }

// BenchmarkPanelFrame is BenchmarkBusyFrame with the panel's widgets drawn
// again too, as while the mouse moves over them.
func BenchmarkPanelFrame(b *testing.B) { benchFrame(b, true) }

// BenchmarkIdleFrame measures a frame when nothing changes: the app rests
// and keeps the last frame on screen. It draws nothing, so it runs outside
// the game loop, without the per-frame timer of the others.
func BenchmarkIdleFrame(b *testing.B) {
	needWindow(b)
	a, _ := busyBattle(b)
	screen := ebiten.NewImage(1280, 800)
	for range idleTicks + 5 {
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(screen)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(screen)
	}
}

func benchFrame(b *testing.B, panel bool) {
	needWindow(b)
	a, bt := busyBattle(b)
	screen := ebiten.NewImage(1280, 800)
	warm, n := idleTicks+5, 0
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	inLoop(b, 30*time.Minute, func() (bool, error) {
		if warm > 0 {
			warm--
		} else if n++; n > b.N {
			return false, nil
		} else {
			a.idle = 0
			if panel {
				bt.widgets.stale = true
			}
			b.StartTimer()
			defer b.StopTimer()
		}
		if err := a.Update(); err != nil {
			return false, err
		}
		a.Draw(screen)
		return true, nil
	})
}
