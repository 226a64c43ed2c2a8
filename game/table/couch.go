package table

import (
	"fmt"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/rules"
	"skirmish/ui"
)

// FilterInput keeps only the input of the controllers seated at side, the
// human side deciding now (-1 for none): the others' keys and buttons, and
// the mouse if it is not theirs, do not reach the board or the widgets.
// Anyone may open the menu. A window opened by a press (Modal.Open) is
// driven by the controller that opened it until it closes, whoever
// decides on the table. While a side's controllers are all unplugged
// (Strand), nothing is filtered: anyone may take the side over or open the
// menu.
func FilterInput(in *input.Layer, side int, seats *Seating, m *Modal) {
	if !seats.Seated() {
		return // one screen shared by all
	}
	if _, _, stranded := seats.Stranded(in.Pads()); stranded {
		return
	}
	if c, ok := m.Owner(); ok {
		in.Filter(func(ev input.Event) bool { return ControllerOf(ev) == c })
		if c != KeyboardMouse {
			in.MuteMouse()
		}
		return
	}
	if side < 0 || side >= len(seats.Sides) || len(seats.Sides[side]) == 0 {
		return
	}
	in.Filter(func(ev input.Event) bool {
		return ev.Intent == input.Menu || seats.Allows(side, ControllerOf(ev))
	})
	if !seats.Allows(side, KeyboardMouse) {
		in.MuteMouse()
	}
}

// LastController returns the controller used last: the keyboard and mouse,
// or the gamepad pressed last.
func LastController(in *input.Layer) Controller {
	if in.LastDevice() == input.Gamepad {
		return PadController(in.LastPad())
	}
	return KeyboardMouse
}

// MayChoose reports whether the controller used last may decide for side;
// a click on a widget is checked here, since widgets do not know who
// clicked. When it may not, a message says whose decision it is.
func MayChoose(h Host, side int, seats *Seating, sideName string) bool {
	if seats.Allows(side, LastController(h.In())) {
		return true
	}
	h.Toast(fmt.Sprintf("It is the %s' decision: %s plays them.", sideName, seats.Names(side)))
	return false
}

// Strandable is a table whose seats can lose their controller.
type Strandable interface {
	// Seating returns who plays which side.
	Seating() *Seating
	// SideName names a side for messages.
	SideName(side int) string
	// Modal returns the table's modal window.
	Modal() *Modal
	// UI returns the table's widgets now.
	UI() *ebitenui.UI
	// ShowMenu opens the game menu.
	ShowMenu(h Host)
}

// Strand pauses a game when the controllers of a side are all unplugged,
// and resumes it when one comes back or another controller takes the side
// over by pressing Confirm. While paused, anyone may open the game menu
// (Menu, or the pause's button); leaving the menu shows the pause again.
// The zero value is ready.
type Strand struct {
	paused bool
	win    *widget.Window // the pause's window
}

// Watch checks the controllers of t's seats and reports whether the game
// is paused. Call it every tick, before the table reads its input, with
// the input filtered by FilterInput (which lets everything through while
// a side is stranded). The app updates the table in the tick a gamepad is
// plugged in or out (input.Layer.PadsChanged), so the pause comes and goes
// at once, even while nobody presses anything.
func (s *Strand) Watch(h Host, t Strandable) bool {
	in := h.In()
	seats := t.Seating()
	m := t.Modal()
	side, lost, ok := seats.Stranded(in.Pads())
	if !ok {
		if s.paused {
			s.paused = false
			if s.win != nil && m.Window() == s.win {
				m.Dismiss() // the pad is back: no press closed the pause, none is consumed
			}
			s.win = nil
		}
		return false
	}
	s.paused = true
	if m.Shown() && m.Window() != s.win {
		// the game menu (or another window) over the pause
		if in.Has(input.Back) || in.Has(input.Menu) {
			m.Close()
		} else {
			Navigate(in, t.UI())
		}
		return true
	}
	if !m.Shown() {
		showStranded(h, t, side, lost)
		s.win = m.Window()
	}
	for _, ev := range in.Events() {
		c := ControllerOf(ev)
		if ev.Intent == input.Confirm && c != lost {
			// Any other controller takes the side over: one that plays no
			// side, or the other player's, which then plays both (the
			// hot seat of two players left with one pad).
			seats.Leave(lost)
			if other := seats.SideOf(c); other >= 0 && other != side {
				seats.Sides[side] = append(seats.Sides[side], c)
				h.Toast(fmt.Sprintf("%s now plays the %s too: pass it across.", c, t.SideName(side)))
			} else {
				seats.Join(side, c)
				h.Toast(fmt.Sprintf("%s now plays the %s.", c, t.SideName(side)))
			}
			s.paused, s.win = false, nil
			m.Close() // the press took the side over: it does nothing more
			return false
		}
	}
	if in.Has(input.Menu) {
		t.ShowMenu(h)
		return true
	}
	Navigate(in, t.UI())
	return true
}

// Paused reports whether the game is paused for an unplugged controller.
func (s *Strand) Paused() bool { return s.paused }

// showStranded shows the pause for an unplugged controller.
func showStranded(h Host, t Strandable, side int, lost Controller) {
	th := h.Theme()
	p := th.Panel(480)
	p.AddChild(th.Text("Paused", th.Heading, th.Accent, 0))
	p.AddChild(th.Text(fmt.Sprintf("%s, which plays the %s, is disconnected.", lost, t.SideName(side)), th.Body, th.Ink, th.Px(430)))
	p.AddChild(&liveText{Text: th.Text(takeOverPrompt(h.In()), th.Small, th.Muted, th.Px(430)), say: func() string { return takeOverPrompt(h.In()) }})
	p.AddChild(th.Button(ui.ButtonSpec{Label: "Menu", Icon: "menu", OnClick: func() { t.ShowMenu(h) }}))
	t.Modal().Show(h, t.UI(), p)
}

// takeOverPrompt says how to go on after a controller was unplugged, for
// the device in hand.
func takeOverPrompt(in *input.Layer) string {
	return in.Says("Plug it back in to go on, or press "+input.GlyphFor(input.Confirm, input.Keyboard)+" to take the side over with the keyboard.",
		"Plug it back in to go on, or press "+input.GlyphFor(input.Confirm, input.Gamepad)+" on any other gamepad (the other player's too) to take the side over.")
}

// liveText is a text widget whose words follow the device in hand: it
// asks say for them on every update, so that a window left open when the
// player picks up another device says the right thing on the next frame.
type liveText struct {
	*widget.Text
	say func() string
}

// Update implements widget.Updater.
func (l *liveText) Update(u *widget.UpdateObject) {
	l.Label = l.say()
	l.Text.Update(u)
}

// SeatFor returns the seat an input event decides for when several human
// seats decide at once (deciding, in seat order): the one whose
// controllers include the event's, or, when none of them has controllers
// of its own (one screen shared by all), the first. It reports false when
// the event's controller plays none of the seats deciding: its input is
// not theirs.
func SeatFor(ev input.Event, deciding []rules.Seat, seats *Seating) (rules.Seat, bool) {
	c := ControllerOf(ev)
	free := rules.Spectator
	for _, s := range deciding {
		side := int(s)
		if side < len(seats.Sides) && len(seats.Sides[side]) > 0 {
			if seats.Allows(side, c) {
				return s, true
			}
			continue
		}
		if free == rules.Spectator {
			free = s
		}
	}
	if free != rules.Spectator && seats.SideOf(c) < 0 {
		return free, true
	}
	return rules.Spectator, false
}
