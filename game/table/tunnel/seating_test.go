package tunnel

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
	tf "skirmish/rules/tunnel"
)

// TestSeatsSurvive plays from the title with a gamepad and the keyboard
// seated on the Gnomes: the first A on the title activates Play, Start on
// setup opens the join screen, the game-over buttons show once (window,
// then panel), Rematch keeps the seats, "Back to title" mid-game asks
// first and the title offers to resume the game left, which keeps its
// seats, and the join screen offers the last seating again.
func TestSeatsSurvive(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 5, 6)
	pad1 := ebiten.GamepadID(1)
	d.Src.ConnectPad(pad0)
	d.Src.ConnectPad(pad1)
	d.TicksN(3)
	want := []table.Controller{table.PadController(pad0), table.KeyboardMouse}
	seated := func(what string) {
		t.Helper()
		b := d.battle()
		if b == nil {
			t.Fatalf("%s: no battle", what)
		}
		if got := b.f.Seating().Sides; len(got) != 2 || !slices.Equal(got[0], want) || len(got[1]) != 0 {
			t.Fatalf("%s: seats %v, want %v on the Gnomes", what, got, want)
		}
	}

	// Title: the first A activates Play, which looks chosen.
	d.Button(ebiten.StandardGamepadButtonRightBottom)
	d.Until("the setup screen", 5, func() bool { _, ok := d.App.Scene().(*game.SetupScene); return ok })
	// Setup: Start leads to the join screen.
	d.Tick()
	d.Button(ebiten.StandardGamepadButtonCenterRight)
	d.Until("the join screen", 5, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
	d.Tick()
	d.Button(ebiten.StandardGamepadButtonRightBottom) // pad 1 joins the Gnomes
	d.Key(ebiten.KeyEnter)                            // so does the keyboard
	d.Button(ebiten.StandardGamepadButtonCenterRight) // Start
	d.Until("the battle", 10, func() bool { return d.battle() != nil })
	seated("the first game")

	// The keyboard ends every Gnome turn until the game is over.
	b := d.battle()
	d.Src.Press(ebiten.KeyF)
	for step := 0; b.Game().Phase() != tf.PhaseOver; step++ {
		if step > 3000 {
			t.Fatalf("the game did not end: round %d", b.Game().Round())
		}
		if !b.f.Session().HumanToAct() || b.f.Modal().Shown() {
			d.Tick()
			continue
		}
		switch b.Game().Phase() {
		case tf.PhaseAct:
			d.Key(d.listKey("End turn"))
		case tf.PhaseDefend:
			d.Key(ebiten.KeyEnter)
		default:
			d.Key(ebiten.KeyDigit1)
		}
	}
	d.Src.Release(ebiten.KeyF)
	d.Until("the end window", 600, func() bool { return b.f.Modal().Shown() })
	d.settle()
	d.Tick()
	// The game-over buttons show once: in the window, not in the panel.
	if gametest.FindButton(b.f.UI(), nil, "Rematch") != nil {
		t.Fatal("Rematch shows in the panel under the end window")
	}
	if d.CurrentButton("Rematch") == nil {
		t.Fatal("no Rematch in the end window")
	}
	d.ClickButton("Look at the board")
	d.settle()
	d.Tick()
	if b.f.Modal().Shown() || gametest.FindButton(b.f.UI(), nil, "Rematch") == nil {
		t.Fatal("no Rematch in the panel once the end window is closed")
	}

	// Rematch keeps the seats.
	d.ClickButton("Rematch")
	d.Until("the rematch", 10, func() bool { return d.battle() != nil && d.battle() != b })
	seated("the rematch")
	b = d.battle()
	d.settle()
	d.Key(d.listKey("End turn")) // the game is under way

	// Back to title asks first; Keep playing stays.
	d.Key(ebiten.KeyM)
	d.ClickButton("Back to title")
	d.Tick()
	if battleOr(d.App.Table()) != b || d.CurrentButton("Keep playing") == nil {
		t.Fatalf("Back to title mid-game left without asking (scene %T)", d.App.Scene())
	}
	d.ClickButton("Keep playing")
	if battleOr(d.App.Table()) != b || b.f.Modal().Shown() {
		t.Fatal("Keep playing did not go back to the game")
	}
	d.Key(ebiten.KeyM)
	d.ClickButton("Back to title")
	d.ClickButton("Leave to the title")
	d.Until("the title screen", 5, func() bool { _, ok := d.App.Scene().(*game.Title); return ok })
	d.Tick()

	// The title offers the game left; resuming it keeps its seats.
	d.ClickButton("Resume:")
	d.Until("the resumed game", 10, func() bool { return d.battle() != nil })
	if d.battle().f.Session() != b.f.Session() {
		t.Fatal("Resume opened another game")
	}
	seated("the resumed game")

	// The join screen offers the last seating again.
	d.Key(ebiten.KeyM)
	d.ClickButton("Back to title")
	d.ClickButton("Leave to the title")
	d.Until("the title screen", 5, func() bool { _, ok := d.App.Scene().(*game.Title); return ok })
	d.Tick()
	d.PadButton(pad1, ebiten.StandardGamepadButtonCenterRight) // Start on the title
	d.Until("the join screen", 5, func() bool { _, ok := d.App.Scene().(*game.JoinScene); return ok })
	d.Tick()
	if got := d.App.Scene().(*game.JoinScene).Seating().Sides; !slices.Equal(got[0], want) {
		t.Fatalf("the join screen seats %v, want the last seating %v", got, want)
	}
}
