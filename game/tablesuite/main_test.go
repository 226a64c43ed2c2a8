package tablesuite

import (
	"testing"

	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/game/table/tabletest"
	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (the test script runs them under Xvfb).
func TestMain(m *testing.M) { gameloop.Main(m) }

// seed is the seed of every game.
const seed = 5

// kinds is every table the suite checks: the registry's, and the Guessing
// Duel's, the table built on the frame alone.
func kinds() []table.Kind { return append(append([]table.Kind(nil), rulesets.All...), tabletest.Duel) }
