package battleaxe

import (
	"image"
	"math"

	rb "skirmish/render/battleaxe"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// camera is how the dungeon lies on the board's rectangle, over the
// render's Camera: where it is now and where it glides to. It follows the
// action (glides to keep a square in view), pans by a drag or the cursor,
// zooms about a point, and fits the whole dungeon.
type camera struct {
	s      rb.Scene        // the area, the size and the camera now: for lookups
	to     rb.Camera       // where the camera glides to
	box    image.Rectangle // the squares revealed, which fitting shows
	fitted bool            // the whole dungeon is in view
	placed bool            // laid out at least once
}

// glideRate is how far a glide goes each tick.
const glideRate = 0.25

// whole is the rectangle of squares of a dungeon w by h.
func whole(w, h int) image.Rectangle { return image.Rect(0, 0, w, h) }

// fitCell is the side of a square that shows the squares of box in r.
func fitCell(r, box image.Rectangle) float64 {
	var c rb.Camera
	c.Fit(r, box, 8)
	return c.Cell
}

// revealedBox returns the rectangle of the squares of b that are floor
// (the dungeon as revealed), the whole board when none is.
func revealedBox(b *ba.Board) image.Rectangle {
	var box image.Rectangle
	for y := range b.H {
		for x := range b.W {
			if b.Ground(grid.Pt(x, y)).Floor() {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if box.Empty() {
		return whole(b.W, b.H)
	}
	// a small dungeon (the party's first room) is shown among some of the
	// dark around it, not as a few huge squares
	if d := minFitW - box.Dx(); d > 0 && b.W >= minFitW {
		box.Min.X = min(max(box.Min.X-d/2, 0), b.W-minFitW)
		box.Max.X = box.Min.X + minFitW
	}
	if d := minFitH - box.Dy(); d > 0 && b.H >= minFitH {
		box.Min.Y = min(max(box.Min.Y-d/2, 0), b.H-minFitH)
		box.Max.Y = box.Min.Y + minFitH
	}
	return box
}

// The least squares across and down a fitted view shows.
const (
	minFitW = 10
	minFitH = 7
)

// fit shows the squares of box of a canvas w by h squares in r: at once,
// or gliding there.
func (c *camera) fit(r image.Rectangle, w, h int, box image.Rectangle, now bool) {
	c.s.Area, c.s.W, c.s.H, c.box = r, w, h, box
	c.to.Fit(r, box, 8)
	if now {
		c.s.Camera = c.to
	}
	c.fitted, c.placed = true, true
}

// layout places the camera on r for a canvas of w by h squares whose
// squares revealed are box: all of them the first time or while fitted
// (gliding to take in what was just revealed); else the same point stays
// in the middle at the same zoom.
func (c *camera) layout(r image.Rectangle, w, h int, box image.Rectangle) {
	if !c.placed || c.fitted {
		if !c.placed || r != c.s.Area || w != c.s.W || h != c.s.H || box != c.box {
			c.fit(r, w, h, box, !c.placed || r != c.s.Area)
		}
		return
	}
	c.s.Area, c.s.W, c.s.H, c.box = r, w, h, box
	c.to.Keep(w, h)
}

// follow glides so that square p is in view with a margin of a square or
// two; in a fitted view nothing moves.
func (c *camera) follow(p grid.Point) {
	if c.fitted || !c.placed {
		return
	}
	a := c.s.Area
	cell := math.Max(1, c.to.Cell)
	m := math.Min(2*cell, math.Min(float64(a.Dx())/4, float64(a.Dy())/4))
	sx, sy := c.to.ToScreen(a, float64(p.X), float64(p.Y))
	dx, dy := 0.0, 0.0
	switch {
	case sx < float64(a.Min.X)+m:
		dx = float64(a.Min.X) + m - sx
	case sx+cell > float64(a.Max.X)-m:
		dx = float64(a.Max.X) - m - (sx + cell)
	}
	switch {
	case sy < float64(a.Min.Y)+m:
		dy = float64(a.Min.Y) + m - sy
	case sy+cell > float64(a.Max.Y)-m:
		dy = float64(a.Max.Y) - m - (sy + cell)
	}
	c.to.Pan(dx, dy)
	c.to.Keep(c.s.W, c.s.H)
}

// pan moves the view by (dx, dy) pixels at once (a drag).
func (c *camera) pan(dx, dy float64) {
	c.s.Camera.Pan(dx, dy)
	c.s.Camera.Keep(c.s.W, c.s.H)
	c.to, c.fitted = c.s.Camera, false
}

// zoom scales the squares by f about the screen point (sx, sy), never
// smaller than the whole dungeon fitted, at once.
func (c *camera) zoom(f, sx, sy, scale float64) {
	fc := fitCell(c.s.Area, c.box)
	lo := math.Min(fc, rb.MinCell*scale)
	c.s.Camera.ZoomAt(c.s.Area, sx, sy, f, lo, rb.MaxCell*scale)
	c.s.Camera.Keep(c.s.W, c.s.H)
	c.to = c.s.Camera
	c.fitted = c.s.Camera.Cell <= fc
}

// tick glides one step towards where the camera is going.
func (c *camera) tick() { c.s.Camera.Ease(c.to, glideRate) }

// squareRect returns the screen rectangle of square p.
func (c *camera) squareRect(p grid.Point) image.Rectangle {
	return c.s.SquareRect(rb.Pt(int(p.X), int(p.Y)))
}

// squareAt returns the square under the screen point (x, y), if it is on
// the dungeon and inside the area.
func (c *camera) squareAt(x, y int) (grid.Point, bool) {
	p, ok := c.s.SquareAt(x, y)
	return grid.Pt(p.X, p.Y), ok
}
