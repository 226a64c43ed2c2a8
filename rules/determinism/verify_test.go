package determinism

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/game/rulesets"
	"skirmish/rules"
)

// writeCommand is how the corpus is written, for the messages.
const writeCommand = "go test ./rules/determinism -run TestWriteReplays -args -write"

// replayPaths returns the replay files under testdata, with slashes, sorted.
func replayPaths(t *testing.T) []string {
	t.Helper()
	var paths []string
	err := filepath.WalkDir(filepath.FromSlash("testdata/replays"), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".replay.json") {
			paths = append(paths, filepath.ToSlash(p))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(paths)
	return paths
}

// readHashes reads the hashes file of a ruleset and checks that each of
// its lines names a replay of that ruleset's folder.
func readHashes(id string) ([]Line, error) {
	file := HashesPath(id)
	data, err := os.ReadFile(filepath.FromSlash(file))
	if err != nil {
		return nil, fmt.Errorf("%w (write the corpus with: %s)", err, writeCommand)
	}
	lines, err := ParseLines(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for _, l := range lines {
		if path.Dir(l.Path) != path.Dir(file) {
			return nil, fmt.Errorf("%s lists %s, which is not in its folder", file, l.Path)
		}
	}
	return lines, nil
}

// missingWords returns the words of want that no action word of seen
// matches (rules.MatchesWord).
func missingWords(want []string, seen map[string]bool) []string {
	var out []string
	for _, w := range want {
		found := false
		for a := range seen {
			if rules.MatchesWord(w, a) {
				found = true
				break
			}
		}
		if !found {
			out = append(out, w)
		}
	}
	return out
}

// TestReplaysVerify replays every game of the corpus and checks that each
// gives the hashes recorded in its file and the line of its ruleset's
// hashes file, that every ruleset has MinPerRuleset replays over all its
// scenarios, and that its replays hold every word its rules.Profile names
// (a ruleset without a profile, or with no words, fails).
func TestReplaysVerify(t *testing.T) {
	wantBy := map[string]Line{}
	var want []Line
	for _, rs := range rulesets.Catalog() {
		lines, err := readHashes(rs.ID())
		if err != nil {
			t.Errorf("%s: %v", rs.ID(), err)
			continue
		}
		want = append(want, lines...)
		for _, l := range lines {
			wantBy[l.Path] = l
		}
	}

	paths := replayPaths(t)
	verified := 0
	perRuleset := map[string]int{}
	scenarios := map[string][]string{}
	words := map[string]map[string]bool{}
	for _, p := range paths {
		t.Run(strings.TrimPrefix(p, "testdata/replays/"), func(t *testing.T) {
			data, err := os.ReadFile(filepath.FromSlash(p))
			if err != nil {
				t.Fatal(err)
			}
			r, line, err := Check(rulesets.Catalog(), p, data)
			if err != nil {
				t.Fatal(err)
			}
			verified++
			if dir := path.Base(path.Dir(p)); dir != r.Ruleset {
				t.Errorf("a %s replay in the %s directory", r.Ruleset, dir)
			}
			perRuleset[r.Ruleset]++
			if !slices.Contains(scenarios[r.Ruleset], r.Scenario) {
				scenarios[r.Ruleset] = append(scenarios[r.Ruleset], r.Scenario)
			}
			if words[r.Ruleset] == nil {
				words[r.Ruleset] = map[string]bool{}
			}
			for _, s := range r.Steps {
				for _, w := range strings.Fields(s.Action) {
					words[r.Ruleset][w] = true
				}
			}
			file := HashesPath(r.Ruleset)
			w, ok := wantBy[p]
			switch {
			case !ok:
				t.Errorf("%s has no line for it; this run gives %q", file, line)
			case w != line:
				t.Errorf("%s records\n\t%s\nthis run gives\n\t%s", file, w, line)
			}
		})
	}
	for _, l := range want {
		if !slices.Contains(paths, l.Path) {
			t.Errorf("%s lists %s, which is missing", HashesPath(path.Base(path.Dir(l.Path))), l.Path)
		}
	}
	for _, g := range Corpus(rulesets.Catalog()) {
		if !slices.Contains(paths, g.Path()) {
			t.Errorf("corpus game %s is missing (write it with -write)", g.Path())
		}
	}
	for _, rs := range rulesets.Catalog() {
		id := rs.ID()
		if n := perRuleset[id]; n < MinPerRuleset {
			t.Errorf("%s has %d replays in testdata/replays/%s; at least %d are needed", id, n, id, MinPerRuleset)
		}
		for _, sc := range rs.Scenarios() {
			if !slices.Contains(scenarios[id], sc.Name) {
				t.Errorf("%s scenario %s has no replay", id, sc.Name)
			}
		}
		prof, err := rules.ProfileOf(rs)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, w := range missingWords(prof.CorpusWords, words[id]) {
			t.Errorf("no %s replay has a %q action (its profile's CorpusWords)", id, w)
		}
	}
	t.Logf("%d of %d replays verified", verified, len(paths))
}

// TestMissingWords: the words no action word matches are the missing
// ones, "o#" standing for any of o1 to o9.
func TestMissingWords(t *testing.T) {
	seen := map[string]bool{"a1": true, "move": true, "o2": true}
	if got := missingWords([]string{"move", "o#", "cast", "a#"}, seen); !slices.Equal(got, []string{"cast"}) {
		t.Errorf("missing %v, want [cast]", got)
	}
}
