package tunnel

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Tile is what a square of the tunnels is made of.
type Tile uint8

// The tiles. Rock is the solid ground outside the tunnels; it and walls block
// movement and sight. A closed door blocks both until opened.
const (
	Rock Tile = iota
	Wall
	Floor
	DoorClosed
	DoorOpen
	Exit
)

// Walkable reports whether a model may stand on the tile.
func (t Tile) Walkable() bool { return t == Floor || t == DoorOpen || t == Exit }

// Blocks reports whether the tile stops sight and light.
func (t Tile) Blocks() bool { return t == Rock || t == Wall || t == DoorClosed }

// Light is a fixed light source standing on a floor square.
type Light struct {
	At     grid.Point
	Radius int8
}

// Placement is a model as the level sets it up.
type Placement struct {
	ID      byte // the letter on the map, also the model's id in notation
	Profile int
	Side    int
	At      grid.Point
	Facing  grid.Dir
	Name    string
	Line    int // legend line, for messages
}

// Goal is how a side wins besides destroying every enemy.
type Goal struct {
	Escape int // side (0-based) that wins by moving onto an exit, or -1
}

// Level is a parsed level file: the map, the models and how the game ends.
// It is never changed after parsing and is shared by every copy of a game.
type Level struct {
	Name   string // scenario id (file name without extension)
	Title  string
	Blurb  string
	Origin string // file or embedded path, for messages
	Source string // the text it was parsed from
	W, H   int
	Tiles  []Tile // row-major, W*H
	Lights []Light
	Models []Placement
	Sides  []string // side names, index = seat
	Rounds int
	Goal   Goal

	fingerprint uint64
}

// Level limits.
const (
	MaxSide   = 48 // squares along either side of a map
	MaxModels = 52 // one per letter
	MaxSides  = 4
	// MaxLights bounds a level's fixed lights: they are traced again
	// whenever a door opens, and a map of lights would make every door
	// cost milliseconds.
	MaxLights = 64
)

// At returns the tile at p; squares outside the map are Rock.
func (l *Level) At(p grid.Point) Tile {
	if !l.In(p) {
		return Rock
	}
	return l.Tiles[int(p.Y)*l.W+int(p.X)]
}

// In reports whether p is on the map.
func (l *Level) In(p grid.Point) bool {
	return p.X >= 0 && p.Y >= 0 && int(p.X) < l.W && int(p.Y) < l.H
}

// LevelError is a level file fault with its file and line.
type LevelError struct {
	File string
	Line int // 0 when the fault is in the file as a whole
	Col  int // 0 when not known
	Msg  string
}

func (e *LevelError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// ParseLevel reads a level file (format in docs/formats.md). name is the
// scenario id and origin the path shown in error messages.
func ParseLevel(name, origin string, src []byte) (*Level, error) {
	p := levelParser{lvl: &Level{Name: name, Origin: origin, Source: string(src), Rounds: 20, Goal: Goal{Escape: -1}}, file: origin}
	if err := p.parse(string(src)); err != nil {
		return nil, err
	}
	return p.lvl, nil
}

type levelParser struct {
	lvl      *Level
	file     string
	mapRows  []string
	mapLine  int // line number of the first map row
	legend   map[byte]legendEntry
	sideLine map[int]int
	goalLine int
}

type legendEntry struct {
	line    int
	profile int
	side    int
	facing  grid.Dir
	name    string
}

func (p *levelParser) fail(line, col int, format string, args ...any) error {
	return &LevelError{File: p.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

func (p *levelParser) parse(src string) error {
	if len(src) > 1<<20 {
		return p.fail(0, 0, "file is %d bytes; a level is at most 1 MiB", len(src))
	}
	lines := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	p.legend = map[byte]legendEntry{}
	p.sideLine = map[int]int{}
	section := "header"
	sawMap := false
	for i, raw := range lines {
		n := i + 1
		if section == "map" {
			if strings.TrimSpace(raw) == "legend:" {
				section = "legend"
				continue
			}
			if strings.TrimSpace(raw) == "" {
				section = "header"
				continue
			}
			if len(p.mapRows) == 0 {
				p.mapLine = n
			}
			p.mapRows = append(p.mapRows, strings.TrimRight(raw, " \t"))
			continue
		}
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		if line == "map:" {
			if sawMap {
				return p.fail(n, 1, "a second map: section; a level has one map")
			}
			sawMap, section = true, "map"
			continue
		}
		if line == "legend:" {
			section = "legend"
			continue
		}
		var err error
		if section == "legend" {
			err = p.legendLine(n, line)
		} else {
			err = p.headerLine(n, line)
		}
		if err != nil {
			return err
		}
	}
	if !sawMap || len(p.mapRows) == 0 {
		return p.fail(0, 0, "no map: expected a line \"map:\" followed by the rows of the map")
	}
	return p.build()
}

func (p *levelParser) headerLine(n int, line string) error {
	key, val, ok := strings.Cut(line, ":")
	if !ok {
		return p.fail(n, 1, "expected \"key: value\" (title, blurb, rounds, goal, side N), \"map:\" or \"legend:\"; found %q", line)
	}
	key, val = strings.TrimSpace(key), strings.TrimSpace(val)
	switch {
	case key == "title":
		p.lvl.Title = val
	case key == "blurb":
		p.lvl.Blurb = val
	case key == "rounds":
		r, err := strconv.Atoi(val)
		if err != nil || r < 1 || r > 200 {
			return p.fail(n, len(key)+3, "rounds must be a whole number from 1 to 200, found %q", val)
		}
		p.lvl.Rounds = r
	case key == "goal":
		f := strings.Fields(val)
		switch {
		case len(f) == 1 && f[0] == "eliminate":
			p.lvl.Goal.Escape = -1
		case len(f) == 3 && f[0] == "escape" && f[1] == "side":
			s, err := strconv.Atoi(f[2])
			if err != nil || s < 1 || s > MaxSides {
				return p.fail(n, 0, "goal: escape side N needs a side number from 1 to %d, found %q", MaxSides, f[2])
			}
			p.lvl.Goal.Escape = s - 1
			p.goalLine = n
		default:
			return p.fail(n, 0, "goal must be \"eliminate\" or \"escape side N\", found %q", val)
		}
	case strings.HasPrefix(key, "side "):
		s, err := strconv.Atoi(strings.TrimSpace(key[5:]))
		if err != nil || s < 1 || s > MaxSides {
			return p.fail(n, 6, "expected a side number from 1 to %d in %q", MaxSides, key)
		}
		if val == "" {
			return p.fail(n, 0, "side %d needs a name", s)
		}
		for len(p.lvl.Sides) < s {
			p.lvl.Sides = append(p.lvl.Sides, "")
		}
		if p.lvl.Sides[s-1] != "" {
			return p.fail(n, 0, "side %d is named twice", s)
		}
		p.lvl.Sides[s-1] = val
		p.sideLine[s-1] = n
	default:
		return p.fail(n, 1, "unknown key %q (expected title, blurb, rounds, goal or side N)", key)
	}
	return nil
}

// legendLine reads "A: gnome side 1 facing E [name Pip the Bold]".
func (p *levelParser) legendLine(n int, line string) error {
	key, val, ok := strings.Cut(line, ":")
	key = strings.TrimSpace(key)
	if r, size := utf8.DecodeRuneInString(key); ok && size == len(key) && r >= utf8.RuneSelf && r != utf8.RuneError {
		return p.fail(n, 1, "%q cannot name a model: models are named by the letters A to Z and a to z", r)
	}
	if !ok || len(key) != 1 || !isLetter(key[0]) {
		return p.fail(n, 1, "legend lines look like \"A: gnome side 1 facing E\": a single letter, a colon, then the model")
	}
	id := key[0]
	if prev, dup := p.legend[id]; dup {
		return p.fail(n, 1, "letter %c is already in the legend at line %d", id, prev.line)
	}
	f := strings.Fields(val)
	if len(f) < 5 || f[1] != "side" || f[3] != "facing" {
		return p.fail(n, 4, "expected \"<fighter> side <N> facing <N|E|S|W>\", found %q", strings.TrimSpace(val))
	}
	prof, ok := ProfileByID(f[0])
	if !ok {
		return p.fail(n, 4, "unknown fighter %q (known: %s)", f[0], profileIDs())
	}
	side, err := strconv.Atoi(f[2])
	if err != nil || side < 1 || side > MaxSides {
		return p.fail(n, 0, "side must be a number from 1 to %d, found %q", MaxSides, f[2])
	}
	facing, ok := grid.ParseDir(f[4])
	if !ok {
		return p.fail(n, 0, "facing must be N, E, S or W, found %q", f[4])
	}
	e := legendEntry{line: n, profile: prof, side: side - 1, facing: facing}
	if len(f) > 5 {
		if f[5] != "name" || len(f) == 6 {
			return p.fail(n, 0, "after the facing only \"name <display name>\" may follow, found %q", strings.Join(f[5:], " "))
		}
		e.name = strings.Join(f[6:], " ")
	}
	p.legend[id] = e
	return nil
}

func (p *levelParser) build() error {
	l := p.lvl
	l.H = len(p.mapRows)
	for _, r := range p.mapRows {
		l.W = max(l.W, utf8.RuneCountInString(r))
	}
	if l.W > MaxSide || l.H > MaxSide {
		return p.fail(p.mapLine, 0, "map is %dx%d squares; at most %dx%d", l.W, l.H, MaxSide, MaxSide)
	}
	l.Tiles = make([]Tile, l.W*l.H)
	placed := map[byte]bool{}
	for y, row := range p.mapRows {
		// x counts characters, not bytes: a square is one character, and
		// a message names the character at fault and its column.
		x := 0
		for i, c := range row {
			at := grid.Pt(x, y)
			t := Floor
			switch {
			case c == ' ':
				t = Rock
			case c == '#':
				t = Wall
			case c == '.':
			case c == '+':
				t = DoorClosed
			case c == '/':
				t = DoorOpen
			case c == '>':
				t = Exit
			case c >= '1' && c <= '9':
				l.Lights = append(l.Lights, Light{At: at, Radius: int8(c - '0')})
			case c < utf8.RuneSelf && isLetter(byte(c)):
				id := byte(c)
				e, ok := p.legend[id]
				if !ok {
					return p.fail(p.mapLine+y, x+1, "model %c is on the map but not in the legend", id)
				}
				if placed[id] {
					return p.fail(p.mapLine+y, x+1, "model %c appears twice on the map", id)
				}
				placed[id] = true
				name := e.name
				if name == "" {
					name = Profiles[e.profile].Name + " " + string(id)
				}
				l.Models = append(l.Models, Placement{ID: id, Profile: e.profile, Side: e.side, At: at, Facing: e.facing, Name: name, Line: e.line})
			case c == utf8.RuneError && !strings.HasPrefix(row[i:], string(utf8.RuneError)):
				return p.fail(p.mapLine+y, x+1, "byte 0x%02x is not UTF-8 text: save the level as UTF-8", row[i])
			default:
				return p.fail(p.mapLine+y, x+1, "%q is not a tile: use # wall, . floor, + door, / open door, > exit, 1-9 light, a letter for a model, space for rock", c)
			}
			l.Tiles[y*l.W+x] = t
			x++
		}
	}
	for _, id := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
		if e, ok := p.legend[id]; ok && !placed[id] {
			return p.fail(e.line, 1, "model %c is in the legend but not on the map", id)
		}
	}
	if len(l.Lights) > MaxLights {
		return p.fail(p.mapLine, 0, "%d lights; at most %d", len(l.Lights), MaxLights)
	}
	if len(l.Models) > MaxModels {
		return p.fail(p.mapLine, 0, "%d models; at most %d", len(l.Models), MaxModels)
	}
	// Sides: every side from 1 to the highest used needs a model.
	maxSide := -1
	for _, m := range l.Models {
		maxSide = max(maxSide, m.Side)
	}
	for len(l.Sides) <= maxSide {
		l.Sides = append(l.Sides, "")
	}
	if len(l.Sides) < 2 {
		return p.fail(0, 0, "a level needs models on at least two sides")
	}
	for s := range l.Sides {
		has := false
		for _, m := range l.Models {
			has = has || m.Side == s
		}
		if !has {
			return p.fail(p.sideLine[s], 0, "side %d has no models", s+1)
		}
		if l.Sides[s] == "" {
			l.Sides[s] = "Side " + strconv.Itoa(s+1)
		}
	}
	if l.Goal.Escape >= len(l.Sides) {
		return p.fail(p.goalLine, 0, "goal names side %d but the level has %d sides", l.Goal.Escape+1, len(l.Sides))
	}
	if l.Goal.Escape >= 0 && len(l.Sides) != 2 {
		return p.fail(p.goalLine, 0, "an escape goal needs exactly two sides; the level has %d", len(l.Sides))
	}
	if l.Goal.Escape >= 0 && !hasTile(l, Exit) {
		return p.fail(p.goalLine, 0, "an escape goal needs at least one exit square (>) on the map")
	}
	if l.Title == "" {
		l.Title = l.Name
	}
	l.fingerprint = rules.Hash64([]byte(l.Source))
	return nil
}

func hasTile(l *Level, t Tile) bool {
	for _, v := range l.Tiles {
		if v == t {
			return true
		}
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func profileIDs() string {
	ids := make([]string, len(Profiles))
	for i, p := range Profiles {
		ids[i] = p.ID
	}
	return strings.Join(ids, ", ")
}
