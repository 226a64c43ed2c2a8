package ui

import (
	"testing"

	"skirmish/internal/gameloop"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display (the log's buffers need one).
func TestMain(m *testing.M) { gameloop.MainInUpdate(m) }
