package elements

import (
	"image"
	"testing"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// kinds is the one ruleset these tests give the app: Elements (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = []table.Kind{Kind}

// testApp returns an app with the Elements table on a 1280x720 screen,
// with no animations, no sound, default settings and its files in a
// temporary folder.
func testApp(t *testing.T) *game.App {
	return gametest.NewApp(kinds, input.NewScript(), image.Pt(1280, 720), t.TempDir())
}
