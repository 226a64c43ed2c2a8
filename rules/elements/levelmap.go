package elements

import (
	"fmt"
	"strings"

	"skirmish/rules/grid"
)

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// sideOfLetter returns the side of a deployment letter: upper case side 1
// (0), lower case side 2 (1).
func sideOfLetter(c byte) int {
	if c >= 'a' {
		return 1
	}
	return 0
}

func parseMap(l *Level, rows []string, rowLine []int, legend map[byte]legendLine, fail func(int, string, ...any) error) error {
	l.H, l.W = len(rows), len(rows[0])
	if l.W < 3 || l.H < 3 || l.W > MaxSide || l.H > MaxSide {
		return fail(rowLine[0], "the map is %dx%d; it must be 3..%d squares each way", l.W, l.H, MaxSide)
	}
	l.Tiles = make([]Tile, l.W*l.H)
	var at [128]grid.Point
	var found [128]int // line of the letter on the map, 0 when absent
	for y, row := range rows {
		if len(row) != l.W {
			return fail(rowLine[y], "map row is %d wide; the first row is %d", len(row), l.W)
		}
		for x := 0; x < l.W; x++ {
			c := row[x]
			if isLetter(c) {
				if found[c] != 0 {
					return fail(rowLine[y], "letter %q appears twice on the map", c)
				}
				found[c], at[c] = rowLine[y], grid.Pt(x, y)
				continue
			}
			t, ok := tileOf(c)
			if !ok {
				return fail(rowLine[y], "column %d: unknown map character %q (. , ^ * # _ or a letter)", x+1, c)
			}
			l.Tiles[y*l.W+x] = t
		}
	}
	for c := byte('A'); c <= 'z'; c++ {
		if !isLetter(c) {
			continue
		}
		entry, inLegend := legend[c]
		switch {
		case found[c] == 0 && !inLegend:
			continue
		case found[c] == 0:
			return fail(entry.line, "legend: %q is not on the map", c)
		case !inLegend:
			return fail(found[c], "map letter %q has no legend line", c)
		}
		s := sideOfLetter(c)
		first := byte('A')
		if s == 1 {
			first = 'a'
		}
		if int(c-first) != len(l.Deploy[s]) {
			return fail(entry.line, "deployment letters of side %d must run from %q without gaps; %q comes too soon", s+1, first, c)
		}
		if len(l.Deploy[s]) >= MaxDeploy {
			return fail(entry.line, "side %d has more than %d deployment squares", s+1, MaxDeploy)
		}
		d, under, err := parseLegend(l.Pack, entry.text)
		if err != nil {
			return fail(entry.line, "legend %q: %v", c, err)
		}
		if d.Default >= 0 && len(l.Deploy[s]) > 0 && l.Deploy[s][len(l.Deploy[s])-1].Default < 0 {
			return fail(entry.line, "legend %q: a model after a spare square; list the ready-made force first", c)
		}
		d.ID, d.At = c, at[c]
		l.Tiles[int(d.At.Y)*l.W+int(d.At.X)] = under
		l.Deploy[s] = append(l.Deploy[s], d)
	}
	for s := range 2 {
		force := l.DefaultForce(s)
		if len(force) == 0 {
			return fail(0, "side %d has no ready-made force (legend lines naming profiles)", s+1)
		}
		cost := 0
		for _, k := range force {
			cost += l.Pack.Profiles[k].Cost
		}
		if cost > l.Points {
			return fail(0, "side %d's ready-made force costs %d points; the limit is %d", s+1, cost, l.Points)
		}
	}
	if l.Goal.Kind != Eliminate {
		n := 0
		for _, t := range l.Tiles {
			if t == Objective {
				n++
			}
		}
		if n == 0 {
			return fail(0, "goal %q needs objective squares ('*') on the map", goalWords[l.Goal.Kind])
		}
	}
	return nil
}

// parseLegend reads "samurai facing E", "spare facing W on ^".
func parseLegend(pk *Pack, text string) (Deploy, Tile, error) {
	w := strings.Fields(text)
	d := Deploy{Default: -1}
	under := Ground
	if len(w) == 5 && w[3] == "on" {
		t, ok := Tile(0), false
		if len(w[4]) == 1 {
			t, ok = tileOf(w[4][0])
		}
		if !ok || !t.Walkable() {
			return d, 0, fmt.Errorf("%q: a model stands on . , ^ or *", w[4])
		}
		under, w = t, w[:3]
	}
	if len(w) != 3 || w[1] != "facing" {
		return d, 0, fmt.Errorf("expected \"<profile or spare> facing <N|E|S|W> [on <tile>]\"")
	}
	f, ok := grid.ParseDir(w[2])
	if !ok {
		return d, 0, fmt.Errorf("facing %q: N, E, S or W", w[2])
	}
	d.Facing = f
	if w[0] != "spare" {
		if d.Default = pk.ProfileIndex(w[0]); d.Default < 0 {
			return d, 0, fmt.Errorf("the pack has no profile %q", w[0])
		}
	}
	return d, under, nil
}
