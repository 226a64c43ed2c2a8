package arena

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Arena table:
// its games are checked before they open; the computer plays both sides
// with seeds tried in turn.
var rig = gametest.Rig[*ArenaTable, *ar.Game]{Kind: Kind, Name: "the Arena table", Check: true, Tries: 40, Most: 2000,
	Computer: func(seed uint64, s rules.Seat) rules.Player { return ar.NewAI(seed + 100*uint64(s)) }}

// kinds is the one ruleset these tests give the app: Arena (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()
