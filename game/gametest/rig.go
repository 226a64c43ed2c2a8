package gametest

import (
	"image"
	"testing"

	"skirmish/game"
	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/rules"
)

// Rig is what a ruleset's table tests need to know of it, for the helpers
// that open its table (a T) on games of its rules (a G):
//
//	var rig = gametest.Rig[*MyTable, *my.Game]{Kind: Kind, Name: "the table", ...}
//	d, c := rig.Drive(t, rig.Setup(t, "first-scenario", 1, nil), sitters, nil)
type Rig[T table.Table, G rules.State] struct {
	// Kind is the table's kind, the one the rig's apps are given.
	Kind table.Kind
	// Name names the table in failures, e.g. "the clans' table".
	Name string
	// Check, when set, makes Open check first that a session of the
	// setup plays the actions, to say why in the test when it does not.
	Check bool
	// Computer returns the computer player of a seat for PlayedUntil, for
	// its seed; Tries is how many seeds it tries, Most how many actions a
	// try plays at most.
	Computer    func(seed uint64, seat rules.Seat) rules.Player
	Tries, Most int
}

// Kinds is the one kind of the rig's apps.
func (r Rig[T, G]) Kinds() []table.Kind { return []table.Kind{r.Kind} }

// App returns an app with the rig's table on a 1280x720 screen, with no
// animations, no sound, default settings and its files in a temporary
// folder.
func (r Rig[T, G]) App(t *testing.T) *game.App {
	return NewApp(r.Kinds(), input.NewScript(), image.Pt(1280, 720), t.TempDir())
}

// Setup sets up an embedded scenario of the rig's rules with a seed and
// loaded dice.
func (r Rig[T, G]) Setup(t testing.TB, name string, seed uint64, dice []int) session.Setup {
	t.Helper()
	return ScenarioSetup(t, r.Kind, name, seed, dice)
}

// Open starts a game of setup at a's table after actions (OpenTable, or
// StartTable without r.Check) and returns the table shown.
func (r Rig[T, G]) Open(tb testing.TB, a *game.App, setup session.Setup, sitters []session.Sitter, actions []rules.Action) T {
	tb.Helper()
	if r.Check {
		return OpenTable[T](tb, a, setup, sitters, actions, r.Name)
	}
	return StartTable[T](tb, a, setup, sitters, actions, r.Name)
}

// Drive returns a driver of an app with the rig's table (NewDriver) and
// the table, open on a game of setup after actions.
func (r Rig[T, G]) Drive(t *testing.T, setup session.Setup, sitters []session.Sitter, actions []rules.Action) (*Driver, T) {
	t.Helper()
	d := NewDriver(t, r.Kinds())
	return d, r.Open(t, d.App, setup, sitters, actions)
}

// DriveAt is Drive on a 1280x720 screen at the UI scale given
// (ScaledDriver).
func (r Rig[T, G]) DriveAt(t *testing.T, scale int, setup session.Setup, sitters []session.Sitter, actions []rules.Action) (*Driver, T) {
	t.Helper()
	d := ScaledDriver(t, r.Kinds(), scale)
	return d, r.Open(t, d.App, setup, sitters, actions)
}

// PlayedUntil plays the rig's computer for every seat of setup until want
// says the game has come where a test needs it, and returns the actions
// (PlayedUntil).
func (r Rig[T, G]) PlayedUntil(t testing.TB, setup session.Setup, want func(g G) bool) []rules.Action {
	t.Helper()
	return PlayedUntil(t, setup, r.Tries, r.Most, r.Computer, want)
}

// FromTitle goes from the title screen to a new game at d's app
// (StartFromTitle) and returns the table Start opened.
func (r Rig[T, G]) FromTitle(d *Driver) T {
	d.T.Helper()
	d.StartFromTitle()
	c, ok := d.App.Table().(T)
	if !ok {
		d.T.Fatalf("Start opened %T, not %s", d.App.Scene(), r.Name)
	}
	return c
}

// Review opens rec at the review table of d's app, as the end window's
// "Watch the replay" does, runs a few ticks, and returns the table, which
// must seek (table.Seeker).
func (r Rig[T, G]) Review(d *Driver, rec *session.Recording) T {
	d.T.Helper()
	d.App.Review(rec)
	d.TicksN(3)
	c, ok := d.App.Table().(T)
	if !ok {
		d.T.Fatalf("the review opened %T", d.App.Table())
	}
	if _, ok := d.App.Table().(table.Seeker); !ok {
		d.T.Fatal("the review table is not a table.Seeker")
	}
	return c
}

// DriveReview returns a driver of an app with the rig's table, and its
// review table (Review) open on a recording of actions from setup, every
// seat played by a human.
func (r Rig[T, G]) DriveReview(t *testing.T, setup session.Setup, actions []rules.Action) (*Driver, T) {
	t.Helper()
	st, err := setup.Ruleset.Setup(setup.Scenario, setup.Seed, setup.Options)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDriver(t, r.Kinds())
	return d, r.Review(d, Recording(t, setup, Humans(len(st.Seats())), actions))
}
