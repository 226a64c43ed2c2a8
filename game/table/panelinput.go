package table

import (
	"github.com/ebitenui/ebitenui"

	"skirmish/game/input"
)

// FocusedPanelInput steers the side panel while the keyboard's focus is in
// it (*focus): the widgets' navigation, and Back, which gives the focus
// back to the board. It reports whether the focus was in the panel: the
// board then takes no input this tick.
func FocusedPanelInput(in *input.Layer, u *ebitenui.UI, widgets *WidgetLayer, focus *bool) bool {
	if !*focus {
		return false
	}
	if widgets.Navigate(in, u) {
		return true
	}
	if in.Has(input.Back) {
		*focus = false
		u.ClearFocus()
	}
	return true
}
