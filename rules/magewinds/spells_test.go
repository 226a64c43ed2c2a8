package magewinds

import (
	"slices"
	"strings"
	"testing"

	"skirmish/rules/magewinds/cards"
	"skirmish/rules/magewinds/geom"
)

// 17.0: "A spell's casting cost must be spent to use the ability that it is
// part of ... To spend magic cards, discard them from your hand."

// spent checks that a cast discarded exactly the cards named, left the rest
// of the hand and gave the caster its action counter.
func spent(t *testing.T, g *Game, caster string, hand []string, names ...string) {
	t.Helper()
	for _, n := range names {
		c := card(t, n)
		if !cards.Contains(g.Discard, c) || cards.Contains(g.Hands[0], c) {
			t.Errorf("the %s was not spent: hand %v, discard %v", c.Long(), g.Hands[0], g.Discard)
		}
	}
	var want []cards.Card
	for _, n := range hand {
		want = append(want, card(t, n))
	}
	if !slices.Equal(g.Hands[0], want) {
		t.Errorf("hand %v after casting, want %v", g.Hands[0], want)
	}
	if got := fighter(t, g, caster).Actions; got != 1 {
		t.Errorf("the caster has %d action counters, want 1", got)
	}
	checkCards(t, g)
}

// refuseCast checks that a cast is refused with a reason containing want.
func refuseCast(t *testing.T, g *Game, action, want string) {
	t.Helper()
	if why := refuse(t, g, action); !strings.Contains(why, want) {
		t.Errorf("%s: %q, want it to say %q", action, why, want)
	}
}

// The pack's spells, each tested below.
func TestThePackHasNineSpells(t *testing.T) {
	pk, err := DefaultPack()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, sp := range pk.Spells {
		ids = append(ids, sp.ID)
	}
	want := []string{"mend", "quicken", "ward", "sunlance", "spark", "wither", "chill", "gale", "blink"}
	if !slices.Equal(ids, want) {
		t.Errorf("spells %v, want %v (add tests for new ones)", ids, want)
	}
}

// lifeweaver: a Lifeweaver a1 (Mend, Quicken, Ward) 1" from an Ironclad a2.
func lifeweaver(t *testing.T) *Game {
	return arena(t, "lifeweaver, ironclad / stormhorn", "",
		"................................",
		"................................",
		"....A...B.......................",
		"................................",
		"................................",
		"............................a...",
	)
}

// Mend: "1+ Hearts ... A friendly fighter within 3" heals 1 damage for each
// card's worth spent." 20.1: "remove the specified amount of damage". The
// King of Hearts is worth 2 (17.0).
func TestSpellMend(t *testing.T) {
	g := lifeweaver(t)
	give(t, g, 0, "KH", "7D")
	fighter(t, g, "a2").Damage = 3
	refuseCast(t, g, "a1 cast mend a2 pay 7D", "do not pay 1+ Hearts")
	refuseCast(t, g, "a1 cast mend a2 pay 9H", "not in your hand")
	refuseCast(t, g, "a1 cast mend a2 pay KH,KH", "twice")
	refuseCast(t, g, "a1 cast mend b1 pay KH", "friendly")
	refuseCast(t, g, "a1 cast sunlance b1 pay KH", "does not know")
	evs := do(t, g, "a1 cast mend a2 pay KH", "a1 stay")
	if h := find(t, evs, EvHealed); h.N != 2 {
		t.Errorf("the King of Hearts heals %d, want 2", h.N)
	}
	if got := fighter(t, g, "a2").Damage; got != 1 {
		t.Errorf("damage %d after healing 2 of 3", got)
	}
	spent(t, g, "a1", []string{"7D"}, "KH")
}

// Mend cannot heal more damage than the fighter has taken, nor reach
// further than 3" (4" with a 1" step move first).
func TestSpellMendLimits(t *testing.T) {
	g := arena(t, "lifeweaver, ironclad, ironclad / stormhorn", "",
		"................................",
		"................................",
		"....A...B.......C...............",
		"................................",
		"................................",
		"............................a...",
	)
	give(t, g, 0, "AH")
	fighter(t, g, "a2").Damage = 1
	fighter(t, g, "a3").Damage = 5
	refuseCast(t, g, "a1 cast mend a3 pay AH", "not within 3\"") // 5.5" away
	do(t, g, "a1 cast mend a2 pay AH", "a1 stay")
	if got := fighter(t, g, "a2").Damage; got != 0 {
		t.Errorf("damage %d after healing 3 of 1", got)
	}
}

// Quicken: "1 Heart, 1 Any ... A friendly fighter within 6" recovers an
// action." 20.3: "if they have a double action counter, replace it with a
// single action counter."
func TestSpellQuicken(t *testing.T) {
	g := lifeweaver(t)
	give(t, g, 0, "5H", "3C", "4C")
	fighter(t, g, "a2").Actions = 2
	refuseCast(t, g, "a1 cast quicken a2 pay 5H", "do not pay 1 Heart, 1 Any")
	refuseCast(t, g, "a1 cast quicken a2 pay 3C,4C", "do not pay")
	do(t, g, "a1 cast quicken a2 pay 5H,3C", "a1 stay")
	if got := fighter(t, g, "a2").Actions; got != 1 {
		t.Errorf("a2 has %d counters after recovering an action from a double, want 1", got)
	}
	spent(t, g, "a1", []string{"4C"}, "5H", "3C")
}

// Ward of Dawn: "2 Red ... A friendly fighter within 3" has +1 Armour until
// the End Phase."
func TestSpellWard(t *testing.T) {
	g := lifeweaver(t)
	give(t, g, 0, "4H", "6D", "6C")
	a2 := g.FighterByID("a2")
	refuseCast(t, g, "a1 cast ward a2 pay 4H,6C", "do not pay 2 Red")
	do(t, g, "a1 cast ward a2 pay 4H,6D", "a1 stay")
	if got := g.Armour(a2); got != 3 {
		t.Errorf("the warded Ironclad has Armour %d, want 2 + 1", got)
	}
	spent(t, g, "a1", []string{"6C"}, "4H", "6D")
	exhaust(t, g)
	if got := g.Armour(a2); got != 2 {
		t.Errorf("after the End Phase the Ironclad has Armour %d, want 2", got)
	}
}

// windcaller: a Windcaller a1 (Gale, Sunlance, Spark) with a Hawkeye b1
// 5" east, a Stormhorn Brute b2 2" south, an Ironclad b3 3" west and a
// moveable rune stone 1.5" north.
func windcaller(t *testing.T) *Game {
	return arena(t, "windcaller / hawkeye, stormhorn, ironclad", "",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"................................",
		"..........%.....................",
		"................................",
		"................................",
		"....c.....A.........a...........",
		"................................",
		"................................",
		"................................",
		"..........b.....................",
	)
}

// Sunlance: "2 Diamonds ... a missile attack, range 8", Power 4, Precision 5."
func TestSpellSunlance(t *testing.T) {
	g := windcaller(t)
	give(t, g, 0, "2D", "3D", "3H")
	refuseCast(t, g, "a1 cast sunlance b1 pay 2D,3H", "do not pay 2 Diamonds")
	do(t, g, "a1 cast sunlance b1 pay 2D,3D", "a1 stay")
	if g.Act.Step != StepReact {
		t.Fatalf("a bolt is an attack: the target may react (step %d)", g.Act.Step)
	}
	load(t, g, 1, 2, 5, 6)
	evs := do(t, g, "b1 noreact")
	r := find(t, evs, EvRolled)
	if len(r.Dice) != 4 || r.N != 4 {
		t.Errorf("Sunlance: %d dice needing %d, want 4 needing 5 - 1: %s", len(r.Dice), r.N, r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 2 {
		t.Errorf("2 hits on Armour 0: damage %d", got)
	}
	do(t, g, "a1 knockback 0")
	spent(t, g, "a1", []string{"3H"}, "2D", "3D")
}

// Spark: "1 Any ... a missile attack, range 6", Power 2, Precision 5." A
// card beyond the cost is wasted, and refused (17.0: the cost is met).
func TestSpellSpark(t *testing.T) {
	g := windcaller(t)
	give(t, g, 0, "9C", "2C")
	refuseCast(t, g, "a1 cast spark b1 pay 9C,2C", "not needed")
	do(t, g, "a1 cast spark b1 pay 9C", "a1 stay")
	load(t, g, 3, 5)
	evs := do(t, g, "b1 noreact")
	if r := find(t, evs, EvRolled); len(r.Dice) != 2 || r.N != 4 {
		t.Errorf("Spark: %s", r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 1 {
		t.Errorf("1 hit on Armour 0: damage %d", got)
	}
	do(t, g, "a1 knockback 25.4")
	spent(t, g, "a1", []string{"2C"}, "9C")

	// beyond 6" (7" with a step) Spark cannot reach
	g = windcaller(t)
	give(t, g, 0, "9C")
	g.Fighters[g.FighterByID("b1")].Pos = g.Fighters[0].Pos.Add(geom.Point{X: 7*geom.Inch + 2*geom.BaseRadius + 100})
	refuseCast(t, g, "a1 cast spark b1 pay 9C", "further than the Spark's range (6\") reaches")
}

// Gale: "1+ Spades ... An enemy fighter or a moveable object within 6" is
// pushed up to 1" directly away from the caster for each card's worth
// spent." 19.2: moveable objects. Stalwart: "Cannot be knocked back or
// pushed."
func TestSpellGale(t *testing.T) {
	g := windcaller(t)
	give(t, g, 0, "5S", "6S", "7S", "5H")
	a1, b2 := g.FighterByID("a1"), g.FighterByID("b2")
	src, was := g.Fighters[a1].Pos, g.Fighters[b2].Pos
	refuseCast(t, g, "a1 cast gale b2 pay 5H", "do not pay 1+ Spades")
	refuseCast(t, g, "a1 cast gale b3 pay 5S", "stalwart")
	evs := do(t, g, "a1 cast gale b2 pay 5S,6S", "a1 stay")
	find(t, evs, EvMoved)
	now := g.Fighters[b2].Pos
	if d := geom.Dist(now, src) - geom.Dist(was, src); d < 2*geom.Inch-2 || d > 2*geom.Inch+2 {
		t.Errorf("X 2 pushed b2 %s further away, want 2\"", geom.FormatInches(d))
	}
	if now.X != was.X {
		t.Errorf("pushed to %v from %v: not directly away from %v", now, was, src)
	}
	spent(t, g, "a1", []string{"7S", "5H"}, "5S", "6S")

	do(t, g, "b1 guard", "b1 stay")
	stone := g.Objects[0].Pos
	do(t, g, "a1 cast gale o1 pay 7S", "a1 stay")
	if got := g.Objects[0].Pos; got != stone.Add(geom.Point{Y: -geom.Inch}) {
		t.Errorf("the stone 1.5\" north of the caster was pushed to %v, want 1\" further north from %v", got, stone)
	}
}

// gravecaller: a Gravecaller a1 (Wither, Chill) 3" from an Ironclad b1
// (Armour 2).
func gravecaller(t *testing.T) *Game {
	return arena(t, "gravecaller / ironclad, ironclad", "",
		"................................",
		"................................",
		"....A.....a.....................",
		"................................",
		"................................",
		"............................b...",
	)
}

// Wither: "1-4 Clubs ... An enemy within 6" suffers one die per card's
// worth spent; each 1-3 deals 1 damage that Armour does not block."
func TestSpellWither(t *testing.T) {
	g := gravecaller(t)
	give(t, g, 0, "KC", "AC", "QC", "2S")
	refuseCast(t, g, "a1 cast wither b1 pay 2S", "do not pay 1-4 Clubs")
	load(t, g, 1, 6)
	evs := do(t, g, "a1 cast wither b1 pay KC", "a1 stay")
	if r := find(t, evs, EvRolled); len(r.Dice) != 2 {
		t.Errorf("the King is worth 2 dice: %s", r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 1 {
		t.Errorf("one die of 1 against Armour 2: damage %d, want 1 (Armour does not block)", got)
	}
	spent(t, g, "a1", []string{"AC", "QC", "2S"}, "KC")
	// the Ace and the Queen are worth 5, capped at 4 dice
	do(t, g, "b2 guard", "b2 stay")
	load(t, g, 1, 2, 3, 4)
	evs = do(t, g, "a1 cast wither b1 pay AC,QC", "a1 stay")
	if r := find(t, evs, EvRolled); len(r.Dice) != 4 {
		t.Errorf("1-4 Clubs paid with 5: %s", r.Text)
	}
	if got := fighter(t, g, "b1").Damage; got != 4 {
		t.Errorf("damage %d, want 1 + 3", got)
	}
}

// Grave Chill: "2 Black ... An enemy within 8" is given an action counter
// (or its single counter becomes double)."
func TestSpellChill(t *testing.T) {
	g := gravecaller(t)
	give(t, g, 0, "3C", "4S", "4H")
	refuseCast(t, g, "a1 cast chill b1 pay 3C,4H", "do not pay 2 Black")
	refuseCast(t, g, "a1 cast chill a1 pay 3C,4S", "enemy")
	do(t, g, "a1 cast chill b1 pay 3C,4S", "a1 stay")
	if got := fighter(t, g, "b1").Actions; got != 1 {
		t.Errorf("the chilled Ironclad has %d action counters, want 1", got)
	}
	spent(t, g, "a1", []string{"4H"}, "3C", "4S")
}

// Shadow Step: "1-3 Spades ... The caster is re-deployed up to 2" away for
// each card's worth spent, not within 1" of an enemy." 20.2 re-deploy.
func TestSpellBlink(t *testing.T) {
	g := arena(t, "nightblade / hawkeye", "",
		"................................",
		"................................",
		"................................",
		"....A...........................",
		"................................",
		"..............a.................",
	)
	give(t, g, 0, "5S", "6S", "JS")
	from := fighter(t, g, "a1").Pos
	refuseCast(t, g, "a1 cast blink @"+from.Add(geom.Point{X: geom.Inch, Y: geom.Inch}).String()+" pay 5S,6S,JS", "not needed")
	// b1 is at (7.25", 2.75"); 3.75" east and 1" south of a1 is 0.27" from it
	refuseCast(t, g, "a1 cast blink @"+from.Add(geom.Point{X: 15 * geom.Inch / 4, Y: geom.Inch}).String()+" pay JS", "within 1\" of an enemy")
	// 4.5" east: a 2" blink cannot get there, even after a step
	refuseCast(t, g, "a1 cast blink @"+from.Add(geom.Point{X: 9 * geom.Inch / 2}).String()+" pay 5S", "more than 2\"")
	// 4.5" east with the Jack (4"): only after a step move east
	to := from.Add(geom.Point{X: 9 * geom.Inch / 2, Y: -geom.Inch})
	do(t, g, "a1 cast blink @"+to.String()+" pay JS")
	refuse(t, g, "a1 stay")
	do(t, g, "a1 step @"+from.Add(geom.Point{X: geom.Inch}).String())
	if got := fighter(t, g, "a1").Pos; got != to {
		t.Errorf("the Nightblade is at %v, want %v", got, to)
	}
	spent(t, g, "a1", []string{"5S", "6S"}, "JS")
}

// Casting Sunlance at a target the caster cannot see is refused, whatever
// the payment: "Attack Action: ... make an attack against a visible (16.0)
// target".
func TestSpellBoltNeedsLineOfAttack(t *testing.T) {
	g := arena(t, "windcaller / hawkeye", "",
		"................................",
		"................................",
		"..........##....................",
		"..........##....................",
		"....A.....##....a...............",
		"..........##....................",
		"..........##....................",
	)
	give(t, g, 0, "2D", "3D")
	refuseCast(t, g, "a1 cast sunlance b1 pay 2D,3D", "every line to Hawkeye b1 crosses a high obstacle")
}
