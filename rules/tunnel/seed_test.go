package tunnel

import (
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
)

// Each test here checks a worked example of seed 000 and quotes it.

// A Gnome (A) and a Goblin (b) face each other; the Goblins act first.
const faceOff = `
side 1: Goblins
side 2: Gnomes
map:
#######
#.Ab..#
#######
legend:
A: gnome side 2 facing E
b: goblin side 1 facing W
`

// "For example, a Gnome with a Strength of 3 chooses to use 2 Stamina to
// Take a Swing and so rolls 5 Attack Dice."
func TestSeedGnomeRollsFiveAttackDice(t *testing.T) {
	g := board(t, faceOff)
	do(t, g, "end")
	evs := do(t, g, "A swing d2 2")
	sw := find(t, evs, EvSwing)
	if sw.Dice != 5 || sw.Strength != 3 || sw.N != 2 {
		t.Fatalf("got %d Attack Dice (Strength %d + Stamina %d), want 5 = 3 + 2", sw.Dice, sw.Strength, sw.N)
	}
	if got := model(g, 'A').Stamina; got != 1 {
		t.Fatalf("Gnome has %d Stamina after committing 2 of 3, want 1", got)
	}
}

// "For example, a Goblin which used 2 of its 4 Stamina in its last turn could
// spend the remaining 2 defending itself, adding 2 Defence Dice to its
// Strength (1) and rolling 3 Defence Dice."
func TestSeedGoblinDefendsWithThreeDice(t *testing.T) {
	g := board(t, faceOff)
	do(t, g, "b turn N", "b turn W", "end") // the Goblin uses 2 of its 4 Stamina
	do(t, g, "A swing d2 2")
	if g.Phase() != PhaseDefend || g.ToAct()[0] != 0 {
		t.Fatalf("the defending Goblins should choose now; phase %d, to act %v", g.Phase(), g.ToAct())
	}
	if got, want := strings.Join(legalStrings(g), ", "), "b defend 0, b defend 1, b defend 2"; got != want {
		t.Fatalf("defence choices: %s, want %s", got, want)
	}
	evs := do(t, g, "b defend 2")
	def := find(t, evs, EvDefence)
	if def.Dice != 3 || def.Strength != 1 || def.N != 2 {
		t.Fatalf("got %d Defence Dice (Strength %d + %d), want 3 = 1 + 2", def.Dice, def.Strength, def.N)
	}
	if r := find(t, evs, EvRolled); r.NA != 5 || r.ND != 3 {
		t.Fatalf("rolled %d against %d dice, want 5 against 3", r.NA, r.ND)
	}
}

// "Defending is not an action and so a model can defend itself even if it
// has no Stamina remaining, it is just less effective due to being exhausted."
func TestSeedExhaustedDefenderStillRollsStrength(t *testing.T) {
	g := board(t, faceOff, 6, 6, 6, 6, 6, 1)
	do(t, g, "b turn N", "b turn E", "b turn N", "b turn W", "end") // all 4 Stamina used
	evs := do(t, g, "A swing d2 2")
	def := find(t, evs, EvDefence)
	if def.Dice != 1 || def.N != 0 {
		t.Fatalf("exhausted Goblin rolled %d Defence Dice spending %d, want 1 (its Strength), 0", def.Dice, def.N)
	}
}

// "if the attacking Gnome rolls 1,2,2,4,5 and the defending Goblin rolls
// 2,3,5 then one 2 and the 5 cancel out leaving remaining Attack Dice of 1, 2
// and 4 and an unused Defence Dice of 3. The attacker can pick the number on
// one of the remaining Attack Dice"
func TestSeedPairsCancel(t *testing.T) {
	g := board(t, faceOff, 1, 2, 2, 4, 5, 2, 3, 5)
	do(t, g, "b turn N", "b turn W", "end", "A swing d2 2")
	evs := do(t, g, "b defend 2")
	r := find(t, evs, EvRolled)
	if got := dice(r.Attack[:r.NA]); !equalInts(got, []int{1, 2, 2, 4, 5}) {
		t.Fatalf("attack dice %v", got)
	}
	if got := dice(r.Defence[:r.ND]); !equalInts(got, []int{2, 3, 5}) {
		t.Fatalf("defence dice %v", got)
	}
	c := find(t, evs, EvCancelled)
	if got := dice(c.Pairs[:c.NP]); !equalInts(got, []int{2, 5}) {
		t.Errorf("cancelled pairs %v, want [2 5]", got)
	}
	if got := dice(c.Left[:c.NL]); !equalInts(got, []int{1, 2, 4}) {
		t.Errorf("attack dice left %v, want [1 2 4]", got)
	}
	if got := dice(c.Unused[:c.NU]); !equalInts(got, []int{3}) {
		t.Errorf("unused defence dice %v, want [3]", got)
	}
	if got, want := strings.Join(legalStrings(g), ", "), "A pick 1, A pick 2, A pick 4"; got != want {
		t.Fatalf("picks %s, want %s", got, want)
	}
	refuse(t, g, "A pick 5")
	evs = do(t, g, "A pick 4")
	if res := find(t, evs, EvResult); res.N != 4 || !model(g, 'b').Prone {
		t.Fatalf("picking 4 (Floor) should knock the Goblin prone; result %d", res.N)
	}
}

// "If they have no Attack Dice remaining the result is a draw."
func TestSeedNoAttackDiceLeftIsADraw(t *testing.T) {
	g := board(t, faceOff, 3, 3, 3, 3, 3)
	do(t, g, "end")
	evs := do(t, g, "A swing d2 1", "b defend 0") // 4 Attack Dice 3 3 3 3 against 1 Defence Die 3
	if has(evs, EvDraw) {
		t.Fatal("three 3s survive one 3: not a draw")
	}
	g = board(t, faceOff, 2, 4, 4, 2, 6, 6, 1)
	do(t, g, "end", "A swing d2 1")
	evs = do(t, g, "b defend 2") // 4 Attack Dice 2 4 4 2 against 3 Defence Dice 6 6 1: no pairs
	if has(evs, EvDraw) {
		t.Fatal("no pairs cancel: not a draw")
	}
	g = board(t, faceOff, 2, 4, 4, 2, 2, 4, 4, 2)
	do(t, g, "end", "A swing d2 1")
	evs = do(t, g, "b defend 3") // 2 4 4 2 against 2 4 4 2: all cancel
	find(t, evs, EvDraw)
	if g.Phase() != PhaseAct || model(g, 'b').Endurance != 4 {
		t.Fatal("a draw changes nothing and returns to the attacker's turn")
	}
}

// "If the opponent can see their attacker then they roll ... If a model
// cannot see its attacker it does not get to roll any dice in defence."
func TestSeedNoDefenceWhenAttackedUnseen(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#######
#.Ab..#
#######
legend:
A: gnome side 1 facing E
b: goblin side 2 facing E
`, 6, 6, 6, 6) // exactly the 4 Attack Dice: no Defence Dice may be rolled
	evs := do(t, g, "A swing d2 1")
	nd := find(t, evs, EvNoDefence)
	if !strings.Contains(nd.String(), "cannot see") {
		t.Fatalf("reason: %s", nd)
	}
	if r := find(t, evs, EvRolled); r.ND != 0 || r.NA != 4 {
		t.Fatalf("rolled %d against %d, want 4 against 0", r.NA, r.ND)
	}
	if model(g, 'b').Stamina != 4 {
		t.Fatal("a defender that cannot see spends no Stamina")
	}
}

// "A model which is Prone rolls no Defence Dice if attacked."
func TestSeedNoDefenceWhenProne(t *testing.T) {
	g := board(t, faceOff, 4, 4, 4, 4, 4, 6, 6, 6, 6)
	do(t, g, "end", "A swing d2 2", "b defend 0") // 4 4 4 4 4 against 1 die: Floor
	if !model(g, 'b').Prone {
		t.Fatal("Goblin should be prone")
	}
	do(t, g, "end", "b recover W", "end") // Goblin gets up... and A swings again next turn
	if model(g, 'b').Prone {
		t.Fatal("Recover stands the model up")
	}
	// Knock it down again, then swing at the prone Goblin next turn.
	g = board(t, faceOff, 4, 4, 4, 4, 4, 6, 6, 6, 6, 6)
	do(t, g, "end", "A swing d2 2", "b defend 0", "end", "end")
	evs := do(t, g, "A swing d2 1") // the Goblin faces the Gnome but is prone
	if nd := find(t, evs, EvNoDefence); !strings.Contains(nd.String(), "prone") {
		t.Fatalf("reason: %s", nd)
	}
	if r := find(t, evs, EvRolled); r.ND != 0 {
		t.Fatalf("a prone model rolled %d Defence Dice", r.ND)
	}
}

// The charge example: "the Gnome is facing away from the Goblin and standing
// close enough to a light source for the Goblin to see it. The Goblin can use
// two Move Actions to Charge into a position where it can take a swing at the
// Gnome and add an extra 3 Attack Dice for the Charge (one per space moved)."
const chargeBoard = `
side 1: Goblins
side 2: Gnomes
map:
############
#...b...A3.#
############
legend:
b: goblin side 1 facing E
A: gnome side 2 facing %s
`

func TestSeedChargeAddsOneDiePerSpace(t *testing.T) {
	g := board(t, strings.Replace(chargeBoard, "%s", "E", 1))
	if !g.CanSee(g.ModelByID('b'), g.ModelByID('A')) {
		t.Fatal("the Goblin should see the lit Gnome")
	}
	evs := do(t, g, "b move f2-g2 E", "b move h2 E")
	if mv := evs[len(evs)-1]; mv.Kind != EvMoved || mv.N != 3 {
		t.Fatalf("after two Move Actions the charge should count 3 spaces: %s", mv)
	}
	evs = do(t, g, "b swing i2 2")
	sw := find(t, evs, EvSwing)
	if sw.M != 3 || sw.Dice != 1+2+3 {
		t.Fatalf("charge dice %d, total %d; want 3 and 6 (1 Strength + 2 Stamina + 3 charge)", sw.M, sw.Dice)
	}
	if !strings.Contains(sw.String(), "never saw it coming") {
		t.Errorf("the log should explain the charge: %s", sw)
	}
	find(t, evs, EvNoDefence) // the Gnome faces away: no defence either
}

// "AND its opponent has not been able to see the attacker coming"
func TestChargeNeedsAnUnseenApproach(t *testing.T) {
	g := board(t, strings.Replace(chargeBoard, "%s", "W", 1))
	do(t, g, "b move f2-g2 E", "b move h2 E")
	sw := find(t, do(t, g, "b swing i2 2"), EvSwing)
	if sw.M != 0 {
		t.Fatalf("the Gnome faced the lit approach and saw the Goblin coming, yet %d charge dice", sw.M)
	}
}

// Another action between the moves and the swing breaks the charge.
func TestChargeBrokenByAnotherAction(t *testing.T) {
	g := board(t, strings.Replace(chargeBoard, "%s", "E", 1))
	do(t, g, "b move f2-g2 E", "b move h2 N", "b turn E")
	sw := find(t, do(t, g, "b swing i2 1"), EvSwing)
	if sw.M != 0 {
		t.Fatalf("a Turn between the moves and the swing should end the charge; got %d dice", sw.M)
	}
}

// "If a model is not in a space adjacent to an enemy but can see them it can
// Charge into the fight."
func TestChargeMustStartAwayFromEnemies(t *testing.T) {
	g := board(t, `
side 1: Goblins
side 2: Gnomes
map:
#########
#b......#
#.A.....#
#########
legend:
b: goblin side 1 facing E
A: gnome side 2 facing E
`)
	// The Goblin starts diagonally next to the Gnome, which faces away and
	// never sees it: without the adjacency rule this would be a charge.
	do(t, g, "b move b3 E")
	sw := find(t, do(t, g, "b swing c3 1"), EvSwing)
	if sw.M != 0 {
		t.Fatalf("a model that starts next to an enemy cannot charge; got %d dice", sw.M)
	}
}

// "The maximum number of Attack or Defence Dice that can be rolled at any
// time is 10."
func TestSeedAtMostTenDice(t *testing.T) {
	g := board(t, `
side 1: Ogres
side 2: Gnomes
map:
###########
#o......A5#
###########
legend:
o: ogre side 1 facing E
A: gnome side 2 facing E
`)
	do(t, g, "o move c2-d2 E", "o move e2-f2 E", "o move g2-h2 E")
	// 3 Move Actions charged 6 spaces: 5 Strength + 1 Stamina + 6 = 12.
	sw := find(t, do(t, g, "o swing i2 1"), EvSwing)
	if sw.M != 6 || sw.Dice != MaxDice || !strings.Contains(sw.String(), "at most 10") {
		t.Fatalf("charge %d and %d dice, want 6 and 10 (capped): %s", sw.M, sw.Dice, sw)
	}
	g = board(t, `
side 1: Ogres
side 2: Gnomes
map:
#########
#o....A5#
#########
legend:
o: ogre side 1 facing E
A: gnome side 2 facing E
`)
	do(t, g, "o move c2-d2 E", "o move e2-f2 E") // 4 spaces, 2 Stamina left
	// 5 + 4 = 9 already: only 1 of the 2 Stamina left may be committed.
	if legal := legalStrings(g); !contains(legal, "o swing g2 1") || contains(legal, "o swing g2 2") {
		t.Fatalf("legal swings should be exactly 'o swing g2 1': %v", legal)
	}
	if why := refuse(t, g, "o swing g2 2"); !strings.Contains(why, "more than 10") {
		t.Fatalf("reason %q", why)
	}
	sw = find(t, do(t, g, "o swing g2 1"), EvSwing)
	if sw.Dice != MaxDice {
		t.Fatalf("5 + 1 + 4 = 10 dice expected, got %d: %s", sw.Dice, sw)
	}
}

// The 10-dice limit holds for defence too. No fighter has enough Strength and
// Stamina to reach it, so this test hands an Ogre more leftover Stamina than
// any fighter has, to exercise the limit.
func TestDefenceAtMostTenDice(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Ogres
map:
######
#.Ao.#
######
legend:
A: gnome side 1 facing E
o: ogre side 2 facing W
`, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2)
	model(g, 'o').Stamina = 8
	do(t, g, "A swing d2 1")
	legal := legalStrings(g)
	if !contains(legal, "o defend 5") || contains(legal, "o defend 6") {
		t.Fatalf("an Ogre (Strength 5) may spend at most 5 for 10 Defence Dice: %v", legal)
	}
	def := find(t, do(t, g, "o defend 5"), EvDefence)
	if def.Dice != MaxDice {
		t.Fatalf("%d Defence Dice, want 10", def.Dice)
	}
}

// "5- Roar: Invigorated, the attacker recovers 3 points of Stamina. Their
// Stamina cannot go above its starting level. They can take further actions
// now (but not Take a Swing again)"
const roarBoard = `
side 1: Goblins
side 2: Gnomes
map:
#######
#.bA..#
#######
legend:
b: goblin side 1 facing E
A: gnome side 2 facing E
`

func TestSeedRoarCappedAndNoSecondSwing(t *testing.T) {
	g := board(t, roarBoard, 5, 5, 5, 5, 5, 5, 5, 5)
	evs := do(t, g, "b swing d2 1") // Gnome faces away: 2 dice, both 5: Roar
	roar := find(t, evs, EvRoared)
	if roar.N != 1 || roar.M != 4 {
		t.Fatalf("Roar from 3 of 4 Stamina should gain only 1 (capped at 4); gained %d, now %d", roar.N, roar.M)
	}
	if why := refuse(t, g, "b swing d2 1"); !strings.Contains(why, "already taken a swing") {
		t.Fatalf("second swing refused for %q", why)
	}
	do(t, g, "b move b2 W") // ...but it may act further
	g = board(t, roarBoard, 5, 5, 5, 5, 5)
	roar = find(t, do(t, g, "b swing d2 4"), EvRoared) // 0 Stamina left, 5 dice all 5
	if roar.N != 3 || roar.M != 3 {
		t.Fatalf("Roar from 0 should gain 3; gained %d, now %d", roar.N, roar.M)
	}
}

// "Note that because Take a Swing is an action at least 1 Stamina must be
// spent in the attack, a model cannot attack if it has run out of Stamina."
func TestSeedSwingNeedsStamina(t *testing.T) {
	g := board(t, faceOff)
	do(t, g, "end", "A turn N", "A turn E", "A turn N")
	if model(g, 'A').Stamina != 0 {
		t.Fatal("setup")
	}
	if why := refuse(t, g, "A swing d2 1"); !strings.Contains(why, "no Stamina") {
		t.Fatalf("reason %q", why)
	}
	if _, err := ParseAction("A swing d2 0"); err == nil {
		t.Fatal("committing 0 Stamina should not even parse")
	}
}

// "Models cannot usually Take a Swing at enemies in diagonally adjacent
// spaces or squares to their rear"; swings go "to its front, left or right".
func TestSeedSwingArcs(t *testing.T) {
	g := board(t, `
side 1: Gnomes
side 2: Goblins
map:
#######
#.afb.#
#.cAd.#
#..e..#
#######
legend:
A: gnome side 1 facing N
a: goblin side 2 facing S
b: goblin side 2 facing S
c: goblin side 2 facing E
d: goblin side 2 facing W
e: goblin side 2 facing N
f: goblin side 2 facing S
`)
	legal := legalStrings(g)
	for _, ok := range []string{"A swing d2 1", "A swing c3 1", "A swing e3 1"} {
		if !contains(legal, ok) {
			t.Errorf("%s should be legal", ok)
		}
	}
	// a (c2) and b (e2) are diagonal; e (d4) is behind.
	for _, bad := range []string{"A swing c2 1", "A swing e2 1", "A swing d4 1"} {
		if why := refuse(t, g, bad); !strings.Contains(why, "diagonal and rear") {
			t.Errorf("%s: reason %q", bad, why)
		}
	}
}

func TestLoadedDiceRunningOutIsAnErrorAndChangesNothing(t *testing.T) {
	g := board(t, faceOff, 1, 2, 3)
	do(t, g, "end")
	before := g.Encode()
	_, err := g.Do(Action{Kind: Swing, Model: 'A', To: sq("d2"), N: 2}, nil) // asks the defender first
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Do(Action{Kind: Defend, Model: 'b', N: 0}, nil) // 5 + 1 dice needed, 3 scripted
	if !errors.Is(err, rules.ErrDiceExhausted) {
		t.Fatalf("want ErrDiceExhausted, got %v", err)
	}
	if g.Phase() != PhaseDefend {
		t.Fatal("the failed defence must leave the swing waiting")
	}
	_ = before
}
