package elements

import (
	"strings"
	"testing"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// scenarios returns the embedded scenarios, failing when one is missing.
func scenarios(t testing.TB) []rules.Scenario {
	t.Helper()
	sc := (Ruleset{}).Scenarios()
	if len(sc) < 3 {
		t.Fatalf("%d embedded scenarios parse; want at least 3", len(sc))
	}
	return sc
}

// setup starts an embedded scenario with both default forces mustered.
func setup(t testing.TB, name string, seed uint64, dice ...int) *Game {
	t.Helper()
	sc, err := Scenario(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Setup(sc, seed, rules.Options{Dice: dice})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range DefaultMuster()[1:2] {
		mustDo(t, g, a)
	}
	mustDo(t, g, DefaultMuster()[3])
	return g
}

// board sets up a test board drawn as text: a level with the map and
// legend given, both forces its ready-made ones, the dice loaded.
func board(t testing.TB, src string, dice ...int) *Game {
	t.Helper()
	head := "title: Test\npack: shadow-clans\nrounds: 10\ngoal: eliminate\npoints: 100\nside 1: Light\nside 2: Dark\n\n"
	lvl, err := ParseLevel("test", "test.txt", []byte(head+strings.TrimSpace(src)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := rules.LoadedDice(1, dice)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(lvl, d)
	mustDo(t, g, Action{Kind: Ready, Side: 0})
	mustDo(t, g, Action{Kind: Ready, Side: 1})
	return g
}

// do applies an action in notation.
func do(t testing.TB, g *Game, s string) []Event {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return mustDo(t, g, a)
}

func mustDo(t testing.TB, g *Game, a Action) []Event {
	t.Helper()
	evs, err := g.Do(a)
	if err != nil {
		t.Fatalf("%s: %v\n%s", a, err, g.Describe())
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("after %s: %v", a, err)
	}
	return evs
}

// illegal checks that an action in notation is refused, leaving the game
// as it was.
func illegal(t testing.TB, g *Game, s string) string {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	before := g.Encode()
	_, err = g.Do(a)
	if !rules.IsIllegal(err) {
		t.Fatalf("%s: got %v, want an illegal action\n%s", s, err, g.Describe())
	}
	if string(before) != string(g.Encode()) {
		t.Fatalf("%s: the refused action changed the game", s)
	}
	return err.Error()
}

// model returns the model with letter id.
func model(t testing.TB, g *Game, id byte) *Model {
	t.Helper()
	i := g.ModelByID(id)
	if i < 0 {
		t.Fatalf("no model %c", id)
	}
	return &g.models[i]
}

// texts joins events' texts.
func texts(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// pt reads a square name.
func pt(t testing.TB, s string) grid.Point {
	t.Helper()
	p, err := grid.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
