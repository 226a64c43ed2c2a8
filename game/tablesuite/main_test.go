package tablesuite

import (
	"testing"

	"skirmish/game/rulesets"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (the test script runs them under Xvfb).
func TestMain(m *testing.M) { gameloop.Main(m) }

// seed is the seed of every game.
const seed = 5

// kinds is every table the suite checks: the registry's.
func kinds() []table.Kind { return rulesets.All }
