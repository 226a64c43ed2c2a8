package table

import (
	"github.com/ebitenui/ebitenui"

	"skirmish/game/input"
)

// ModalInput drives the table's modal window m while it is shown: the
// keys and the pads move through its widgets (w, u), and Back or Menu
// closes it. It reports whether the window was shown: the table then
// takes no other input this tick.
func ModalInput(in *input.Layer, m *Modal, w *WidgetLayer, u *ebitenui.UI) bool {
	if !m.Shown() {
		return false
	}
	w.Navigate(in, u)
	if in.Has(input.Back) || in.Has(input.Menu) {
		m.Close()
	}
	return true
}

// BoardFocus gives the keyboard's focus back to the board: out of the
// side panel (focus) and off u's widgets (u may be nil, not built yet).
func BoardFocus(u *ebitenui.UI, focus *bool) {
	*focus = false
	if u != nil {
		u.ClearFocus()
	}
}
