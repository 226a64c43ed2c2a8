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
	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
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
	// Each phase (the warm-up, then the recorded frames) ends within its
	// frames and one more: a limit in frames, which a slow machine does
	// not break as it did a minute of the clock.
	limit := cfg.Warmup + cfg.Frames + 2
	frames := func(stop func() bool) {
		gameloop.InLoopFrames(tb, limit, func() (bool, error) {
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
// collections the profile needs cause that), the runtime's cache of a type
// assertion growing when it first meets a type, and Ebiten's command queue
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
		case fr.Function == "runtime.buildTypeAssertCache":
			// the runtime's cache of a type assertion's answers, made again
			// larger when the site first meets another concrete type: once
			// per type, not per frame
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
	for _, s := range []string{"skirmish/internal/gameloop.", "benchFrames", "framesAllocs", "memProfile", ".Test"} {
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
	gameloop.NeedWindow(t)
	for _, k := range rulesets.All {
		bk, ok := k.(table.BenchKind)
		if !ok {
			t.Errorf("%s: its table kind is not a table.BenchKind: skirmish bench -frames cannot run it", k.Rules().ID())
			continue
		}
		c := struct{ scenario, ruleset string }{bk.BenchScenario(), k.Rules().ID()}
		t.Run(c.ruleset+"/"+c.scenario, func(t *testing.T) { // named by the ruleset, for build/testtime's shares
			f, r, allocs, where := benchFrames(t, FrameBench{Kinds: rulesets.All, Scenario: c.scenario, Frames: 150, Warmup: sweepPeriod, Width: 1280, Height: 800}) // steady: the mouse has been over its whole path once
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
			if x, y := f.app.In().Cursor(); !image.Pt(x, y).In(f.table.SweepArea()) {
				t.Errorf("the mouse is at (%d, %d), off the board %v", x, y, f.table.SweepArea())
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
	_, err := RunFrameBench(FrameBench{Kinds: rulesets.All, Scenario: "no-such-place", Frames: 10})
	if err == nil || !strings.Contains(err.Error(), `unknown scenario "no-such-place"`) {
		t.Errorf("unknown scenario: %v", err)
	}
	known := rulesets.Default().Scenarios()[0].Name
	_, err = RunFrameBench(FrameBench{Kinds: rulesets.All, Scenario: known, Frames: 0})
	if err == nil || !strings.Contains(err.Error(), "frames") {
		t.Errorf("no frames: %v", err)
	}
	_, err = RunFrameBench(FrameBench{Kinds: rulesets.All, Scenario: known, Frames: 10, Width: 9000, Height: 800})
	if err == nil || !strings.Contains(err.Error(), "9000x800") {
		t.Errorf("a huge window: %v", err)
	}
}

// BenchmarkBusyFrame measures the CPU time of one frame of each
// ruleset's busy table (the frame benchmark's: everything on the table, the
// mouse moving over the board so that it is redrawn every frame):
//
//	xvfb-run -a go test ./game/ -run '^$' -bench BusyFrame -benchmem -benchtime 300x
func BenchmarkBusyFrame(b *testing.B) {
	for _, k := range rulesets.All {
		if bk, ok := k.(table.BenchKind); ok {
			b.Run(k.Rules().ID(), func(b *testing.B) { benchBusy(b, bk.BenchScenario()) })
		}
	}
}

func benchBusy(b *testing.B, scenario string) {
	gameloop.NeedWindow(b)
	// A run of one frame (the first Go makes to size b.N, and the whole
	// of build/test's -benchtime 1x, which checks that the benchmark
	// runs) measures nothing: it skips the warm-up's round of the mouse's
	// path, 240 frames at 1280x800 for each ruleset (70 of the game
	// package's 1,132 s on a machine loaded 20 times over; 10 s without).
	warmup := sweepPeriod
	if b.N == 1 {
		warmup = 1
	}
	f, err := newFrameBencher(FrameBench{Kinds: rulesets.All, Scenario: scenario, Frames: 4096, Warmup: warmup, Width: 1280, Height: 800}, input.NewScript(), b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	screen := ebiten.NewImage(1280, 800)
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	b.StopTimer()
	gameloop.InLoop(b, 30*time.Minute, func() (bool, error) {
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
