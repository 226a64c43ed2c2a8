package battleaxe

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
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
var rig = gametest.Rig[*DungeonTable, *ba.Game]{Kind: Kind, Name: "the Battle-Axe table", Tries: 1, Most: 20000,
	Computer: func(uint64, rules.Seat) rules.Player { return ba.AI{} }}

// kinds is the one ruleset these tests give the app: Battle-Axe (the list
// of every ruleset, game/rulesets, imports this package).
var kinds = rig.Kinds()

// seatsOf returns how many hero seats a dungeon has.
func seatsOf(t testing.TB, setup session.Setup) int {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	return len(st.Seats())
}

// squareMid returns the middle of square p on the screen.
func squareMid(c *DungeonTable, p grid.Point) (int, int) {
	return gametest.Mid(c.cam.squareRect(p))
}

// pressOption presses the number key of the first entry of the list whose
// label starts with prefix (or whose action is act, when prefix is ""),
// or clicks its button when it has no key. It reports whether it found
// one.
func pressOption(d *gametest.Driver, c *DungeonTable, prefix string, act string) bool {
	d.T.Helper()
	for i, o := range c.opts {
		if o.Off || prefix != "" && !strings.HasPrefix(o.Label, prefix) || prefix == "" && (o.kind != optAct || o.act.String() != act) {
			continue
		}
		item := c.list.ItemOfID(i)
		if n := c.list.KeyOf(item); n > 0 {
			d.Key(ebiten.KeyDigit0 + ebiten.Key(n))
			return true
		}
		if b := c.list.Button(item); b != nil && !b.GetWidget().Rect.Empty() {
			d.ClickRect(b.GetWidget().Rect)
			return true
		}
		d.Key(ebiten.KeyQ) // the list by its focus: down to it, Enter
		for range 60 {
			if c.list.Focus() == item {
				break
			}
			d.Key(ebiten.KeyArrowDown)
		}
		found := c.list.Focus() == item
		if found {
			d.Key(ebiten.KeyEnter)
		}
		if c.focus {
			d.Key(ebiten.KeyQ)
		}
		return found
	}
	return false
}
