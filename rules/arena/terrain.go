package arena

import (
	"strings"

	"skirmish/rules/grid"
)

// Terrain is what lies on a step besides its height: cover, cramped
// space, webs, mud, darkness. A level's optional terrain: section draws it
// square by square over the map.
type Terrain uint8

// The terrains, with their character in a level's terrain: section.
const (
	Open     Terrain = iota // '.' nothing but the step
	Narrow                  // 'n' an enclosed space: no room to swing (Enclosed Spaces)
	Bush                    // '+' tall bushes: cover +1 against missiles
	Parapet                 // '=' a low wall: cover +2 against missiles
	Loophole                // 'o' a murder hole: cover +3 against missiles
	Web                     // 'w' a web: entangles whoever enters
	Mud                     // '~' mud: entangles whoever enters
	Dark                    // 'd' a pool of darkness, whatever the level's light
)

// terrainChars lists each terrain's character, in the order above.
const terrainChars = ".n+=ow~d"

// terrainNames names each terrain, in the order above.
var terrainNames = [...]string{"open", "narrow", "bush", "parapet", "loophole", "web", "mud", "dark"}

// String returns the terrain's name.
func (t Terrain) String() string {
	if int(t) >= len(terrainNames) {
		return "?"
	}
	return terrainNames[t]
}

// Char returns the terrain's character in a level's terrain: section.
func (t Terrain) Char() byte {
	if int(t) >= len(terrainChars) {
		return '?'
	}
	return terrainChars[t]
}

// Cover returns the Bonus the terrain adds to the TN of a missile shot at
// a fighter standing on it: "Tall bushes add +1, a wall adds +2, a murder
// hole adds +3".
func (t Terrain) Cover() int {
	switch t {
	case Bush:
		return 1
	case Parapet:
		return 2
	case Loophole:
		return 3
	}
	return 0
}

// Light is how well a level is lit.
type Light uint8

// The lights, as a level's light: line names them.
const (
	Daylight Light = iota // light: day
	Twilight              // light: twilight
	Night                 // light: dark
)

var lightWords = [...]string{"day", "twilight", "dark"}

// String returns the light's word in a level file.
func (l Light) String() string {
	if int(l) >= len(lightWords) {
		return "?"
	}
	return lightWords[l]
}

// parseLight reads a level's light: value.
func parseLight(s string) (Light, bool) {
	for i, w := range lightWords {
		if w == s {
			return Light(i), true
		}
	}
	return 0, false
}

// TerrainAt returns the terrain at p: Open off the map or on a level
// without a terrain: section.
func (l *Level) TerrainAt(p grid.Point) Terrain {
	if !l.In(p) || l.Terrain == nil {
		return Open
	}
	return l.Terrain[int(p.Y)*l.W+int(p.X)]
}

// IsDark reports whether a fighter on p fights in darkness: the level is
// dark, or p is a pool of darkness.
func (l *Level) IsDark(p grid.Point) bool {
	return l.Light == Night || l.TerrainAt(p) == Dark
}

// readTerrain reads the terrain: section's rows, as many and as wide as
// the map's, one character a square; a wall's square takes '.' or '#'.
func (lvl *Level) readTerrain(rows []string, first int, fail func(int, string, ...any) error) error {
	if rows == nil {
		return nil
	}
	if len(rows) != lvl.H {
		return fail(first, "the terrain has %d rows; the map has %d", len(rows), lvl.H)
	}
	lvl.Terrain = make([]Terrain, lvl.W*lvl.H)
	for y, row := range rows {
		if len(row) != lvl.W {
			return fail(first+y, "this terrain row has %d squares; the map's rows have %d", len(row), lvl.W)
		}
		for x := range len(row) {
			c := row[x]
			if c == '#' && lvl.Height[y*lvl.W+x] == Wall {
				continue
			}
			k := strings.IndexByte(terrainChars, c)
			if k < 0 {
				return fail(first+y, "%q is no terrain: use one of %q", c, terrainChars)
			}
			if k > 0 && lvl.Height[y*lvl.W+x] == Wall {
				return fail(first+y, "square %s is a wall and cannot be %s", grid.Pt(x, y), Terrain(k))
			}
			lvl.Terrain[y*lvl.W+x] = Terrain(k)
		}
	}
	return nil
}
