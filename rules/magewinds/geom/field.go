package geom

import "fmt"

// Field is the battlefield's terrain: its features in any order.
type Field struct {
	Features []Feature

	boxes [][2]Point // the features' bounding boxes, once Index has run
}

// Index notes each feature's bounding box, so that lines far from a
// feature are not traced against it. Call it once the features are final
// (ParseLevel does); a Field not indexed finds the boxes each time.
func (f *Field) Index() {
	f.boxes = make([][2]Point, len(f.Features))
	for i := range f.Features {
		f.boxes[i][0], f.boxes[i][1] = bbox(f.Features[i].Poly)
	}
}

// box returns feature i's bounding box.
func (f *Field) box(i int) (lo, hi Point) {
	if len(f.boxes) == len(f.Features) {
		return f.boxes[i][0], f.boxes[i][1]
	}
	return bbox(f.Features[i].Poly)
}

// Validate checks every feature, returning the first problem found.
func (f *Field) Validate() error {
	if f == nil {
		return nil
	}
	for i := range f.Features {
		if err := f.Features[i].Validate(); err != nil {
			return fmt.Errorf("feature %d: %w", i, err)
		}
	}
	return nil
}

// Mover answers movement questions (15.0) for one fighter's base.
type Mover struct {
	// Field is the terrain; nil means open ground.
	Field *Field
	// Blockers are the centres of the other fighters' and objects' bases
	// (radius BaseRadius), which the mover may not pass through or overlap.
	// It must not include the mover itself.
	Blockers []Point

	w *world // built from Field and Blockers at the first question
}

// world returns the mover's shapes, built once: a Mover must not be
// changed after it is first asked.
func (m *Mover) world() *world {
	if m == nil {
		return &world{}
	}
	if m.w == nil {
		w := newWorld(m)
		m.w = &w
	}
	return m.w
}

// SegmentClear reports whether the mover's base can slide in a straight line
// from a to b: it stays wholly on the battlefield and shares no area with a
// medium or high feature nor with any blocker's base. Touching is allowed,
// and low features may be crossed.
func (m *Mover) SegmentClear(a, b Point) bool {
	return m.world().clear(a, b)
}

// CanStand reports whether the mover's base may end a move at p: it is
// wholly on the battlefield and overlaps no low, medium or high feature and
// no blocker's base (touching is allowed).
func (m *Mover) CanStand(p Point) bool {
	return m.world().canStand(p)
}

// StraightLimit returns how far, in µm and at most limit, the base can move
// from `from` straight along dir (a vector of any length): the largest
// distance d found such that the move to the point d along dir (rounded as
// by Toward) passes SegmentClear and ends where CanStand holds. The search
// bisects the clear stretch to within 100 µm and then steps back 100 µm at
// a time past anything the base may not stop on. It returns 0 when dir is
// zero, limit is not positive or no such move exists. Knockback "up to 1"
// directly away" is StraightLimit(p, p.Sub(src), Inch).
func (m *Mover) StraightLimit(from, dir Point, limit int64) int64 {
	if limit <= 0 || dir == (Point{}) {
		return 0
	}
	limit = clampReach(limit)
	w := m.world()
	at := func(d int64) Point { return from.Add(along(dir, d)) }
	clear := func(d int64) bool { return w.clear(from, at(d)) }
	dc := limit
	if !clear(limit) {
		lo, hi := int64(0), limit
		for hi-lo > 100 {
			mid := lo + (hi-lo)/2
			if clear(mid) {
				lo = mid
			} else {
				hi = mid
			}
		}
		dc = lo
	}
	for d := dc; d > 0; d -= 100 {
		if p := at(d); w.canStand(p) && w.clear(from, p) {
			return d
		}
	}
	return 0
}

// shape is a polygon with its bounding box.
type shape struct {
	poly   []Point
	lo, hi Point
}

// world is a Mover's obstacles, sorted by kind, ready for repeated tests.
type world struct {
	walls    []shape // medium and high features
	lows     []shape // low features
	blockers []Point
}

func newWorld(m *Mover) world {
	if m == nil {
		return world{}
	}
	w := world{blockers: m.Blockers}
	if m.Field == nil {
		return w
	}
	for i := range m.Field.Features {
		f := &m.Field.Features[i]
		if len(f.Poly) < 3 {
			continue
		}
		lo, hi := bbox(f.Poly)
		s := shape{f.Poly, lo, hi}
		switch f.Height {
		case Medium, High:
			w.walls = append(w.walls, s)
		case Low:
			w.lows = append(w.lows, s)
		}
	}
	return w
}

// near reports whether the shape's box comes strictly within r of the box
// of segment a-b; when it does not, no part of the shape can.
func (s *shape) near(a, b Point, r int64) bool {
	return s.lo.X < max(a.X, b.X)+r && s.hi.X > min(a.X, b.X)-r &&
		s.lo.Y < max(a.Y, b.Y)+r && s.hi.Y > min(a.Y, b.Y)-r
}

// clear is Mover.SegmentClear. The swept base stays on the battlefield when
// both ends do, the battlefield being convex.
func (w *world) clear(a, b Point) bool {
	if !OnField(a, BaseRadius) || !OnField(b, BaseRadius) {
		return false
	}
	for i := range w.walls {
		s := &w.walls[i]
		if s.near(a, b, BaseRadius) && capsuleHits(s.poly, a, b, BaseRadius) {
			return false
		}
	}
	const r2 = 2 * BaseRadius
	x0, x1 := min(a.X, b.X)-r2, max(a.X, b.X)+r2
	y0, y1 := min(a.Y, b.Y)-r2, max(a.Y, b.Y)+r2
	for _, c := range w.blockers {
		if c.X > x0 && c.X < x1 && c.Y > y0 && c.Y < y1 && segDistCmp(c, a, b, r2) < 0 {
			return false
		}
	}
	return true
}

// waypointOK reports whether the base may pass through p: on the
// battlefield, clear of medium and high features and of blockers. Low
// features do not matter.
func (w *world) waypointOK(p Point) bool { return w.clear(p, p) }

// canStand is Mover.CanStand.
func (w *world) canStand(p Point) bool {
	if !w.clear(p, p) {
		return false
	}
	for i := range w.lows {
		s := &w.lows[i]
		if s.near(p, p, BaseRadius) && polyDistCmp(s.poly, p, BaseRadius) < 0 {
			return false
		}
	}
	return true
}
