package tunnel

import (
	"strings"
	"testing"

	"skirmish/rules/grid"
)

// A Gnome (A) behind a Goblin (b) that faces away: every swing is undefended,
// so the loaded dice are exactly the Attack Dice.
const backstab = `
side 1: Gnomes
side 2: Goblins
map:
########
#......#
#.Ab...#
#......#
########
legend:
A: gnome side 1 facing E
b: goblin side 2 facing E
`

// The damage results: "1- Git Shot ... The loser takes 1 Damage", "3- Strike
// ... dealing 2 Damage", "6- Heavy Blow ... inflicting 3 Damage".
func TestDamageResults(t *testing.T) {
	for _, tc := range []struct {
		face, damage int
	}{{1, 1}, {3, 2}, {6, 3}} {
		g := board(t, backstab, tc.face, tc.face, tc.face, tc.face)
		evs := do(t, g, "A swing d3 1")
		res := find(t, evs, EvResult)
		dmg := find(t, evs, EvDamaged)
		if int(res.N) != tc.face || int(dmg.N) != tc.damage || int(model(g, 'b').Endurance) != 4-tc.damage {
			t.Errorf("face %d: result %d, damage %d, Endurance %d; want damage %d", tc.face, res.N, dmg.N, model(g, 'b').Endurance, tc.damage)
		}
		if g.Dealt(0) != tc.damage {
			t.Errorf("face %d: damage dealt by the Gnomes %d", tc.face, g.Dealt(0))
		}
	}
}

// "When a model has 0 Endurance remaining it is dead and should be removed."
func TestDeathRemovesTheModelAndEndsTheGame(t *testing.T) {
	g := board(t, backstab, 6, 6, 6, 6, 1, 1, 1, 1)
	do(t, g, "A swing d3 1", "end", "end") // 3 damage: 1 Endurance left
	evs := do(t, g, "A swing d3 1")        // Git Shot: dead
	find(t, evs, EvKilled)
	if !model(g, 'b').Dead || g.ModelAt(sq("d3")) >= 0 {
		t.Fatal("the dead Goblin must leave the board")
	}
	over := find(t, evs, EvGameOver)
	if out := g.Outcome(); !out.Over || out.Winner() != 0 || over.Side != 0 {
		t.Fatalf("the Gnomes should win: %+v", out)
	}
	if why := refuse(t, g, "end"); why != "the game is over" {
		t.Fatalf("after the end: %q", why)
	}
	if len(g.ToAct()) != 0 {
		t.Fatal("nobody acts after the end")
	}
}

// "2- Shunt: The defender is forced one space backwards or to either side";
// the attacker chooses.
func TestShuntChoices(t *testing.T) {
	g := board(t, backstab, 2, 2, 2, 2)
	evs := do(t, g, "A swing d3 1")
	if g.Phase() != PhaseShunt {
		t.Fatalf("three free squares: the attacker should choose; phase %d", g.Phase())
	}
	if got, want := strings.Join(legalStrings(g), ", "), "A shunt e3, A shunt d2, A shunt d4"; got != want {
		t.Fatalf("shunt choices %s, want %s", got, want)
	}
	refuse(t, g, "A shunt c2")
	evs = do(t, g, "A shunt d4")
	if s := find(t, evs, EvShunted); s.From != sq("d3") || s.To != sq("d4") || model(g, 'b').At != sq("d4") {
		t.Fatalf("shunted %s -> %s", s.From, s.To)
	}
	if model(g, 'b').Facing != grid.East {
		t.Fatal("a shunted model keeps its facing")
	}
	_ = evs
}

// Blocked squares: with one free square the Shunt happens at once; with none
// it has no effect.
func TestShuntBlocked(t *testing.T) {
	one := `
side 1: Gnomes
side 2: Goblins
map:
######
##.###
#Ab###
######
legend:
A: gnome side 1 facing E
b: goblin side 2 facing E
`
	g := board(t, one, 2, 2, 2, 2)
	evs := do(t, g, "A swing c3 1")
	if s := find(t, evs, EvShunted); s.To != sq("c2") || g.Phase() != PhaseAct {
		t.Fatalf("the only free square is c2: %s", s)
	}
	pinned := `
side 1: Gnomes
side 2: Goblins
map:
#####
##c##
#Ab##
#####
legend:
A: gnome side 1 facing E
b: goblin side 2 facing E
c: goblin side 2 facing S
`
	g = board(t, pinned, 2, 2, 2, 2)
	evs = do(t, g, "A swing c3 1")
	find(t, evs, EvPinned)
	if model(g, 'b').At != sq("c3") || g.Phase() != PhaseAct {
		t.Fatal("a pinned defender stays put")
	}
}

// "4- Floor: ... The defender falls Prone." "It cannot perform any Actions
// until it gets up again. To get up the model Performs a Recover Action and
// is then stood up and faced in any direction."
func TestProneAndRecover(t *testing.T) {
	g := board(t, backstab, 4, 4, 4, 4)
	evs := do(t, g, "A swing d3 1")
	find(t, evs, EvFloored)
	do(t, g, "end")
	legal := legalStrings(g)
	want := []string{"b recover N", "b recover E", "b recover S", "b recover W", "end"}
	if strings.Join(legal, ",") != strings.Join(want, ",") {
		t.Fatalf("a prone model may only Recover: %v", legal)
	}
	if why := refuse(t, g, "b move e3 E"); !strings.Contains(why, "prone") {
		t.Fatalf("reason %q", why)
	}
	do(t, g, "b recover W")
	b := model(g, 'b')
	if b.Prone || b.Facing != 3 || b.Stamina != 3 {
		t.Fatalf("after Recover W: prone %v facing %d Stamina %d", b.Prone, b.Facing, b.Stamina)
	}
	if why := refuse(t, g, "b recover N"); !strings.Contains(why, "not prone") {
		t.Fatalf("reason %q", why)
	}
	// Floor on a model already prone changes nothing.
	g = board(t, backstab, 4, 4, 4, 4, 4, 4, 4, 4)
	do(t, g, "A swing d3 1", "end", "end")
	if e := find(t, do(t, g, "A swing d3 1"), EvFloored); e.M != 1 {
		t.Fatal("a second Floor should report the model was already prone")
	}
}

// "Stamina restored at the start of the model's own turn"; leftover Stamina
// stays through the opponent's turn.
func TestStaminaRestoredOnlyInOwnTurn(t *testing.T) {
	g := board(t, backstab)
	do(t, g, "A move c2 E") // 2 of 3 left
	do(t, g, "end")
	if a := model(g, 'A'); a.Stamina != 2 {
		t.Fatalf("leftover Stamina during the enemy turn: %d, want 2", a.Stamina)
	}
	if b := model(g, 'b'); b.Stamina != 4 {
		t.Fatalf("Goblin Stamina at its turn: %d", b.Stamina)
	}
	evs := do(t, g, "b turn N", "end")
	if e := find(t, evs, EvTurnStart); e.Round != 2 || !strings.Contains(e.String(), "Round 2") {
		t.Fatalf("the second round should start: %s", e)
	}
	if a := model(g, 'A'); a.Stamina != 3 {
		t.Fatalf("restored Stamina %d, want 3", a.Stamina)
	}
	if b := model(g, 'b'); b.Stamina != 3 {
		t.Fatalf("the Goblin keeps its leftover 3 until its own turn: %d", b.Stamina)
	}
}

func TestMoves(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#######
#.A#b.#
#..+..#
#######
legend:
A: gnome side 1 facing E
b: goblin side 2 facing W
`)
	for bad, why := range map[string]string{
		"A move d2 E":    "solid wall",
		"A move c3-d3 E": "door on d3 is closed",
		"A move b2-c2 E": "cannot end where it started",
		"A move b3 E":    "not next to",
		"A move c3-e3 E": "not next to",
	} {
		if got := refuse(t, g, bad); !strings.Contains(got, why) {
			t.Errorf("%s: reason %q, want %q", bad, got, why)
		}
	}
	do(t, g, "A move c3 E")
	if why := refuse(t, g, "A open d2"); !strings.Contains(why, "no closed door") {
		t.Errorf("reason %q", why)
	}
	evs := do(t, g, "A open d3")
	find(t, evs, EvDoorOpened)
	if g.Tile(sq("d3")) != DoorOpen {
		t.Fatal("the door should be open")
	}
	do(t, g, "A move d3 E")
	if a := model(g, 'A'); a.At != sq("d3") || a.Stamina != 0 {
		t.Fatalf("A at %s with %d Stamina", a.At, a.Stamina)
	}
	if why := refuse(t, g, "A turn N"); !strings.Contains(why, "no Stamina") {
		t.Errorf("reason %q", why)
	}
	if why := refuse(t, g, "b turn N"); !strings.Contains(why, "Gnomes are to act") {
		t.Errorf("reason %q", why)
	}
}

// Doors block light until opened (ruling).
func TestOpeningADoorLetsLightThrough(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#########
#A.+.3..#
#......b#
#########
legend:
A: gnome side 1 facing E
b: goblin side 2 facing W
`)
	if g.Lit(sq("c2")) {
		t.Fatal("c2 is behind a closed door and should be dark")
	}
	do(t, g, "A move c2 E", "A open d2")
	if !g.Lit(sq("c2")) || !g.Lit(sq("d2")) {
		t.Fatal("with the door open, the light at f2 (radius 3) reaches d2 and c2")
	}
	if g.Lit(sq("b2")) {
		t.Fatal("b2 is 4 squares from the light")
	}
}

func TestSight(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
###########
#A...b..c.#
#.......2.#
#d.e......#
###########
legend:
A: gnome side 1 facing E
b: goblin side 2 facing W
c: goblin side 2 facing W
d: goblin side 2 facing N
e: goblin side 2 facing N
`)
	A, b, c, d, e := g.ModelByID('A'), g.ModelByID('b'), g.ModelByID('c'), g.ModelByID('d'), g.ModelByID('e')
	if g.CanSee(A, b) {
		t.Error("b stands in the dark 4 squares away: A cannot see it")
	}
	if !g.CanSee(A, c) {
		t.Error("c stands in the light in front of A: A sees it")
	}
	if g.CanSee(b, A) || g.CanSee(c, A) {
		t.Error("A stands in the dark: nobody far away sees it")
	}
	if g.CanSee(A, d) {
		t.Error("d stands in the dark two squares away, level with A's facing: not seen")
	}
	if g.CanSee(A, e) {
		t.Error("e (d4) is in the dark two squares away: not seen")
	}
	do(t, g, "A move b3-c3 S") // now e is diagonally next to A, in front of it
	if !g.CanSee(A, e) {
		t.Error("an adjacent model is seen even in the dark")
	}
}

// A Lamplighter's lantern lights the squares around it: enemies see it from
// afar, while it sees no further into the dark than its light.
func TestLanternLightsItsBearer(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#########
#L.....g#
#########
legend:
L: lamplighter side 1 facing E
g: goblin side 2 facing W
`)
	L, gob := g.ModelByID('L'), g.ModelByID('g')
	if !g.CanSee(gob, L) {
		t.Error("the Goblin sees the lantern-lit Lamplighter")
	}
	if g.CanSee(L, gob) {
		t.Error("the Goblin is far outside the lantern's light")
	}
	if !g.Lit(sq("d2")) || g.Lit(sq("e2")) {
		t.Error("a lantern of radius 2 lights d2 but not e2")
	}
	do(t, g, "L move c2-d2 E", "L move e2-f2 E")
	if !g.CanSee(L, gob) {
		t.Error("carried closer, the lantern lights the Goblin")
	}
}
