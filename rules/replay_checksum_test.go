package rules_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"skirmish/rules"
)

// changeOne returns data with one character changed at the first old, at
// offset skip into it; old must be in data.
func changeOne(t *testing.T, data []byte, old string, skip int, to byte) []byte {
	t.Helper()
	i := bytes.Index(data, []byte(old))
	if i < 0 {
		t.Fatalf("%q not in\n%s", old, data)
	}
	out := bytes.Clone(data)
	if out[i+skip] == to {
		t.Fatalf("%q already has %q at %d", old, to, skip)
	}
	out[i+skip] = to
	return out
}

func TestReplayChecksumMismatch(t *testing.T) {
	r, _ := recordGame(t)
	data := r.Marshal()
	if back, err := rules.ParseReplay(data); err != nil || back.Checksum != r.Sum() || back.Version != 2 {
		t.Fatalf("ParseReplay of Marshal output: %v", err)
	}
	a, h := r.Steps[5].Action, r.Steps[5].Hash
	tests := []struct {
		name string
		bad  []byte
	}{
		{"a letter of an action", changeOne(t, data, `["`+a+`"`, 3, a[1]^1)},
		{"a digit of a hash", changeOne(t, data, h, 0, "01"[bool2int(h[0] == '0')])},
		{"a digit of the seed", changeOne(t, data, fmt.Sprintf(`"seed": %d`, replaySeed), 8, '9')},
		{"the checksum", changeOne(t, data, `"checksum": "`, 13, "01"[bool2int(r.Sum()[0] == '0')])},
		{"the scenario", changeOne(t, data, `"first-blood"`, 1, 'F')},
		{"the last action removed", withoutLastAction(data)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if bytes.Equal(tt.bad, data) {
				t.Fatal("nothing changed")
			}
			back, err := rules.ParseReplay(tt.bad)
			var de *rules.DamagedError
			if !errors.As(err, &de) {
				t.Fatalf("ParseReplay = %v, want *DamagedError", err)
			}
			want := "damaged: the checksum does not match: the replay file was changed or damaged"
			if !strings.HasPrefix(err.Error(), want) {
				t.Errorf("%q does not start with %q", err, want)
			}
			// The replay comes back too, so that a verifier can name the
			// action at fault.
			if back == nil {
				t.Error("no replay with a checksum error")
			}
		})
	}

	// Reindenting keeps the file valid: the checksum is over the content.
	flat := bytes.ReplaceAll(data, []byte("\n"), nil)
	if _, err := rules.ParseReplay(flat); err != nil {
		t.Errorf("the replay on one line: %v", err)
	}
	// A version 2 replay without a checksum is damaged.
	none := bytes.Replace(data, []byte(`"checksum": "`+r.Sum()+`",`), nil, 1)
	if _, err := rules.ParseReplay(none); err == nil || !strings.Contains(err.Error(), "has no checksum") {
		t.Errorf("no checksum: %v", err)
	}
	// Other damage is found before the checksum, with a nil replay.
	if back, err := rules.ParseReplay(bytes.Replace(data, []byte(`"tunnel"`), []byte(`""`), 1)); back != nil || err == nil || !strings.Contains(err.Error(), "missing ruleset") {
		t.Errorf("no ruleset: %v, %v", back, err)
	}
}

// withoutLastAction returns a replay file without its last action line.
func withoutLastAction(data []byte) []byte {
	i := bytes.LastIndex(data, []byte(",\n    ["))
	j := bytes.LastIndex(data, []byte("\n  ]"))
	return append(bytes.Clone(data[:i]), data[j:]...)
}

// bool2int returns 1 for true.
func bool2int(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestReplayVersion1StillReads(t *testing.T) {
	r, final := recordGame(t)
	old := *r
	old.Version = 1
	data := old.Marshal()
	// A version 1 file has no checksum.
	data = bytes.Replace(data, []byte(`  "checksum": "`+old.Sum()+`",`+"\n"), nil, 1)
	if bytes.Contains(data, []byte("checksum")) {
		t.Fatalf("checksum left in\n%s", data)
	}
	back, err := rules.ParseReplay(data)
	if err != nil {
		t.Fatalf("version 1: %v", err)
	}
	if back.Version != 1 || back.Checksum != "" || len(back.Steps) != len(r.Steps) {
		t.Fatalf("version 1 read as version %d, checksum %q, %d steps", back.Version, back.Checksum, len(back.Steps))
	}
	st, err := verify(t, back)
	if err != nil || st.Hash() != final.Hash() {
		t.Fatalf("version 1 replay verifies to %v, %v", st, err)
	}
	// A stray checksum in a version 1 file is not checked.
	stray := bytes.Replace(data, []byte(`"version": 1,`), []byte(`"version": 1, "checksum": "0000000000000000",`), 1)
	if _, err := rules.ParseReplay(stray); err != nil {
		t.Errorf("version 1 with a checksum field: %v", err)
	}
	// Marshal writes what it read; written as the current version it
	// gets a checksum that reads back.
	back.Version = rules.ReplayVersion
	if again, err := rules.ParseReplay(back.Marshal()); err != nil || again.Checksum != back.Sum() {
		t.Errorf("upgraded to version %d: %v", rules.ReplayVersion, err)
	}
}

func TestReplayVersion3Refused(t *testing.T) {
	r, _ := recordGame(t)
	newer := *r
	newer.Version = 3
	data := bytes.Replace(newer.Marshal(), []byte(`"options": {},`), []byte(`"options": {}, "clock": 12,`), 1)
	back, err := rules.ParseReplay(data)
	if back != nil {
		t.Error("a replay came back")
	}
	var ne *rules.NewerVersionError
	if !errors.As(err, &ne) || ne.Version != 3 || ne.Newest != 2 {
		t.Fatalf("ParseReplay = %v, want *NewerVersionError for version 3", err)
	}
	want := "replay format version 3 is from a newer Skirmish (this one reads versions 1 to 2): update Skirmish to open it"
	if err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	var de *rules.DamagedError
	if errors.As(err, &de) {
		t.Error("a newer replay is not damaged")
	}
}

func TestDecodeJSONStrict(t *testing.T) {
	var v struct{ A int }
	if err := rules.DecodeJSON([]byte(`{"A": 1, "B": 2}`), &v, "thing", false); err != nil || v.A != 1 {
		t.Errorf("lenient: %v, %+v", err, v)
	}
	err := rules.DecodeJSON([]byte(`{"A": 1, "B": 2}`), &v, "thing", true)
	if err == nil || err.Error() != `damaged: unknown field "B"` {
		t.Errorf("strict: %v", err)
	}
	err = rules.DecodeJSON([]byte("{\"A\": 1}\n{}"), &v, "thing", true)
	if err == nil || err.Error() != "damaged at line 2, column 1: unexpected data after the end of the thing" {
		t.Errorf("trailing data: %v", err)
	}
}
