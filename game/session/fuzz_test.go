package session

// Fuzz targets for save files. None may panic, and each rejects bad input
// with an error naming the file and, where it knows them, the line and
// column or the field.
//
// The fuzz targets draw nothing and need no display; build/fuzz runs them
// without one. Their seed corpora are under testdata/fuzz/<target>. The
// generated seeds (files named seed-*) are rewritten by
//
//	go test ./game/session -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skirmish/internal/fuzzseed"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// fuzzSaveOrigin is the origin the fuzz targets give the decoder.
const fuzzSaveOrigin = "fuzz/save.json"

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

// A refusal the fuzz targets met that did not say where, or said it in
// Go's terms, now names the field.
func TestSaveRefusalsNameTheField(t *testing.T) {
	data := resign(bytes.Replace(EncodeSave(smallGame(t), saveTime), []byte(`"ai"`), []byte(`"ai", "human"`), 1))
	if _, _, err := DecodeSave(testCatalog, data, "three.json"); err == nil || err.Error() != "three.json: damaged: sitters: 3 players given for 2 seats" {
		t.Errorf("three sitters for two seats: %v", err)
	}
}

// checkSave decodes data as a save and checks what comes back.
func checkSave(t *testing.T, data []byte) {
	t.Helper()
	ses, info, err := DecodeSave(testCatalog, data, fuzzSaveOrigin)
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
	back, info2, err := DecodeSave(testCatalog, again, fuzzSaveOrigin)
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

// TestWriteFuzzCorpus writes the generated seeds of the fuzz targets here
// when run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	saves := saveSeeds(t)
	for _, target := range []string{"FuzzDecodeSave", "FuzzRestoreSave"} {
		out := make([]fuzzseed.Seed, len(saves))
		for i, s := range saves {
			out[i] = fuzzseed.Of(s.name, s.arg)
		}
		if err := fuzzseed.Write(filepath.Join("testdata", "fuzz"), target, out); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d seeds", target, len(saves))
	}
}

// sessionOf starts a game of a ruleset's scenario with the sitters given
// and lets the computer and random seats play n actions.
func sessionOf(t *testing.T, ruleset, scenario string, seed uint64, opts rules.Options, sitters []Sitter, policy rules.UndoPolicy, n int) *Session {
	t.Helper()
	rs, err := testCatalog.Lookup(ruleset)
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
	rs, _ := testCatalog.Lookup("tunnel")
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
