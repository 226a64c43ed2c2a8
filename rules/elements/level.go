package elements

import (
	"fmt"
	"strconv"
	"strings"

	elementslevels "skirmish/levels/elements"
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Tile is what a square of the table is.
type Tile uint8

// The tiles of a map (the characters of the legend).
const (
	Ground    Tile = iota // '.': open ground, costs 1
	Rough                 // ',': rough ground, costs 2
	High                  // '^': high ground (roofs, terraces), costs 2 to climb onto, 1 along it
	Objective             // '*': open ground a scenario's goal names, costs 1
	Wall                  // '#': blocks movement and sight
	Gap                   // '_': a drop between roofs, blocks movement, not sight
)

var tileChars = [...]byte{'.', ',', '^', '*', '#', '_'}

// Char returns the tile's character on a map.
func (t Tile) Char() byte { return tileChars[t] }

// Walkable reports whether a model may stand on the tile.
func (t Tile) Walkable() bool { return t <= Objective }

// BlocksSight reports whether the tile stops line of sight.
func (t Tile) BlocksSight() bool { return t == Wall }

func tileOf(c byte) (Tile, bool) {
	for i, tc := range tileChars {
		if tc == c {
			return Tile(i), true
		}
	}
	return 0, false
}

// GoalKind is how a scenario is won besides putting every enemy out.
type GoalKind uint8

// The goals of a level's "goal:" line.
const (
	Eliminate GoalKind = iota // at the round limit the stronger force wins
	Reach                     // Side wins when one of its models stands on an objective square
	Hold                      // Side wins at the limit unless the other side outnumbers it on the objective at a round's end
)

var goalWords = [...]string{"eliminate", "reach", "hold"}

// Goal is a scenario's victory condition.
type Goal struct {
	Kind GoalKind
	Side int // Reach: the side that must reach; Hold: the side that holds
}

// Deploy is one deployment square: a map letter, where a mustered model
// of its side stands at the start, and the model the scenario's ready-made
// force puts there (-1 for a spare square).
type Deploy struct {
	ID      byte
	At      grid.Point
	Facing  grid.Dir
	Default int
}

// Level is a parsed level file; it is never changed after parsing and is
// shared by every copy of a game.
type Level struct {
	Name, Title, Blurb, Origin, Source string
	W, H                               int
	Tiles                              []Tile
	Sides                              [2]string
	Rounds                             int
	Goal                               Goal
	Points                             int
	Deploy                             [2][]Deploy
	Pack                               *Pack

	fingerprint uint64
	objDist     []int16 // per square: distance to the nearest objective
}

// Level limits.
const (
	MaxSide     = 32 // squares along either side of a map
	MaxDeploy   = 8  // deployment squares per side
	MaxRounds   = 30
	musterLimit = 12 // changes a side may make to its force in the muster
)

// In reports whether p lies on the map.
func (l *Level) In(p grid.Point) bool {
	return p.X >= 0 && p.Y >= 0 && int(p.X) < l.W && int(p.Y) < l.H
}

// Tile returns the tile at p; off the map is Wall.
func (l *Level) Tile(p grid.Point) Tile {
	if !l.In(p) {
		return Wall
	}
	return l.Tiles[int(p.Y)*l.W+int(p.X)]
}

// DefaultForce returns the profiles of side s's ready-made force.
func (l *Level) DefaultForce(s int) []uint8 {
	var out []uint8
	for _, d := range l.Deploy[s] {
		if d.Default >= 0 {
			out = append(out, uint8(d.Default))
		}
	}
	return out
}

// LevelError is a level file fault with its file and line.
type LevelError struct {
	File string
	Line int // 0 when the fault is in the file as a whole
	Msg  string
}

func (e *LevelError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// embeddedPack reads the embedded pack a level names.
func embeddedPack(name string) (*Pack, error) {
	file := name + ".pack"
	if file != elementslevels.PackName {
		return nil, fmt.Errorf("unknown pack %q (the embedded pack is %q)", name, strings.TrimSuffix(elementslevels.PackName, ".pack"))
	}
	src, err := elementslevels.Read(file)
	if err != nil {
		return nil, err
	}
	return ParsePack("levels/elements/"+file, src)
}

// ParseLevel reads a level file (format in docs/rules/elements.md). name is
// the scenario id and origin the path shown in messages.
func ParseLevel(name, origin string, src []byte) (*Level, error) {
	l := &Level{Name: name, Origin: origin, Source: string(src), Rounds: 10}
	if err := parseLevel(l, src); err != nil {
		return nil, err
	}
	l.fingerprint = rules.Hash64(src)
	l.objDist = objectiveDistances(l)
	return l, nil
}

type legendLine struct {
	text string
	line int
}

func parseLevel(l *Level, src []byte) error {
	fail := func(line int, format string, args ...any) error {
		return &LevelError{File: l.Origin, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	if len(src) > 1<<16 {
		return fail(0, "file is %d bytes; a level is at most 64 KiB", len(src))
	}
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	var rows []string
	var rowLine []int
	legend := map[byte]legendLine{}
	section := "header"
	sidesSeen := [2]bool{}
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimRight(raw, " \t")
		if strings.HasPrefix(strings.TrimSpace(line), "//") {
			continue
		}
		switch section {
		case "map":
			if line == "" {
				if len(rows) > 0 {
					section = "after map"
				}
				continue
			}
			if line == "legend:" {
				section = "legend"
				continue
			}
			rows = append(rows, line)
			rowLine = append(rowLine, n)
			continue
		case "legend":
			if line == "" {
				continue
			}
			id, text, ok := strings.Cut(line, ":")
			if !ok || len(id) != 1 || !isLetter(id[0]) {
				return fail(n, "legend: expected \"X: profile facing E\", found %q", line)
			}
			if _, dup := legend[id[0]]; dup {
				return fail(n, "legend: a second line for %q", id)
			}
			legend[id[0]] = legendLine{strings.TrimSpace(text), n}
			continue
		}
		if line == "" {
			continue
		}
		if line == "map:" {
			if len(rows) > 0 {
				return fail(n, "a second map")
			}
			section = "map"
			continue
		}
		if line == "legend:" {
			section = "legend"
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return fail(n, "expected \"key: value\", found %q", line)
		}
		val = strings.TrimSpace(val)
		switch key {
		case "title":
			l.Title = val
		case "blurb":
			l.Blurb = val
		case "pack":
			pk, err := embeddedPack(val)
			if err != nil {
				return fail(n, "pack: %v", err)
			}
			l.Pack = pk
		case "rounds":
			v, err := strconv.Atoi(val)
			if err != nil || v < 1 || v > MaxRounds {
				return fail(n, "rounds %q: expected a number 1..%d", val, MaxRounds)
			}
			l.Rounds = v
		case "points":
			v, err := strconv.Atoi(val)
			if err != nil || v < 1 || v > 1000 {
				return fail(n, "points %q: expected a number 1..1000", val)
			}
			l.Points = v
		case "goal":
			g, err := parseGoal(val)
			if err != nil {
				return fail(n, "goal: %v", err)
			}
			l.Goal = g
		case "side 1", "side 2":
			s := int(key[5] - '1')
			if val == "" || len(val) > 40 {
				return fail(n, "%s: a name of 1 to 40 characters", key)
			}
			l.Sides[s], sidesSeen[s] = val, true
		default:
			return fail(n, "unknown key %q (title, blurb, pack, rounds, points, goal, side 1, side 2, map, legend)", key)
		}
	}
	switch {
	case l.Title == "":
		return fail(0, "no \"title:\" line")
	case l.Pack == nil:
		return fail(0, "no \"pack:\" line names the model pack")
	case !sidesSeen[0] || !sidesSeen[1]:
		return fail(0, "both \"side 1:\" and \"side 2:\" must name their side")
	case l.Points == 0:
		return fail(0, "no \"points:\" line gives the force's points limit")
	case len(rows) == 0:
		return fail(0, "no map")
	}
	return parseMap(l, rows, rowLine, legend, fail)
}

func parseGoal(val string) (Goal, error) {
	w := strings.Fields(val)
	if len(w) == 1 && w[0] == goalWords[Eliminate] {
		return Goal{Kind: Eliminate}, nil
	}
	if len(w) == 2 && (w[0] == goalWords[Reach] || w[0] == goalWords[Hold]) && (w[1] == "1" || w[1] == "2") {
		k := Reach
		if w[0] == goalWords[Hold] {
			k = Hold
		}
		return Goal{Kind: k, Side: int(w[1][0] - '1')}, nil
	}
	return Goal{}, fmt.Errorf("%q: expected \"eliminate\", \"reach 1\", \"reach 2\", \"hold 1\" or \"hold 2\"", val)
}
