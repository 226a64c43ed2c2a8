package couch

import (
	"testing"

	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display
// (the test script runs them under Xvfb).
func TestMain(m *testing.M) { gameloop.Main(m) }
