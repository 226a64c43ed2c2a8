package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// run calls Main with buffers and returns the exit status and both outputs.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// mustRun runs a command that must succeed and returns its stdout.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := run(t, "", args...)
	if code != 0 {
		t.Fatalf("%q: exit %d, want 0\nstderr: %s\nstdout: %s", args, code, errOut, out)
	}
	return out
}

// mustFail runs a command that must exit with status want and returns its
// stderr.
func mustFail(t *testing.T, want int, args ...string) string {
	t.Helper()
	code, out, errOut := run(t, "", args...)
	if code != want {
		t.Fatalf("%q: exit %d, want %d\nstderr: %s\nstdout: %s", args, code, want, errOut, out)
	}
	return errOut
}

func wantContains(t *testing.T, what, text string, frags ...string) {
	t.Helper()
	for _, f := range frags {
		if !strings.Contains(text, f) {
			t.Errorf("%s does not contain %q:\n%s", what, f, text)
		}
	}
}

var finalHashRE = regexp.MustCompile(`(?m)^hash ([0-9a-f]{16})$`)

// finalHash returns the hash play prints on its last line.
func finalHash(t *testing.T, out string) string {
	t.Helper()
	m := finalHashRE.FindAllStringSubmatch(out, -1)
	if len(m) != 1 {
		t.Fatalf("want exactly one %q line in:\n%s", "hash XXXXXXXXXXXXXXXX", out)
	}
	return m[0][1]
}

// swingSetup brings Kobold b next to Gnome A in first-blood: the Gnome walks
// west and opens the door, the Kobold steps into the doorway facing it. The
// Gnome has no Stamina left, so "b swing j3 1" rolls 2 Attack Dice against 3
// Defence Dice at once.
const swingSetup = "A move m3-l3 W; A move k3-j3 W; A open i3; end; b move h3-i3 E"

func TestCLIHelp(t *testing.T) {
	for _, arg := range []string{"help", "-h", "--help"} {
		out := mustRun(t, arg)
		wantContains(t, "help", out, "Usage: skirmish", "console", "rulesets", "play", "odds", "sim", "replay")
	}
}

func TestCLIUnknownCommand(t *testing.T) {
	code, out, errOut := run(t, "", "bogus")
	if code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if out != "" {
		t.Errorf("unknown command wrote to stdout: %q", out)
	}
	wantContains(t, "stderr", errOut, `unknown command "bogus"`, "Commands:", "play")
}

func TestCLIUnknownFlag(t *testing.T) {
	errOut := mustFail(t, 2, "play", "-no-such-flag")
	wantContains(t, "stderr", errOut, "no-such-flag")
}

func TestCLIRulesets(t *testing.T) {
	scenarios := []string{"first-blood", "lamplight-crossing", "the-long-dark", "warren-escape"}
	out := mustRun(t, "rulesets")
	wantContains(t, "rulesets", out, append([]string{"tunnel\tTunnel Fighters"}, scenarios...)...)

	var got []struct {
		ID        string
		Name      string
		Version   int
		Scenarios []struct{ Name, Title, Blurb string }
	}
	if err := json.Unmarshal([]byte(mustRun(t, "rulesets", "-json")), &got); err != nil {
		t.Fatalf("rulesets -json: %v", err)
	}
	if len(got) < 2 || got[0].ID != "tunnel" || got[0].Version < 1 || got[1].ID != "magewinds" || len(got[1].Scenarios) < 3 {
		t.Fatalf("rulesets -json = %+v, want tunnel, then magewinds with three scenarios", got)
	}
	var names []string
	for _, sc := range got[0].Scenarios {
		names = append(names, sc.Name)
		if sc.Title == "" {
			t.Errorf("scenario %s has no title", sc.Name)
		}
	}
	if strings.Join(names, ",") != strings.Join(scenarios, ",") {
		t.Errorf("scenarios = %v, want %v", names, scenarios)
	}
}

func TestCLIPlayText(t *testing.T) {
	out := mustRun(t, "play", "-scenario", "first-blood", "-actions", "end; a move d3-e3 E")
	wantContains(t, "play", out,
		"1. end\n",
		"   Gnomes end their turn.\n",
		"2. a move d3-e3 E\n",
		"   Kobold a moves to d3 then e3 and faces east.\n",
		"First Blood, round 1 of 15",
		"    abcdefghijklmnopqrst\n",
		"Goblins to act.",
	)
	if i, j := strings.Index(out, "1. end"), strings.Index(out, "2. a move"); i < 0 || j < i {
		t.Errorf("actions not numbered in order:\n%s", out)
	}
	finalHash(t, out)

	// No actions at all: just the board and the hash.
	out = mustRun(t, "play")
	wantContains(t, "play with no actions", out, "First Blood", "Gnomes to act.")
	if strings.Contains(out, "1. ") {
		t.Errorf("play without actions printed a step:\n%s", out)
	}
}

func TestCLIPlayDeterministic(t *testing.T) {
	args := []string{"play", "-scenario", "first-blood", "-seed", "9", "-actions", "end; a move d3-e3 E; a turn S"}
	h1 := finalHash(t, mustRun(t, args...))
	h2 := finalHash(t, mustRun(t, args...))
	if h1 != h2 {
		t.Errorf("same play gave hashes %s and %s", h1, h2)
	}
	h3 := finalHash(t, mustRun(t, "play", "-scenario", "first-blood", "-seed", "9", "-actions", "end; a move d3-e3 E"))
	if h3 == h1 {
		t.Errorf("different action lists gave the same hash %s", h1)
	}
}

func TestCLIPlayJSON(t *testing.T) {
	actions := "end; a move d3-e3 E"
	var got struct {
		Ruleset  string
		Scenario string
		Seed     uint64
		Steps    []struct {
			Action string
			Events []struct{ Kind, Text string }
			Hash   string
		}
		Final   map[string]any
		Outcome struct{ Over bool }
		Hash    string
	}
	out := mustRun(t, "play", "-json", "-seed", "3", "-actions", actions)
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("play -json: %v\n%s", err, out)
	}
	if got.Ruleset != "tunnel" || got.Scenario != "first-blood" || got.Seed != 3 {
		t.Errorf("header = %q %q %d", got.Ruleset, got.Scenario, got.Seed)
	}
	if len(got.Steps) != 2 || got.Steps[0].Action != "end" || got.Steps[1].Action != "a move d3-e3 E" {
		t.Fatalf("steps = %+v", got.Steps)
	}
	if len(got.Steps[0].Events) == 0 || got.Steps[0].Events[0].Text != "Gnomes end their turn." {
		t.Errorf("events of step 1 = %+v", got.Steps[0].Events)
	}
	if got.Final == nil || got.Final["level"] != "first-blood" {
		t.Errorf("final = %v", got.Final)
	}
	if got.Hash == "" || got.Hash != got.Steps[1].Hash {
		t.Errorf("hash %q, last step's hash %q", got.Hash, got.Steps[1].Hash)
	}
	if got.Outcome.Over {
		t.Error("game over after two actions")
	}
	text := mustRun(t, "play", "-seed", "3", "-actions", actions)
	if h := finalHash(t, text); h != got.Hash {
		t.Errorf("text hash %s, JSON hash %s", h, got.Hash)
	}

	// No actions: steps is an empty list, not null.
	out = mustRun(t, "play", "-json")
	if !strings.Contains(out, `"steps": []`) {
		t.Errorf("play -json without actions:\n%s", out)
	}
}

func TestCLIPlayIllegalAction(t *testing.T) {
	code, out, errOut := run(t, "", "play", "-actions", "end; A move m3 W")
	if code != 2 {
		t.Fatalf("exit %d, want 2; stderr %s", code, errOut)
	}
	wantContains(t, "stderr", errOut, "action 2", `"A move m3 W"`, "illegal", "Goblins")
	if strings.Contains(errOut, "action 1") {
		t.Errorf("stderr names the legal first action: %s", errOut)
	}
	if strings.Contains(out, "hash ") {
		t.Errorf("illegal play still printed a final hash:\n%s", out)
	}

	errOut = mustFail(t, 2, "play", "-actions", "end; end; A move z9 N")
	wantContains(t, "stderr", errOut, "action 3", "z9 is not next to n3")
}

func TestCLIPlayMalformedAction(t *testing.T) {
	errOut := mustFail(t, 2, "play", "-actions", "end; a flop")
	wantContains(t, "stderr", errOut, "action 2", "column 3", "expected move, turn, swing", `"flop"`)

	errOut = mustFail(t, 2, "play", "-actions", "A move c3 Q")
	wantContains(t, "stderr", errOut, "action 1", "column 11", "a facing: N, E, S or W")

	errOut = mustFail(t, 2, "play", "-actions", "A swing")
	wantContains(t, "stderr", errOut, "action 1", "column 8", "expected the target's square", "the end of the text")
}

func TestCLIActionsFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "moves.txt")
	text := `// First Blood: the Gnomes wait, a Goblin steps up.
end

a move d3-e3 E   // two squares east
   // an indented comment

a turn S; b turn N
`
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	fromFile := mustRun(t, "play", "-seed", "2", "-actions-file", file)
	fromFlag := mustRun(t, "play", "-seed", "2", "-actions", "end; a move d3-e3 E; a turn S; b turn N")
	if fromFile != fromFlag {
		t.Errorf("-actions-file output differs from -actions:\n%s\n---\n%s", fromFile, fromFlag)
	}
	wantContains(t, "play -actions-file", fromFile, "4. b turn N")

	errOut := mustFail(t, 2, "play", "-actions-file", file, "-actions", "end")
	wantContains(t, "stderr", errOut, "not both")
	errOut = mustFail(t, 2, "play", "-actions-file", filepath.Join(t.TempDir(), "missing.txt"))
	wantContains(t, "stderr", errOut, "missing.txt")
}

func TestCLIScenarioAndLevel(t *testing.T) {
	file := filepath.Join(t.TempDir(), "duel.txt")
	if err := os.WriteFile(file, []byte(duelLevel), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut := mustFail(t, 2, "play", "-scenario", "first-blood", "-level", file)
	wantContains(t, "stderr", errOut, "-scenario or -level, not both")
}

func TestCLIUnknownRulesetOrScenario(t *testing.T) {
	errOut := mustFail(t, 2, "play", "-ruleset", "chess")
	wantContains(t, "stderr", errOut, `unknown ruleset "chess"`, "known: tunnel")

	errOut = mustFail(t, 2, "play", "-scenario", "nope")
	wantContains(t, "stderr", errOut, `no scenario "nope"`,
		"known: first-blood, lamplight-crossing, the-long-dark, warren-escape")

	errOut = mustFail(t, 2, "sim", "-scenario", "nope")
	wantContains(t, "stderr", errOut, `no scenario "nope"`)
}

func TestCLILoadedDice(t *testing.T) {
	for _, tc := range []struct {
		dice string
		want []string
	}{
		// 6 6 against 6 1 2: one pair cancels, the other 6 is a Heavy Blow.
		{"6,6,6,1,2", []string{
			"The Attack Dice show 6 and 6; the Defence Dice show 6, 1 and 2.",
			"A pair of 6s cancels out. Attack Die 6 remains, and Defence Dice 1 and 2 are unused.",
			"The only number left is 6, a Heavy Blow",
			"Gnome A takes 3 damage (3 Endurance left).",
		}},
		// 3 3 against 3 3 5: both Attack Dice cancel.
		{"3, 3, 3, 3, 5", []string{
			"The Attack Dice show 3 and 3; the Defence Dice show 3, 3 and 5.",
			"Two pairs of 3s cancel out. No Attack Dice remain, and Defence Die 5 is unused.",
			"With no Attack Dice remaining, the swing is a draw.",
		}},
	} {
		out := mustRun(t, "play", "-scenario", "first-blood", "-dice", tc.dice, "-actions", swingSetup+"; b swing j3 1")
		wantContains(t, "play -dice "+tc.dice, out, tc.want...)
	}

	// Too few loaded dice: the swing is refused, naming the action.
	errOut := mustFail(t, 2, "play", "-dice", "6,6", "-actions", swingSetup+"; b swing j3 1")
	wantContains(t, "stderr", errOut, "action 6", "ran out")

	for _, bad := range []string{"0", "x", "3,,4", "101"} {
		errOut := mustFail(t, 2, "play", "-dice", bad)
		wantContains(t, "stderr -dice "+bad, errOut, "-dice: result", "1 to 100")
	}
}

var oddsLineRE = regexp.MustCompile(`(?m)^  (.+?)\s+(\d+\.\d{3})%  \((\d+)/(\d+)\)$`)

func TestCLIOdds(t *testing.T) {
	out := mustRun(t, "odds", "-scenario", "first-blood", "-actions", swingSetup, "-action", "b swing j3 1")
	wantContains(t, "odds", out, "Odds of b swing j3 1", "2 Attack Dice against 3 Defence Dice", "(7776 equally likely rolls)")
	// A draw needs both Attack Dice matched by Defence Dice: 30 ordered
	// pairs of different numbers * 30 triples holding both, plus 6 doubles
	// * 16 triples holding that number twice = 996 of 6^5 = 7776.
	wantContains(t, "odds", out, "12.809%  (996/7776)")
	lines := oddsLineRE.FindAllStringSubmatch(out, -1)
	if len(lines) != 7 {
		t.Fatalf("want 7 outcome lines (draw and six results), got %d:\n%s", len(lines), out)
	}
	for _, m := range lines {
		if m[4] != "7776" {
			t.Errorf("%q: total %s, want 7776", m[0], m[4])
		}
		var n, d float64
		if err := json.Unmarshal([]byte(m[3]), &n); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(m[4]), &d); err != nil {
			t.Fatal(err)
		}
		var pct float64
		if err := json.Unmarshal([]byte(m[2]), &pct); err != nil {
			t.Fatal(err)
		}
		if diff := pct - 100*n/d; diff > 0.0005 || diff < -0.0005 {
			t.Errorf("%q: %v%% is not %v/%v", m[0], pct, n, d)
		}
	}

	var js struct {
		Cases []struct {
			Total    int
			Outcomes []struct{ Count int }
		}
	}
	if err := json.Unmarshal([]byte(mustRun(t, "odds", "-json", "-actions", swingSetup, "-action", "b swing j3 1")), &js); err != nil {
		t.Fatalf("odds -json: %v", err)
	}
	if len(js.Cases) != 1 || js.Cases[0].Total != 7776 || len(js.Cases[0].Outcomes) != 7 {
		t.Errorf("odds -json = %+v", js)
	}

	errOut := mustFail(t, 2, "odds", "-action", "end")
	wantContains(t, "stderr", errOut, "rolls no dice")
	errOut = mustFail(t, 2, "odds", "-actions", "end")
	wantContains(t, "stderr", errOut, "-action is required")
	errOut = mustFail(t, 2, "odds", "-action", "A swing")
	wantContains(t, "stderr", errOut, "-action", "column 8")
}

var (
	simGameRE     = regexp.MustCompile(`(?m)^game (\d+) seed \d+: .* after \d+ actions \(.*\); hash [0-9a-f]{16}$`)
	simCombinedRE = regexp.MustCompile(`(?m)^3 games: Gnomes \(ai\) won \d+, Goblins \(random\) won \d+, draws \d+; .*combined hash ([0-9a-f]{16})$`)
)

func simHash(t *testing.T, seed string) string {
	t.Helper()
	out := mustRun(t, "sim", "-games", "3", "-players", "ai,random", "-seed", seed)
	games := simGameRE.FindAllStringSubmatch(out, -1)
	if len(games) != 3 {
		t.Fatalf("want 3 game lines, got %d:\n%s", len(games), out)
	}
	for k, g := range games {
		if g[1] != strconv.Itoa(k+1) {
			t.Errorf("game line %d numbered %s", k+1, g[1])
		}
	}
	m := simCombinedRE.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no summary line in:\n%s", out)
	}
	return m[1]
}

func TestCLISim(t *testing.T) {
	a, b := simHash(t, "4"), simHash(t, "4")
	if a != b {
		t.Errorf("sim -seed 4 twice: combined hashes %s and %s", a, b)
	}
	if c := simHash(t, "5"); c == a {
		t.Errorf("sim -seed 4 and -seed 5 gave the same combined hash %s", a)
	}

	errOut := mustFail(t, 2, "sim", "-players", "ai")
	wantContains(t, "stderr", errOut, "1 players", "2 seats", "Gnomes, Goblins")
	errOut = mustFail(t, 2, "sim", "-players", "ai,chess-engine")
	wantContains(t, "stderr", errOut, `unknown player "chess-engine"`)
	errOut = mustFail(t, 2, "sim", "-games", "0")
	wantContains(t, "stderr", errOut, "-games must be from 1")
	errOut = mustFail(t, 2, "sim", "-actions", "end")
	wantContains(t, "stderr", errOut, "sim plays whole games")
}

// splitExample splits a help example into arguments, honouring double quotes.
func splitExample(s string) []string {
	var args []string
	var cur strings.Builder
	inQuote, have := false, false
	for _, r := range s {
		switch {
		case r == '"':
			inQuote, have = !inQuote, true
		case r == ' ' && !inQuote:
			if have {
				args = append(args, cur.String())
				cur.Reset()
				have = false
			}
		default:
			cur.WriteRune(r)
			have = true
		}
	}
	if have {
		args = append(args, cur.String())
	}
	return args
}

// TestCLIHelpExamples runs the examples that help prints: each must work.
func TestCLIHelpExamples(t *testing.T) {
	for _, line := range strings.Split(mustRun(t, "help"), "\n") {
		_, ex, ok := strings.Cut(line, "e.g. skirmish ")
		if !ok {
			continue
		}
		args := splitExample(ex)
		switch args[0] {
		case "replay", "console", "window", "shot", "serve":
			continue // they need a file, a terminal or a display (shot is tested in shot_test.go)
		}
		if code, _, errOut := run(t, "", args...); code != 0 {
			t.Errorf("help example %q: exit %d: %s", ex, code, errOut)
		}
	}
}
