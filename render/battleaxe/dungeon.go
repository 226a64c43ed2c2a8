package battleaxe

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// voidBlock is the side of the void texture's tile, in squares.
const voidBlock = 4

// drawVoid covers Area with dark stone that scrolls with the dungeon.
func (b *Board) drawVoid(dst *ebiten.Image, s *Scene) {
	v := s.Visible()
	bx0, by0 := floorDiv(v.Min.X, voidBlock), floorDiv(v.Min.Y, voidBlock)
	bx1, by1 := floorDiv(v.Max.X-1, voidBlock), floorDiv(v.Max.Y-1, voidBlock)
	for by := by0; by <= by1; by++ {
		for bx := bx0; bx <= bx1; bx++ {
			img := b.sprites.get(sprVoid, b.px, int(render.Hash2(bx, by, 7)%3), 0, "")
			x0, y0 := s.ToScreen(float64(bx*voidBlock), float64(by*voidBlock))
			x1, y1 := s.ToScreen(float64((bx+1)*voidBlock), float64((by+1)*voidBlock))
			b.sprite(dst, img, x0, y0, x1-x0, y1-y0, white, 1)
		}
	}
}

// floorDiv returns a/b rounded down.
func floorDiv(a, b int) int {
	if a < 0 {
		return -((-a + b - 1) / b)
	}
	return a / b
}

// onCanvas returns the squares of the canvas that Area shows.
func (s *Scene) onCanvas() image.Rectangle {
	return s.Visible().Intersect(image.Rect(0, 0, s.W, s.H))
}

// revealOf returns how a square is drawn while it slides in: its opacity
// and its offset in pixels.
func (b *Board) revealOf(sq *Square) (a float32, dx, dy float64) {
	if !sq.Revealing || sq.Reveal >= 1 {
		return 1, 0, 0
	}
	t := math.Max(0, sq.Reveal)
	e := 1 - (1-t)*(1-t)*(1-t) // eases out: fast, then settling
	v := sq.SlideFrom.Vec()
	d := (1 - e) * b.cs * 0.8
	return float32(t), float64(v.X) * d, float64(v.Y) * d
}

// drawFloors draws the revealed squares: flagstones, cobbles, pits, the
// hatching of overlaps and room contents.
func (b *Board) drawFloors(dst *ebiten.Image, s *Scene) {
	v := s.onCanvas()
	for y := v.Min.Y; y < v.Max.Y; y++ {
		for x := v.Min.X; x < v.Max.X; x++ {
			sq := &s.Squares[y*s.W+x]
			if sq.Ground == Void {
				continue
			}
			a, dx, dy := b.revealOf(sq)
			r := s.SquareRect(Pt(x, y))
			fx, fy, fw, fh := float64(r.Min.X)+dx, float64(r.Min.Y)+dy, float64(r.Dx()), float64(r.Dy())
			var img *ebiten.Image
			switch sq.Ground {
			case RoomFloor:
				img = b.sprites.get(sprRoom, b.px, int(render.Hash2(x, y, 3)%4), 0, "")
			case PassageFloor:
				img = b.sprites.get(sprPassage, b.px, int(render.Hash2(x, y, 5)%4), 0, "")
			default:
				rim := 0
				if s.Ground(Pt(x, y-1)) != Chasm {
					rim = 1
				}
				img = b.sprites.get(sprChasm, b.px, rim, 0, "")
			}
			b.sprite(dst, img, fx, fy, fw, fh, white, a)
			if sq.Overlap {
				b.sprite(dst, b.sprites.get(sprOverlap, b.px, 0, 0, ""), fx, fy, fw, fh, b.pal.Overlap, a*0.75)
			}
			if c, ok := s.ContentOf(Pt(x, y)); ok {
				hi := 0
				if c.High {
					hi = 1
				}
				pic := c.Icon
				if pic == "" && c.Name != "" {
					pic = c.Name[:1]
				}
				name := ""
				if b.px >= 72 { // close up, its name too
					name = c.Name
				}
				b.sprite(dst, b.sprites.getNamed(sprContent, b.px, hi, pic, name), fx, fy, fw, fh, white, a)
			}
		}
	}
}

// drawWalls draws the edges of the visible squares: walls as thick dark
// strokes, doors across their edge, closed as a solid slab, open as a gap
// between jambs with the leaf swung aside.
func (b *Board) drawWalls(dst *ebiten.Image, s *Scene) {
	v := s.onCanvas()
	v.Min = v.Min.Sub(image.Pt(1, 1)) // the edges of the squares just off view touch it
	for y := v.Min.Y; y < v.Max.Y; y++ {
		for x := v.Min.X; x < v.Max.X; x++ {
			p := Pt(x, y)
			for _, d := range [2]Dir{East, South} {
				e := s.EdgeOf(p, d)
				if e == Open {
					continue
				}
				q := Pt(x+d.Vec().X, y+d.Vec().Y)
				a, dx, dy := b.edgeReveal(s, p, q)
				b.drawEdge(dst, s, p, d, e, a, dx, dy)
			}
		}
	}
}

// edgeReveal returns how the edge between p and q is drawn while their
// squares slide in: as the one further in, so that the walls and doors of
// squares already laid stay put while a new tile arrives beside them.
func (b *Board) edgeReveal(s *Scene, p, q Point) (float32, float64, float64) {
	a, dx, dy := float32(-1), 0.0, 0.0
	for _, r := range [2]Point{p, q} {
		if !s.In(r) {
			continue
		}
		sq := &s.Squares[r.Y*s.W+r.X]
		if sq.Ground == Void {
			continue
		}
		if ra, rx, ry := b.revealOf(sq); ra > a {
			a, dx, dy = ra, rx, ry
		}
	}
	return max(a, 0), dx, dy
}

// wallWidth returns the thickness of a wall in pixels.
func (b *Board) wallWidth() float64 { return math.Max(3, math.Round(b.cs*0.18)) }

// drawEdge draws edge e on side d (East or South) of square p.
func (b *Board) drawEdge(dst *ebiten.Image, s *Scene, p Point, d Dir, e Edge, a float32, dx, dy float64) {
	r := s.SquareRect(p)
	t := b.wallWidth()
	// The edge runs from (x0, y0) along (ux, uy) for n pixels.
	var x0, y0, ux, uy, n float64
	if d == East {
		x0, y0, ux, uy, n = float64(r.Max.X), float64(r.Min.Y), 0, 1, float64(r.Dy())
	} else {
		x0, y0, ux, uy, n = float64(r.Min.X), float64(r.Max.Y), 1, 0, float64(r.Dx())
	}
	x0, y0 = x0+dx, y0+dy
	px, py := uy, ux // across the edge
	pal := b.pal
	// seg draws a band along the edge from f0 to f1 (pixels from its
	// start), w wide, centred on the edge shifted by off across it.
	seg := func(f0, f1, w, off float64, c color.RGBA, a float32) {
		ax, ay := x0+ux*f0+px*(off-w/2), y0+uy*f0+py*(off-w/2)
		bx, by := x0+ux*f1+px*(off+w/2), y0+uy*f1+py*(off+w/2)
		b.br.Rect(dst, math.Min(ax, bx), math.Min(ay, by), math.Abs(bx-ax), math.Abs(by-ay), c, a)
	}
	switch e {
	case Wall:
		seg(-t/2, n+t/2, t, 0, pal.WallDark, a)
		seg(-t/2+1, n+t/2-1, math.Max(1, t*0.22), 0, pal.WallTop, a)
		return
	}
	// A door beside a door of the same kind along the same line is one
	// double door: no jamb between them.
	j := math.Max(2, math.Round(n*0.12)) // the jambs
	j0, j1 := j, j
	back, fwd := b.alongEdges(s, p, d)
	if back == e {
		j0 = 0
	} else {
		seg(-t/2, j, t*1.15, 0, pal.WallDark, a)
		seg(-t/2+1, j-1, math.Max(1, t*0.22), 0, pal.WallTop, a)
	}
	if fwd == e {
		j1 = 0
	} else {
		seg(n-j, n+t/2, t*1.15, 0, pal.WallDark, a)
		seg(n-j+1, n+t/2-1, math.Max(1, t*0.22), 0, pal.WallTop, a)
	}
	dw := math.Max(4, t*1.5) // the door's thickness
	if e == DoorClosed {
		seg(j0, n-j1, dw+2, 0, pal.DoorIron, a)
		seg(j0+1, n-j1-1, dw-1, 0, pal.Door, a)
		for _, f := range [3]float64{0.25, 0.5, 0.75} { // iron bands across the planks
			seg(n*f-1, n*f+1, dw-1, 0, pal.DoorIron, a)
		}
		seg(j0+1, n-j1-1, math.Max(1, dw*0.18), -dw*0.2, render.Lighten(pal.Door, 0.25), a)
		return
	}
	// Open: a pale threshold across the gap, and the leaf swung open on
	// its hinge, standing across the edge into the square after it (before
	// it when that is void). A double door swings its leaves apart.
	seg(j0, n-j1, math.Max(1, t*0.3), 0, pal.Cobble, a*0.8)
	side := 1.0
	if q := Pt(p.X+d.Vec().X, p.Y+d.Vec().Y); s.Ground(q) == Void {
		side = -1
	}
	hinge, leaf := j, n*0.75
	if back == e && fwd != e { // the second leaf of a double door hangs at the far end
		hinge = n - j
	}
	lx, ly := x0+ux*hinge, y0+uy*hinge
	hx, hy := lx+px*side*leaf, ly+py*side*leaf
	b.br.Bar(dst, lx, ly, hx, hy, dw*0.8+2, pal.DoorIron, a)
	b.br.Bar(dst, lx+px*side, ly+py*side, hx-px*side, hy-py*side, dw*0.8-1, pal.Door, a)
}

// alongEdges returns the edges before and after the edge on side d of p
// along its line: for an east edge those of the squares above and below,
// for a south edge those of the squares left and right.
func (b *Board) alongEdges(s *Scene, p Point, d Dir) (Edge, Edge) {
	if d == East {
		return s.EdgeOf(Pt(p.X, p.Y-1), East), s.EdgeOf(Pt(p.X, p.Y+1), East)
	}
	return s.EdgeOf(Pt(p.X-1, p.Y), South), s.EdgeOf(Pt(p.X+1, p.Y), South)
}
