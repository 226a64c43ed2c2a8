package game

import (
	"image"
	"testing"

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

// BenchmarkBusyFrame measures one frame (Update and Draw) of a busy battle
// redrawn every frame, as while the mouse moves over the board: the board is
// drawn, the side panel's widgets come from the last drawing. Run it under
// Xvfb:
//
//	xvfb-run -a go test ./game/ -run '^$' -bench Frame -benchmem
func BenchmarkBusyFrame(b *testing.B) { benchFrame(b, true, false) }

// BenchmarkPanelFrame is BenchmarkBusyFrame with the panel's widgets drawn
// again too, as while the mouse moves over them.
func BenchmarkPanelFrame(b *testing.B) { benchFrame(b, true, true) }

// BenchmarkIdleFrame measures a frame when nothing changes: the app rests
// and keeps the last frame on screen.
func BenchmarkIdleFrame(b *testing.B) { benchFrame(b, false, false) }

func benchFrame(b *testing.B, busy, panel bool) {
	needWindow(b)
	a, bt := busyBattle(b)
	screen := ebiten.NewImage(1280, 800)
	for range idleTicks + 5 {
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(screen)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if busy {
			a.idle = 0
		}
		if panel {
			bt.uiStale = true
		}
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(screen)
	}
}
