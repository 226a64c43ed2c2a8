package elements

import (
	"skirmish/game/input"
	"skirmish/game/table"
)

// Input turns this tick's input on the board into choices: the next
// model and the arrows move the cursor, a click or Confirm acts on a
// square (or a die in the tray), Back or a right-click drops the pending
// move, else the selection. The frame has answered the panel's keys.
func (b *Board) Input(f *table.Frame) {
	in, pt := f.Host().In(), &b.pointer
	deciding := f.Screen().Deciding()
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		b.snap(f, in.Has(input.NextModel))
		pt.CursorOn = true
	}
	x, y := in.Cursor()
	at, on := b.drawer.cellAt(x, y)
	lvl := whole(f).Level()
	pt.Track(in, at, on, lvl.W, lvl.H)
	switch {
	case in.Clicked():
		if deciding && !b.clickTray(f, x, y) && on {
			pt.Cursor = at
			b.clickSquare(f, at)
		}
	case in.Has(input.Confirm) && deciding:
		pt.Point(pt.Cursor)
		b.clickSquare(f, pt.Cursor)
	case in.RightClicked() || in.Has(input.Back):
		b.back(f)
	}
}

// back drops the pending move, else the selection (not of a model in the
// middle of its activation).
func (b *Board) back(f *table.Frame) {
	switch {
	case b.destOn:
		b.destOn = false
	case b.sel >= 0 && whole(f).Current() < 0:
		b.sel = -1
	}
}
