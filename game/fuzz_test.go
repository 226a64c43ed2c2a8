package game

// Fuzz targets for the files the game reads: saves and settings. None may
// panic, and each rejects bad input with an error naming the file and,
// where it knows them, the line and column or the field.
//
// The fuzz targets draw nothing and need no display; build/fuzz runs them
// without one. Their seed corpora are under testdata/fuzz/<target>. The
// generated seeds (files named seed-*) are rewritten by
//
//	go test ./game -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skirmish/internal/fuzzseed"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// The origins the fuzz targets give the decoders.
const (
	fuzzSaveOrigin     = "fuzz/save.json"
	fuzzSettingsOrigin = "fuzz/settings.json"
)

// FuzzDecodeSave: any bytes restore a game that saves and restores again
// to the same file, or give an error starting with the file's name. Most
// changes stop at the checksums; FuzzRestoreSave reaches behind them.
func FuzzDecodeSave(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		checkSave(t, data)
	})
}

// FuzzRestoreSave is FuzzDecodeSave with both checksums of the input made
// right first, so that changes to a save's content reach the checks and the
// replay behind the checksums.
func FuzzRestoreSave(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte) {
		checkSave(t, resign(data))
	})
}

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

// Refusals the fuzz targets met that did not say where, or said it in Go's
// terms, now name the field.
func TestSaveAndSettingsRefusalsNameTheField(t *testing.T) {
	data := resign(bytes.Replace(EncodeSave(smallGame(t), saveTime), []byte(`"ai"`), []byte(`"ai", "human"`), 1))
	if _, _, err := DecodeSave(data, "three.json"); err == nil || err.Error() != "three.json: damaged: sitters: 3 players given for 2 seats" {
		t.Errorf("three sitters for two seats: %v", err)
	}
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

// checkSave decodes data as a save and checks what comes back.
func checkSave(t *testing.T, data []byte) {
	t.Helper()
	ses, info, err := DecodeSave(data, fuzzSaveOrigin)
	if err != nil {
		if !strings.HasPrefix(err.Error(), fuzzSaveOrigin+": ") || info.Origin != fuzzSaveOrigin || ses != nil {
			t.Fatalf("error %q (session %v, origin %q) does not start with the file's name", err, ses, info.Origin)
		}
		var de *rules.DamagedError
		if errors.As(err, &de) {
			lines := bytes.Count(data, []byte("\n")) + 1
			if de.Line < 0 || de.Line > lines || de.Line > 0 && de.Col < 1 || de.Reason == "" {
				t.Fatalf("error %q at line %d, column %d; the file has %d lines", err, de.Line, de.Col, lines)
			}
		}
		return
	}
	if info.Origin != fuzzSaveOrigin || info.Actions != ses.Position() || info.Redo != ses.History().Total()-ses.Position() {
		t.Fatalf("SaveInfo %+v for a game at %d of %d actions", info, ses.Position(), ses.History().Total())
	}
	_ = ses.State().Describe()
	again := EncodeSave(ses, info.SavedAt)
	back, info2, err := DecodeSave(again, fuzzSaveOrigin)
	if err != nil {
		t.Fatalf("a restored game saves to a file that does not restore: %v\n%s", err, again)
	}
	if back.State().Hash() != ses.State().Hash() || back.Position() != ses.Position() || !info2.SavedAt.Equal(info.SavedAt.Truncate(time.Second)) {
		t.Fatalf("a restored game saves and restores differently:\n%s", again)
	}
	if !bytes.Equal(EncodeSave(back, info2.SavedAt), again) {
		t.Fatalf("a save does not save again to the same bytes:\n%s", again)
	}
}

// resign returns data with both checksums made right when it decodes as a
// save's JSON, and data unchanged otherwise.
func resign(data []byte) []byte {
	var f saveFile
	if json.Unmarshal(data, &f) != nil || f.Replay == nil {
		return data
	}
	f.Replay.Checksum = f.Replay.Sum()
	f.Checksum = f.sum()
	return f.marshal()
}

// seed is one generated corpus entry: a file name (without the "seed-"
// prefix) and the target's argument.
type seed struct {
	name string
	arg  []byte
}

// writeSeeds replaces the generated seeds (seed-*) of a target's corpus.
func writeSeeds(t *testing.T, target string, seeds []seed) {
	t.Helper()
	out := make([]fuzzseed.Seed, len(seeds))
	for i, s := range seeds {
		out[i] = fuzzseed.Of(s.name, s.arg)
	}
	if err := fuzzseed.Write(filepath.Join("testdata", "fuzz"), target, out); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d seeds", target, len(seeds))
}

// TestWriteFuzzCorpus writes the generated seeds of every fuzz target here
// when run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	saves := saveSeeds(t)
	writeSeeds(t, "FuzzDecodeSave", saves)
	writeSeeds(t, "FuzzRestoreSave", saves)
	writeSeeds(t, "FuzzDecodeSettings", settingsSeeds(t))
}

// sessionOf starts a game of a ruleset's scenario with the sitters given
// and lets the computer and random seats play n actions.
func sessionOf(t *testing.T, ruleset, scenario string, seed uint64, opts rules.Options, sitters []Sitter, policy rules.UndoPolicy, n int) *Session {
	t.Helper()
	rs, err := catalog.Lookup(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := catalog.Scenario(rs, scenario)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(Setup{Ruleset: rs, Scenario: sc, Seed: seed, Options: opts}, sitters, policy)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		if _, _, moved, err := s.StepComputer(); err != nil || !moved {
			t.Fatalf("%s: the computer did not move after %d actions: %v", scenario, s.Position(), err)
		}
	}
	return s
}

// saveSeeds: saves of fresh, middle and finished games of both rulesets,
// saves whose content is damaged but whose checksums are right, and files
// that are no save at all.
func saveSeeds(t *testing.T) []seed {
	ai := []Sitter{Computer, Random}
	var out []seed
	add := func(name string, s *Session) { out = append(out, seed{name, EncodeSave(s, saveTime)}) }
	add("tunnel-fresh", saveGame(t, rules.UndoUntilDice))
	add("tunnel-middle-redo", midGame(t))
	add("tunnel-small", smallGame(t))
	add("tunnel-free-dice", sessionOf(t, "tunnel", "lamplight-crossing", 5, rules.Options{Dice: []int{6, 1, 3, 5}}, ai, rules.UndoFree, 12))
	add("tunnel-none", sessionOf(t, "tunnel", "warren-escape", 6, rules.Options{}, []Sitter{Random, Random}, rules.UndoNone, 30))
	over := sessionOf(t, "tunnel", "first-blood", 2, rules.Options{}, []Sitter{Computer, Computer}, rules.UndoNone, 0)
	for !over.State().Outcome().Over {
		if _, _, _, err := over.StepComputer(); err != nil {
			t.Fatal(err)
		}
	}
	add("tunnel-over", over)
	add("magewinds-fresh", sessionOf(t, "magewinds", "standing-stones", 7, rules.Options{}, []Sitter{Human, Random}, rules.UndoUntilDice, 0))
	mage := sessionOf(t, "magewinds", "the-stormglass", 8, rules.Options{}, []Sitter{Random, Random}, rules.UndoFree, 60)
	if err := mage.rewind(mage.Position() - 3); err != nil {
		t.Fatal(err)
	}
	add("magewinds-middle-redo", mage)

	// A game of a level that is not embedded: the save stores it.
	rs, _ := catalog.Lookup("tunnel")
	duel := rules.Scenario{Name: "duel", Title: "Duel", Origin: "duel.txt", Source: []byte("title: Duel\nside 1: Gnomes\nside 2: Goblins\n\nmap:\n######\n#.AB.#\n######\n\nlegend:\nA: gnome side 1 facing E\nB: goblin side 2 facing W\n")}
	own, err := NewSession(Setup{Ruleset: rs, Scenario: duel, Seed: 9}, []Sitter{Random, Random}, rules.UndoFree)
	if err != nil {
		t.Fatal(err)
	}
	for range 8 {
		if _, _, _, err := own.StepComputer(); err != nil {
			t.Fatal(err)
		}
	}
	add("tunnel-level-stored", own)

	// Damaged content behind right checksums.
	small := EncodeSave(smallGame(t), saveTime)
	edit := func(name, old, new string) {
		if !bytes.Contains(small, []byte(old)) {
			t.Fatalf("%q is not in the save", old)
		}
		out = append(out, seed{name, resign(bytes.Replace(small, []byte(old), []byte(new), 1))})
	}
	edit("signed-position-negative", `"position": 2`, `"position": -1`)
	edit("signed-position-past-end", `"position": 2`, `"position": 4`)
	edit("signed-sitter-unknown", `"ai"`, `"martian"`)
	edit("signed-sitters-three", `"ai"`, `"ai", "human"`)
	edit("signed-sitters-joined", `"human","ai"`, `"human,ai"`)
	edit("signed-sitters-none", `"human","ai"`, ``)
	edit("signed-policy-unknown", `"until-dice"`, `"sometimes"`)
	edit("signed-saved-at-bad", `"2026-11-22T10:30:00Z"`, `"yesterday"`)
	edit("signed-saved-at-zone", `"2026-11-22T10:30:00Z"`, `"2026-11-22T10:30:00.5+05:30"`)
	edit("signed-ruleset-unknown", `"ruleset": "tunnel"`, `"ruleset": "chess"`)
	edit("signed-ruleset-version", `"rulesetVersion": 1`, `"rulesetVersion": 7`)
	edit("signed-scenario-unknown", `"first-blood"`, `"nowhere"`)
	edit("signed-level-bad", `"scenario": "first-blood"`, `"scenario": "x", "level": "map:\n#AB#\n"`)
	edit("signed-seed", `"seed": 20261122`, `"seed": 20261123`)
	edit("signed-dice", `"options": {}`, `"options": {"dice": [0, 7, 99999999]}`)
	edit("signed-action-illegal", `["A `, `["A swing a1 1", "0000000000000000"], ["A `)
	edit("signed-action-unreadable", `["A `, `["A fly", "0000000000000000"], ["A `)
	diverge := bytes.Clone(small)
	at := bytes.Index(diverge, []byte(`["A `))
	at += bytes.Index(diverge[at:], []byte(`","`)) + 3
	diverge[at] = "10"[min(1, int(diverge[at]-'0'))] // another hex digit
	out = append(out, seed{"signed-hash-diverges", resign(diverge)})
	edit("signed-replay-version-1", `"version": 2`, `"version": 1`)
	edit("signed-replay-version-3", `"version": 2`, `"version": 3`)
	edit("signed-save-version-0", `"version": 1`, `"version": 0`)

	// Files that are no save, or a damaged one.
	for name, b := range map[string]string{
		"bad-empty": "", "bad-space": " \n", "bad-null": "null", "bad-object": "{}", "bad-array": "[]",
		"bad-not-json": "Skirmish save\n", "bad-replay": `{"format": "skirmish-replay", "version": 2}`,
		"bad-newer":      `{"format": "skirmish-save", "version": 2, "clock": 1}`,
		"bad-no-replay":  `{"format": "skirmish-save", "version": 1, "checksum": ""}`,
		"bad-deep-array": strings.Repeat("[", 20000) + strings.Repeat("]", 20000),
		"bad-deep-object": `{"format": "skirmish-save", "version": 1, "x": ` + strings.Repeat(`{"a": `, 3000) +
			"1" + strings.Repeat("}", 3000) + "}",
		"bad-version-huge":  `{"format": "skirmish-save", "version": 99999999999999999999}`,
		"bad-version-float": `{"format": "skirmish-save", "version": 1e400}`,
	} {
		out = append(out, seed{name, []byte(b)})
	}
	plain := func(name, old, new string) {
		out = append(out, seed{name, bytes.Replace(small, []byte(old), []byte(new), 1)})
	}
	plain("bad-checksum", `"checksum": "`, `"checksum": "0`)
	plain("bad-truncated", `"replay"`, `"replay`)
	plain("bad-nul", `"human"`, "\"hu\x00man\"")
	plain("bad-invalid-utf8", `"human"`, "\"\xff\xfe\xc3\x28\"")
	plain("bad-bom", `{`, "\xef\xbb\xbf{")
	plain("bad-unknown-field", `"position":`, `"clock": 1, "position":`)
	plain("bad-step-not-pair", `["A `, `1, ["A `)
	plain("bad-long-line", `"position":`, `"clock": "`+strings.Repeat("x", 40000)+`", "position":`)
	out = append(out, seed{"bad-trailing", append(bytes.Clone(small), "{}"...)}, seed{"bad-half", small[:len(small)/2]})
	return out
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
