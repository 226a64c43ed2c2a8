package elements

import (
	"strings"
	"testing"
)

// "+1 AT for a Back Strike" (ruling 8: from the three squares behind the
// defender) and "+1 AT or DF for each a[ssist]" for both sides (ruling 7).
func TestBackStrikeAndAssists(t *testing.T) {
	g := board(t, `
map:
.....
.Aa..
..bB.

legend:
A: ninja facing E
B: ninja facing W
a: ninja facing E
b: ninja facing N
`)
	// A stands behind a (a faces east, A is west of it); b's zone (it
	// faces north from c3) covers A on b2: a defence assist. B (d3 facing
	// west) covers c2, where a stands: an attack assist.
	p := g.closePools(g.ModelByID('A'), g.ModelByID('a'))
	if !p.BackStrike || p.Assists != 1 || p.DefAssists != 1 || p.Attack != 5 || p.Defence != 3 {
		t.Errorf("pools %+v; want 3+1 assist+1 back strike against 2+1 assist", p)
	}
	// From the front there is no Back Strike.
	g.models[g.ModelByID('a')].Facing = 3 // west, towards A
	if p := g.closePools(g.ModelByID('A'), g.ModelByID('a')); p.BackStrike {
		t.Errorf("a faces A: no Back Strike")
	}
}

// Rulings 18 and 19: a Stunned model loses its next activation; Stunned
// again it is Injured; Injured again it is out of the game.
func TestStunnedInjuredOut(t *testing.T) {
	earth := []int{fE, fS, fS, fS, fS}
	water := []int{fW, fS, fS, fS, fS}
	var dice []int
	for range 3 {
		dice = append(dice, earth...)
	}
	g := board(t, duel, append(dice, water...)...)
	var a *Model
	// Round 1: A stuns a; a loses its activation.
	do(t, g, "A attack c2")
	a = model(t, g, 'a')
	if !a.Stunned {
		t.Fatal("Earth should stun a")
	}
	do(t, g, "A done")
	if legal := g.LegalActions(1); len(legal) != 1 || legal[0].Kind != Recover {
		t.Fatalf("a Stunned model's only action is recover: %v", legal)
	}
	illegal(t, g, "a attack b2")
	do(t, g, "a recover")
	a = model(t, g, 'a')
	if a.Stunned {
		t.Errorf("recover clears Stunned: %+v", a)
	}
	// Round 2 (side 2 first): A stuns a again.
	do(t, g, "a done")
	do(t, g, "A attack c2")
	a = model(t, g, 'a')
	do(t, g, "A done")
	// Round 3: a Stunned model Stunned again is Injured.
	evs := do(t, g, "A attack c2")
	a = model(t, g, 'a')
	a = model(t, g, 'a')
	if !a.Injured || !strings.Contains(texts(evs), "already Stunned") {
		t.Errorf("Stunned again = Injured: %+v\n%s", a, texts(evs))
	}
	do(t, g, "A done")
	do(t, g, "a recover")
	a = model(t, g, 'a')
	// Round 4: Injured again, a is out and side 2 has no model left.
	do(t, g, "a done")
	do(t, g, "A attack c2")
	a = model(t, g, 'a')
	if !a.Out || !g.Outcome().Over || g.Outcome().Winner() != 0 {
		t.Errorf("Injured twice = out: %+v %+v", a, g.Outcome())
	}
}

// Ruling 14: a step that starts in an enemy's influence zone costs 1
// more (Dodge); rough ground costs 2; high ground 2 to climb onto.
func TestMovementCosts(t *testing.T) {
	g := board(t, `
map:
.........
.A,..a...
.........
^^^^^^^^^
..B......

legend:
A: ninja facing E
B: ninja facing N
a: ninja facing W
`)
	r := g.moves(g.ModelByID('A'))
	for _, c := range []struct {
		sq   string
		cost int8
	}{{"c2", 2}, {"d2", 2}, {"e2", 3}, {"e1", 3}, {"f1", -1}} {
		if got := r.at(pt(t, c.sq)); got != c.cost {
			t.Errorf("A to %s costs %d, want %d", c.sq, got, c.cost)
		}
	}
	// e2 is in a's zone; leaving it costs a Dodge.
	if got := g.stepCost(g.enemyZones(0), pt(t, "e2"), pt(t, "e3")); got != 2 {
		t.Errorf("stepping out of a's zone costs %d, want 2", got)
	}
	rb := g.moves(g.ModelByID('B'))
	if got := rb.at(pt(t, "c4")); got != 2 {
		t.Errorf("climbing onto high ground costs %d, want 2", got)
	}
	if got := rb.at(pt(t, "d4")); got != 2 {
		t.Errorf("a diagonal climb costs %d, want 2", got)
	}
}

// Ruling 22: sides alternate activations, one model each; a model
// activates once a round; side 2 starts even rounds.
func TestAlternatingActivations(t *testing.T) {
	g := board(t, `
map:
.......
.A...a.
.B.....

legend:
A: ninja facing E
B: ninja facing E
a: ninja facing W
`)
	do(t, g, "A move c2 E")
	illegal(t, g, "B done") // A is in the middle of its activation
	do(t, g, "A done")
	if g.turn != 1 {
		t.Fatalf("side 2 activates next")
	}
	illegal(t, g, "A done")
	do(t, g, "a done")
	// Side 2 has no model left to activate: side 1 goes on.
	if g.turn != 0 {
		t.Fatalf("side 1 goes on when side 2 has none left")
	}
	do(t, g, "B done")
	if g.round != 2 || g.turn != 1 {
		t.Errorf("round 2 begins with side 2: round %d, turn %d", g.round, g.turn)
	}
}

// Ruling 17: a hidden model is spotted when it stands in an enemy's
// influence zone, and may hide again only outside every enemy's zone.
func TestHideAndSpot(t *testing.T) {
	g := board(t, `
map:
#########
#A......#
#.....a.#
#########

legend:
A: assassin facing E
a: ninja facing W
`)
	illegal(t, g, "A hide") // hidden already
	do(t, g, "A move e2 E")
	if !model(t, g, 'A').Hidden {
		t.Fatal("e2 is outside a's zone: A stays hidden")
	}
	do(t, g, "A done")
	evs := do(t, g, "a move f3 W")
	if model(t, g, 'A').Hidden || !strings.Contains(texts(evs), "spotted") {
		t.Errorf("a's zone now covers e2: A is spotted\n%s", texts(evs))
	}
	do(t, g, "a done")
	do(t, g, "a done") // round 2 begins with side 2
	if why := illegal(t, g, "A hide"); !strings.Contains(why, "influence zone") {
		t.Errorf("hiding inside a's zone: %s", why)
	}
}

// Rulings 4 and 13: no close combat attack, and no influence zone,
// diagonally past the corner of a wall.
func TestNoAttackPastACorner(t *testing.T) {
	g := board(t, `
map:
.....
.A#..
.#a..

legend:
A: ninja facing S
a: ninja facing N
`)
	if why := illegal(t, g, "A attack c3"); !strings.Contains(why, "corner") {
		t.Errorf("attacking past the wall's corner: %s", why)
	}
	if g.covers(g.ModelByID('a'), pt(t, "b2")) {
		t.Errorf("a's zone reaches b2 past the corner")
	}
}
