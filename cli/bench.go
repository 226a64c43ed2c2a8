package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"

	"skirmish/bench"
	"skirmish/game/rulesets"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

// maxBenchSeconds bounds -seconds: ten minutes per measurement.
const maxBenchSeconds = 600

// frameBenchOpts are the flags of "skirmish bench -frames N -scenario NAME":
// the real window on a busy table, timed frame by frame.
type frameBenchOpts struct {
	Frames   int
	Scenario string
	JSON     bool
	Size     string        // "1280x800" by default
	Timeout  time.Duration // 0: a minute and 100 ms a frame
}

func runBench(args []string, e *env) error {
	fs := newFlags("bench", e)
	ruleset := fs.String("ruleset", "", "ruleset id to measure (default: every ruleset)")
	scenario := fs.String("scenario", "", "scenario name to measure (default: every scenario of the ruleset)")
	seconds := fs.Float64("seconds", 1, "time each measurement of each scenario runs, in seconds (0.01 to 600)")
	seed := fs.Uint64("seed", 1, "seed the measured games derive from")
	asJSON := fs.Bool("json", false, "print one JSON object per figure, one per line")
	frames := fs.Int("frames", 0, "instead, open the window on a busy table and time N frames (needs a display, e.g. Xvfb)")
	size := fs.String("size", "1280x800", "the window's size with -frames")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if set(fs, "frames") {
		if set(fs, "ruleset") || set(fs, "seconds") {
			return usagef("-frames times the window: -ruleset and -seconds do not apply (the scenario names its ruleset)")
		}
		return benchFrames(frameBenchOpts{Frames: *frames, Scenario: *scenario, JSON: *asJSON, Size: *size}, e)
	}
	if set(fs, "size") {
		return usagef("-size applies only with -frames")
	}
	if math.IsNaN(*seconds) || *seconds < 0.01 || *seconds > maxBenchSeconds {
		return usagef("-seconds %v: give a time from 0.01 to %d seconds", *seconds, maxBenchSeconds)
	}
	targets, err := benchTargets(*ruleset, *scenario)
	if err != nil {
		return err
	}
	cfg := bench.Config{Budget: time.Duration(*seconds * float64(time.Second)), Seed: *seed}
	for _, t := range targets {
		figs, err := bench.Scenario(t.rs, t.sc, cfg)
		if err != nil {
			return err
		}
		for _, f := range figs {
			printFigure(e, f, *asJSON)
		}
	}
	return nil
}

type benchTarget struct {
	rs rules.Ruleset
	sc rules.Scenario
}

// benchTargets lists the scenarios to measure: all of them, a ruleset's, or
// one (found in the ruleset given, or in any ruleset).
func benchTargets(ruleset, scenario string) ([]benchTarget, error) {
	all := rulesets.Catalog()
	if ruleset != "" {
		rs, err := all.Lookup(ruleset)
		if err != nil {
			return nil, usageError{err}
		}
		all = catalog.Catalog{rs}
	}
	var out []benchTarget
	var names []string
	for _, rs := range all {
		for _, sc := range rs.Scenarios() {
			names = append(names, sc.Name)
			if scenario == "" || sc.Name == scenario {
				out = append(out, benchTarget{rs, sc})
			}
		}
	}
	if len(out) == 0 {
		return nil, usagef("-scenario %q: no such scenario; there are %s", clip(scenario, 60), strings.Join(names, ", "))
	}
	return out, nil
}

// printFigure writes one figure as a line: words, or a JSON object.
func printFigure(e *env, f bench.Figure, asJSON bool) {
	if asJSON {
		b, _ := json.Marshal(f)
		fmt.Fprintln(e.stdout, string(b))
		return
	}
	fmt.Fprintf(e.stdout, "%s %s %s %s %s\n", f.Ruleset, f.Scenario, f.Name, formatValue(f.Value), f.Unit)
}

// formatValue prints a figure with the digits that mean something.
func formatValue(v float64) string {
	switch {
	case v == math.Trunc(v) || math.Abs(v) >= 1000:
		return fmt.Sprintf("%.0f", v)
	case math.Abs(v) >= 10:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.3g", v)
}
