package battleaxe

import (
	"strings"
	"testing"
)

// "some, such as a wolf, are long and occupy 2 x 1": the wolf moves its
// whole length and fights from its square nearest the hero.
func TestSeedLongWolfMovesAndFights(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+-+
|. . . . . . . w w|
+ + + + + + + + + +
|A . . . . . . . .|
+-+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
w: enemy wolf
`, pct(90)...)
	evs := enemyActs(t, g, 'w')
	w := g.MiniByID('w')
	if !g.adjacent(w, g.MiniByID('A')) || len(find(evs, EvAttack)) != 1 {
		t.Fatalf("the wolf on %s should reach Thomas (Speed 8) and bite:\n%s", g.minis[w].At, texts(evs))
	}
	// It covers two squares where it stopped, and both are marked taken.
	m := g.minis[w]
	if g.MiniAt(m.At) != w || g.MiniAt(m.At.Add(kingSteps[2])) != w {
		t.Fatalf("wolf at %s does not hold two squares", m.At)
	}
}

// "Reach - how many squares away an enemy can reach when fighting ... some
// larger enemies can reach further": the cave troll (2x2, Reach 2) stops
// two squares off and still attacks.
func TestSeedReachTwoTrollAttacksFromTwoSquares(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+-+
|A . . . . . t t|
+ + + + + + + + +
|. . . . . . t t|
+-+-+-+-+-+-+-+-+
legend:
A: hero thomas
t: enemy cave-troll
`, pct(90, 90)...)
	evs := enemyActs(t, g, 't')
	tr := g.MiniByID('t')
	if g.minis[tr].At != sq("c1") || g.adjacent(tr, g.MiniByID('A')) || len(find(evs, EvAttack)) != 2 {
		t.Fatalf("troll on %s; want c1 (its near side 2 squares off, b1 between), two attacks:\n%s", g.minis[tr].At, texts(evs))
	}
	if !strings.Contains(texts(evs), "Reach 2") {
		t.Fatalf("the decision should name the Reach:\n%s", texts(evs))
	}
}

// "Shoot as Gang: a Hero that has just been shot-at by the previous enemy."
// "Shoot New Hero: a Hero that has not already been shot at this round."
func TestSeedShootAsGangAndNewHero(t *testing.T) {
	g := game(t, `
map:
+-+-+-+-+-+-+-+
|A . . . . . .|
+ + + + + + + +
|. . . . . . s|
+ + + + + + + +
|B . . . . . .|
+-+-+-+-+-+-+-+
legend:
A: hero thomas
B: hero luella
s: enemy kobold-shaman
`)
	e, a, b := g.MiniByID('s'), g.MiniByID('A'), g.MiniByID('B')
	r := NewRoller(&g.dice)
	c := &prioContext{e: e, prevGang: b}
	if h, why := g.choose(c, []int{a, b}, []Priority{ShootAsGang}, r); h != b || !strings.Contains(why, "Luella was just shot at") {
		t.Fatalf("gang: %s, %s", g.name(h), why)
	}
	g.shotAt = 1 << a
	c.prevGang = -1
	if h, why := g.choose(c, []int{a, b}, []Priority{ShootNewHero}, r); h != b || !strings.Contains(why, "not been shot at") {
		t.Fatalf("new hero: %s, %s", g.name(h), why)
	}
	// Nobody shot at by the previous enemy: Shoot as Gang keeps both, and
	// the next priority decides (both are 6 apart... Roll For It).
	g.dice, _ = rulesDiceLoaded(pct(20, 70))
	r = NewRoller(&g.dice)
	if h, why := g.choose(c, []int{a, b}, []Priority{ShootAsGang, ShootNearest}, r); h != b || !strings.Contains(why, "Roll For It") {
		t.Fatalf("no gang: %s, %s", g.name(h), why)
	}
}
