package battleaxe

import (
	"fmt"
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// seedTable is the seed's "Moving to Fight" diagram: the hero H in the
// middle, each square labelled with the adjacent square an enemy starting
// there moves to.
var seedTable = [7][7]string{
	{"1", "3A", "3A", "3A", "3A", "3A", "2A"},
	{"4", "1", "3A", "3A", "3A", "2A", "4A"},
	{"4", "4", "1", "3A", "2A", "4A", "4A"},
	{"4", "4", "4", "H", "4A", "4A", "4A"},
	{"4", "4", "2", "3", "1A", "4A", "4A"},
	{"4", "2", "3", "3", "3", "1A", "4A"},
	{"2", "3", "3", "3", "3", "3", "1A"},
}

// seedFlank is the seed's "Flanking" table: the square each starting label
// moves to.
var seedFlank = map[string]string{"1": "1A", "1A": "1", "2": "2A", "2A": "2", "3": "3A", "3A": "3", "4": "4A", "4A": "4"}

// arena draws a 9x9 room with hero A in the middle (e5) and an enemy of
// the given card on p.
func arena(t *testing.T, card string, p grid.Point) *Game {
	t.Helper()
	var s strings.Builder
	s.WriteString("map:\n+" + strings.Repeat("-+", 9) + "\n")
	for y := range 9 {
		s.WriteString("|")
		for x := range 9 {
			c := "."
			switch {
			case x == 4 && y == 4:
				c = "A"
			case x == int(p.X) && y == int(p.Y):
				c = "e"
			}
			s.WriteString(c)
			if x < 8 {
				s.WriteString(" ")
			}
		}
		s.WriteString("|\n")
		if y < 8 {
			s.WriteString("+" + strings.Repeat(" +", 9) + "\n")
		}
	}
	s.WriteString("+" + strings.Repeat("-+", 9) + "\nlegend:\nA: hero thomas\ne: enemy " + card + "\n")
	return game(t, s.String())
}

// The table over every square, with the ruling that an enemy's diagonal
// step counts 1: the enemy moves to the table's square, and that square is
// among the adjacent squares it reaches in the fewest moves.
func TestSeedTargetSquareTableOverEverySquare(t *testing.T) {
	for y := range 7 {
		for x := range 7 {
			if seedTable[y][x] == "H" {
				continue
			}
			at := grid.Pt(x+1, y+1) // the table's 7x7 sits in the 9x9 arena
			g := arena(t, "goblin", at)
			e, h := g.MiniByID('e'), g.MiniByID('A')
			dist, _ := g.enemyDist(e)
			plan, ok := g.tableMove(e, h, dist, 1<<20, false)
			if !ok {
				t.Fatalf("%s: no plan", at)
			}
			label := TableLabel(ringOf(g.minis[h].At, plan.at))
			if label != seedTable[y][x] {
				t.Errorf("from %s (table %s) the enemy goes to %s", at, seedTable[y][x], label)
			}
			// The table's square is a nearest one when diagonals count 1.
			best := 1 << 30
			for _, d := range kingSteps {
				best = min(best, dist[g.board.idx(g.minis[h].At.Add(d))])
			}
			if plan.moves != best {
				t.Errorf("from %s the table's square takes %d moves; the nearest adjacent square %d", at, plan.moves, best)
			}
		}
	}
}

// Why the ruling: were an enemy's diagonal to count 2 as a hero's does, the
// table's square would not be the nearest from every square (from 3 east
// and 1 south of the hero, square 4A is 3 squares away, 1A only 2).
func TestEnemyDiagonalCostingTwoWouldBreakTheTable(t *testing.T) {
	broken := 0
	for y := range 7 {
		for x := range 7 {
			if seedTable[y][x] == "H" {
				continue
			}
			dx, dy := x-3, y-3
			cost := func(o grid.Point) int {
				ax, ay := dx-int(o.X), dy-int(o.Y)
				ax, ay = max(ax, -ax), max(ay, -ay)
				return 2*min(ax, ay) + (max(ax, ay) - min(ax, ay)) // diagonals count 2
			}
			best := 1 << 30
			for _, o := range kingSteps {
				best = min(best, cost(o))
			}
			if cost(kingSteps[labelRing(seedTable[y][x])]) != best {
				broken++
			}
		}
	}
	if broken == 0 {
		t.Fatal("with diagonals counting 2 the table would hold too; the ruling would be needless")
	}
}

// "Flanking: Enemy starting in Square 1 will try to move to fight in
// adjacent square 1A ... 4A to 4", over every square of the diagram.
func TestSeedFlankingTableOverEverySquare(t *testing.T) {
	for y := range 7 {
		for x := range 7 {
			from := seedTable[y][x]
			if from == "H" {
				continue
			}
			at := grid.Pt(x+1, y+1)
			g := arena(t, "orc", at) // orcs flank
			e, h := g.MiniByID('e'), g.MiniByID('A')
			dist, _ := g.enemyDist(e)
			plan, ok := g.tableMove(e, h, dist, 1<<20, false)
			if !ok {
				t.Fatalf("%s: no plan", at)
			}
			if got := TableLabel(ringOf(g.minis[h].At, plan.at)); got != seedFlank[from] {
				t.Errorf("flanking from %s (square %s) goes to %s, want %s", at, from, got, seedFlank[from])
			}
		}
	}
}

// "If the adjacent square is already occupied (by another enemy, hero or
// Room Contents) then it will instead try the next square 'clockwise'
// around the hero, provided it has enough movement to reach it ... If all
// these squares are occupied it will try going 'anti-clockwise' from the
// original adjacent square"
func TestSeedOccupiedSquareTriesClockwiseThenAntiClockwise(t *testing.T) {
	// The goblin on h2 (3 east, 3 north of Thomas on e5) wants f4 (2A),
	// where another goblin stands; clockwise, f5 (4A) is taken too, so it
	// goes on to f6 (1A), 4 moves away.
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+
|. . . . . . . . .|
+ + + + + + + + + +
|. . . . . . . e .|
+ + + + + + + + + +
|. . . . . . . . .|
+ + + + + + + + + +
|. . . . . f . . .|
+ + + + + + + + + +
|. . . . A g . . .|
+ + + + + + + + + +
|. . . . . . . . .|
+ + + + + + + + + +
|. . . . . . . . .|
+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
f: enemy goblin
g: enemy goblin
`)
	e, h := g.MiniByID('e'), g.MiniByID('A')
	dist, _ := g.enemyDist(e)
	plan, ok := g.tableMove(e, h, dist, 6, false)
	if !ok || plan.at != sq("f6") || plan.moves != 4 {
		t.Fatalf("plan %+v %v, want f6 in 4 (clockwise past 4A to 1A)", plan, ok)
	}
	// With only 3 moves, f6 is out of reach: the clockwise walk ends there
	// and the anticlockwise one finds e4 (3A) in 3.
	plan, ok = g.tableMove(e, h, dist, 3, false)
	if !ok || plan.at != sq("e4") || !strings.Contains(plan.why, "anti-clockwise") {
		t.Fatalf("plan %+v %v, want e4 anti-clockwise", plan, ok)
	}
	// With 2 moves nothing is in reach: it has to try another hero.
	if _, ok := g.tableMove(e, h, dist, 2, false); ok {
		t.Fatal("2 moves reach no square next to Thomas")
	}
}

// ringOf returns the ring position of p around the hero on h.
func ringOf(h, p grid.Point) int {
	for i, d := range kingSteps {
		if h.Add(d) == p {
			return i
		}
	}
	return -1
}

func labelRing(l string) int {
	for i, s := range ringLabels {
		if s == l {
			return i
		}
	}
	panic(fmt.Sprint("no label ", l))
}
