package arena

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	arenalevels "skirmish/levels/arena"
	"skirmish/rules"
	"skirmish/rules/grid"
)

// Wall is the height of a square nobody may stand on ('#' on a map).
const Wall = -1

// Level limits.
const (
	MaxSide     = 26 // squares a side of the map
	MaxHeight   = 9
	MaxFighters = 24
	MaxRounds   = 99
)

// Placement is a fighter as the level puts it on the map.
type Placement struct {
	ID      byte // its letter: A.. side 1, a.. side 2
	Side    int8
	Profile int
	At      grid.Point
	Facing  grid.Dir // towards the nearest enemy (Toward)
}

// Level is a parsed arena scenario: a grid of steps with heights and the
// fighters of both sides placed on it.
type Level struct {
	Name, Origin, Source string
	Title, Blurb         string
	Rounds               int
	Sides                [2]string
	W, H                 int
	Height               []int8    // per square, Wall for none
	Terrain              []Terrain // per square; nil: all Open
	Light                Light
	Ambush               Ambush // ambush: a side lying in wait (ambush.go)
	Start                []Placement
	Pack                 *Pack
	fingerprint          uint64
}

// In reports whether p is on the map.
func (l *Level) In(p grid.Point) bool {
	return p.X >= 0 && p.Y >= 0 && int(p.X) < l.W && int(p.Y) < l.H
}

// HeightAt returns the height of the step at p, Wall off the map.
func (l *Level) HeightAt(p grid.Point) int {
	if !l.In(p) {
		return Wall
	}
	return int(l.Height[int(p.Y)*l.W+int(p.X)])
}

// basePack is the embedded pack every level starts from, parsed once;
// callers copy it before adding to it.
var basePack = sync.OnceValues(func() (*Pack, error) {
	src, err := arenalevels.Read(arenalevels.PackName)
	if err != nil {
		return nil, err
	}
	return ParsePack("levels/arena/"+arenalevels.PackName, src)
})

// ParseLevel reads a level file (format in docs/rules/arena.md). Its
// fighters: section may add weapons, armour and fighters of its own to the
// embedded pack.
func ParseLevel(name, origin string, src []byte) (*Level, error) {
	fail := func(line int, format string, args ...any) error {
		return &FileError{origin, line, fmt.Sprintf(format, args...)}
	}
	if len(src) > 1<<16 {
		return nil, fail(0, "file is %d bytes; a level is at most 64 KiB", len(src))
	}
	base, err := basePack()
	if err != nil {
		return nil, err
	}
	pk := &Pack{Items: append([]Item(nil), base.Items...), Profiles: append([]Profile(nil), base.Profiles...), Fists: base.Fists}
	lvl := &Level{Name: name, Origin: origin, Source: string(src), Pack: pk, Rounds: 10}
	lines := strings.Split(string(src), "\n")
	section := ""
	var mapRows, terrainRows []string
	mapLine, terrainLine := 0, 0
	legend := map[byte]string{}
	legendLine := map[byte]int{}
	var extra []string
	extraFirst := 0
	for i, raw := range lines {
		ln := i + 1
		line := strings.TrimRight(raw, " \t\r")
		if section == "fighters" {
			extra = append(extra, line)
			continue
		}
		if strings.HasPrefix(strings.TrimSpace(line), "//") || strings.TrimSpace(line) == "" {
			continue
		}
		switch line {
		case "map:", "terrain:", "legend:", "fighters:":
			section = strings.TrimSuffix(line, ":")
			switch section {
			case "map":
				mapLine = ln + 1
			case "terrain":
				terrainLine = ln + 1
				terrainRows = []string{}
			}
			extraFirst = ln + 1
			continue
		}
		switch section {
		case "map":
			mapRows = append(mapRows, line)
			continue
		case "terrain":
			terrainRows = append(terrainRows, line)
			continue
		case "legend":
			if len(line) < 4 || line[1] != ':' || !isLetter(line[0]) {
				return nil, fail(ln, `a legend line is "A: <fighter id> [on <height>]"`)
			}
			if _, dup := legend[line[0]]; dup {
				return nil, fail(ln, "%c is in the legend twice", line[0])
			}
			legend[line[0]], legendLine[line[0]] = strings.TrimSpace(line[2:]), ln
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(ln, `expected "key: value"`)
		}
		val = strings.TrimSpace(val)
		switch key {
		case "title":
			lvl.Title = val
		case "blurb":
			lvl.Blurb = val
		case "rounds":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 || n > MaxRounds {
				return nil, fail(ln, "rounds must be a number from 1 to %d", MaxRounds)
			}
			lvl.Rounds = n
		case "light":
			l, ok := parseLight(val)
			if !ok {
				return nil, fail(ln, "light must be day, twilight or dark")
			}
			lvl.Light = l
		case "ambush":
			a, err := parseAmbush(val)
			if err != nil {
				return nil, fail(ln, "%v", err)
			}
			lvl.Ambush = a
		case "side 1", "side 2":
			lvl.Sides[key[5]-'1'] = val
		default:
			return nil, fail(ln, "unknown key %q", key)
		}
	}
	if len(extra) > 0 {
		if err := pk.add(origin, strings.Join(extra, "\n"), extraFirst); err != nil {
			return nil, err
		}
	}
	if lvl.Title == "" || lvl.Sides[0] == "" || lvl.Sides[1] == "" {
		return nil, fail(0, "a level needs a title, side 1 and side 2")
	}
	if err := lvl.readMap(mapRows, mapLine, legend, legendLine, fail); err != nil {
		return nil, err
	}
	if err := lvl.readTerrain(terrainRows, terrainLine, fail); err != nil {
		return nil, err
	}
	lvl.fingerprint = rules.Hash64(src)
	return lvl, nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// readMap reads the map rows and places the legend's fighters.
func (lvl *Level) readMap(rows []string, first int, legend map[byte]string, legendLine map[byte]int, fail func(int, string, ...any) error) error {
	if len(rows) == 0 {
		return fail(0, "the level has no map")
	}
	lvl.W, lvl.H = len(rows[0]), len(rows)
	if lvl.W < 1 || lvl.W > MaxSide || lvl.H > MaxSide || lvl.W*lvl.H < 2 {
		return fail(first, "the map is %dx%d; each side must be 1 to %d squares, two squares at least", lvl.W, lvl.H, MaxSide)
	}
	lvl.Height = make([]int8, lvl.W*lvl.H)
	var sides [2]int
	for y, row := range rows {
		if len(row) != lvl.W {
			return fail(first+y, "row %d is %d squares wide, the first %d", y+1, len(row), lvl.W)
		}
		for x := 0; x < lvl.W; x++ {
			c := row[x]
			h := 0
			switch {
			case c == '#':
				h = Wall
			case c >= '0' && c <= '9':
				h = int(c - '0')
			case isLetter(c):
				spec, ok := legend[c]
				if !ok {
					return fail(first+y, "%c is not in the legend", c)
				}
				for _, p := range lvl.Start {
					if p.ID == c {
						return fail(first+y, "%c stands on the map twice", c)
					}
				}
				id, on, hasOn := strings.Cut(spec, " on ")
				k := lvl.Pack.Profile(strings.TrimSpace(id))
				if k < 0 {
					return fail(legendLine[c], "%q is not a fighter of the pack", id)
				}
				if hasOn {
					n, err := strconv.Atoi(strings.TrimSpace(on))
					if err != nil || n < 0 || n > MaxHeight {
						return fail(legendLine[c], "the height must be 0 to %d", MaxHeight)
					}
					h = n
				}
				side := int8(0)
				if c >= 'a' {
					side = 1
				}
				sides[side]++
				lvl.Start = append(lvl.Start, Placement{ID: c, Side: side, Profile: k, At: grid.Pt(x, y)})
			default:
				return fail(first+y, "%q is not a height (0-9), a wall (#) or a fighter's letter", c)
			}
			lvl.Height[y*lvl.W+x] = int8(h)
		}
	}
	if sides[0] == 0 || sides[1] == 0 {
		return fail(first, "each side needs a fighter on the map")
	}
	if len(lvl.Start) > MaxFighters {
		return fail(first, "%d fighters; at most %d", len(lvl.Start), MaxFighters)
	}
	for c := range 256 {
		if _, ok := legend[byte(c)]; ok && !lvl.placed(byte(c)) {
			return fail(legendLine[byte(c)], "%c is in the legend but not on the map", c)
		}
	}
	// Fighters in a fixed order: side 1 first, each side by letter.
	sortPlacements(lvl.Start)
	for i := range lvl.Start {
		lvl.Start[i].Facing = faceNearestEnemy(lvl.Start, i)
	}
	return nil
}

func (lvl *Level) placed(c byte) bool {
	for _, p := range lvl.Start {
		if p.ID == c {
			return true
		}
	}
	return false
}

func sortPlacements(ps []Placement) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].ID < ps[j-1].ID; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// Toward returns the facing from p that points most nearly at q: along
// the axis of the greater distance, north or south on a tie.
func Toward(p, q grid.Point) grid.Dir {
	d := q.Sub(p)
	ax, ay := d.X, d.Y
	if ax < 0 {
		ax = -ax
	}
	if ay < 0 {
		ay = -ay
	}
	switch {
	case ax > ay && d.X > 0:
		return grid.East
	case ax > ay:
		return grid.West
	case d.Y < 0:
		return grid.North
	}
	return grid.South
}

// faceNearestEnemy returns the facing of placement i at the start: towards
// the nearest fighter of the other side (the first in order on a tie).
func faceNearestEnemy(ps []Placement, i int) grid.Dir {
	best, bestD := -1, 0
	for j := range ps {
		if ps[j].Side == ps[i].Side {
			continue
		}
		if d := grid.DistSq(ps[i].At, ps[j].At); best < 0 || d < bestD {
			best, bestD = j, d
		}
	}
	if best < 0 {
		return grid.South
	}
	return Toward(ps[i].At, ps[best].At)
}
