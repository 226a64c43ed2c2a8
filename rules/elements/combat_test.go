package elements

import (
	"strings"
	"testing"
)

// Faces of loaded dice: 1 Fire, 2 Water, 3 Earth, 4 Air, 5 Spirit, 6 Void.
const (
	fF = int(Fire)
	fW = int(Water)
	fE = int(Earth)
	fA = int(Air)
	fS = int(Spirit)
	fV = int(Void)
)

const duel = `
map:
.....
.Aa..
.....

legend:
A: ninja facing E
a: ninja facing W
`

// "The combatant with the most remaining dice is the winner, if it is a
// tie, the attacker wins."
func TestTieGoesToTheAttacker(t *testing.T) {
	// Ninja A: 3 dice, one left; Ninja a: 2 dice, one left.
	g := board(t, duel, fF, fS, fV, fW, fS)
	evs := do(t, g, "A attack c2")
	if !strings.Contains(texts(evs), "a tie, which goes to the attacker") {
		t.Errorf("events do not explain the tie:\n%s", texts(evs))
	}
	if b := model(t, g, 'a'); !b.Injured {
		t.Errorf("the attacker won the tie with Fire: b should be Injured")
	}
	if g.phase != PhaseShift || g.fight.Moved != int8(g.ModelByID('A')) {
		t.Errorf("Fire lets the winner A move: phase %d, moved %d", g.phase, g.fight.Moved)
	}
}

// "if it is a tie, the attacker wins" also at 0 against 0: the attacker
// wins with nothing to choose, and nothing happens (ruling).
func TestZeroAgainstZeroIsTheAttackersEmptyWin(t *testing.T) {
	g := board(t, duel, fS, fV, fS, fV, fS)
	evs := do(t, g, "A attack c2")
	if w := g.fight.Winner; w != int8(g.ModelByID('A')) {
		t.Errorf("winner %d, want the attacker", w)
	}
	if b := model(t, g, 'a'); b.Injured || b.Stunned {
		t.Errorf("no dice left: no effect, got %+v", b)
	}
	if !strings.Contains(texts(evs), "no dice are left") {
		t.Errorf("events:\n%s", texts(evs))
	}
}

// "Players roll dice equal to their Attack or Defence value, including any
// bonus dice, and after any re-rolls discard Spirit and Void results."
func TestSpiritAndVoidDiscardedAfterRerolls(t *testing.T) {
	const b = `
map:
.....
.Aa..
.....

legend:
A: monk facing E
a: ninja facing W
`
	// The Monk's Spirit is re-rolled to Water, its Void to Earth; the
	// Ninja's Spirit (no re-roll) is discarded: 2 against 1.
	g := board(t, b, fS, fW, fV, fE, fF, fS)
	evs := do(t, g, "A attack c2")
	if g.phase != PhaseResult || g.fight.Winner != int8(g.ModelByID('A')) {
		t.Fatalf("the Monk should win and choose:\n%s", texts(evs))
	}
	if got := g.fight.options(); len(got) != 2 || got[0] != Water || got[1] != Earth {
		t.Errorf("options %v, want the re-rolled Water and Earth", got)
	}
	for _, e := range evs {
		if e.Kind == EvRolled && (len(e.Attack) != 2 || e.Attack[0] != uint8(fW) || e.Attack[1] != uint8(fE)) {
			t.Errorf("the roll shows %v, want the re-rolled faces", e.Attack)
		}
	}
	// A re-roll that comes up Spirit again is discarded: 0 against 1.
	g = board(t, b, fS, fS, fV, fV, fF, fS)
	do(t, g, "A attack c2")
	if g.fight.Winner != int8(g.ModelByID('a')) {
		t.Errorf("the Monk's re-rolls both blank: the Ninja should win")
	}
}

// "The winner chooses the combat result from their own dice."
func TestWinnerPicksFromItsOwnDice(t *testing.T) {
	// A keeps Fire only; b keeps Earth and Air and wins 2 to 1.
	g := board(t, duel, fF, fS, fV, fE, fA)
	do(t, g, "A attack c2")
	if g.phase != PhaseResult || len(g.ToAct()) != 1 || g.ToAct()[0] != 1 {
		t.Fatalf("the defender b should choose: phase %d, to act %v", g.phase, g.ToAct())
	}
	if why := illegal(t, g, "a result fire"); !strings.Contains(why, "no fire die") {
		t.Errorf("choosing the loser's Fire: %s", why)
	}
	illegal(t, g, "A result fire")
	do(t, g, "a result earth")
	if a := model(t, g, 'A'); !a.Stunned || a.Injured {
		t.Errorf("Earth = Loser Stunned: A is %+v", a)
	}
	// A stunned attacker's activation ends; side 2 activates next.
	if g.cur != -1 || g.turn != 1 {
		t.Errorf("activation of the stunned attacker should end: cur %d, turn %d", g.cur, g.turn)
	}
}

// "When moving a model as a result of combat, all other model's influence
// zones and terrain are ignored (i.e. Dodge is not required, and all
// terrain elements have a cost of 1)." "Air = Loser Stunned and may be
// moved up to 2 spaces."
func TestResultMovementIgnoresZonesAndTerrain(t *testing.T) {
	const b = `
map:
..,,,..
.Aa,,..
..B,,..

legend:
A: ninja facing E
B: ninja facing N
a: ninja facing W
`
	// A: 3 dice + 1 assist (B's zone covers b); Air alone is left.
	g := board(t, b, fA, fS, fS, fS, fV, fV)
	evs := do(t, g, "A attack c2")
	if !strings.Contains(texts(evs), "+1 for assists") {
		t.Errorf("B's zone covers a: an assist\n%s", texts(evs))
	}
	bi := g.ModelByID('a')
	if g.phase != PhaseShift || g.fight.Moved != int8(bi) || g.fight.MaxSteps != 2 {
		t.Fatalf("Air: the winner moves b up to 2 spaces; phase %d", g.phase)
	}
	// b stands in A's and B's zones, e2 is two squares of rough ground
	// away: a normal move there would cost 6.
	if r := g.moves(bi); r.at(pt(t, "e2")) > 0 {
		t.Fatalf("test board: b could walk to e2 itself")
	}
	illegal(t, g, "a shift f2 S")
	do(t, g, "a shift e2 S")
	if m := &g.models[bi]; m.At != pt(t, "e2") || m.Facing.Letter() != "S" || !m.Stunned {
		t.Errorf("b should be Stunned on e2 facing south: %+v", m)
	}
	// Fire: the winner may move 1 space, onto high ground at cost 1.
	const c = `
map:
..^..
.Aa..
.....

legend:
A: ninja facing E
a: ninja facing W
`
	g = board(t, c, fF, fS, fS, fV, fV)
	do(t, g, "A attack c2")
	do(t, g, "A shift c1 E")
	if a := model(t, g, 'A'); a.At != pt(t, "c1") {
		t.Errorf("Fire: A should stand on c1, is on %s", a.At)
	}
}

// "A model that is in an enemy model's influence zone cannot make ranged
// attacks."
func TestNoRangedAttackFromAnInfluenceZone(t *testing.T) {
	const b = `
map:
.......
.Aa..b.
.......

legend:
A: archer facing E
a: ninja facing %s
b: ninja facing W
`
	g := board(t, strings.Replace(b, "%s", "W", 1))
	if why := illegal(t, g, "A shoot f2"); !strings.Contains(why, "influence zone") {
		t.Errorf("shooting from b's zone: %s", why)
	}
	illegal(t, g, "A throw f2")
	// b faces away: A stands behind it, outside its zone, and may shoot.
	g = board(t, strings.Replace(b, "%s", "E", 1), fW, fF, fS, fS)
	do(t, g, "A shoot f2")
}

// "Unless specifically stated, the only results that are effective for a
// ranged attack, are Water and Earth. Other results may be chosen ... but
// represent a miss."
func TestRangedOnlyWaterAndEarthAreEffective(t *testing.T) {
	const b = `
map:
.......
.A...a.
.......

legend:
A: archer facing E
a: ninja facing W
`
	// Fire and Air win 2 to 0, but neither is effective: a miss.
	g := board(t, b, fF, fA, fS, fV)
	evs := do(t, g, "A shoot f2")
	if c := model(t, g, 'a'); c.Injured || c.Stunned || g.phase != PhaseAct {
		t.Errorf("Fire and Air miss at range: c is %+v\n%s", c, texts(evs))
	}
	// Fire and Water: the attacker may choose Fire, a miss.
	g = board(t, b, fF, fW, fS, fV)
	do(t, g, "A shoot f2")
	do(t, g, "A result fire")
	if c := model(t, g, 'a'); c.Injured || c.Stunned {
		t.Errorf("Fire chosen at range is a miss: c is %+v", c)
	}
	// ... or Water: "Water = Defender Injured".
	g = board(t, b, fF, fW, fS, fV)
	do(t, g, "A shoot f2")
	do(t, g, "A result water")
	if c := model(t, g, 'a'); !c.Injured {
		t.Errorf("Water at range Injures: c is %+v", c)
	}
	// A defender that wins causes no damage: "Only the attacker can cause
	// damage".
	g = board(t, b, fS, fV, fF, fW)
	do(t, g, "A shoot f2")
	if a := model(t, g, 'A'); a.Injured || a.Stunned || g.phase != PhaseAct {
		t.Errorf("the defender won at range: A is %+v", a)
	}
}

// "Ranged attacks cannot benefit from assists, back strikes or stealth."
func TestNoBonusesForRangedAttacks(t *testing.T) {
	const b = `
map:
.......
...Aa..
.....B.

legend:
A: archer facing E
B: ninja facing N
a: ninja facing E
`
	// A stands behind c (a Back Strike in close combat) and B's zone
	// covers c (an assist); a shot still rolls the Archer's 2 dice.
	g := board(t, b, fW, fE, fS, fV)
	if p := g.closePools(g.ModelByID('A'), g.ModelByID('a')); p.Attack != 4 || !p.BackStrike || p.Assists != 1 {
		t.Fatalf("test board: close combat pools %+v", p)
	}
	evs := do(t, g, "A shoot e2")
	for _, e := range evs {
		if e.Kind == EvRolled && (len(e.Attack) != 2 || len(e.Defence) != 2) {
			t.Errorf("a shot rolled %d against %d dice; want 2 against 2", len(e.Attack), len(e.Defence))
		}
	}
}

// "the attacker rolls a single die to attack and may not claim any
// bonuses. The defender rolls no dice in defence. Only an Earth combat
// result is successful." "a shuriken attack with a range of three
// spaces".
func TestShuriken(t *testing.T) {
	const b = `
map:
........
.A..a..b
........

legend:
A: samurai facing E
a: ninja facing W
b: ninja facing W
`
	g := board(t, b, fE)
	evs := do(t, g, "A throw e2")
	for _, e := range evs {
		if e.Kind == EvRolled && (len(e.Attack) != 1 || len(e.Defence) != 0) {
			t.Errorf("shuriken rolled %d against %d dice; want 1 against 0", len(e.Attack), len(e.Defence))
		}
	}
	if c := model(t, g, 'a'); !c.Stunned {
		t.Errorf("Earth = Defender Stunned: c is %+v", c)
	}
	for _, face := range []int{fF, fW, fA, fS, fV} {
		g = board(t, b, face)
		do(t, g, "A throw e2")
		if c := model(t, g, 'a'); c.Stunned || c.Injured {
			t.Errorf("shuriken showing %s: only Earth succeeds, c is %+v", Element(face), c)
		}
	}
	g = board(t, b, fE)
	if why := illegal(t, g, "A throw h2"); !strings.Contains(why, "range is 3") {
		t.Errorf("a throw 6 spaces away: %s", why)
	}
}

// "Shuriken are Stealthy" (ruling: a hidden thrower stays hidden, and the
// other side reads no square in the event).
func TestShurikenKeepTheThrowerHidden(t *testing.T) {
	const b = `
map:
.......
.A..a..
.......

legend:
A: assassin facing E
a: ninja facing W
`
	g := board(t, b, fE)
	if !model(t, g, 'A').Hidden {
		t.Fatal("a stealthy model starts hidden")
	}
	evs := do(t, g, "A throw e2")
	if !model(t, g, 'A').Hidden {
		t.Error("throwing shuriken revealed the assassin")
	}
	for _, e := range evs {
		if s := e.For(1).String(); strings.Contains(s, "b2") {
			t.Errorf("side 2 reads the thrower's square: %q", s)
		}
	}
	// A close attack reveals it, with +1 AT for attacking from stealth.
	g = board(t, strings.Replace(b, ".A..a..", "...Aa..", 1), fF, fF, fF, fF, fS, fS)
	evs = do(t, g, "A attack e2")
	if model(t, g, 'A').Hidden || !strings.Contains(texts(evs), "+1 from stealth") {
		t.Errorf("attacking from stealth:\n%s", texts(evs))
	}
}

// Loaded dice that run out refuse the attack and leave the game as it was.
func TestAttackWithTooFewLoadedDice(t *testing.T) {
	g := board(t, duel, fF, fF, fF, fW) // 3 attack dice, 1 of 2 defence dice
	if why := illegal(t, g, "A attack c2"); !strings.Contains(why, "ran out") {
		t.Errorf("refused for %s", why)
	}
	if g.dice.Remaining() != 4 {
		t.Errorf("the refused attack used dice: %d left", g.dice.Remaining())
	}
}
