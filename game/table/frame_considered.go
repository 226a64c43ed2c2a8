package table

import (
	"image"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game/input"
)

// Considered returns the choice the player considers in the side panel's
// action list: the entry the keyboard's focus is on, else the one under
// the mouse (a board shows its odds before it is chosen). It allocates
// nothing.
func (f *Frame) Considered() (Choice, bool) {
	var focused *widget.Button
	if f.focus && f.ui != nil {
		focused, _ = f.ui.GetFocusedWidget().(*widget.Button)
	}
	in := f.host.In()
	x, y := in.Cursor()
	mouse := in.LastDevice() == input.Mouse
	hovered := -1
	for i := range f.list.Items() {
		b := f.list.Button(i)
		switch {
		case b == nil:
		case b == focused:
			return f.entryChoice(i)
		case hovered < 0 && mouse && image.Pt(x, y).In(b.GetWidget().Rect):
			hovered = i
		}
	}
	if hovered < 0 {
		return Choice{}, false
	}
	return f.entryChoice(hovered)
}

// entryChoice returns the choice of the list's item i.
func (f *Frame) entryChoice(i int) (Choice, bool) {
	if e, ok := f.list.Entry(i); ok && e.ID >= 0 && e.ID < len(f.choices) {
		return f.choices[e.ID], true
	}
	return Choice{}, false
}
