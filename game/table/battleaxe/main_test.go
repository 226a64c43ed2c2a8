package battleaxe

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

// rig is what the tables' shared test helpers know of the Battle-Axe
// table: the computer plays every hero, for up to a whole quest (a
// campaign's shop).
var rig = gametest.Rig[*table.Frame, *ba.Game]{Kind: Kind, Name: "the Battle-Axe table", Tries: 1, Most: 20000,
	Computer: func(uint64, rules.Seat) rules.Player { return ba.AI{} }}

// kinds is the one ruleset these tests give the app: Battle-Axe (the list
// of every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()

// boardOf returns the Battle-Axe board of a table.
func boardOf(f *table.Frame) *dungeon { return f.Board().(*dungeon) }

// drive opens a game at a driven app (rig.Drive) and returns its board.
func drive(t *testing.T, setup session.Setup, sitters []session.Sitter, actions []rules.Action) (*gametest.Driver, *dungeon) {
	d, f := rig.Drive(t, setup, sitters, actions)
	return d, boardOf(f)
}

// openAt opens a game at app a (rig.Open) and returns its board.
func openAt(t testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *dungeon {
	return boardOf(rig.Open(t, a, setup, sitters, actions))
}

// actOf returns the action an entry of the list plays, if it plays one.
func actOf(ch table.Choice) (ba.Action, bool) {
	a, ok := ch.Action.(ba.Action)
	return a, ok
}

// seatsOf returns how many hero seats a dungeon has.
func seatsOf(t testing.TB, setup session.Setup) int {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	return len(st.Seats())
}

// squareMid returns the middle of square p on the screen.
func squareMid(c *dungeon, p grid.Point) (int, int) {
	return gametest.Mid(c.cam.squareRect(p))
}

// pressOption presses the number key of the first entry of the list whose
// label starts with prefix (or whose action is act, when prefix is ""),
// or clicks its button when it has no key. It reports whether it found
// one.
func pressOption(d *gametest.Driver, c *dungeon, prefix string, act string) bool {
	d.T.Helper()
	for i, o := range c.choices {
		if o.Off || prefix != "" && !strings.HasPrefix(o.Label, prefix) || prefix == "" && (o.Action == nil || o.Action.String() != act) {
			continue
		}
		item := c.f.List().ItemOfID(i)
		if n := c.f.List().KeyOf(item); n > 0 {
			d.Key(ebiten.KeyDigit0 + ebiten.Key(n))
			return true
		}
		if b := c.f.List().Button(item); b != nil && !b.GetWidget().Rect.Empty() {
			d.ClickRect(b.GetWidget().Rect)
			return true
		}
		d.Key(ebiten.KeyQ) // the list by its focus: down to it, Enter
		for range 60 {
			if c.f.List().Focus() == item {
				break
			}
			d.Key(ebiten.KeyArrowDown)
		}
		found := c.f.List().Focus() == item
		if found {
			d.Key(ebiten.KeyEnter)
		}
		if c.f.PanelFocused() {
			d.Key(ebiten.KeyQ)
		}
		return found
	}
	return false
}
