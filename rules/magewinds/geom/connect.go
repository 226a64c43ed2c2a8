package geom

import "slices"

// CutLattice is the spacing of the lattice on which Field.CutOff looks for
// parts of the battlefield cut off from the rest (10.3): 1/10".
const CutLattice = Inch / 10

// Pocket is a part of the battlefield a base cannot reach from the rest of
// it (10.3), as Field.CutOff finds it.
type Pocket struct {
	// At is a lattice point inside it where a base can stand, the one
	// nearest its middle.
	At Point
	// Points is how many lattice points where a base can stand it holds.
	Points int
	// Features are the medium and high features around it (indexes into
	// Field.Features), in order.
	Features []int
	// Edge reports that the battlefield's edge is one of its sides.
	Edge bool
}

// CutOff returns the parts of the battlefield that a base cannot reach from
// the rest (10.3: "no part of the battlefield should be cut off from the
// rest of the battlefield"), smallest first, or none when every place where
// a base can stand is linked to every other.
//
// A base moves as in 15.0, with nothing but the terrain on the battlefield:
// medium and high features and the battlefield's edge stop it; low
// features may be crossed but not stood on. CutOff works on the lattice of
// spacing CutLattice: a lattice point is open when a base centred there is
// on the battlefield and overlaps no medium or high feature; two
// neighbouring open points (the eight neighbours) are linked when the base
// can slide straight from one to the other (SegmentClear); the points where
// the base can also stand (CanStand) fall into groups of linked points. The
// largest group (the first in reading order among equals) is the rest of
// the battlefield; every other group is a Pocket.
//
// So a pocket is reported only if it is truly cut off or reached only
// through passages too narrow for the lattice; every path that a base
// CutLattice/√2 (0.071") larger in radius could follow links its ends,
// so a passage counts as open when it is at least a base plus 2·0.071"
// (1.125") wide. A pocket with less than 0.071" of room every way for the
// base's centre may hold no lattice point and go unnoticed.
//
// The work is bounded whatever the field: each edge of a feature is
// compared with the lattice points within a base plus 1.41 lattice steps of
// it (at most about 2,700 for an edge 20" long), each row of the lattice
// with each edge, and the 16,761 points are grouped with four links each.
func (f *Field) CutOff() []Pocket {
	lt := newLattice()
	if f != nil {
		for i := range f.Features {
			ft := &f.Features[i]
			if len(ft.Poly) < 3 || ft.Height == Ground {
				continue
			}
			lt.addFeature(ft.Poly, ft.Height >= Medium)
		}
	}
	return lt.pockets(f)
}

// lattice is CutOff's working state: one byte of flags per lattice point.
type lattice struct {
	i0, j0, nc, nr int
	flags          []uint8
}

// The flags of a lattice point.
const (
	shut    uint8 = 1 << iota // a base there would overlap a wall (a medium or high feature)
	onLow                     // a base there would overlap a low feature
	blocked                   // its link to the next point east is blocked; then south, south-east, south-west
)

// links are the steps to the four forward neighbours.
var links = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// bandOf is how near a wall edge a lattice point must be to matter: a base
// there may overlap the edge, or one of its links may pass within a base.
const bandOf = BaseRadius + CutLattice*1415/1000 + 1

func newLattice() *lattice {
	h := int64(CutLattice)
	lt := &lattice{
		i0: int((BaseRadius + h - 1) / h),
		j0: int((BaseRadius + h - 1) / h),
	}
	lt.nc = int((FieldW-BaseRadius)/h) - lt.i0 + 1
	lt.nr = int((FieldH-BaseRadius)/h) - lt.j0 + 1
	lt.flags = make([]uint8, lt.nc*lt.nr)
	return lt
}

// at returns the point of column c, row r (0-based within the lattice).
func (lt *lattice) at(c, r int) Point {
	return Point{int64(c+lt.i0) * CutLattice, int64(r+lt.j0) * CutLattice}
}

// addFeature marks what the feature does to the lattice: a wall shuts
// points and blocks links, a low feature only keeps bases from standing.
func (lt *lattice) addFeature(poly []Point, wall bool) {
	mark := onLow
	if wall {
		mark = shut
	}
	lt.scanInside(poly, mark)
	n := len(poly)
	for e := range n {
		a, b := poly[e], poly[(e+1)%n]
		if !wall {
			lt.eachNear(a, b, BaseRadius, func(c, r int) {
				if k := r*lt.nc + c; lt.flags[k]&onLow == 0 && segDistCmp(lt.at(c, r), a, b, BaseRadius) < 0 {
					lt.flags[k] |= onLow
				}
			})
			continue
		}
		lt.eachNear(a, b, bandOf, func(c, r int) {
			k := r*lt.nc + c
			if lt.flags[k]&shut != 0 {
				return // its links do not matter
			}
			p := lt.at(c, r)
			if segDistCmp(p, a, b, BaseRadius) < 0 {
				lt.flags[k] |= shut
				return
			}
			if segDistCmp(p, a, b, bandOf) >= 0 {
				return // too far for its links to come within a base
			}
			for dir, l := range links {
				c2, r2 := c+l[0], r+l[1]
				bit := blocked << dir
				if c2 < 0 || c2 >= lt.nc || r2 >= lt.nr || lt.flags[k]&bit != 0 {
					continue
				}
				if segsDistLess(p, lt.at(c2, r2), a, b, BaseRadius) {
					lt.flags[k] |= bit
				}
			}
		})
	}
}

// segsDistLess reports whether the segments p-q and a-b come closer than r.
func segsDistLess(p, q, a, b Point, r int64) bool {
	return segsIntersect(p, q, a, b) || segDistCmp(p, a, b, r) < 0 || segDistCmp(q, a, b, r) < 0 ||
		segDistCmp(a, p, q, r) < 0 || segDistCmp(b, p, q, r) < 0
}

// scanInside marks the lattice points strictly inside the polygon, row by
// row (even-odd crossings of the row's line; a simple polygon's winding is
// its parity). Points on or within a base of its outline are left to the
// edges' bands.
func (lt *lattice) scanInside(poly []Point, mark uint8) {
	lo, hi := bbox(poly)
	h := int64(CutLattice)
	var xs []int64
	for r := 0; r < lt.nr; r++ {
		y := int64(r+lt.j0) * h
		if y <= lo.Y || y >= hi.Y {
			continue
		}
		xs = xs[:0]
		a := poly[len(poly)-1]
		for _, b := range poly {
			if (a.Y <= y) != (b.Y <= y) {
				xs = append(xs, xAt(a, b, y)) // where the edge crosses the row
			}
			a = b
		}
		slices.Sort(xs)
		for k := 0; k+1 < len(xs); k += 2 {
			c0 := int(floorDiv(xs[k], h)) + 1 - lt.i0
			c1 := int(floorDiv(xs[k+1]-1, h)) - lt.i0
			for c := max(c0, 0); c <= min(c1, lt.nc-1); c++ {
				lt.flags[r*lt.nc+c] |= mark
			}
		}
	}
}

// eachNear calls fn for every lattice point within band of the segment a-b
// (and a few more), row by row over the part of the segment near the row.
func (lt *lattice) eachNear(a, b Point, band int64, fn func(c, r int)) {
	h := int64(CutLattice)
	ylo, yhi := min(a.Y, b.Y)-band, max(a.Y, b.Y)+band
	r0 := max(0, int(floorDiv(ylo, h))-lt.j0)
	r1 := min(lt.nr-1, int(floorDiv(yhi, h))+1-lt.j0)
	for r := r0; r <= r1; r++ {
		y := int64(r+lt.j0) * h
		// the x extent of the segment where it lies within band of the row
		xlo, xhi := min(a.X, b.X), max(a.X, b.X)
		if dy := b.Y - a.Y; dy != 0 {
			x1 := xAt(a, b, y-band)
			x2 := xAt(a, b, y+band)
			xlo, xhi = max(xlo, min(x1, x2)-1), min(xhi, max(x1, x2)+1)
		}
		c0 := max(0, int(floorDiv(xlo-band, h))-lt.i0)
		c1 := min(lt.nc-1, int(floorDiv(xhi+band, h))+1-lt.i0)
		for c := c0; c <= c1; c++ {
			fn(c, r)
		}
	}
}

// xAt returns the x of the line through a and b (not horizontal) at y,
// rounded down.
func xAt(a, b Point, y int64) int64 {
	num := (y-a.Y)*(b.X-a.X) + a.X*(b.Y-a.Y)
	return floorDiv(num, b.Y-a.Y)
}

// floorDiv returns floor(n / d) for d != 0.
func floorDiv(n, d int64) int64 {
	if d < 0 {
		n, d = -n, -d
	}
	q := n / d
	if n%d != 0 && n < 0 {
		q--
	}
	return q
}

// open reports whether a base centred at lattice point k overlaps no wall.
func (lt *lattice) open(k int) bool { return lt.flags[k]&shut == 0 }

// pockets groups the lattice and describes every group but the largest.
// The points of a row joined by open links east form runs, which are then
// joined across rows with a union-find.
func (lt *lattice) pockets(f *Field) []Pocket {
	n := lt.nc * lt.nr
	run := make([]int32, n)
	var parent []int32
	for r := 0; r < lt.nr; r++ {
		cur := int32(-1)
		for c := 0; c < lt.nc; c++ {
			k := r*lt.nc + c
			if lt.flags[k]&shut != 0 {
				run[k], cur = -1, -1
				continue
			}
			if cur < 0 || lt.flags[k-1]&blocked != 0 {
				cur = int32(len(parent))
				parent = append(parent, cur)
			}
			run[k] = cur
		}
	}
	root := func(k int32) int32 {
		for parent[k] != k {
			parent[k] = parent[parent[k]]
			k = parent[k]
		}
		return k
	}
	lastA, lastB := int32(-1), int32(-1)
	for r := 0; r+1 < lt.nr; r++ {
		for c := 0; c < lt.nc; c++ {
			k := r*lt.nc + c
			fl := lt.flags[k]
			if fl&shut != 0 {
				continue
			}
			for d := 1; d < 4; d++ {
				c2 := c + links[d][0]
				if c2 < 0 || c2 >= lt.nc || fl&(blocked<<d) != 0 {
					continue
				}
				k2 := k + lt.nc + links[d][0]
				if lt.flags[k2]&shut != 0 || run[k] == lastA && run[k2] == lastB {
					continue
				}
				lastA, lastB = run[k], run[k2]
				x, y := root(run[k]), root(run[k2])
				parent[max(x, y)] = min(x, y)
			}
		}
	}
	group := func(k int) int32 { return root(run[k]) }
	// count the standing points of each group, in reading order of roots
	count := make([]int32, len(parent))
	var roots []int32
	for k := range n {
		if lt.flags[k]&(shut|onLow) == 0 {
			g := group(k)
			if count[g] == 0 {
				roots = append(roots, g)
			}
			count[g]++
		}
	}
	if len(roots) < 2 {
		return nil
	}
	main := roots[0]
	for _, g := range roots[1:] {
		if count[g] > count[main] {
			main = g
		}
	}
	var out []Pocket
	for _, g := range roots {
		if g != main {
			out = append(out, lt.describe(f, g, int(count[g]), group))
		}
	}
	slices.SortStableFunc(out, func(a, b Pocket) int { return a.Points - b.Points })
	return out
}

// describe returns the pocket of group g: its middle point, the walls
// around it and whether the battlefield's edge is one of its sides.
func (lt *lattice) describe(f *Field, g int32, size int, group func(int) int32) Pocket {
	p := Pocket{Points: size}
	var sx, sy int64
	var pts []Point
	for r := 0; r < lt.nr; r++ {
		for c := 0; c < lt.nc; c++ {
			k := r*lt.nc + c
			if !lt.open(k) || group(k) != g {
				continue
			}
			q := lt.at(c, r)
			if lt.flags[k]&onLow == 0 {
				pts = append(pts, q)
				sx, sy = sx+q.X, sy+q.Y
			}
			if c == 0 || r == 0 || c == lt.nc-1 || r == lt.nr-1 {
				p.Edge = true
			}
		}
	}
	mid := Point{sx / int64(len(pts)), sy / int64(len(pts))}
	p.At = pts[0]
	for _, q := range pts {
		if norm2(q.Sub(mid)) < norm2(p.At.Sub(mid)) {
			p.At = q
		}
	}
	if f != nil {
		for i := range f.Features {
			ft := &f.Features[i]
			if ft.Height < Medium || len(ft.Poly) < 3 {
				continue
			}
			for _, q := range pts {
				if polyDistCmp(ft.Poly, q, bandOf+CutLattice) < 0 {
					p.Features = append(p.Features, i)
					break
				}
			}
		}
	}
	return p
}
