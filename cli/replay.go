package cli

import (
	"fmt"

	"skirmish/game/rulesets"
	"skirmish/game/session"
	"skirmish/rules"
)

// maxReplayBytes bounds the replay files read.
const maxReplayBytes = session.MaxReplayBytes

// runReplay runs "replay verify FILE". Its exit status says whose fault a
// failure is: 2 when the file is (it cannot be read, is not a replay, is
// damaged, names rules or a scenario this program does not have, or its
// actions do not replay when it has no checksum to prove it intact), 1 when
// this program is: a file intact under its checksum, made with the same
// rules version, whose actions this program does not replay.
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
	rs, st, err := rulesets.Catalog().Start(r, path)
	if err != nil {
		return usagef("%s: %v", path, err)
	}
	final, err := r.Verify(st)
	switch {
	case err != nil && sumErr != nil:
		return usagef("%s: FAILED: %v (%v)", path, err, sumErr)
	case err != nil && r.Version >= 2:
		return fmt.Errorf("%s: FAILED: %w; the file is intact (its checksum matches), so this program does not replay what %s rules version %d recorded", path, err, rs.ID(), rs.Version())
	case err != nil:
		return usagef("%s: FAILED: %v (a version %d replay has no checksum, so the file may have been changed)", path, err, r.Version)
	case sumErr != nil:
		return usagef("%s: FAILED: every action replays, but %v", path, sumErr)
	}
	if _, err := fmt.Fprintf(e.stdout, "OK: %s, %d actions verified, final hash %s\n", path, len(r.Steps), rules.FormatHash(final.Hash())); err != nil {
		return fmt.Errorf("writing the result: %w", err)
	}
	return nil
}

// readReplay reads and checks a replay file, naming the file in errors,
// which are usage errors: the file is at fault. When the checksum is the
// file's only fault, it returns the replay with that fault in sumErr, so
// that verify can name the action at fault.
func readReplay(path string) (r *rules.Replay, sumErr, err error) {
	data, err := readLimited("replay file", path, maxReplayBytes)
	if err != nil {
		return nil, nil, err
	}
	r, err = rules.ParseReplay(data)
	if r == nil {
		return nil, nil, usagef("%s: %v", path, err)
	}
	return r, err, nil
}
