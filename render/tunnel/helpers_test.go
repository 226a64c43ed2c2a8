package tunnel

import (
	"image/color"
	"strings"
	"testing"
)

// The board reads nothing but its Scene, so the tests draw scenes from
// maps written as text, as the level files write them: '#' wall, '.'
// floor, '+' closed door, '/' open door, '>' exit, ' ' rock, a digit a
// brazier of that radius, a letter a fighter (upper case side 1, lower case
// side 2) described in the legend by its profile and facing, such as
// "gnome E". Squares within the radius of a brazier or a lantern are lit
// (the rules' line of sight is not the board's business).

// testProfiles are the fighters of test scenes, as the rules describe them.
var testProfiles = map[string]Model{
	"gnome":       {Icon: "gnome", Name: "Gnome", MaxEndurance: 6, MaxStamina: 3},
	"goblin":      {Icon: "goblin", Name: "Goblin", MaxEndurance: 4, MaxStamina: 4},
	"dwarf":       {Icon: "dwarf", Name: "Dwarf", MaxEndurance: 8, MaxStamina: 2},
	"kobold":      {Icon: "kobold", Name: "Kobold", MaxEndurance: 3, MaxStamina: 5},
	"hobgoblin":   {Icon: "hobgoblin", Name: "Hobgoblin", MaxEndurance: 6, MaxStamina: 3},
	"lamplighter": {Icon: "lamplighter", Name: "Lamplighter", MaxEndurance: 5, MaxStamina: 3, Lantern: 2},
	"troll":       {Icon: "troll", Name: "Cave Troll", MaxEndurance: 9, MaxStamina: 2},
	"ogre":        {Icon: "ogre", Name: "Ogre", MaxEndurance: 10, MaxStamina: 4},
	"nobody":      {Icon: "no-such-icon", Name: "Nobody", MaxEndurance: 5, MaxStamina: 3},
}

// testScene is a scene with the letters of its fighters.
type testScene struct {
	Scene
	ids []byte // the letter of each model
}

// model returns the index of the fighter with letter id.
func (s *testScene) model(tb testing.TB, id byte) int {
	tb.Helper()
	for i, c := range s.ids {
		if c == id {
			return i
		}
	}
	tb.Fatalf("no fighter %c", id)
	return -1
}

// light works out which squares are lit, from the braziers and lanterns.
func (s *testScene) light() {
	s.Lit = s.Lit[:0]
	for i, t := range s.Tiles {
		p := Pt(i%s.W, i/s.W)
		lit := false
		reach := func(at Point, r int) {
			dx, dy := p.X-at.X, p.Y-at.Y
			lit = lit || dx*dx+dy*dy <= r*r
		}
		for _, l := range s.Lights {
			reach(l.At, l.Radius)
		}
		for _, m := range s.Models {
			if m.Lantern > 0 && !m.Dead {
				reach(m.At, m.Lantern)
			}
		}
		s.Lit = append(s.Lit, lit && !t.blocks())
	}
}

// newScene returns the scene of the map text and its legend (letter: "profile
// facing"), lit.
func newScene(tb testing.TB, text string, legend map[byte]string) *testScene {
	tb.Helper()
	rows := strings.Split(strings.Trim(text, "\n"), "\n")
	s := &testScene{}
	s.H, s.Defender = len(rows), -1
	for _, r := range rows {
		s.W = max(s.W, len(r))
	}
	for y, r := range rows {
		for x := range s.W {
			c := byte(' ')
			if x < len(r) {
				c = r[x]
			}
			t := Floor
			switch {
			case c == '#':
				t = Wall
			case c == ' ':
				t = Rock
			case c == '+':
				t = DoorClosed
			case c == '/':
				t = DoorOpen
			case c == '>':
				t = Exit
			case c >= '1' && c <= '9':
				s.Lights = append(s.Lights, Light{At: Pt(x, y), Radius: int(c - '0')})
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
				var prof, facing string
				if f := strings.Fields(legend[c]); len(f) == 2 {
					prof, facing = f[0], f[1]
				}
				m, ok := testProfiles[prof]
				d := strings.Index("NESW", facing)
				if !ok || d < 0 {
					tb.Fatalf("fighter %c: legend %q, want a profile and N, E, S or W", c, legend[c])
				}
				m.At, m.Facing = Pt(x, y), Dir(d)
				m.Endurance, m.Stamina = m.MaxEndurance, m.MaxStamina
				if c >= 'a' {
					m.Side = 1
				}
				s.Models = append(s.Models, m)
				s.ids = append(s.ids, c)
			case c != '.':
				tb.Fatalf("map %d,%d: unknown square %q", x, y, c)
			}
			s.Tiles = append(s.Tiles, t)
		}
	}
	s.light()
	return s
}

// firstBlood is the map of the scenario First Blood.
func firstBlood(tb testing.TB) *testScene {
	return newScene(tb, `
####################
#.......#..........#
#.a.....+....A..3..#
#......b#..........#
####################`, map[byte]string{'A': "gnome E", 'a': "goblin E", 'b': "goblin E"})
}

// lamplightCrossing is the map of the scenario Lamplight Crossing.
func lamplightCrossing(tb testing.TB) *testScene {
	return newScene(tb, `
        #####
        #.A.#
        #...#
        #B..#
#########+###########
#a..................#
#b........2........C#
#c..................#
##########+##########
         #...#
         #.d.#
         #####`, map[byte]string{'A': "gnome S", 'B': "lamplighter S", 'C': "dwarf W",
		'a': "goblin E", 'b': "hobgoblin E", 'c': "goblin E", 'd': "kobold N"})
}

// theLongDark is the map of the scenario The Long Dark (23×10 squares).
func theLongDark(tb testing.TB) *testScene {
	return newScene(tb, `
#######################
#A..#.........#.......#
#B..+....#....+...a...#
#C..#....#....#.......#
##.###.#####.####.#####
 #.....#...2.....b.#
 ##.####.#####.#####
  #......#   #.t..#d#
  #..D...#   #....+.#
  ########   ########`, map[byte]string{'A': "dwarf E", 'B': "lamplighter E", 'C': "gnome E", 'D': "gnome N",
		'a': "goblin W", 'b': "hobgoblin W", 't': "troll N", 'd': "goblin N"})
}

// moveMarks returns the marks of fighter id selected and choosing a move:
// the open squares within two steps, and a path of two steps east.
func moveMarks(s *testScene, tb testing.TB, id byte) *Marks {
	i := s.model(tb, id)
	at := s.Models[i].At
	m := &Marks{Hover: -1, Selected: i}
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			p := Pt(at.X+dx, at.Y+dy)
			if abs(dx)+abs(dy) <= 2 && p != at && !s.Tile(p).blocks() {
				m.Reach = append(m.Reach, p)
			}
		}
	}
	m.Path = []Point{at.step(East), at.step(East).step(East)}
	return m
}

// moveEvent moves fighter i of s along path (one or two squares) to face f,
// and returns the event the table would report.
func moveEvent(s *testScene, i int, f Dir, path ...Point) []Event {
	e := Event{Kind: EvMoved, Model: i, Other: -1, Steps: len(path), Facing: f}
	copy(e.Path[:], path)
	s.Models[i].At, s.Models[i].Facing = path[len(path)-1], f
	return []Event{e}
}

func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int { return (int(x) - int(y)) * (int(x) - int(y)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}
