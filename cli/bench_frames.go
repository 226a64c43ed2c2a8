package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"skirmish/game"
	"skirmish/game/rulesets"
)

// Limits of "skirmish bench -frames".
const (
	maxBenchFrames   = 100000
	maxBenchSide     = 4096
	defaultBenchSize = "1280x800"
	// The default -timeout is benchLimitBase (building the table, the
	// warm-up) and benchLimitPerFrame for each frame: a software renderer
	// takes tens of milliseconds a frame.
	benchLimitBase     = time.Minute
	benchLimitPerFrame = 100 * time.Millisecond
	benchWatchdogGrace = 30 * time.Second
)

// benchFrames runs the real window on a busy table of o.Scenario and prints
// the frame figures as runBench prints the rules' figures: one line each,
// "RULESET SCENARIO FIGURE VALUE UNIT", or with JSON one object per line.
func benchFrames(o frameBenchOpts, e *env) error {
	if o.Frames < 1 || o.Frames > maxBenchFrames {
		return usagef("-frames %d: want 1 to %d", o.Frames, maxBenchFrames)
	}
	if o.Scenario == "" {
		return usagef("-scenario is required with -frames (see skirmish rulesets)")
	}
	if _, err := benchTargets("", o.Scenario); err != nil {
		return err
	}
	if o.Size == "" {
		o.Size = defaultBenchSize
	}
	w, h, err := parseBenchSize(o.Size)
	if err != nil {
		return usageError{err}
	}
	if o.Timeout < 0 {
		return usagef("-timeout %s: want a positive duration", o.Timeout)
	}
	if o.Timeout == 0 {
		o.Timeout = benchLimitBase + time.Duration(o.Frames)*benchLimitPerFrame
	}
	// The benchmark stops itself at the timeout between frames; should the
	// window itself never come up or hang, the process ends rather than
	// waiting for ever.
	watchdog := time.AfterFunc(o.Timeout+benchWatchdogGrace, func() {
		fmt.Fprintf(e.stderr, "skirmish bench: the window did not finish within %s: giving up\n", o.Timeout+benchWatchdogGrace)
		os.Exit(exitFail)
	})
	defer watchdog.Stop()
	r, err := game.RunFrameBench(game.FrameBench{Kinds: rulesets.All, Scenario: o.Scenario, Frames: o.Frames, Width: w, Height: h, Timeout: o.Timeout})
	if err != nil {
		return windowError(err)
	}
	return printFrameReport(e.stdout, r, o.JSON)
}

// parseBenchSize reads WIDTHxHEIGHT for the benchmark's window.
func parseBenchSize(s string) (int, int, error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w < 320 || h < 240 || w > maxBenchSide || h > maxBenchSide {
		return 0, 0, fmt.Errorf("-size %q: want WIDTHxHEIGHT between 320x240 and %dx%d, e.g. %s", clip(s, maxValueBytes), maxBenchSide, maxBenchSide, defaultBenchSize)
	}
	return w, h, nil
}

// frameFigure is one line of the benchmark's output.
type frameFigure struct {
	Ruleset  string   `json:"ruleset"`
	Scenario string   `json:"scenario"`
	Figure   string   `json:"figure"`
	Value    *float64 `json:"value"` // nil: not reported
	Unit     string   `json:"unit"`
}

// frameFigures lists the report's figures in output order.
func frameFigures(r *game.FrameReport) []frameFigure {
	var out []frameFigure
	add := func(name string, v float64, unit string) {
		v = math.Round(v)
		out = append(out, frameFigure{r.Ruleset, r.Scenario, name, &v, unit})
	}
	spread := func(name string, s game.Spread, unit, worst string) {
		add(name+"_median", s.Median, unit)
		add(name+"_p99", s.P99, unit)
		add(name+"_"+worst, s.Worst, unit)
	}
	add("recorded", float64(r.Frames), "frames")
	spread("update", r.Update, "us", "worst")
	spread("draw", r.Draw, "us", "worst")
	spread("update_draw", r.Frame, "us", "worst")
	if r.CPU != (game.Spread{}) {
		spread("update_draw_cpu", r.CPU, "us", "worst")
	}
	spread("wall", r.Wall, "us", "worst")
	spread("render", r.Render, "us", "worst")
	if r.ProcessCPU > 0 {
		add("process_cpu_mean", r.ProcessCPU, "us")
	}
	spread("allocs", r.Allocs, "objects", "max")
	out = append(out, frameFigure{r.Ruleset, r.Scenario, "allocs_mean", figureValue(math.Round(r.AllocsMean*100) / 100), "objects"})
	spread("bytes", r.Bytes, "bytes", "max")
	add("panel_draws", float64(r.PanelDraws), "frames")
	if r.DrawCommands >= 0 {
		add("draw_commands", float64(r.DrawCommands), "commands")
	} else {
		out = append(out, frameFigure{r.Ruleset, r.Scenario, "draw_commands", nil, "commands"})
	}
	add("gpu_image_bytes", float64(r.GPUBytes), "bytes")
	if r.Memory.PeakRSS > 0 {
		add("rss_peak", float64(r.Memory.PeakRSS), "bytes")
		add("rss", float64(r.Memory.RSS), "bytes")
	}
	add("go_heap_in_use", float64(r.Memory.HeapInUse), "bytes")
	add("cached_images", float64(r.Memory.CachedImages), "images")
	return out
}

// figureValue returns v for a figure.
func figureValue(v float64) *float64 { return &v }

// printFrameReport writes the figures, as text or as JSON lines.
func printFrameReport(w io.Writer, r *game.FrameReport, asJSON bool) error {
	if !asJSON && r.GraphicsLibrary != "" {
		if _, err := fmt.Fprintf(w, "# %s %s: %d frames at %dx%d, graphics library %s\n", r.Ruleset, r.Scenario, r.Frames, r.Width, r.Height, r.GraphicsLibrary); err != nil {
			return err
		}
	}
	enc := json.NewEncoder(w)
	for _, f := range frameFigures(r) {
		if asJSON {
			if err := enc.Encode(f); err != nil {
				return err
			}
			continue
		}
		value := "not-reported" // Ebiten v2.10 does not count draw commands
		if f.Value != nil {
			value = formatValue(*f.Value)
		}
		if _, err := fmt.Fprintf(w, "%s %s %s %s %s\n", f.Ruleset, f.Scenario, f.Figure, value, f.Unit); err != nil {
			return err
		}
	}
	return nil
}
