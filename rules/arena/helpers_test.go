package arena

import (
	"strings"
	"testing"

	"skirmish/rules"
)

// scenarios returns the embedded scenarios, failing when one is missing.
func scenarios(t testing.TB) []rules.Scenario {
	t.Helper()
	sc := (Ruleset{}).Scenarios()
	if len(sc) < 3 {
		t.Fatalf("%d embedded scenarios parse; want 3", len(sc))
	}
	return sc
}

// board sets up a test bout drawn as text: a level with the map and
// legend given (and any fighters: section), the dice loaded.
func board(t testing.TB, src string, dice ...int) *Game {
	t.Helper()
	head := "title: Test\nrounds: 10\nside 1: Light\nside 2: Dark\n\n"
	lvl, err := ParseLevel("test", "test.txt", []byte(head+strings.TrimSpace(src)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(lvl, d)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// do applies an action in notation and checks the invariants after it.
func do(t testing.TB, g *Game, s string) []Event {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := g.Do(a)
	if err != nil {
		t.Fatalf("%s: %v\n%s", a, err, g.Describe())
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("after %s: %v", a, err)
	}
	return evs
}

// illegal checks that an action in notation is refused as illegal,
// leaving the game as it was.
func illegal(t testing.TB, g *Game, s string) {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	if _, err := g.Do(a); !rules.IsIllegal(err) {
		t.Fatalf("%s: got %v, want an illegal action error", s, err)
	}
	if g.Hash() != before {
		t.Fatalf("%s: a refused action changed the game", s)
	}
}

// fighter returns the fighter with the given letter.
func fighter(t testing.TB, g *Game, id byte) *Fighter {
	t.Helper()
	i := g.ByID(id)
	if i < 0 {
		t.Fatalf("no fighter %c", id)
	}
	return &g.f[i]
}

// wantAP checks the AP of fighters by letter, in the order given.
func wantAP(t testing.TB, g *Game, what string, ids string, aps ...int) {
	t.Helper()
	for n := range len(ids) {
		if got := int(fighter(t, g, ids[n]).AP); got != aps[n] {
			t.Fatalf("%s: %c has %d AP, want %d\n%s", what, ids[n], got, aps[n], g.Describe())
		}
	}
}

// find returns the first event of kind k, failing when there is none.
func find(t testing.TB, evs []Event, k EventKind) Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	t.Fatalf("no event of kind %d in %v", k, evs)
	return Event{}
}
