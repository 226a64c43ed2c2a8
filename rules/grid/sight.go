package grid

// Clear reports whether the straight line between the centres of a and b
// passes no blocking square. The end squares themselves are not tested.
//
// The line is walked exactly, in integers: every square whose interior the
// line crosses is tested. Where the line passes exactly through a corner,
// it is stopped only when both squares beside that corner block: a line that
// squeezes between two walls touching at a corner is blocked, a line that
// grazes the corner of a single wall is not. The walk is symmetric:
// Clear(a, b) == Clear(b, a).
func Clear(a, b Point, blocks func(Point) bool) bool {
	dx, dy := int(b.X-a.X), int(b.Y-a.Y)
	sx, sy := int16(1), int16(1)
	if dx < 0 {
		dx, sx = -dx, -1
	}
	if dy < 0 {
		dy, sy = -dy, -1
	}
	p := a
	ix, iy := 0, 0
	for ix < dx || iy < dy {
		// Compare the distances to the next vertical and horizontal grid
		// lines: (0.5+ix)/dx against (0.5+iy)/dy, cross-multiplied.
		d := (1+2*ix)*dy - (1+2*iy)*dx
		switch {
		case d == 0:
			if blocks(Point{p.X + sx, p.Y}) && blocks(Point{p.X, p.Y + sy}) {
				return false
			}
			p.X += sx
			p.Y += sy
			ix++
			iy++
		case d < 0:
			p.X += sx
			ix++
		default:
			p.Y += sy
			iy++
		}
		if p != b && blocks(p) {
			return false
		}
	}
	return true
}
