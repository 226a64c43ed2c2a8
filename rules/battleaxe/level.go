package battleaxe

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Placement is a mini as a level sets it up.
type Placement struct {
	ID      byte // its letter on the map and in notation
	Hero    bool
	Card    int        // index into Catalog.Heroes or Catalog.Enemies
	At      grid.Point // top-left square of its footprint
	W, H    int        // footprint: 1x1, 2x1 or 1x2 (a long enemy either way), 2x2
	Potions int        // a hero's healing potions
	Line    int        // the legend line, for messages
}

// Level is a parsed dungeon: the revealed board and the minis on it. It is
// never changed after parsing and is shared by every copy of a game.
type Level struct {
	Name, Title, Blurb string
	Origin, Source     string
	Board              *Board
	Minis              []Placement
	Catalog            *Catalog
	Quest              *Quest // a quest's file, or nil for a fixed dungeon

	fingerprint uint64
}

// Level limits.
const (
	MaxSide  = 40 // squares along either side of a board
	MaxMinis = 52 // one per letter
)

// ParseLevel reads a dungeon drawn as text (the format is in
// docs/rules/battleaxe.md): "title:" and "blurb:" lines, "map:" and the map
// drawn on a doubled grid (edge rows between square rows, edge columns
// between square columns, so that walls and doors lie between squares), a
// blank line or "legend:", then the legend. Minis and room contents are
// named by the catalog. Errors name the file (origin) and line.
func ParseLevel(name, origin string, src []byte, cat *Catalog) (*Level, error) {
	p := &levelParser{file: origin, cat: cat,
		lvl: &Level{Name: name, Origin: origin, Source: string(src), Catalog: cat}}
	if err := p.parse(string(src)); err != nil {
		return nil, err
	}
	p.lvl.fingerprint = rules.Hash64(src)
	return p.lvl, nil
}

type legendMini struct {
	hero    bool
	card    int
	potions int
	line    int
}

type levelParser struct {
	file    string
	cat     *Catalog
	lvl     *Level
	rows    []string
	mapLine int
	minis   map[byte]legendMini
	content map[byte]int // digit to index into Board.Contents
	cline   map[byte]int
	entries []entryLine
}

type entryLine struct {
	at   grid.Point
	dir  grid.Dir
	line int
}

func (p *levelParser) fail(line int, format string, args ...any) error {
	return &FileError{File: p.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (p *levelParser) parse(src string) error {
	if len(src) > maxFile {
		return p.fail(0, "%d bytes; a level is at most 1 MiB", len(src))
	}
	p.minis = map[byte]legendMini{}
	p.content = map[byte]int{}
	p.cline = map[byte]int{}
	p.lvl.Board = &Board{}
	section := "header"
	for i, raw := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		n := i + 1
		for j := 0; j < len(raw); j++ {
			if raw[j] >= 0x80 || raw[j] < 0x20 && raw[j] != '\t' {
				return p.fail(n, "column %d: byte 0x%02x; levels are plain ASCII text", j+1, raw[j])
			}
		}
		if section == "map" {
			if t := strings.TrimSpace(raw); t == "" || t == "legend:" {
				section = "legend"
				continue
			}
			if len(p.rows) == 0 {
				p.mapLine = n
			}
			p.rows = append(p.rows, strings.TrimRight(raw, " \t"))
			continue
		}
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		if line == "map:" {
			if p.mapLine != 0 || section != "header" {
				return p.fail(n, "a second map: section; a level has one map")
			}
			section = "map"
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
	if len(p.rows) == 0 {
		return p.fail(0, "no map: expected a line \"map:\" followed by the map")
	}
	if err := p.build(); err != nil {
		return err
	}
	if p.lvl.Title == "" {
		p.lvl.Title = p.lvl.Name
	}
	return nil
}

func (p *levelParser) headerLine(n int, line string) error {
	key, val, ok := strings.Cut(line, ":")
	key, val = strings.TrimSpace(key), strings.TrimSpace(val)
	switch {
	case ok && key == "title":
		p.lvl.Title = val
	case ok && key == "blurb":
		p.lvl.Blurb = val
	default:
		return p.fail(n, "expected title:, blurb:, map: or legend:, found %q", line)
	}
	return nil
}

// legendLine reads "A: hero thomas", "g: enemy goblin", "1: contents
// barrels low" or "entry: b4 S".
func (p *levelParser) legendLine(n int, line string) error {
	key, val, ok := strings.Cut(line, ":")
	key = strings.TrimSpace(key)
	f := strings.Fields(val)
	if ok && key == "entry" {
		if len(f) != 2 {
			return p.fail(n, "expected \"entry: <square> <N|E|S|W>\": the side of a room its entry door is on")
		}
		at, err := grid.ParseSquare(f[0])
		if err != nil {
			return p.fail(n, "entry: %v", err)
		}
		d, ok := grid.ParseDir(f[1])
		if !ok {
			return p.fail(n, "entry: the side must be N, E, S or W, found %q", f[1])
		}
		p.entries = append(p.entries, entryLine{at, d, n})
		return nil
	}
	if !ok || len(key) != 1 || len(f) < 2 {
		return p.fail(n, "legend lines look like \"A: hero thomas [potions 1]\", \"g: enemy goblin\", \"1: contents barrels low\" or \"entry: b4 S\"")
	}
	c := key[0]
	if prev, dup := p.minis[c]; dup {
		return p.fail(n, "%q is already in the legend at line %d", c, prev.line)
	}
	if prev, dup := p.cline[c]; dup {
		return p.fail(n, "%q is already in the legend at line %d", c, prev)
	}
	switch {
	case isLetter(c) && (f[0] == "hero" || f[0] == "enemy") && (len(f) == 2 || f[0] == "hero" && len(f) == 4 && f[2] == "potions"):
		m := legendMini{hero: f[0] == "hero", line: n}
		if len(f) == 4 {
			k, err := strconv.Atoi(f[3])
			if err != nil || k < 0 || k > 9 {
				return p.fail(n, "potions: expected a number from 0 to 9, found %q", f[3])
			}
			m.potions = k
		}
		var found bool
		if m.hero {
			m.card, found = p.cat.Hero(f[1])
		} else {
			m.card, found = p.cat.Enemy(f[1])
		}
		if !found {
			return p.fail(n, "unknown %s %q", f[0], f[1])
		}
		p.minis[c] = m
	case c >= '1' && c <= '9' && f[0] == "contents" && len(f) >= 3:
		height := f[len(f)-1]
		if height != "high" && height != "low" {
			return p.fail(n, "room contents end with high or low (Low contents \"can be shot over\"), found %q", height)
		}
		b := p.lvl.Board
		b.Contents = append(b.Contents, Content{Name: strings.Join(f[1:len(f)-1], " "), High: height == "high"})
		p.content[c] = len(b.Contents) - 1
		p.cline[c] = n
	default:
		return p.fail(n, "%q: letters are minis (hero <id> or enemy <id>), digits 1-9 room contents (contents <name> high|low)", line)
	}
	return nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
