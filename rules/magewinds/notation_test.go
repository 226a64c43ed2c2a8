package magewinds

import (
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
)

// Every action the rules offer survives its notation: ParseAction reads
// back exactly what String wrote, and the action read back is the one
// played. The battles are played entirely through the notation.
func TestNotationRoundTripsEveryLegalAction(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, sc := range scenarios(t) {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel()
			kinds := map[Kind]int{}
			checked := 0
			for k := 0; k < games; k++ {
				seed := uint64(100 + k)
				g, err := Setup(sc, seed, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				dice := rules.NewDice(seed)
				for n := 0; !g.Outcome().Over; n++ {
					if n > 5000 {
						t.Fatalf("seed %d: not over after %d actions", seed, n)
					}
					seat := g.ToAct()[0]
					list := g.Legal(seat)
					if len(list) == 0 {
						t.Fatalf("seed %d: seat %d to act has no legal action\n%s", seed, seat, g.Describe())
					}
					for _, ra := range list {
						s := ra.String()
						a, err := ParseAction(s)
						if err != nil {
							t.Fatalf("legal %q does not parse: %v", s, err)
						}
						if back := a.String(); back != s {
							t.Fatalf("%q reads back as %q", s, back)
						}
						kinds[a.Kind]++
						checked++
					}
					pick := list[dice.IntN(len(list))].String()
					a, _ := g.ParseAction(pick)
					if _, err := g.Apply(a); err != nil {
						t.Fatalf("seed %d: %q read back from its notation was refused: %v", seed, pick, err)
					}
				}
			}
			t.Logf("%d legal actions read back; by kind: %v", checked, kinds)
			for _, k := range []Kind{KAdd, KRemove, KDefault, KReady, KDeploy, KDraw, KPass, KMove, KAttack, KGuard, KStep, KStay, KReact, KKeep, KDiscard} {
				if kinds[k] == 0 {
					t.Errorf("no %s action was offered in %d battles", k, games)
				}
			}
		})
	}
}

// Hand-written actions in canonical notation read back unchanged.
func TestNotationExamples(t *testing.T) {
	for _, s := range []string{
		"a1 deploy @76.2,50.8",
		"draw 3",
		"draw deck",
		"pass",
		"a1 move @120,80.5",
		"a1 move @120,80.5 take",
		"a1 attack b2 1",
		"a1 guard",
		"a1 cast mend a2 pay 7H,KH",
		"a1 cast gale o1 pay AS",
		"a1 cast blink @10.001,0 pay 2S,3S",
		"a1 drop @30,40",
		"a1 hold",
		"a1 step @1,2",
		"a1 stay",
		"a1 light",
		"a1 heavy",
		"a1 feint",
		"b2 dodge",
		"b2 deflect",
		"b2 noreact",
		"a1 knockback 25.4",
		"a1 knockback 0",
		"a1 knockback 0.005",
		"keep KH a1,a3",
		"keep 2C a1",
		"discard 10D",
		"a add stormblade",
		"b remove spearwarden",
		"a default",
		"b ready",
	} {
		a, err := ParseAction(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if a.String() != s {
			t.Errorf("%q reads back as %q", s, a.String())
		}
	}
	// Cards are read in any case; the notation writes them in capitals.
	if a, err := ParseAction("keep kh a1,a1"); err != nil || a.String() != "keep KH a1,a1" {
		t.Errorf("keep kh: %v %v", a, err)
	}
}

// malformed are texts that are not actions.
var malformed = []string{
	"", " ", "a1", "b9", "a1 ", "a1 fly", "fly", "c1 guard", "a0 guard", "a10 guard",
	"guard", "a1 pass", "pass now", "a1 draw deck", "draw", "draw 0", "draw 6", "draw 01", "draw +1", "draw x",
	"a1 move", "a1 move 1,2", "a1 move @x,y", "a1 move @1", "a1 move @1,2,3", "a1 move @1.0001,2", "a1 move @1,2 go",
	"a1 deploy @1,2 take", "a1 step", "a1 drop", "a1 attack", "a1 attack b2", "a1 attack c2 1", "a1 attack b2 0",
	"a1 attack b2 10", "a1 attack b2 +1", "a1 attack b2 1 2", "a1 cast", "a1 cast mend", "a1 cast mend a2",
	"a1 cast mend a2 pay", "a1 cast mend a2 pay ZZ", "a1 cast mend a2 pay KH,", "a1 cast MEND a2 pay KH",
	"a1 cast mend x9 pay KH", "a1 cast mend @1 pay KH", "a1 cast mend a2 with KH",
	"a1 cast mend a2 pay KH KH", "a1 cast mend pay 2H,3H,4H,5H,6H,7H,8H,9H,10H,JH,QH",
	"knockback 1", "a1 knockback", "a1 knockback -1", "a1 knockback 1.0001", "a1 knockback 254.1", "a1 knockback 01",
	"a1 knockback 1.", "a1 knockback .5", "a1 knockback 1.50", "a1 knockback x",
	"keep", "keep KH,QH", "keep KH a1,c1", "keep KH a1,", "keep KH a1 a2", "a1 keep KH", "discard", "discard KH a1",
	"a1 light now", "a1 noreact b2", "A1 guard", "a1\tguard x",
	strings.Repeat("a1 guard ", 30),
	"a1 cast " + strings.Repeat("x", 30) + " a2 pay KH",
	"\x00", "a1 \xff", "é",
	"a", "b", "a add", "a remove", "a add Stormblade", "a add storm_blade", "a add stormblade hawkeye", "a ready now",
	"a default stormblade", "c ready", "A ready", "a1 ready", "a1 add stormblade", "ready", "add stormblade", "a pass",
	"a guard", "a add " + strings.Repeat("x", 25),
}

// 0.0 notation: a text that is not an action gives a *rules.NotationError
// with the column of the first thing that does not fit, never a panic.
func TestMalformedNotation(t *testing.T) {
	for _, s := range malformed {
		a, err := ParseAction(s)
		var ne *rules.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: want a NotationError, got %v (read as %q)", s, err, a)
			continue
		}
		if ne.Col < 1 || ne.Col > len(s)+1 || ne.Input != s {
			t.Errorf("%q: column %d out of range", s, ne.Col)
		}
		if ne.Error() == "" {
			t.Errorf("%q: empty message", s)
		}
		if _, err := (&Game{}).ParseAction(s); err == nil {
			t.Errorf("Game.ParseAction(%q) succeeded", s)
		}
	}
}

// Whatever the text, ParseAction returns an action that reads back as
// itself or a *rules.NotationError, and never panics.
func FuzzParseAction(f *testing.F) {
	for _, s := range malformed {
		f.Add(s)
	}
	for _, s := range []string{
		"a1 deploy @76.2,50.8", "draw 3", "draw deck", "pass", "a1 move @120,80.5 take", "a1 attack b2 1",
		"a1 guard", "a1 cast mend a2 pay 7H,KH", "a1 cast gale o1 pay AS", "a1 cast blink @-1,0 pay 2S",
		"a1 drop @30,40", "a1 hold", "a1 step @1,2", "a1 stay", "a1 feint", "b2 dodge", "b2 noreact",
		"a1 knockback 25.4", "keep KH a1,a3", "discard 10D", "keep th a1", "a1 deploy @ 1 , 2",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			var ne *rules.NotationError
			if !errors.As(err, &ne) {
				t.Fatalf("%q: error %T %v, want a NotationError", s, err, err)
			}
			if ne.Col < 1 || ne.Col > len(s)+1 {
				t.Fatalf("%q: column %d out of range", s, ne.Col)
			}
			_ = ne.Error()
			return
		}
		out := a.String()
		b, err := ParseAction(out)
		if err != nil {
			t.Fatalf("%q reads as %q, which does not read back: %v", s, out, err)
		}
		if b.String() != out {
			t.Fatalf("%q reads as %q, which reads back as %q", s, out, b.String())
		}
	})
}
