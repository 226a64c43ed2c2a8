package table

import (
	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
)

// PanelActs is what the keys a PanelInput answers do: Undo, Redo and Menu,
// and Choose, which plays the action list's option id.
type PanelActs struct {
	Undo, Redo, Menu func()
	Choose           func(id int)
}

// PanelInput answers this tick's intents that come before the board: Undo,
// Redo and Menu, the Panel key (the keyboard's focus, *focus, into the side
// panel on its first option, or back to the board), and the action list's
// keys and choice. It reports whether the tick's input is spent.
func PanelInput(in *input.Layer, u *ebitenui.UI, list *ActionList, widgets *WidgetLayer, focus *bool, do PanelActs) bool {
	switch {
	case in.Has(input.Undo):
		do.Undo()
		return true
	case in.Has(input.Redo):
		do.Redo()
		return true
	case in.Has(input.Menu):
		do.Menu()
		return true
	}
	if in.Has(input.Panel) {
		*focus = !*focus
		switch {
		case !*focus:
			u.ClearFocus()
		case !list.FocusFirst(u):
			u.ChangeFocus(widget.FOCUS_NEXT)
		}
	}
	id, chosen := list.Input(in, u, *focus)
	if list.Changed() {
		widgets.MarkStale()
	}
	if chosen {
		do.Choose(id)
		return true
	}
	return false
}

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
