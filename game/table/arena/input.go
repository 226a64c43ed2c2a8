package arena

import (
	"image"

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
	switched, fresh := c.cursors.Follow(side, &c.cursor)
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
		c.curOn = true
	}
	x, y := in.Cursor()
	c.mouse, c.mouseOn = image.Pt(x, y), in.LastDevice() == input.Mouse
	c.rest = min(c.rest+1, 1<<20)
	if in.CursorMoved() {
		c.curOn, c.rest = false, 0
	}
	if c.mouseOn { // the square under the mouse, as the board lies now
		was := c.hover
		c.hover, c.hoverOn = c.board.cellAt(x, y)
		if c.hover != was || !c.hoverOn {
			c.still = 0
		}
		c.still = min(c.still+1, 1<<20)
		if c.hoverOn {
			c.cursor = c.hover
		}
	}
	for _, d := range [...]struct {
		i      input.Intent
		dx, dy int16
	}{{input.Up, 0, -1}, {input.Down, 0, 1}, {input.Left, -1, 0}, {input.Right, 1, 0}} {
		if in.Has(d.i) {
			lvl := g.Level()
			c.cursor.X = min(max(c.cursor.X+d.dx, 0), int16(lvl.W-1))
			c.cursor.Y = min(max(c.cursor.Y+d.dy, 0), int16(lvl.H-1))
			c.hover, c.hoverOn, c.curOn = c.cursor, true, true
		}
	}
	if in.Clicked() {
		if j, ok := c.board.stripAt(x, y); ok {
			c.inspectFighter(j)
			return
		}
		if p, ok := c.board.cellAt(x, y); ok && human {
			c.cursor = p
			c.clickSquare(g, p)
		}
		return
	}
	if in.Has(input.Confirm) && human {
		c.hover, c.hoverOn = c.cursor, true
		c.clickSquare(g, c.cursor)
	}
	if (in.RightClicked() || in.Has(input.Back)) && c.inspect >= 0 {
		c.inspectFighter(-1) // stop describing the fighter clicked
	}
}
