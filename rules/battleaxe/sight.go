package battleaxe

import "skirmish/rules/grid"

// LineClear reports whether the straight line between the centres of a and c
// crosses no wall or closed door, no void, and no square for which blocks
// is true (the end squares themselves are not tested). The seed's Clear
// Sight: "a straight line can be drawn between the centre of (any) squares
// that the 2 minis occupy without passing over squares occupied by other
// minis ... or High Room Contents", and "If the line between the Minis goes
// through the wall the target cannot be shot".
//
// The line is walked exactly in integers. Where it passes exactly through a
// corner it is stopped only when both ways round that corner are shut (by a
// wall edge or a blocking square): grazing the corner of one square is not
// passing over it. The walk is symmetric.
func (b *Board) LineClear(a, c grid.Point, blocks func(grid.Point) bool) bool {
	if !b.Ground(a).Floor() || !b.Ground(c).Floor() {
		return false
	}
	dx, dy := int(c.X-a.X), int(c.Y-a.Y)
	sx, sy := int16(1), int16(1)
	if dx < 0 {
		dx, sx = -dx, -1
	}
	if dy < 0 {
		dy, sy = -dy, -1
	}
	blocked := func(p grid.Point) bool { return !b.Ground(p).Floor() || blocks(p) }
	p := a
	ix, iy := 0, 0
	for ix < dx || iy < dy {
		// Compare the distances to the next vertical and horizontal grid
		// lines, (0.5+ix)/dx against (0.5+iy)/dy, cross-multiplied.
		d := (1+2*ix)*dy - (1+2*iy)*dx
		var q grid.Point
		switch {
		case d == 0:
			q = grid.Point{X: p.X + sx, Y: p.Y + sy}
			if !b.aroundCorner(p, q, blocked) {
				return false
			}
			ix++
			iy++
		case d < 0:
			q = grid.Point{X: p.X + sx, Y: p.Y}
			if !b.EdgeBetween(p, q).Passable() {
				return false
			}
			ix++
		default:
			q = grid.Point{X: p.X, Y: p.Y + sy}
			if !b.EdgeBetween(p, q).Passable() {
				return false
			}
			iy++
		}
		p = q
		if p != c && blocked(p) {
			return false
		}
	}
	return true
}
