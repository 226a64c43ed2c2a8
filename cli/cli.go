// Package cli is the command line of skirmish: one file per subcommand.
// Main returns the process exit status: 0 success, 1 failure, 2 bad usage or
// bad input (an unknown flag, a malformed or illegal action).
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"skirmish/game/rulesets"
	"strings"
)

// Exit statuses.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// usageError marks errors that are the caller's input at fault (status 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

type command struct {
	name    string
	summary string
	example func(examples) string // the help's example, made from the default ruleset
	run     func(args []string, env *env) error
}

// env is what a command reads and writes.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

func commands() []command {
	fixed := func(s string) func(examples) string { return func(examples) string { return s } }
	return []command{
		{"window", "open the game's window (the default with no command)", fixed("skirmish window"), runWindow},
		{"shot", "draw the battle screen after some actions into a PNG (needs a display, e.g. Xvfb)", func(e examples) string { return e.shot }, runShot},
		{"console", "play in the terminal against the computer or a friend", func(e examples) string { return e.console }, runConsole},
		{"rulesets", "list rulesets and their scenarios", fixed("skirmish rulesets"), runRulesets},
		{"play", "apply actions to a scenario and print each event and the final state", func(e examples) string { return e.play }, runPlay},
		{"odds", "print the exact outcome distribution of an action", func(e examples) string { return e.odds }, runOdds},
		{"sim", "computer against computer (or random) games, with a summary", func(e examples) string { return e.sim }, runSim},
		{"bench", "measure the rules (speed, sizes, the computer) or, with -frames, the window's frames", func(e examples) string { return e.bench }, runBench},
		{"replay", "replay verify FILE: check a replay file action by action", fixed("skirmish replay verify game.replay.json"), runReplay},
		{"serve", "serve the browser game (built by build/web) over HTTP", fixed("skirmish serve -addr 127.0.0.1:8080 -dir dist/web"), runServe},
		{"version", "print the version of skirmish and the Go release it was built with", fixed("skirmish version"), runVersion},
	}
}

// Main runs the command line and returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) > 0 {
		switch args[0] {
		case "help", "-h", "-help", "--help":
			printHelp(stdout)
			return exitOK
		}
	}
	if len(args) == 0 {
		args = []string{"window"}
	} else if strings.HasPrefix(args[0], "-") {
		args = append([]string{"console"}, args...) // flags alone go to the terminal game
	}
	name := args[0]
	for _, c := range commands() {
		if c.name != name {
			continue
		}
		err := c.run(args[1:], e)
		switch {
		case err == nil:
			return exitOK
		case errors.Is(err, flag.ErrHelp):
			return exitOK
		}
		fmt.Fprintf(stderr, "skirmish %s: %s\n", name, clip(printable(err.Error()), maxMessageBytes))
		var ue usageError
		if errors.As(err, &ue) {
			return exitUsage
		}
		return exitFail
	}
	fmt.Fprintf(stderr, "skirmish: unknown command %q\n\n", clip(name, maxValueBytes))
	printHelp(stderr)
	return exitUsage
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "Skirmish: tabletop miniatures rules on a screen.")
	fmt.Fprintln(w, "\nUsage: skirmish [command] [flags]   (no command: open the window; flags alone go to console)")
	fmt.Fprintln(w, "\nCommands:")
	ex := examplesFor(rulesets.Default())
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-9s %s\n            e.g. %s\n", c.name, c.summary, c.example(ex))
	}
	fmt.Fprintln(w, "\nRun \"skirmish COMMAND -h\" for a command's flags.")
}

// newFlags returns a flag set that reports errors to the caller instead of
// exiting, and prints its usage to stderr on -h.
func newFlags(name string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet("skirmish "+name, flag.ContinueOnError)
	fs.SetOutput(printableWriter{e.stderr})
	return fs
}

// parseFlags parses args and rejects stray positional arguments and flag
// values too long to be meant.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q (flags go before it? values with spaces need quotes)", clip(strings.Join(fs.Args(), " "), 200))
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		if err == nil {
			err = checkValueSizes(f.Name, f.Value.String())
		}
	})
	return err
}

// set reports whether the flag was given on the command line.
func set(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}
