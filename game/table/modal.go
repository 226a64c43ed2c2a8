package table

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
	"skirmish/game/session"
	"skirmish/ui"
)

// Modal is the one modal window a table shows at a time (the game menu,
// the end of the game, a pause for an unplugged pad). It stays open when
// the table rebuilds its widgets: the table calls Reattach with its new UI.
//
// A window opened or closed by a press (Open, Close) consumes that press
// (input.Layer.Swallow): it never acts on the table or the window behind.
// The controller that opened it drives it until it closes (Owner,
// FilterInput), even when another side decides on the table.
type Modal struct {
	win    *widget.Window
	remove widget.RemoveWindowFunc
	ui     *ebitenui.UI
	closed func()
	in     *input.Layer // the input of the host that opened the window
	owner  Controller   // the controller that opened the window, when owned
	owned  bool
}

// SetClosed sets what the table does when the window closes (rebuild its
// panel, drop a focus).
func (m *Modal) SetClosed(f func()) { m.closed = f }

// Open shows content in a modal window over u, the table's widgets now,
// replacing any window shown, for the press just made (the Menu button, a
// button of the panel): the press is consumed, and the controller that made
// it drives the window until it closes.
func (m *Modal) Open(h Host, u *ebitenui.UI, content *widget.Container) {
	m.show(h, u, content)
	m.owner, m.owned = LastController(h.In()), true
	h.In().Swallow()
}

// Show shows content in a modal window over u as Open does, for the game
// itself (a pause for an unplugged pad, the end of the game): no press is
// consumed, and any controller may drive the window.
func (m *Modal) Show(h Host, u *ebitenui.UI, content *widget.Container) {
	m.show(h, u, content)
	m.owned = false
}

func (m *Modal) show(h Host, u *ebitenui.UI, content *widget.Container) {
	m.Dismiss()
	w, hh := h.Size()
	m.ui, m.in = u, h.In()
	m.win, m.remove = ui.OpenModal(u, w, hh, content)
}

// Owner returns the controller that drives the window shown, and false
// when no window is shown or any controller may drive it.
func (m *Modal) Owner() (Controller, bool) { return m.owner, m.owned && m.win != nil }

// Close removes the window shown, if any, for the press just made (a
// button of the window, Back, Menu): the press is consumed, so it does not
// act on the table uncovered.
func (m *Modal) Close() {
	if m.win != nil && m.in != nil {
		m.in.Swallow()
	}
	m.Dismiss()
}

// Dismiss removes the window shown, if any, for the game itself (the
// unplugged pad is back): no press is consumed.
func (m *Modal) Dismiss() {
	had := m.win != nil
	if m.remove != nil {
		m.remove()
	}
	m.win, m.remove = nil, nil
	if m.ui != nil {
		m.ui.ClearFocus()
	}
	m.owned = false
	if had && m.closed != nil {
		m.closed()
	}
}

// Shown reports whether a window is open.
func (m *Modal) Shown() bool { return m.win != nil }

// Window returns the window shown, or nil.
func (m *Modal) Window() *widget.Window { return m.win }

// Reattach puts the window shown, if any, over u: the table's widgets
// after a rebuild, centred again in the window h has now (a rebuild may
// follow a new window size). The window's focused button keeps the focus
// (else its default takes it), so a rebuild never sends the next key
// elsewhere.
func (m *Modal) Reattach(h Host, u *ebitenui.UI) {
	var focused widget.Focuser
	if m.ui != nil {
		focused = m.ui.GetFocusedWidget()
	}
	m.ui = u
	if m.win == nil {
		return
	}
	w, hh := h.Size()
	pw, ph := m.win.GetContainer().PreferredSize()
	x, y := max(0, (w-pw)/2), max(0, (hh-ph)/2)
	m.win.SetLocation(image.Rect(x, y, x+min(pw, w), y+min(ph, hh)))
	m.remove = u.AddWindow(m.win)
	if b, ok := focused.(*widget.Button); ok && ui.Contains(m.win.GetContainer(), b) {
		u.SetFocusedWidget(b)
		return
	}
	ui.FocusDefault(u, m.win.GetContainer())
}

// GameMenu opens the menu of a table playing ses in m, over u: resume,
// save the replay, load a replay, settings, back to the title.
func GameMenu(h Host, m *Modal, u *ebitenui.UI, ses *session.Session) {
	t := h.Theme()
	p := t.Panel(360)
	p.AddChild(t.Text("Menu", t.Heading, t.Accent, 0))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Resume", Icon: "play", Default: true, OnClick: m.Close}))
	if ses != nil {
		p.AddChild(t.Button(ui.ButtonSpec{Label: "Save replay", Icon: "save", OnClick: func() {
			m.Close()
			h.SaveReplay(ses)
		}}))
	}
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Load replay", Icon: "load", OnClick: func() {
		m.Close()
		h.LoadReplay()
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Settings", Icon: "settings", OnClick: func() {
		m.Close()
		h.OpenSettings()
	}}))
	p.AddChild(t.Button(ui.ButtonSpec{Label: "Back to title", Icon: "quit", OnClick: func() {
		m.Close()
		h.Title()
	}}))
	m.Open(h, u, p)
}
