package battleaxe

import (
	"strings"
	"testing"
)

// "If it is already in a square that can attack this hero then it will not
// move"
func TestSeedEnemyAlreadyAbleToAttackDoesNotMove(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+
|. A e . .|
+-+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
`, pct(90)...)
	evs := enemyActs(t, g, 'e')
	if g.minis[g.MiniByID('e')].At != sq("c1") || len(find(evs, EvMoved)) != 0 || len(find(evs, EvAttack)) != 1 {
		t.Fatalf("events:\n%s", texts(evs))
	}
	if !strings.Contains(texts(evs), "it can already attack Thomas and does not move") {
		t.Fatalf("the decision should say why:\n%s", texts(evs))
	}
}

// "An enemy can't move through a hero, Room Contents or wall but can move
// through another enemy."
func TestSeedEnemyMovesThroughEnemiesNotHeroesOrContents(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|e f . . . A|
+-+-+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
f: enemy goblin
`)
	dist, _ := g.enemyDist(g.MiniByID('e'))
	if d := dist[g.board.idx(sq("e1"))]; d != 4 {
		t.Fatalf("through goblin f to e1: %d moves, want 4", d)
	}
	if d := dist[g.board.idx(sq("f1"))]; d != -1 {
		t.Fatal("it cannot enter Thomas's square")
	}
	g = game(t, `
map:
+-+-+-+-+
|e 1 . A|
+-+-+-+-+
legend:
A: hero thomas
e: enemy goblin
1: contents barrel low
`)
	dist, _ = g.enemyDist(g.MiniByID('e'))
	if d := dist[g.board.idx(sq("c1"))]; d != -1 {
		t.Fatal("it cannot cross the barrel")
	}
}

// "Fight as Gang: a Hero that is already adjacent to the most enemies" —
// the decision carries the rule that chose it, for the table to show.
func TestEnemyDecisionSaysTheRule(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+
|f g . . . . .|
+ + + + + + + +
|h A . . B . e|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
e: enemy goblin
f: enemy goblin
g: enemy goblin
h: enemy goblin
`, pct(90)...)
	evs := enemyActs(t, g, 'e')
	if !strings.Contains(texts(evs), "Fight as Gang: Thomas has 3 enemies adjacent") {
		t.Fatalf("events:\n%s", texts(evs))
	}
	if m := g.minis[g.MiniByID('e')]; !g.adjacent(g.MiniByID('e'), g.MiniByID('A')) {
		t.Fatalf("goblin e on %s is not beside Thomas", m.At)
	}
}

// "It is possible that all adjacent squares are occupied or cannot be
// reached - in this case it has to try another hero"
func TestSeedEnemyLackingMovementTriesAnotherHero(t *testing.T) {
	// The Bone King (Speed 5; Fight as Gang, Fight Furthest) picks Thomas,
	// 6 moves from adjacent, then Luella, 1 move away.
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+-+
|A . . . . . . k . B|
+-+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
k: enemy bone-king
`, pct(90, 90)...)
	evs := enemyActs(t, g, 'k')
	if !strings.Contains(texts(evs), "Fight Furthest: Thomas is 6 moves from being adjacent; it lacks the movement to fight Thomas: it tries another hero") {
		t.Fatalf("events:\n%s", texts(evs))
	}
	if mini(t, g, 'k').At != sq("i1") || len(find(evs, EvAttack)) != 2 {
		t.Fatalf("the Bone King should end on i1 and attack Luella twice:\n%s", texts(evs))
	}
}

// "Moving for Clear Sight ... 1) Backwards (away from the hero)."
// "Remember - an enemy cannot shoot if he is adjacent to an enemy.
// Therefore do not move an enemy mini into a Square with CS if that Square
// is adjacent to a hero."
func TestSeedArcherMovesBackwardsForClearSight(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+
|. . . . . . . . .|
+ + + + + + + + + +
|. . A h . . . . .|
+ + + + + + + + + +
|. . . . . . . . .|
+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
h: enemy goblin-archer
`, pct(90)...)
	evs := enemyActs(t, g, 'h')
	m := g.minis[g.MiniByID('h')]
	if m.At.X <= 3 || g.adjacentFoe(g.MiniByID('h')) || len(find(evs, EvAttack)) != 1 || find(evs, EvAttack)[0].Blow.Kind != "shoot" {
		t.Fatalf("the archer on %s should back away and shoot\n%s", m.At, texts(evs))
	}
	if !strings.Contains(texts(evs), "moves backwards") {
		t.Fatalf("events:\n%s", texts(evs))
	}
	// "as far away as possible": 5 squares back along the row (Speed 5).
	if m.At != sq("i2") && m.At != sq("i1") && m.At != sq("i3") {
		t.Fatalf("stopped on %s, want the back wall", m.At)
	}
}

// "An enemy with a spell will always cast instead of shoot or fight."
func TestSeedCasterCastsInsteadOfFighting(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|A . . . . s|
+-+-+-+-+-+-+
legend:
A: hero thomas
s: enemy kobold-shaman
`, pct(40)...)
	evs := enemyActs(t, g, 's')
	a := find(evs, EvAttack)
	if len(a) != 1 || a[0].Blow.Kind != "spell" || a[0].Blow.Wounds != 1 || mini(t, g, 'A').Health != 6 {
		t.Fatalf("events:\n%s", texts(evs))
	}
	if mini(t, g, 's').Casts != 1 {
		t.Fatal("one cast used")
	}
}

// "Each 'round': 1) every player has a turn, one at a time and 2) each
// enemy has a turn"; the players choose their order.
func TestSeedRoundHeroesThenEnemies(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|A B . . . e|
+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
e: enemy goblin
`, pct(90)...)
	do(t, g, "B face E")
	if why := refuse(t, g, "A face E"); !strings.Contains(why, "Luella's turn") {
		t.Fatal(why)
	}
	do(t, g, "B end")
	refuse(t, g, "B face W")
	evs := do(t, g, "A end")
	if len(find(evs, EvEnemyTurns)) != 1 || len(find(evs, EvAttack)) != 1 || g.round != 2 {
		t.Fatalf("round %d events:\n%s", g.round, texts(evs))
	}
	do(t, g, "B face W")
}

// "Open Doors - if 'Yes' the enemy is able and willing to open any doors
// that the heroes have closed."
func TestSeedEnemyOpensClosedDoorsOnlyIfItsCardSaysSo(t *testing.T) {
	src := `
map:
+-+-+-+-+-+
|A . . . .|
+-+-+#+-+-+
|. . . . e|
+-+-+-+-+-+
legend:
A: hero thomas
e: enemy ENEMY
`
	g := game(t, strings.Replace(src, "ENEMY", "orc", 1), pct(90)...) // orcs open doors
	evs := enemyActs(t, g, 'e')
	if len(find(evs, EvDoor)) != 1 || g.board.EdgeBetween(sq("c1"), sq("c2")) != DoorOpen || !g.adjacent(g.MiniByID('e'), g.MiniByID('A')) {
		t.Fatalf("the orc should open the door and reach Thomas:\n%s", texts(evs))
	}
	g = game(t, strings.Replace(src, "ENEMY", "skeleton", 1))
	evs = enemyActs(t, g, 'e')
	if len(find(evs, EvDoor)) != 0 || g.board.EdgeBetween(sq("c1"), sq("c2")) != DoorClosed {
		t.Fatalf("the skeleton cannot open doors:\n%s", texts(evs))
	}
	if !g.NoActiveEnemies() {
		t.Fatal("a skeleton behind a closed door is no active enemy")
	}
}

// "1) Backwards (away from the hero). If no CS then... 2) Left - if no CS
// then... 3) Right - if no CS then... 4) Forwards (towards the hero)" and
// never onto a square adjacent to a hero: here only squares ahead see past
// the goblin beside Thomas, and of those c4 is the furthest from him.
func TestSeedArcherFallsThroughToForwardsForClearSight(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|A g . h . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
h: enemy goblin-archer
`, pct(90)...)
	evs := enemyActs(t, g, 'h')
	if at := mini(t, g, 'h').At; at != sq("c4") || !strings.Contains(texts(evs), "moves forwards") {
		t.Fatalf("archer on %s:\n%s", at, texts(evs))
	}
}

// "It will only fight if unable to get Clear Sight at a hero."
func TestSeedArcherFightsWhenNoClearSightAnywhere(t *testing.T) {
	g := game(t, `
map:
+-+-+-+
|A 2 h|
+-+-+-+
legend:
A: hero thomas
h: enemy goblin-archer
2: contents cupboard high
`)
	evs := enemyActs(t, g, 'h')
	if !strings.Contains(texts(evs), "Shooting Phase: no Clear Sight at any hero") || len(find(evs, EvAttack)) != 0 {
		t.Fatalf("events:\n%s", texts(evs))
	}
}
