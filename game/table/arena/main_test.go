package arena

import (
	"image"
	"testing"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ar "skirmish/rules/arena"
	"skirmish/rules/catalog"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// kinds is the one ruleset these tests give the app: Arena (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = []table.Kind{Kind}

// testApp returns an app with the Arena table on a 1280x720 screen.
func testApp(t *testing.T) *game.App {
	return gametest.NewApp(kinds, input.NewScript(), image.Pt(1280, 720), t.TempDir())
}

// scenarioSetup sets up an embedded scenario with a seed and loaded dice.
func scenarioSetup(t *testing.T, name string, seed uint64, dice []int) session.Setup {
	t.Helper()
	rs := Kind.Rules()
	sc, err := catalog.Scenario(rs, name)
	if err != nil {
		t.Fatal(err)
	}
	return session.Setup{Ruleset: rs, Scenario: sc, Seed: seed, Options: rules.Options{Dice: dice}}
}

// openTable starts a game of setup at a's Arena table after actions, runs
// one tick to show it, and returns the table.
func openTable(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *ArenaTable {
	tb.Helper()
	ses, err := session.NewSession(setup, sitters, a.Settings.UndoPolicy())
	if err == nil {
		err = ses.Continue(actions)
	}
	if err != nil {
		tb.Fatal(err)
	}
	a.StartGame(setup, sitters, actions)
	if err := a.Update(); err != nil {
		tb.Fatal(err)
	}
	c, ok := a.Table().(*ArenaTable)
	if !ok {
		tb.Fatalf("scene %T after starting the game, want the Arena table", a.Scene())
	}
	return c
}

// playedUntil plays the computer for both sides of setup until want says
// the game has come where a test needs it, trying seeds of the computer
// in turn, and returns the actions that lead there.
func playedUntil(t *testing.T, setup session.Setup, want func(g *ar.Game) bool) []rules.Action {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
		if err != nil {
			t.Fatal(err)
		}
		g := st.(*ar.Game)
		ais := [2]*ar.AI{ar.NewAI(seed), ar.NewAI(seed + 100)}
		var acts []rules.Action
		for range 2000 {
			if want(g) {
				return acts
			}
			seats := g.ToAct()
			if len(seats) == 0 {
				break
			}
			s := seats[0]
			a, err := ais[s].Choose(g.ViewOf(int(s)), s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("the computer's %s: %v", a, err)
			}
			acts = append(acts, a)
		}
	}
	t.Fatal("no game of the computer's came where the test needs it")
	return nil
}
