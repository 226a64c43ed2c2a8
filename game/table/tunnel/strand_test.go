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
	d, b := twoPadGame(t, pad1)
	rest := func() {
		t.Helper()
		d.Until("the app resting", 400, d.App.Resting)
	}
	paused := func() bool { return b.f.Strand().Paused() && b.f.Modal().Shown() }

	rest()
	d.Src.DisconnectPad(pad1)
	d.Tick()
	if !paused() {
		t.Fatal("unplugging a pad while the app rests did not pause the game within a tick")
	}
	rest()
	d.Src.ConnectPad(pad1)
	d.Tick()
	if b.f.Strand().Paused() || b.f.Modal().Shown() {
		t.Fatal("plugging the pad back while the app rests did not resume the game within a tick")
	}

	// paused, the other side's pad opens the menu; B goes back to the pause
	d.Src.DisconnectPad(pad1)
	d.Tick()
	pause := b.f.Modal().Window()
	d.PadButton(pad0, ebiten.StandardGamepadButtonCenterRight)
	if !b.f.Modal().Shown() || b.f.Modal().Window() == pause || d.CurrentButton("Resume") == nil {
		t.Fatal("Start while paused did not open the menu")
	}
	d.PadButton(pad0, ebiten.StandardGamepadButtonRightRight)
	if !paused() || d.CurrentButton("Resume") != nil {
		t.Fatal("leaving the menu did not show the pause again")
	}

	// the keyboard takes the Goblins over
	d.Src.Tap(ebiten.KeyEnter, ebiten.KeyEnter)
	d.Tick()
	if b.f.Strand().Paused() || b.f.Modal().Shown() {
		t.Fatal("Enter on the keyboard did not take the side over")
	}
	if got := (*b.f.Seating()).SideOf(table.KeyboardMouse); got != 1 {
		t.Fatalf("the keyboard plays side %d after taking over, want the Goblins", got)
	}
	if in := d.App.In(); len(in.Events()) > 0 || b.f.Session().History().Len() != 0 {
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
	if b.f.Strand().Paused() || (*b.f.Seating()).SideOf(table.PadController(pad2)) != 0 {
		t.Fatalf("another gamepad's A did not take the side over: seats %v", (*b.f.Seating()).Sides)
	}
	if b.f.Session().History().Len() != 0 {
		t.Fatal("the A that took the side over acted on the table too")
	}
}

// twoPadGame starts First Blood with two human sides, the Gnomes played by
// pad0 and the Goblins by pad1, both plugged in.
func twoPadGame(t *testing.T, pad1 ebiten.GamepadID) (*driver, *Battle) {
	t.Helper()
	d := newDriver(t, 3)
	d.Src.ConnectPad(pad0)
	d.Src.ConnectPad(pad1)
	d.App.StartGame(firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Human}, nil)
	d.TicksN(2)
	b := d.battle()
	seats := table.NewSeating(2)
	seats.Join(0, table.PadController(pad0))
	seats.Join(1, table.PadController(pad1))
	b.f.SetSeating(seats)
	d.settle()
	return d, b
}
