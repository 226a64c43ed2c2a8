package rulestest

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// start sets up an embedded scenario with seed 1, its dice loaded with the
// given results when there are any.
func start(t testing.TB, name string, dice ...int) *Game {
	t.Helper()
	sc, err := Scenario(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Setup(sc, 1, rules.Options{Dice: dice})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies actions written in notation and returns the events of the
// last one.
func play(t testing.TB, g *Game, actions ...string) []rules.Event {
	t.Helper()
	var evs []rules.Event
	for _, text := range actions {
		a, err := g.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if evs, err = g.Apply(a); err != nil {
			t.Fatalf("%q: %v\n%s", text, err, g.Describe())
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", text, err)
		}
	}
	return evs
}

// texts returns the events as seat reads them, one a line.
func texts(evs []rules.Event, seat rules.Seat) string {
	var b strings.Builder
	for _, e := range rules.EventsFor(evs, seat) {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// notations returns the actions' notation.
func notations(actions []rules.Action) []string {
	out := make([]string, len(actions))
	for i, a := range actions {
		out[i] = a.String()
	}
	return out
}

// allActions lists every action the notation can write, legal or not.
func allActions() []Action {
	var out []Action
	for s := range MaxSeats {
		seat := rules.Seat(s)
		for n := 1; n <= Highest; n++ {
			out = append(out, Action{Verb: Pick, Seat: seat, N: int8(n)})
		}
		out = append(out, Action{Verb: Pass, Seat: seat}, Action{Verb: Roll, Seat: seat})
	}
	return out
}
