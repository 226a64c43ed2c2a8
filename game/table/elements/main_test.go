package elements

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Elements table:
// its games are checked before they open; the computer plays both sides.
var rig = gametest.Rig[*table.Frame, *el.Game]{Kind: Kind, Name: "the Elements table", Check: true, Tries: 40, Most: 600,
	Computer: func(seed uint64, _ rules.Seat) rules.Player { return el.NewAI(seed) }}

// boardOf returns the Elements board at the frame f.
func boardOf(f *table.Frame) *Board { return f.Board().(*Board) }

// kinds is the one ruleset these tests give the app: Elements (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()

// labels are the labels of the choices b listed last, for failures.
func labels(b *Board) []string {
	var out []string
	for _, c := range b.choices {
		out = append(out, c.Label)
	}
	return out
}
