package rulestest

import (
	"errors"
	"testing"

	"skirmish/rules"
)

// TestNotationRoundTrip formats and parses every legal action of every
// seat to act in 1,000 positions of random games: the text parses to the
// same action, which formats to the same text.
func TestNotationRoundTrip(t *testing.T) {
	scs := Ruleset{}.Scenarios()
	positions, checked := 0, 0
	for k := 0; positions < 1000; k++ {
		g, err := Setup(scs[k%len(scs)], uint64(k), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		d := rules.NewDice(uint64(k))
		for len(g.ToAct()) > 0 {
			positions++
			seats := g.ToAct()
			for _, seat := range seats {
				for _, a := range g.Legal(seat) {
					text := a.String()
					b, err := ParseAction(text)
					if err != nil {
						t.Fatalf("%q does not parse: %v", text, err)
					}
					if b != a || b.String() != text {
						t.Fatalf("%q parses to %+v, which formats as %q", text, b, b.String())
					}
					checked++
				}
			}
			legal := g.Legal(seats[d.IntN(len(seats))])
			if _, err := g.Apply(legal[d.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 3*positions {
		t.Fatalf("only %d actions in %d positions", checked, positions)
	}
}

// TestNotationEveryAction: every action the notation can write prints as
// expected and reads back.
func TestNotationEveryAction(t *testing.T) {
	want := map[Action]string{
		{Verb: Pick, Seat: 0, N: 2}: "1 pick 2",
		{Verb: Pass, Seat: 1}:       "2 pass",
		{Verb: Roll, Seat: 0}:       "1 roll",
		{Verb: Pick, Seat: 3, N: 3}: "4 pick 3",
	}
	for a, text := range want {
		if a.String() != text {
			t.Errorf("%+v formats as %q, want %q", a, a.String(), text)
		}
	}
	for _, a := range allActions() {
		if b, err := ParseAction(a.String()); err != nil || b != a {
			t.Errorf("%q reads as %+v, %v", a, b, err)
		}
	}
	for _, ex := range (Ruleset{}).Examples() {
		if a, err := ParseAction(ex.Action); err != nil || a.String() != ex.Action {
			t.Errorf("example %q reads as %v, %v", ex.Action, a, err)
		}
	}
}

// TestNotationErrors: text that is not an action is refused with the
// column of the word at fault, and a few spaces more are still read.
func TestNotationErrors(t *testing.T) {
	bad := []struct {
		in  string
		col int
	}{
		{"", 1},
		{"pick 2", 1},
		{"0 pick 2", 1},
		{"5 pass", 1},
		{"1", 2},
		{"1 guess 2", 3},
		{"1 pick", 7},
		{"1 pick 4", 8},
		{"1 pick 0", 8},
		{"1 pick two", 8},
		{"1 pass 2", 8},
		{"1 roll now", 8},
		{"1 PICK 2", 3},
	}
	for _, c := range bad {
		_, err := ParseAction(c.in)
		var ne *rules.NotationError
		if !errors.As(err, &ne) {
			t.Errorf("%q: got %v, want a notation error", c.in, err)
			continue
		}
		if ne.Col != c.col {
			t.Errorf("%q: column %d, want %d (%v)", c.in, ne.Col, c.col, err)
		}
	}
	if a, err := ParseAction("  2   pick\t1 "); err != nil || a != (Action{Verb: Pick, Seat: 1, N: 1}) {
		t.Errorf("spaced action reads as %+v, %v", a, err)
	}
}
