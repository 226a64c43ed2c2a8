package cli

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/rules"
)

// saveText is a save file (docs/formats.md), the kind of JSON a player may
// hand replay verify by mistake.
const saveText = `{
  "format": "skirmish-save",
  "version": 1,
  "checksum": "bd79974f1ef8795b",
  "savedAt": "2026-11-22T10:30:00Z",
  "sitters": ["human","ai"],
  "undoPolicy": "until-dice",
  "position": 1,
  "replay": {
    "format": "skirmish-replay",
    "version": 2,
    "checksum": "946e20c8c660615c",
    "ruleset": "tunnel",
    "rulesetVersion": 1,
    "scenario": "first-blood",
    "seed": 20261122,
    "options": {},
    "actions": [
      ["A move n2 N","4f844ff150968162"],
      ["A move o2 N","8cc57b7eb9d74e4e"]
    ]
  }
}
`

// TestCLIReplayVerifyStatus checks every way replay verify can fail and
// whose fault it says it is: 2 for anything wrong with the file, 1 only
// when the file is intact and this program does not replay it.
func TestCLIReplayVerifyStatus(t *testing.T) {
	dir := t.TempDir()
	good, _ := savePlay(t, "-scenario", "first-blood", "-seed", "3", "-actions", "end; a move d3-e3 E; a turn S")
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	r, err := rules.ParseReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	// edited returns the good replay changed by edit, its checksum made
	// right again by Marshal: an intact file with other content.
	edited := func(edit func(r *rules.Replay)) string {
		c := *r
		c.Steps = append([]rules.Step(nil), r.Steps...)
		edit(&c)
		return string(c.Marshal())
	}
	var pngBuf bytes.Buffer
	if err := png.Encode(&pngBuf, image.NewGray(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	otherHash := "0123456789abcdef"
	if r.Steps[1].Hash == otherHash {
		otherHash = "fedcba9876543210"
	}
	noSum := strings.Replace(string(data), `"version": 2`, `"version": 1`, 1)

	for _, c := range []struct {
		name, text string
		code       int
		want       []string
	}{
		{"a level", duelLevel, 2, []string{"damaged at line 1"}},
		{"a PNG", pngBuf.String(), 2, []string{"damaged at line 1"}},
		{"a save", saveText, 2, []string{`format is "skirmish-save"`, "not a Skirmish replay"}},
		{"an empty file", "", 2, []string{"damaged"}},
		{"JSON null", "null", 2, []string{"not a Skirmish replay"}},
		{"a JSON array", "[1, 2]", 2, []string{"damaged at line 1"}},
		{"a JSON string", `"replay"`, 2, []string{"damaged at line 1"}},
		{"another object", `{"name": "Pip", "hp": 3}`, 2, []string{"not a Skirmish replay"}},
		{"actions of another shape", `{"format": "skirmish-replay", "version": 2, "actions": {"a": 1}}`, 2, []string{"damaged"}},
		{"no checksum", strings.Replace(string(data), `"checksum"`, `"checksun"`, 1), 2, []string{"every action replays", "no checksum"}},
		{"a newer format", strings.Replace(string(data), `"version": 2`, `"version": 3`, 1), 2, []string{"newer Skirmish"}},
		{"unknown ruleset", edited(func(r *rules.Replay) { r.Ruleset = "chess" }), 2, []string{`unknown ruleset "chess"`}},
		{"other rules version", edited(func(r *rules.Replay) { r.RulesetVersion = 99 }), 2, []string{"rules version 99"}},
		{"unknown scenario", edited(func(r *rules.Replay) { r.Scenario = "nowhere" }), 2, []string{`no scenario "nowhere"`}},
		{"broken level", edited(func(r *rules.Replay) { r.Level = "map:\n#Q#\n" }), 2, []string{"level stored in the replay"}},
		{"bad dice", edited(func(r *rules.Replay) { r.Options.Dice = []int{0} }), 2, []string{"loaded dice", "outside 1..100"}},
		{"tampered", strings.Replace(string(data), r.Steps[1].Hash, otherHash, 1), 2, []string{"FAILED", "action 2", "checksum does not match"}},
		{"version 1, diverging", strings.Replace(noSum, r.Steps[1].Hash, otherHash, 1), 2, []string{"FAILED", "action 2", "no checksum"}},
		{"version 1, intact", noSum, 0, nil},
		// Intact under its checksum, same rules version, and it does not
		// replay: this program is at fault.
		{"intact, diverging", edited(func(r *rules.Replay) { r.Steps[1].Hash = otherHash }), 1, []string{"FAILED", "action 2", "diverges", "the file is intact"}},
		{"intact, illegal", edited(func(r *rules.Replay) { r.Steps[2].Action = "A turn S" }), 1, []string{"FAILED", "action 3", "the file is intact"}},
		{"intact, unreadable action", edited(func(r *rules.Replay) { r.Steps[0].Action = "fly away" }), 1, []string{"FAILED", "action 1", "the file is intact"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			file := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".json")
			if err := os.WriteFile(file, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := run(t, "", "replay", "verify", file)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, c.code, out, errOut)
			}
			if code != 0 && (out != "" || !strings.Contains(errOut, file)) {
				t.Errorf("stdout %q; stderr does not name the file: %s", out, errOut)
			}
			wantContains(t, "stderr", errOut, c.want...)
		})
	}
}
