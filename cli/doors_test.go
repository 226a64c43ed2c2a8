package cli

// Bad input at every door (issue 6): every subcommand is run with missing,
// malformed and hostile arguments, files and input, and must end quickly
// with status 2 (the caller's input is at fault) or 1 (something it was
// allowed to try failed: opening a window, listening, or a replay that does
// not verify), a message on stderr naming what is at fault, and no panic.
//
// Most rows run in this process through Main. The rows of window, shot,
// serve and bench run the built program, so that a row that wrongly gets as
// far as opening a window or serving cannot take the tests down with it;
// window, shot and bench rows run with no display and with a display that
// does not exist, to show that bad arguments fail before any window opens.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"skirmish/internal/testclock"
	mwlevels "skirmish/levels/magewinds"
)

// door is one run of the command line with bad input.
type door struct {
	args  []string
	stdin string // fed to standard input
	in    string // or the file fed to standard input
	code  int    // the exit status wanted
	want  []string
	bin   bool // run the built program rather than Main
}

// doorFiles are the files the rows point at.
type doorFiles struct {
	dir     string // a folder, given where a file is wanted
	missing string // a file that does not exist
	noDir   string // a file in a folder that does not exist
	garbage string // 64 KiB of random bytes, NULs among them
	big     string // 100 MiB: random bytes, then a sparse tail of NULs
	zero    string // a device that never ends, or "" where there is none
	fifo    string // a named pipe no one writes to, or "" where there are none
	level   string // a good tunnel level
	mage    string // a good magewinds level
	replay  string // a good replay
	out     string // a PNG that may be written
}

const (
	doorTimeout    = 10 * time.Second // per in-process row
	doorBinTimeout = 20 * time.Second // per run of the built program
	argMax         = 100 << 10        // longest argument passed to a process (Linux allows 128 KiB)
	stderrMax      = 16 << 10         // a clear message is not a flood
)

// Hostile strings. The built program is given them without NUL bytes,
// which no process argument can hold, and cut to argMax.
var (
	long1M  = strings.Repeat("A", 1<<20)
	ctrl    = "\x1b[2J\x00\a\r\x7f"
	badUTF8 = "\xff\xfe\xc0\x80"
)

func makeDoorFiles(t *testing.T) doorFiles {
	t.Helper()
	dir := t.TempDir()
	f := doorFiles{
		dir:     filepath.Join(dir, "folder"),
		missing: filepath.Join(dir, "missing.txt"),
		noDir:   filepath.Join(dir, "no-such-folder", "file.txt"),
		garbage: filepath.Join(dir, "garbage.bin"),
		big:     filepath.Join(dir, "big.bin"),
		level:   filepath.Join(dir, "duel.txt"),
		mage:    filepath.Join(dir, "stones.txt"),
		replay:  filepath.Join(dir, "duel.replay.json"),
		out:     filepath.Join(dir, "shot.png"),
	}
	if err := os.Mkdir(f.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(6, 6)) // seeded: the same garbage every run
	junk := make([]byte, 64<<10)
	for i := range junk {
		junk[i] = byte(rng.Uint32())
	}
	if err := os.WriteFile(f.garbage, junk, 0o644); err != nil {
		t.Fatal(err)
	}
	big, err := os.Create(f.big)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := big.Write(junk); err != nil {
		t.Fatal(err)
	}
	if err := big.Truncate(100 << 20); err != nil { // sparse: no 100 MiB written
		t.Fatal(err)
	}
	big.Close()
	if _, err := os.Stat("/dev/zero"); err == nil {
		f.zero = "/dev/zero"
	}
	// Opening a named pipe for reading waits for a writer: a program that
	// opens before it looks would hang on it.
	fifo := filepath.Join(dir, "pipe.txt")
	switch err := mkfifo(fifo); {
	case err == nil:
		f.fifo = fifo
	case errors.Is(err, errors.ErrUnsupported):
		t.Log("no named pipes here: their rows are left out")
	default:
		t.Fatal(err)
	}
	if err := os.WriteFile(f.level, []byte(duelLevel), 0o644); err != nil {
		t.Fatal(err)
	}
	mage := mwlevels.List()
	if len(mage) == 0 {
		t.Fatal("no magewinds levels")
	}
	if err := os.WriteFile(f.mage, mage[0].Source, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "play", "-level", f.level, "-actions", "A swing d2 1", "-save-replay", f.replay); code != 0 {
		t.Fatalf("making the replay: exit %d: %s", code, errOut)
	}
	return f
}

// positionDoors are the rows of the flags shared by play, odds, sim,
// console and shot; cmd is the command and the flags it needs besides.
func positionDoors(f doorFiles, cmd []string, bin bool) []door {
	rows := []door{
		{args: []string{"-ruleset", "nope"}, code: 2, want: []string{`unknown ruleset "nope"`, "tunnel"}},
		{args: []string{"-ruleset", ""}, code: 2, want: []string{`unknown ruleset ""`}},
		{args: []string{"-ruleset"}, code: 2, want: []string{"flag needs an argument: -ruleset"}},
		{args: []string{"-scenario", "nope"}, code: 2, want: []string{`no scenario "nope"`, "first-blood"}},
		{args: []string{"-ruleset", "magewinds", "-scenario", "first-blood"}, code: 2, want: []string{`no scenario "first-blood"`}},
		{args: []string{"-seed", "1e99"}, code: 2, want: []string{"-seed", "1e99"}},
		{args: []string{"-seed", "-3"}, code: 2, want: []string{"-seed", "-3"}},
		{args: []string{"-seed", "99999999999999999999"}, code: 2, want: []string{"-seed", "out of range"}},
		{args: []string{"-seed", ""}, code: 2, want: []string{"-seed"}},
		{args: []string{"-dice", "0"}, code: 2, want: []string{"-dice", "from 1 to 100"}},
		{args: []string{"-dice", "-3"}, code: 2, want: []string{"-dice"}},
		{args: []string{"-dice", "99999999999999999999"}, code: 2, want: []string{"-dice"}},
		{args: []string{"-dice", "1,,2"}, code: 2, want: []string{"-dice", "result 2"}},
		{args: []string{"-level", f.missing}, code: 2, want: []string{"level file", f.missing, "no such file"}},
		{args: []string{"-level", f.dir}, code: 2, want: []string{"level file", f.dir, "is a folder"}},
		{args: []string{"-level", f.garbage}, code: 2, want: []string{f.garbage + ":1"}},
		{args: []string{"-level", f.big}, code: 2, want: []string{"level file", f.big, "100 MiB", "the limit is 1 MiB"}},
		{args: []string{"-level", f.replay}, code: 2, want: []string{f.replay + ":1"}},
		{args: []string{"-level", f.mage}, code: 2, want: []string{f.mage, "add -ruleset magewinds"}},
		{args: []string{"-level", f.level, "-scenario", "first-blood"}, code: 2, want: []string{"-scenario or -level, not both"}},
		{args: []string{"-ruleset", long1M}, code: 2, want: []string{"-ruleset is", "the limit is 4 KiB"}},
		{args: []string{"-scenario", long1M}, code: 2, want: []string{"-scenario is", "the limit is 4 KiB"}},
		{args: []string{"-level", long1M}, code: 2, want: []string{"-level is", "the limit is 4 KiB"}},
		{args: []string{"-dice", long1M}, code: 2, want: []string{"-dice: result 1", "more)"}},
	}
	if f.zero != "" {
		rows = append(rows, door{args: []string{"-level", f.zero}, code: 2, want: []string{"level file", f.zero, "is a device, not a regular file"}})
	}
	if f.fifo != "" {
		rows = append(rows, door{args: []string{"-level", f.fifo}, code: 2, want: []string{"level file", f.fifo, "is a named pipe, not a regular file"}})
	}
	// Short hostile strings are quoted back, escaped.
	for _, h := range []string{ctrl, badUTF8} {
		esc := `\x1b`
		if h == badUTF8 {
			esc = `\xff`
		}
		rows = append(rows,
			door{args: []string{"-ruleset", h}, code: 2, want: []string{"unknown ruleset", esc}},
			door{args: []string{"-scenario", h}, code: 2, want: []string{"no scenario", esc}},
			door{args: []string{"-level", h}, code: 2, want: []string{"level file", esc}},
			door{args: []string{"-dice", h}, code: 2, want: []string{"-dice: result 1", esc}},
		)
	}
	return withCommand(cmd, bin, rows)
}

// actionDoors are the rows of -actions and -actions-file, for play, odds
// and shot.
func actionDoors(f doorFiles, cmd []string, bin bool) []door {
	rows := []door{
		{args: []string{"-actions", "A fly"}, code: 2, want: []string{"action 1", "fly"}},
		{args: []string{"-actions", "end; A move z99 Q"}, code: 2, want: []string{"action 2"}},
		{args: []string{"-actions", long1M}, code: 2, want: []string{"action 1 is", "at most 1 KiB"}},
		{args: []string{"-actions", ctrl}, code: 2, want: []string{"action 1", `\x1b`}},
		{args: []string{"-actions", badUTF8}, code: 2, want: []string{"action 1", `\xff`}},
		{args: []string{"-actions", strings.Repeat("end;", 20000)}, code: 2, want: []string{"action 31"}}, // the game is over after 30 ends
		{args: []string{"-actions-file", f.missing}, code: 2, want: []string{"-actions-file", f.missing, "no such file"}},
		{args: []string{"-actions-file", f.dir}, code: 2, want: []string{"-actions-file", f.dir, "is a folder"}},
		{args: []string{"-actions-file", f.garbage}, code: 2, want: []string{"action 1"}},
		{args: []string{"-actions-file", f.big}, code: 2, want: []string{"-actions-file", f.big, "100 MiB", "the limit is 16 MiB"}},
		{args: []string{"-actions-file", f.level}, code: 2, want: []string{"action 1", "title: Duel"}},
		{args: []string{"-actions-file", f.replay}, code: 2, want: []string{"action 1"}},
		{args: []string{"-actions-file", long1M}, code: 2, want: []string{"-actions-file is", "the limit is 4 KiB"}},
		{args: []string{"-actions-file", ctrl}, code: 2, want: []string{"-actions-file", `\x1b`}},
		{args: []string{"-actions", "end", "-actions-file", f.level}, code: 2, want: []string{"-actions or -actions-file, not both"}},
	}
	if f.zero != "" {
		rows = append(rows, door{args: []string{"-actions-file", f.zero}, code: 2, want: []string{"-actions-file", f.zero, "is a device, not a regular file"}})
	}
	if f.fifo != "" {
		rows = append(rows, door{args: []string{"-actions-file", f.fifo}, code: 2, want: []string{"-actions-file", f.fifo, "is a named pipe, not a regular file"}})
	}
	return withCommand(cmd, bin, rows)
}

// flagDoors are the rows every subcommand with flags has.
func flagDoors(cmd []string, bin bool) []door {
	rows := []door{
		{args: []string{"-no-such-flag"}, code: 2, want: []string{"flag provided but not defined: -no-such-flag"}},
		{args: []string{"-" + ctrl}, code: 2, want: []string{"flag provided but not defined", `\x1b`}},
		{args: []string{"--" + long1M}, code: 2, want: []string{"flag provided but not defined"}},
		{args: []string{"stray"}, code: 2, want: []string{`unexpected argument "stray"`}},
		{args: []string{badUTF8}, code: 2, want: []string{"unexpected argument", `\xff`}},
		{args: []string{long1M}, code: 2, want: []string{"unexpected argument", "more)"}},
	}
	return withCommand(cmd, bin, rows)
}

// withCommand puts cmd before the arguments of each row.
func withCommand(cmd []string, bin bool, rows []door) []door {
	for i := range rows {
		rows[i].args = append(append([]string(nil), cmd...), rows[i].args...)
		rows[i].bin = bin
	}
	return rows
}

func doorTable(f doorFiles, busy string) map[string][]door {
	t := map[string][]door{}
	add := func(name string, rows ...door) { t[name] = append(t[name], rows...) }

	// play
	add("play", flagDoors([]string{"play"}, false)...)
	add("play", positionDoors(f, []string{"play"}, false)...)
	add("play", actionDoors(f, []string{"play"}, false)...)
	add("play",
		door{args: []string{"play", "-json", "garbage"}, code: 2, want: []string{`unexpected argument "garbage"`}},
		door{args: []string{"play", "-json=maybe"}, code: 2, want: []string{"-json"}},
		door{args: []string{"play", "-save-replay", f.dir}, code: 2, want: []string{"-save-replay", f.dir, "is a folder"}},
		door{args: []string{"play", "-save-replay", f.noDir}, code: 2, want: []string{"-save-replay", "does not exist"}},
		door{args: []string{"play", "-save-replay", long1M}, code: 2, want: []string{"-save-replay is"}},
	)

	// odds
	swing := []string{"odds", "-action", "A swing d2 1"}
	add("odds", flagDoors([]string{"odds"}, false)...)
	add("odds", positionDoors(f, swing, false)...)
	add("odds", actionDoors(f, swing, false)...)
	add("odds",
		door{args: []string{"odds"}, code: 2, want: []string{"-action is required"}},
		door{args: []string{"odds", "-action", ""}, code: 2, want: []string{"-action is required"}},
		door{args: []string{"odds", "-action"}, code: 2, want: []string{"flag needs an argument: -action"}},
		door{args: []string{"odds", "-action", "A fly"}, code: 2, want: []string{"-action", "fly"}},
		door{args: []string{"odds", "-action", "end"}, code: 2, want: []string{`-action "end" rolls no dice`}},
		door{args: []string{"odds", "-action", long1M}, code: 2, want: []string{"-action is", "the limit is 4 KiB"}},
		door{args: []string{"odds", "-action", strings.Repeat("A", 2000)}, code: 2, want: []string{"-action is", "at most 1 KiB"}},
		door{args: []string{"odds", "-action", ctrl}, code: 2, want: []string{"-action", `\x1b`}},
		door{args: []string{"odds", "-action", badUTF8}, code: 2, want: []string{"-action", `\xff`}},
		door{args: []string{"odds", "-action", "A swing d2 99999999999999999999"}, code: 2, want: []string{"-action"}},
		door{args: []string{"odds", "-action", "A swing d2 -3"}, code: 2, want: []string{"-action"}},
		door{args: []string{"odds", "-action", "A swing d4 2", "-json", "garbage"}, code: 2, want: []string{`unexpected argument "garbage"`}},
	)

	// sim
	sim := []string{"sim", "-games", "1"}
	add("sim", flagDoors([]string{"sim"}, false)...)
	add("sim", positionDoors(f, sim, false)...)
	add("sim",
		door{args: []string{"sim", "-games", "-3"}, code: 2, want: []string{"-games must be from 1 to 1000000, got -3"}},
		door{args: []string{"sim", "-games", "0"}, code: 2, want: []string{"-games must be from 1 to 1000000"}},
		door{args: []string{"sim", "-games", "1e12"}, code: 2, want: []string{"-games", "1e12"}},
		door{args: []string{"sim", "-games", "1000000000000"}, code: 2, want: []string{"-games must be from 1 to 1000000"}},
		door{args: []string{"sim", "-games", "99999999999999999999"}, code: 2, want: []string{"-games", "out of range"}},
		door{args: []string{"sim", "-games", "ten"}, code: 2, want: []string{"-games", "ten"}},
		door{args: []string{"sim", "-games"}, code: 2, want: []string{"flag needs an argument: -games"}},
		door{args: []string{"sim", "-max-actions", "-5"}, code: 2, want: []string{"-max-actions must be from 1"}},
		door{args: []string{"sim", "-max-actions", "0"}, code: 2, want: []string{"-max-actions must be from 1"}},
		door{args: []string{"sim", "-max-actions", "99999999999"}, code: 2, want: []string{"-max-actions must be from 1 to 1000000"}},
		door{args: []string{"sim", "-max-actions", "99999999999999999999"}, code: 2, want: []string{"-max-actions", "out of range"}},
		door{args: []string{"sim", "-players", "nope"}, code: 2, want: []string{`unknown player "nope"`}},
		door{args: []string{"sim", "-players", ""}, code: 2, want: []string{`unknown player ""`}},
		door{args: []string{"sim", "-players", "human,ai"}, code: 2, want: []string{"no human seats"}},
		door{args: []string{"sim", "-players", "ai,ai,ai"}, code: 2, want: []string{"3 players", "2 seats"}},
		door{args: []string{"sim", "-players", long1M}, code: 2, want: []string{"-players is", "the limit is 4 KiB"}},
		door{args: []string{"sim", "-players", ctrl}, code: 2, want: []string{"unknown player", `\x1b`}},
		door{args: []string{"sim", "-players", badUTF8}, code: 2, want: []string{"unknown player", `\xff`}},
		door{args: []string{"sim", "-actions", "end"}, code: 2, want: []string{"sim plays whole games", "-actions"}},
		door{args: []string{"sim", "-actions-file", f.garbage}, code: 2, want: []string{"sim plays whole games", "-actions"}},
		door{args: []string{"sim", "-json", "garbage"}, code: 2, want: []string{`unexpected argument "garbage"`}},
	)

	// console
	con := []string{"console", "-seed", "1"}
	quit := "quit\n"
	add("console", flagDoors([]string{"console"}, false)...)
	for _, r := range positionDoors(f, con, false) {
		r.stdin = quit
		add("console", r)
	}
	add("console",
		door{args: []string{"console", "-players", "nope"}, stdin: quit, code: 2, want: []string{`unknown player "nope"`}},
		door{args: []string{"console", "-players", "human"}, stdin: quit, code: 2, want: []string{"1 players given for 2 seats"}},
		door{args: []string{"console", "-players", "human,ai,random"}, stdin: quit, code: 2, want: []string{"3 players given for 2 seats"}},
		door{args: []string{"console", "-players", long1M}, stdin: quit, code: 2, want: []string{"-players is"}},
		door{args: []string{"console", "-undo", "nope"}, stdin: quit, code: 2, want: []string{`undo policy "nope"`}},
		door{args: []string{"console", "-undo", ctrl}, stdin: quit, code: 2, want: []string{"undo policy", `\x1b`}},
		door{args: []string{"console", "-actions", "end"}, stdin: quit, code: 2, want: []string{"-actions and -actions-file are for play"}},
		door{args: []string{"console", "-actions-file", f.big}, stdin: quit, code: 2, want: []string{"-actions and -actions-file are for play"}},
		// Bad lines of input are refused one by one; at the end of the
		// input the console says how many were refused and fails.
		door{args: con, stdin: "A fly\n", code: 2, want: []string{"input ended", "1 of its 1 lines refused", "line 1:", "fly"}},
		door{args: con, stdin: "list\n99999999999999999999\n", code: 2, want: []string{"line 2:"}},
		door{args: con, stdin: "list\n-3\n", code: 2, want: []string{"line 2: no action -3"}},
		door{args: con, stdin: ctrl + "\n", code: 2, want: []string{"line 1: the line is not text", `\x1b`}},
		door{args: con, stdin: badUTF8 + "\n", code: 2, want: []string{"line 1: the line is not text", `\xff`}},
		door{args: con, stdin: strings.Repeat("x", 100<<10) + "\nquit\n", code: 0, want: []string{}}, // refused, then quit: the player's choice
		door{args: con, stdin: strings.Repeat("x", 100<<10) + "\n", code: 2, want: []string{"line 1: the line is 100 KiB long", "at most 4 KiB"}},
		door{args: con, stdin: strings.Repeat("x", 3<<20), code: 2, want: []string{"line 1 of the input is longer than 1 MiB"}},
		door{args: con, stdin: "odds A fly\n", code: 2, want: []string{"line 1:", "fly"}},
		door{args: con, stdin: "odds " + strings.Repeat("A", 2000) + "\n", code: 2, want: []string{"at most 1 KiB"}},
		door{args: con, stdin: "save " + f.dir + "\n", code: 2, want: []string{"line 1: cannot save"}},
		door{args: con, stdin: "save\n", code: 2, want: []string{"usage: save FILE"}},
		door{args: con, in: f.garbage, code: 2, want: []string{"input ended", "refused", "line 1"}},
		door{args: con, in: f.big, code: 2, want: []string{"longer than 1 MiB", "is the input text?"}},
		door{args: con, in: f.level, code: 2, want: []string{"input ended", "refused"}},
		door{args: con, in: f.replay, code: 2, want: []string{"input ended", "refused"}},
	)
	if f.zero != "" {
		add("console", door{args: con, in: f.zero, code: 2, want: []string{"longer than 1 MiB"}})
	}

	// replay
	add("replay",
		door{args: []string{"replay"}, code: 2, want: []string{"usage: skirmish replay verify FILE"}},
		door{args: []string{"replay", "verify"}, code: 2, want: []string{"usage: skirmish replay verify FILE"}},
		door{args: []string{"replay", "bogus", f.replay}, code: 2, want: []string{"usage: skirmish replay verify FILE"}},
		door{args: []string{"replay", long1M}, code: 2, want: []string{"usage: skirmish replay verify FILE"}},
		door{args: []string{"replay", "verify", f.replay, "stray"}, code: 2, want: []string{"usage: skirmish replay verify FILE"}},
		door{args: []string{"replay", "verify", "-x", f.replay}, code: 2, want: []string{"flag provided but not defined: -x"}},
		door{args: []string{"replay", "verify", f.missing}, code: 2, want: []string{"replay file", f.missing, "no such file"}},
		door{args: []string{"replay", "verify", f.dir}, code: 2, want: []string{"replay file", f.dir, "is a folder"}},
		door{args: []string{"replay", "verify", f.big}, code: 2, want: []string{"replay file", f.big, "100 MiB", "the limit is 64 MiB"}},
		door{args: []string{"replay", "verify", long1M}, code: 2, want: []string{"replay file", "more)"}},
		door{args: []string{"replay", "verify", ctrl}, code: 2, want: []string{"replay file", `\x1b`}},
		door{args: []string{"replay", "verify", badUTF8}, code: 2, want: []string{"replay file", `\xff`, "no such file"}},
		// A file that is not a replay is at fault: 2 (1 is kept for an
		// intact replay this program does not replay).
		door{args: []string{"replay", "verify", f.garbage}, code: 2, want: []string{f.garbage, "damaged at line 1"}},
		door{args: []string{"replay", "verify", f.level}, code: 2, want: []string{f.level, "damaged at line 1"}},
		door{args: []string{"replay", "verify", f.mage}, code: 2, want: []string{f.mage, "damaged at line 1"}},
	)
	if f.zero != "" {
		add("replay", door{args: []string{"replay", "verify", f.zero}, code: 2, want: []string{"replay file", f.zero, "is a device, not a regular file"}})
	}
	if f.fifo != "" {
		add("replay", door{args: []string{"replay", "verify", f.fifo}, code: 2, want: []string{"replay file", f.fifo, "is a named pipe, not a regular file"}})
	}

	// rulesets and version
	for _, cmd := range []string{"rulesets", "version"} {
		add(cmd, flagDoors([]string{cmd}, false)...)
	}
	add("rulesets",
		door{args: []string{"rulesets", "-json", "garbage"}, code: 2, want: []string{`unexpected argument "garbage"`}},
		door{args: []string{"rulesets", "-json=maybe"}, code: 2, want: []string{"-json"}},
	)

	// The command itself.
	add("(command)",
		door{args: []string{""}, code: 2, want: []string{`unknown command ""`}},
		door{args: []string{"nope"}, code: 2, want: []string{`unknown command "nope"`}},
		door{args: []string{ctrl}, code: 2, want: []string{"unknown command", `\x1b`}},
		door{args: []string{badUTF8}, code: 2, want: []string{"unknown command", `\xff`}},
		door{args: []string{long1M}, code: 2, want: []string{"unknown command", "more)"}},
		door{args: []string{"-no-such-flag"}, code: 2, want: []string{"flag provided but not defined: -no-such-flag"}},
	)

	// window: no flags at all, and no window without a display.
	add("window", flagDoors([]string{"window"}, true)...)
	add("window", door{args: []string{"window", "-fullscreen"}, code: 2, want: []string{"flag provided but not defined: -fullscreen"}, bin: true})

	// shot
	shot := []string{"shot", "-out", f.out}
	add("shot", flagDoors([]string{"shot"}, true)...)
	add("shot", positionDoors(f, shot, true)...)
	add("shot", actionDoors(f, shot, true)...)
	for _, r := range []door{
		{args: []string{"shot"}, code: 2, want: []string{"-out FILE.png is required"}},
		{args: []string{"shot", "-out", ""}, code: 2, want: []string{"-out FILE.png is required"}},
		{args: []string{"shot", "-out"}, code: 2, want: []string{"flag needs an argument: -out"}},
		{args: []string{"shot", "-out", f.dir}, code: 2, want: []string{"-out", f.dir, "is a folder"}},
		{args: []string{"shot", "-out", f.noDir}, code: 2, want: []string{"-out", "does not exist"}},
		{args: []string{"shot", "-out", f.garbage + "/x.png"}, code: 2, want: []string{"-out", "is not a folder"}},
		{args: append(shot, "-size", "-5x10"), code: 2, want: []string{`-size "-5x10"`}},
		{args: append(shot, "-size", "999999999x999999999"), code: 2, want: []string{`-size "999999999x999999999"`}},
		{args: append(shot, "-size", "99999999999999999999x1"), code: 2, want: []string{"-size"}},
		{args: append(shot, "-size", "1280x"), code: 2, want: []string{"-size"}},
		{args: append(shot, "-size", ""), code: 2, want: []string{"-size"}},
		{args: append(shot, "-size", ctrl), code: 2, want: []string{"-size", `\x1b`}},
		{args: append(shot, "-screen", "credits"), code: 2, want: []string{`-screen "credits"`, "unknown screen"}},
		{args: append(shot, "-screen", ""), code: 2, want: []string{`-screen ""`, "unknown screen"}},
		{args: append(shot, "-screen", badUTF8), code: 2, want: []string{"-screen", `\xff`}},
		{args: append(shot, "-at", "3"), code: 2, want: []string{"-at needs -replay"}},
		{args: append(shot, "-at", "99999999999999999999"), code: 2, want: []string{"-at", "out of range"}},
		{args: append(shot, "-replay", f.replay, "-at", "-5"), code: 2, want: []string{"-at -5", "negative"}},
		{args: append(shot, "-replay", f.replay, "-at", "99999999999"), code: 2, want: []string{"-at 99999999999", "only 1 actions"}},
		{args: append(shot, "-replay", f.replay, "-scenario", "first-blood"), code: 2, want: []string{"not both"}},
		{args: append(shot, "-replay", f.missing), code: 2, want: []string{"-replay", f.missing, "no such file"}},
		{args: append(shot, "-replay", f.dir), code: 2, want: []string{"-replay", f.dir, "is a folder"}},
		{args: append(shot, "-replay", f.garbage), code: 2, want: []string{f.garbage, "damaged at line 1"}},
		{args: append(shot, "-replay", f.big), code: 2, want: []string{"-replay", f.big, "100 MiB", "the limit is 64 MiB"}},
		{args: append(shot, "-replay", f.level), code: 2, want: []string{f.level, "damaged at line 1"}},
	} {
		r.bin = true
		add("shot", r)
	}
	if f.zero != "" {
		add("shot", door{args: append(shot, "-replay", f.zero), code: 2, want: []string{"-replay", f.zero, "is a device, not a regular file"}, bin: true})
	}
	if f.fifo != "" {
		add("shot", door{args: append(shot, "-replay", f.fifo), code: 2, want: []string{"-replay", f.fifo, "is a named pipe, not a regular file"}, bin: true})
	}

	// serve: every row must fail before serving.
	add("serve", flagDoors([]string{"serve"}, true)...)
	for _, r := range []door{
		{args: []string{"serve", "-dir", f.missing}, code: 2, want: []string{"-dir", f.missing, "no such folder"}},
		{args: []string{"serve", "-dir", f.garbage}, code: 2, want: []string{"-dir", f.garbage, "not a folder"}},
		{args: []string{"serve", "-dir", f.big}, code: 2, want: []string{"-dir", f.big, "not a folder"}},
		{args: []string{"serve", "-dir", ""}, code: 2, want: []string{"-dir", "no such folder"}},
		{args: []string{"serve", "-dir", ctrl}, code: 2, want: []string{"-dir", `\x1b`, "no such folder"}},
		{args: []string{"serve", "-dir", long1M}, code: 2, want: []string{"-dir is", "the limit is 4 KiB"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", ""}, code: 2, want: []string{`-addr ""`, "missing port"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", "nope"}, code: 2, want: []string{`-addr "nope"`, "missing port"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", "127.0.0.1:99999999999"}, code: 2, want: []string{"-addr", "from 0 to 65535"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", "127.0.0.1:-1"}, code: 2, want: []string{"-addr", "from 0 to 65535"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", "127.0.0.1:http"}, code: 2, want: []string{"-addr", "from 0 to 65535"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", ctrl + ":80"}, code: 2, want: []string{`-addr "\x1b`}},
		{args: []string{"serve", "-dir", f.dir, "-addr", "a\tb:80"}, code: 2, want: []string{"-addr", "control character"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", badUTF8 + ":80"}, code: 2, want: []string{"-addr", "not text"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", long1M}, code: 2, want: []string{"-addr is", "the limit is 4 KiB"}},
		// Listening fails: not the caller's syntax, so 1, with the address.
		{args: []string{"serve", "-dir", f.dir, "-addr", "203.0.113.1:8080"}, code: 1, want: []string{"cannot listen on 203.0.113.1:8080", "-addr"}},
		{args: []string{"serve", "-dir", f.dir, "-addr", busy}, code: 1, want: []string{"cannot listen on " + busy, "another server"}},
	} {
		r.bin = true
		add("serve", r)
	}

	// bench: the rules' figures, and -frames for the window's.
	add("bench", flagDoors([]string{"bench"}, true)...)
	for _, r := range []door{
		{args: []string{"bench", "-seconds", "-1"}, code: 2, want: []string{"-seconds"}},
		{args: []string{"bench", "-seconds", "1e12"}, code: 2, want: []string{"-seconds"}},
		{args: []string{"bench", "-ruleset", "nope"}, code: 2, want: []string{"nope"}},
		{args: []string{"bench", "-frames", "-5"}, code: 2, want: []string{"-frames"}},
		{args: []string{"bench", "-frames", "99999999999"}, code: 2, want: []string{"-frames"}},
		{args: []string{"bench", "-scenario", "nope"}, code: 2, want: []string{"nope"}},
		{args: []string{"bench", "-json", "garbage"}, code: 2, want: []string{`unexpected argument "garbage"`}},
		{args: []string{"bench", "-seconds", "NaN"}, code: 2, want: []string{"-seconds"}},
		{args: []string{"bench", "-seconds", "99999999999999999999999"}, code: 2, want: []string{"-seconds"}},
		{args: []string{"bench", "-frames", "5"}, code: 2, want: []string{"-frames", "-scenario"}},
		{args: []string{"bench", "-frames", "5", "-scenario", "nope"}, code: 2, want: []string{"nope"}},
		{args: []string{"bench", "-frames", "5", "-scenario", "first-blood", "-size", "-5x10"}, code: 2, want: []string{"-size"}},
		{args: []string{"bench", "-frames", "5", "-scenario", "first-blood", "-size", "999999999x999999999"}, code: 2, want: []string{"-size"}},
		{args: []string{"bench", "-frames", "5", "-scenario", long1M}, code: 2, want: []string{"-scenario is"}},
	} {
		r.bin = true
		add("bench", r)
	}
	return t
}

// doorOrder is the order the subcommands are tested in.
var doorOrder = []string{"(command)", "play", "odds", "sim", "console", "replay", "rulesets", "version", "window", "shot", "serve", "bench"}

// displayEnvs are the environments of the rows of commands that open a
// window: no display at all, a display that does not exist, and the real
// one when there is one. Bad arguments must fail the same in each.
func displayEnvs() map[string][]string {
	var base []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			base = append(base, kv)
		}
	}
	envs := map[string][]string{
		"no display":    base,
		"bogus display": append(append([]string(nil), base...), "DISPLAY=:4242"),
	}
	if d := os.Getenv("DISPLAY"); d != "" {
		envs["display "+d] = append(append([]string(nil), base...), "DISPLAY="+d)
	}
	return envs
}

func TestDoors(t *testing.T) {
	f := makeDoorFiles(t)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	table := doorTable(f, busy.Addr().String())

	var (
		once   sync.Once
		binDir = t.TempDir()
		bin    string
		binErr error
	)
	program := func(t *testing.T) string {
		t.Helper()
		if testing.Short() {
			t.Skip("builds the program: not in -short mode")
		}
		once.Do(func() { bin, binErr = buildProgram(binDir) })
		if errors.Is(binErr, exec.ErrNotFound) {
			t.Skip("no go command to build the program with")
		}
		if binErr != nil {
			t.Fatal(binErr)
		}
		return bin
	}
	envs := displayEnvs()
	start := time.Now()
	for _, cmd := range doorOrder {
		rows := table[cmd]
		if len(rows) == 0 {
			t.Errorf("no rows for %s", cmd)
		}
		t.Run(cmd, func(t *testing.T) {
			t.Logf("%d rows", len(rows))
			for _, d := range rows {
				t.Run(doorName(d.args), func(t *testing.T) {
					if !d.bin {
						checkDoor(t, d, runInProcess(t, d))
						return
					}
					p := program(t)
					if cmd == "serve" {
						checkDoor(t, d, runProgram(t, p, envs["no display"], d))
						return
					}
					for name, env := range envs {
						t.Run(name, func(t *testing.T) { checkDoor(t, d, runProgram(t, p, env, d)) })
					}
				})
			}
		})
	}
	t.Run("no display", func(t *testing.T) { noDisplay(t, program(t)) })
	t.Logf("%d rows in %v", countRows(table), time.Since(start).Round(time.Millisecond))
}

// noDisplay checks that window and shot, given good arguments but no
// display, fail with a message that says so.
func noDisplay(t *testing.T, bin string) {
	out := filepath.Join(t.TempDir(), "shot.png")
	for name, env := range displayEnvs() {
		if strings.HasPrefix(name, "display ") {
			continue // a real display would open the window
		}
		if _, err := os.Stat("/dev/fb0"); err == nil && name == "no display" {
			continue // Ebiten would draw on the framebuffer
		}
		for _, args := range [][]string{{"window"}, {}, {"shot", "-out", out}} {
			t.Run(name+"/"+doorName(args), func(t *testing.T) {
				r := runProgram(t, bin, env, door{args: args})
				checkDoor(t, door{args: args, code: 1, want: []string{"cannot open a window", "xvfb-run"}}, r)
			})
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s was written without a display", out)
	}
}

func countRows(table map[string][]door) int {
	n := 0
	for _, rows := range table {
		n += len(rows)
	}
	return n
}

// doorName is a short, printable name for a row.
func doorName(args []string) string {
	name := strings.Join(args, " ")
	if name == "" {
		name = "(no arguments)"
	}
	return clip(printable(name), 60)
}

// doorResult is what a run gave.
type doorResult struct {
	code           int
	stdout, stderr string
	took           time.Duration
}

// runInProcess runs Main in a goroutine and fails the test if it panics or
// does not return within doorTimeout.
func runInProcess(t *testing.T, d door) doorResult {
	t.Helper()
	stdin, closeIn := doorStdin(t, d)
	defer closeIn()
	type result struct {
		doorResult
		panic string
	}
	done := make(chan result, 1)
	start := time.Now()
	go func() {
		var out, errOut bytes.Buffer
		defer func() {
			if p := recover(); p != nil {
				done <- result{panic: fmt.Sprintf("%v\n%s", p, debug.Stack())}
			}
		}()
		code := Main(d.args, stdin, &out, &errOut)
		done <- result{doorResult: doorResult{code: code, stdout: out.String(), stderr: errOut.String(), took: time.Since(start)}}
	}()
	select {
	case r := <-done:
		if r.panic != "" {
			t.Fatalf("panicked: %s", r.panic)
		}
		return r.doorResult
	case <-time.After(testclock.Limit(doorTimeout)):
		t.Fatalf("still running after %v: a hang", testclock.Limit(doorTimeout))
	}
	return doorResult{}
}

// doorStdin returns the standard input of a row.
func doorStdin(t *testing.T, d door) (*os.File, func()) {
	t.Helper()
	name := d.in
	if name == "" {
		name = filepath.Join(t.TempDir(), "stdin.txt")
		if err := os.WriteFile(name, []byte(d.stdin), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	return in, func() { in.Close() }
}

// buildProgram returns the skirmish program to run: the one SKIRMISH_BIN
// names, an absolute path (build/test builds the program once for every
// test that runs it), else one it builds into dir.
func buildProgram(dir string) (string, error) {
	if bin := os.Getenv("SKIRMISH_BIN"); bin != "" {
		if !filepath.IsAbs(bin) {
			return "", fmt.Errorf("SKIRMISH_BIN=%s: want an absolute path", bin)
		}
		info, err := os.Stat(bin)
		if err != nil {
			return "", fmt.Errorf("SKIRMISH_BIN: %w", err)
		}
		if !info.Mode().IsRegular() || info.Mode()&0o111 == 0 {
			return "", fmt.Errorf("SKIRMISH_BIN=%s: not an executable file", bin)
		}
		return bin, nil
	}
	if _, err := exec.LookPath("go"); err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "skirmish")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "go", "build", "-o", bin, "skirmish").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
}

// runProgram runs the built program, with NUL bytes taken out of its
// arguments and each cut to argMax, which is what a process accepts.
func runProgram(t *testing.T, bin string, env []string, d door) doorResult {
	t.Helper()
	args := make([]string, len(d.args))
	for i, a := range d.args {
		a = strings.ReplaceAll(a, "\x00", "")
		if len(a) > argMax {
			a = a[:argMax]
		}
		args[i] = a
	}
	stdin, closeIn := doorStdin(t, d)
	defer closeIn()
	ctx, cancel := context.WithTimeout(context.Background(), testclock.Limit(doorBinTimeout))
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = env
	cmd.Stdin = stdin
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	r := doorResult{stdout: out.String(), stderr: errOut.String(), took: time.Since(start)}
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Fatalf("still running after %v: a hang (stderr %q)", testclock.Limit(doorBinTimeout), clip(r.stderr, 500))
	case errors.As(err, &exit):
		r.code = exit.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return r
}

// checkDoor checks what a run of a row gave.
func checkDoor(t *testing.T, d door, r doorResult) {
	t.Helper()
	for _, s := range []string{r.stdout, r.stderr} {
		if strings.Contains(s, "panic") || strings.Contains(s, "goroutine ") {
			t.Errorf("a panic:\n%s", clip(s, 4000))
		}
	}
	if r.code != d.code {
		t.Errorf("exit %d, want %d\nstderr: %s", r.code, d.code, clip(printable(r.stderr), 2000))
	}
	if len(r.stderr) > stderrMax {
		t.Errorf("stderr is %d bytes: a flood, not a message:\n%s", len(r.stderr), clip(printable(r.stderr), 2000))
	}
	if d.code != 0 && strings.TrimSpace(r.stderr) == "" {
		t.Error("failed with nothing on stderr")
	}
	if !utf8.ValidString(r.stderr) || strings.ContainsFunc(r.stderr, hostileRune) {
		t.Errorf("stderr holds raw control characters or bytes that are not text: %q", clip(r.stderr, 2000))
	}
	for _, w := range d.want {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr does not say %q:\n%s", clip(w, 100), clip(printable(r.stderr), 2000))
		}
	}
	if r.took > testclock.Limit(5*time.Second) {
		t.Errorf("took %v: refusing bad input should be quick", r.took)
	}
}
