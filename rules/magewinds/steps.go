package magewinds

import "skirmish/rules/magewinds/geom"

// StepLattice is the spacing of the lattice of step ends the table searches
// when it must know whether some step move (13.1, 18.4) achieves something
// and the points it offers do not: 1/10". Every disc of radius
// StepLattice/√2 (0.071", 1,797 µm) holds a lattice point, so whenever the
// steps that achieve it include such a disc, the table finds one
// (docs/rules/magewinds.md, "Step moves").
const StepLattice = geom.Inch / 10

// stepFinder answers the questions about the step moves (13.1) of one
// fighter from where it stands: which ends are legal (every point a path
// of at most 1" reaches, geom.Steps), and whether some legal step achieves
// something. Its lists are found once, when first needed.
type stepFinder struct {
	g       *Game
	fi      int
	from    geom.Point
	steps   *geom.Steps
	spots   []geom.Point // the spots the table offers, reachable in a straight line
	lattice []geom.Point // the reachable points of the lattice
	found   [2]bool      // spots, lattice found
	hid     []int8       // by fighter: 0 not yet known, 1 screened, 2 not
}

// hidden reports whether fighter ti is screened from the fighter of s
// (screened), found once per fighter.
func (s *stepFinder) hidden(ti int) bool {
	if s.hid == nil {
		s.hid = make([]int8, len(s.g.Fighters))
	}
	if s.hid[ti] == 0 {
		s.hid[ti] = 2
		if s.screened(s.g.Fighters[ti].Pos) {
			s.hid[ti] = 1
		}
	}
	return s.hid[ti] == 1
}

// screened reports whether a single wall hides a base at tp from every
// point the search (find) tries for the fighter of s: a line of sight or
// of attack from a fighter standing at q starts at its closest point, q
// moved a base radius towards tp; every point tried lies within reach of
// where the fighter stands, so those lines start within the disc centred a
// base radius from it towards tp whose radius is reach plus how far the
// closest point turns, at most 2R·reach/D for a target D away
// (geom.Field.Screens). Then no step needs trying.
func (s *stepFinder) screened(tp geom.Point) bool {
	d := geom.Dist(s.from, tp)
	reach := s.reach()
	if d < 4*reach+4*geom.BaseRadius {
		return false
	}
	centre := geom.Toward(s.from, tp, geom.BaseRadius)
	r := reach + (2*geom.BaseRadius*reach+d-1)/d + 2
	return s.g.lvl.Field.Screens(centre, r, tp, geom.BaseRadius)
}

// reach returns how far from the fighter the points find tries lie, at
// most.
func (s *stepFinder) reach() int64 {
	var r2 int64
	for _, list := range [][]geom.Point{s.spotList(), s.latticeList()} {
		for _, p := range list {
			r2 = max(r2, dist2(s.from, p))
		}
	}
	return geom.Isqrt(r2) + 1
}

// stepsOf returns the step finder of fighter fi.
func (g *Game) stepsOf(fi int) *stepFinder {
	from := g.Fighters[fi].Pos
	return &stepFinder{g: g, fi: fi, from: from, steps: g.mover(fi).Steps(from, geom.Inch)}
}

// reaches reports whether a step move can end at p: the base can stand
// there and a path (15.0) of at most 1" leads there.
func (s *stepFinder) reaches(p geom.Point) bool {
	_, _, ok := s.steps.To(p)
	return ok
}

// spotList returns the points the table offers for a step move: 1" and ½"
// away on sixteen and eight bearings, where a straight step is possible.
func (s *stepFinder) spotList() []geom.Point {
	if !s.found[0] {
		s.found[0] = true
		for k := 0; k < 16; k++ {
			if p := offset(s.from, k, geom.Inch); s.reaches(p) {
				s.spots = append(s.spots, p)
			}
		}
		for k := 0; k < 16; k += 2 {
			if p := offset(s.from, k, geom.Inch/2); s.reaches(p) {
				s.spots = append(s.spots, p)
			}
		}
	}
	return s.spots
}

// latticeList returns the points of the lattice of spacing StepLattice
// centred on the fighter that a step move reaches, in reading order.
func (s *stepFinder) latticeList() []geom.Point {
	if !s.found[1] {
		s.found[1] = true
		const n = geom.Inch / StepLattice
		for j := int64(-n); j <= n; j++ {
			for i := int64(-n); i <= n; i++ {
				if (i != 0 || j != 0) && i*i+j*j <= n*n {
					if p := s.from.Add(geom.Point{X: i * StepLattice, Y: j * StepLattice}); s.reaches(p) {
						s.lattice = append(s.lattice, p)
					}
				}
			}
		}
	}
	return s.lattice
}

// find returns a point a step move can end at (or the fighter's own
// position, for no step) where ok holds: its position first, then the
// extra points given, the offered spots and the lattice, in that order.
// The extra points need not be legal ends; only those that are count.
func (s *stepFinder) find(ok func(geom.Point) bool, extra ...geom.Point) (geom.Point, bool) {
	if ok(s.from) {
		return s.from, true
	}
	for _, p := range extra {
		if s.reaches(p) && ok(p) {
			return p, true
		}
	}
	for _, list := range [][]geom.Point{s.spotList(), s.latticeList()} {
		for _, p := range list {
			if ok(p) {
				return p, true
			}
		}
	}
	return geom.Point{}, false
}

// findSeeing is find (without extra points) for something that needs a
// line of sight or of attack to the fighter or object at tp: it skips the
// lattice when a wall hides tp from every point tried (screened), which
// changes no answer.
func (s *stepFinder) findSeeing(ti int, tp geom.Point, ok func(geom.Point) bool) bool {
	if ok(s.from) {
		return true
	}
	for _, p := range s.spotList() {
		if ok(p) {
			return true
		}
	}
	if ti >= 0 && s.hidden(ti) || ti < 0 && s.screened(tp) {
		return false
	}
	for _, p := range s.latticeList() {
		if ok(p) {
			return true
		}
	}
	return false
}

// anyStep reports whether ok holds from the fighter's position or after
// some step move (13.1).
func (g *Game) anyStep(fi int, ok func(geom.Point) bool) bool {
	return g.stepReaches(g.stepsOf(fi), ok)
}

// stepReaches reports whether ok holds from the position of the fighter of
// sf or after some step move it can make.
func (g *Game) stepReaches(sf *stepFinder, ok func(geom.Point) bool) bool {
	_, found := sf.find(ok)
	return found
}

// further reports whether p is further than from away from src (the
// distance between bases, 8.0, compared exactly on the centres).
func further(p, from, src geom.Point) bool {
	return dist2(p, src) > dist2(from, src)
}

// notCloser reports whether p is at least as far as from away from src.
func notCloser(p, from, src geom.Point) bool {
	return dist2(p, src) >= dist2(from, src)
}

func dist2(a, b geom.Point) int64 {
	d := b.Sub(a)
	return d.X*d.X + d.Y*d.Y
}

// dodgeCandidates are the step ends a Dodge tries first: directly away
// from the attacker and square to that line, at 1" down to 1/100".
func dodgeCandidates(from, src geom.Point) []geom.Point {
	away := from.Sub(src)
	var out []geom.Point
	for _, d := range []int64{geom.Inch, geom.Inch / 2, geom.Inch / 4, geom.Inch / 8, geom.Inch / 32, geom.Inch / 100} {
		for _, v := range []geom.Point{away, {X: -away.Y, Y: away.X}, {X: away.Y, Y: -away.X}} {
			out = append(out, geom.Toward(from, from.Add(v), d))
		}
	}
	return out
}

// dodgeSpots are the ends the table offers for the step move of a Dodge
// (18.4): the legal ones among the candidates and the offered spots that
// finish further away from the source of the attack, or, when there are
// none, a step found on the lattice. It is empty when no step finishes
// further away.
func (g *Game) dodgeSpots(ti int) []geom.Point {
	s := g.stepsOf(ti)
	src := g.Act.Source
	var out []geom.Point
	add := func(p geom.Point) {
		for _, q := range out {
			if q == p {
				return
			}
		}
		out = append(out, p)
	}
	for _, p := range dodgeCandidates(s.from, src) {
		if further(p, s.from, src) && s.reaches(p) {
			add(p)
		}
	}
	for _, p := range s.spotList() {
		if further(p, s.from, src) {
			add(p)
		}
	}
	if len(out) == 0 {
		if p, ok := s.find(func(p geom.Point) bool { return further(p, s.from, src) }); ok {
			add(p)
		}
	}
	return out
}

// canDodge reports whether fighter ti may choose a Dodge (18.4): "if it is
// possible for them to make a 1" step move that finishes further away from
// the source of the attack".
func (g *Game) canDodge(ti int) bool {
	s := g.stepsOf(ti)
	src := g.Act.Source
	_, ok := s.find(func(p geom.Point) bool { return further(p, s.from, src) }, dodgeCandidates(s.from, src)...)
	return ok
}
