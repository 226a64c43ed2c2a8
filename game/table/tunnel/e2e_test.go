package tunnel

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// driver plays the app through the input layer only (gametest.Driver),
// with the Tunnel table's own moves: it reads the Battle to decide, as a
// player reads the screen, but never calls the rules to change anything.
type driver struct{ *gametest.Driver }

// pad0 is the first gamepad.
const pad0 = gametest.Pad0

// newDriver returns a driver of an app with the Tunnel table, on a
// 1280x800 screen, with seeds for its new games.
func newDriver(t *testing.T, seeds ...uint64) *driver {
	return &driver{gametest.NewDriver(t, kinds, seeds...)}
}

// battle returns the Tunnel table shown, or nil.
func (d *driver) battle() *Battle {
	b, _ := battleOK(d.App.Table())
	return b
}

// clickButton clicks the middle of the button labelled prefix on the
// current scene, once the battle's panel shows the position.
func (d *driver) clickButton(prefix string) {
	d.T.Helper()
	d.settle()
	d.ClickButton(prefix)
}

// listKey returns the number key of the action list's entry labelled
// prefix, as the panel shows it now; the test fails when it has none.
func (d *driver) listKey(prefix string) ebiten.Key {
	d.T.Helper()
	d.settle()
	l := d.battle().f.List()
	for i := range l.Items() {
		if e, ok := l.Entry(i); ok && strings.HasPrefix(e.Label, prefix) {
			if n := l.KeyOf(i); n > 0 {
				return ebiten.KeyDigit1 + ebiten.Key(n-1)
			}
			d.T.Fatalf("the entry %q has no number key", e.Label)
		}
	}
	d.T.Fatalf("no entry %q in the action list", prefix)
	return 0
}

// TestEndToEnd plays a whole game from the title screen to the end screen
// and back, with the mouse, the keyboard and a gamepad.
func TestEndToEnd(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 1)
	d.Src.ConnectPad(pad0)
	d.TicksN(3)

	// Title: the mouse clicks Play.
	d.clickButton("Play")
	d.Until("the setup screen", 10, func() bool { _, ok := d.App.Scene().(*game.SetupScene); return ok })
	d.Tick()

	// Setup: the keyboard moves the focus to Start and presses Enter.
	start := func() *widget.Button { return gametest.FindButton(d.App.Scene().UI(), nil, "Start") }
	if start() == nil {
		t.Fatal("no Start button")
	}
	for i := 0; i < 20 && !start().IsFocused(); i++ {
		d.Key(ebiten.KeyArrowDown)
	}
	if !start().IsFocused() {
		t.Fatal("the keyboard could not reach Start")
	}
	d.Key(ebiten.KeyEnter)
	// A gamepad is plugged in: the join screen seats the players. The
	// keyboard joins with Enter, the pad with A, both for the Gnomes (the
	// only human side); Enter starts.
	d.Until("the join screen", 10, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
	d.Tick()
	d.Key(ebiten.KeyEnter)
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if s := d.App.Scene().(*game.JoinScene).Seating(); s.SideOf(table.KeyboardMouse) != 0 || s.SideOf(table.PadController(pad0)) != 0 {
		t.Fatalf("seats after joining: %v", s.Sides)
	}
	d.Key(ebiten.KeyEnter)
	d.Until("the battle", 10, func() bool { return d.battle() != nil })
	d.Tick()
	b := d.battle()
	if b.f.Session().Setup.Scenario.Name != "first-blood" || b.f.Session().Sitter(0) != session.Human || b.f.Session().Sitter(1) != session.Computer {
		t.Fatalf("battle %s with %v", b.f.Session().Setup.Scenario.Name, b.f.Session().Sitters())
	}

	// Battle: the keyboard picks Move (1), the mouse clicks a square two to
	// the west, the gamepad confirms the facing with A.
	g := b.Game()
	gnome := g.ModelByID('A')
	from := g.Model(gnome).At
	to := from
	to.X -= 2
	d.Key(ebiten.KeyDigit1)
	if b.p.mode != modeMove {
		t.Fatalf("after 1: mode %d, want move", b.p.mode)
	}
	r := b.cellRect(to)
	d.Click((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	if b.p.mode != modeFacing || b.p.dest != to {
		t.Fatalf("after clicking %s: mode %d dest %s", to, b.p.mode, b.p.dest)
	}
	d.Button(ebiten.StandardGamepadButtonLeftLeft) // face west
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if got := b.Game().Model(gnome).At; got != to {
		t.Fatalf("the Gnome is on %s, want %s", got, to)
	}
	if b.f.Session().History().Len() != 1 {
		t.Fatalf("%d actions after the move", b.f.Session().History().Len())
	}

	// Undo with Ctrl+Z, redo with the gamepad's right bumper.
	d.Src.Press(ebiten.KeyControl)
	d.Key(ebiten.KeyZ)
	d.Src.Release(ebiten.KeyControl)
	d.Tick()
	if b.Game().Model(gnome).At != from {
		t.Fatal("Ctrl+Z did not take the move back")
	}
	d.Button(ebiten.StandardGamepadButtonFrontTopRight)
	if b.Game().Model(gnome).At != to {
		t.Fatal("RB did not redo the move")
	}

	// End the turn with the gamepad: X focuses the action bar, the D-pad
	// moves to End turn, A presses it.
	d.Button(ebiten.StandardGamepadButtonRightLeft)
	endBtn := gametest.FindButton(b.f.UI(), nil, "End turn")
	for i := 0; i < 12 && (endBtn == nil || !endBtn.IsFocused()); i++ {
		d.Button(ebiten.StandardGamepadButtonLeftBottom)
		endBtn = gametest.FindButton(b.f.UI(), nil, "End turn")
	}
	if endBtn == nil || !endBtn.IsFocused() {
		t.Fatal("the gamepad could not reach End turn")
	}
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if b.Game().Side() != 1 && b.Game().Phase() == tf.PhaseAct {
		t.Fatalf("after End turn the side to act is %d", b.Game().Side())
	}
	if b.f.PanelFocused() {
		t.Fatal("the focus stayed on the action bar after the turn passed")
	}

	// From here the human answers every decision with the keyboard, holding
	// F to hurry the computer, until the game ends.
	d.Src.Press(ebiten.KeyF)
	for step := 0; b.Game().Phase() != tf.PhaseOver; step++ {
		if step > 3000 {
			t.Fatalf("the game did not end: round %d, phase %d, human to act %v, window %v, computer thinking %v busy %v, anim busy %v, stranded %v",
				b.Game().Round(), b.Game().Phase(), b.f.Session().HumanToAct(), b.f.Modal().Shown(), b.f.Computer().Thinking(), b.f.Computer().Busy(), b.anim.Busy(), b.f.Strand().Paused())
		}
		if !b.f.Session().HumanToAct() || b.f.Modal().Shown() {
			d.Tick()
			continue
		}
		g := b.Game()
		switch g.Phase() {
		case tf.PhaseAct:
			d.Key(d.listKey("End turn"))
		case tf.PhaseDefend:
			d.Key(ebiten.KeyEnter)
		default: // pick a die or a Shunt square: the first choice
			d.Key(ebiten.KeyDigit1)
		}
	}
	d.Src.Release(ebiten.KeyF)
	d.Until("the end window", 600, func() bool { return b.f.Modal().Shown() })
	out := b.Game().Outcome()
	if out.Winner() == 0 && out.Reason == "" {
		t.Fatalf("outcome %+v", out)
	}
	// The recorded game replays to the same hashes.
	rep := b.f.Session().Replay()
	data := rep.Marshal()
	rec, err := session.OpenReplay(d.App.Catalog(), data, "e2e")
	if err != nil {
		t.Fatalf("the game's replay does not verify: %v", err)
	}
	if rec.Len() != b.f.Session().History().Len() || rec.States[rec.Len()].Hash() != b.Game().Hash() {
		t.Fatalf("replay of %d actions ends on %s; the game has %d on %s", rec.Len(),
			rules.FormatHash(rec.States[rec.Len()].Hash()), b.f.Session().History().Len(), rules.FormatHash(b.Game().Hash()))
	}
	d.clickButton("Back to title")
	d.Until("the title screen", 10, func() bool { _, ok := d.App.Scene().(*game.Title); return ok })
	t.Log(fmt.Sprintf("played %d actions in %d ticks; %s", rec.Len(), d.Ticks, out.Reason))
}
