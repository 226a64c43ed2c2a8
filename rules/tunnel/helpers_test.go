package tunnel

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// board builds a game from a level drawn as text; dice, if given, are loaded.
func board(t testing.TB, level string, dice ...int) *Game {
	t.Helper()
	lvl, err := ParseLevel("test", "test.txt", []byte(strings.TrimLeft(level, "\n")))
	if err != nil {
		t.Fatalf("level: %v", err)
	}
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	return NewGame(lvl, d)
}

// do applies actions in notation and returns every event; any error fails.
func do(t testing.TB, g *Game, actions ...string) []Event {
	t.Helper()
	var evs []Event
	for _, s := range actions {
		a, err := ParseAction(s)
		if err != nil {
			t.Fatalf("parse %q: %v", s, err)
		}
		evs, err = g.Do(a, evs)
		if err != nil {
			t.Fatalf("apply %q: %v\n%s", s, err, g.Describe())
		}
	}
	return evs
}

// refuse applies an action that must be illegal, checks the state did not
// change and returns the reason.
func refuse(t testing.TB, g *Game, action string) string {
	t.Helper()
	a, err := ParseAction(action)
	if err != nil {
		t.Fatalf("parse %q: %v", action, err)
	}
	before := g.Encode()
	_, err = g.Do(a, nil)
	var ie *rules.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("%q: want an IllegalError, got %v", action, err)
	}
	if !bytes.Equal(before, g.Encode()) {
		t.Fatalf("%q was refused but changed the game", action)
	}
	return ie.Reason
}

// find returns the first event of kind k, failing if there is none.
func find(t testing.TB, evs []Event, k EventKind) Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	var kinds []string
	for _, e := range evs {
		kinds = append(kinds, e.String())
	}
	t.Fatalf("no event %s among:\n%s", eventKindNames[k], strings.Join(kinds, "\n"))
	return Event{}
}

// has reports whether an event of kind k occurred.
func has(evs []Event, k EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// model returns the model with letter id.
func model(g *Game, id byte) *Model { return &g.models[g.ModelByID(id)] }

// legalStrings returns the legal actions of the acting side as notation.
func legalStrings(g *Game) []string {
	var out []string
	for _, a := range g.AppendLegal(nil, g.actingSide()) {
		out = append(out, a.String())
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func sq(s string) grid.Point {
	p, err := grid.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return p
}

func dice(d []uint8) []int {
	out := make([]int, len(d))
	for i, v := range d {
		out[i] = int(v)
	}
	return out
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
