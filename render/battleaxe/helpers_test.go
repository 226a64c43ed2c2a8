package battleaxe

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
	"skirmish/internal/pixeltest"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (under xvfb-run), where they can draw and read pixels back; without one,
// the drawing tests skip.
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }

// The board reads nothing but its Scene, so the tests draw dungeons from
// maps written as text: ' ' void, '.' room floor, ',' passage floor, 'o' a
// chasm, '+' and '=' room and passage floor where two tiles overlap, and a
// digit room floor with the contents of that number (1 for the first of
// the scene's Contents). Walls stand between floor and void and between a
// room and a passage; doors are set on top.

// newDungeon returns the scene of the map text, with contents.
func newDungeon(tb testing.TB, text string, contents ...Content) *Scene {
	tb.Helper()
	rows := strings.Split(strings.Trim(text, "\n"), "\n")
	s := &Scene{Contents: contents}
	s.H = len(rows)
	for _, r := range rows {
		s.W = max(s.W, len(r))
	}
	s.Squares = make([]Square, s.W*s.H)
	for y, r := range rows {
		for x := 0; x < len(r); x++ {
			sq := &s.Squares[y*s.W+x]
			switch c := r[x]; {
			case c == ' ':
			case c == '.':
				sq.Ground = RoomFloor
			case c == ',':
				sq.Ground = PassageFloor
			case c == 'o':
				sq.Ground = Chasm
			case c == '+':
				sq.Ground, sq.Overlap = RoomFloor, true
			case c == '=':
				sq.Ground, sq.Overlap = PassageFloor, true
			case c >= '1' && c <= '9':
				sq.Ground, sq.Content = RoomFloor, int(c-'0')
			default:
				tb.Fatalf("map %d,%d: unknown square %q", x, y, c)
			}
		}
	}
	kind := func(g Ground) int { // rooms and chasms are one kind, passages another
		if g == PassageFloor {
			return 2
		}
		return int(min(g, 1))
	}
	for y := range s.H {
		for x := range s.W {
			sq := &s.Squares[y*s.W+x]
			if sq.Ground == Void {
				continue
			}
			if x+1 < s.W && s.Squares[y*s.W+x+1].Ground != Void && kind(s.Squares[y*s.W+x+1].Ground) != kind(sq.Ground) {
				sq.East = Wall
			}
			if y+1 < s.H && s.Squares[(y+1)*s.W+x].Ground != Void && kind(s.Squares[(y+1)*s.W+x].Ground) != kind(sq.Ground) {
				sq.South = Wall
			}
		}
	}
	return s
}

// setEdge sets the edge on side d of square p.
func setEdge(s *Scene, p Point, d Dir, e Edge) {
	if !s.SetEdge(p, d, e) {
		panic("setEdge: off the canvas")
	}
}

// needDisplay skips a test that draws when there is no display.
func needDisplay(tb testing.TB) { tb.Helper(); gameloop.NeedWindow(tb) }

// needShots skips a test that only draws pictures for a person.
func needShots(t *testing.T) {
	if pixeltest.Dir() == "" {
		t.Skip("set SKIRMISH_SHOTS to a folder to draw the picture sheets")
	}
}

// drawScene draws s with m on a new image the size of s.Area and reads it
// back.
func drawScene(b *Board, s *Scene, m *Marks) *image.RGBA {
	dst := ebiten.NewImage(s.Area.Max.X, s.Area.Max.Y)
	b.Draw(dst, s, m)
	img := pixeltest.Snapshot(dst)
	dst.Deallocate()
	return img
}

func near(a, b color.RGBA, tol int) bool { return pixeltest.Near(a, b, tol) }

// crypt is a revealed corner of a dungeon: a room with contents, a chasm
// and a double door, a passage with a closed and an open door, a second
// room laid over the passage's end, and heroes and enemies of every size
// and state.
func crypt(tb testing.TB) *Scene {
	s := newDungeon(tb, `
                        
 ......1..    ,,,,,     
 .2.......    ,   ,     
 ...ooo...,,,,,   ,     
 ...ooo..3    ,  ....   
 ..4......    ,  .++.   
 .........    ,,,=++.   
 ....55...       ....   
                        `,
		Content{Name: "Table", High: false}, Content{Name: "Cupboard", High: true},
		Content{Name: "Fire", Icon: "brazier", High: false}, Content{Name: "Statue", High: true},
		Content{Name: "Barrels", Icon: IconOf("Barrels"), High: false})
	setEdge(s, Pt(9, 3), West, DoorOpen)
	setEdge(s, Pt(5, 7), South, DoorClosed)
	setEdge(s, Pt(6, 7), South, DoorClosed)
	setEdge(s, Pt(14, 5), South, DoorClosed)
	s.Minis = []Mini{
		{At: Pt(7, 2), Facing: East, Hero: true, Player: 0, Icon: "helm", Label: "T", Health: 5, Base: 6, Turn: true},
		{At: Pt(6, 5), Facing: North, Hero: true, Player: 1, Icon: "staff", Label: "L", Health: 3, Base: 4},
		{At: Pt(2, 1), Facing: South, Hero: true, Player: 2, Icon: "dwarf", Label: "G", Health: 0, Base: 7, Status: Unconscious},
		{At: Pt(11, 3), Facing: East, Hero: true, Player: 3, Icon: "elf", Label: "F", Health: 4, Base: 5},
		{At: Pt(3, 2), Facing: East, Icon: "goblin", Label: "G1", Health: 2, Base: 2},
		{At: Pt(1, 5), Facing: East, Icon: "hobgoblin", Label: "O1", Health: 1, Base: 3},
		{At: Pt(17, 4), Facing: West, W: 2, H: 2, Icon: "troll", Label: "T1", Health: 9, Base: 12},
		{At: Pt(14, 1), Facing: West, W: 2, H: 1, Icon: "wolf", Label: "W1", Health: 3, Base: 4},
		{At: Pt(8, 6), Facing: North, Icon: "skeleton", Label: "S1", Health: -1, Base: 2, Status: Dead},
		{At: Pt(7, 2), Hero: true, Player: 1, Icon: "hood", Label: "P", Health: 0, Base: 4, Status: Unconscious, Carrier: 1},
	}
	return s
}
