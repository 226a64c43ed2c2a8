package battleaxe

import (
	"image"
	"math"
)

// Camera is where the dungeon lies on the screen: the point of the canvas
// seen at the centre of the scene's Area, in squares ((0, 0) is the
// top-left corner of square (0, 0), (0.5, 0.5) its centre), and the side of
// a square in pixels. It is for drawing only: the rules never see it.
type Camera struct {
	X, Y float64
	Cell float64
}

// The limits of a square's size that ZoomAt keeps to by default, in pixels
// at interface scale 1.
const (
	MinCell = 8
	MaxCell = 160
)

// cell returns the size of a square, at least 1 pixel.
func (c *Camera) cell() float64 { return math.Max(1, c.Cell) }

// origin returns the screen position of the canvas' top-left corner in
// area, rounded to whole pixels so that squares do not shimmer.
func (c *Camera) origin(area image.Rectangle) (float64, float64) {
	cx := float64(area.Min.X+area.Max.X) / 2
	cy := float64(area.Min.Y+area.Max.Y) / 2
	return math.Round(cx - c.X*c.cell()), math.Round(cy - c.Y*c.cell())
}

// ToScreen returns the screen position of the canvas point (x, y), in
// squares, seen in area.
func (c *Camera) ToScreen(area image.Rectangle, x, y float64) (float64, float64) {
	ox, oy := c.origin(area)
	return ox + x*c.cell(), oy + y*c.cell()
}

// ToCanvas returns the canvas point, in squares, under the screen position
// (sx, sy) seen in area.
func (c *Camera) ToCanvas(area image.Rectangle, sx, sy float64) (float64, float64) {
	ox, oy := c.origin(area)
	return (sx - ox) / c.cell(), (sy - oy) / c.cell()
}

// Fit centres the squares of r (a rectangle of squares: Min included, Max
// excluded) in area, as large as fits with margin pixels around them, and
// no larger than MaxCell.
func (c *Camera) Fit(area, r image.Rectangle, margin int) {
	if r.Empty() {
		return
	}
	w := float64(area.Dx() - 2*margin)
	h := float64(area.Dy() - 2*margin)
	c.Cell = math.Max(1, math.Min(MaxCell, math.Floor(math.Min(w/float64(r.Dx()), h/float64(r.Dy())))))
	c.X = float64(r.Min.X+r.Max.X) / 2
	c.Y = float64(r.Min.Y+r.Max.Y) / 2
}

// Pan moves the view by (dx, dy) screen pixels, as a drag does: the canvas
// follows the pointer.
func (c *Camera) Pan(dx, dy float64) {
	c.X -= dx / c.cell()
	c.Y -= dy / c.cell()
}

// ZoomAt multiplies the size of a square by factor, keeping the canvas
// point under the screen position (sx, sy) where it is, within minCell and
// maxCell pixels (0 for MinCell and MaxCell).
func (c *Camera) ZoomAt(area image.Rectangle, sx, sy, factor, minCell, maxCell float64) {
	if minCell <= 0 {
		minCell = MinCell
	}
	if maxCell <= 0 {
		maxCell = MaxCell
	}
	x, y := c.ToCanvas(area, sx, sy)
	cx := float64(area.Min.X+area.Max.X) / 2
	cy := float64(area.Min.Y+area.Max.Y) / 2
	c.Cell = math.Max(minCell, math.Min(maxCell, c.cell()*factor))
	c.X = x - (sx-cx)/c.Cell
	c.Y = y - (sy-cy)/c.Cell
}

// Follow moves the centre of the view a fraction k (0 to 1) of the way to
// the canvas point (x, y): called every frame it glides there.
func (c *Camera) Follow(x, y, k float64) {
	k = math.Max(0, math.Min(1, k))
	c.X += (x - c.X) * k
	c.Y += (y - c.Y) * k
	if math.Abs(x-c.X) < 1e-3 && math.Abs(y-c.Y) < 1e-3 {
		c.X, c.Y = x, y
	}
}

// Ease moves the whole camera, centre and zoom, a fraction k of the way to
// to: called every frame it glides there.
func (c *Camera) Ease(to Camera, k float64) {
	c.Follow(to.X, to.Y, k)
	k = math.Max(0, math.Min(1, k))
	c.Cell += (to.Cell - c.Cell) * k
	if math.Abs(to.Cell-c.Cell) < 0.05 {
		c.Cell = to.Cell
	}
}

// Keep moves the centre back onto the canvas of w x h squares, so that the
// view never drifts off the dungeon.
func (c *Camera) Keep(w, h int) {
	c.X = math.Max(0, math.Min(float64(w), c.X))
	c.Y = math.Max(0, math.Min(float64(h), c.Y))
}

// ToScreen returns the screen position of the canvas point (x, y), in
// squares.
func (s *Scene) ToScreen(x, y float64) (float64, float64) { return s.Camera.ToScreen(s.Area, x, y) }

// SquareAt returns the square under the screen pixel (x, y), if the pixel
// is in Area and the square on the canvas.
func (s *Scene) SquareAt(x, y int) (Point, bool) {
	if !image.Pt(x, y).In(s.Area) {
		return Point{}, false
	}
	ox, oy := s.Camera.origin(s.Area)
	cs := s.Camera.cell()
	p := Pt(int(math.Floor((float64(x)+0.5-ox)/cs)), int(math.Floor((float64(y)+0.5-oy)/cs)))
	// The pixel belongs to the square whose rounded rectangle holds it.
	if r := s.SquareRect(p); x < r.Min.X {
		p.X--
	} else if x >= r.Max.X {
		p.X++
	}
	if r := s.SquareRect(p); y < r.Min.Y {
		p.Y--
	} else if y >= r.Max.Y {
		p.Y++
	}
	return p, s.In(p)
}

// SquareRect returns the screen rectangle of square p: whole pixels,
// squares side by side without gaps.
func (s *Scene) SquareRect(p Point) image.Rectangle {
	ox, oy := s.Camera.origin(s.Area)
	cs := s.Camera.cell()
	x0, y0 := int(math.Round(ox+float64(p.X)*cs)), int(math.Round(oy+float64(p.Y)*cs))
	x1, y1 := int(math.Round(ox+float64(p.X+1)*cs)), int(math.Round(oy+float64(p.Y+1)*cs))
	return image.Rect(x0, y0, x1, y1)
}

// Centre returns the screen position of the centre of square p.
func (s *Scene) Centre(p Point) (float64, float64) {
	return s.ToScreen(float64(p.X)+0.5, float64(p.Y)+0.5)
}

// MiniCentre returns the screen position of the centre of mini i (of all
// its squares), on its way when it is moving: for what the table draws
// over it.
func (s *Scene) MiniCentre(i int) (float64, float64) {
	if i < 0 || i >= len(s.Minis) {
		return 0, 0
	}
	x, y := s.miniPos(&s.Minis[i])
	return s.ToScreen(x, y)
}

// miniPos returns the canvas point at the centre of mini m, on its way
// when it is moving.
func (s *Scene) miniPos(m *Mini) (float64, float64) {
	w, h := m.size()
	x, y := float64(m.At.X)+float64(w)/2, float64(m.At.Y)+float64(h)/2
	if m.Moving && m.T < 1 {
		t := math.Max(0, m.T)
		t = t * t * (3 - 2*t)
		fx, fy := float64(m.From.X)+float64(w)/2, float64(m.From.Y)+float64(h)/2
		x, y = fx+(x-fx)*t, fy+(y-fy)*t
	}
	return x, y
}

// Visible returns the rectangle of squares that Area shows (on the canvas
// or not): the squares a frame draws.
func (s *Scene) Visible() image.Rectangle {
	x0, y0 := s.Camera.ToCanvas(s.Area, float64(s.Area.Min.X), float64(s.Area.Min.Y))
	x1, y1 := s.Camera.ToCanvas(s.Area, float64(s.Area.Max.X), float64(s.Area.Max.Y))
	return image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1)))
}

// MiniPoint returns the canvas point, in squares, at the centre of mini i,
// on its way when it is moving: for the camera to follow it.
func (s *Scene) MiniPoint(i int) (float64, float64) {
	if i < 0 || i >= len(s.Minis) {
		return 0, 0
	}
	return s.miniPos(&s.Minis[i])
}

// Revealed returns the smallest rectangle of squares holding every square
// that is not void (empty when none is): what Camera.Fit shows to see the
// whole dungeon.
func (s *Scene) Revealed() image.Rectangle {
	var r image.Rectangle
	if len(s.Squares) != s.W*s.H {
		return r
	}
	for y := range s.H {
		for x := range s.W {
			if s.Squares[y*s.W+x].Ground != Void {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return r
}
