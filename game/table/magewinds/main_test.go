package magewinds

import (
	"image"

	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"

	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	mw "skirmish/rules/magewinds"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Magewinds
// table.
var rig = gametest.Rig[*table.Frame, *mw.Game]{Kind: Kind, Name: "the Magewinds table"}

// kinds is the one ruleset these tests give the app: Magewinds (the list of
// every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()

// mt is the Magewinds table as the tests see it: the frame and its board.
type mt struct {
	*table.Frame
	*mageBoard
}

// tableOf returns the frame f with its Magewinds board.
func tableOf(f *table.Frame) mt { return mt{f, f.Board().(*mageBoard)} }

// openAt opens a game of setup at a's table after actions (rig.Open).
func openAt(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) mt {
	tb.Helper()
	return tableOf(rig.Open(tb, a, setup, sitters, actions))
}

// Game returns the battle as it stands, whole.
func (m mt) Game() *mw.Game { return m.State().(*mw.Game) }

// humanSide returns the first human side that must decide now, or -1.
func humanSide(m mt) int {
	if s, ok := m.Session().FirstHumanToAct(); ok {
		return int(s)
	}
	return -1
}

// handingOver reports whether the screen is covered for, or about to be
// handed to, another human seat: the frame then shows the public view.
func handingOver(m mt) bool {
	pv := m.Privacy()
	s := humanSide(m)
	return pv.On() && (pv.Covered() || s >= 0 && s != pv.Shown())
}

// panelRect returns where the side panel was laid out.
func panelRect(m mt) image.Rectangle {
	return table.WidgetRect(m.UI().Container.Children()[0].(*widget.Container))
}
