package arena

import (
	"testing"

	"skirmish/rules/grid"
)

// darkPit is Kosh (Wits 0, no Vigilance: sense bonus 0; 4 AP, the
// initiative) in the dark next to a goblin (one dagger: it resists without
// a choice), with a second goblin in reach and an ally with a spear beside
// him; a sentinel in plate stands off.
const darkPit = `
light: dark

map:
0AB0
bc0d

legend:
A: kosh
B: ally
b: gob
c: gob2
d: sentinel

fighters:
fighter gob "Gob" str -1 dex 1 spd 0 wits 0 melee 1 vigilance 1 hold dagger
fighter gob2 "Gob" str -1 dex 1 spd 0 wits -1 melee 1 hold dagger
fighter ally "Ally" str 0 dex 0 spd -1 wits 0 melee 1 hold spear
`

// TestDarkSense checks "Blindness & Darkness ... spend 1 AP and make a
// Wits + Vigilance before any other action"; "The TN begins at 7"; "On
// success, the character acts as usual."
func TestDarkSense(t *testing.T) {
	g := board(t, darkPit, 4, 4, 3, 3, 1, 1)
	if g.Current() != g.ByID('A') {
		t.Fatalf("Kosh should have the initiative\n%s", g.Describe())
	}
	evs := do(t, g, "A attack b greatsword")
	s := find(t, evs, EvSense)
	if s.TN != 7 || s.Amount != 8 {
		t.Fatalf("the sense roll: %s", s.Text)
	}
	// 1 AP to sense, 3 for the greatsword.
	wantAP(t, g, "sensing costs 1 AP before the swing's 3", "A", 0)
	if e := find(t, evs, EvAttack); int(e.Other) != g.ByID('b') {
		t.Fatalf("the attack went at the wrong goblin: %s", e.Text)
	}
	if fighter(t, g, 'b').HP != 6-1-5 || !fighter(t, g, 'A').Cond.Has(Sensed) {
		t.Fatalf("the goblin should take 2D6+3 = 5 from Kosh, who keeps his bearings\n%s", g.Describe())
	}
}

// TestDarkTie checks "On a tie the character fails any action they
// instigated" and "Resisted actions mean the character takes a -2 Penalty
// to defend, whether they fail or tie".
func TestDarkTie(t *testing.T) {
	g := board(t, darkPit, 3, 4)
	i, j := g.ByID('A'), g.ByID('b')
	sword, dagger := g.lvl.Pack.Item("greatsword"), g.lvl.Pack.Item("dagger")
	before := g.TN(i, sword, j, 0)
	evs := do(t, g, "A attack b greatsword")
	if find(t, evs, EvSense).Amount != 7 {
		t.Fatal("the roll should meet TN 7")
	}
	for _, e := range evs {
		if e.Kind == EvAttack {
			t.Fatalf("the attack should fail on a tie: %s", e.Text)
		}
	}
	wantAP(t, g, "a failed action costs only the sense's AP", "A", 3)
	if got := g.TN(i, sword, j, 0); got != before-2 {
		t.Fatalf("Kosh defends at TN %d after the tie, want %d", got, before-2)
	}
	if g.TN(j, dagger, i, 0) != 7+1+1 {
		t.Fatal("the goblin, who rolled nothing, defends as usual")
	}
}

// TestDarkMishaps checks the table "On failure": "Nothing --- you just
// miss. Success against the wrong enemy target (or if there are none,
// failure). You smack (and smash) a random item in the environment. You
// trip and fall over, going prone. You move into something hard, spiky,
// or otherwise dangerous. Take 1D6 Damage. Hit an ally."
func TestDarkMishaps(t *testing.T) {
	t.Run("nothing", func(t *testing.T) {
		g := board(t, darkPit, 1, 1, 1)
		do(t, g, "A attack b greatsword")
		wantAP(t, g, "a miss costs the sense's AP", "A", 3)
		if fighter(t, g, 'b').HP != 5 || fighter(t, g, 'A').Cond.Has(Sensed) {
			t.Fatal("nothing should happen but Kosh losing his bearings")
		}
	})
	t.Run("wrong enemy", func(t *testing.T) {
		// 2: the blow goes at goblin c; 3+3+4 = 10 beats its TN 9; 2D6+3.
		g := board(t, darkPit, 1, 1, 2, 3, 3, 1, 1)
		evs := do(t, g, "A attack b greatsword")
		if e := find(t, evs, EvAttack); int(e.Other) != g.ByID('c') {
			t.Fatalf("the blow should go at c: %s", e.Text)
		}
		if fighter(t, g, 'c').HP != 0 || fighter(t, g, 'b').HP != 5 {
			t.Fatalf("c should take the blow\n%s", g.Describe())
		}
	})
	t.Run("smash", func(t *testing.T) {
		g := board(t, darkPit, 1, 1, 3)
		evs := do(t, g, "A attack b greatsword")
		if find(t, evs, EvMishap).Dice[0] != 3 || fighter(t, g, 'b').HP != 5 {
			t.Fatal("smacking the surroundings fails the attack")
		}
	})
	t.Run("trip", func(t *testing.T) {
		g := board(t, darkPit, 1, 1, 4)
		do(t, g, "A attack b greatsword")
		if !fighter(t, g, 'A').Cond.Has(Prone) {
			t.Fatal("Kosh should trip and fall prone")
		}
	})
	t.Run("danger", func(t *testing.T) {
		// 1D6 = 6, less leather's DR 3, is 3: his 2 Fate Points, then 1 HP.
		g := board(t, darkPit, 1, 1, 5, 6)
		do(t, g, "A attack b greatsword")
		if a := fighter(t, g, 'A'); a.HP != 9-1 || a.FP != 0 {
			t.Fatalf("Kosh should take 1D6 through DR and Fate Points: HP %d, FP %d", a.HP, a.FP)
		}
	})
	t.Run("ally", func(t *testing.T) {
		// 6: the blow goes at the ally, who resists with its spear: 6+6+4
		// = 16 against its TN 10; 2D6+3 = 5 of its 6 HP.
		g := board(t, darkPit, 1, 1, 6, 6, 6, 1, 1)
		evs := do(t, g, "A attack b greatsword")
		if e := find(t, evs, EvAttack); int(e.Other) != g.ByID('B') {
			t.Fatalf("the blow should go at the ally: %s", e.Text)
		}
		if fighter(t, g, 'B').HP != 1 {
			t.Fatalf("the ally should take 5\n%s", g.Describe())
		}
	})
	t.Run("move", func(t *testing.T) {
		// A move has no target: the wrong enemy fails it.
		g := board(t, darkPit, 1, 1, 2)
		do(t, g, "A move a1")
		if fighter(t, g, 'A').At != grid.Pt(1, 0) {
			t.Fatal("the move should fail")
		}
	})
}

// TestScreamers checks "the wounded PCs cry out in pain, they can roll
// Wits + Vigilance at TN 5 to find the screamers again in the darkness";
// "Standing in the darkness and screaming does not require a roll"
// (holding needs none); a fighter holding its breath is silent (ruling 75:
// one more problem, +2); and the plate's "-4 Penalty to Wits + Vigilance
// rolls".
func TestScreamers(t *testing.T) {
	g := board(t, darkPit)
	i := g.ByID('A')
	atk := func(target byte) Action {
		return Action{Kind: Attack, Who: 'A', Target: target, Item: "greatsword"}
	}
	if g.SenseTN(i, atk('b')) != 7 {
		t.Fatal("an unhurt goblin is found at TN 7")
	}
	fighter(t, g, 'b').HP = 3
	if g.SenseTN(i, atk('b')) != 5 {
		t.Fatal("a wounded goblin screams: TN 5")
	}
	fighter(t, g, 'b').Cond |= Breath
	fighter(t, g, 'c').Cond |= Breath
	if g.SenseTN(i, atk('b')) != 7+2 || g.SenseTN(i, atk('c')) != 7+2 {
		t.Fatal("a goblin holding its breath is silent: TN 9")
	}
	if g.SenseBonus(g.ByID('d')) != 0+0-4 {
		t.Fatalf("the sentinel in plate senses at %+d", g.SenseBonus(g.ByID('d')))
	}
	evs := do(t, g, "A hold")
	for _, e := range evs {
		if e.Kind == EvSense {
			t.Fatal("holding still needs no roll")
		}
	}
}

// TestTwilight checks ruling 70: twilight is no darkness; a dark pool in
// it is.
func TestTwilight(t *testing.T) {
	g := board(t, `
light: twilight

map:
A0a

terrain:
..d

legend:
A: kosh
a: goblin
`)
	if g.needsSense(g.ByID('A'), Action{Kind: Move, Who: 'A'}) || !g.needsSense(g.ByID('a'), Action{Kind: Move, Who: 'a'}) {
		t.Fatal("only the goblin, in the dark pool, senses its way")
	}
}

// TestDarkInterrupt checks that the sense roll comes before an
// interruption too ("before any other action"), and that a failed one
// lets the move go on: "If the character survives the interruption
// unfettered, they complete their movement immediately."
func TestDarkInterrupt(t *testing.T) {
	g := board(t, `
light: dark

map:
A0000
0b000

legend:
A: kosh
b: gob

fighters:
fighter gob "Gob" str -1 dex 1 spd 0 wits 0 melee 1 vigilance 1 hold dagger
`, 4, 4, 3, 3)
	o, err := g.Odds(Action{Kind: Move, Who: 'A', To: grid.Pt(3, 0)})
	if err != nil || len(o.Cases) != 1 || o.Cases[0].Outcomes[0].Count != 15 {
		t.Fatalf("the odds of a move in the dark: the sense roll, 2D6 over 7 in 15 of 36: %+v %v", o, err)
	}
	do(t, g, "A move d1")
	if g.Phase() != PhaseInterrupt {
		t.Fatalf("the goblin may interrupt\n%s", g.Describe())
	}
	evs := do(t, g, "b interrupt A dagger")
	if find(t, evs, EvSense).Amount != 7 {
		t.Fatal("the goblin's 3+3+1 meets TN 7")
	}
	if fighter(t, g, 'A').At != grid.Pt(3, 0) || fighter(t, g, 'b').AP != 2 {
		t.Fatalf("Kosh should walk on to d1; the goblin pays its sense's AP\n%s", g.Describe())
	}
}
