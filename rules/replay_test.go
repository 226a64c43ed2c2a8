package rules_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/tunnel"
)

const replaySeed = 20250101

// recordGame plays up to 200 random legal actions of "first-blood" and
// returns the replay and the final state.
func recordGame(t *testing.T) (*rules.Replay, rules.State) {
	t.Helper()
	g := newTunnel(t, replaySeed)
	r := &rules.Replay{
		Format: rules.ReplayFormat, Version: rules.ReplayVersion,
		Ruleset: tunnel.RulesetID, RulesetVersion: tunnel.RulesetVersion,
		Scenario: "first-blood", Seed: replaySeed,
	}
	p := rules.NewRandomPlayer(99)
	for len(r.Steps) < 200 && !g.Outcome().Over {
		a, err := p.Choose(g, g.ToAct()[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d %q: %v", len(r.Steps)+1, a, err)
		}
		r.Record(a, g)
	}
	if len(r.Steps) < 150 {
		t.Fatalf("only %d actions recorded", len(r.Steps))
	}
	return r, g
}

// verify sets the replay's game up afresh and verifies the replay on it.
func verify(t *testing.T, r *rules.Replay) (rules.State, error) {
	t.Helper()
	sc, err := tunnel.Scenario(r.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	start, err := tunnel.Setup(sc, r.Seed, r.Options)
	if err != nil {
		t.Fatal(err)
	}
	return r.Verify(start)
}

func TestReplayRoundTripVerifies(t *testing.T) {
	r, final := recordGame(t)
	data := r.Marshal()
	back, err := rules.ParseReplay(data)
	if err != nil {
		t.Fatalf("ParseReplay of Marshal output: %v", err)
	}
	if len(back.Steps) != len(r.Steps) || back.Seed != r.Seed || back.Scenario != r.Scenario || back.Ruleset != r.Ruleset {
		t.Fatalf("parsed replay differs: %d steps, seed %d, %q/%q", len(back.Steps), back.Seed, back.Ruleset, back.Scenario)
	}
	for i := range r.Steps {
		if back.Steps[i] != r.Steps[i] {
			t.Fatalf("step %d: parsed %v, recorded %v", i+1, back.Steps[i], r.Steps[i])
		}
	}
	if !bytes.Equal(back.Marshal(), data) {
		t.Error("Marshal of the parsed replay differs from the original file")
	}
	st, err := verify(t, back)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	if st.Hash() != final.Hash() {
		t.Errorf("final hash %s, the recorded game ended at %s", rules.FormatHash(st.Hash()), rules.FormatHash(final.Hash()))
	}
	if last := r.Steps[len(r.Steps)-1].Hash; last != rules.FormatHash(final.Hash()) {
		t.Errorf("last recorded hash %s, final state %s", last, rules.FormatHash(final.Hash()))
	}
}

func TestReplayTamperedHashDiverges(t *testing.T) {
	r, _ := recordGame(t)
	for _, k := range []int{0, 41, len(r.Steps) - 1} {
		bad := *r
		bad.Steps = append([]rules.Step(nil), r.Steps...)
		orig := bad.Steps[k].Hash
		flip := "0"
		if orig[7] == '0' {
			flip = "1"
		}
		bad.Steps[k].Hash = orig[:7] + flip + orig[8:]
		back, err := rules.ParseReplay(bad.Marshal())
		if err != nil {
			t.Fatal(err)
		}
		_, err = verify(t, back)
		var div *rules.DivergenceError
		if !errors.As(err, &div) {
			t.Fatalf("step %d tampered: Verify = %v, want *DivergenceError", k+1, err)
		}
		if div.Index != k+1 || div.Action != r.Steps[k].Action || div.Want != bad.Steps[k].Hash || div.Got != orig {
			t.Errorf("step %d tampered: got %+v", k+1, div)
		}
	}
}

func TestReplayBadActionIsStepError(t *testing.T) {
	r, _ := recordGame(t)
	tests := []struct {
		action  string
		illegal bool
	}{
		{"A fly away", false},
		{"", false},
		{"Z turn N", true}, // reads fine, but there is no model Z
	}
	for _, k := range []int{0, 77} {
		for _, tt := range tests {
			bad := *r
			bad.Steps = append([]rules.Step(nil), r.Steps...)
			bad.Steps[k].Action = tt.action
			_, err := verify(t, &bad)
			var se *rules.StepError
			if !errors.As(err, &se) {
				t.Fatalf("step %d = %q: Verify = %v, want *StepError", k+1, tt.action, err)
			}
			if se.Index != k+1 || se.Action != tt.action {
				t.Errorf("step %d = %q: StepError at %d for %q", k+1, tt.action, se.Index, se.Action)
			}
			if got := rules.IsIllegal(err); got != tt.illegal {
				t.Errorf("step %d = %q: IsIllegal = %v, want %v (%v)", k+1, tt.action, got, tt.illegal, err)
			}
		}
	}
}

// lineOf returns the 1-based line and the offset in data of the first
// occurrence of s.
func lineOf(t *testing.T, data []byte, s string) (line, off int) {
	t.Helper()
	off = bytes.Index(data, []byte(s))
	if off < 0 {
		t.Fatalf("%q not in\n%s", s, data)
	}
	return 1 + bytes.Count(data[:off], []byte("\n")), off
}

func TestParseReplayTruncated(t *testing.T) {
	r, _ := recordGame(t)
	data := r.Marshal()
	end := bytes.LastIndexByte(data, '}')
	for _, n := range []int{0, 1, 10, 57, 150, len(data) / 2, end - 5, end} {
		cut := data[:n]
		_, err := rules.ParseReplay(cut)
		var de *rules.DamagedError
		if !errors.As(err, &de) {
			t.Errorf("cut at %d: ParseReplay = %v, want *DamagedError", n, err)
			continue
		}
		if want := 1 + bytes.Count(cut, []byte("\n")); de.Line != want {
			t.Errorf("cut at %d: damaged at line %d, want %d (the last line): %v", n, de.Line, want, de)
		}
		if !strings.Contains(de.Error(), "ends too early") {
			t.Errorf("cut at %d: %q does not say the file ends too early", n, de)
		}
	}
}

// damage returns a copy of data with the first old replaced by new, and the
// line and column (both 1-based) of the first changed byte plus skip.
func damage(t *testing.T, data []byte, old, new string, skip int) ([]byte, int, int) {
	t.Helper()
	line, off := lineOf(t, data, old)
	off += skip
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return bytes.Replace(data, []byte(old), []byte(new), 1), line, col
}

type damageCase struct {
	name     string
	old, new string
	skip     int // from the start of old to the character at fault
}

var damageCases = []damageCase{
	{"stray character before an action", `    ["end"`, `    @"end"`, 4},
	{"double comma", `"seed": 20250101,`, `"seed": 20250101,,`, 17},
	{"unquoted word", `"ruleset": "tunnel"`, `"ruleset": tunnel`, 12}, // "t" could start true: the "u" is at fault
	{"string not closed", `"first-blood",`, `"first-blood,`, 13},
}

func TestParseReplayDamagedLine(t *testing.T) {
	r, _ := recordGame(t)
	for _, tt := range damageCases {
		t.Run(tt.name, func(t *testing.T) {
			bad, line, _ := damage(t, r.Marshal(), tt.old, tt.new, tt.skip)
			_, err := rules.ParseReplay(bad)
			var de *rules.DamagedError
			if !errors.As(err, &de) {
				t.Fatalf("ParseReplay = %v, want *DamagedError", err)
			}
			if de.Line != line {
				t.Errorf("damaged at line %d, want %d: %v", de.Line, line, de)
			}
		})
	}
}

func TestParseReplayDamagedColumn(t *testing.T) {
	r, _ := recordGame(t)
	for _, tt := range damageCases {
		t.Run(tt.name, func(t *testing.T) {
			bad, _, col := damage(t, r.Marshal(), tt.old, tt.new, tt.skip)
			_, err := rules.ParseReplay(bad)
			var de *rules.DamagedError
			if !errors.As(err, &de) {
				t.Fatalf("ParseReplay = %v, want *DamagedError", err)
			}
			if de.Col != col {
				t.Errorf("damaged at column %d, want %d (the character at fault): %v", de.Col, col, de)
			}
		})
	}
}

func TestParseReplayWrongType(t *testing.T) {
	r, _ := recordGame(t)
	bad, line, _ := damage(t, r.Marshal(), `"seed": 20250101`, `"seed": "x"`, 0)
	_, err := rules.ParseReplay(bad)
	var de *rules.DamagedError
	if !errors.As(err, &de) {
		t.Fatalf("ParseReplay = %v, want *DamagedError", err)
	}
	if de.Line != line || !strings.Contains(de.Reason, `field "seed"`) {
		t.Errorf("got %v, want line %d naming the field seed", de, line)
	}
}

func TestParseReplayHeaderErrors(t *testing.T) {
	r, _ := recordGame(t)
	tests := []struct {
		name    string
		edit    func(r *rules.Replay)
		damaged bool   // a *DamagedError
		want    string // substring of the message
	}{
		{"wrong format", func(r *rules.Replay) { r.Format = "skirmish-save" }, true, "not a Skirmish replay"},
		{"no format", func(r *rules.Replay) { r.Format = "" }, true, "not a Skirmish replay"},
		{"newer version", func(r *rules.Replay) { r.Version = rules.ReplayVersion + 1 }, false, "update Skirmish"},
		{"no version", func(r *rules.Replay) { r.Version = 0 }, true, "version"},
		{"no ruleset", func(r *rules.Replay) { r.Ruleset = "" }, true, "missing ruleset"},
		{"no scenario", func(r *rules.Replay) { r.Scenario = "" }, true, "missing scenario"},
		{"short hash", func(r *rules.Replay) { r.Steps[3].Hash = "abc" }, true, "action 4"},
		{"hash not hex", func(r *rules.Replay) { r.Steps[0].Hash = "0123456789abcdeg" }, true, "16 hex digits"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := *r
			bad.Steps = append([]rules.Step(nil), r.Steps...)
			tt.edit(&bad)
			_, err := rules.ParseReplay(bad.Marshal())
			if err == nil {
				t.Fatal("ParseReplay accepted it")
			}
			var de *rules.DamagedError
			if got := errors.As(err, &de); got != tt.damaged {
				t.Errorf("error %q: DamagedError = %v, want %v", err, got, tt.damaged)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
		})
	}

	level := *r
	level.Scenario, level.Level = "", "map:\n#..#\n"
	if _, err := rules.ParseReplay(level.Marshal()); err != nil {
		t.Errorf("a replay with a level and no scenario: %v", err)
	}
	extra := append(r.Marshal(), "{}\n"...)
	if _, err := rules.ParseReplay(extra); err == nil || !strings.Contains(err.Error(), "after the end") {
		t.Errorf("trailing data: ParseReplay = %v, want an error about data after the end", err)
	}
	pair := bytes.Replace(r.Marshal(), []byte(`["end",`), []byte(`["end", "x",`), 1)
	if _, err := rules.ParseReplay(pair); err == nil || !strings.Contains(err.Error(), "pair") {
		t.Errorf("a three-element action: ParseReplay = %v, want an error about pairs", err)
	}
}

func TestReplayMarshalOneActionPerLine(t *testing.T) {
	r, _ := recordGame(t)
	data := r.Marshal()
	if !json.Valid(data) {
		t.Fatalf("Marshal output is not valid JSON:\n%s", data)
	}
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "    [") {
			lines = append(lines, l)
		}
	}
	if len(lines) != len(r.Steps) {
		t.Fatalf("%d action lines for %d actions", len(lines), len(r.Steps))
	}
	for i, l := range lines {
		var pair [2]string
		if err := json.Unmarshal([]byte(strings.TrimSuffix(l, ",")), &pair); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		if pair[0] != r.Steps[i].Action || pair[1] != r.Steps[i].Hash {
			t.Errorf("action line %d is %q, want step %v", i+1, l, r.Steps[i])
		}
	}
	if !bytes.HasSuffix(data, []byte("\n  ]\n}\n")) {
		t.Errorf("Marshal output does not end with the closing lines: %q", data[max(0, len(data)-20):])
	}

	empty := *r
	empty.Steps = nil
	back, err := rules.ParseReplay(empty.Marshal())
	if err != nil || len(back.Steps) != 0 {
		t.Errorf("replay without actions: %v, %d steps\n%s", err, len(back.Steps), empty.Marshal())
	}
}
