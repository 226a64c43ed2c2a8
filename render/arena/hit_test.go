package arena

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSquareHits checks that every pixel of a square's rectangle finds
// that square, that the map is centred in its area, and that pixels off
// the map find none; the board's hit-tests answer for the scene it drew.
func TestSquareHits(t *testing.T) {
	s := newScene(t, `
0000A
00000
000b0`, "", map[byte]string{'A': "gnoll S 0", 'b': "goblin N 0"})
	s.Area = image.Rect(10, 20, 510, 420) // cells of 100: the map is 500×300, centred down
	if s.Cell() != 100 {
		t.Fatalf("cell %d, want 100", s.Cell())
	}
	if r := s.BoardRect(); r != image.Rect(10, 70, 510, 370) {
		t.Errorf("board at %v, want centred at (10,70)-(510,370)", r)
	}
	for y := range s.H {
		for x := range s.W {
			r := s.SquareRect(Pt(x, y))
			for _, p := range []image.Point{r.Min, r.Max.Sub(image.Pt(1, 1)), r.Min.Add(image.Pt(50, 50))} {
				if q, ok := s.SquareAt(p.X, p.Y); !ok || q != Pt(x, y) {
					t.Errorf("pixel %v of square %d,%d finds %v %v", p, x, y, q, ok)
				}
			}
		}
	}
	for _, p := range []image.Point{{9, 100}, {10, 69}, {510, 100}, {100, 370}} {
		if q, ok := s.SquareAt(p.X, p.Y); ok {
			t.Errorf("pixel %v off the map finds %v", p, q)
		}
	}
	if i := s.FighterAt(4*100+10+50, 70+50); i != fighter(t, s, 'A') {
		t.Errorf("FighterAt on A's square: %d", i)
	}
	if i := s.FighterAt(10+50, 70+50); i != -1 {
		t.Errorf("FighterAt on an empty square: %d, want -1", i)
	}
	b := NewBoard()
	if _, ok := b.SquareAt(100, 100); ok || b.FighterAt(100, 100) != -1 {
		t.Errorf("a board that drew nothing finds a square or a fighter")
	}
	if display() {
		b.Draw(ebiten.NewImage(520, 430), s, nil)
		if p, ok := b.SquareAt(3*100+10+1, 2*100+70+1); !ok || p != Pt(3, 2) {
			t.Errorf("board.SquareAt: %v %v, want 3,2", p, ok)
		}
		if i := b.FighterAt(3*100+10+1, 2*100+70+1); i != fighter(t, s, 'b') {
			t.Errorf("board.FighterAt on b: %d", i)
		}
		if r := b.SquareRect(Pt(1, 1)); r != image.Rect(110, 170, 210, 270) {
			t.Errorf("board.SquareRect(1,1) = %v", r)
		}
	}
}

// TestFighterOnPrefersStanding checks that a fighter standing over a
// fallen one on the same square is the one found, and that a fighter out
// of the map is not.
func TestFighterOnPrefersStanding(t *testing.T) {
	s := newScene(t, "AB", "", map[byte]string{'A': "human N 0", 'B': "goblin N 0"})
	s.Fighters = append(s.Fighters, Fighter{At: Pt(0, 0), Letter: 'C', Status: Fallen})
	s.Fighters[0].Status = Dead
	if i := s.FighterOn(Pt(0, 0)); i != 0 {
		t.Errorf("dead A then fallen C on 0,0: found %d, want the first of them (0)", i)
	}
	s.Fighters[0].Status = Standing
	s.Fighters[0], s.Fighters[2] = s.Fighters[2], s.Fighters[0]
	if i := s.FighterOn(Pt(0, 0)); i != 2 {
		t.Errorf("fallen C then standing A on 0,0: found %d, want A (2)", i)
	}
	s.Fighters[1].Out = true
	if i := s.FighterOn(Pt(1, 0)); i != -1 {
		t.Errorf("a fighter out of the map is found: %d", i)
	}
}

// TestPortraitHits lays out the initiative strip and checks that each
// portrait finds its fighter, in initiative order, and that the gaps and
// the outside find none.
func TestPortraitHits(t *testing.T) {
	s := newScene(t, "AbCd", "", map[byte]string{'A': "gnoll N 0", 'b': "goblin N 0", 'C': "archer N 0", 'd': "ghast N 0"})
	s.Order = []int{3, 0, 2, 1}
	var st Strip
	st.Layout(image.Rect(0, 0, 400, 60), s)
	for k, i := range s.Order {
		r := st.PortraitRect(i)
		if r.Empty() {
			t.Fatalf("fighter %d has no portrait", i)
		}
		c := r.Min.Add(r.Max).Div(2)
		if got, ok := st.PortraitAt(c.X, c.Y); !ok || got != i {
			t.Errorf("portrait %d (fighter %d): found %d %v", k, i, got, ok)
		}
		if k > 0 && st.PortraitRect(s.Order[k-1]).Min.X >= r.Min.X {
			t.Errorf("portrait %d is not right of portrait %d", k, k-1)
		}
		if gx := r.Max.X; k < 3 {
			if got, ok := st.PortraitAt(gx, c.Y); ok {
				t.Errorf("the gap after portrait %d finds fighter %d", k, got)
			}
		}
	}
	if _, ok := st.PortraitAt(390, 5); ok {
		t.Errorf("the strip's empty end finds a portrait")
	}
	s.Order = nil // every fighter in its order
	st.Layout(image.Rect(0, 0, 400, 60), s)
	if r := st.PortraitRect(0); r.Empty() || r.Min.X != 0 {
		t.Errorf("without an order, fighter 0's portrait is at %v", r)
	}
	st.Layout(image.Rect(0, 0, 40, 60), s) // too narrow: smaller portraits, still all there
	for i := range s.Fighters {
		if r := st.PortraitRect(i); r.Empty() || r.Max.X > 40 {
			t.Errorf("in a narrow strip, fighter %d's portrait is at %v", i, r)
		}
	}
}

// TestDieHits checks that the tray finds the 2D6 as dice 0 and 1 and the
// damage dice after them, and nothing between or outside them.
func TestDieHits(t *testing.T) {
	r := &Roll{Dice: [2]int{3, 6}, TN: 8, Hit: true, Damage: []int{2, 5, 6}, Raw: 13}
	var tr Tray
	tr.Layout(image.Rect(0, 300, 900, 600), r)
	if n := len(tr.rects); n != 5 {
		t.Fatalf("%d dice laid out, want 5", n)
	}
	for i := range 5 {
		rc := tr.DieRect(i)
		c := rc.Min.Add(rc.Max).Div(2)
		if got, ok := tr.DieAt(c.X, c.Y); !ok || got != i {
			t.Errorf("die %d: found %d %v", i, got, ok)
		}
	}
	if tr.DieRect(0).Min.Y >= tr.DieRect(2).Min.Y {
		t.Errorf("the damage dice are not under the 2D6")
	}
	if _, ok := tr.DieAt(890, 590); ok {
		t.Errorf("the tray's far corner finds a die")
	}
	r.Dice = [2]int{} // damage alone (a test with no resisted roll)
	tr.Layout(image.Rect(0, 300, 900, 600), r)
	if n := len(tr.rects); n != 3 {
		t.Errorf("damage alone: %d dice, want 3", n)
	}
}

// TestKindOf checks the kinds of the Arena pack's fighters and of names.
func TestKindOf(t *testing.T) {
	for id, want := range map[string]Kind{
		"kosh": KindGnoll, "gobarcher": KindArcher, "goblin": KindGoblin, "gobchief": KindGoblin,
		"crawler": KindCrawler, "ghast": KindGhast, "basilisk": KindBasilisk, "sentinel": KindHuman,
		"Goblin Archer": KindArcher, "Rat Swarm": KindRats, "Griffin": KindGriffin, "Cave Spider": KindSpider,
		"Human Guard": KindHuman, "toesplint": KindNone, "": KindNone,
	} {
		if got := KindOf(id); got != want {
			t.Errorf("KindOf(%q) = %v, want %v", id, got, want)
		}
	}
	for k := KindGnoll; k < kindCount; k++ {
		if icons.RGBA(k.icon(), 16) == nil {
			t.Errorf("kind %v: no icon %q", k, k.icon())
		}
	}
}
