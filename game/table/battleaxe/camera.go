package battleaxe

import (
	"image"

	"skirmish/rules/grid"
)

// camera is how the dungeon lies on the board's rectangle: the size of a
// square in pixels and where the dungeon's corner is. It follows the
// action (glides to keep a square in view), pans by a drag, the cursor or
// the stick, zooms about a point, and fits the whole dungeon on a key.
type camera struct {
	area         image.Rectangle // the board's rectangle on the screen
	cell         float64         // a square's side in pixels
	x, y         float64         // the dungeon's top-left corner on the screen
	tx, ty       float64         // where x, y glide to
	w, h         int             // the dungeon's size in squares
	fitted       bool            // the whole dungeon is in view (the cell is the fitting one)
	placed       bool            // laid out at least once
	zoomedByHand bool            // the player zoomed: a new layout keeps his zoom
}

// The camera's limits: a square's side at most and at least (in pixels,
// at 100 %), and how far a glide goes each tick.
const (
	maxCell   = 96
	minCell   = 8
	glideRate = 0.25
)

// fitCell is the side of a square that shows the whole dungeon in r.
func fitCell(r image.Rectangle, w, h int) float64 {
	if w <= 0 || h <= 0 || r.Empty() {
		return 1
	}
	return max(1, min(float64(r.Dx())/float64(w), float64(r.Dy())/float64(h)))
}

// fit shows the whole dungeon of w by h squares centred in r.
func (c *camera) fit(r image.Rectangle, w, h int) {
	c.area, c.w, c.h = r, w, h
	c.cell = fitCell(r, w, h)
	c.x = float64(r.Min.X) + (float64(r.Dx())-c.cell*float64(w))/2
	c.y = float64(r.Min.Y) + (float64(r.Dy())-c.cell*float64(h))/2
	c.tx, c.ty, c.fitted, c.placed, c.zoomedByHand = c.x, c.y, true, true, false
}

// layout places the camera on r for a dungeon of w by h squares: the first
// time (or when fitted) the whole dungeon; else the same squares stay in
// the middle of the new rectangle at the same zoom, kept within its limits.
func (c *camera) layout(r image.Rectangle, w, h int) {
	if !c.placed || c.fitted && !c.zoomedByHand || c.cell <= 0 {
		c.fit(r, w, h)
		return
	}
	if r == c.area && w == c.w && h == c.h {
		return
	}
	cx, cy := c.worldAt(float64(c.area.Min.X+c.area.Dx()/2), float64(c.area.Min.Y+c.area.Dy()/2))
	c.area, c.w, c.h = r, w, h
	c.cell = min(max(c.cell, fitCell(r, w, h)), maxCell*2)
	c.centre(cx, cy, true)
}

// worldAt returns the dungeon's coordinates (in squares) under a screen
// point.
func (c *camera) worldAt(sx, sy float64) (float64, float64) {
	return (sx - c.x) / c.cell, (sy - c.y) / c.cell
}

// centre puts the dungeon's point (wx, wy), in squares, in the middle of
// the area: at once, or gliding there.
func (c *camera) centre(wx, wy float64, now bool) {
	c.tx = float64(c.area.Min.X+c.area.Dx()/2) - wx*c.cell
	c.ty = float64(c.area.Min.Y+c.area.Dy()/2) - wy*c.cell
	c.clamp(&c.tx, &c.ty)
	if now {
		c.x, c.y = c.tx, c.ty
	}
}

// clamp keeps some of the dungeon in view: its edge never leaves more
// than half the area empty.
func (c *camera) clamp(x, y *float64) {
	dw, dh := c.cell*float64(c.w), c.cell*float64(c.h)
	ax, ay := float64(c.area.Min.X), float64(c.area.Min.Y)
	aw, ah := float64(c.area.Dx()), float64(c.area.Dy())
	if dw <= aw {
		*x = ax + (aw-dw)/2
	} else {
		*x = min(max(*x, ax+aw/2-dw), ax+aw/2)
	}
	if dh <= ah {
		*y = ay + (ah-dh)/2
	} else {
		*y = min(max(*y, ay+ah/2-dh), ay+ah/2)
	}
}

// follow glides so that square p is in view with a margin of a square or
// two; in a fitted view nothing moves.
func (c *camera) follow(p grid.Point) {
	if c.fitted || c.cell <= 0 {
		return
	}
	m := min(2*c.cell, float64(c.area.Dx())/4, float64(c.area.Dy())/4)
	sx, sy := c.tx+float64(p.X)*c.cell, c.ty+float64(p.Y)*c.cell
	switch {
	case sx < float64(c.area.Min.X)+m:
		c.tx += float64(c.area.Min.X) + m - sx
	case sx+c.cell > float64(c.area.Max.X)-m:
		c.tx -= sx + c.cell - (float64(c.area.Max.X) - m)
	}
	switch {
	case sy < float64(c.area.Min.Y)+m:
		c.ty += float64(c.area.Min.Y) + m - sy
	case sy+c.cell > float64(c.area.Max.Y)-m:
		c.ty -= sy + c.cell - (float64(c.area.Max.Y) - m)
	}
	c.clamp(&c.tx, &c.ty)
}

// pan moves the view by (dx, dy) pixels at once (a drag).
func (c *camera) pan(dx, dy float64) {
	c.x += dx
	c.y += dy
	c.clamp(&c.x, &c.y)
	c.tx, c.ty = c.x, c.y
	c.fitted = false
}

// zoom scales the squares by f about the screen point (sx, sy), within the
// camera's limits (never smaller than the whole dungeon fitted).
func (c *camera) zoom(f, sx, sy, scale float64) {
	wx, wy := c.worldAt(sx, sy)
	lo := min(fitCell(c.area, c.w, c.h), minCell*scale)
	cell := min(max(c.cell*f, lo), maxCell*scale)
	if cell == c.cell {
		return
	}
	c.cell = cell
	c.x, c.y = sx-wx*cell, sy-wy*cell
	c.clamp(&c.x, &c.y)
	c.tx, c.ty = c.x, c.y
	c.fitted = cell <= fitCell(c.area, c.w, c.h)
	c.zoomedByHand = true
}

// tick glides one step towards where the camera is going.
func (c *camera) tick() {
	c.x += (c.tx - c.x) * glideRate
	c.y += (c.ty - c.y) * glideRate
	if d := c.tx - c.x; d < 0.5 && d > -0.5 {
		c.x = c.tx
	}
	if d := c.ty - c.y; d < 0.5 && d > -0.5 {
		c.y = c.ty
	}
}

// squareRect returns the screen rectangle of square p.
func (c *camera) squareRect(p grid.Point) image.Rectangle {
	x0, y0 := c.x+float64(p.X)*c.cell, c.y+float64(p.Y)*c.cell
	return image.Rect(int(x0), int(y0), int(x0+c.cell), int(y0+c.cell))
}

// squareAt returns the square under the screen point (x, y), if it is on
// the dungeon and inside the area.
func (c *camera) squareAt(x, y int) (grid.Point, bool) {
	if !image.Pt(x, y).In(c.area) || c.cell <= 0 {
		return grid.Point{}, false
	}
	wx, wy := c.worldAt(float64(x), float64(y))
	if wx < 0 || wy < 0 || int(wx) >= c.w || int(wy) >= c.h {
		return grid.Point{}, false
	}
	return grid.Pt(int(wx), int(wy)), true
}
