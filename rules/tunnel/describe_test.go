package tunnel

import (
	"strings"
	"testing"
	"unicode"
)

// legendKey is what the legend must say for each kind of map character.
func legendKey(c rune) (string, bool) {
	switch {
	case c >= '1' && c <= '9':
		return "1-9  a light of that radius", true
	case unicode.IsLetter(c):
		return "A letter is a model", true
	}
	key, ok := map[rune]string{
		'#': "#  wall",
		'+': "+  closed door",
		'/': "/  open door",
		'.': ".  lit floor",
		',': ",  dark floor",
		'>': ">  exit",
		' ': "(space) rock",
	}[c]
	return key, ok
}

// TestLegendCoversDescribe draws a map wider than 26 columns with every
// kind of square and checks that the legend explains each character
// Describe puts on it, and the two rows of column letters.
func TestLegendCoversDescribe(t *testing.T) {
	g := board(t, `
goal: escape side 1
side 1: Gnomes
side 2: Goblins
map:
##############################
#A.+./..........1..........g>#
#####  ##############  #######
legend:
A: gnome side 1 facing E
g: goblin side 2 facing W
`)
	text := g.Describe()
	legend := Ruleset{}.Legend()
	seen := map[rune]bool{}
	lines := strings.Split(text, "\n")
	for _, line := range lines {
		if len(line) < 4 || strings.TrimSpace(line[:3]) == "" || !unicode.IsDigit(rune(line[2])) {
			continue // not a map row
		}
		for _, c := range line[4:] {
			key, ok := legendKey(c)
			if !ok {
				t.Errorf("the map shows %q, which the test does not know: add it to the legend and to legendKey", c)
				continue
			}
			seen[c] = true
			if !strings.Contains(legend, key) {
				t.Errorf("the map shows %q; the legend does not say %q:\n%s", c, key, legend)
			}
		}
	}
	for _, c := range "#+/.,> 1Ag" {
		if !seen[c] {
			t.Errorf("the test's map shows no %q:\n%s", c, text)
		}
	}
	if !strings.Contains(lines[1], "a") || !strings.HasPrefix(strings.TrimSpace(lines[1]), "aaaa") {
		t.Errorf("no second row of column letters past z:\n%s", text)
	}
	for _, w := range []string{"aa, ab", "d4", "facing", "north is up the map", "PRONE", "swung"} {
		if !strings.Contains(legend, w) {
			t.Errorf("the legend does not say %q", w)
		}
	}
}
