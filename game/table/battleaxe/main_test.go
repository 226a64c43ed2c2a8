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
	"skirmish/rules/catalog"
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
	rs := Kind.Rules()
	sc, err := catalog.Scenario(rs, name)
	if err != nil {
		t.Fatal(err)
	}
	return session.Setup{Ruleset: rs, Scenario: sc, Seed: seed, Options: rules.Options{Dice: dice}}
}

// allHuman is a sitter list of n human seats.
func allHuman(n int) []session.Sitter {
	s := make([]session.Sitter, n)
	for i := range s {
		s[i] = session.Human
	}
	return s
}

// openTable starts a game of setup at a's table after actions, runs one
// tick to show it, and returns the table.
func openTable(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) *DungeonTable {
	tb.Helper()
	a.StartGame(setup, sitters, actions)
	if err := a.Update(); err != nil {
		tb.Fatal(err)
	}
	c, ok := a.Table().(*DungeonTable)
	if !ok {
		tb.Fatalf("scene %T after starting the game, want the Battle-Axe table", a.Scene())
	}
	return c
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
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*ba.Game)
	var acts []rules.Action
	for range 20000 { // a whole quest, for a campaign's shop
		if want(g) {
			return acts
		}
		seats := g.ToAct()
		if len(seats) == 0 {
			break
		}
		a, err := ba.AI{}.Choose(g.View(seats[0]), seats[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("the computer's %s: %v", a, err)
		}
		acts = append(acts, a)
	}
	t.Fatal("the computer's game never came where the test needs it")
	return nil
}

// squareMid returns the middle of square p on the screen.
func squareMid(c *DungeonTable, p grid.Point) (int, int) {
	r := c.cam.squareRect(p)
	return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2
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
