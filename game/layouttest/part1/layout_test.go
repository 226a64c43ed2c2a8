// Package part1 is part 1 of the layout test (game/layouttest): a
// package of its own, so that go test runs it beside the other parts.
package part1

import (
	"testing"

	"skirmish/game/layouttest"
	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a display.
func TestMain(m *testing.M) { gameloop.Main(m) }

// TestLayoutHoldsEverywhere checks the layout of part 1 of the screens
// (layouttest.Run).
func TestLayoutHoldsEverywhere(t *testing.T) { layouttest.Run(t, 1) }
