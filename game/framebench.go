package game

import (
	"errors"
	"fmt"
	"image"
	"os"
	"runtime"
	"runtime/metrics"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/bench"
	"skirmish/game/input"
	"skirmish/game/table"
)

// FrameBench says what RunFrameBench measures.
type FrameBench struct {
	Kinds    []table.Kind  // the rulesets' tables (game/rulesets.All)
	Scenario string        // a scenario of any ruleset, e.g. "lamplight-crossing"
	Frames   int           // frames recorded after the warm-up
	Warmup   int           // frames run first and not recorded; 0 means one round of the mouse's path (240)
	Width    int           // the window's width; 0 (with Height 0) means 1280x800
	Height   int           // the window's height
	Timeout  time.Duration // the whole run's limit; 0 means 2 minutes
}

// Spread is how a figure varied over the frames recorded: the median, the
// 99th percentile (nearest rank) and the largest.
type Spread struct {
	Median, P99, Worst float64
}

// FrameReport is what RunFrameBench measured, per frame. Times are in
// microseconds. Update and Draw are wall time around the app's Update and
// Draw on the game loop (time.Now), so another program taking the core
// counts; CPU is the game loop thread's own CPU time over both (Linux), which
// it does not.
type FrameReport struct {
	Ruleset, Scenario string
	Width, Height     int
	Frames            int
	Update            Spread // the app's Update
	Draw              Spread // the app's Draw
	Frame             Spread // Update and Draw together
	CPU               Spread // the thread's CPU time in Update and Draw; zero when not measured
	Wall              Spread // from one frame's start to the next
	Render            Spread // Wall outside Update and Draw: Ebiten flushing to the renderer, presenting, waiting
	// Allocs and Bytes are the heap allocations during Update and Draw, read
	// from runtime/metrics. The runtime counts small objects a span at a
	// time, so a frame's count is coarse; AllocsMean, the total over the
	// frames divided by their number, is not.
	Allocs, Bytes Spread
	AllocsMean    float64
	// ProcessCPU is the CPU time of the whole program per frame, on every
	// thread (the game, Ebiten's, the software renderer's), averaged over
	// the frames (Linux; zero when not measured): what a frame costs the
	// machine, less disturbed by other programs than Wall.
	ProcessCPU float64
	PanelDraws int // frames in which the side panel's widgets were drawn again
	// DrawCommands is -1: Ebiten v2.10 does not report draw commands
	// (ebiten.DebugInfo has the graphics library and GPU memory only).
	DrawCommands    int
	GraphicsLibrary string
	GPUBytes        int64 // GPU image memory at the end, as Ebiten reports it
	// Memory is the process's memory at the end: its peak RSS covers the
	// whole run, the table's setup included.
	Memory Memory
}

// frameSample is one recorded frame.
type frameSample struct {
	update, draw, wall, cpu time.Duration
	allocs, bytes           uint64
}

// frameBencher runs a busy table frame by frame with a scripted mouse
// sweeping over it, and records each frame after the warm-up. It is the
// ebiten.Game of RunFrameBench; a test calls its Update and Draw from
// inside its own game loop.
type frameBencher struct {
	app    *App
	script *input.Script
	table  table.BenchTable
	sweep  sweep

	warmup, frames int
	deadline       time.Time
	samples        []frameSample
	draws0         int           // panelDraws when recording started
	proc0, proc1   time.Duration // the program's CPU time when recording started and ended
	threadCPU      bool          // lock the game loop to its thread and read its CPU time

	started  time.Time // when the last Update began
	update   time.Duration
	cpu      time.Duration // CPU time of the last Update
	allocs   [2]uint64
	updated  bool // an Update waits for its Draw
	memStats []metrics.Sample
	exact    *runtime.MemStats // non-nil: count allocations with ReadMemStats (exact, but it stops the world)
	done     bool
	err      error

	rulesetID, scenario string
	width, height       int
	graphicsInfo        bool // read ebiten.DebugInfo for the report
}

// newFrameBencher builds the busy table of cfg's scenario, with its input
// from src.
func newFrameBencher(cfg FrameBench, src *input.Script, dataDir string) (*frameBencher, error) {
	cat := catalogOf(cfg.Kinds)
	rs, sc, err := cat.FindScenario(cfg.Scenario)
	if err != nil {
		return nil, err
	}
	a := NewApp(Options{Kinds: cfg.Kinds, Source: src, Fixed: image.Pt(cfg.Width, cfg.Height), NoSettings: true, NoSound: true, NoAutosave: true, DataDir: dataDir})
	a.Settings.AnimSpeed = 0
	a.Settings.ComputerPace = 0
	tb, err := busyTable(a, rs, sc)
	if err != nil {
		return nil, err
	}
	f := &frameBencher{app: a, script: src, table: tb, warmup: cfg.Warmup, frames: cfg.Frames,
		rulesetID: rs.ID(), scenario: sc.Name, width: cfg.Width, height: cfg.Height,
		memStats: []metrics.Sample{{Name: "/gc/heap/allocs:objects"}, {Name: "/gc/heap/allocs:bytes"}},
		samples:  make([]frameSample, 0, min(cfg.Frames, 100000))}
	if cfg.Timeout > 0 {
		f.deadline = time.Now().Add(cfg.Timeout)
	}
	return f, nil
}

// heap reads the heap allocations so far: objects and bytes.
func (f *frameBencher) heap() (uint64, uint64) {
	if f.exact != nil {
		runtime.ReadMemStats(f.exact)
		return f.exact.Mallocs, f.exact.TotalAlloc
	}
	metrics.Read(f.memStats)
	return f.memStats[0].Value.Uint64(), f.memStats[1].Value.Uint64()
}

// cpuNow reads the thread's CPU time when measured.
func (f *frameBencher) cpuNow() time.Duration {
	if !f.threadCPU {
		return 0
	}
	return threadCPU()
}

// Update implements ebiten.Game: it moves the mouse on, then times the
// app's Update.
func (f *frameBencher) Update() error {
	if f.done {
		return ebiten.Termination
	}
	if !f.deadline.IsZero() && time.Now().After(f.deadline) {
		f.err = fmt.Errorf("frame benchmark: timed out after %d of %d frames", len(f.samples), f.frames)
		f.done = true
		return ebiten.Termination
	}
	if f.threadCPU && f.started.IsZero() {
		// The game loop's goroutine stays on this thread, so that the
		// thread's CPU time is the loop's. It ends with the loop.
		runtime.LockOSThread()
	}
	f.script.MoveMouse(f.sweep.next(f.table))
	now := time.Now()
	if n := len(f.samples); n > 0 && f.samples[n-1].wall == 0 && !f.started.IsZero() {
		f.samples[n-1].wall = now.Sub(f.started)
	}
	f.started = now
	o, b := f.heap()
	c := f.cpuNow()
	t := time.Now()
	err := f.app.Update()
	f.update = time.Since(t)
	f.cpu = f.cpuNow() - c
	o2, b2 := f.heap()
	f.allocs = [2]uint64{o2 - o, b2 - b}
	f.updated = true
	if err != nil {
		f.done = true
		if !errors.Is(err, ebiten.Termination) {
			f.err = err
		}
		return ebiten.Termination
	}
	return nil
}

// Draw implements ebiten.Game: it times the app's Draw and records the
// frame once the warm-up is over.
func (f *frameBencher) Draw(screen *ebiten.Image) {
	if f.done || !f.updated {
		return
	}
	f.updated = false
	o, b := f.heap()
	c := f.cpuNow()
	t := time.Now()
	f.app.Draw(screen)
	draw := time.Since(t)
	cpu := f.cpu + f.cpuNow() - c
	o2, b2 := f.heap()
	if f.warmup > 0 {
		if f.warmup--; f.warmup == 0 {
			f.draws0 = f.table.PanelDraws()
			if f.threadCPU {
				f.proc0 = processCPU()
			}
		}
		return
	}
	f.samples = append(f.samples, frameSample{update: f.update, draw: draw, cpu: cpu, allocs: f.allocs[0] + o2 - o, bytes: f.allocs[1] + b2 - b})
	if len(f.samples) >= f.frames {
		f.done = true
		if f.threadCPU {
			f.proc1 = processCPU()
		}
	}
}

// Layout implements ebiten.Game.
func (f *frameBencher) Layout(w, h int) (int, int) { return f.app.Layout(w, h) }

// report sums up the frames recorded.
func (f *frameBencher) report() *FrameReport {
	r := &FrameReport{Ruleset: f.rulesetID, Scenario: f.scenario, Width: f.width, Height: f.height,
		Frames: len(f.samples), DrawCommands: -1, PanelDraws: f.table.PanelDraws() - f.draws0}
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	pick := func(get func(s *frameSample) (float64, bool)) Spread {
		v := make([]float64, 0, len(f.samples))
		for i := range f.samples {
			if x, ok := get(&f.samples[i]); ok {
				v = append(v, x)
			}
		}
		return spreadOf(v)
	}
	r.Update = pick(func(s *frameSample) (float64, bool) { return us(s.update), true })
	r.Draw = pick(func(s *frameSample) (float64, bool) { return us(s.draw), true })
	r.Frame = pick(func(s *frameSample) (float64, bool) { return us(s.update + s.draw), true })
	r.CPU = pick(func(s *frameSample) (float64, bool) { return us(s.cpu), f.threadCPU && s.cpu >= 0 })
	// the last frame's wall time is not known
	r.Wall = pick(func(s *frameSample) (float64, bool) { return us(s.wall), s.wall > 0 })
	r.Render = pick(func(s *frameSample) (float64, bool) { return us(s.wall - s.update - s.draw), s.wall > 0 })
	r.Allocs = pick(func(s *frameSample) (float64, bool) { return float64(s.allocs), true })
	r.Bytes = pick(func(s *frameSample) (float64, bool) { return float64(s.bytes), true })
	var total uint64
	for _, s := range f.samples {
		total += s.allocs
	}
	if n := len(f.samples); n > 0 {
		r.AllocsMean = float64(total) / float64(n)
		if f.proc0 > 0 && f.proc1 > f.proc0 {
			r.ProcessCPU = us(f.proc1-f.proc0) / float64(n)
		}
	}
	r.Memory = ReadMemory()
	if f.graphicsInfo {
		var d ebiten.DebugInfo
		ebiten.ReadDebugInfo(&d)
		r.GraphicsLibrary, r.GPUBytes = d.GraphicsLibrary.String(), d.TotalGPUImageMemoryUsageInBytes
	}
	return r
}

// spreadOf returns the median, the 99th percentile (nearest rank) and the
// largest of v, which it sorts.
func spreadOf(v []float64) Spread {
	if len(v) == 0 {
		return Spread{}
	}
	slices.Sort(v)
	return Spread{Median: v[bench.Rank(len(v), 50)], P99: v[bench.Rank(len(v), 99)], Worst: v[len(v)-1]}
}

// RunFrameBench opens the real window on a busy table of the scenario named
// cfg.Scenario (of any ruleset) and times its frames while a scripted mouse
// sweeps over the board: every frame is drawn, none rests, and the side
// panel's widgets are not rebuilt. It needs a display (run it under
// xvfb-run on a machine without one), fails rather than waits when the
// timeout passes, and must be called from the main goroutine, as
// ebiten.RunGame is.
func RunFrameBench(cfg FrameBench) (*FrameReport, error) {
	if cfg.Frames < 1 {
		return nil, fmt.Errorf("frame benchmark: %d frames: want at least 1", cfg.Frames)
	}
	if cfg.Width == 0 && cfg.Height == 0 {
		cfg.Width, cfg.Height = 1280, 800
	}
	if cfg.Width < 320 || cfg.Height < 240 || cfg.Width > 4096 || cfg.Height > 4096 {
		return nil, fmt.Errorf("frame benchmark: window %dx%d: want between 320x240 and 4096x4096", cfg.Width, cfg.Height)
	}
	if cfg.Warmup <= 0 {
		cfg.Warmup = sweepPeriod
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 2 * time.Minute
	}
	if _, _, err := catalogOf(cfg.Kinds).FindScenario(cfg.Scenario); err != nil {
		return nil, fmt.Errorf("frame benchmark: %w", err)
	}
	if err := haveDisplay(); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "skirmish-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	f, err := newFrameBencher(cfg, input.NewScript(), dir)
	if err != nil {
		return nil, fmt.Errorf("frame benchmark: %w", err)
	}
	f.graphicsInfo = true
	f.threadCPU = threadCPU() >= 0
	limitGoMemory() // as the game runs
	runtime.GC()    // the frames start with the table's garbage collected
	ebiten.SetWindowTitle("Skirmish (frame benchmark)")
	ebiten.SetWindowSize(cfg.Width, cfg.Height)
	ebiten.SetVsyncEnabled(false)            // frames are not held back to the display's rate
	ebiten.SetTPS(ebiten.SyncWithFPS)        // one Update per frame
	ebiten.SetScreenClearedEveryFrame(false) // as the game runs
	err = ebiten.RunGame(f)
	if errors.Is(err, ebiten.Termination) {
		err = nil
	}
	if err == nil {
		err = f.err
	}
	if err == nil && len(f.samples) < cfg.Frames {
		err = fmt.Errorf("frame benchmark: the window closed after %d of %d frames", len(f.samples), cfg.Frames)
	}
	if err != nil {
		return nil, err
	}
	return f.report(), nil
}

// haveDisplay says clearly when there is no display to open a window on,
// rather than letting the window library fail.
func haveDisplay() error {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
			return errors.New(`frame benchmark: no display (DISPLAY is not set): run it under xvfb-run -a -s "-screen 0 1280x800x24"`)
		}
	}
	return nil
}
