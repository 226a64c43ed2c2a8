package battleaxe

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// enemyActs plays one enemy's turn and returns its events.
func enemyActs(t *testing.T, g *Game, id byte) []Event {
	t.Helper()
	r := NewRoller(&g.dice)
	evs := g.enemyTurn(nil, g.MiniByID(id), -1, r)
	if r.Err() != nil {
		t.Fatalf("%v\n%s", r.Err(), texts(evs))
	}
	return evs
}

// The seed's doorway examples, drawn with the heroes' room on the left (two
// columns), the wall between columns b and c, the doorway an open door on
// the row of the X, and the enemy e starting in the room on the right. The
// dice: every attack misses (90), so the enemy's turn needs a die per
// attack.
const (
	doorwayEx1 = `
map:
+-+-+-+-+-+-+
|B A|. . . .|
+ + + + + + +
|C ./. . . e|
+ + + + + + +
|D .|. . . .|
+ + +-+-+-+-+
|. .|
+-+-+
legend:
A: hero thomas
B: hero luella
C: hero torvik
D: hero pim
e: enemy goblin
`
	doorwayEx2 = `
map:
+-+-+-+-+-+-+
|B A|. . . .|
+ + + + + + +
|C ./. . . e|
+ + + + + + +
|. D|. . . .|
+ + +-+-+-+-+
|. .|
+-+-+
legend:
A: hero thomas
B: hero luella
C: hero torvik
D: hero pim
e: enemy goblin
`
	doorwayEx3 = `
map:
+-+-+-+-+-+-+
|B A|. . . .|
+ + + + + + +
|. ./. . . e|
+ + + + + + +
|C D|. . . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
C: hero torvik
D: hero pim
e: enemy goblin
`
	doorwayEx4 = `
map:
+-+-+-+-+-+-+
|. .|. . . .|
+ + + + + + +
|A .|. . . .|
+ + + + + + +
|B ./. . . e|
+ + + + + + +
|C .|. . . .|
+ + + + + + +
|D .|. . . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
C: hero torvik
D: hero pim
e: enemy goblin
`
)

// stopsAt plays enemy e's turn with the given Speed (and occupants added on
// the given squares) and returns where it stops.
func stopsAt(t *testing.T, src string, speed int, blockers ...string) (grid.Point, []Event) {
	t.Helper()
	for i, b := range blockers {
		c := string(rune('f' + i))
		src = strings.Replace(src, "legend:\n", "legend:\n"+c+": enemy goblin\n", 1)
		src = placeLetter(src, sq(b), c[0])
	}
	g := game(t, src) // random dice: only where it stops matters
	g.minis[g.MiniByID('e')].Stats.Speed = speed
	evs := enemyActs(t, g, 'e')
	return g.minis[g.MiniByID('e')].At, evs
}

// placeLetter writes c on square p of a drawn map.
func placeLetter(src string, p grid.Point, c byte) string {
	lines := strings.Split(src, "\n")
	start := 0
	for i, l := range lines {
		if l == "map:" {
			start = i + 1
		}
	}
	row := []byte(lines[start+2*int(p.Y)+1])
	row[2*int(p.X)+1] = c
	lines[start+2*int(p.Y)+1] = string(row)
	return strings.Join(lines, "\n")
}

// allowedBeyond lists the squares of the heroes' room (columns a and b)
// that are free and not marked X for enemy e coming through the doorway.
func allowedBeyond(t *testing.T, src string) []string {
	g := game(t, src)
	e := g.MiniByID('e')
	start := g.board.AreaOf(g.minis[e].At)
	var out []string
	for y := range g.board.H {
		for x := range 2 {
			p := grid.Pt(x, y)
			if g.board.Walkable(p) && g.MiniAt(p) < 0 && !g.xSquare(e, p, start) {
				out = append(out, p.String())
			}
		}
	}
	return out
}

// "Examples 1 & 2: it will try to move through the doorway into the Squares
// shown as '1' or even further. If it doesn't have enough movement to reach
// these Squares it will stop in Square '2' and fight 'H1' (or H2 depending
// on priority). It will never stop in Square 'X'. (If Square 2 is occupied
// by another enemy, it will instead step to the side to Square 3 or 4, or
// as close to them as possible)."
func TestSeedDoorwayExamples1And2(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		ones      []string
	}{
		{"example 1", doorwayEx1, []string{"b3", "a4", "b4"}},
		{"example 2", doorwayEx2, []string{"a3", "a4", "b4"}},
	} {
		if got := strings.Join(allowedBeyond(t, tc.src), " "); got != strings.Join(tc.ones, " ") {
			t.Errorf("%s: squares beyond the doorway it may stop on: %s, want the 1s %v (b2 is X)", tc.name, got, tc.ones)
		}
		// Enough movement: it goes through to a square marked 1.
		at, evs := stopsAt(t, tc.src, 6)
		if !contains(tc.ones, at.String()) {
			t.Errorf("%s, Speed 6: stops on %s, want one of %v\n%s", tc.name, at, tc.ones, texts(evs))
		}
		// Too little to reach the 1s (4 moves): it stops in square 2 (c2,
		// 3 moves) and fights H1 (Thomas on b1) or H2.
		at, evs = stopsAt(t, tc.src, 3)
		if at != sq("c2") || len(find(evs, EvAttack)) != 1 || !strings.Contains(texts(evs), "Doorway rule 2") {
			t.Errorf("%s, Speed 3: stops on %s, want c2 fighting\n%s", tc.name, at, texts(evs))
		}
		// Square 2 taken by another enemy: it steps to the side, square 3
		// (c1) first.
		at, evs = stopsAt(t, tc.src, 3, "c2")
		if at != sq("c1") || !strings.Contains(texts(evs), "Doorway rule 3") {
			t.Errorf("%s, c2 taken: stops on %s, want c1\n%s", tc.name, at, texts(evs))
		}
		// Squares 2 and 3 taken: square 4 (c3).
		at, _ = stopsAt(t, tc.src, 3, "c2", "c1")
		if at != sq("c3") {
			t.Errorf("%s, c2 and c1 taken: stops on %s, want c3", tc.name, at)
		}
		// Never on X (b2), whatever its Speed.
		for speed := 1; speed <= 8; speed++ {
			if at, _ := stopsAt(t, tc.src, speed); at == sq("b2") {
				t.Errorf("%s, Speed %d: stopped on X", tc.name, speed)
			}
		}
	}
}

// "Example 3: it will stop in Square '2' and fight 'H1' (or H2 depending on
// priority). It will never stop in Square 'X'. (If Square 2 is occupied by
// another enemy, it will instead step to the side to Square 3 or 4, or as
// close as possible)."
func TestSeedDoorwayExample3(t *testing.T) {
	if got := allowedBeyond(t, doorwayEx3); len(got) != 0 {
		t.Fatalf("both squares beyond are X, got %v", got)
	}
	at, evs := stopsAt(t, doorwayEx3, 8)
	if at != sq("c2") || len(find(evs, EvAttack)) != 1 {
		t.Fatalf("stops on %s, want c2 fighting\n%s", at, texts(evs))
	}
	if a := find(evs, EvAttack)[0]; a.Other != int8(0) && a.Other != int8(3) {
		t.Fatalf("fights %d, want H1 (Thomas) or H2 (Pim)", a.Other)
	}
	if at, _ := stopsAt(t, doorwayEx3, 8, "c2"); at != sq("c1") && at != sq("c3") {
		t.Fatalf("with c2 taken stops on %s, want c1 or c3", at)
	}
}

// "Example 4: it will try to move through the doorway into the Squares
// shown as '1' or even further. If it doesn't have enough movement to reach
// these Squares it will stop in Square '2'. If Square 2 is occupied by
// another enemy it will stop in Square 3. He will never stop in Square 'X'
// (If Squares 2 and 3 are occupied he will move as close to 2, or 3, as
// possible)."
//
// The picture marks b4 as a 1 though it touches three heroes (a3, a4, a5);
// the rule's text wins and b4 is X (docs/rules/battleaxe.md).
func TestSeedDoorwayExample4(t *testing.T) {
	if got := strings.Join(allowedBeyond(t, doorwayEx4), " "); got != "a1 b1 b2 b5" {
		t.Fatalf("squares beyond it may stop on: %s, want a1 b1 b2 b5 (the picture's 1s but b4)", got)
	}
	at, evs := stopsAt(t, doorwayEx4, 6)
	if at != sq("b2") {
		t.Errorf("Speed 6: stops on %s, want b2 (a 1 beside its top-priority hero)\n%s", at, texts(evs))
	}
	// Too slow for the 1s: no hero touches the doorway square c3 (X), so
	// it steps to the side, square 2 (c2), or square 3 (c4) when 2 is taken.
	if at, evs := stopsAt(t, doorwayEx4, 3); at != sq("c2") || len(find(evs, EvAttack)) != 0 {
		t.Errorf("Speed 3: stops on %s, want c2\n%s", at, texts(evs))
	}
	if at, _ := stopsAt(t, doorwayEx4, 3, "c2"); at != sq("c4") {
		t.Errorf("Speed 3, c2 taken: stops on %s, want c4", at)
	}
	if at, _ := stopsAt(t, doorwayEx4, 3, "c2", "c4"); at == sq("c3") {
		t.Errorf("stopped on X")
	}
}

// "Example 5: here the enemy will move through the doorway to stop and
// fight at Square 2 (if this is his Priority) since it will be immediately
// adjacent to just 2 heroes." As extracted, the picture puts a third hero
// diagonally beside square 2; the test draws the heroes so that square 2
// touches two, as the sentence says, and checks the drawing as extracted
// too: there the enemy does not step through.
func TestSeedDoorwayExample5(t *testing.T) {
	const asText = `
map:
+-+-+-+-+-+
|. A|. . .|
+ + + + + +
|B ./. e .|
+ + + + + +
|. .|. . .|
+ + +-+-+-+
|C D|
+-+-+
legend:
A: hero thomas
B: hero luella
C: hero torvik
D: hero pim
e: enemy goblin
`
	at, evs := stopsAt(t, asText, 6)
	if at != sq("b2") || len(find(evs, EvAttack)) != 1 {
		t.Fatalf("stops on %s, want b2 (square 2) fighting\n%s", at, texts(evs))
	}
	asDrawn := strings.Replace(strings.Replace(asText, "|. .|. . .|", "|C .|. . .|", 1), "|C D|", "|. D|", 1)
	if at, _ := stopsAt(t, asDrawn, 6); at == sq("b2") {
		t.Fatal("as drawn, b2 touches 3 heroes: it must not stop there")
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// A room with two doors: the enemy takes the doorway on its way to the
// hero, not merely the nearest one.
func TestDoorwayOnTheWayToTheHero(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+
|. . .|. . . .|
+ + + + + + + +
|. . ./. . . .|
+ + + + + + + +
|. . .|. . . .|
+ + + + + + + +
|. . .|. e . .|
+ + + + + + + +
|A . .|. . . .|
+ + + + + + + +
|. . ./. . . .|
+-+-+-+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
`)
	e, h := g.MiniByID('e'), g.MiniByID('A')
	dist, _ := g.enemyDist(e)
	door, _, ok := g.doorway(e, h, dist)
	if !ok || door != sq("d6") {
		t.Fatalf("door %s %v, want d6 (towards Thomas on a5; d2 is as near the goblin)", door, ok)
	}
}
