package arena

import (
	"image"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/table"
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
var rig = gametest.Rig[*table.Frame, *ar.Game]{Kind: Kind, Name: "the Arena table", Check: true, Tries: 40, Most: 2000,
	Computer: func(seed uint64, s rules.Seat) rules.Player { return ar.NewAI(seed + 100*uint64(s)) }}

// kinds is the one ruleset these tests give the app: Arena (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()

// bd returns the Arena board played at the frame f.
func bd(f *table.Frame) *arenaBoard { return f.Board().(*arenaBoard) }

// humanSide returns the first human side that must decide at f, or -1.
func humanSide(f *table.Frame) int {
	if s, ok := f.Session().FirstHumanToAct(); ok {
		return int(s)
	}
	return -1
}

// panelRect returns where the side panel lies on the screen.
func panelRect(f *table.Frame) image.Rectangle { return f.Regions(nil, nil)[0].Rect }

// actOf returns the action an entry of the list plays (the zero Action
// for a local step).
func actOf(ch table.Choice) ar.Action {
	a, _ := ch.Action.(ar.Action)
	return a
}
