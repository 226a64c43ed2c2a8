package determinism

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/rules"
)

var (
	write = flag.Bool("write", false, "TestWriteReplays: write the corpus games and hashes files that are missing, and add missing lines")
	force = flag.Bool("force", false, "with -write: also overwrite replays and hashes lines whose content changed")
)

// TestWriteReplays makes the corpus: with -write, it plays every game of
// Corpus and writes the replays that are missing, and each ruleset's
// hashes file (HashesPath): a new one whole, an existing one when lines
// are only added to it (a new scenario's games). A replay that would
// change, or a hashes file whose lines would change or go, is left alone
// and reported, with what changed, unless -force is given too.
func TestWriteReplays(t *testing.T) {
	if !*write {
		t.Skip("run with -args -write to write the corpus")
	}
	lines := map[string][]Line{} // by ruleset
	for _, g := range Corpus(rulesets.Catalog()) {
		r, err := Generate(rulesets.Catalog(), g)
		if err != nil {
			t.Fatal(err)
		}
		data := r.Marshal()
		_, line, err := Check(rulesets.Catalog(), g.Path(), data)
		if err != nil {
			t.Fatalf("a generated game does not verify: %v", err)
		}
		lines[g.Ruleset] = append(lines[g.Ruleset], line)
		old, err := os.ReadFile(filepath.FromSlash(g.Path()))
		var change string
		if err == nil {
			change = replayChange(old, r)
		}
		save(t, g.Path(), data, err == nil, change, false, fmt.Sprintf("%d actions, %d bytes", len(r.Steps), len(data)))
	}
	var all []Line
	for _, rs := range rulesets.Catalog() {
		ls := lines[rs.ID()]
		slices.SortFunc(ls, func(a, b Line) int { return strings.Compare(a.Path, b.Path) })
		all = append(all, ls...)
		file := HashesPath(rs.ID())
		old, err := os.ReadFile(filepath.FromSlash(file))
		var change string
		added := false
		if err == nil {
			change, added = linesChange(old, ls)
		}
		save(t, file, FormatLines(ls), err == nil, change, added, fmt.Sprintf("%d replays", len(ls)))
	}
	for _, p := range replayPaths(t) {
		if !slices.ContainsFunc(all, func(l Line) bool { return l.Path == p }) {
			t.Errorf("%s is not a corpus game and has no line in a hashes file: remove it or add it to Corpus", p)
		}
	}
}

// save writes data to p unless p exists with other content: then it
// reports change and, with -force, overwrites it. When added is true the
// change only adds to what p holds, and p is written without -force.
func save(t *testing.T, p string, data []byte, exists bool, change string, added bool, about string) {
	t.Helper()
	if exists && change == "" {
		return
	}
	if exists && !added && !*force {
		t.Errorf("%s would change (left alone; add -force to overwrite): %s", p, change)
		return
	}
	if err := os.MkdirAll(filepath.Dir(filepath.FromSlash(p)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.FromSlash(p), data, 0o644); err != nil {
		t.Fatal(err)
	}
	switch {
	case exists && added:
		t.Logf("added to %s (%s): %s", p, about, change)
	case exists:
		t.Logf("overwrote %s (%s): %s", p, about, change)
	default:
		t.Logf("wrote %s (%s)", p, about)
	}
}

// replayChange says how the replay r differs from the file old, or returns
// "" when writing r would give the same bytes.
func replayChange(old []byte, r *rules.Replay) string {
	if bytes.Equal(old, r.Marshal()) {
		return ""
	}
	o, err := rules.ParseReplay(old)
	if o == nil {
		return fmt.Sprintf("the file does not read (%v)", err)
	}
	switch {
	case o.Ruleset != r.Ruleset || o.RulesetVersion != r.RulesetVersion:
		return fmt.Sprintf("ruleset %s version %d becomes %s version %d", o.Ruleset, o.RulesetVersion, r.Ruleset, r.RulesetVersion)
	case o.Scenario != r.Scenario || o.Level != r.Level:
		return fmt.Sprintf("scenario %s becomes %s", o.Scenario, r.Scenario)
	case o.Seed != r.Seed:
		return fmt.Sprintf("seed %d becomes %d", o.Seed, r.Seed)
	}
	for i := range min(len(o.Steps), len(r.Steps)) {
		if o.Steps[i] != r.Steps[i] {
			return fmt.Sprintf("action %d was %q giving %s, is now %q giving %s (%d actions, were %d)",
				i+1, o.Steps[i].Action, o.Steps[i].Hash, r.Steps[i].Action, r.Steps[i].Hash, len(r.Steps), len(o.Steps))
		}
	}
	if len(o.Steps) != len(r.Steps) {
		return fmt.Sprintf("%d actions, were %d", len(r.Steps), len(o.Steps))
	}
	return "the layout of the file changes"
}

// linesChange says which lines of a hashes file would change, or returns
// "" when none would. added reports that every line old holds is kept, in
// the same order, and only new lines come (or the comments change):
// writing the file then overwrites no recorded hash.
func linesChange(old []byte, lines []Line) (change string, added bool) {
	if bytes.Equal(old, FormatLines(lines)) {
		return "", false
	}
	was, err := ParseLines(old)
	if err != nil {
		return err.Error(), false
	}
	var b bytes.Buffer
	gone := false
	for _, l := range was {
		if !slices.Contains(lines, l) {
			fmt.Fprintf(&b, "\n\t- %s", l)
			gone = true
		}
	}
	for _, l := range lines {
		if !slices.Contains(was, l) {
			fmt.Fprintf(&b, "\n\t+ %s", l)
		}
	}
	kept := slices.DeleteFunc(slices.Clone(lines), func(l Line) bool { return !slices.Contains(was, l) })
	added = !gone && slices.Equal(kept, was)
	if b.Len() == 0 {
		return "the comments or order change", added
	}
	return b.String(), added
}
