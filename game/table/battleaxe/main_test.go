package battleaxe

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/input"
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

// kinds is the one ruleset these tests give the app: Battle-Axe (the list
// of every ruleset, game/rulesets, imports this package).
var kinds = []table.Kind{Kind}

// testApp returns an app with the Battle-Axe table on a 1280x720 screen.
func testApp(t *testing.T) *game.App {
	return gametest.NewApp(kinds, input.NewScript(), image.Pt(1280, 720), t.TempDir())
}

// dungeonSetup sets up an embedded dungeon with a seed and loaded dice.
func dungeonSetup(t testing.TB, name string, seed uint64, dice []int) session.Setup {
	t.Helper()
	return gametest.ScenarioSetup(t, Kind, name, seed, dice)
}

// openTable starts a game of setup at a's table after actions, runs one
// tick to show it, and returns the table.
func openTable(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *DungeonTable {
	tb.Helper()
	return gametest.StartTable[*DungeonTable](tb, a, setup, sitters, actions, "the Battle-Axe table")
}

// seatsOf returns how many hero seats a dungeon has.
func seatsOf(t testing.TB, setup session.Setup) int {
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	return len(st.Seats())
}

// playedUntil plays the computer for every hero of setup until want says
// the game has come where a test needs it, and returns the actions.
func playedUntil(t testing.TB, setup session.Setup, want func(g *ba.Game) bool) []rules.Action {
	t.Helper()
	// a whole quest, for a campaign's shop
	return gametest.PlayedUntil(t, setup, 1, 20000, func(uint64, rules.Seat) rules.Player { return ba.AI{} }, want)
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
