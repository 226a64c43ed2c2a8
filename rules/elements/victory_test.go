package elements

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// goalBoard is board with a goal and round limit of its own.
func goalBoard(t *testing.T, goal string, rounds int, src string, dice ...int) *Game {
	t.Helper()
	head := "title: Test\npack: shadow-clans\nrounds: " + itoa(rounds) + "\ngoal: " + goal + "\npoints: 100\nside 1: Light\nside 2: Dark\n\n"
	lvl, err := ParseLevel("test", "test.txt", []byte(head+strings.TrimSpace(src)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, _ := rules.LoadedDice(1, dice)
	g := NewGame(lvl, d)
	mustDo(t, g, Action{Kind: Ready, Side: 0})
	mustDo(t, g, Action{Kind: Ready, Side: 1})
	return g
}

const goalMap = `
map:
.......
.A...*.
.....a.

legend:
A: ninja facing E
a: ninja facing N
`

// Ruling 23, reach: side 1 wins as soon as one of its models stands on
// an objective square; the other side wins at the round limit.
func TestReachGoal(t *testing.T) {
	g := goalBoard(t, "reach 1", 2, goalMap)
	do(t, g, "A move f2 E")
	if o := g.Outcome(); !o.Over || o.Winner() != 0 {
		t.Errorf("A reached the objective: %+v", o)
	}
	g = goalBoard(t, "reach 1", 1, goalMap)
	do(t, g, "A done")
	do(t, g, "a done")
	if o := g.Outcome(); !o.Over || o.Winner() != 1 {
		t.Errorf("the round limit: side 2 held out: %+v", o)
	}
}

// Ruling 23, hold: the other side wins at a round's end if it has more
// models on the objective; side N wins at the limit.
func TestHoldGoal(t *testing.T) {
	g := goalBoard(t, "hold 2", 3, goalMap)
	do(t, g, "A move f2 E")
	if g.Outcome().Over {
		t.Fatal("hold is checked at the end of the round")
	}
	do(t, g, "A done")
	do(t, g, "a done")
	if o := g.Outcome(); !o.Over || o.Winner() != 0 {
		t.Errorf("side 1 outnumbers side 2 on the objective: %+v", o)
	}
	g = goalBoard(t, "hold 2", 1, goalMap)
	do(t, g, "A done")
	do(t, g, "a done")
	if o := g.Outcome(); !o.Over || o.Winner() != 1 {
		t.Errorf("side 2 held to the limit: %+v", o)
	}
}

// Ruling 23, eliminate: at the limit the stronger side wins; equal
// strength is a draw.
func TestEliminateAtTheLimit(t *testing.T) {
	g := goalBoard(t, "eliminate", 1, duel)
	do(t, g, "A done")
	do(t, g, "a done")
	if o := g.Outcome(); !o.Over || len(o.Winners) != 0 {
		t.Errorf("equal strength is a draw: %+v", o)
	}
	g = goalBoard(t, "eliminate", 1, duel, fW, fS, fS, fS, fS)
	do(t, g, "A attack c2")
	do(t, g, "A done")
	do(t, g, "a done")
	if o := g.Outcome(); !o.Over || o.Winner() != 0 || !strings.Contains(o.Reason, "2 to 1") {
		t.Errorf("A Injured a: strength 2 to 1: %+v", o)
	}
}

// Every game ends: random games of every scenario end within the round
// limit (ruling 24).
func TestGamesEnd(t *testing.T) {
	for _, sc := range scenarios(t) {
		for seed := range uint64(20) {
			g, _ := Setup(sc, seed, rules.Options{})
			p := []rules.Player{rules.NewRandomPlayer(seed), rules.NewRandomPlayer(seed + 1)}
			if _, err := rules.Play(g, p, 20000); err != nil {
				t.Fatalf("%s seed %d: %v", sc.Name, seed, err)
			}
			if g.Round() > g.Level().Rounds {
				t.Errorf("%s: round %d past the limit", sc.Name, g.Round())
			}
		}
	}
}
