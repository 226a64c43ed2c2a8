package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestParseList checks the list format: comments and blank lines are
// skipped, and a short line, a name listed twice, an upper-case word or
// an empty list are refused.
func TestParseList(t *testing.T) {
	l, err := parseList("x/icons.txt", []byte("# a comment\n\nundo anticlockwise-rotation delapouite # trailing\nlogo crossed-swords lorc\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []iconChoice{{"undo", "anticlockwise-rotation", "delapouite"}, {"logo", "crossed-swords", "lorc"}}
	if !slices.Equal(l.Choices, want) || l.Dir() != "x" {
		t.Errorf("parseList = %+v in %q, want %+v in x", l.Choices, l.Dir(), want)
	}
	for _, bad := range []string{"undo anticlockwise-rotation\n", "a b c\na d e\n", "Undo b c\n", "# nothing\n", "a b c d\n"} {
		if _, err := parseList("bad", []byte(bad)); err == nil {
			t.Errorf("parseList(%q) accepted it", bad)
		}
	}
}

// TestAuthorName checks the display names of the slugs the lists use.
func TestAuthorName(t *testing.T) {
	for slug, want := range map[string]string{"caro-asercion": "Caro Asercion", "lorc": "Lorc", "guard13007": "Guard13007", "kier-heyl": "Kier Heyl"} {
		if got := authorName(slug); got != want {
			t.Errorf("authorName(%q) = %q, want %q", slug, got, want)
		}
	}
}

// TestListsMatchTheirFolders checks every icon list of the repository
// (assets/icons.txt and render/*/icons.txt): it parses, the folder icons
// beside it holds exactly the PNGs it names, and CREDITS.md beside it
// credits each of them; the interface's credits name every other list's.
// A ruleset's art that is in its folder but not in its list (or the other
// way round) fails here, before build/assets would remove or redraw it.
func TestListsMatchTheirFolders(t *testing.T) {
	root := filepath.Join("..", "..")
	paths, err := findLists(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 2 {
		t.Fatalf("found the lists %v: want the interface's and at least one ruleset's", paths)
	}
	ifaceCredits, err := os.ReadFile(filepath.Join(root, "assets", "CREDITS.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		l, err := readList(root, p)
		if err != nil {
			t.Error(err)
			continue
		}
		var listed []string
		for _, c := range l.Choices {
			listed = append(listed, c.Name+".png")
		}
		slices.Sort(listed)
		files, _ := filepath.Glob(filepath.Join(root, l.Dir(), "icons", "*.png"))
		var have []string
		for _, f := range files {
			have = append(have, filepath.Base(f))
		}
		if !slices.Equal(listed, have) {
			t.Errorf("%s lists %v; %s/icons holds %v", p, listed, l.Dir(), have)
		}
		credits, err := os.ReadFile(filepath.Join(root, l.Dir(), "CREDITS.md"))
		if err != nil {
			t.Error(err)
			continue
		}
		for _, c := range l.Choices {
			row := "| `" + c.Name + "` | [" + c.ID + "](https://game-icons.net/1x1/" + c.Author + "/" + c.ID + ".html) |"
			if !strings.Contains(string(credits), row) {
				t.Errorf("%s/CREDITS.md has no row for %s (%s by %s): run build/assets", l.Dir(), c.Name, c.ID, c.Author)
			}
		}
		if l.Dir() != "assets" && !strings.Contains(string(ifaceCredits), "("+"../"+l.Dir()+"/CREDITS.md)") {
			t.Errorf("assets/CREDITS.md does not point to %s/CREDITS.md: run build/assets", l.Dir())
		}
	}
}
