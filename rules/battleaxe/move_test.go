package battleaxe

import (
	"strings"
	"testing"
)

const openRoom = `
map:
+-+-+-+-+-+-+-+-+-+-+
|. . . . . . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+
`

// "Example: if a hero has a Speed of 2 and rolls a 4 (using D6) then he
// can move up to 6 squares this turn."
func TestSeedSpeed2Rolling4MovesUpTo6Squares(t *testing.T) {
	src := openRoom + "legend:\nA: hero thomas\ng: enemy goblin\n"
	src = strings.Replace(src, "|. . . . . . . . . .|\n+-+", "|A . . . . . . . . g|\n+-+", 1)
	g := game(t, src, 4)
	mini(t, g, 'A').Stats.Speed = 2
	evs := do(t, g, "A move b4 c4 d4 e4 f4 g4 h4 i4")
	if r := find(evs, EvSpeedRoll); len(r) != 1 || r[0].M != 6 {
		t.Fatalf("speed roll events %v", texts(evs))
	}
	if got := mini(t, g, 'A').At; got != sq("g4") {
		t.Fatalf("moved to %s, want g4 (6 squares)", got)
	}
	refuse(t, g, "A move h4")
}

// "He can move diagonally but this counts as 2 squares." The seed's table:
// a hero with Speed 6 rolling 1 reaches the squares numbered up to 7.
func TestSeedDiagonalCountsAs2SquaresTable(t *testing.T) {
	table := [][]int{
		{0, 1, 2, 3, 4, 5, 6, 7},
		{1, 2, 3, 4, 5, 6, 7, 8},
		{2, 3, 4, 5, 6, 7, 8, 9},
	}
	src := openRoom + "legend:\nA: hero thomas\ng: enemy goblin\n"
	src = strings.Replace(src, "|. . . . . . . . . .|", "|A . . . . . . . . .|", 1)
	src = strings.Replace(src, "|. . . . . . . . . .|\n+-+", "|. . . . . . . . . g|\n+-+", 1)
	g := game(t, src)
	costs := g.heroCosts(g.MiniByID('A'))
	for y, row := range table {
		for x, want := range row {
			if got := costs[y*g.board.W+x]; got != want {
				t.Errorf("square %d,%d costs %d, want %d", x, y, got, want)
			}
		}
	}
	// With a roll of 1 the diagonal b2 costs 2 and c3 costs 4: a path of
	// two diagonals and five straight steps is 9 squares, more than 7: he
	// stops on f3, 2+2+1+1+1 = 7.
	g = game(t, src, 1)
	evs := do(t, g, "A move b2 c3 d3 e3 f3 g3 h3")
	if got := mini(t, g, 'A').At; got != sq("f3") {
		t.Fatalf("moved to %s, want f3 (7 squares: 2+2+1+1+1)\n%s", got, texts(evs))
	}
}

// "He cannot move over any square occupied by an enemy." "He cannot move
// over Room Contents [even if the Contents are 'Low']". "He can move over
// another hero's square - provided the other hero lets him!"
func TestSeedHeroCannotMoveOverEnemiesOrContentsButOverHeroes(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|A B . g . .|
+ + + + + + +
|. . 1 . . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
g: enemy goblin
1: contents barrel low
`, 6)
	if why := refuse(t, g, "A move b1 c1 d1 e1"); !strings.Contains(why, "occupied by Goblin g") {
		t.Fatal(why)
	}
	if why := refuse(t, g, "A move b2 c2"); !strings.Contains(why, "room contents") {
		t.Fatal(why)
	}
	do(t, g, "A move b1 c1")
	if mini(t, g, 'A').At != sq("c1") {
		t.Fatal("Thomas should pass over Luella")
	}
	// He never stops on another hero: a path ending on one stops short.
	g = game(t, `
map:
+-+-+-+-+
|A B . g|
+-+-+-+-+
legend:
A: hero thomas
B: hero luella
g: enemy goblin
`, 6)
	refuse(t, g, "A move b1")
}

// "Move and then take 1 Standard Action, OR Take 1 Standard Action and then
// Move"
func TestSeedMoveThenActOrActThenMove(t *testing.T) {
	src := `
map:
+-+-+-+-+-+-+
|A g . . . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
g: enemy orc
`
	// Act then move.
	g := game(t, src, seq(pct(90), d6(3))...)
	do(t, g, "A fight g")
	if why := refuse(t, g, "A shoot g"); !strings.Contains(why, "adjacent") && !strings.Contains(why, "Standard Action") {
		t.Fatal(why)
	}
	do(t, g, "A face W")
	refuse(t, g, "A move b1") // the orc is there
	// Move then act, and no moving after.
	g = game(t, `
map:
+-+-+-+-+-+-+
|A . . g . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
g: enemy orc
`, seq(d6(1), pct(90))...)
	do(t, g, "A move b1 c1", "A fight g")
	if why := refuse(t, g, "A move b1"); !strings.Contains(why, "moving is over") {
		t.Fatal(why)
	}
}
