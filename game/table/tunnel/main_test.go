package tunnel

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
	tf "skirmish/rules/tunnel"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw need it.
func TestMain(m *testing.M) { gameloop.Main(m) }

// kinds are the tables the tests' apps know: this one only (the registry,
// game/rulesets, imports this package).
var kinds = []table.Kind{Kind}

// testApp returns an app with the Tunnel table on a 1280x720 screen, no
// animations, no sound, default settings and its files in a temporary
// folder.
func testApp(t *testing.T) *game.App {
	return gametest.NewApp(kinds, input.NewScript(), image.Pt(1280, 720), t.TempDir())
}

// firstBloodSetup sets up First Blood with seed 1 and loaded dice.
func firstBloodSetup(t *testing.T, dice []int) session.Setup {
	t.Helper()
	return scenarioSetup(t, "first-blood", dice)
}

// scenarioSetup sets up an embedded scenario with seed 1 and loaded dice.
func scenarioSetup(t *testing.T, name string, dice []int) session.Setup {
	t.Helper()
	return gametest.ScenarioSetup(t, Kind, name, 1, dice)
}

// openBattle starts a game of setup at a's Tunnel table after actions, as
// the setup screen or a continued replay does, runs one tick to show it,
// and returns the table.
func openBattle(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *Battle {
	tb.Helper()
	return gametest.OpenTable[*Battle](tb, a, setup, sitters, actions, "the Tunnel table")
}

// openReview shows rec at a's review table, as the end window's "Watch
// the replay" does, runs one tick to show it, and returns the viewer.
func openReview(tb testing.TB, a *game.App, rec *session.Recording) *ReplayViewer {
	tb.Helper()
	a.Review(rec)
	if err := a.Update(); err != nil {
		tb.Fatal(err)
	}
	v, ok := a.Table().(*ReplayViewer)
	if !ok {
		tb.Fatalf("scene %T after opening the review, want the replay viewer", a.Scene())
	}
	return v
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
