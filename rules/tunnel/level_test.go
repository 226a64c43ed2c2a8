package tunnel

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	tunnellevels "skirmish/levels/tunnel"
	"skirmish/rules/grid"
)

// lvlDuel is a valid level; the malformed levels below are edits of it.
// Its lines, for the expected error positions:
//
//	1 title   2 side 1   3 side 2   4 blank   5 map:   6-8 map rows
//	9 blank   10 legend:   11 A   12 B
const lvlDuel = `title: Duel
side 1: Gnomes
side 2: Goblins

map:
######
#.AB.#
######

legend:
A: gnome side 1 facing E
B: goblin side 2 facing W
`

// lvlEdit returns lvlDuel with old replaced by new, failing if old is not
// in it exactly once.
func lvlEdit(t *testing.T, old, new string) string {
	t.Helper()
	if strings.Count(lvlDuel, old) != 1 {
		t.Fatalf("%q is not in the duel level exactly once", old)
	}
	return strings.Replace(lvlDuel, old, new, 1)
}

func lvlParse(t *testing.T, src string) *Level {
	t.Helper()
	l, err := ParseLevel("test", "test.txt", []byte(src))
	if err != nil {
		t.Fatalf("ParseLevel: %v\n%s", err, src)
	}
	return l
}

func TestLevelEmbeddedLevelsParse(t *testing.T) {
	files := tunnellevels.List()
	if len(files) < 4 {
		t.Fatalf("levels.List(%q) has %d files, want at least 4", RulesetID, len(files))
	}
	for _, f := range files {
		l, err := ParseLevel(f.Name, f.Path, f.Source)
		if err != nil {
			t.Errorf("%s: %v", f.Path, err)
			continue
		}
		if l.Name != f.Name || l.Title == "" || l.Title == f.Name || l.Blurb == "" {
			t.Errorf("%s: name %q, title %q, blurb %q", f.Path, l.Name, l.Title, l.Blurb)
		}
		if l.W < 1 || l.H < 1 || len(l.Tiles) != l.W*l.H {
			t.Errorf("%s: %dx%d map with %d tiles", f.Path, l.W, l.H, len(l.Tiles))
		}
		if len(l.Sides) < 2 || len(l.Models) < 2 {
			t.Errorf("%s: %d sides, %d models", f.Path, len(l.Sides), len(l.Models))
		}
		for _, m := range l.Models {
			if !l.At(m.At).Walkable() {
				t.Errorf("%s: model %c stands on tile %d at %s", f.Path, m.ID, l.At(m.At), m.At)
			}
		}
	}
	// Scenarios leaves out levels that do not parse: none may be missing.
	if got := len(Ruleset{}.Scenarios()); got != len(files) {
		t.Errorf("Scenarios() has %d levels, the embedded files %d", got, len(files))
	}
}

func TestLevelErrors(t *testing.T) {
	var known []string
	for _, p := range Profiles {
		known = append(known, p.ID)
	}
	threeSides := `title: Three
goal: escape side 1
side 1: Gnomes
side 2: Goblins
side 3: Kobolds

map:
#######
#A.B.C>
#######

legend:
A: gnome side 1 facing E
B: goblin side 2 facing W
C: kobold side 3 facing W
`
	// A single side: both models fight for the Gnomes and only they are named.
	singleSide := strings.Replace(lvlEdit(t, "side 2: Goblins\n", ""), "goblin side 2", "goblin side 1", 1)
	tests := []struct {
		name      string
		src       string
		line, col int // col -1: do not check
		frag      string
	}{
		{"unknown tile", lvlEdit(t, "#.AB.#", "#.AB*#"), 7, 5, `'*' is not a tile`},
		{"tab in map", lvlEdit(t, "#.AB.#", "#\tAB.#"), 7, 2, "is not a tile"},
		// A character of several bytes is named whole, at its column in
		// characters, and counts as one square of the width.
		{"accented letter", lvlEdit(t, "#.AB.#", "#éAB.#"), 7, 2, `'é' is not a tile`},
		{"four-byte character", lvlEdit(t, "#.AB.#", "#.AB🦔#"), 7, 5, `'🦔' is not a tile`},
		{"full-width wall", lvlEdit(t, "#.AB.#", "#.AB.＃"), 7, 6, `'＃' is not a tile`},
		{"wide characters count once", lvlEdit(t, "#.AB.#", "#.AB.#"+strings.Repeat("é", 40)), 7, 7, `'é' is not a tile`},
		{"not UTF-8", lvlEdit(t, "#.AB.#", "#.AB\xff#"), 7, 5, "byte 0xff is not UTF-8 text"},
		{"accented legend letter", lvlDuel + "É: dwarf side 1 facing N\n", 13, 1, `'É' cannot name a model`},
		{"model not in legend", lvlEdit(t, "#.AB.#", "#.ABC#"), 7, 5, "model C is on the map but not in the legend"},
		{"model twice on map", lvlEdit(t, "#.AB.#", "#AAB.#"), 7, 3, "model A appears twice on the map"},
		{"legend letter not on map", lvlDuel + "C: dwarf side 1 facing N\n", 13, 1, "model C is in the legend but not on the map"},
		{"duplicate legend letter", lvlDuel + "A: dwarf side 1 facing N\n", 13, 1, "letter A is already in the legend at line 11"},
		{"legend key not a letter", lvlDuel + "AB: dwarf side 1 facing N\n", 13, 1, "a single letter, a colon"},
		{"legend line too short", lvlEdit(t, "B: goblin side 2 facing W", "B: goblin side 2"), 12, 4, `expected "<fighter> side <N> facing <N|E|S|W>"`},
		{"unknown fighter", lvlEdit(t, "B: goblin", "B: orc"), 12, 4, `unknown fighter "orc" (known: ` + strings.Join(known, ", ") + ")"},
		{"legend side 0", lvlEdit(t, "goblin side 2", "goblin side 0"), 12, 0, `side must be a number from 1 to 4, found "0"`},
		{"legend side 5", lvlEdit(t, "goblin side 2", "goblin side 5"), 12, 0, `side must be a number from 1 to 4, found "5"`},
		{"legend side x", lvlEdit(t, "goblin side 2", "goblin side two"), 12, 0, `found "two"`},
		{"header side x", lvlEdit(t, "side 2: Goblins", "side x: Goblins"), 3, 6, `expected a side number from 1 to 4 in "side x"`},
		{"header side 9", lvlEdit(t, "side 2: Goblins", "side 9: Goblins"), 3, 6, "from 1 to 4"},
		{"side without name", lvlEdit(t, "side 2: Goblins", "side 2:"), 3, 0, "side 2 needs a name"},
		{"bad facing", lvlEdit(t, "side 2 facing W", "side 2 facing NW"), 12, 0, `facing must be N, E, S or W, found "NW"`},
		{"lower-case facing", lvlEdit(t, "side 2 facing W", "side 2 facing w"), 12, 0, `found "w"`},
		{"name without a name", lvlEdit(t, "side 2 facing W", "side 2 facing W name"), 12, 0, `only "name <display name>" may follow`},
		{"junk after facing", lvlEdit(t, "side 2 facing W", "side 2 facing W fast"), 12, 0, `found "fast"`},
		{"rounds 0", "rounds: 0\n" + lvlDuel, 1, 9, `rounds must be a whole number from 1 to 200, found "0"`},
		{"rounds 201", "rounds: 201\n" + lvlDuel, 1, 9, `found "201"`},
		{"rounds x", "rounds: x\n" + lvlDuel, 1, 9, `found "x"`},
		{"unknown header key", lvlEdit(t, "title: Duel", "colour: red"), 1, 1, `unknown key "colour"`},
		{"header line without colon", lvlEdit(t, "title: Duel", "Duel"), 1, 1, `expected "key: value"`},
		{"bad goal", "goal: capture the flag\n" + lvlDuel, 1, 0, `goal must be "eliminate" or "escape side N"`},
		{"escape side 5", "goal: escape side 5\n" + lvlDuel, 1, 0, "needs a side number from 1 to 4"},
		{"second map", lvlDuel + "map:\n###\n", 13, 1, "a second map"},
		{"missing map", "title: No map\nside 1: A\nside 2: B\n", 0, 0, "no map"},
		{"map header without rows", "title: Empty\nmap:\nlegend:\n", 0, 0, "no map"},
		{"map wider than 48", lvlEdit(t, "######\n#.AB.#", strings.Repeat("#", 49)+"\n#.AB.#"), 6, 0, "map is 49x3 squares; at most 48x48"},
		{"map taller than 48", lvlEdit(t, "#.AB.#\n", "#.AB.#\n"+strings.Repeat("#.#\n", 46)), 6, 0, "map is 6x49 squares; at most 48x48"},
		{"a single side only", singleSide, 0, 0, "a level needs models on at least two sides"},
		{"side named without models", lvlEdit(t, "side 2: Goblins", "side 2: Goblins\nside 3: Kobolds"), 4, 0, "side 3 has no models"},
		{"gap in the sides", lvlEdit(t, "B: goblin side 2", "B: goblin side 3"), 3, 0, "side 2 has no models"},
		{"escape goal without exit", "goal: escape side 1\n" + lvlDuel, 1, 0, "an escape goal needs at least one exit square (>)"},
		{"escape goal naming a missing side", "goal: escape side 3\n" + lvlEdit(t, "#.AB.#", "#.AB>#"), 1, 0, "goal names side 3 but the level has 2 sides"},
		{"escape goal with three sides", threeSides, 2, 0, "an escape goal needs exactly two sides; the level has 3"},
		{"duplicate side name line", lvlEdit(t, "side 2: Goblins", "side 2: Goblins\nside 2: Orcs"), 4, 0, "side 2 is named twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := ParseLevel("test", "levels/test.txt", []byte(tc.src))
			if err == nil {
				t.Fatalf("parsed without error (%dx%d, %d models):\n%s", l.W, l.H, len(l.Models), tc.src)
			}
			var le *LevelError
			if !errors.As(err, &le) {
				t.Fatalf("error %T %v is not a *LevelError", err, err)
			}
			if le.File != "levels/test.txt" {
				t.Errorf("File = %q", le.File)
			}
			if le.Line != tc.line || tc.col >= 0 && le.Col != tc.col {
				t.Errorf("at line %d col %d, want line %d col %d: %v", le.Line, le.Col, tc.line, tc.col, err)
			}
			if !strings.Contains(le.Msg, tc.frag) {
				t.Errorf("message %q does not contain %q", le.Msg, tc.frag)
			}
			if !strings.HasPrefix(err.Error(), "levels/test.txt:") || !strings.HasSuffix(err.Error(), le.Msg) {
				t.Errorf("Error() = %q", err.Error())
			}
		})
	}
}

func TestLevelErrorFormat(t *testing.T) {
	for _, tc := range []struct {
		e    LevelError
		want string
	}{
		{LevelError{File: "f.txt", Line: 3, Col: 7, Msg: "bad"}, "f.txt:3:7: bad"},
		{LevelError{File: "f.txt", Line: 3, Msg: "bad"}, "f.txt:3: bad"},
		{LevelError{File: "f.txt", Msg: "bad"}, "f.txt: bad"},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

// lvlSame reports the first difference between two parsed levels, ignoring
// the source text they were parsed from.
func lvlSame(t *testing.T, what string, a, b *Level) {
	t.Helper()
	type view struct {
		Title, Blurb string
		W, H         int
		Tiles        []Tile
		Lights       []Light
		Models       []Placement
		Sides        []string
		Rounds       int
		Goal         Goal
	}
	va := view{a.Title, a.Blurb, a.W, a.H, a.Tiles, a.Lights, a.Models, a.Sides, a.Rounds, a.Goal}
	vb := view{b.Title, b.Blurb, b.W, b.H, b.Tiles, b.Lights, b.Models, b.Sides, b.Rounds, b.Goal}
	if !reflect.DeepEqual(va, vb) {
		t.Errorf("%s parses differently:\n%+v\n%+v", what, va, vb)
	}
}

func TestLevelLineEndingsAndTrailingSpace(t *testing.T) {
	src := `// comment
title: Crossing
blurb: Light in the middle.
rounds: 12
goal: escape side 1
side 1: Gnomes
side 2: Goblins

map:
#######
#A.3..>
#..B..#
#######

legend:
A: gnome side 1 facing E name Pip the Bold
B: goblin side 2 facing W
`
	lf := lvlParse(t, src)
	lines := strings.Split(strings.TrimSuffix(src, "\n"), "\n")
	variants := map[string]string{
		"CRLF":            strings.Join(lines, "\r\n") + "\r\n",
		"trailing spaces": strings.Join(lines, "  \t\n") + " \n",
		"CRLF and spaces": strings.Join(lines, "   \r\n") + "\r\n",
		"no final EOL":    strings.TrimSuffix(src, "\n"),
	}
	for name, v := range variants {
		lvlSame(t, name, lf, lvlParse(t, v))
	}
	if lf.W != 7 || lf.H != 4 || lf.Rounds != 12 || lf.Goal.Escape != 0 || lf.Title != "Crossing" {
		t.Errorf("level = %dx%d rounds %d escape %d title %q", lf.W, lf.H, lf.Rounds, lf.Goal.Escape, lf.Title)
	}
	if lf.At(grid.Pt(6, 1)) != Exit || lf.At(grid.Pt(0, 0)) != Wall || lf.At(grid.Pt(1, 2)) != Floor {
		t.Errorf("tiles wrong: exit %d wall %d floor %d", lf.At(grid.Pt(6, 1)), lf.At(grid.Pt(0, 0)), lf.At(grid.Pt(1, 2)))
	}
	if lf.Models[0].Line != 16 || lf.Models[1].Line != 17 {
		t.Errorf("legend lines %d, %d; want 16, 17", lf.Models[0].Line, lf.Models[1].Line)
	}

	// Errors are reported at the same line and column with CRLF.
	bad := strings.Replace(variants["CRLF"], "#..B..#", "#..B.?#", 1)
	_, err := ParseLevel("x", "x.txt", []byte(bad))
	var le *LevelError
	if !errors.As(err, &le) || le.Line != 12 || le.Col != 6 {
		t.Errorf("CRLF level with a bad tile: %v, want x.txt:12:6", err)
	}
}

func TestLevelUnequalRowsPadWithRock(t *testing.T) {
	l := lvlParse(t, `side 1: Gnomes
side 2: Goblins
map:
   ####
####..####
#A./..+.B#
##########
  #>#
legend:
A: gnome side 1 facing E
B: goblin side 2 facing W
`)
	if l.W != 10 || l.H != 5 || len(l.Tiles) != 50 {
		t.Fatalf("map %dx%d with %d tiles, want 10x5", l.W, l.H, len(l.Tiles))
	}
	for _, tc := range []struct {
		x, y int
		want Tile
	}{
		{0, 0, Rock}, {2, 0, Rock}, {3, 0, Wall}, {6, 0, Wall}, {7, 0, Rock}, {9, 0, Rock},
		{4, 1, Floor}, {3, 2, DoorOpen}, {6, 2, DoorClosed},
		{0, 4, Rock}, {2, 4, Wall}, {3, 4, Exit}, {4, 4, Wall}, {5, 4, Rock}, {9, 4, Rock},
		{1, 2, Floor}, {8, 2, Floor}, // squares under models are floor
		{-1, 0, Rock}, {10, 2, Rock}, {0, 5, Rock}, // off the map
	} {
		if got := l.At(grid.Pt(tc.x, tc.y)); got != tc.want {
			t.Errorf("tile at (%d,%d) = %d, want %d", tc.x, tc.y, got, tc.want)
		}
	}
	if l.In(grid.Pt(10, 0)) || !l.In(grid.Pt(9, 4)) {
		t.Error("In() disagrees with the padded size")
	}
}

func TestLevelLights(t *testing.T) {
	l := lvlParse(t, `side 1: Gnomes
side 2: Goblins
map:
#########
#1A...B9#
#...5...#
#########
legend:
A: gnome side 1 facing E
B: goblin side 2 facing W
`)
	want := []Light{
		{At: grid.Pt(1, 1), Radius: 1},
		{At: grid.Pt(7, 1), Radius: 9},
		{At: grid.Pt(4, 2), Radius: 5},
	}
	if !reflect.DeepEqual(l.Lights, want) {
		t.Errorf("lights = %+v, want %+v", l.Lights, want)
	}
	for _, li := range want {
		if l.At(li.At) != Floor {
			t.Errorf("light at %s stands on tile %d, want floor", li.At, l.At(li.At))
		}
	}
	if _, err := ParseLevel("x", "x.txt", []byte(strings.Replace(lvlDuel, "#.AB.#", "#0AB.#", 1))); err == nil {
		t.Error("a light of radius 0 parsed")
	}
}

func TestLevelModelNamesAndDefaults(t *testing.T) {
	l := lvlParse(t, `rounds: 7
side 1: Gnomes
side 2: Goblins
map:
#######
#Ab..t#
#.B..c#
#######
legend:
A: gnome side 1 facing E name Pip   the Bold
B: lamplighter side 1 facing N
b: goblin side 2 facing S
c: kobold side 2 facing W name Nib
t: troll side 2 facing W
`)
	want := []Placement{
		{ID: 'A', Profile: lvlProfile(t, "gnome"), Side: 0, At: grid.Pt(1, 1), Facing: grid.East, Name: "Pip the Bold", Line: 10},
		{ID: 'b', Profile: lvlProfile(t, "goblin"), Side: 1, At: grid.Pt(2, 1), Facing: grid.South, Name: "Goblin b", Line: 12},
		{ID: 't', Profile: lvlProfile(t, "troll"), Side: 1, At: grid.Pt(5, 1), Facing: grid.West, Name: "Cave Troll t", Line: 14},
		{ID: 'B', Profile: lvlProfile(t, "lamplighter"), Side: 0, At: grid.Pt(2, 2), Facing: grid.North, Name: "Lamplighter B", Line: 11},
		{ID: 'c', Profile: lvlProfile(t, "kobold"), Side: 1, At: grid.Pt(5, 2), Facing: grid.West, Name: "Nib", Line: 13},
	}
	if !reflect.DeepEqual(l.Models, want) {
		t.Errorf("models (in map order) =\n%+v\nwant\n%+v", l.Models, want)
	}
	if l.Rounds != 7 || l.Goal.Escape != -1 || l.Title != "test" {
		t.Errorf("rounds %d, escape %d, title %q (want the scenario name when untitled)", l.Rounds, l.Goal.Escape, l.Title)
	}

	// Unnamed sides are called "Side N"; the default is 20 rounds.
	l = lvlParse(t, strings.Replace(strings.Replace(lvlDuel, "side 1: Gnomes\n", "", 1), "side 2: Goblins\n", "", 1))
	if !reflect.DeepEqual(l.Sides, []string{"Side 1", "Side 2"}) || l.Rounds != 20 {
		t.Errorf("sides %q, rounds %d", l.Sides, l.Rounds)
	}
}

func lvlProfile(t *testing.T, id string) int {
	t.Helper()
	p, ok := ProfileByID(id)
	if !ok {
		t.Fatalf("no profile %q", id)
	}
	return p
}

// TestEmbeddedLevelsConnected walks each embedded level from every model,
// through floor and doors, and checks it reaches every other model: no
// fighter is walled off from the fight.
func TestEmbeddedLevelsConnected(t *testing.T) {
	for _, sc := range (Ruleset{}).Scenarios() {
		lvl, err := ParseLevel(sc.Name, sc.Origin, sc.Source)
		if err != nil {
			t.Fatal(err)
		}
		for _, from := range lvl.Models {
			seen := map[grid.Point]bool{from.At: true}
			queue := []grid.Point{from.At}
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				for _, d := range grid.Dirs {
					q := p.Step(d)
					if t := lvl.At(q); (t.Walkable() || t == DoorClosed) && !seen[q] {
						seen[q] = true
						queue = append(queue, q)
					}
				}
			}
			for _, to := range lvl.Models {
				if !seen[to.At] {
					t.Errorf("%s: %c on %s cannot reach %c on %s", sc.Name, from.ID, from.At, to.ID, to.At)
				}
			}
		}
	}
}
