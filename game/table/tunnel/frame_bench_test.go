package tunnel

import (
	"errors"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	"skirmish/rules/catalog"
	tf "skirmish/rules/tunnel"
)

// busyBattle returns an app showing Lamplight Crossing mid-swing: every
// model on the board, dice in the tray, a long log.
func busyBattle(tb testing.TB) (*game.App, *Battle) {
	tb.Helper()
	rs := Kind.Rules()
	sc, err := catalog.Scenario(rs, "lamplight-crossing")
	if err != nil {
		tb.Fatal(err)
	}
	a := game.NewApp(gametest.Options(kinds, input.NewScript(), image.Pt(1280, 800), tb.TempDir()))
	a.Settings.AnimSpeed = 0
	setup := session.Setup{Ruleset: rs, Scenario: sc, Seed: 11, Options: rules.Options{}}
	// Play computer against computer until a swing waits for its pick.
	ses, err := session.NewSession(setup, []session.Sitter{session.Computer, session.Computer}, rules.UndoFree)
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, _, ok, err := ses.StepComputer(); err != nil || !ok {
			tb.Fatalf("the game ended before a swing: %v", err)
		}
		if g := ses.State().(*tf.Game); g.Phase() == tf.PhasePick && ses.History().Len() > 30 {
			break
		}
	}
	b := openBattle(tb, a, setup, []session.Sitter{session.Human, session.Human}, ses.History().Actions())
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
//	xvfb-run -a go test ./game/table/tunnel -run '^$' -bench Frame -benchmem -benchtime 300x
func BenchmarkBusyFrame(b *testing.B) { benchFrame(b, false) }

// BenchmarkPanelFrame is BenchmarkBusyFrame with the panel's widgets drawn
// again too, as while the mouse moves over them.
func BenchmarkPanelFrame(b *testing.B) { benchFrame(b, true) }

// BenchmarkIdleFrame measures a frame when nothing changes: the app rests
// and keeps the last frame on screen. It draws nothing, so it runs outside
// the game loop, without the per-frame timer of the others.
func BenchmarkIdleFrame(b *testing.B) {
	gameloop.NeedWindow(b)
	a, _ := busyBattle(b)
	screen := ebiten.NewImage(1280, 800)
	// Run until the app rests, and a few ticks more.
	for rest := 5; rest > 0; {
		if a.Resting() {
			rest--
		} else if a.Tick() > 1000 {
			b.Fatal("the app does not rest after 1000 ticks")
		}
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
	gameloop.NeedWindow(b)
	a, bt := busyBattle(b)
	screen := ebiten.NewImage(1280, 800)
	warm, n := 5, 0 // ticks run once the app rests, before the frames measured
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	gameloop.InLoop(b, 30*time.Minute, func() (bool, error) {
		if warm > 0 {
			// Warm up until everything settled and the app rests without
			// input, then a few ticks more.
			if a.Resting() {
				warm--
			} else if a.Tick() > 1000 {
				return false, errors.New("the app does not rest after 1000 ticks")
			}
		} else if n++; n > b.N {
			return false, nil
		} else {
			a.Wake()
			if panel {
				bt.f.MarkWidgetsStale()
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
