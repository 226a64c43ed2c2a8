//go:build ignore

package game

import (
	"fmt"
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/rules/tunnel"
)

// driver plays the game through the input layer only: it moves a scripted
// mouse, presses scripted keys and gamepad buttons, and runs the app a tick
// at a time. It reads what is on screen (widgets, the position) to decide,
// as a player would, but never calls the rules to change anything.
type driver struct {
	t      *testing.T
	src    *input.Script
	app    *App
	screen *ebiten.Image
	ticks  int
}

const pad0 ebiten.GamepadID = 0

func newDriver(t *testing.T, seeds ...uint64) *driver {
	src := input.NewScript()
	a := NewApp(Options{Source: src, Fixed: image.Pt(1280, 800), NoSettings: true, NoSound: true, DataDir: t.TempDir(), Seeds: seeds})
	a.Settings.AnimSpeed = 0
	a.Settings.ComputerPace = 0
	return &driver{t: t, src: src, app: a, screen: ebiten.NewImage(1280, 800)}
}

// tick runs one Update and Draw.
func (d *driver) tick() {
	d.t.Helper()
	d.ticks++
	if err := d.app.Update(); err != nil {
		d.t.Fatalf("tick %d: %v", d.ticks, err)
	}
	d.app.Draw(d.screen)
}

func (d *driver) ticksN(n int) {
	for range n {
		d.tick()
	}
}

// key taps a key.
func (d *driver) key(k ebiten.Key) {
	d.src.Press(k)
	d.tick()
	d.src.Release(k)
	d.tick()
}

// button taps a gamepad button.
func (d *driver) button(b ebiten.StandardGamepadButton) {
	d.src.PadDown(pad0, b)
	d.tick()
	d.src.PadUp(pad0, b)
	d.tick()
}

// click moves the mouse to (x, y) and clicks.
func (d *driver) click(x, y int) {
	d.src.MoveMouse(x, y)
	d.tick()
	d.src.MouseDown(ebiten.MouseButtonLeft)
	d.tick()
	d.src.MouseUp(ebiten.MouseButtonLeft)
	d.tick()
}

// currentButton returns the button labelled prefix on the current scene,
// its window included.
func (d *driver) currentButton(prefix string) *widget.Button {
	var wins []*widget.Window
	if b, ok := d.app.Scene().(*Battle); ok {
		wins = append(wins, b.window)
	}
	return findButton(d.app.Scene().UI(), wins, prefix)
}

// clickButton clicks the middle of the button labelled prefix on the
// current scene.
func (d *driver) clickButton(prefix string) {
	d.t.Helper()
	d.settle()
	btn := d.currentButton(prefix)
	if btn == nil {
		d.t.Fatalf("tick %d: no button %q on %T", d.ticks, prefix, d.app.Scene())
	}
	r := btn.GetWidget().Rect
	d.click((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
}

// until runs ticks until cond holds, failing after limit ticks.
func (d *driver) until(what string, limit int, cond func() bool) {
	d.t.Helper()
	for range limit {
		if cond() {
			return
		}
		d.tick()
	}
	d.t.Fatalf("tick %d: %s did not happen within %d ticks", d.ticks, what, limit)
}

func (d *driver) battle() *Battle {
	b, _ := d.app.Scene().(*Battle)
	return b
}

// TestEndToEnd plays a whole game from the title screen to the end screen
// and back, with the mouse, the keyboard and a gamepad.
func TestEndToEnd(t *testing.T) {
	needWindow(t)
	d := newDriver(t, 1)
	d.src.ConnectPad(pad0)
	d.ticksN(3)

	// Title: the mouse clicks Play.
	d.clickButton("Play")
	d.until("the setup screen", 10, func() bool { _, ok := d.app.Scene().(*SetupScene); return ok })
	d.tick()

	// Setup: the keyboard moves the focus to Start and presses Enter.
	start := func() *widget.Button { return findButton(d.app.Scene().UI(), nil, "Start") }
	if start() == nil {
		t.Fatal("no Start button")
	}
	for i := 0; i < 20 && !start().IsFocused(); i++ {
		d.key(ebiten.KeyArrowDown)
	}
	if !start().IsFocused() {
		t.Fatal("the keyboard could not reach Start")
	}
	d.key(ebiten.KeyEnter)
	// A gamepad is plugged in: the join screen seats the players. The
	// keyboard joins with Enter, the pad with A, both for the Gnomes (the
	// only human side); Enter starts.
	d.until("the join screen", 10, func() bool { _, ok := d.app.Scene().(*JoinScene); return ok })
	d.tick()
	d.key(ebiten.KeyEnter)
	d.button(ebiten.StandardGamepadButtonRightBottom)
	if j := d.app.Scene().(*JoinScene); j.seats.SideOf(KeyboardMouse) != 0 || j.seats.SideOf(PadController(pad0)) != 0 {
		t.Fatalf("seats after joining: %v", j.seats.Sides)
	}
	d.key(ebiten.KeyEnter)
	d.until("the battle", 10, func() bool { return d.battle() != nil })
	d.tick()
	b := d.battle()
	if b.ses.Setup.Scenario.Name != "first-blood" || b.ses.Sitter(0) != Human || b.ses.Sitter(1) != Computer {
		t.Fatalf("battle %s with %v", b.ses.Setup.Scenario.Name, b.ses.Sitters())
	}

	// Battle: the keyboard picks Move (1), the mouse clicks a square two to
	// the west, the gamepad confirms the facing with A.
	g := b.Game()
	gnome := g.ModelByID('A')
	from := g.Model(gnome).At
	to := from
	to.X -= 2
	d.key(ebiten.KeyDigit1)
	if b.p.mode != modeMove {
		t.Fatalf("after 1: mode %d, want move", b.p.mode)
	}
	r := b.board.CellRect(to)
	d.click((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	if b.p.mode != modeFacing || b.p.dest != to {
		t.Fatalf("after clicking %s: mode %d dest %s", to, b.p.mode, b.p.dest)
	}
	d.button(ebiten.StandardGamepadButtonLeftLeft) // face west
	d.button(ebiten.StandardGamepadButtonRightBottom)
	if got := b.Game().Model(gnome).At; got != to {
		t.Fatalf("the Gnome is on %s, want %s", got, to)
	}
	if b.ses.History().Len() != 1 {
		t.Fatalf("%d actions after the move", b.ses.History().Len())
	}

	// Undo with Ctrl+Z, redo with the gamepad's right bumper.
	d.src.Press(ebiten.KeyControl)
	d.key(ebiten.KeyZ)
	d.src.Release(ebiten.KeyControl)
	d.tick()
	if b.Game().Model(gnome).At != from {
		t.Fatal("Ctrl+Z did not take the move back")
	}
	d.button(ebiten.StandardGamepadButtonFrontTopRight)
	if b.Game().Model(gnome).At != to {
		t.Fatal("RB did not redo the move")
	}

	// End the turn with the gamepad: X focuses the action bar, the D-pad
	// moves to End turn, A presses it.
	d.button(ebiten.StandardGamepadButtonRightLeft)
	endBtn := findButton(b.UI(), nil, "End turn")
	for i := 0; i < 12 && (endBtn == nil || !endBtn.IsFocused()); i++ {
		d.button(ebiten.StandardGamepadButtonLeftBottom)
		endBtn = findButton(b.UI(), nil, "End turn")
	}
	if endBtn == nil || !endBtn.IsFocused() {
		t.Fatal("the gamepad could not reach End turn")
	}
	d.button(ebiten.StandardGamepadButtonRightBottom)
	if b.Game().Side() != 1 && b.Game().Phase() == tunnel.PhaseAct {
		t.Fatalf("after End turn the side to act is %d", b.Game().Side())
	}
	if b.focusPanel {
		t.Fatal("the focus stayed on the action bar after the turn passed")
	}

	// From here the human answers every decision with the keyboard, holding
	// F to hurry the computer, until the game ends.
	d.src.Press(ebiten.KeyF)
	for step := 0; b.Game().Phase() != tunnel.PhaseOver; step++ {
		if step > 3000 {
			t.Fatalf("the game did not end: round %d, phase %d, human to act %v, window %v, computer thinking %v wait %d, anim busy %v, stranded %v",
				b.Game().Round(), b.Game().Phase(), b.ses.HumanToAct(), b.window != nil, b.comp.thinking, b.comp.wait, b.anim.Busy(), b.stranded)
		}
		if !b.ses.HumanToAct() || b.window != nil {
			d.tick()
			continue
		}
		g := b.Game()
		switch g.Phase() {
		case tunnel.PhaseAct:
			n := -1
			for i, c := range choices(g, &b.p) {
				if c.Label == "End turn" {
					n = i
				}
			}
			if n < 0 {
				t.Fatalf("no End turn among the choices")
			}
			d.key(ebiten.KeyDigit1 + ebiten.Key(n))
		case tunnel.PhaseDefend:
			d.key(ebiten.KeyEnter)
		default: // pick a die or a Shunt square: the first choice
			d.key(ebiten.KeyDigit1)
		}
	}
	d.src.Release(ebiten.KeyF)
	d.until("the end window", 600, func() bool { return b.window != nil })
	out := b.Game().Outcome()
	if out.Winner() == 0 && out.Reason == "" {
		t.Fatalf("outcome %+v", out)
	}
	// The recorded game replays to the same hashes.
	rep := b.ses.Replay()
	data := rep.Marshal()
	rec, err := OpenReplay(data, "e2e")
	if err != nil {
		t.Fatalf("the game's replay does not verify: %v", err)
	}
	if rec.Len() != b.ses.History().Len() || rec.States[rec.Len()].Hash() != b.Game().Hash() {
		t.Fatalf("replay of %d actions ends on %s; the game has %d on %s", rec.Len(),
			rules.FormatHash(rec.States[rec.Len()].Hash()), b.ses.History().Len(), rules.FormatHash(b.Game().Hash()))
	}
	d.clickButton("Back to title")
	d.until("the title screen", 10, func() bool { _, ok := d.app.Scene().(*Title); return ok })
	t.Log(fmt.Sprintf("played %d actions in %d ticks; %s", rec.Len(), d.ticks, out.Reason))
}
