package game

import (
	"fmt"
	"image"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// benchFrames runs the frame benchmark's loop for cfg inside the tests'
// game loop, drawing to an offscreen screen, and returns its report with
// the heap objects allocated in the recorded frames' Update and Draw, and
// where.
//
// The report's own counts come from runtime/metrics, as the command's do:
// they are global, and Ebiten's render and main threads allocate while the
// next frame runs (a few objects per OpenGL and X11 call), so a frame's
// count is not all the game's. Here the memory profiler, with every
// allocation recorded, tells them apart by stack.
func benchFrames(tb testing.TB, cfg FrameBench) (*frameBencher, *FrameReport, int64, []string) {
	tb.Helper()
	f, err := newFrameBencher(cfg, input.NewScript(), tb.TempDir())
	if err != nil {
		tb.Fatal(err)
	}
	screen := ebiten.NewImage(cfg.Width, cfg.Height)
	defer screen.Deallocate()
	frames := func(stop func() bool) {
		inLoop(tb, time.Minute, func() (bool, error) {
			if err := f.Update(); err != nil {
				return false, nil // done, or f.err says why
			}
			f.Draw(screen)
			return !stop(), nil
		})
	}
	frames(func() bool { return f.warmup == 0 })
	n, where := framesAllocs(func() { frames(func() bool { return f.done }) })
	if f.err != nil {
		tb.Fatal(f.err)
	}
	return f, f.report(), n, where
}

// framesAllocs runs run with every allocation profiled and returns the heap
// objects allocated under the frame benchmark's Update and Draw, with the
// stacks that allocated them. Left out, as not the game's: sync.Pool making
// its per-core caches again after a garbage collection empties them (the
// collections the profile needs cause that), and Ebiten's command queue
// growing its buffers to the largest frame it has seen.
func framesAllocs(run func()) (int64, []string) {
	rate := runtime.MemProfileRate
	runtime.MemProfileRate = 1 // every allocation on every thread, from now on
	defer func() { runtime.MemProfileRate = rate }()
	before := memProfile()
	run()
	var n int64
	var where []string
	for stk, objs := range memProfile() {
		if d := objs - before[stk]; d > 0 && inFrame(stk[:]) {
			n += d
			where = append(where, fmt.Sprintf("%d objects at %s", d, stackText(stk[:])))
		}
	}
	return n, where
}

// memProfile returns the objects allocated so far, by stack.
func memProfile() map[[32]uintptr]int64 {
	runtime.GC() // the profile is published a collection or two late
	runtime.GC()
	n, _ := runtime.MemProfile(nil, true)
	var recs []runtime.MemProfileRecord
	for {
		recs = make([]runtime.MemProfileRecord, n+64)
		var ok bool
		if n, ok = runtime.MemProfile(recs, true); ok {
			break
		}
	}
	out := make(map[[32]uintptr]int64, n)
	for _, r := range recs[:n] {
		out[r.Stack0] += r.AllocObjects
	}
	return out
}

// inFrame reports whether a stack is the frame benchmark's Update or Draw
// allocating, save what framesAllocs leaves out.
func inFrame(stk []uintptr) bool {
	frames := runtime.CallersFrames(stk)
	inner := true // still in the runtime's allocating functions
	for {
		fr, more := frames.Next()
		if inner && !strings.HasPrefix(fr.Function, "runtime.") {
			inner = false
			if strings.HasPrefix(fr.Function, "github.com/hajimehoshi/ebiten/v2/internal/graphicscommand.") {
				return false
			}
		}
		switch {
		case strings.HasPrefix(fr.Function, "sync.(*Pool)."):
			return false
		case strings.HasPrefix(fr.Function, "skirmish/") && !harness(fr.Function):
			return true
		}
		if !more {
			return false
		}
	}
}

// harness reports whether fn is the tests' own machinery: the game loop
// they run in, and waiting for it.
func harness(fn string) bool {
	for _, s := range []string{"inLoop", "runGuest", "idleLoop", "benchFrames", "framesAllocs", "memProfile", ".Test"} {
		if strings.Contains(fn, s) {
			return true
		}
	}
	return false
}

// stackText names the functions of a stack, innermost first: the first
// few, then skirmish's.
func stackText(stk []uintptr) string {
	var names []string
	frames := runtime.CallersFrames(stk)
	for i := 0; ; i++ {
		fr, more := frames.Next()
		if i < 3 || strings.HasPrefix(fr.Function, "skirmish/") && !harness(fr.Function) {
			names = append(names, fr.Function)
		}
		if !more {
			break
		}
	}
	return strings.Join(names, " < ")
}

// TestFrameBenchBusyTables runs the frame benchmark's loop on the busy
// table of each ruleset and checks its figures: every frame recorded and
// timed, the mouse over the board (the board redrawn, the side panel's
// widgets reused), and no heap allocation in any steady frame.
func TestFrameBenchBusyTables(t *testing.T) {
	needWindow(t)
	for _, c := range []struct{ scenario, ruleset string }{
		{"lamplight-crossing", "tunnel"},
		{"standing-stones", "magewinds"},
	} {
		t.Run(c.scenario, func(t *testing.T) {
			f, r, allocs, where := benchFrames(t, FrameBench{Scenario: c.scenario, Frames: 150, Warmup: 150, Width: 1280, Height: 800})
			if r.Ruleset != c.ruleset || r.Scenario != c.scenario || r.Frames != 150 {
				t.Fatalf("report for %s/%s with %d frames, want %s/%s with 150", r.Ruleset, r.Scenario, r.Frames, c.ruleset, c.scenario)
			}
			if r.Update.Median <= 0 || r.Draw.Median <= 0 || r.Frame.Worst < r.Frame.P99 || r.Frame.P99 < r.Frame.Median || r.Frame.Median < r.Draw.Median {
				t.Errorf("timings not sane: update %+v, draw %+v, both %+v", r.Update, r.Draw, r.Frame)
			}
			if r.Frame.Median > 1e6 {
				t.Errorf("a frame takes %.0f µs: over a second", r.Frame.Median)
			}
			if r.DrawCommands != -1 {
				t.Errorf("draw commands %d: Ebiten does not report them", r.DrawCommands)
			}
			// every frame really drew: the app did not rest
			if f.app.idle > idleTicks {
				t.Errorf("the app rested (idle %d ticks): the mouse did not move", f.app.idle)
			}
			if x, y := f.app.In.Cursor(); !image.Pt(x, y).In(f.table.sweepArea()) {
				t.Errorf("the mouse is at (%d, %d), off the board %v", x, y, f.table.sweepArea())
			}
			if r.PanelDraws != 0 {
				t.Errorf("the side panel was drawn again in %d steady frames, want none", r.PanelDraws)
			}
			if allocs != 0 {
				t.Errorf("%d steady frames allocated %d heap objects:\n%s", r.Frames, allocs, strings.Join(where, "\n"))
			}
		})
	}
}

// TestFrameBenchRefusesUnknownScenarios checks the benchmark's errors come
// before any window opens.
func TestFrameBenchRefusesUnknownScenarios(t *testing.T) {
	_, err := RunFrameBench(FrameBench{Scenario: "no-such-place", Frames: 10})
	if err == nil || !strings.Contains(err.Error(), `unknown scenario "no-such-place"`) {
		t.Errorf("unknown scenario: %v", err)
	}
	_, err = RunFrameBench(FrameBench{Scenario: "first-blood", Frames: 0})
	if err == nil || !strings.Contains(err.Error(), "frames") {
		t.Errorf("no frames: %v", err)
	}
	_, err = RunFrameBench(FrameBench{Scenario: "first-blood", Frames: 10, Width: 9000, Height: 800})
	if err == nil || !strings.Contains(err.Error(), "9000x800") {
		t.Errorf("a huge window: %v", err)
	}
}

// BenchmarkMageBusyFrame measures the CPU time of one frame of the
// Magewinds table in the middle of an attack, redrawn every frame as while
// the mouse moves over the battlefield (the frame benchmark's busy table and
// mouse), timed as BenchmarkBusyFrame is:
//
//	xvfb-run -a go test ./game/ -run '^$' -bench MageBusyFrame -benchmem -benchtime 300x
func BenchmarkMageBusyFrame(b *testing.B) { benchBusy(b, "standing-stones") }

// BenchmarkBenchTunnelFrame is BenchmarkMageBusyFrame on the Tunnel table
// the frame benchmark builds (Lamplight Crossing, a result to pick).
func BenchmarkBenchTunnelFrame(b *testing.B) { benchBusy(b, "lamplight-crossing") }

func benchBusy(b *testing.B, scenario string) {
	needWindow(b)
	f, err := newFrameBencher(FrameBench{Scenario: scenario, Frames: 4096, Warmup: sweepPeriod, Width: 1280, Height: 800}, input.NewScript(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	screen := ebiten.NewImage(1280, 800)
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	inLoop(b, 30*time.Minute, func() (bool, error) {
		if f.warmup == 0 {
			if n++; n > b.N {
				return false, nil
			}
			b.StartTimer()
			defer b.StopTimer()
		}
		if err := f.Update(); err != nil {
			return false, fmt.Errorf("update: %v", err)
		}
		f.Draw(screen)
		if len(f.samples) >= 4000 {
			f.samples = f.samples[:0]
		}
		return true, nil
	})
}
