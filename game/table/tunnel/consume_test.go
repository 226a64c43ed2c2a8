package tunnel

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// device is one way of pressing Confirm: the keyboard, the mouse, or a
// gamepad seated on the side that decides.
type device struct {
	name    string
	seat    func(s *table.Seating) // seats the devices of the test, none for a shared screen
	confirm func(d *driver)        // presses Confirm once (the mouse: a click in the middle of the screen)
}

var devices = []device{
	{"keyboard", func(*table.Seating) {}, func(d *driver) {
		d.Src.Tap(ebiten.KeyEnter, ebiten.KeyEnter) // two taps in one frame: the second must not act either
		d.Tick()
		d.Tick()
	}},
	{"mouse", func(*table.Seating) {}, func(d *driver) { d.Click(640, 400) }},
	{"gamepad", func(s *table.Seating) {
		s.Join(0, table.PadController(pad0))
		s.Join(1, table.PadController(1))
	}, func(d *driver) { d.PadButton(pad0, ebiten.StandardGamepadButtonRightBottom) }},
}

// TestHandOverConsumesThePress uncovers the hand-over screen with each
// device: the press that uncovers the table never reaches it (the Tunnel
// table behind a privacy screen, as the card rulesets' tables are, reads
// its input in the same tick).
func TestHandOverConsumesThePress(t *testing.T) {
	gameloop.NeedWindow(t)
	for _, dev := range devices {
		t.Run(dev.name, func(t *testing.T) {
			d := &driver{gametest.NewDriver(t, []table.Kind{privateKind{Kind}}, 3)}
			d.Src.ConnectPad(pad0)
			d.Src.ConnectPad(1)
			d.App.StartGame(firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Human}, nil)
			d.TicksN(2)
			b := battleOf(t, d.App.Table())
			seats := table.NewSeating(2)
			dev.seat(&seats)
			b.f.SetSeating(seats)
			d.TicksN(2)
			if !b.f.Privacy().Covered() {
				t.Fatal("no hand-over screen for the Gnomes")
			}
			before, cursor := b.p, b.cursor
			dev.confirm(d)
			if b.f.Privacy().Covered() {
				t.Fatalf("the %s's Confirm did not uncover the table", dev.name)
			}
			if b.p != before || b.cursor != cursor || b.f.Session().History().Len() != 0 {
				t.Fatalf("the %s's press that uncovered the table reached it too (pick %+v, was %+v; %d actions)", dev.name, b.p, before, b.f.Session().History().Len())
			}
		})
	}
}

// tickLeft runs one tick and reports whether input was left over in a
// tick that opened or closed the table's window: the press that did it
// would reach the table behind.
func tickLeft(d *driver, b *Battle) bool {
	d.T.Helper()
	shown := b.f.Modal().Shown()
	d.Tick()
	in := d.App.In()
	return b.f.Modal().Shown() != shown && (len(in.Events()) > 0 || in.Clicked())
}

// TestMenuConsumesThePressEverywhere opens and closes the game menu with
// every device (Menu, then Resume or Back): in each tick the window opens
// or closes, nothing of the press is left for the table behind. The mouse
// clicks the menu's Resume button, which closes the window in the middle
// of the tick.
func TestMenuConsumesThePressEverywhere(t *testing.T) {
	gameloop.NeedWindow(t)
	d := newDriver(t, 3)
	d.Src.ConnectPad(pad0)
	d.App.StartGame(firstBloodSetup(t, nil), []session.Sitter{session.Human, session.Computer}, nil)
	d.TicksN(2)
	b := d.battle()
	d.settle()
	press := func(what string, down, up func()) {
		t.Helper()
		down()
		left := tickLeft(d, b)
		up()
		left = tickLeft(d, b) || left
		d.Tick()
		left = tickLeft(d, b) || left
		if left {
			t.Fatalf("%s: the press that opened or closed the menu was left for the table", what)
		}
	}
	key := func(k ebiten.Key) (func(), func()) {
		return func() { d.Src.Press(k) }, func() { d.Src.Release(k) }
	}
	pad := func(btn ebiten.StandardGamepadButton) (func(), func()) {
		return func() { d.Src.PadDown(pad0, btn) }, func() { d.Src.PadUp(pad0, btn) }
	}
	open := func(what string, down, up func()) {
		t.Helper()
		press(what, down, up)
		if !b.f.Modal().Shown() {
			t.Fatalf("%s did not open the menu", what)
		}
	}
	shut := func(what string, down, up func()) {
		t.Helper()
		press(what, down, up)
		if b.f.Modal().Shown() {
			t.Fatalf("%s did not close the menu", what)
		}
	}
	dn, up := key(ebiten.KeyM)
	open("M", dn, up)
	dn, up = key(ebiten.KeyEscape)
	shut("Escape", dn, up)
	dn, up = pad(ebiten.StandardGamepadButtonCenterRight)
	open("Start", dn, up)
	dn, up = pad(ebiten.StandardGamepadButtonRightRight)
	shut("B", dn, up)
	dn, up = key(ebiten.KeyM)
	open("M again", dn, up)
	resume := d.CurrentButton("Resume")
	if resume == nil {
		t.Fatal("no Resume in the menu")
	}
	r := resume.GetWidget().Rect
	d.Src.MoveMouse((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	d.Tick()
	shut("a click on Resume", func() { d.Src.MouseDown(ebiten.MouseButtonLeft) }, func() { d.Src.MouseUp(ebiten.MouseButtonLeft) })
	if b.f.Session().History().Len() != 0 {
		t.Fatalf("opening and closing the menu played %v", b.f.Session().History().Actions())
	}
}

// TestMenuFollowsItsOpener seats a pad on each side: the Goblins' pad
// opens the menu while the Gnomes decide, moves in it and closes it; the
// Gnomes' pad cannot drive it meanwhile.
func TestMenuFollowsItsOpener(t *testing.T) {
	gameloop.NeedWindow(t)
	const pad1 = ebiten.GamepadID(1)
	d, b := twoPadGame(t, pad1)
	if b.humanSide() != 0 {
		t.Fatalf("side %d decides, want the Gnomes", b.humanSide())
	}
	d.PadButton(pad1, ebiten.StandardGamepadButtonCenterRight)
	if !b.f.Modal().Shown() {
		t.Fatal("the waiting player's Start did not open the menu")
	}
	focused := func() string {
		if btn := d.CurrentButton(""); btn != nil {
			for _, l := range []string{"Resume", "Save replay", "Load replay", "Settings", "Back to title"} {
				if c := d.CurrentButton(l); c != nil && c.IsFocused() {
					return l
				}
			}
		}
		return ""
	}
	start := focused()
	d.PadButton(pad0, ebiten.StandardGamepadButtonLeftBottom)
	d.PadButton(pad0, ebiten.StandardGamepadButtonRightRight)
	if !b.f.Modal().Shown() || focused() != start {
		t.Fatalf("the deciding player's pad drove the other player's menu (focus %q, was %q)", focused(), start)
	}
	d.PadButton(pad1, ebiten.StandardGamepadButtonLeftBottom)
	if focused() == start {
		t.Fatalf("the pad that opened the menu cannot move in it (focus stays on %q)", start)
	}
	d.PadButton(pad1, ebiten.StandardGamepadButtonRightRight)
	if b.f.Modal().Shown() {
		t.Fatal("the pad that opened the menu cannot close it")
	}
	// closed, the table is the Gnomes' again: the Goblins' pad does nothing
	d.PadButton(pad1, ebiten.StandardGamepadButtonLeftBottom)
	d.PadButton(pad0, ebiten.StandardGamepadButtonCenterRight)
	if !b.f.Modal().Shown() {
		t.Fatal("the deciding player's Start did not open the menu")
	}
	d.PadButton(pad1, ebiten.StandardGamepadButtonRightRight)
	if !b.f.Modal().Shown() {
		t.Fatal("the other pad closed the deciding player's menu")
	}
	d.PadButton(pad0, ebiten.StandardGamepadButtonRightRight)
	if b.f.Modal().Shown() {
		t.Fatal("the deciding player's B did not close the menu")
	}
}
