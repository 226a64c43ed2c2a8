package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// iconChoice maps one of the game's icon names to the Game Icons icon drawn
// for it.
type iconChoice struct {
	// Name is the game's name for the icon; the PNG is Name + ".png".
	Name string
	// ID is the icon's id in the game-icons set (and in the iconify JSON).
	ID string
	// Author is the icon's author slug on game-icons.net, as in the address
	// https://game-icons.net/1x1/AUTHOR/ID.html. The iconify JSON has no
	// per-icon author, so it was taken from the upstream repository
	// github.com/game-icons/icons, where each icon lives in AUTHOR/ID.svg.
	Author string
}

// iconList is one list of icons, icons.txt: the interface's (assets/) or
// a ruleset's (render/ID/). Its PNGs go to the folder icons beside it,
// its credits to CREDITS.md beside it.
type iconList struct {
	Path    string // the list file, slash-separated from the repository root
	Choices []iconChoice
}

// Dir is the folder that holds the list.
func (l iconList) Dir() string { return filepath.Dir(l.Path) }

// lowerWord is what a name, an id or an author slug may be made of.
var lowerWord = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// findLists returns the icon lists under root: the interface's
// (assets/icons.txt) first, then each ruleset's (render/*/icons.txt) in
// path order.
func findLists(root string) ([]string, error) {
	paths := []string{"assets/icons.txt"}
	more, err := filepath.Glob(filepath.Join(root, "render", "*", "icons.txt"))
	if err != nil {
		return nil, err
	}
	for _, p := range more {
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return nil, err
		}
		paths = append(paths, filepath.ToSlash(rel))
	}
	return paths, nil
}

// readList reads the icon list at root/rel: a line a icon, "NAME ID
// AUTHOR"; blank lines and lines from # on are skipped. A name listed
// twice, a malformed line or an empty list is an error.
func readList(root, rel string) (iconList, error) {
	data, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		return iconList{}, err
	}
	return parseList(rel, data)
}

// parseList parses the text of the icon list named rel (see readList).
func parseList(rel string, data []byte) (iconList, error) {
	l := iconList{Path: rel}
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return l, fmt.Errorf("%s:%d: want NAME GAME-ICONS-ID AUTHOR, got %q", rel, n, strings.TrimSpace(line))
		}
		for _, w := range f {
			if !lowerWord.MatchString(w) {
				return l, fmt.Errorf("%s:%d: %q is not lower-case words joined by hyphens", rel, n, w)
			}
		}
		if seen[f[0]] {
			return l, fmt.Errorf("%s:%d: icon %q listed twice", rel, n, f[0])
		}
		seen[f[0]] = true
		l.Choices = append(l.Choices, iconChoice{Name: f[0], ID: f[1], Author: f[2]})
	}
	if err := sc.Err(); err != nil {
		return l, fmt.Errorf("%s: %w", rel, err)
	}
	if len(l.Choices) == 0 {
		return l, fmt.Errorf("%s: no icons listed", rel)
	}
	return l, nil
}

// authorName gives the display name of an author slug: its words
// capitalised ("caro-asercion" is "Caro Asercion"), as game-icons.net
// shows them.
func authorName(slug string) string {
	words := strings.Split(slug, "-")
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}
