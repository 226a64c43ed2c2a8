package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"skirmish/game"
)

// TestBenchFramesRefusesBadInput checks each bad flag is a usage error
// that names it, before any window opens.
func TestBenchFramesRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		o    frameBenchOpts
		want string
	}{
		{frameBenchOpts{Frames: 0, Scenario: "first-blood"}, "-frames 0"},
		{frameBenchOpts{Frames: 100001, Scenario: "first-blood"}, "-frames 100001"},
		{frameBenchOpts{Frames: 10}, "-scenario is required"},
		{frameBenchOpts{Frames: 10, Scenario: "atlantis"}, `-scenario "atlantis"`},
		{frameBenchOpts{Frames: 10, Scenario: "first-blood", Size: "5000x800"}, `-size "5000x800"`},
		{frameBenchOpts{Frames: 10, Scenario: "first-blood", Size: "big"}, `-size "big"`},
		{frameBenchOpts{Frames: 10, Scenario: "first-blood", Size: "100x100"}, `-size "100x100"`},
		{frameBenchOpts{Frames: 10, Scenario: "first-blood", Timeout: -1}, "-timeout"},
	} {
		var out bytes.Buffer
		err := benchFrames(c.o, &env{stdout: &out, stderr: &out})
		var ue usageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want a usage error about %s", c.o, err, c.want)
		}
	}
}

// TestBenchFramesNeedsADisplay checks that without a display the command
// fails at once and says how to run it.
func TestBenchFramesNeedsADisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	var out bytes.Buffer
	err := benchFrames(frameBenchOpts{Frames: 10, Scenario: "standing-stones"}, &env{stdout: &out, stderr: &out})
	if err == nil || !strings.Contains(err.Error(), "xvfb-run") {
		t.Errorf("no display: %v", err)
	}
}

// TestFrameReportLines checks the output: one line per figure, as text or
// as JSON objects with ruleset, scenario, figure, value and unit, and draw
// commands said to be unreported rather than given a number.
func TestFrameReportLines(t *testing.T) {
	r := &game.FrameReport{Ruleset: "tunnel", Scenario: "lamplight-crossing", Width: 1280, Height: 800, Frames: 300,
		Update: game.Spread{Median: 12.4, P99: 40, Worst: 51}, Draw: game.Spread{Median: 140, P99: 200, Worst: 260},
		Frame: game.Spread{Median: 152, P99: 1234.4, Worst: 300}, DrawCommands: -1,
		Memory: game.Memory{RSS: 300 << 20, PeakRSS: 350 << 20, HeapInUse: 90 << 20, CachedImages: 812}}
	var text bytes.Buffer
	if err := printFrameReport(&text, r, false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"tunnel lamplight-crossing recorded 300 frames\n",
		"tunnel lamplight-crossing update_median 12 us\n",
		"tunnel lamplight-crossing update_draw_p99 1234 us\n",
		"tunnel lamplight-crossing allocs_max 0 objects\n",
		"tunnel lamplight-crossing draw_commands not-reported commands\n",
		"tunnel lamplight-crossing rss_peak 367001600 bytes\n",
		"tunnel lamplight-crossing rss 314572800 bytes\n",
		"tunnel lamplight-crossing go_heap_in_use 94371840 bytes\n",
		"tunnel lamplight-crossing cached_images 812 images\n",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text output lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := printFrameReport(&js, r, true); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(js.String()), "\n")
	if len(lines) != len(strings.Split(strings.TrimSpace(text.String()), "\n")) {
		t.Errorf("%d JSON lines, %d text lines", len(lines), len(strings.Split(strings.TrimSpace(text.String()), "\n")))
	}
	seen := map[string]bool{}
	for _, l := range lines {
		var f map[string]any
		if err := json.Unmarshal([]byte(l), &f); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if len(f) != 5 || f["ruleset"] != "tunnel" || f["scenario"] != "lamplight-crossing" || f["unit"] == "" {
			t.Errorf("line %s: want ruleset, scenario, figure, value, unit", l)
		}
		seen[f["figure"].(string)] = true
		if f["figure"] == "update_draw_p99" && (f["value"] != 1234.0 || f["unit"] != "us") {
			t.Errorf("line %s: want 1234 us", l)
		}
		if f["figure"] == "draw_commands" && f["value"] != nil {
			t.Errorf("line %s: draw commands are not reported", l)
		}
	}
	for _, fig := range []string{"update_median", "draw_p99", "update_draw_worst", "allocs_max", "allocs_mean", "bytes_p99", "wall_median", "draw_commands"} {
		if !seen[fig] {
			t.Errorf("no %s line", fig)
		}
	}
}
