package magewinds

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	mw "skirmish/rules/magewinds"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Magewinds
// table.
var rig = gametest.Rig[*MageTable, *mw.Game]{Kind: Kind, Name: "the Magewinds table"}

// kinds is the one ruleset these tests give the app: Magewinds (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()
