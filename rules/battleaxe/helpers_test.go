package battleaxe

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"skirmish/rules"
)

// game builds a game from a level drawn as text with loaded dice.
func game(t testing.TB, src string, dice ...int) *Game {
	t.Helper()
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(level(t, src), d)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// do applies actions in notation and returns the events of the last.
func do(t testing.TB, g *Game, actions ...string) []Event {
	t.Helper()
	var evs []Event
	for _, s := range actions {
		a, err := ParseAction(s)
		if err != nil {
			t.Fatalf("parse %q: %v", s, err)
		}
		evs, err = g.Do(a)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
	}
	return evs
}

// refuse applies an action that must be illegal and checks that the game
// did not change; it returns the reason.
func refuse(t testing.TB, g *Game, action string) string {
	t.Helper()
	a, err := ParseAction(action)
	if err != nil {
		t.Fatalf("parse %q: %v", action, err)
	}
	before := g.snapshot()
	_, err = g.Do(a)
	var ie *rules.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("%q: want an IllegalError, got %v", action, err)
	}
	if !bytes.Equal(before, g.snapshot()) {
		t.Fatalf("%q was refused but changed the game", action)
	}
	return ie.Reason
}

// mini returns the mini with letter id.
func mini(t testing.TB, g *Game, id byte) *Mini {
	t.Helper()
	i := g.MiniByID(id)
	if i < 0 {
		t.Fatalf("no mini %c", id)
	}
	return &g.minis[i]
}

// find returns the events of kind k.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func texts(evs []Event) string {
	var s []string
	for _, e := range evs {
		s = append(s, e.Text)
	}
	return strings.Join(s, "\n")
}

// dice joins D6 results and D100 results (as their two D10 faces).
func seq(parts ...[]int) []int {
	var out []int
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func d6(v ...int) []int { return v }

func rulesDice(seed uint64) (rules.Dice, error) { return rules.NewDice(seed), nil }

func rulesDiceLoaded(script []int) (rules.Dice, error) { return rules.LoadedDice(1, script) }
