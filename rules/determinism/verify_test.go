package determinism

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"skirmish/game/rulesets"
	"slices"
	"strings"
	"testing"
)

// hashesFile is the committed line of every replay.
const hashesFile = "testdata/hashes.txt"

// needWords are words that must appear among the actions of a ruleset's
// replays, so that the corpus exercises every kind of action: in Magewinds,
// the muster (add, remove, default, ready), spells, Windburn (keep,
// discard), objects (take, drop, a spell at an object: "o#" stands for any
// object id, o1, o2...), reactions and knockback.
var needWords = map[string][]string{
	"tunnel":    {"end", "move", "turn", "swing", "open", "recover", "defend", "pick", "shunt"},
	"magewinds": {"add", "remove", "default", "ready", "deploy", "draw", "pass", "move", "attack", "guard", "cast", "drop", "hold", "step", "stay", "light", "heavy", "feint", "dodge", "deflect", "noreact", "knockback", "keep", "discard", "take", "o#"},
}

// word returns an action's word as needWords names it: a Magewinds object
// id (o1 to o9) is "o#".
func word(w string) string {
	if len(w) == 2 && w[0] == 'o' && w[1] >= '1' && w[1] <= '9' {
		return "o#"
	}
	return w
}

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

// TestReplaysVerify replays every game of the corpus and checks that each
// gives the hashes recorded in its file and the line of hashes.txt, and
// that every ruleset has MinPerRuleset replays over all its scenarios.
func TestReplaysVerify(t *testing.T) {
	data, err := os.ReadFile(filepath.FromSlash(hashesFile))
	if err != nil {
		t.Fatalf("%v (write the corpus with: go test ./rules/determinism -run TestWriteReplays -args -write)", err)
	}
	want, err := ParseLines(data)
	if err != nil {
		t.Fatalf("%s: %v", hashesFile, err)
	}
	wantBy := map[string]Line{}
	for _, l := range want {
		wantBy[l.Path] = l
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
					words[r.Ruleset][word(w)] = true
				}
			}
			w, ok := wantBy[p]
			switch {
			case !ok:
				t.Errorf("%s has no line for it; this run gives %q", hashesFile, line)
			case w != line:
				t.Errorf("%s records\n\t%s\nthis run gives\n\t%s", hashesFile, w, line)
			}
		})
	}
	for _, l := range want {
		if !slices.Contains(paths, l.Path) {
			t.Errorf("%s lists %s, which is missing", hashesFile, l.Path)
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
		for _, w := range needWords[id] {
			if !words[id][w] {
				t.Errorf("no %s replay has a %q action", id, w)
			}
		}
	}
	t.Logf("%d of %d replays verified", verified, len(paths))
}
