package battleaxe

import (
	"skirmish/rules/grid"
)

// fits reports whether a tile laid by tr lies wholly on the canvas and on
// Void: no clash.
func (g *Game) fits(t *Tile, tr transform) bool {
	for _, s := range t.Squares {
		p := tr.point(s.P)
		if !g.board.In(p) || g.board.Ground(p) != Void {
			return false
		}
	}
	return true
}

// layFit chooses how a tile is laid through the entry square sq (the
// square beyond the door or passage end), facing dir back to the heroes,
// by the seed's Tile Clash rules: "you may have to move passage doors a
// little so that the passage or room tiles behind them fit ... You may also
// wish to swap a left turn for a right turn. However do not: move the door
// locations within a room ... swap a T-junction or a dead-end for another
// tile"; where nothing fits the tile overlaps ("which is also OK"). A
// double door takes the side that fits, the left first (a ruling). It
// returns the transform and the entry edge used.
func (g *Game) layFit(t *Tile, sq grid.Point, dir grid.Dir) (transform, bool) {
	entries := []TileEdge{t.Entry[0]}
	if len(t.Entry) == 2 {
		// The door opened is the right-hand one of the pair (the new door
		// on its left) first, then the left-hand one.
		l, r := t.Entry[0], t.Entry[1]
		if r.P.X < l.P.X {
			l, r = r, l
		}
		entries = []TileEdge{r, l}
	}
	mirrors := []bool{false}
	if t.Shape == ShapeLeft || t.Shape == ShapeRight {
		mirrors = append(mirrors, true)
	}
	for _, m := range mirrors {
		for _, e := range entries {
			if tr := transformFor(e, sq, dir, m); g.fits(t, tr) {
				return tr, true
			}
		}
	}
	return transformFor(entries[0], sq, dir, false), false
}

// shiftDoor tries to move a passage's door a little along its wall so that
// a room fits behind it: the squares 1, then 2 either side of from along
// the passage, nearest first, the one towards the passage's left first.
// It returns the new door's square, or false.
func (g *Game) shiftDoor(t *Tile, from grid.Point, dir grid.Dir) (grid.Point, transform, bool) {
	b := g.board
	area := b.AreaOf(from)
	for k := 1; k <= 2; k++ {
		for _, side := range []grid.Dir{dir.Left(), dir.Right()} {
			p := from
			ok := true
			for range k {
				q := p.Step(side)
				if b.AreaOf(q) != area || b.EdgeBetween(p, q) != Open {
					ok = false
					break
				}
				p = q
			}
			beyond := p.Step(dir)
			if !ok || !b.In(beyond) || b.Ground(beyond) != Void || b.rawEdge(p, beyond) != Wall && b.rawEdge(p, beyond) != Open {
				continue
			}
			if tr, fit := g.layFit(t, beyond, dir.Back()); fit {
				return p, tr, true
			}
		}
	}
	return grid.Point{}, transform{}, false
}

// stamp lays tile t by tr onto the board as area number len(Areas): floor,
// walls, doors, room contents and passage ends. A square already claimed
// stays what it was and is marked an overlap; a square off the canvas is
// not laid. It returns the squares laid and the overlaps.
func (g *Game) stamp(t *Tile, tr transform, pt *placedTile) (laid, over []grid.Point) {
	b := g.ownBoard()
	area := int16(len(b.Areas))
	pt.content = len(b.Contents)
	b.Contents = append(b.Contents, t.Contents...)
	mine := make(map[grid.Point]bool, len(t.Squares))
	for _, s := range t.Squares {
		p := tr.point(s.P)
		switch {
		case !b.In(p):
			continue
		case b.Ground(p) != Void:
			if b.overlap == nil {
				b.overlap = make([]bool, b.W*b.H)
			}
			b.overlap[b.idx(p)] = true
			over = append(over, p)
			continue
		}
		i := b.idx(p)
		b.ground[i] = s.G
		b.area[i] = area
		if s.Content >= 0 {
			b.content[i] = uint8(pt.content + int(s.Content) + 1)
		}
		mine[p] = true
		laid = append(laid, p)
	}
	kind := map[TileEdge]Edge{}
	for _, e := range t.Doors {
		kind[e] = DoorClosed
	}
	for _, e := range t.Entry {
		kind[e] = DoorOpen
	}
	walls := map[TileEdge]bool{}
	for _, e := range t.Walls {
		walls[e] = true
		walls[TileEdge{e.P.Step(e.D), e.D.Back()}] = true
	}
	ends := map[TileEdge]bool{}
	for _, e := range t.Ends {
		ends[e] = true
	}
	for _, s := range t.Squares {
		p := tr.point(s.P)
		if !mine[p] {
			continue
		}
		for _, d := range grid.Dirs {
			q := tr.point(s.P.Step(d))
			e := TileEdge{s.P, d}
			switch k, isDoor := kind[e]; {
			case t.square(s.P.Step(d)) >= 0:
				if walls[e] {
					b.SetEdge(p, q, Wall)
				} else if mine[q] {
					b.SetEdge(p, q, Open)
				} else {
					b.SetEdge(p, q, Wall)
				}
			case !b.In(q):
			case isDoor && k == DoorOpen: // the entry: the door opened, or the passage it joins
				switch old := b.rawEdge(p, q); {
				case old == DoorOpen || old == DoorClosed:
				case !b.Ground(q).Floor():
					// The other half of a double door against rock (a
					// ruling): a wall.
					b.SetEdge(p, q, Wall)
				case t.Kind == TileRoom:
					b.SetEdge(p, q, DoorOpen) // "put another door on the next to the original one"
				default:
					b.SetEdge(p, q, Open)
				}
			case isDoor:
				b.SetEdge(p, q, DoorClosed)
			case ends[e] && b.Ground(q) == Void:
				b.SetEdge(p, q, Wall)
				g.dg.ends = append(g.dg.ends, TileEdge{p, tr.dir(d)})
			default:
				if old := b.rawEdge(p, q); !(b.Ground(q).Floor() && (old == DoorOpen || old == DoorClosed)) {
					b.SetEdge(p, q, Wall)
				}
			}
		}
	}
	lo, hi := grid.Pt(Canvas, Canvas), grid.Pt(-1, -1)
	for _, p := range laid {
		lo = grid.Point{X: min(lo.X, p.X), Y: min(lo.Y, p.Y)}
		hi = grid.Point{X: max(hi.X, p.X), Y: max(hi.Y, p.Y)}
	}
	if len(laid) == 0 {
		lo, hi = grid.Point{}, grid.Point{}
	}
	b.Areas = append(b.Areas, Area{Room: t.Kind == TileRoom, Entry: tr.dir(grid.South), Lo: lo, Hi: hi})
	return laid, over
}
