package tabletest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	duel "skirmish/rules/rulestest"
)

// TestMain runs the tests inside Ebiten's game loop when there is a
// display: the tests that draw read the screen's pixels.
func TestMain(m *testing.M) { gameloop.Main(m) }

var rig = gametest.Rig[*table.Frame, *duel.Game]{Kind: Duel, Name: "the duel's table"}

// open starts a duel at a new driver's table with the sitters, undo free.
func open(t *testing.T, sitters ...session.Sitter) (*gametest.Driver, *table.Frame) {
	t.Helper()
	d := gametest.NewDriver(t, rig.Kinds(), 5)
	d.App.Settings.Undo = rules.UndoFree.String()
	f := rig.Open(t, d.App, rig.Setup(t, "duel", 3, nil), sitters, nil)
	d.Settle()
	return d, f
}

// chord taps key with Control held (Ctrl+Z, Ctrl+Y).
func chord(d *gametest.Driver, key ebiten.Key) {
	d.Src.Press(ebiten.KeyControl)
	d.Key(key)
	d.Src.Release(ebiten.KeyControl)
	d.Tick()
}

// decide waits for a human decision and takes the first entry (key 1).
func decide(t *testing.T, d *gametest.Driver, f *table.Frame) {
	t.Helper()
	d.Until("a human decision", 600, func() bool {
		f.Computer().AwaitThought()
		return f.Screen().Deciding() && len(f.Probe().Choices) > 0 && !f.Busy()
	})
	n := f.Session().Position()
	d.Key(ebiten.Key1)
	d.Until("the decision played", 60, func() bool { return f.Session().Position() > n })
}

// TestDuelWholeGameByKeys plays a whole duel against the computer with the
// number keys, to its end window.
func TestDuelWholeGameByKeys(t *testing.T) {
	d, f := open(t, session.Human, session.Computer)
	for i := 0; i < 40 && !f.State().Outcome().Over; i++ {
		d.Until("a human decision or the end", 600, func() bool {
			f.Computer().AwaitThought()
			return f.State().Outcome().Over || f.Screen().Deciding() && len(f.Probe().Choices) > 0 && !f.Busy()
		})
		if !f.State().Outcome().Over {
			decide(t, d, f)
		}
	}
	if !f.State().Outcome().Over {
		t.Fatal("the duel did not end")
	}
	gametest.CheckEndWindow(t, d, f.State(), 60)
}

// TestDuelRedoRestoresTheComputersAnswers: two human decisions, each
// answered by the computer, Ctrl+Z twice and Ctrl+Y twice give back the
// same game, the computer's answers included, not thought out again.
func TestDuelRedoRestoresTheComputersAnswers(t *testing.T) {
	d, f := open(t, session.Human, session.Computer)
	decide(t, d, f)
	decide(t, d, f)
	d.Until("the computer's answer", 600, func() bool { f.Computer().AwaitThought(); return f.Screen().Deciding() && !f.Busy() })
	before := f.Session().History().Actions()
	if len(before) < 4 {
		t.Fatalf("%d actions after two decisions answered, want 4 at least", len(before))
	}
	chord(d, ebiten.KeyZ)
	chord(d, ebiten.KeyZ)
	if got := f.Session().Position(); got >= len(before) {
		t.Fatalf("%d actions after two undos, want fewer than %d", got, len(before))
	}
	chord(d, ebiten.KeyY)
	chord(d, ebiten.KeyY)
	after := f.Session().History().Actions()
	if len(after) != len(before) {
		t.Fatalf("%d actions after two redos, want %d", len(after), len(before))
	}
	for i := range before {
		if before[i].String() != after[i].String() {
			t.Errorf("action %d: %s after the redos, %s before", i, after[i], before[i])
		}
	}
}

// TestDuelHotSeatKeepsSecrets plays a hot-seat duel of two humans through
// input: every frame drawn is the view of the seat the screen shows, the
// public view while the screen is handed over, and nothing of the board is
// drawn while it is covered.
func TestDuelHotSeatKeepsSecrets(t *testing.T) {
	d, f := open(t, session.Human, session.Human)
	covers := 0
	check := func() {
		t.Helper()
		s := f.Screen()
		drawn := f.DrawnView()
		if s.Covered {
			if drawn != nil {
				t.Fatalf("tick %d: the board was drawn under the hand-over screen", d.Ticks)
			}
			return
		}
		if drawn == nil {
			return
		}
		if want := f.State().View(s.Viewer); s.Viewer != table.Everything && drawn.Hash() != want.Hash() {
			t.Fatalf("tick %d: drawn view is not View(%d)", d.Ticks, s.Viewer)
		}
		if s.Deciding() && s.Decider != s.Viewer {
			t.Fatalf("tick %d: seat %d decides while seat %d's view is shown", d.Ticks, s.Decider, s.Viewer)
		}
	}
	for i := 0; i < 400 && !f.State().Outcome().Over; i++ {
		d.Tick()
		check()
		if f.Screen().Covered {
			covers++
			d.Key(ebiten.KeyEnter)
			check()
			continue
		}
		if f.Screen().Deciding() && len(f.Probe().Choices) > 0 {
			d.Key(ebiten.Key1)
			check()
		}
	}
	if !f.State().Outcome().Over {
		t.Fatal("the hot-seat duel did not end")
	}
	if covers < 2 {
		t.Errorf("%d hand-over screens, want one a round at least", covers)
	}
}

// TestDuelReviewOfAGameUnderWayShowsThePublicView: a replay saved in the
// middle of a round (seat 1 has chosen, seat 2 not) opened in review shows
// what every player could see: seat 1's number stays hidden.
func TestDuelReviewOfAGameUnderWayShowsThePublicView(t *testing.T) {
	setup := rig.Setup(t, "duel", 3, nil)
	pick := duel.Action{Verb: duel.Pick, Seat: 0, N: 2}
	rec := gametest.Recording(t, setup, []session.Sitter{session.Human, session.Computer}, []rules.Action{pick})
	d := gametest.NewDriver(t, rig.Kinds(), 5)
	f := rig.Review(d, rec)
	d.TicksN(3)
	if s := f.Screen(); s.Viewer != rules.Spectator || s.Deciding() {
		t.Fatalf("screen %+v in the review of a game under way, want the public view and nobody deciding", s)
	}
	g, ok := f.DrawnView().(*duel.Game)
	if !ok {
		t.Fatalf("drawn %T, want a duel's view", f.DrawnView())
	}
	if c := g.Choice(0); c != duel.Hidden {
		t.Errorf("seat 1's choice drawn as %d in the review, want it hidden", c)
	}
}
