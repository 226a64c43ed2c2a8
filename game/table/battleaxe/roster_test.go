package battleaxe

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/game"
	ba "skirmish/rules/battleaxe"
)

func stdCatalog(t *testing.T) *ba.Catalog {
	t.Helper()
	cat, err := ba.Standard()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// TestRosterRoundTrip: the heroes written are the heroes read back, from
// the file in the store's folder.
func TestRosterRoundTrip(t *testing.T) {
	cat := stdCatalog(t)
	dir := t.TempDir()
	var r roster
	if msg := r.load(game.NewDirStore(dir), cat); msg != "" {
		t.Fatalf("a missing roster: %s", msg)
	}
	for _, h := range []RosterHero{{"Mira Quickstep", "elf", "wizard"}, {"Bron O'Dell", "dwarf", "fighter"}} {
		if err := r.add(h); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.add(RosterHero{"mira quickstep", "human", "priest"}); err == nil {
		t.Error("a second hero of the same name was added")
	}
	if err := r.add(RosterHero{"  ", "human", "priest"}); err == nil {
		t.Error("a hero with no name was added")
	}
	var back roster
	if msg := back.load(game.NewDirStore(dir), cat); msg != "" {
		t.Fatal(msg)
	}
	if len(back.heroes) != 2 || back.heroes[0] != r.heroes[0] || back.heroes[1] != r.heroes[1] {
		t.Fatalf("read back %v, wrote %v", back.heroes, r.heroes)
	}
	if err := back.remove(0); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(filepath.Join(dir, RosterName))
	if strings.Contains(string(data), "Mira") || !strings.Contains(string(data), "dwarf fighter Bron O'Dell") {
		t.Errorf("after deleting Mira the file reads:\n%s", data)
	}
}

// TestRosterDamagedIsSetAside: a damaged roster is set aside with a
// message naming the file and the line; what the player makes next goes
// to a new file, the damaged one is kept as it was.
func TestRosterDamagedIsSetAside(t *testing.T) {
	cat := stdCatalog(t)
	for _, tc := range []struct{ src, line string }{
		{"elf wizard Mira\nogre wizard Grub\n", ":2: there is no race \"ogre\""},
		{"# mine\n\nelf juggler Mira\n", ":3: there is no role \"juggler\""},
		{"elf wizard\n", ":1: expected"},
		{"elf wizard Mira!\n", ":1: the name"},
		{"elf wizard Mira\nelf wizard Mira\xff\n", ":2: not UTF-8"},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, RosterName)
		if err := os.WriteFile(path, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		var r roster
		msg := r.load(game.NewDirStore(dir), cat)
		if !strings.Contains(msg, path+tc.line) || !strings.Contains(msg, "set aside as "+path+".damaged-1") {
			t.Errorf("%q: the message %q names no file and line %q, or no new name", tc.src, msg, tc.line)
		}
		if len(r.heroes) != 0 {
			t.Errorf("%q: the damaged roster gave %v", tc.src, r.heroes)
		}
		if err := r.add(RosterHero{"Ada", "human", "priest"}); err != nil {
			t.Fatal(err)
		}
		kept, err := os.ReadFile(path + ".damaged-1")
		if err != nil || string(kept) != tc.src {
			t.Errorf("%q: the damaged file kept %q (%v)", tc.src, kept, err)
		}
	}
}

// TestCheckName: the names a roster takes.
func TestCheckName(t *testing.T) {
	for name, ok := range map[string]bool{"Mira": true, "Mira Quickstep": true, "Bron O'Dell": true, "Anne-Marie 2": true,
		"": false, " Mira": false, "Mira ": false, "Mira  Q": false, "9Lives": false, "Mira!": false, strings.Repeat("a", 25): false} {
		if err := checkName(name); (err == nil) != ok {
			t.Errorf("checkName(%q) = %v, want ok %v", name, err, ok)
		}
	}
}
