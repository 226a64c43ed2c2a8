package arena

import "testing"

// TestWebEntangles checks Trapped, Entangled or Prone: "characters may be
// caught in mud ... or caught in a web. They take a Speed Penalty (by
// default: -2), which reduces their APs immediately. The Speed Penalty
// remains until" they get free; and Webs: "Pulling away from a web
// requires a Strength + Athletics roll, with a TN equal to the spinner's
// Strength + 8".
func TestWebEntangles(t *testing.T) {
	g := board(t, `
map:
0A000a

terrain:
..w...

legend:
A: walker
a: spider

fighters:
fighter walker "Walker" str 1 dex 0 spd 2 wits 0 athletics 1
`,
		5, 5) // 10 + Strength 1 + Athletics 1 = 12 beats TN 8 + 2 = 10
	illegal(t, g, "A move d1") // a web holds whoever enters it: no path goes through c1
	evs := do(t, g, "A move c1")
	find(t, evs, EvEntangled)
	wantAP(t, g, "-2 Speed reduces the AP at once", "A", 5-1-2)
	if tn := g.FreeTN(g.f[0].At); tn != 10 {
		t.Fatalf("the web's TN is %d, want the spinner's Strength 2 + 8 = 10", tn)
	}
	illegal(t, g, "A move b1")
	do(t, g, "a hold")
	do(t, g, "A free")
	if g.f[0].Cond.Has(Entangled) {
		t.Fatal("beating the TN should free A")
	}
	if g.sticky(1, g.f[0].At) {
		t.Fatal("a spinner's webs never hold it")
	}
}

// TestProneRemains checks that "The Speed Penalty remains until the
// character spends an AP to get up": the next round begins 2 AP short;
// `A stand` costs 1 AP and ends it.
func TestProneRemains(t *testing.T) {
	g := board(t, `
map:
A0a

legend:
A: hulkiss
a: dummy

fighters:
fighter dummy "Dummy" str 0 dex 0 spd -1 wits 0
`)
	g.knockDown(0)
	wantAP(t, g, "prone", "A", 2)
	illegal(t, g, "A move b1")
	do(t, g, "A hold")
	do(t, g, "a hold")
	wantAP(t, g, "the next round, still prone", "A", 4-2)
	do(t, g, "A stand")
	wantAP(t, g, "getting up costs 1 AP", "A", 1)
	if g.f[0].Cond.Has(Prone) {
		t.Fatal("A should be up")
	}
	do(t, g, "a hold")
	do(t, g, "A move b1")
}

// TestHexapodsInMud checks Hexapods & Octopods: they "do not become Prone
// by slipping on ice or mud" (ruling: mud does not hold them), where mud
// holds a biped.
func TestHexapodsInMud(t *testing.T) {
	const src = `
map:
A00a

terrain:
.~..

legend:
A: %s
a: dummy

fighters:
fighter dummy "Dummy" str 0 dex 0 spd -1 wits 0
fighter bug "Bug" str 0 dex 0 spd 1 wits 0 hexapod
`
	for _, c := range []struct {
		who  string
		held bool
	}{{"bug", false}, {"hulkiss", true}} {
		g := board(t, sprintf(src, c.who))
		do(t, g, "A move b1")
		if g.f[0].Cond.Has(Entangled) != c.held {
			t.Errorf("%s in mud: entangled %v, want %v", c.who, !c.held, c.held)
		}
	}
}
