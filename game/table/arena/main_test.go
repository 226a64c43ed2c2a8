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
	return gametest.ScenarioSetup(t, Kind, name, seed, dice)
}

// openTable starts a game of setup at a's Arena table after actions, runs
// one tick to show it, and returns the table.
func openTable(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *ArenaTable {
	tb.Helper()
	return gametest.OpenTable[*ArenaTable](tb, a, setup, sitters, actions, "the Arena table")
}

// playedUntil plays the computer for both sides of setup until want says
// the game has come where a test needs it, trying seeds of the computer
// in turn, and returns the actions that lead there.
func playedUntil(t *testing.T, setup session.Setup, want func(g *ar.Game) bool) []rules.Action {
	t.Helper()
	return gametest.PlayedUntil(t, setup, 40, 2000, func(seed uint64, s rules.Seat) rules.Player { return ar.NewAI(seed + 100*uint64(s)) }, want)
}
