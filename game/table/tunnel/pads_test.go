package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	tf "skirmish/rules/tunnel"
)

// startWithPad starts a game from the title with the gamepad alone: the
// computer plays the Gnomes, the pad the Goblins. It returns the table once
// the Goblins first decide.
func startWithPad(t *testing.T, d *driver) *Battle {
	t.Helper()
	d.Src.ConnectPad(pad0)
	d.TicksN(3)
	h := gamepadHands(d)
	h.menu("Play")
	d.Tick()
	h.menu("Gnomes: Human")
	d.Tick()
	h.menu("Goblins: Computer")
	d.Tick()
	h.menu("Start")
	d.Until("the join screen", 10, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
	d.Tick()
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	d.Button(ebiten.StandardGamepadButtonCenterRight)
	d.Until("the battle", 10, func() bool { return d.battle() != nil })
	b := d.battle()
	d.Until("the Goblins' turn", 600, func() bool { return b.humanSide() == 1 && !b.anim.Busy() })
	d.settle()
	return b
}

// TestPadTriggerSnapsToMoveSquares chooses Move with the pad, then the
// right trigger puts the cursor on the squares the model may move to, one
// after the other, and A moves there: no walking the cursor square by
// square (issue 14).
func TestPadTriggerSnapsToMoveSquares(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	b := startWithPad(t, d)
	g := b.Game()
	if b.p.sel < 0 {
		t.Fatal("no Goblin selected at the start of the turn")
	}
	rt := ebiten.StandardGamepadButtonFrontBottomRight
	if b.cursor != g.Model(b.p.sel).At {
		d.Button(rt) // first onto the Goblin selected
		if b.cursor != g.Model(b.p.sel).At {
			t.Fatalf("the trigger put the cursor on %s, not on the Goblin selected at %s", b.cursor, g.Model(b.p.sel).At)
		}
	}
	d.padButton("Move")
	if b.p.mode != modeMove {
		t.Fatalf("after Move: mode %d", b.p.mode)
	}
	qs := squaresFor(g, b.p.sel, modeMove)
	if len(qs) < 2 {
		t.Fatalf("the Goblin may move to %d squares: too few for the test", len(qs))
	}
	d.Button(rt)
	k := -1
	for i, q := range qs {
		if q == b.cursor {
			k = i
		}
	}
	if k < 0 {
		t.Fatalf("the trigger put the cursor on %s, not a square the Goblin may move to (%v)", b.cursor, qs)
	}
	d.Button(rt)
	if want := qs[(k+1)%len(qs)]; b.cursor != want {
		t.Fatalf("the trigger again put the cursor on %s, want the next square %s", b.cursor, want)
	}
	d.Button(ebiten.StandardGamepadButtonRightTop) // Y does the same (the keyboard, not seated here, has Tab)
	if want := qs[(k+2)%len(qs)]; b.cursor != want {
		t.Fatalf("Y put the cursor on %s, want the next square %s", b.cursor, want)
	}
	to := b.cursor
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	if b.p.mode != modeFacing || b.p.dest != to {
		t.Fatalf("A on %s: mode %d, destination %s; want the facing of a move there", to, b.p.mode, b.p.dest)
	}
}

// TestPadFocusAfterADecisionIsNeverUndo plays with the pad through the
// panel (X once, then the D-pad and A, never B): the defences, the picks
// of Attack Dice results and the ends of turns. After each decision the
// focus goes to the list's likely next choice, or back to the board when
// the list has none (the computer's turn), never to Undo, where the next
// A would take the decision back (issue 14; the Magewinds table had the
// fault, TestMageFocusAfterAnActionIsNeverUndo: this one holds the Tunnel
// table, which sends a new side to the board, to the same rule).
func TestPadFocusAfterADecisionIsNeverUndo(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	b := startWithPad(t, d)
	h := gamepadHands(d)
	d.App.Settings.ComputerPace = 300 // the computer takes its time, as by default: the panel shows its turn meanwhile
	listPress := func(prefix string) {
		if !b.f.PanelFocused() {
			d.Button(ebiten.StandardGamepadButtonRightLeft) // X: the panel
		}
		d.focusAndPad(prefix)
	}
	var decided [tf.PhaseOver + 1]int
	for step := 0; (decided[tf.PhaseDefend] < 2 || decided[tf.PhasePick] < 2) && b.Game().Phase() != tf.PhaseOver; step++ {
		if step > 3000 {
			t.Fatalf("the game asked for only %d defences and %d picks", decided[tf.PhaseDefend], decided[tf.PhasePick])
		}
		if !b.f.Session().HumanToAct() || b.f.Modal().Shown() {
			d.Tick()
			continue
		}
		d.settle()
		g := b.Game()
		phase := g.Phase()
		before := b.f.Session().History().Len()
		switch phase {
		case tf.PhasePick:
			for _, c := range choices(g, &b.p) {
				if c.Op == opApply && c.Enabled {
					listPress(c.Label)
					break
				}
			}
		case tf.PhaseAct:
			for i := range g.Models() {
				if m := g.Model(i); !m.Dead && int(m.Side) == g.Side() && len(squaresFor(g, i, modeTarget)) > 0 {
					if b.f.PanelFocused() {
						d.Button(ebiten.StandardGamepadButtonRightRight) // B: the board
					}
					target := squaresFor(g, i, modeTarget)[0]
					h.model(i)
					h.square(target) // the target: choose the Stamina
					h.square(target) // again: swing with it
					break
				}
			}
			if b.f.Session().History().Len() == before {
				listPress("End turn")
			}
		case tf.PhaseDefend:
			listPress("Defend with")
		case tf.PhaseShunt:
			if b.f.PanelFocused() {
				d.Button(ebiten.StandardGamepadButtonRightRight)
			}
			h.square(choices(g, &b.p)[0].To)
		}
		if b.f.Session().History().Len() == before {
			t.Fatalf("step %d: the pad did nothing in phase %d (%s)", step, phase, b.promptLine(d.App))
		}
		decided[phase]++
		// every frame until the pad decides again: the focus is on the
		// list or nowhere (the board), never on Undo
		for k := 0; ; k++ {
			if f := b.f.UI().GetFocusedWidget(); f != nil && f == gametest.FindButton(b.f.UI(), nil, "Undo") {
				t.Fatalf("after a decision in phase %d, frame %d: the focus went to Undo", phase, k)
			} else if f != nil && !inList(&(*b.f.List()), f) {
				t.Fatalf("after a decision in phase %d, frame %d: the focus went to a button other than the list's", phase, k)
			}
			if k > 0 && b.f.Session().HumanToAct() && b.f.Settled() && !b.anim.Busy() || b.Game().Phase() == tf.PhaseOver {
				break
			}
			d.Tick()
		}
	}
	t.Logf("decisions by phase: %v", decided)
}

// inList reports whether f is a button of the action list l.
func inList(l *table.ActionList, f widget.Focuser) bool {
	for i := range l.Items() {
		if b := l.Button(i); b != nil && widget.Focuser(b) == f {
			return true
		}
	}
	return false
}

// TestHotseatUndoWindowFocusesKeepIt: when one side asks to take back the
// other's decision, the window's focus is on "Keep it", so that a stray
// Confirm never undoes (issue 14: Undo is never the default focus).
func TestHotseatUndoWindowFocusesKeepIt(t *testing.T) {
	gameloop.NeedWindow(t)
	d := &driver{gametest.NewDriver(t, kinds)}
	d.App.Settings.Undo = "free"
	b := openBattle(t, d.App, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []session.Sitter{session.Human, session.Human}, parseAll(t, midSwing[:7]...))
	d.TicksN(2)
	d.Src.Press(ebiten.KeyControl)
	d.Key(ebiten.KeyZ)
	d.Src.Release(ebiten.KeyControl)
	d.Tick()
	if !b.f.Modal().Shown() {
		t.Fatal("the defender's undo asked nobody")
	}
	if keep := d.CurrentButton("Keep it"); keep == nil || !keep.IsFocused() {
		t.Fatal("the agreement window does not focus Keep it")
	}
	d.Key(ebiten.KeyEnter)
	if b.f.Session().Position() != 7 || b.f.Modal().Shown() {
		t.Fatalf("Enter in the window: %d actions, window %v; want the swing kept", b.f.Session().Position(), b.f.Modal().Shown())
	}
}
