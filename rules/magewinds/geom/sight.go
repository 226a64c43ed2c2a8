package geom

// samples returns the sampled points of the edge of the base at tgt as seen
// from src: first the point closest to src (when src is elsewhere), then 32
// points evenly spaced around the edge starting from +X.
func samples(tgt, src Point) []Point {
	out := make([]Point, 0, 33)
	if src != tgt {
		out = append(out, Toward(tgt, src, BaseRadius))
	}
	for _, t := range ring32 {
		if p := ringPoint(tgt, t, BaseRadius); len(out) == 0 || p != out[0] {
			out = append(out, p)
		}
	}
	return out
}

// closestPoint is the point of the edge of the base at c closest to p: on
// the line between the centres (p itself when p lies within the base).
func closestPoint(c, p Point) Point {
	if norm2(p.Sub(c)) <= sq(BaseRadius) {
		return p
	}
	return Toward(c, p, BaseRadius)
}

// crossesAny reports whether segment a-b crosses the interior of any
// feature of at least height least, skipping those for which skip is true.
func (f *Field) crossesAny(a, b Point, least Height, skip []bool) bool {
	if f == nil {
		return false
	}
	lo := Point{min(a.X, b.X), min(a.Y, b.Y)}
	hi := Point{max(a.X, b.X), max(a.Y, b.Y)}
	for i := range f.Features {
		ft := &f.Features[i]
		if ft.Height < least || skip != nil && skip[i] {
			continue
		}
		if blo, bhi := f.box(i); blo.X >= hi.X || bhi.X <= lo.X || blo.Y >= hi.Y || bhi.Y <= lo.Y {
			continue // the boxes share no area: the segment misses the interior
		}
		if segCrossesPoly(ft.Poly, a, b) {
			return true
		}
	}
	return false
}

// throughFighter reports whether segment a-b passes strictly inside the
// base of any of the fighters centred at others.
func throughFighter(a, b Point, others []Point) bool {
	x0, x1 := min(a.X, b.X)-BaseRadius, max(a.X, b.X)+BaseRadius
	y0, y1 := min(a.Y, b.Y)-BaseRadius, max(a.Y, b.Y)+BaseRadius
	for _, c := range others {
		if c.X > x0 && c.X < x1 && c.Y > y0 && c.Y < y1 && segDistCmp(c, a, b, BaseRadius) < 0 {
			return true
		}
	}
	return false
}

// Visible reports whether the fighter whose base is centred at target is in
// line of sight (16.0) of the fighter at viewer: some line from one of the
// 33 sampled points of the target's edge to the viewer's closest point (on
// the line between the centres) crosses no high feature. Low and medium
// features and other fighters do not block sight. A fighter is always
// visible to itself (viewer == target).
func (f *Field) Visible(viewer, target Point) bool {
	if viewer == target {
		return true
	}
	vp := closestPoint(viewer, target)
	for _, s := range samples(target, viewer) {
		if !f.crossesAny(s, vp, High, nil) {
			return true
		}
	}
	return false
}

// VisiblePoint reports whether the point p (a marker with no base) is in
// line of sight of the fighter at viewer: the line from p to the viewer's
// closest point crosses no high feature. A point on or inside the viewer's
// base is always visible.
func (f *Field) VisiblePoint(viewer, p Point) bool {
	return !f.crossesAny(p, closestPoint(viewer, p), High, nil)
}

// InCover reports whether the target at tgt is in cover from the attacker
// at att (18.2): some line from the attacker's closest point to one of the
// 33 sampled points of the target's edge crosses an obstacle (a low, medium
// or high feature) or passes strictly inside another fighter's base (others
// as for LineOfAttack). When the target is more than 1" from the attacker,
// features within 1" of the attacker's base are ignored.
func (f *Field) InCover(att, tgt Point, others []Point) bool {
	return f.coverLines(att, tgt, others, nil, nil, true)
}

// CoverLines returns the sampled lines InCover judges, from the attacker's
// closest point to each sampled point of the target's edge, split into the
// clear ones and the blocked ones, so players can see why a target is or is
// not in cover. The target is in cover when blocked is not empty.
func (f *Field) CoverLines(att, tgt Point, others []Point) (clear, blocked [][2]Point) {
	f.coverLines(att, tgt, others, &clear, &blocked, false)
	return clear, blocked
}

// coverLines judges the cover lines, collecting them when asked; with stop
// it returns at the first blocked line. It reports whether any is blocked.
func (f *Field) coverLines(att, tgt Point, others []Point, clear, blocked *[][2]Point, stop bool) bool {
	var skip []bool
	if f != nil && !Within(att, tgt, Inch) {
		skip = make([]bool, len(f.Features))
		for i := range f.Features {
			skip[i] = polyDistCmp(f.Features[i].Poly, att, BaseRadius+Inch) <= 0
		}
	}
	ap := closestPoint(att, tgt)
	any := false
	for _, s := range samples(tgt, att) {
		line := [2]Point{ap, s}
		if f.crossesAny(ap, s, Low, skip) || throughFighter(ap, s, others) {
			any = true
			if stop {
				return true
			}
			if blocked != nil {
				*blocked = append(*blocked, line)
			}
		} else if clear != nil {
			*clear = append(*clear, line)
		}
	}
	return any
}
