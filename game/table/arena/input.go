package arena

import (
	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/rules"
)

// Follow gives the working cursor to the human side deciding now, each
// side keeping its own; a side's first cursor goes to its first sensible
// spot.
func (c *arenaBoard) Follow(f *table.Frame, human rules.Seat) bool {
	side := -1
	if human >= 0 {
		side = int(human)
	}
	switched, fresh := c.cursors.Follow(side, &c.ptr.Cursor)
	if fresh {
		c.snap(c.decidingView(), true)
	}
	return switched
}

// Input turns this tick's input on the board into choices: the cursor (the
// next target, the arrows), a click on the board or on a portrait of the
// initiative strip, Confirm on the cursor's square, Back.
func (c *arenaBoard) Input(f *table.Frame) {
	in := f.Host().In()
	human := f.Screen().Deciding()
	g := c.decidingView()
	if in.Has(input.NextModel) || in.Has(input.PrevModel) {
		c.snap(g, in.Has(input.NextModel))
		c.ptr.CursorOn = true
	}
	x, y := in.Cursor()
	cell, on := c.board.cellAt(x, y)
	c.ptr.Track(in, cell, on, g.Level().W, g.Level().H)
	if in.Clicked() {
		if j, ok := c.board.stripAt(x, y); ok {
			c.inspectFighter(j)
			return
		}
		if on && human {
			c.ptr.Cursor = cell
			c.clickSquare(g, cell)
		}
		return
	}
	if in.Has(input.Confirm) && human {
		c.ptr.Point(c.ptr.Cursor)
		c.clickSquare(g, c.ptr.Cursor)
	}
	if (in.RightClicked() || in.Has(input.Back)) && c.inspect >= 0 {
		c.inspectFighter(-1) // stop describing the fighter clicked
	}
}
