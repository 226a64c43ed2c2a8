package tunnel

import (
	"strings"
	"testing"
)

func TestEscapeGoal(t *testing.T) {
	level := `
rounds: 2
goal: escape side 1
side 1: Runners
side 2: Guards
map:
########
#A....>#
#.....g#
########
legend:
A: kobold side 1 facing E
g: goblin side 2 facing N
`
	g := board(t, level)
	do(t, g, "A move c2-d2 E")
	evs := do(t, g, "A move e2-f2 E", "A move g2 E")
	over := find(t, evs, EvGameOver)
	if out := g.Outcome(); !out.Over || out.Winner() != 0 || !strings.Contains(over.String(), "escaped") {
		t.Fatalf("stepping onto the exit wins for the escaping side: %+v", out)
	}
	// Guards win when the rounds run out.
	g = board(t, level)
	evs = do(t, g, "end", "end", "end", "end")
	over = find(t, evs, EvGameOver)
	if out := g.Outcome(); out.Winner() != 1 || !strings.Contains(out.Reason, "did not escape") {
		t.Fatalf("after the last round the guards win: %+v (%s)", out, over)
	}
	// The guards cannot win by reaching the exit.
	g = board(t, level)
	do(t, g, "end", "g move g2 N")
	if g.Outcome().Over {
		t.Fatal("only the escaping side escapes")
	}
}

func TestRoundLimit(t *testing.T) {
	level := `
rounds: 1
side 1: Gnomes
side 2: Goblins
map:
#########
#.Ab....#
#......c#
#########
legend:
A: gnome side 1 facing E
b: goblin side 2 facing E
c: goblin side 2 facing N
`
	// More fighters standing wins.
	g := board(t, level)
	evs := do(t, g, "end", "end")
	if out := g.Outcome(); !out.Over || out.Winner() != 1 || !strings.Contains(out.Reason, "most fighters standing") {
		t.Fatalf("two Goblins against one Gnome after the last round: %+v", out)
	}
	find(t, evs, EvGameOver)
	if g.Round() != 1 {
		t.Fatalf("the round shown after the end is %d", g.Round())
	}
	// Equal fighters: the side that dealt more damage wins.
	level2 := strings.Replace(strings.Replace(level, "c: goblin side 2 facing N\n", "", 1), "#......c#", "#.......#", 1)
	g = board(t, level2, 1, 1, 1, 1)
	do(t, g, "A swing d2 1", "end", "end") // Git Shot from behind: 1 damage
	if out := g.Outcome(); out.Winner() != 0 || !strings.Contains(out.Reason, "damage") {
		t.Fatalf("damage dealt breaks the tie: %+v", out)
	}
	// Nothing to tell them apart: a draw.
	g = board(t, level2)
	do(t, g, "end", "end")
	if out := g.Outcome(); !out.Over || out.Winner() != -1 {
		t.Fatalf("level sides draw: %+v", out)
	}
}

// Friendly fire is allowed ("Take a Swing at any model in a space to its
// front, left or right") but never counts as damage dealt.
func TestFriendlySwing(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#######
#AB..g#
#######
legend:
A: gnome side 1 facing E
B: gnome side 1 facing E
g: goblin side 2 facing W
`, 6, 6, 6, 6)
	do(t, g, "A swing c2 1")
	if model(g, 'B').Endurance != 3 || g.Dealt(0) != 0 {
		t.Fatalf("friendly Heavy Blow: Endurance %d, dealt %d", model(g, 'B').Endurance, g.Dealt(0))
	}
}
