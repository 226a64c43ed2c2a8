package arena

import (
	"image/color"
	"strings"
	"testing"

	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (under xvfb-run), where they can draw and read pixels back; without one,
// the drawing tests skip.
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }

// The board reads nothing but its Scene, so the tests draw scenes from
// maps written as the level files write them: a digit is a step of that
// height, '#' a wall, a letter a fighter (upper case side 0, lower case
// side 1) described in the legend by its kind, its facing and the height
// of its step: "gnoll E 1". A second text, as long, lays the terrain
// (". n + = o w ~ d", as the rules' terrain: section) over the map.

// newScene returns the scene of the map text, its legend and its terrain
// ("" for none).
func newScene(tb testing.TB, text, terrain string, legend map[byte]string) *Scene {
	tb.Helper()
	rows := strings.Split(strings.Trim(text, "\n"), "\n")
	s := &Scene{H: len(rows)}
	for _, r := range rows {
		s.W = max(s.W, len(r))
	}
	for y, r := range rows {
		for x := range s.W {
			c := byte('0')
			if x < len(r) {
				c = r[x]
			}
			switch {
			case c == '#':
				s.Heights = append(s.Heights, Wall)
				continue
			case c >= '0' && c <= '9':
				s.Heights = append(s.Heights, int(c-'0'))
				continue
			case !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'):
				tb.Fatalf("map %d,%d: unknown square %q", x, y, c)
			}
			f := strings.Fields(legend[c])
			if len(f) != 3 || strings.Index("NESW", f[1]) < 0 || len(f[2]) != 1 {
				tb.Fatalf("fighter %c: legend %q, want a kind, N, E, S or W and a height", c, legend[c])
			}
			s.Heights = append(s.Heights, int(f[2][0]-'0'))
			fi := Fighter{At: Pt(x, y), Facing: Dir(strings.Index("NESW", f[1])), Letter: c, Kind: KindOf(f[0]),
				HP: 7, MaxHP: 8, FP: 1, AP: 3, MaxAP: 4}
			if c >= 'a' {
				fi.Side = 1
			}
			s.Fighters = append(s.Fighters, fi)
		}
	}
	if terrain != "" {
		trows := strings.Split(strings.Trim(terrain, "\n"), "\n")
		s.Terrain = make([]Terrain, s.W*s.H)
		for y, r := range trows {
			for x := 0; x < len(r) && x < s.W && y < s.H; x++ {
				t := strings.IndexByte(".n+=ow~d", r[x])
				if t < 0 {
					tb.Fatalf("terrain %d,%d: unknown %q", x, y, r[x])
				}
				s.Terrain[y*s.W+x] = Terrain(t)
			}
		}
	}
	return s
}

// fighter returns the index of the fighter with letter id.
func fighter(tb testing.TB, s *Scene, id byte) int {
	tb.Helper()
	for i := range s.Fighters {
		if s.Fighters[i].Letter == id {
			return i
		}
	}
	tb.Fatalf("no fighter %c", id)
	return -1
}

// needDisplay skips a test that draws when there is no display.
func needDisplay(tb testing.TB) { tb.Helper(); gameloop.NeedWindow(tb) }

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// terraces is a busy arena of 12×8 squares: steps from 0 to 4, walls,
// every terrain, and fighters of both sides of every kind.
func terraces(tb testing.TB) *Scene {
	return newScene(tb, `
#00000000000
0A00B00C0#00
11111111G#00
111D11H11111
222222222222
222da3222fi2
3eb333cg3334
#33334444h44`, `
.....~~.....
.......d....
...nn.......
..+.........
ww......===.
...ooo......
.......ddd..
............`, map[byte]string{
		'A': "human S 0", 'B': "gnoll S 0", 'C': "archer S 0", 'D': "human E 1", 'G': "goblin S 1", 'H': "griffin E 1",
		'a': "basilisk N 3", 'b': "gobarcher N 3", 'c': "crossbowman W 3", 'd': "ghast N 2", 'e': "goblin N 3",
		'f': "spider W 2", 'g': "crawler N 3", 'h': "rats N 4", 'i': "stranger W 2",
	})
}

// display reports whether the tests run with a display, where they can
// draw.
func display() bool { return gameloop.Running() }
