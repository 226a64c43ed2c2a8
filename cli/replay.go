package cli

import (
	"fmt"

	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
)

// maxReplayBytes bounds the replay files read.
const maxReplayBytes = session.MaxReplayBytes

func runReplay(args []string, e *env) error {
	if len(args) == 0 || args[0] != "verify" {
		return usagef("usage: skirmish replay verify FILE")
	}
	fs := newFlags("replay verify", e)
	if err := fs.Parse(args[1:]); err != nil {
		return usageError{err}
	}
	if fs.NArg() != 1 {
		return usagef("usage: skirmish replay verify FILE")
	}
	path := fs.Arg(0)
	r, sumErr, err := readReplay(path)
	if err != nil {
		return err
	}
	_, st, err := rulesets.Catalog().Start(r, path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	final, err := r.Verify(st)
	if err != nil {
		return fmt.Errorf("%s: FAILED: %w", path, err)
	}
	if sumErr != nil {
		return fmt.Errorf("%s: FAILED: every action replays, but %w", path, sumErr)
	}
	fmt.Fprintf(e.stdout, "OK: %s, %d actions verified, final hash %s\n", path, len(r.Steps), rules.FormatHash(final.Hash()))
	return nil
}

// readReplay reads and checks a replay file, naming the file in errors.
// When the checksum is the file's only fault, it returns the replay with
// that fault in sumErr, so that verify can name the action at fault.
func readReplay(path string) (r *rules.Replay, sumErr, err error) {
	data, err := readLimited("replay file", path, maxReplayBytes)
	if err != nil {
		return nil, nil, err
	}
	r, err = rules.ParseReplay(data)
	if r == nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, err, nil
}
