package rulesets

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game/table"
	"skirmish/rules"
)

// rulesetFolders returns the folders a ruleset's code lives in, from the
// repository's root, for every ruleset of All.
func rulesetFolders() (ids []string, folders []string) {
	for _, k := range All {
		id := k.Rules().ID()
		ids = append(ids, id)
		for _, top := range []string{"rules", "levels", "render", "game/table"} {
			folders = append(folders, top+"/"+id)
		}
	}
	return ids, folders
}

// TestShellNamesNoRuleset: the app shell (package game) does not depend on
// any ruleset's packages; it gets the rulesets from this list.
func TestShellNamesNoRuleset(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "skirmish/game").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	_, folders := rulesetFolders()
	for _, pkg := range strings.Fields(string(out)) {
		for _, f := range folders {
			if pkg == "skirmish/"+f || strings.HasPrefix(pkg, "skirmish/"+f+"/") {
				t.Errorf("package game depends on %s, a ruleset's package", pkg)
			}
		}
	}
}

// TestOnlyTheRegistryNamesRulesets: outside a ruleset's own folders and
// this package's list, no source file (tests aside) imports a ruleset's
// package or names a ruleset by its id, as rulesetNames finds names: in an
// import path, an identifier or a string, not in prose. Adding a ruleset
// is its folders and one line in All.
func TestOnlyTheRegistryNamesRulesets(t *testing.T) {
	ids, folders := rulesetFolders()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, root+string(filepath.Separator)))
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != root || rel == "build/.cache" || rel == "node_modules" || rel == "dist" {
				return filepath.SkipDir
			}
			for _, f := range folders {
				if rel == f {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || rel == "game/rulesets/rulesets.go" {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, m := range rulesetNames(fset, file, ids, folders) {
			t.Error(m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestEveryRulesetDeclaresAProfile: every ruleset of All declares, in its
// own folder, what the shared suites need to know about it (rules.Profile:
// its share of the property test, the words its replay corpus must hold),
// so that none is silently left out of them.
func TestEveryRulesetDeclaresAProfile(t *testing.T) {
	for _, k := range All {
		if _, err := rules.ProfileOf(k.Rules()); err != nil {
			t.Error(err)
		}
	}
}

// TestEveryRulesetHasItsTests: every ruleset of the list brings the tests
// that docs/adding-a-ruleset.md asks for: fuzz targets for its notation,
// its levels and its snapshots, with seed corpora, and a whole game through
// injected input at its table. (The property test, the determinism corpus,
// the review of every replay, the benchmarks and the seam iterate All.)
func TestEveryRulesetHasItsTests(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, k := range All {
		id := k.Rules().ID()
		has := func(dir, what string) bool {
			files, _ := filepath.Glob(filepath.Join(root, dir, "*_test.go"))
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err == nil && strings.Contains(string(data), what) {
					return true
				}
			}
			return false
		}
		for _, target := range []string{"FuzzParseAction", "FuzzParseLevel", "FuzzDecode"} {
			if !has("rules/"+id, "func "+target+"(") {
				t.Errorf("%s: rules/%s has no %s fuzz target", id, id, target)
			}
			if seeds, _ := filepath.Glob(filepath.Join(root, "rules", id, "testdata", "fuzz", target, "*")); len(seeds) == 0 {
				t.Errorf("%s: %s has no seed corpus in rules/%s/testdata/fuzz/%s", id, target, id, target)
			}
		}
		if !has("game/table/"+id, "gametest.NewDriver") {
			t.Errorf("%s: game/table/%s has no test that plays through the app's input (gametest.NewDriver)", id, id)
		}
		if !has("game/table/"+id, "TestMain") {
			t.Errorf("%s: game/table/%s's tests do not run in the game loop (gameloop.Main in TestMain)", id, id)
		}
	}
}

// TestEveryTableKnowsItsQuickestWay: the couch tests (game/couch,
// web/test/couch.mjs) play every ruleset of the list the quickest way its
// table knows: every kind must be a table.Quickest.
func TestEveryTableKnowsItsQuickestWay(t *testing.T) {
	for _, k := range All {
		if err := table.NewQuick(k).Missing(); err != nil {
			t.Error(err)
		}
	}
}
