package elements

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
// maps written as the level files write them: '.' ground, ',' rough, '^'
// high, '*' objective, '#' wall, 'o' gap, and a letter a model (upper case
// side 0, lower case side 1) described in the legend by its profile, its
// facing and, optionally, the tile under it: "samurai E ^".

// testScene is a scene with the letter of each model.
type testScene struct {
	Scene
}

// newScene returns the scene of the map text and its legend.
func newScene(tb testing.TB, text string, legend map[byte]string) *testScene {
	tb.Helper()
	rows := strings.Split(strings.Trim(text, "\n"), "\n")
	s := &testScene{}
	s.H = len(rows)
	for _, r := range rows {
		s.W = max(s.W, len(r))
	}
	for y, r := range rows {
		for x := range s.W {
			c := byte('.')
			if x < len(r) {
				c = r[x]
			}
			if t := strings.IndexByte(".,^*#o", c); t >= 0 {
				s.Tiles = append(s.Tiles, Tile(t))
				continue
			}
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
				tb.Fatalf("map %d,%d: unknown square %q", x, y, c)
			}
			f := strings.Fields(legend[c])
			if len(f) < 2 || strings.Index("NESW", f[1]) < 0 {
				tb.Fatalf("model %c: legend %q, want a profile and N, E, S or W", c, legend[c])
			}
			under := Ground
			if len(f) == 3 {
				under = Tile(strings.IndexByte(".,^*", f[2][0]))
			}
			s.Tiles = append(s.Tiles, under)
			m := Model{At: Pt(x, y), Facing: Dir(strings.Index("NESW", f[1])), Letter: c, Glyph: GlyphOf(f[0])}
			if c >= 'a' {
				m.Side = 1
			}
			s.Models = append(s.Models, m)
		}
	}
	return s
}

// model returns the index of the model with letter id.
func (s *testScene) model(tb testing.TB, id byte) int {
	tb.Helper()
	for i := range s.Models {
		if s.Models[i].Letter == id {
			return i
		}
	}
	tb.Fatalf("no model %c", id)
	return -1
}

// zoneOf returns the influence zone of model i as the rules define it: the
// square in front, the two front diagonals and the two flanks, on the map.
func (s *testScene) zoneOf(i int) Zone {
	m := s.Models[i]
	f, l := m.Facing.Vec(), Dir((m.Facing+3)&3).Vec()
	z := Zone{Side: m.Side}
	for _, d := range []Point{f, {f.X + l.X, f.Y + l.Y}, {f.X - l.X, f.Y - l.Y}, l, {-l.X, -l.Y}} {
		if p := Pt(m.At.X+d.X, m.At.Y+d.Y); s.In(p) {
			z.Squares = append(z.Squares, p)
		}
	}
	return z
}

// needDisplay skips a test that draws when there is no display.
func needDisplay(tb testing.TB) { tb.Helper(); gameloop.NeedWindow(tb) }

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// village is a busy map of 14×9 squares: every tile, and models of both
// sides on ground, rough and roofs.
func village(tb testing.TB) *testScene {
	return newScene(tb, `
^^^^..,,..#^^^
^A^^.,,,..#^b^
^^^^..,...o^^^
...*..aB..o...
..,,......,,d.
#o#...C.E*.,,.
.....^^^^.....
.e...^^c^..,..
..,..^^^^..,..`, map[byte]string{
		'A': "archer E ^", 'B': "samurai W", 'C': "ninja N", 'E': "monk E",
		'a': "ashigaru E", 'b': "kunoichi S ^", 'c': "assassin N ^", 'd': "monk W", 'e': "stranger S",
	})
}
