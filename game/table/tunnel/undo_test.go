package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	tf "skirmish/rules/tunnel"
)

// TestHotseatUndoAsksTheOwner: two humans share the screen; at the
// defender's prompt, the Goblins' undo would take back the Gnomes' swing.
// The table asks the Gnomes first and changes nothing until they agree.
func TestHotseatUndoAsksTheOwner(t *testing.T) {
	gameloop.NeedWindow(t)
	d := &driver{gametest.NewDriver(t, kinds)}
	d.App.Settings.Undo = "free"
	b := openBattle(t, d.App, firstBloodSetup(t, []int{1, 2, 3, 4, 6}), []session.Sitter{session.Human, session.Human}, parseAll(t, midSwing[:7]...))
	d.TicksN(2)
	if g := b.Game(); g.Phase() != tf.PhaseDefend || b.humanSide() != 1 {
		t.Fatalf("phase %d, side %d: want the Goblins to defend", g.Phase(), b.humanSide())
	}
	undo := func() {
		d.Src.Press(ebiten.KeyControl)
		d.Key(ebiten.KeyZ)
		d.Src.Release(ebiten.KeyControl)
		d.Tick()
	}
	undo()
	if b.f.Session().Position() != 7 || !b.f.Modal().Shown() {
		t.Fatalf("after the defender's undo: %d actions, window %v; want the swing kept and the Gnomes asked", b.f.Session().Position(), b.f.Modal().Shown())
	}
	d.ClickButton("Keep it")
	if b.f.Session().Position() != 7 || b.f.Modal().Shown() {
		t.Fatalf("after Keep it: %d actions, window %v", b.f.Session().Position(), b.f.Modal().Shown())
	}
	undo()
	d.ClickButton("The Gnomes agree")
	d.Tick()
	if b.f.Session().Position() != 6 || b.f.Modal().Shown() || b.Game().Phase() != tf.PhaseAct || b.humanSide() != 0 {
		t.Fatalf("after the Gnomes agreed: %d actions, phase %d, side %d; want the swing taken back", b.f.Session().Position(), b.Game().Phase(), b.humanSide())
	}
	// The last decision now is the Goblins' end of turn: the Gnomes must
	// ask them in turn.
	undo()
	if b.f.Session().Position() != 6 || !b.f.Modal().Shown() || d.CurrentButton("The Goblins agree") == nil {
		t.Fatalf("the Gnomes' undo of the Goblins' end of turn: %d actions, window %v", b.f.Session().Position(), b.f.Modal().Shown())
	}
}
