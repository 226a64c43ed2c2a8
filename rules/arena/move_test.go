package arena

import (
	"testing"

	"skirmish/rules/grid"
)

const runnerBoard = `
map:
00000
A0000
0000a

legend:
A: kosh
a: runner

fighters:
fighter runner "Runner" str -1 dex 1 spd 2 wits 0 melee 1 athletics 1 hold dagger
`

// TestInterruptedMove checks "Moving": "If the character comes within a
// step of any enemy, that enemy may interrupt the movement with an attack
// ... The AP spent to move has already been spent once characters begin
// moving, so it must be factored into any Penalty due to negative APs. If
// the character survives the interruption unfettered, they complete their
// movement immediately." The runner (5 AP) runs past Kosh to a3.
func TestInterruptedMove(t *testing.T) {
	t.Run("Kosh strikes it down", func(t *testing.T) {
		// Kosh rolls 6 + 4 against TN 9; his 2D6+3 deals 5: the runner falls.
		g := board(t, runnerBoard, 3, 3, 1, 1)
		do(t, g, "a move a3")
		mv, moving := g.Move()
		if !moving || g.Phase() != PhaseInterrupt || g.Current() != g.ByID('a') || mv.Asking != int8(g.ByID('A')) {
			t.Fatalf("coming within a step of Kosh, the runner should be stopped for Kosh to choose\n%s", g.Describe())
		}
		paused := fighter(t, g, 'a').At
		if grid.Chebyshev(paused, fighter(t, g, 'A').At) != 1 {
			t.Fatalf("the runner waits at %s, not within a step of Kosh", paused)
		}
		illegal(t, g, "a hold")
		evs := do(t, g, "A interrupt a greatsword")
		if r := find(t, evs, EvRolled); r.TN != 9 {
			t.Fatalf("TN %d, want 7 + 1 + 1 (the runner's 4 AP after paying for the move leave no Penalty): %s", r.TN, r.Text)
		}
		wantAP(t, g, "after the interruption: Kosh swung, the runner resisted", "Aa", 1, 3)
		if f := fighter(t, g, 'a'); f.Status != Fallen || f.At != paused {
			t.Fatalf("the runner should fall where it was stopped, %s\n%s", paused, g.Describe())
		}
		if _, moving := g.Move(); moving {
			t.Fatal("the move should end with the runner's fall")
		}
	})
	t.Run("the runner survives", func(t *testing.T) {
		// Kosh rolls 2 + 4 against TN 9: the runner's dagger deals 1D6 = 4.
		g := board(t, runnerBoard, 1, 1, 4)
		do(t, g, "a move a3")
		do(t, g, "A interrupt a greatsword")
		if f := fighter(t, g, 'a'); f.At != grid.Pt(0, 2) || f.Status != Standing {
			t.Fatalf("the runner survives unfettered and should complete its move to a3\n%s", g.Describe())
		}
	})
	t.Run("Kosh lets it pass", func(t *testing.T) {
		g := board(t, runnerBoard)
		do(t, g, "a move a3")
		do(t, g, "A pass")
		if f := fighter(t, g, 'a'); f.At != grid.Pt(0, 2) {
			t.Fatalf("the runner should reach a3\n%s", g.Describe())
		}
		wantAP(t, g, "a pass costs nothing", "Aa", 4, 4)
	})
}

// TestPathIsShortest checks that a move walks a shortest path of single
// steps, no more than one height up or down.
func TestPathIsShortest(t *testing.T) {
	g := board(t, `
map:
A1230
01#30
0000a

legend:
A: kosh
a: sentinel
`)
	i := g.ByID('A')
	for _, to := range []grid.Point{grid.Pt(3, 1), grid.Pt(2, 0), grid.Pt(3, 2)} {
		path, n := g.path(i, to)
		dist := g.Reachable(i)
		if n-1 != int(dist[int(to.Y)*g.lvl.W+int(to.X)]) || path[0] != g.f[i].At || path[n-1] != to {
			t.Fatalf("path to %s: %v (%d squares)", to, path[:n], n)
		}
		for k := 1; k < n; k++ {
			if grid.Chebyshev(path[k-1], path[k]) != 1 || !g.step(path[k-1], path[k]) {
				t.Fatalf("path to %s jumps at %s", to, path[k])
			}
		}
	}
	if !g.reachable(i, grid.Pt(3, 0)) || g.reachable(i, grid.Pt(4, 0)) {
		t.Fatal("d1 (height 3) is 3 steps of climbing away; e1 is a drop of 3 below it and 5 steps round: beyond Kosh's 3")
	}
}

// TestWalkPathStopsAtMud: the path a table draws is the path a move takes
// (WalkPath), and neither goes on through a square of mud, which ends a
// move (ruling 58): the path to the far side goes round it.
func TestWalkPathStopsAtMud(t *testing.T) {
	g := board(t, `
map:
A000a
00000
00000

terrain:
.~...
.~...
.....

legend:
A: sindon
a: goblin on 0
`)
	i := g.ByID('A')
	got := g.WalkPath(g.Reachable(i), i, grid.Pt(2, 0), nil)
	for _, p := range got[:len(got)-1] {
		if g.Level().TerrainAt(p) == Mud {
			t.Fatalf("the path %v goes on through the mud at %s", got, p)
		}
	}
	if len(got) != 4 || got[len(got)-1] != grid.Pt(2, 0) {
		t.Fatalf("the path to c1 is %v; want 4 steps round the mud, ending on c1", got)
	}
	do(t, g, "a hold")
	do(t, g, "A move c1")
	if at := g.Fighters()[i].At; at != grid.Pt(2, 0) {
		t.Fatalf("the move ended on %s, want c1", at)
	}
}
