package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// The game is playable with each device alone: these tests play a whole
// game from the title screen to the end screen and back with only the
// mouse, only the keyboard, or only a gamepad. The player takes the Goblins
// of First Blood against the computer's Gnome, swings whenever a Goblin can,
// and answers every defence, pick and Shunt. Seed 3 makes a game that asks
// for all of them.

// hands is how one device does each kind of thing a player does.
type hands struct {
	menu   func(label string)     // press a menu button
	action func(label string)     // press an action-bar button
	square func(p grid.Point)     // choose a square of the board
	model  func(i int)            // select model i
	pick   func(b *Battle, i int) // pick Attack Die i
}

func mouseHands(d *driver) hands {
	return hands{
		menu:   d.clickButton,
		action: d.clickButton,
		square: d.clickSquare,
		model:  func(i int) { d.clickSquare(d.battle().Game().Model(i).At) },
		pick:   func(b *Battle, i int) { d.clickDie(i) },
	}
}

func keyboardHands(d *driver) hands {
	return hands{
		menu:   func(label string) { d.focusAndPress(label, ebiten.KeyArrowDown, ebiten.KeyEnter) },
		action: func(label string) { d.Key(d.listKey(label)) },
		square: func(p grid.Point) {
			d.settle()
			d.cursorTo(p, func(k ebiten.Key) { d.Key(k) })
			d.Key(ebiten.KeyEnter)
		},
		model: func(i int) {
			for range 10 {
				if d.battle().p.sel == i {
					return
				}
				d.Key(ebiten.KeyTab)
			}
			d.T.Fatalf("Tab never selected model %d", i)
		},
		pick: func(b *Battle, i int) { d.Key(ebiten.KeyDigit1) },
	}
}

func gamepadHands(d *driver) hands {
	dpad := map[ebiten.Key]ebiten.StandardGamepadButton{
		ebiten.KeyArrowLeft: ebiten.StandardGamepadButtonLeftLeft, ebiten.KeyArrowRight: ebiten.StandardGamepadButtonLeftRight,
		ebiten.KeyArrowUp: ebiten.StandardGamepadButtonLeftTop, ebiten.KeyArrowDown: ebiten.StandardGamepadButtonLeftBottom,
	}
	return hands{
		menu:   d.focusAndPad,
		action: d.padButton,
		square: func(p grid.Point) {
			d.settle()
			d.cursorTo(p, func(k ebiten.Key) { d.Button(dpad[k]) })
			d.Button(ebiten.StandardGamepadButtonRightBottom)
		},
		model: func(i int) {
			for range 10 {
				if d.battle().p.sel == i {
					return
				}
				d.Button(ebiten.StandardGamepadButtonRightTop)
			}
			d.T.Fatalf("Y never selected model %d", i)
		},
		pick: func(b *Battle, i int) {
			d.Button(ebiten.StandardGamepadButtonLeftRight) // highlight a remaining die
			d.Button(ebiten.StandardGamepadButtonRightBottom)
		},
	}
}

func TestMouseAlone(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	playAlone(t, d, mouseHands(d))
}

func TestKeyboardAlone(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	playAlone(t, d, keyboardHands(d))
}

func TestGamepadAlone(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	d.Src.ConnectPad(pad0)
	playAlone(t, d, gamepadHands(d))
}

// playAlone plays the whole game with one device's hands.
func playAlone(t *testing.T, d *driver, h hands) {
	d.TicksN(3)
	h.menu("Play")
	d.Tick()
	h.menu("Gnomes: Human")
	d.Tick()
	h.menu("Goblins: Computer")
	d.Tick()
	h.menu("Start")
	if d.Src != nil && len(d.App.In().Pads()) > 0 {
		// A gamepad is plugged in: it joins (A) and starts (Start).
		d.Until("the join screen", 10, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
		d.Tick()
		d.Button(ebiten.StandardGamepadButtonRightBottom)
		d.Button(ebiten.StandardGamepadButtonCenterRight)
	}
	d.Until("the battle", 10, func() bool { return d.battle() != nil })
	b := d.battle()
	if b.f.Session().Sitter(0) != session.Computer || b.f.Session().Sitter(1) != session.Human {
		t.Fatalf("seats %v, want the computer for the Gnomes and a human for the Goblins", b.f.Session().Sitters())
	}
	swings, turns := 0, 0
	answered := playToTheEnd(t, d, func() {
		g := b.Game()
		switch g.Phase() {
		case tf.PhaseAct:
			for i := range g.Models() {
				m := g.Model(i)
				if m.Dead || int(m.Side) != g.Side() {
					continue
				}
				if targets := squaresFor(g, i, modeTarget); len(targets) > 0 {
					h.model(i)
					h.square(targets[0]) // the target: choose the Stamina
					if b.p.mode != modeCommit {
						t.Fatalf("after choosing the target %s: mode %d", targets[0], b.p.mode)
					}
					h.square(targets[0]) // again: swing with it
					swings++
					return
				}
			}
			// Turn to face an enemy standing next to a Goblin but out of its arc.
			for i := range g.Models() {
				m := g.Model(i)
				if m.Dead || m.Prone || m.Swung || m.Stamina < 2 || int(m.Side) != g.Side() {
					continue
				}
				for _, dir := range grid.Dirs {
					if j := g.ModelAt(m.At.Step(dir)); j >= 0 && g.Model(j).Side != m.Side && dir != m.Facing {
						h.model(i)
						h.action("Turn")
						h.action("Face " + capital(dir.String()))
						turns++
						return
					}
				}
			}
			h.action("End turn")
		case tf.PhaseDefend:
			h.action("Defend with")
		case tf.PhasePick:
			sw, _ := g.PendingSwing()
			for i := range int(sw.AttackDice) {
				if sw.Left&(1<<i) != 0 {
					h.pick(b, i)
					return
				}
			}
		case tf.PhaseShunt:
			h.square(choices(g, &b.p)[0].To)
		}
	})
	if answered[tf.PhaseDefend] == 0 || answered[tf.PhasePick] == 0 || swings == 0 {
		t.Errorf("the game asked for %d defences and %d picks, with %d swings: the test covered too little", answered[tf.PhaseDefend], answered[tf.PhasePick], swings)
	}
	t.Logf("%d swings, %d turns", swings, turns)
	h.menu("Back to title")
	d.Until("the title screen", 10, func() bool { _, ok := d.App.Scene().(*game.Title); return ok })
}

// playToTheEnd answers each human decision with answer, holding fast
// forward for the computer, until the end window shows.
func playToTheEnd(t *testing.T, d *driver, answer func()) [tf.PhaseOver + 1]int {
	t.Helper()
	b := d.battle()
	d.Src.Press(ebiten.KeyF)
	d.Src.PadDown(pad0, ebiten.StandardGamepadButtonFrontBottomLeft)
	var answered [tf.PhaseOver + 1]int
	defer func() {
		t.Logf("answered: %d turns, %d defences, %d picks, %d shunts", answered[0], answered[1], answered[2], answered[3])
	}()
	for step := 0; b.Game().Phase() != tf.PhaseOver; step++ {
		if step > 5000 {
			t.Fatalf("the game did not end: round %d", b.Game().Round())
		}
		if !b.f.Session().HumanToAct() || b.f.Modal().Shown() {
			d.Tick()
			continue
		}
		d.settle()
		before := b.f.Session().History().Len()
		answered[b.Game().Phase()]++
		answer()
		d.Tick()
		if b.f.Session().History().Len() == before && b.f.Session().HumanToAct() {
			t.Fatalf("step %d: the answer did nothing in phase %d (%s)", step, b.Game().Phase(), b.promptLine(d.App))
		}
	}
	d.Src.Release(ebiten.KeyF)
	d.Src.PadUp(pad0, ebiten.StandardGamepadButtonFrontBottomLeft)
	d.Until("the end window", 600, func() bool { return b.f.Modal().Shown() })
	return answered
}

// clickSquare clicks the middle of square p on the board.
func (d *driver) clickSquare(p grid.Point) {
	d.T.Helper()
	d.settle()
	r := d.battle().cellRect(p)
	d.Click((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
}

// cursorTo moves the board cursor to p with press (given arrow keys).
func (d *driver) cursorTo(p grid.Point, press func(ebiten.Key)) {
	d.T.Helper()
	b := d.battle()
	for range 40 {
		c := b.cursor
		switch {
		case c.X > p.X:
			press(ebiten.KeyArrowLeft)
		case c.X < p.X:
			press(ebiten.KeyArrowRight)
		case c.Y > p.Y:
			press(ebiten.KeyArrowUp)
		case c.Y < p.Y:
			press(ebiten.KeyArrowDown)
		default:
			return
		}
	}
	d.T.Fatalf("the cursor did not reach %s (it is on %s)", p, b.cursor)
}

// settle runs ticks until the battle's panel shows the position.
func (d *driver) settle() {
	for b := d.battle(); b != nil && (!b.f.Settled() || b.anim.Busy()); {
		d.Tick()
	}
}

// clickDie clicks Attack Die i in the tray.
func (d *driver) clickDie(i int) {
	d.T.Helper()
	b := d.battle()
	area := b.trayArea
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if j, atk, ok := b.tray.DieAt(x, y); ok && atk && j == i {
				d.Click(x+2, y+2)
				return
			}
		}
	}
	d.T.Fatalf("Attack Die %d is not in the tray", i)
}

// focusAndPress moves the widget focus with key until the button labelled
// prefix has it, then presses confirm.
func (d *driver) focusAndPress(prefix string, key, confirm ebiten.Key) {
	d.T.Helper()
	for range 30 {
		if btn := d.CurrentButton(prefix); btn != nil && btn.IsFocused() {
			d.Key(confirm)
			return
		}
		d.Key(key)
	}
	d.T.Fatalf("the keyboard could not reach %q", prefix)
}

// focusAndPad does focusAndPress with the D-pad and A.
func (d *driver) focusAndPad(prefix string) {
	d.T.Helper()
	for range 30 {
		if btn := d.CurrentButton(prefix); btn != nil && btn.IsFocused() {
			d.Button(ebiten.StandardGamepadButtonRightBottom)
			return
		}
		d.Button(ebiten.StandardGamepadButtonLeftBottom)
	}
	d.T.Fatalf("the gamepad could not reach %q", prefix)
}

// padButton presses an action-bar button with the gamepad: X to focus the
// bar, the D-pad to reach it, A, then B back to the board.
func (d *driver) padButton(prefix string) {
	d.T.Helper()
	d.Button(ebiten.StandardGamepadButtonRightLeft)
	d.focusAndPad(prefix)
	if b := d.battle(); b != nil && b.f.PanelFocused() {
		d.Button(ebiten.StandardGamepadButtonRightRight)
	}
}
