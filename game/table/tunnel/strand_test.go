package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// TestStrandWhileIdleAndTakeOver seats a pad on each side and leaves the
// app idle (resting): unplugging the Goblins' pad pauses the game within
// a tick with nothing pressed, and plugging it back resumes it the same
// way. While paused, the Gnomes' pad opens the menu and leaves it (the
// pause shows again). Then the keyboard's Enter takes the side over, and
// after another unplug another gamepad's A: the press that takes over
// does nothing else.
func TestStrandWhileIdleAndTakeOver(t *testing.T) {
	gameloop.NeedWindow(t)
	const pad1, pad2 = ebiten.GamepadID(1), ebiten.GamepadID(2)
	d := newDriver(t, 3)
	d.Src.ConnectPad(pad0)
	d.Src.ConnectPad(pad1)
	d.App.StartGame(firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Human}, nil)
	d.TicksN(2)
	b := d.battle()
	seats := table.NewSeating(2)
	seats.Join(0, table.PadController(pad0))
	seats.Join(1, table.PadController(pad1))
	b.SetSeating(seats)
	d.settle()
	rest := func() {
		t.Helper()
		d.Until("the app resting", 400, d.App.Resting)
	}
	paused := func() bool { return b.strand.Paused() && b.modal.Shown() }

	rest()
	d.Src.DisconnectPad(pad1)
	d.Tick()
	if !paused() {
		t.Fatal("unplugging a pad while the app rests did not pause the game within a tick")
	}
	rest()
	d.Src.ConnectPad(pad1)
	d.Tick()
	if b.strand.Paused() || b.modal.Shown() {
		t.Fatal("plugging the pad back while the app rests did not resume the game within a tick")
	}

	// paused, the other side's pad opens the menu; B goes back to the pause
	d.Src.DisconnectPad(pad1)
	d.Tick()
	pause := b.modal.Window()
	d.PadButton(pad0, ebiten.StandardGamepadButtonCenterRight)
	if !b.modal.Shown() || b.modal.Window() == pause || d.CurrentButton("Resume") == nil {
		t.Fatal("Start while paused did not open the menu")
	}
	d.PadButton(pad0, ebiten.StandardGamepadButtonRightRight)
	if !paused() || d.CurrentButton("Resume") != nil {
		t.Fatal("leaving the menu did not show the pause again")
	}

	// the keyboard takes the Goblins over
	d.Src.Tap(ebiten.KeyEnter, ebiten.KeyEnter)
	d.Tick()
	if b.strand.Paused() || b.modal.Shown() {
		t.Fatal("Enter on the keyboard did not take the side over")
	}
	if got := b.seats.SideOf(table.KeyboardMouse); got != 1 {
		t.Fatalf("the keyboard plays side %d after taking over, want the Goblins", got)
	}
	if in := d.App.In(); len(in.Events()) > 0 || b.ses.History().Len() != 0 {
		t.Fatal("the Enter that took the side over acted on the table too")
	}
	d.Tick()

	// a third pad takes the Gnomes over when theirs is unplugged
	d.Src.ConnectPad(pad2)
	d.Tick()
	d.Src.DisconnectPad(pad0)
	d.Tick()
	if !paused() {
		t.Fatal("no pause when the Gnomes' pad was unplugged")
	}
	d.PadButton(pad2, ebiten.StandardGamepadButtonRightBottom)
	if b.strand.Paused() || b.seats.SideOf(table.PadController(pad2)) != 0 {
		t.Fatalf("another gamepad's A did not take the side over: seats %v", b.seats.Sides)
	}
	if b.ses.History().Len() != 0 {
		t.Fatal("the A that took the side over acted on the table too")
	}
}
