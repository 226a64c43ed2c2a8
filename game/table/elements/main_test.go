package elements

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Elements table:
// its games are checked before they open; the computer plays both sides.
var rig = gametest.Rig[*ClanTable, *el.Game]{Kind: Kind, Name: "the Elements table", Check: true, Tries: 40, Most: 600,
	Computer: func(seed uint64, _ rules.Seat) rules.Player { return el.NewAI(seed) }}

// kinds is the one ruleset these tests give the app: Elements (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()
