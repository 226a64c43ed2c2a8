package elements

import (
	"image"

	"skirmish/game/input"
	"skirmish/game/table"
)

// arrows are the cursor's steps, by intent.
var arrows = [...]struct {
	i      input.Intent
	dx, dy int16
}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}}

// Input turns this tick's input on the board into choices: the next
// model and the arrows move the cursor, a click or Confirm acts on a
// square (or a die in the tray), Back or a right-click drops the pending
// move, else the selection. The frame has answered the panel's keys.
func (b *Board) Input(f *table.Frame) {
	in := f.Host().In()
	deciding := f.Screen().Deciding()
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		b.snap(f, in.Has(input.NextModel))
		b.curOn = true
	}
	x, y := in.Cursor()
	b.mouse, b.mouseOn = image.Pt(x, y), in.LastDevice() == input.Mouse
	b.rest = min(b.rest+1, 1<<20)
	if in.CursorMoved() {
		b.curOn, b.rest = false, 0
	}
	if b.mouseOn { // the square under the mouse, as the board lies now
		was := b.hover
		b.hover, b.hoverOn = b.drawer.cellAt(x, y)
		if b.hover != was || !b.hoverOn {
			b.still = 0
		}
		b.still = min(b.still+1, 1<<20)
		if b.hoverOn {
			b.cursor = b.hover
		}
	}
	lvl := whole(f).Level()
	for _, d := range arrows {
		if in.Has(d.i) {
			b.cursor.X = min(max(b.cursor.X+d.dx, 0), int16(lvl.W-1))
			b.cursor.Y = min(max(b.cursor.Y+d.dy, 0), int16(lvl.H-1))
			b.hover, b.hoverOn, b.curOn = b.cursor, true, true
		}
	}
	switch {
	case in.Clicked():
		if !deciding || b.clickTray(f, x, y) {
			return
		}
		if p, ok := b.drawer.cellAt(x, y); ok {
			b.cursor = p
			b.clickSquare(f, p)
		}
	case in.Has(input.Confirm) && deciding:
		b.hover, b.hoverOn = b.cursor, true
		b.clickSquare(f, b.cursor)
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
