package game

// The fuzz target for the settings file: it may not panic, and rejects bad
// input with an error naming the file and, where it knows them, the line
// and column or the field.
//
// It draws nothing and needs no display; build/fuzz runs it without one.
// Its seed corpus is under testdata/fuzz/FuzzDecodeSettings. The generated
// seeds (files named seed-*) are rewritten by
//
//	go test ./game -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/fuzzseed"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// fuzzSettingsOrigin is the origin the fuzz target gives the decoder.
const fuzzSettingsOrigin = "fuzz/settings.json"

// FuzzDecodeSettings: any bytes give valid settings that write and read
// back the same, or a *SettingsError whose line and column, if any, are in
// the file.
func FuzzDecodeSettings(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		s, serr := decodeSettings(data)
		if serr != nil {
			if serr.Err == nil {
				t.Fatal("a *SettingsError without an error")
			}
			lines := bytes.Count(data, []byte("\n")) + 1
			if serr.Line < 0 || serr.Line > lines || serr.Line > 0 && serr.Column < 1 {
				t.Fatalf("error %v at line %d, column %d; the file has %d lines", serr.Err, serr.Line, serr.Column, lines)
			}
			serr.Path = fuzzSettingsOrigin
			if !strings.HasPrefix(serr.Error(), "settings file "+fuzzSettingsOrigin+": ") {
				t.Fatalf("error %q does not name the file first", serr)
			}
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("decoded settings %+v are not valid: %v", s, err)
		}
		out, err := json.MarshalIndent(s, "", "\t")
		if err != nil {
			t.Fatal(err)
		}
		back, serr := decodeSettings(out)
		if serr != nil || back != s {
			t.Fatalf("settings %+v write as\n%s\nwhich reads back as %+v, %v", s, out, back, serr)
		}
	})
}

// Refusals the fuzz target met that did not say where, or said it in Go's
// terms, now name the field.
func TestSettingsRefusalsNameTheField(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"[1, 2]", "line 1, column 1: the settings must be a JSON object, found an array"},
		{"{\n\t\"fullscreen\": \"yes\"\n}", "line 2, column 20: fullscreen must be true or false, found a string"},
		{`{"window_width": 1e400}`, "line 1, column 22: window_width is 1e400, not a whole number in range"},
		{`{"version": 2.5}`, "line 1, column 15: version is 2.5, not a whole number in range"},
		{`{"undo_policy": 3}`, "line 1, column 17: undo_policy must be a string in quotes, found a number"},
	} {
		_, serr := decodeSettings([]byte(tc.src))
		if serr == nil {
			t.Errorf("%s: no error", tc.src)
			continue
		}
		serr.Path = "s.json"
		if want := "settings file s.json: " + tc.want; serr.Error() != want {
			t.Errorf("%s: error %q, want %q", tc.src, serr, want)
		}
	}
}

// seed is one generated corpus entry: a file name (without the "seed-"
// prefix) and the target's argument.
type seed struct {
	name string
	arg  []byte
}

// TestWriteFuzzCorpus writes the generated seeds of the fuzz target here
// when run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	seeds := settingsSeeds(t)
	out := make([]fuzzseed.Seed, len(seeds))
	for i, s := range seeds {
		out[i] = fuzzseed.Of(s.name, s.arg)
	}
	if err := fuzzseed.Write(filepath.Join("testdata", "fuzz"), "FuzzDecodeSettings", out); err != nil {
		t.Fatal(err)
	}
	t.Logf("FuzzDecodeSettings: %d seeds", len(seeds))
}

// settingsSeeds: the defaults, every field at its limits and beyond, and
// files that are no settings at all.
func settingsSeeds(t *testing.T) []seed {
	def, err := json.MarshalIndent(DefaultSettings(), "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	out := []seed{
		{"default", def},
		{"all-low", []byte(`{"version": 1, "fullscreen": true, "window_width": 320, "window_height": 240, "ui_scale": 75, "anim_speed": 0, "undo_policy": "none", "colour_blind": true, "volume": 0, "computer_pace": 0}`)},
		{"all-high", []byte(`{"version": 1, "window_width": 16384, "window_height": 16384, "ui_scale": 200, "anim_speed": 400, "undo_policy": "free", "volume": 100, "computer_pace": 2000}`)},
		{"all-out", []byte(`{"version": 1, "window_width": 1, "window_height": 99999, "ui_scale": 74, "anim_speed": 401, "undo_policy": "sometimes", "volume": -1, "computer_pace": 2001}`)},
		{"some-fields", []byte(`{"volume": 20}`)},
		{"unknown-field", []byte("{\n  \"volume\": 20,\n  \"theme\": \"dark\"\n}\n")},
		{"version-0", []byte(`{"version": 0}`)},
		{"version-2", []byte(`{"version": 2, "new": true}`)},
		{"version-huge", []byte(`{"version": 99999999999999999999}`)},
		{"version-float", []byte(`{"version": 1.5}`)},
		{"width-string", []byte("{\n\t\"window_width\": \"wide\"\n}")},
		{"width-float", []byte(`{"window_width": 1e400}`)},
		{"fullscreen-number", []byte(`{"fullscreen": 1}`)},
		{"undo-number", []byte(`{"undo_policy": 3}`)},
		{"duplicate-key", []byte(`{"volume": 20, "volume": 200}`)},
		{"case-keys", []byte(`{"VOLUME": 20}`)},
		{"missing-comma", []byte("{\n\t\"volume\": 20\n\t\"ui_scale\": 100\n}")},
		{"truncated", def[:len(def)/2]},
		{"trailing", append(bytes.Clone(def), " x"...)},
		{"nul", []byte("{\"undo_policy\": \"fr\x00ee\"}")},
		{"invalid-utf8", []byte("{\"undo_policy\": \"\xff\xfe\"}")},
		{"utf8-column", []byte("{\n  \"undo_policy\": \"élan\", x\n}")},
		{"bom", append([]byte("\xef\xbb\xbf"), def...)},
		{"deep-array", []byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))},
		{"deep-object", []byte(`{"x": ` + strings.Repeat(`{"a": `, 3000) + "1" + strings.Repeat("}", 3000) + "}")},
		{"long-line", []byte(`{"x": "` + strings.Repeat("x", 40000) + `"}`)},
	}
	for i, s := range []string{"", " ", "null", "[]", "0", `"settings"`, "{", "}", "{}"} {
		out = append(out, seed{fmt.Sprintf("bad-%02d", i), []byte(s)})
	}
	return out
}
