package game

import (
	"fmt"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/ui"
)

// SetSeating gives each side its controllers (couch play).
func (b *Battle) SetSeating(s Seating) {
	b.seats = s
	b.dirty = true
}

// filterInput keeps only the input of the controllers whose decision it is:
// the others' keys and buttons, and the mouse if it is not theirs, do not
// reach the board or the widgets. Anyone may open the menu.
func (b *Battle) filterInput(a *App) { filterSeatInput(a, b.humanSide(), &b.seats) }

// filterSeatInput keeps only the input of the controllers seated at side,
// the human side deciding now (-1 none); anyone may open the menu.
func filterSeatInput(a *App, side int, seats *Seating) {
	if side < 0 || side >= len(seats.Sides) || len(seats.Sides[side]) == 0 {
		return
	}
	a.In.Filter(func(ev input.Event) bool {
		return ev.Intent == input.Menu || seats.Allows(side, controllerOf(ev))
	})
	if !seats.Allows(side, KeyboardMouse) {
		a.In.MuteMouse()
	}
}

// strandHost is a table whose seats can lose their controller.
type strandHost interface {
	seating() *Seating
	sideName(side int) string
	openWindow(a *App, content *widget.Container)
	closeWindow()
	showMenu(a *App)
}

func (b *Battle) seating() *Seating        { return &b.seats }
func (b *Battle) sideName(side int) string { return b.Game().Level().Sides[side] }

// watchControllers pauses the game when the controllers of a side are all
// unplugged, and resumes when one comes back or another controller takes
// the side over (by pressing Confirm). It reports whether the game is
// paused.
func (b *Battle) watchControllers(a *App) bool { return watchStranded(a, b, &b.stranded) }

// watchStranded is watchControllers for any table; stranded remembers
// whether the pause is shown.
func watchStranded(a *App, h strandHost, stranded *bool) bool {
	seats := h.seating()
	side, lost, ok := seats.Stranded(a.In.Pads())
	if !ok {
		if *stranded {
			*stranded = false
			h.closeWindow()
		}
		return false
	}
	if !*stranded {
		*stranded = true
		showStranded(a, h, side, lost)
	}
	for _, ev := range a.In.Events() {
		c := controllerOf(ev)
		if ev.Intent == input.Confirm && seats.SideOf(c) < 0 {
			seats.Leave(lost)
			seats.Join(side, c)
			a.Toast(fmt.Sprintf("%s now plays the %s.", c, h.sideName(side)))
			*stranded = false
			h.closeWindow()
			return false
		}
	}
	return true
}

// showStranded shows the pause for an unplugged controller.
func showStranded(a *App, h strandHost, side int, lost Controller) {
	t := a.Theme
	p := panel(a, 480)
	p.AddChild(t.Text("Paused", t.Heading, t.Accent, 0))
	p.AddChild(t.Text(fmt.Sprintf("%s, which plays the %s, is disconnected.", lost, h.sideName(side)), t.Body, t.Ink, t.Px(430)))
	p.AddChild(t.Text("Plug it back in to go on, or press A on another gamepad (or Enter on the keyboard) to take the side over.", t.Small, t.Muted, t.Px(430)))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Menu", Icon: "menu", OnClick: func() { h.showMenu(a) }}))
	h.openWindow(a, p)
}

// deviceMayChoose reports whether the device used last may decide now; a
// click on a widget is checked here, since the widgets do not know who
// clicked.
func (b *Battle) deviceMayChoose(a *App) bool {
	side := b.humanSide()
	c := KeyboardMouse
	if a.In.LastDevice() == input.Gamepad {
		c = PadController(a.In.LastPad())
	}
	if b.seats.Allows(side, c) {
		return true
	}
	a.Toast(fmt.Sprintf("It is the %s' decision: %s plays them.", b.Game().Level().Sides[side], b.seats.Names(side)))
	return false
}
