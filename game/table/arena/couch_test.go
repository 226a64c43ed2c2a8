package arena

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	ar "skirmish/rules/arena"
)

// TestCouchEachPadItsSide plays the muster and the first actions of The
// Pit with a gamepad for each side at one screen: the hand-over screen
// waits for the pad of the side it is handed to (the other pad's A does
// nothing), and the list answers only the pad of the side deciding.
func TestCouchEachPadItsSide(t *testing.T) {
	gameloop.NeedWindow(t)
	d, f := rig.Drive(t, rig.Setup(t, "the-pit", 1, nil), []session.Sitter{session.Human, session.Human}, nil)
	c := bd(f)
	d.PadPerSide(f)
	a, x := ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightLeft
	covers := 0
	for turn := 0; turn < 6; turn++ {
		d.TicksN(2)
		side := humanSide(c.f)
		if side < 0 {
			t.Fatalf("nobody decides: %s", c.game().Describe())
		}
		other := ebiten.GamepadID(1 - side)
		if c.f.Privacy().Covered() {
			covers++
			if c.f.Privacy().For() != side {
				t.Fatalf("the screen is handed to side %d, side %d decides", c.f.Privacy().For(), side)
			}
			d.PadButton(other, a)
			if !c.f.Privacy().Covered() {
				t.Fatalf("side %d's pad uncovered side %d's screen", 1-side, side)
			}
			d.PadButton(ebiten.GamepadID(side), a)
			if c.f.Privacy().Covered() {
				t.Fatalf("side %d's pad did not uncover its screen", side)
			}
			d.Tick()
		}
		before := c.f.Session().Position()
		d.PadButton(other, x)
		d.PadButton(other, a)
		if c.f.Session().Position() != before {
			t.Fatalf("side %d's pad chose for side %d", 1-side, side)
		}
		d.PadButton(ebiten.GamepadID(side), x)
		d.PadButton(ebiten.GamepadID(side), a)
		if c.f.Session().Position() != before+1 {
			t.Fatalf("side %d's own pad did not choose from the list (opts %v)", side, c.opts)
		}
		d.PadButton(ebiten.GamepadID(side), ebiten.StandardGamepadButtonRightRight) // back to the board
	}
	if covers < 2 {
		t.Errorf("%d hand-over screens, want at least the muster's two", covers)
	}
}

// TestHotSeatUndoAsksTheOtherSide: at one screen with two humans, Undo of
// the other side's last decision asks it first; "Keep it" keeps it. (Undo
// is free here: a Hold may end in a roll for the initiative, which the
// default policy never takes back.)
func TestHotSeatUndoAsksTheOtherSide(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	d.App.Settings.Undo = "free"
	c := bd(rig.Open(t, d.App, rig.Setup(t, "the-pit", 1, nil), []session.Sitter{session.Human, session.Human}, readied(t)))
	uncover := func() {
		d.TicksN(2)
		if c.f.Privacy().Covered() {
			d.Key(ebiten.KeyEnter)
			d.TicksN(2)
		}
	}
	uncover()
	first := humanSide(c.f)
	for range 20 {
		if humanSide(c.f) != first {
			break
		}
		uncover()
		if !pressOption(d, c, "Hold", false) {
			t.Fatalf("no Hold in the list: %v", c.opts)
		}
	}
	if humanSide(c.f) == first || humanSide(c.f) < 0 {
		t.Skip("the same side kept deciding")
	}
	uncover()
	before := c.f.Session().Position()
	d.Key(ebiten.KeyU)
	if d.Window() == nil || !gametest.WindowSays(d.Window().GetContainer(), "Take back the "+c.SideName(first)+"' decision?") {
		t.Fatalf("Undo of the other side's decision did not ask it: window %v, position %d of %d, side %d after %d\n%s", d.Window() != nil, c.f.Session().Position(), before, humanSide(c.f), first, gametest.PanelTexts(c.f.UI().Container))
	}
	d.ClickButton("Keep it")
	if d.Window() != nil || c.f.Session().Position() != before {
		t.Errorf("Keep it: window %v, position %d, want none and %d", d.Window() != nil, c.f.Session().Position(), before)
	}
}

// readied is the muster of a scenario played through: both sides ready
// with the ready-made forces.
func readied(t *testing.T) []rules.Action {
	t.Helper()
	var out []rules.Action
	for _, s := range []string{"1 ready", "2 ready"} {
		a, err := ar.ParseAction(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}
