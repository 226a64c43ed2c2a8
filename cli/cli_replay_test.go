package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// duelLevel is a small level for -level: a Gnome and a Goblin face each
// other across one square boundary, so the Gnome can swing at once.
const duelLevel = `// Two fighters, nose to nose.
title: Duel
blurb: One swing decides a lot.
rounds: 3
side 1: Gnomes
side 2: Goblins

map:
######
#.AB.#
######

legend:
A: gnome side 1 facing E name Pip
B: goblin side 2 facing W
`

var verifyOKRE = regexp.MustCompile(`^OK: (.+), (\d+) actions verified, final hash ([0-9a-f]{16})\n$`)

// verify runs "replay verify file", which must succeed, and returns the
// number of actions and the final hash it reports.
func verify(t *testing.T, file string) (string, string) {
	t.Helper()
	out := mustRun(t, "replay", "verify", file)
	m := verifyOKRE.FindStringSubmatch(out)
	if m == nil || m[1] != file {
		t.Fatalf("replay verify printed %q", out)
	}
	return m[2], m[3]
}

// savePlay plays actions with -save-replay into a temporary file and returns
// the file and the final hash play printed.
func savePlay(t *testing.T, args ...string) (string, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "game.replay.json")
	out := mustRun(t, append([]string{"play", "-save-replay", file}, args...)...)
	return file, finalHash(t, out)
}

func TestCLIReplayRoundTrip(t *testing.T) {
	file, hash := savePlay(t, "-scenario", "first-blood", "-seed", "11", "-dice", "6,6,6,1,2",
		"-actions", swingSetup+"; b swing j3 1")
	n, got := verify(t, file)
	if n != "6" || got != hash {
		t.Errorf("verify: %s actions, hash %s; play: 6 actions, hash %s", n, got, hash)
	}
	var r struct {
		Format, Ruleset, Scenario, Level string
		Seed                             uint64
		Options                          struct{ Dice []int }
		Actions                          [][2]string
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatalf("replay is not JSON: %v\n%s", err, data)
	}
	if r.Format != "skirmish-replay" || r.Ruleset != "tunnel" || r.Scenario != "first-blood" || r.Seed != 11 {
		t.Errorf("replay header = %+v", r)
	}
	if r.Level != "" {
		t.Errorf("an embedded scenario's replay stores the level text")
	}
	if len(r.Options.Dice) != 5 {
		t.Errorf("loaded dice not stored: %v", r.Options.Dice)
	}
	if len(r.Actions) != 6 || r.Actions[5][0] != "b swing j3 1" || r.Actions[5][1] != hash {
		t.Errorf("replay actions = %v", r.Actions)
	}
}

func TestCLIReplayTampered(t *testing.T) {
	file, _ := savePlay(t, "-actions", "end; a move d3-e3 E; a turn S")
	data, r := readReplayFile(t, file)
	old := r.Actions[1][1]
	if strings.Count(string(data), old) != 1 {
		t.Fatalf("hash %s of action 2 is not unique in the file", old)
	}
	fake := "0123456789abcdef"
	if fake == old {
		fake = "fedcba9876543210"
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(data), old, fake, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "replay", "verify", file)
	if code != 2 {
		t.Fatalf("tampered replay: exit %d, want 2 (the file is at fault); stderr %s", code, errOut)
	}
	if strings.Contains(out, "OK") {
		t.Errorf("tampered replay printed OK: %s", out)
	}
	wantContains(t, "stderr", errOut, "FAILED", "action 2", `"a move d3-e3 E"`, fake, old)

	// A recorded action that is not legal is also named.
	bad := strings.Replace(string(data), `"a turn S"`, `"A turn S"`, 1)
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "", "replay", "verify", file)
	if code != 2 {
		t.Fatalf("illegal replay action in a changed file: exit %d, want 2", code)
	}
	wantContains(t, "stderr", errOut, "action 3", `"A turn S"`)
}

var damagedRE = regexp.MustCompile(`damaged at line (\d+), column \d+`)

func TestCLIReplayDamaged(t *testing.T) {
	file, _ := savePlay(t, "-actions", "end; a move d3-e3 E")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Index(string(data), `"actions"`)
	if cut < 0 {
		t.Fatalf("no actions in %s", data)
	}
	if err := os.WriteFile(file, data[:cut+12], 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "replay", "verify", file)
	if code == 0 || out != "" {
		t.Fatalf("truncated replay: exit %d, stdout %q", code, out)
	}
	m := damagedRE.FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("stderr does not say where the file is damaged: %s", errOut)
	}
	if want := 1 + strings.Count(string(data[:cut+12]), "\n"); m[1] != strconv.Itoa(want) {
		t.Errorf("damaged at line %s, want %d: %s", m[1], want, errOut)
	}
	wantContains(t, "stderr", errOut, file, "truncated")

	// Not a replay at all.
	if err := os.WriteFile(file, []byte(`{"format": "chess-pgn", "version": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "", "replay", "verify", file)
	if code == 0 {
		t.Fatal("a non-replay verified")
	}
	wantContains(t, "stderr", errOut, "not a Skirmish replay")
}

func TestCLIReplayBadPaths(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nothing.replay.json")
	code, out, errOut := run(t, "", "replay", "verify", missing)
	if code == 0 || out != "" {
		t.Errorf("missing file: exit %d, stdout %q", code, out)
	}
	wantContains(t, "stderr", errOut, missing, "no such file")

	code, out, errOut = run(t, "", "replay", "verify", dir)
	if code == 0 || out != "" {
		t.Errorf("directory: exit %d, stdout %q", code, out)
	}
	wantContains(t, "stderr", errOut, dir, "is a folder")

	for _, args := range [][]string{{"replay"}, {"replay", "check", missing}, {"replay", "verify"}, {"replay", "verify", missing, missing}} {
		errOut := mustFail(t, 2, args...)
		wantContains(t, "stderr", errOut, "usage: skirmish replay verify FILE")
	}
}

func TestCLILevelFile(t *testing.T) {
	dir := t.TempDir()
	level := filepath.Join(dir, "duel.txt")
	if err := os.WriteFile(level, []byte(duelLevel), 0o644); err != nil {
		t.Fatal(err)
	}
	replay := filepath.Join(dir, "duel.replay.json")
	// A swings with 4 Attack Dice; B spends nothing and rolls 1 Defence Die.
	out := mustRun(t, "play", "-level", level, "-seed", "4", "-dice", "3,3,3,3,1",
		"-actions", "A swing d2 1; B defend 0", "-save-replay", replay)
	wantContains(t, "play -level", out,
		"Duel, round 1 of 3",
		"Pip takes a swing at Goblin B: 3 Strength + 1 Stamina = 4 Attack Dice.",
		"The Attack Dice show 3, 3, 3 and 3; the Defence Die shows 1.",
		"Goblin B takes 2 damage",
	)
	hash := finalHash(t, out)

	var r struct{ Scenario, Level string }
	data, err := os.ReadFile(replay)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.Scenario != "duel" || r.Level != duelLevel {
		t.Errorf("replay scenario %q, level %q; want duel and the level text", r.Scenario, r.Level)
	}

	if err := os.Remove(level); err != nil {
		t.Fatal(err)
	}
	if n, got := verify(t, replay); n != "2" || got != hash {
		t.Errorf("verify after deleting the level: %s actions, hash %s; want 2, %s", n, got, hash)
	}
	errOut := mustFail(t, 2, "play", "-level", level)
	wantContains(t, "stderr", errOut, "level file", "duel.txt")
}

func TestCLILevelFileErrors(t *testing.T) {
	dir := t.TempDir()
	level := filepath.Join(dir, "broken.txt")
	bad := strings.Replace(duelLevel, "B: goblin", "B: orc", 1)
	if err := os.WriteFile(level, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut := mustFail(t, 2, "play", "-level", level)
	wantContains(t, "stderr", errOut, level+":15:4:", `unknown fighter "orc"`)

	errOut = mustFail(t, 2, "play", "-level", dir)
	wantContains(t, "stderr", errOut, "is a folder")
}

func TestCLIConsole(t *testing.T) {
	code, out, errOut := run(t, "list\nend\nquit\n", "console", "-players", "human,ai", "-seed", "5")
	if code != 0 {
		t.Fatalf("console: exit %d; stderr %s", code, errOut)
	}
	wantContains(t, "console", out,
		"Tunnel Fighters: First Blood (seed 5)",
		"First Blood, round 1 of 15",
		"    abcdefghijklmnopqrst\n",
		"Gnomes> ",
		"   1  A move n2 N\n",
		"  end\n",
		"Gnomes end their turn.",
		"Goblins plays: ",
	)
	// The Goblins' turn is played by the computer, then the Gnomes are asked
	// again with a fresh board.
	if c := strings.Count(out, "First Blood, round"); c < 2 {
		t.Errorf("board printed %d times, want at least 2:\n%s", c, out)
	}

	// Same seed, same input: the same game.
	_, again, _ := run(t, "list\nend\nquit\n", "console", "-players", "human,ai", "-seed", "5")
	if again != out {
		t.Error("console with the same seed and input printed something else")
	}

	// End of input ends the console cleanly too.
	if code, _, errOut := run(t, "", "console", "-seed", "1"); code != 0 {
		t.Errorf("console at end of input: exit %d; %s", code, errOut)
	}
}

func TestCLIConsoleErrors(t *testing.T) {
	_, out, _ := run(t, "A flop\n7\nquit\n", "console", "-seed", "1")
	wantContains(t, "console", out, "column 3", "no action 7 in the last list")

	errOut := mustFail(t, 2, "console", "-players", "human")
	wantContains(t, "stderr", errOut, "2 seats")
	errOut = mustFail(t, 2, "console", "-undo", "sometimes")
	wantContains(t, "stderr", errOut, "undo policy")
}

var savedRE = regexp.MustCompile(`saved (\d+) actions to (.+)\n`)

func TestCLIConsoleSave(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "console.replay.json")
	code, out, errOut := run(t, "end\nsave "+file+"\nquit\n", "console", "-players", "human,ai", "-seed", "5")
	if code != 0 {
		t.Fatalf("console: exit %d; stderr %s", code, errOut)
	}
	m := savedRE.FindStringSubmatch(out)
	if m == nil || m[2] != file {
		t.Fatalf("no \"saved N actions to %s\" line in:\n%s", file, out)
	}
	n, hash := verify(t, file)
	if n != m[1] || n == "1" {
		t.Errorf("console saved %s actions, verify checked %s (want the Gnomes' end and the computer's turn)", m[1], n)
	}
	if _, err := os.Stat(file + ".tmp"); !os.IsNotExist(err) {
		t.Errorf("temporary file left behind: %v", err)
	}

	// Playing the saved actions with play reaches the same hash.
	_, r := readReplayFile(t, file)
	var acts []string
	for _, a := range r.Actions {
		acts = append(acts, a[0])
	}
	if acts[0] != "end" {
		t.Errorf("first saved action %q, want end", acts[0])
	}
	out = mustRun(t, "play", "-seed", "5", "-actions", strings.Join(acts, "; "))
	if h := finalHash(t, out); h != hash {
		t.Errorf("play of the saved actions: hash %s, verify: %s", h, hash)
	}

	_, out, _ = run(t, "save\nquit\n", "console", "-seed", "5")
	wantContains(t, "console", out, "usage: save FILE")
}

// replayActions is the part of a replay file these tests look into.
type replayActions struct{ Actions [][2]string }

// readReplayFile returns a replay file's bytes and its actions.
func readReplayFile(t *testing.T, file string) ([]byte, replayActions) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var r replayActions
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatalf("%s is not JSON: %v", file, err)
	}
	return data, r
}
