package layouttest

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/game"
	"skirmish/game/rulesets"
)

// TestPartsShareEveryScreen: every screen of the layout test is in one
// unit of one part, exactly once; each ruleset's screens (by the group of
// its table and of its replay viewer) are in its own unit, so that the
// steady regions of a table are compared within one part; and no part is
// empty or holds more than half again its share.
func TestPartsShareEveryScreen(t *testing.T) {
	screens, _, err := game.ShotScreensOf(rulesets.All)
	if err != nil {
		t.Fatal(err)
	}
	parts := share(unitsOf(screens, rulesets.All), Parts)
	seen := map[string]int{}
	total := 0
	for p, units := range parts {
		n := 0
		for _, u := range units {
			for _, s := range u.screens {
				seen[s.Name]++
				n++
				if u.name == menusUnit {
					if s.Group != "" {
						t.Errorf("%s of group %q is among the menus", s.Name, s.Group)
					}
				} else if s.Group != u.name+" table" && s.Group != u.name+" replay" {
					t.Errorf("%s of group %q is in the unit of %s", s.Name, s.Group, u.name)
				}
			}
		}
		if n == 0 {
			t.Errorf("part %d has no screen", p+1)
		}
		if n*2*Parts > len(screens)*3 {
			t.Errorf("part %d has %d of %d screens: more than half again its share", p+1, n, len(screens))
		}
		total += n
		t.Logf("part %d: %d screens", p+1, n)
	}
	for _, s := range screens {
		if seen[s.Name] != 1 {
			t.Errorf("%s is in %d parts", s.Name, seen[s.Name])
		}
	}
	if total != len(screens) {
		t.Errorf("the parts hold %d screens of %d", total, len(screens))
	}
}

// TestShareBalances: share gives the largest units first to the emptiest
// part, and keeps each part's units in their order.
func TestShareBalances(t *testing.T) {
	mk := func(name string, n int) unit { return unit{name: name, screens: make([]game.ShotScreen, n)} }
	got := share([]unit{mk("m", 5), mk("a", 6), mk("b", 10), mk("c", 7), mk("d", 6), mk("e", 8)}, 3)
	var names [][]string
	for _, p := range got {
		var ns []string
		for _, u := range p {
			ns = append(ns, fmt.Sprintf("%s%d", u.name, len(u.screens)))
		}
		names = append(names, ns)
	}
	want := [][]string{{"m5", "b10"}, {"d6", "e8"}, {"a6", "c7"}}
	if fmt.Sprint(names) != fmt.Sprint(want) {
		t.Errorf("share: %v, want %v", names, want)
	}
}

// TestPartsAreFolders: the folders part1 to part<Parts> exist, and no
// other: a part that no package runs would leave its screens unchecked.
func TestPartsAreFolders(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() && strings.HasPrefix(e.Name(), "part") {
			dirs = append(dirs, e.Name())
		}
	}
	var want []string
	for i := 1; i <= Parts; i++ {
		want = append(want, fmt.Sprintf("part%d", i))
		if _, err := os.Stat(filepath.Join(fmt.Sprintf("part%d", i), "layout_test.go")); err != nil {
			t.Error(err)
		}
	}
	slices.Sort(dirs)
	if !slices.Equal(dirs, want) {
		t.Errorf("folders %v, want %v (Parts = %d)", dirs, want, Parts)
	}
}
