package tunnel

import (
	"testing"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw need it.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Tunnel table:
// its games are checked before they open.
var rig = gametest.Rig[*table.Frame, *tf.Game]{Kind: Kind, Name: "the Tunnel table", Check: true}

// kinds are the tables the tests' apps know: this one only (the registry,
// game/rulesets, imports this package).
var kinds = rig.Kinds()

// firstBloodSetup sets up First Blood with seed 1 and loaded dice.
func firstBloodSetup(t *testing.T, dice []int) session.Setup {
	t.Helper()
	return scenarioSetup(t, "first-blood", dice)
}

// scenarioSetup sets up an embedded scenario with seed 1 and loaded dice.
func scenarioSetup(t *testing.T, name string, dice []int) session.Setup {
	t.Helper()
	return rig.Setup(t, name, 1, dice)
}

// battleOf returns the board played at the frame f.
func battleOf(tb testing.TB, f table.Table) *Battle {
	tb.Helper()
	fr, ok := f.(*table.Frame)
	if !ok {
		tb.Fatalf("table %T, want the table frame", f)
	}
	b, ok := fr.Board().(*Battle)
	if !ok {
		tb.Fatalf("board %T, want the Tunnel battle", fr.Board())
	}
	return b
}

// recordingFrom plays actions from setup into a recording, every seat
// played by a human.
func recordingFrom(t *testing.T, setup session.Setup, actions []rules.Action) *session.Recording {
	t.Helper()
	return gametest.Recording(t, setup, gametest.Humans(2), actions)
}

func parseAll(t *testing.T, texts ...string) []rules.Action {
	t.Helper()
	var out []rules.Action
	for _, s := range texts {
		out = append(out, mustAction(t, s))
	}
	return out
}

func mustAction(t *testing.T, s string) tf.Action {
	t.Helper()
	a, err := tf.ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// openBattle starts a game of setup at a's table after actions (the rig's
// Open) and returns its board.
func openBattle(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *Battle {
	tb.Helper()
	return battleOf(tb, rig.Open(tb, a, setup, sitters, actions))
}

// battleOK returns the board of t when t is the Tunnel table.
func battleOK(t table.Table) (*Battle, bool) {
	f, ok := t.(*table.Frame)
	if !ok {
		return nil, false
	}
	b, ok := f.Board().(*Battle)
	return b, ok
}

// openReview shows rec at a's review table, as the end window's "Watch
// the replay" does, runs one tick to show it, and returns its board.
func openReview(tb testing.TB, a *game.App, rec *session.Recording) *Battle {
	tb.Helper()
	a.Review(rec)
	if err := a.Update(); err != nil {
		tb.Fatal(err)
	}
	b, ok := battleOK(a.Table())
	if !ok {
		tb.Fatalf("scene %T after opening the review, want the Tunnel table", a.Scene())
	}
	return b
}

// battleOr returns the board of t, or nil when t is not the Tunnel table.
func battleOr(t table.Table) *Battle {
	b, _ := battleOK(t)
	return b
}
