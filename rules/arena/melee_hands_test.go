package arena

import (
	"strings"
	"testing"
)

// TestOneHandWeight checks the ruling on "wielding a weapon in one hand
// comes with weight limitations": up to 2 + Strength in one hand while
// the other holds something. A fighter of Strength 0 may not hold a
// greatsword (Weight 3) beside a buckler, nor draw a dagger beside it;
// with Strength 1 it may.
func TestOneHandWeight(t *testing.T) {
	_, err := ParseLevel("t", "t.txt", []byte("title: T\nside 1: L\nside 2: D\nmap:\nAa\nlegend:\nA: weak\na: goblin\nfighters:\n"+
		"fighter weak \"Weak\" str 0 dex 0 spd 0 wits 0 hold greatsword hold buckler\n"))
	if err == nil || !strings.Contains(err.Error(), "heavier than 2") {
		t.Fatalf("a Strength 0 fighter with a greatsword and a buckler: %v", err)
	}
	g := board(t, `
map:
AB0a

legend:
A: weak
B: strong
a: goblin

fighters:
fighter weak "Weak" str 0 dex 0 spd 3 wits 1 hold greatsword carry dagger
fighter strong "Strong" str 1 dex 0 spd 3 wits 0 hold greatsword carry dagger
`)
	illegal(t, g, "A draw dagger")
	for _, a := range g.LegalActions(0) {
		if a.Kind == Draw {
			t.Fatalf("%s offered", a)
		}
	}
	do(t, g, "A hold")
	do(t, g, "B draw dagger")
}

// TestTwoOfAKind checks "Wielding two weapons of the same kind has no
// benefit": two daggers are one choice to strike or resist with, with the
// odds of one.
func TestTwoOfAKind(t *testing.T) {
	g := board(t, `
map:
Aab

legend:
A: twin
a: goblin
b: goblin

fighters:
fighter twin "Twin" str 0 dex 1 spd 3 wits 1 melee 1 hold dagger hold dagger
`)
	n := 0
	for _, a := range g.LegalActions(0) {
		if a.Kind == Attack && a.Item == "dagger" {
			n++
		}
	}
	var buf [4]int
	if w := g.weapons(0, buf[:0]); n != 1 || len(w) != 1 {
		t.Fatalf("two daggers: %d attacks with a dagger, %d things to resist with; want 1 and 1", n, len(w))
	}
	two := g.Exchange(0, g.lvl.Pack.Item("dagger"), 1, g.lvl.Pack.Item("dagger"), 0, 0)
	g.f[0].Hands[1] = -1
	one := g.Exchange(0, g.lvl.Pack.Item("dagger"), 1, g.lvl.Pack.Item("dagger"), 0, 0)
	if two.Bonus != one.Bonus || two.Beat != one.Beat || Mean(two.Dealt, two.DealtOf) != Mean(one.Dealt, one.DealtOf) {
		t.Fatalf("the second dagger changes the odds: %+v, %+v", two, one)
	}
}

// TestManoeuvreNotation checks that the manoeuvres read back as
// themselves and write back as the same text.
func TestManoeuvreNotation(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Action
	}{
		{"A guard C", Action{Kind: Guard, Who: 'A', Target: 'C'}},
		{"b bypass A", Action{Kind: Bypass, Who: 'b', Target: 'A'}},
		{"A disarm b longsword", Action{Kind: Disarm, Who: 'A', Target: 'b', Item: "longsword"}},
		{"A sneak b dagger", Action{Kind: Sneak, Who: 'A', Target: 'b', Item: "dagger"}},
		{"C take dagger", Action{Kind: Take, Who: 'C', Item: "dagger"}},
	} {
		a, err := ParseAction(tc.text)
		if err != nil || a != tc.want {
			t.Errorf("%q reads as %+v (%v), want %+v", tc.text, a, err, tc.want)
		}
		if got := tc.want.String(); got != tc.text {
			t.Errorf("%+v writes as %q, want %q", tc.want, got, tc.text)
		}
	}
	for _, bad := range []string{"A guard", "A guard C x", "A disarm b", "A pick", "A sneak 3 dagger"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q should not parse", bad)
		}
	}
}
