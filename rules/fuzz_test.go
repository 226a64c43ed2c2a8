package rules_test

// FuzzParseReplay: replay files never panic the reader, and a damaged one
// is refused with an error saying where.
//
// Its seed corpus is under testdata/fuzz/FuzzParseReplay. The generated
// seeds (files named seed-*) are rewritten by
//
//	go test ./rules -run TestWriteFuzzCorpus -args -write-corpus
//
// which leaves the crashers the fuzzer found (hash-named files) in place.

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/rules"
	"skirmish/rules/catalog"
)

var writeCorpus = flag.Bool("write-corpus", false, "rewrite the generated fuzz seeds under testdata/fuzz")

// fuzzVerifySteps is the longest replay the fuzz target plays through.
const fuzzVerifySteps = 400

// FuzzParseReplay: any bytes read as a replay that writes and reads back
// the same, or give a *rules.DamagedError (with a line and column inside
// the file when it names one) or a *rules.NewerVersionError. A replay that
// reads, even with a wrong checksum, is set up and played through; that
// may fail, but only with an error naming the action at fault.
func FuzzParseReplay(f *testing.F) {
	f.Fuzz(checkReplayBytes)
}

// checkReplayBytes is FuzzParseReplay's check of one input.
func checkReplayBytes(t *testing.T, data []byte) {
	{
		r, err := rules.ParseReplay(data)
		if err != nil {
			checkReplayError(t, err, data)
			if r == nil {
				return
			}
			var de *rules.DamagedError
			if !errors.As(err, &de) || !strings.Contains(de.Reason, "checksum") {
				t.Fatalf("a replay came back with an error that is not about its checksum: %v", err)
			}
		}
		back, err := rules.ParseReplay(r.Marshal())
		if err != nil {
			t.Fatalf("the replay as written does not read back: %v\n%s", err, r.Marshal())
		}
		if !sameReplay(r, back) {
			t.Fatalf("the replay reads back as\n%+v\nwant\n%+v", back, r)
		}
		if len(r.Steps) > fuzzVerifySteps {
			return
		}
		_, st, err := rulesets.Catalog().Start(r, "fuzz/replay.json")
		if err != nil {
			return
		}
		if _, err := r.Verify(st); err != nil {
			var se *rules.StepError
			var de *rules.DivergenceError
			if !errors.As(err, &se) && !errors.As(err, &de) {
				t.Fatalf("Verify: error %T %v, want a *StepError or *DivergenceError", err, err)
			}
		}
	}
}

// checkReplayError fails unless err is a *DamagedError whose line and
// column, if any, are inside data, or a *NewerVersionError.
func checkReplayError(t *testing.T, err error, data []byte) {
	t.Helper()
	var de *rules.DamagedError
	var ne *rules.NewerVersionError
	switch {
	case errors.As(err, &de):
		lines := bytes.Count(data, []byte("\n")) + 1
		if de.Line < 0 || de.Line > lines || de.Line > 0 && de.Col < 1 || de.Reason == "" {
			t.Fatalf("error %q at line %d, column %d; the file has %d lines", err, de.Line, de.Col, lines)
		}
	case errors.As(err, &ne):
		if ne.Version <= ne.Newest {
			t.Fatalf("error %q for version %d", err, ne.Version)
		}
	default:
		t.Fatalf("error %T %v, want a *DamagedError or *NewerVersionError", err, err)
	}
}

// sameReplay reports whether two replays hold the same game, a missing
// list being the same as an empty one and the checksum not counting.
func sameReplay(a, b *rules.Replay) bool {
	return a.Format == b.Format && a.Version == b.Version && a.Ruleset == b.Ruleset &&
		a.RulesetVersion == b.RulesetVersion && a.Scenario == b.Scenario && a.Level == b.Level &&
		a.Seed == b.Seed && slices.Equal(a.Options.Dice, b.Options.Dice) && slices.Equal(a.Steps, b.Steps)
}

// An action that is not a pair of strings is named with its number, line
// and column, in a replay and in a replay inside another file.
func TestReplayBadStepNamesWhere(t *testing.T) {
	const head = `{"format": "skirmish-replay", "version": 1, "ruleset": "tunnel", "scenario": "first-blood",
  "options": {"dice": [1, 2]}, "seed": 3,
  "actions": [`
	for _, tc := range []struct{ actions, want string }{
		{`["end", "0123456789abcdef"], ["end"]]}`, "damaged at line 3, column 44: action 2: each action must be a pair"},
		{"\n    [\"end\", \"0123456789abcdef\"],\n    [\"end\", \"0123456789abcdef\"],\n    7\n]}", "damaged at line 6, column 5: action 3: "},
		{`null]}`, "damaged at line 3, column 15: action 1: "},
	} {
		_, err := rules.ParseReplay([]byte(head + tc.actions))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to start with %q", tc.actions, err, tc.want)
		}
	}
	var save struct {
		Extra struct {
			Actions []int `json:"actions"`
		} `json:"extra"`
		Replay *rules.Replay `json:"replay"`
	}
	data := []byte(`{"extra": {"actions": [1]}, "replay": {"seed": 1, "actions": [` + "\n" + `["a", "b"], {}]}}`)
	err := rules.DecodeJSON(data, &save, "save", true)
	if err == nil || !strings.HasPrefix(err.Error(), "damaged at line 2, column 13: action 2: ") {
		t.Errorf("nested replay: %v", err)
	}
	if err := rules.DecodeJSON([]byte("[1]"), &save, "save", true); err == nil || err.Error() != "damaged at line 1, column 2: the save must be a JSON object, found an array" {
		t.Errorf("an array for a save: %v", err)
	}
}

// TestWriteFuzzCorpus writes the generated seeds of FuzzParseReplay when
// run with -write-corpus.
func TestWriteFuzzCorpus(t *testing.T) {
	if !*writeCorpus {
		t.Skip("run with -args -write-corpus to rewrite testdata/fuzz")
	}
	dir := filepath.Join("testdata", "fuzz", "FuzzParseReplay")
	old, _ := filepath.Glob(filepath.Join(dir, "seed-*"))
	for _, p := range old {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	seeds := replaySeeds(t)
	for _, name := range slices.Sorted(maps.Keys(seeds)) {
		data := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", seeds[name])
		if len(data) > 50<<10 {
			t.Fatalf("seed %s is %d bytes; keep seeds under 50 KB", name, len(data))
		}
		if err := os.WriteFile(filepath.Join(dir, "seed-"+name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("FuzzParseReplay: %d seeds", len(seeds))
}

// recorded plays up to limit random actions of a scenario and returns its
// replay.
func recorded(t *testing.T, rs rules.Ruleset, sc rules.Scenario, seed uint64, opts rules.Options, limit int) *rules.Replay {
	t.Helper()
	st, err := rs.Setup(sc, seed, opts)
	if err != nil {
		t.Fatal(err)
	}
	r := catalog.NewReplay(rs, sc, seed, opts)
	p := rules.NewRandomPlayer(seed)
	for len(r.Steps) < limit && !st.Outcome().Over {
		a, err := p.Choose(st, st.ToAct()[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		r.Record(a, st)
	}
	return r
}

// replaySeeds: replays of every embedded scenario, one with its level
// stored, one of version 1, and damaged ones of every kind.
func replaySeeds(t *testing.T) map[string][]byte {
	out := map[string][]byte{}
	var small []byte
	for _, rs := range rulesets.Catalog() {
		for k, sc := range rs.Scenarios() {
			r := recorded(t, rs, sc, uint64(100+k), rules.Options{}, 120)
			out[rs.ID()+"-"+sc.Name] = r.Marshal()
			if k == 0 {
				out[rs.ID()+"-fresh"] = recorded(t, rs, sc, 1, rules.Options{}, 0).Marshal()
				short := recorded(t, rs, sc, 2, rules.Options{}, 6)
				small = short.Marshal()
				out[rs.ID()+"-short"] = small
				v1 := *short
				v1.Version, v1.Checksum = 1, ""
				out[rs.ID()+"-version-1"] = bytes.Replace(v1.Marshal(), []byte(`  "checksum": "`+v1.Sum()+`",`+"\n"), nil, 1)
				stored := sc
				stored.Source = append(bytes.Clone(sc.Source), "\n// a copy\n"...)
				out[rs.ID()+"-level-stored"] = recorded(t, rs, stored, 3, rules.Options{}, 10).Marshal()
				out[rs.ID()+"-loaded-dice"] = recorded(t, rs, sc, 4, rules.Options{Dice: []int{6, 6, 1, 2, 3, 4, 5, 6, 1, 1}}, 10).Marshal()
			}
		}
	}
	// Damaged versions of the last short replay (a Magewinds one).
	edit := func(old, new string) []byte {
		if !bytes.Contains(small, []byte(old)) {
			t.Fatalf("%q is not in the replay", old)
		}
		return bytes.Replace(small, []byte(old), []byte(new), 1)
	}
	out["bad-checksum"] = edit(`"checksum": "`, `"checksum": "0`)
	out["bad-version-3"] = edit(`"version": 2`, `"version": 3`)
	out["bad-version-huge"] = edit(`"version": 2`, `"version": 99999999999999999999`)
	out["bad-seed-float"] = edit(`"seed": 2`, `"seed": 2.5e400`)
	out["bad-seed-negative"] = edit(`"seed": 2`, `"seed": -2`)
	out["bad-format"] = edit(`"skirmish-replay"`, `"skirmish-save"`)
	out["bad-ruleset"] = edit(`"magewinds"`, `"chess"`)
	sv, _ := rules.ParseReplay(small)
	out["bad-ruleset-version"] = edit(fmt.Sprintf(`"rulesetVersion": %d`, sv.RulesetVersion), fmt.Sprintf(`"rulesetVersion": %d`, sv.RulesetVersion+1))
	out["bad-scenario"] = edit(`"standing-stones"`, `"nowhere"`)
	out["bad-step-not-pair"] = edit(`["`, `["draw deck"],["`)
	out["bad-step-number"] = edit(`["`, `[1, 2],["`)
	out["bad-step-null"] = edit(`["`, `null,["`)
	out["bad-step-hash"] = edit(`","`, `","zz`)
	out["bad-step-action"] = edit(`["`, `["fly away", "0000000000000000"],["`)
	out["bad-actions-null"] = append(bytes.Clone(small[:bytes.Index(small, []byte(`"actions"`))]), `"actions": null}`...)
	out["bad-dice"] = edit(`"options": {}`, `"options": {"dice": [0, 7, -1, 99999999999]}`)
	out["bad-truncated"] = small[:len(small)/2]
	out["bad-trailing"] = append(bytes.Clone(small), "{}"...)
	out["bad-nul"] = edit(`"magewinds"`, "\"mage\x00winds\"")
	out["bad-invalid-utf8"] = edit(`"standing-stones"`, "\"\xff\xfe\xc3\x28\"")
	out["bad-escapes"] = edit(`"standing-stones"`, `"\ud800\u0000\"\\"`)
	out["bad-bom"] = append([]byte("\xef\xbb\xbf"), small...)
	out["bad-duplicate-key"] = edit(`"ruleset":`, `"ruleset": "tunnel", "ruleset":`)
	out["bad-case-keys"] = edit(`"ruleset":`, `"RULESET":`)
	out["bad-long-line"] = edit(`"options": {}`, `"options": {}, "x": "`+strings.Repeat("x", 40000)+`"`)
	out["bad-deep-array"] = []byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))
	out["bad-deep-object"] = []byte(`{"options": ` + strings.Repeat(`{"a": `, 3000) + "1" + strings.Repeat("}", 3000) + "}")
	for i, s := range []string{"", " ", "null", "{}", "[]", "0", `"skirmish-replay"`, "{", `{"format": "skirmish-replay"}`} {
		out[fmt.Sprintf("bad-%02d", i)] = []byte(s)
	}
	return out
}
