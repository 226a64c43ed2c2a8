package arena

import (
	"testing"

	"skirmish/rules"
)

// choose returns the computer's choice for the side deciding in g.
func aiChoice(t *testing.T, g *Game) Action {
	t.Helper()
	seat := g.ToAct()[0]
	a, err := NewAI(1).Choose(g.View(seat), seat)
	if err != nil {
		t.Fatal(err)
	}
	return a.(Action)
}

// TestAIFocusesOnTheWounded checks that of two goblin chiefs within reach
// the computer strikes the one a blow is likely to fell: "When characters
// reach 0 HPs, they fall over."
func TestAIFocusesOnTheWounded(t *testing.T) {
	for _, wounded := range []byte{'a', 'b'} {
		g := board(t, `
map:
a0
Ab

legend:
A: sindon
a: gobchief
b: gobchief
`)
		fighter(t, g, wounded).HP = 1
		g.cur = int8(g.ByID('A'))
		if a := aiChoice(t, g); a.Kind != Attack || a.Target != wounded {
			t.Fatalf("Sindon between two goblin chiefs, %c at 1 HP, chooses %q; want to strike %c", wounded, a, wounded)
		}
	}
}

// TestAIStandsOff checks that an archer with a clear line shoots rather
// than closing in: "Projectiles use the standard combat rules".
func TestAIStandsOff(t *testing.T) {
	g := board(t, `
map:
A00000a

legend:
A: gobarcher
a: sentinel
`)
	if a := aiChoice(t, g); a.Kind != Shoot {
		t.Fatalf("the archer 6 steps from the sentinel chooses %q; want to shoot", a)
	}
}

// TestAIChoosesAtTheExactTN checks the choice on a roll meeting the TN:
// "the player chooses -- both Damage, or neither". Kosh's greatsword deals
// 2D6+3 and a goblin's dagger 1D6 against Kosh's leather: Kosh takes both;
// the goblin, rolling, takes neither.
func TestAIChoosesAtTheExactTN(t *testing.T) {
	const src = `
map:
Aa

legend:
A: kosh
a: goblin
`
	// Kosh: 2D6 + 0 Dex + 2 Melee + 2 greatsword = 4 against TN 7 + 1 + 1 = 9.
	g := board(t, src, 6, 1, 2, 3) // the initiative, then the roll
	do(t, g, "A attack a greatsword")
	if g.Phase() != PhaseTie {
		t.Fatalf("phase %d after rolling the TN exactly; want the choice", g.Phase())
	}
	if a := aiChoice(t, g); a.Kind != Both {
		t.Fatalf("Kosh on the exact TN chooses %q; want both", a)
	}
	// The goblin: 2D6 + 1 + 1 + 0 = 2 against TN 7 + 0 + 2 + 2 = 11.
	g = board(t, src, 1, 6, 4, 5)
	do(t, g, "a attack A dagger")
	if g.Phase() != PhaseTie {
		t.Fatalf("phase %d after the goblin rolled the TN exactly; want the choice", g.Phase())
	}
	if a := aiChoice(t, g); a.Kind != Neither {
		t.Fatalf("the goblin on the exact TN chooses %q; want neither", a)
	}
}

// TestAITendsTheFallen checks that with no enemy near a fighter tends a
// fallen ally: "Anyone can attempt to save them".
func TestAITendsTheFallen(t *testing.T) {
	g := board(t, `
map:
AB00000
0000000
000000a

legend:
A: sindon
B: kosh
a: sentinel
`)
	b := fighter(t, g, 'B')
	b.HP, b.Status = -1, Fallen
	g.cur = int8(g.ByID('A'))
	if a := aiChoice(t, g); a.Kind != Tend || a.Target != 'B' {
		t.Fatalf("Sindon by the fallen Kosh chooses %q; want to tend him", a)
	}
}

// TestAIUnknownKind checks that an action of a kind the computer does not
// know scores just below holding, and that Choose still chooses.
func TestAIUnknownKind(t *testing.T) {
	g := board(t, `
map:
A000a

legend:
A: kosh
a: sentinel
`)
	if s := g.score(Action{Kind: Kind(200), Who: 'A'}); s != Neutral-1 {
		t.Fatalf("an unknown kind scores %d; want %d", s, Neutral-1)
	}
}

// TestAIDeterministic checks that the choice depends only on the seed and
// the view: a computer that has chosen before chooses as a fresh one, at
// every decision of a bout.
func TestAIDeterministic(t *testing.T) {
	sc := scenarios(t)[0]
	g, err := Setup(sc, 3, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	used := NewAI(9)
	for n := 0; n < 300 && !g.Outcome().Over; n++ {
		seat := g.ToAct()[0]
		a, err := used.Choose(g.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		b, err := NewAI(9).Choose(g.View(seat), seat)
		if err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Fatalf("decision %d: a used computer chooses %q, a fresh one %q", n, a, b)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAIWeighsDeepNegatives checks that Kosh on his last AP does not swing
// his greatsword (3 AP) at a goblin when three goblin chiefs stand by to
// strike him at -2 ("Negative APs inflict a Penalty to all actions"), but
// does when the goblin is the only enemy within reach, his blow likely to
// fell it.
func TestAIWeighsDeepNegatives(t *testing.T) {
	for _, c := range []struct {
		src, legend string
		want        bool
	}{
		{"bcd\naA0\n000", "c: gobchief\nd: gobchief\n", false},
		{"00000\naA000\n00000\n0000b", "", true},
	} {
		g := board(t, "map:\n"+c.src+"\n\nlegend:\nA: kosh\na: goblin\nb: gobchief\n"+c.legend)
		fighter(t, g, 'A').AP = 1
		g.cur = int8(g.ByID('A'))
		a := aiChoice(t, g)
		if swings := a.Kind == Attack && a.Item == "greatsword"; swings != c.want {
			t.Fatalf("Kosh on 1 AP chooses %q on\n%s\nwant the greatsword: %v", a, g.Describe(), c.want)
		}
	}
}
