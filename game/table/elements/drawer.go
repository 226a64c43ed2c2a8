package elements

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	re "skirmish/render/elements"
	"skirmish/rules/grid"
)

// boardDrawer hands the table's scene to the board of render/elements:
// the terrain, the models with their facing, glyph, wounds and stars, and
// the marks of the player's choices. It keeps the render's scene and marks
// from frame to frame, so that filling them allocates nothing once their
// slices have grown.
type boardDrawer struct {
	board *re.Board
	s     re.Scene
	m     re.Marks
	zone  [2]re.Zone
	rect  image.Rectangle // the board's squares on the screen
}

// layout places a board of w by h squares at the top of r, centred
// across it, in square cells.
func (b *boardDrawer) layout(r image.Rectangle, w, h int) {
	b.s.Area, b.s.W, b.s.H = r, w, h
	if cs := b.s.Cell(); cs > 0 { // at the top of r: the tray under it takes the height left
		b.s.Area.Max.Y = min(r.Max.Y, r.Min.Y+cs*h)
	}
	b.rect = b.s.BoardRect()
}

// cellRect returns the screen rectangle of square p.
func (b *boardDrawer) cellRect(p grid.Point) image.Rectangle { return b.s.SquareRect(rpt(p)) }

// cellAt returns the square under the screen pixel (x, y), if any.
func (b *boardDrawer) cellAt(x, y int) (grid.Point, bool) {
	p, ok := b.s.SquareAt(x, y)
	return grid.Pt(p.X, p.Y), ok
}

// rpt is the render's square for p.
func rpt(p grid.Point) re.Point { return re.Pt(int(p.X), int(p.Y)) }

// appendPts appends the render's squares for ps to out.
func appendPts(out []re.Point, ps []grid.Point) []re.Point {
	for _, p := range ps {
		out = append(out, rpt(p))
	}
	return out
}

// draw draws the scene s with its marks.
func (b *boardDrawer) draw(dst *ebiten.Image, s *scene, pal *render.Palette) {
	if b.board == nil {
		b.board = re.NewBoard()
	}
	rs := &b.s
	rs.W, rs.H, rs.Pal = s.W, s.H, pal
	rs.Tiles = rs.Tiles[:0]
	for _, t := range s.Tiles {
		rs.Tiles = append(rs.Tiles, re.Tile(t))
	}
	rs.Models = rs.Models[:0]
	for i := range s.Models {
		m := &s.Models[i]
		rs.Models = append(rs.Models, re.Model{At: rpt(m.At), Facing: re.Dir(m.Facing & 3), Side: m.Side, Letter: m.Letter,
			Glyph: re.GlyphOf(m.Profile), Injured: m.Injured, Stunned: m.Stunned, Spent: m.Activated, Hidden: m.Hidden, Unseen: m.Unseen, Out: m.At.X < 0})
	}
	mk := &b.m
	mk.Hover, mk.Selected = s.Hover, s.Sel
	mk.Zones = mk.Zones[:0]
	if len(s.Threat) > 0 && s.ThreatOf >= 0 {
		z := &b.zone[1]
		z.Side, z.Squares = s.ThreatOf, appendPts(z.Squares[:0], s.Threat)
		mk.Zones = append(mk.Zones, *z)
	}
	if len(s.Zone) > 0 && s.ZoneOf >= 0 {
		z := &b.zone[0]
		z.Side, z.Squares = s.ZoneOf, appendPts(z.Squares[:0], s.Zone)
		mk.Zones = append(mk.Zones, *z)
	}
	mk.Moves = appendPts(mk.Moves[:0], s.Reach)
	mk.Attacks = appendPts(mk.Attacks[:0], s.Targets)
	mk.Shots = appendPts(mk.Shots[:0], s.Shots)
	mk.Throws = appendPts(mk.Throws[:0], s.Throws)
	mk.Shifts = appendPts(mk.Shifts[:0], s.Shift)
	mk.ShiftFrom = rpt(s.ShiftFrom)
	mk.Path = appendPts(mk.Path[:0], s.Path)
	mk.Facings, mk.FacingAt, mk.Facing = s.DestOn, rpt(s.Dest), re.Dir(s.DestFacing&3)
	mk.CursorOn, mk.Cursor = s.CurOn, rpt(s.Cursor)
	b.board.Draw(dst, rs, mk)
	b.rect = rs.BoardRect()
}

// gridPt is the rules' square (x, y).
func gridPt(x, y int) grid.Point { return grid.Pt(x, y) }
