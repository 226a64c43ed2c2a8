package battleaxe

import (
	"strings"
	"testing"
)

// "Example: he started with a base Health of 7 but has suffered 2 wounds
// and so his Health is currently 5."
func TestSeedBaseHealth7TwoWoundsLeaves5(t *testing.T) {
	g := game(t, duel)
	a := g.MiniByID('A')
	g.wound(nil, -1, a, 1)
	g.wound(nil, -1, a, 1)
	if m := g.minis[a]; m.Stats.Health != 7 || m.Health != 5 {
		t.Fatalf("base %d, current %d", m.Stats.Health, m.Health)
	}
}

// "Example: if he has a Speed value of 6 and rolls 1 then he can move up to
// 7 squares this turn"
func TestSeedSpeed6Rolling1MovesUpTo7(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+-+
|A . . . . . . . . g|
+-+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
`, 1)
	evs := do(t, g, "A move b1 c1 d1 e1 f1 g1 h1 i1")
	if s := find(evs, EvSpeedRoll); len(s) != 1 || s[0].M != 7 || mini(t, g, 'A').At != sq("h1") {
		t.Fatalf("at %s:\n%s", mini(t, g, 'A').At, texts(evs))
	}
}

// "Similarly a hero cannot move to a door, open it and then move away in
// the same turn, since this would take 2 moves."
func TestSeedCannotMoveToADoorOpenItAndMoveOn(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+
|A . . .|
+-+-+#+-+
|. . . g|
+-+-+-+-+
legend:
A: hero thomas
g: enemy goblin
`, 6)
	do(t, g, "A move b1 c1", "A open S")
	if why := refuse(t, g, "A move c2"); !strings.Contains(why, "moving is over") {
		t.Fatal(why)
	}
}

// "When there are 'No Active Enemies' all heroes have a speed of 10."
// "When there are No Active Enemies the unconscious hero: revives and
// becomes conscious again; still has zero Health and is very weak; each
// turn can only move or take an action - not both!"
func TestSeedNoActiveEnemiesSpeed10AndTheUnconsciousRevive(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+-+-+-+-+
|A B . . . . . . . . . . .|
+#+-+-+-+-+-+-+-+-+-+-+-+-+
|. . . . g|
+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
g: enemy skeleton
`)
	if !g.NoActiveEnemies() {
		t.Fatal("the skeleton is walled off: no active enemies")
	}
	b := g.MiniByID('B')
	g.minis[b].Health = 0
	evs := g.settle(nil)
	if len(find(evs, EvRevived)) != 1 || !g.minis[b].Conscious() || g.minis[b].Health != 0 {
		t.Fatalf("Luella should revive at 0:\n%s", texts(evs))
	}
	evs = do(t, g, "A move b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 l1")
	if mini(t, g, 'A').At != sq("k1") || len(find(evs, EvSpeedRoll)) != 1 || find(evs, EvSpeedRoll)[0].Rolled {
		t.Fatalf("Thomas should move 10 with no roll, to k1; at %s\n%s", mini(t, g, 'A').At, texts(evs))
	}
	do(t, g, "A end", "B move a1")
	if why := refuse(t, g, "B open S"); !strings.Contains(why, "only move or take an action") {
		t.Fatal(why)
	}
}
