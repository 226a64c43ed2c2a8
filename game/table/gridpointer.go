package table

import (
	"image"

	"skirmish/game/input"
	"skirmish/rules/grid"
)

// GridPointer is where a player points on a board of squares: the
// keyboard's and the pads' cursor (moved by the arrows, shown once they
// move it), the square under the mouse, and how long the mouse has
// rested. The zero GridPointer is at the first square, hidden.
type GridPointer struct {
	Cursor  grid.Point  // the keyboard and gamepad cursor
	CurOn   bool        // the cursor is shown (the keyboard or a pad moved it)
	Hover   grid.Point  // the square under the mouse (or the cursor)
	HoverOn bool        // Hover is on the board
	Still   int         // ticks the mouse has rested on Hover
	Rest    int         // ticks since the mouse last moved
	Mouse   image.Point // the mouse, as the last tick saw it
	MouseOn bool        // the mouse is the device in hand
}

// Track follows this tick's input on a board of w by h squares: the mouse
// over square cell (on: cell is on the board) takes the cursor there; the
// arrows move the cursor, which stays on the board.
func (p *GridPointer) Track(in *input.Layer, cell grid.Point, on bool, w, h int) {
	x, y := in.Cursor()
	p.Mouse, p.MouseOn = image.Pt(x, y), in.LastDevice() == input.Mouse
	p.Rest = min(p.Rest+1, 1<<20)
	if in.CursorMoved() {
		p.CurOn, p.Rest = false, 0
	}
	if p.MouseOn {
		was := p.Hover
		p.Hover, p.HoverOn = cell, on
		if p.Hover != was || !p.HoverOn {
			p.Still = 0
		}
		p.Still = min(p.Still+1, 1<<20)
		if p.HoverOn {
			p.Cursor = p.Hover
		}
	}
	for _, d := range [...]struct {
		i      input.Intent
		dx, dy int16
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) {
			p.Cursor.X = min(max(p.Cursor.X+d.dx, 0), int16(w-1))
			p.Cursor.Y = min(max(p.Cursor.Y+d.dy, 0), int16(h-1))
			p.Hover, p.HoverOn, p.CurOn = p.Cursor, true, true
		}
	}
}

// Aim puts the cursor, and the square pointed at, on q.
func (p *GridPointer) Aim(q grid.Point) {
	p.Cursor, p.Hover, p.HoverOn = q, q, true
}
