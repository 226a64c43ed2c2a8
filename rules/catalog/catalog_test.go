package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/tunnel"
)

// testCatalog holds a real ruleset as a fixture.
var testCatalog = Catalog{tunnel.Ruleset{}}

func TestLookupAndScenarios(t *testing.T) {
	rs, err := testCatalog.Lookup("tunnel")
	if err != nil || rs.ID() != "tunnel" {
		t.Fatalf("tunnel: %v", err)
	}
	if _, err := testCatalog.Lookup("chess"); err == nil || !strings.Contains(err.Error(), "tunnel") {
		t.Fatalf("an unknown id should list the known ones: %v", err)
	}
	def, err := Scenario(rs, "")
	if err != nil || def.Name != rs.Scenarios()[0].Name {
		t.Fatalf("default scenario: %v", err)
	}
	if _, err := Scenario(rs, "nowhere"); err == nil || !strings.Contains(err.Error(), "first-blood") {
		t.Fatalf("an unknown scenario should list the known ones: %v", err)
	}
}

func TestLevelFile(t *testing.T) {
	dir := t.TempDir()
	if _, err := LevelFile(dir); err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Fatalf("a directory: %v", err)
	}
	if _, err := LevelFile(filepath.Join(dir, "missing.txt")); err == nil {
		t.Fatal("a missing file should fail")
	}
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, make([]byte, MaxLevelBytes+1), 0o644)
	if _, err := LevelFile(big); err == nil || !strings.Contains(err.Error(), "the limit is") {
		t.Fatalf("a huge file: %v", err)
	}
	rs, _ := testCatalog.Lookup("tunnel")
	own, _ := Scenario(rs, "first-blood")
	path := filepath.Join(dir, "mine.txt")
	os.WriteFile(path, own.Source, 0o644)
	sc, err := LevelFile(path)
	if err != nil || sc.Name != "mine" || sc.Origin != path {
		t.Fatalf("level file: %+v %v", sc, err)
	}
	// A file is stored in the replay; an embedded scenario is not.
	if r := NewReplay(rs, sc, 1, rules.Options{}); r.Level == "" {
		t.Fatal("a level from a file must travel inside the replay")
	}
	if r := NewReplay(rs, own, 1, rules.Options{}); r.Level != "" {
		t.Fatal("an embedded scenario is named, not copied")
	}
}

func TestStartChecksTheRulesVersion(t *testing.T) {
	rs, _ := testCatalog.Lookup("tunnel")
	own, _ := Scenario(rs, "first-blood")
	r := NewReplay(rs, own, 1, rules.Options{})
	if _, st, err := testCatalog.Start(r, "x"); err != nil || st == nil {
		t.Fatalf("start: %v", err)
	}
	r.RulesetVersion = rs.Version() + 1
	if _, _, err := testCatalog.Start(r, "x"); err == nil || !strings.Contains(err.Error(), "version") {
		t.Fatalf("another rules version should be refused: %v", err)
	}
	r.RulesetVersion, r.Ruleset = rs.Version(), "nope"
	if _, _, err := testCatalog.Start(r, "x"); err == nil {
		t.Fatal("an unknown ruleset should be refused")
	}
}
