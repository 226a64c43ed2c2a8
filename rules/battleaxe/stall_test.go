package battleaxe

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// A party of four computer heroes once stalled for ever on the crypt with
// seed 16490264502457544819: two heroes dead, Faelar unconscious beyond a
// doorway held by the Bone King and three skeletons, and Torvik alone,
// ending every turn where he stood. The quest must end.
func TestComputerPartyDoesNotStallBehindBlockedDoorway(t *testing.T) {
	sc := (Ruleset{}).Scenarios()[0]
	if sc.Name != "the-bone-kings-crypt" {
		t.Fatalf("first scenario %q", sc.Name)
	}
	g, n := playQuest(t, sc, 16490264502457544819, 6000, true)
	if !g.Outcome().Over {
		t.Fatalf("not over after %d actions, round %d\n%s", n, g.round, g.Describe())
	}
	if g.round > 400 {
		t.Fatalf("over only in round %d", g.round)
	}
}

// "This is always an option if some of the heroes are badly wounded,
// unconscious or dead": the party may retreat leaving an unconscious hero
// no one carries; he is lost with the quest.
func TestSeedRetreatLeavesTheUnconsciousBehind(t *testing.T) {
	g := game(t, carryRoom, 6)
	mini(t, g, 'P').Health = 0
	evs := do(t, g, "A retreat")
	if o := g.Outcome(); !o.Over || len(o.Winners) != 0 {
		t.Fatalf("outcome %+v", o)
	}
	if !strings.Contains(texts(evs), "Pim, unconscious, is left behind") {
		t.Fatalf("events:\n%s", texts(evs))
	}
	g = game(t, carryRoom, 6)
	mini(t, g, 'P').Health = 1
	do(t, g, "P move b2")
	refuse(t, g, "A retreat") // a conscious hero is never left
}

// The stall: two heroes dead, a light one unconscious where the heavy one
// cannot get to him, the heavy one on a start square. The computer hero
// retreats, leaving him behind, rather than end his turns for ever.
func TestComputerHeroRetreatsWhenTheFallenCannotBeReached(t *testing.T) {
	g := mustered(t, 0)
	ids := map[string]byte{}
	for _, s := range g.seats {
		ids[g.name(int(s))] = g.minis[s].ID
	}
	mini(t, g, ids["Thomas"]).Health = -1
	mini(t, g, ids["Luella"]).Health = -1
	f := mini(t, g, ids["Faelar"])
	f.Health = 0
	put(g, f.ID, grid.Pt(0, 0)) // nowhere a hero can walk to
	torvik := g.MiniByID(ids["Torvik"])
	if !g.minis[torvik].Heavy || !g.startSquare(g.minis[torvik].At) {
		t.Fatal("Torvik should be heavy and on a start square")
	}
	for n := 0; n < 20 && !g.Outcome().Over; n++ {
		seat := g.ToAct()[0]
		a, err := AI{}.Choose(g.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%q: %v", a, err)
		}
	}
	if o := g.Outcome(); !o.Over || !strings.Contains(o.Reason, "retreat") {
		t.Fatalf("outcome %+v\n%s", o, g.Describe())
	}
}

// A hero's distances count no step through an enemy: passDistFrom finds
// no way past a goblin holding a corridor, and wayFor falls back from
// targets he cannot reach to the enemies in the way, to fight through.
func TestComputerHeroDistancesCountNoStepThroughEnemies(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|A . . g P .|
+ + + +-+-+-+
|. . .|
+-+-+-+
legend:
A: hero thomas
P: hero pim
g: enemy goblin
`)
	a := g.MiniByID('A')
	if d := g.distFrom([]grid.Point{sq("f1")}); d[g.board.idx(sq("a1"))] != 5 {
		t.Fatalf("over the floor: %d, want 5", d[g.board.idx(sq("a1"))])
	}
	if d := g.passDistFrom([]grid.Point{sq("f1")}); d[g.board.idx(sq("a1"))] != -1 || d[g.board.idx(sq("e1"))] != 1 {
		t.Fatal("no way past the goblin; Pim is passed")
	}
	if g.heroDist(a, []grid.Point{sq("f1")}) != nil {
		t.Fatal("f1 is behind the goblin")
	}
	d := g.wayFor(a, []grid.Point{sq("d1")}, []grid.Point{sq("f1")})
	if d == nil || d[g.board.idx(sq("c1"))] != 1 || d[g.board.idx(sq("a1"))] != 3 {
		t.Fatal("with f1 out of reach he goes for the goblin in the way")
	}
}

// "Moving to Fight Near Doorways": rule 3 ("if there is no adjacent hero to
// fight it will step to the side of the doorway") is for an enemy that
// rule 1's X turns back. An enemy merely too far from its hero, beyond a
// doorway with no X, walks through it towards him: it does not stand
// aside of the doorway for ever.
func TestSeedEnemyTooFarWalksThroughTheDoorway(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+-+-+-+-+
|A . . . . . . . . . .|e .|
+ + + + + + + + + + + + + +
|. . . . . . . . . . ./. .|
+ + + + + + + + + + + + + +
|. . . . . . . . . . .|. .|
+-+-+-+-+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
`, pct(90, 90, 90, 90)...)
	evs := enemyActs(t, g, 'e')
	e := &g.minis[g.MiniByID('e')]
	if strings.Contains(texts(evs), "Doorway rule 3") || g.board.AreaOf(e.At) != g.board.AreaOf(sq("a1")) {
		t.Fatalf("the goblin on %s should be through the doorway:\n%s", e.At, texts(evs))
	}
}

// "When as a hero's Health falls below Zero he immediately he falls to the
// ground, dead": his body holds no square (a ruling), so enemies step over
// it and may stand on it; a living hero, even unconscious, still bars the
// way.
func TestEnemyStepsOverADeadHero(t *testing.T) {
	src := `
map:
+-+-+-+-+-+
|e A . B .|
+-+-+-+-+-+
legend:
A: hero thomas
B: hero pim
e: enemy goblin
`
	g := game(t, src)
	e := g.MiniByID('e')
	mini(t, g, 'A').Health = -1
	dist, _ := g.enemyDist(e)
	if dist[g.board.idx(sq("c1"))] != 2 || !g.canStop(e, sq("b1")) || g.MiniAt(sq("b1")) != -1 {
		t.Fatalf("over Thomas's body to c1: %d moves; it may stand on him", dist[g.board.idx(sq("c1"))])
	}
	g = game(t, src)
	mini(t, g, 'A').Health = 0
	dist, _ = g.enemyDist(e)
	if dist[g.board.idx(sq("c1"))] != -1 {
		t.Fatal("an unconscious hero bars the way")
	}
}
