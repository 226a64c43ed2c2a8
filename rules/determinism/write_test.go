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
	write = flag.Bool("write", false, "TestWriteReplays: write the corpus games and hashes.txt that are missing")
	force = flag.Bool("force", false, "with -write: also overwrite files whose content changed")
)

// TestWriteReplays makes the corpus: with -write, it plays every game of
// Corpus, writes the replays that are missing and hashes.txt. A file whose
// content would change is left alone and reported, with what changed,
// unless -force is given too.
func TestWriteReplays(t *testing.T) {
	if !*write {
		t.Skip("run with -args -write to write the corpus")
	}
	var lines []Line
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
		lines = append(lines, line)
		old, err := os.ReadFile(filepath.FromSlash(g.Path()))
		var change string
		if err == nil {
			change = replayChange(old, r)
		}
		save(t, g.Path(), data, err == nil, change, fmt.Sprintf("%d actions, %d bytes", len(r.Steps), len(data)))
	}
	slices.SortFunc(lines, func(a, b Line) int { return strings.Compare(a.Path, b.Path) })
	data := FormatLines(lines)
	old, err := os.ReadFile(filepath.FromSlash(hashesFile))
	var change string
	if err == nil {
		change = linesChange(old, lines)
	}
	save(t, hashesFile, data, err == nil, change, fmt.Sprintf("%d replays", len(lines)))
	for _, p := range replayPaths(t) {
		if !slices.ContainsFunc(lines, func(l Line) bool { return l.Path == p }) {
			t.Errorf("%s is not a corpus game and has no line in %s: remove it or add it to Corpus", p, hashesFile)
		}
	}
}

// save writes data to p unless p exists with other content: then it
// reports change and, with -force, overwrites it.
func save(t *testing.T, p string, data []byte, exists bool, change, about string) {
	t.Helper()
	if exists && change == "" {
		return
	}
	if exists && !*force {
		t.Errorf("%s would change (left alone; add -force to overwrite): %s", p, change)
		return
	}
	if err := os.MkdirAll(filepath.Dir(filepath.FromSlash(p)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.FromSlash(p), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if exists {
		t.Logf("overwrote %s (%s): %s", p, about, change)
	} else {
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

// linesChange says which lines of hashes.txt would change, or returns ""
// when none would.
func linesChange(old []byte, lines []Line) string {
	if bytes.Equal(old, FormatLines(lines)) {
		return ""
	}
	was, err := ParseLines(old)
	if err != nil {
		return err.Error()
	}
	var b bytes.Buffer
	for _, l := range was {
		if !slices.Contains(lines, l) {
			fmt.Fprintf(&b, "\n\t- %s", l)
		}
	}
	for _, l := range lines {
		if !slices.Contains(was, l) {
			fmt.Fprintf(&b, "\n\t+ %s", l)
		}
	}
	if b.Len() == 0 {
		return "the comments or order change"
	}
	return b.String()
}
