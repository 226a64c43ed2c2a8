package elements

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	re "skirmish/render/elements"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// boardDrawer hands a view of the game to the board of render/elements:
// the terrain, the models with their facing, glyph, wounds and stars
// (setGame), and the marks of the player's choices (Board.mark). It keeps
// the render's scene and marks from frame to frame, so that filling them
// allocates nothing once their slices have grown.
type boardDrawer struct {
	board *re.Board
	scene re.Scene
	marks re.Marks
	rect  image.Rectangle // the board's squares on the screen
}

// layout places a board of w by h squares at the top of r, centred
// across it, in square cells.
func (d *boardDrawer) layout(r image.Rectangle, w, h int) {
	s := &d.scene
	s.Area, s.W, s.H = r, w, h
	if cs := s.Cell(); cs > 0 { // at the top of r: the tray under it takes the height left
		s.Area.Max.Y = min(r.Max.Y, r.Min.Y+cs*h)
	}
	d.rect = s.BoardRect()
}

// cellRect returns the screen rectangle of square p.
func (d *boardDrawer) cellRect(p grid.Point) image.Rectangle { return d.scene.SquareRect(rpt(p)) }

// cellAt returns the square under the screen pixel (x, y), if any.
func (d *boardDrawer) cellAt(x, y int) (grid.Point, bool) {
	p, ok := d.scene.SquareAt(x, y)
	return grid.Pt(p.X, p.Y), ok
}

// draw draws the scene with its marks.
func (d *boardDrawer) draw(dst *ebiten.Image, pal *render.Palette) {
	if d.board == nil {
		d.board = re.NewBoard()
	}
	d.scene.Pal = pal
	d.board.Draw(dst, &d.scene, &d.marks)
	d.rect = d.scene.BoardRect()
}

// setGame sets the scene to the map and the models of g, a view, and
// empties the marks. In the muster it shows side's force on its
// deployment squares, and marks the squares left for more.
func (d *boardDrawer) setGame(g *el.Game, side int) {
	lvl := g.Level()
	s, mk := &d.scene, &d.marks
	s.W, s.H = lvl.W, lvl.H
	s.Tiles = s.Tiles[:0]
	for _, t := range lvl.Tiles {
		s.Tiles = append(s.Tiles, re.Tile(t))
	}
	s.Models = s.Models[:0]
	mk.Reset()
	if g.Phase() == el.PhaseMuster {
		if side != 0 && side != 1 {
			return
		}
		deploy := lvl.Deploy[side]
		for n, k := range g.Force(side) {
			if n >= len(deploy) {
				break
			}
			dp := deploy[n]
			s.Models = append(s.Models, re.Model{At: rpt(dp.At), Facing: re.Dir(dp.Facing & 3), Side: side, Letter: dp.ID,
				Glyph: re.GlyphOf(lvl.Pack.Profiles[k].ID)})
		}
		for n := len(g.Force(side)); n < len(deploy); n++ {
			mk.Moves = append(mk.Moves, rpt(deploy[n].At)) // room for more
		}
		return
	}
	for i, m := range g.Models() {
		if m.Out || m.Unseen {
			s.Models = append(s.Models, re.Model{At: re.Pt(-1, -1), Side: int(m.Side), Letter: m.ID, Out: true})
			continue
		}
		s.Models = append(s.Models, re.Model{At: rpt(m.At), Facing: re.Dir(m.Facing & 3), Side: int(m.Side), Letter: m.ID,
			Glyph: re.GlyphOf(g.Prof(i).ID), Injured: m.Injured, Stunned: m.Stunned, Spent: m.Activated, Hidden: m.Hidden})
	}
}

// rpt is the render's square for p.
func rpt(p grid.Point) re.Point { return re.Pt(int(p.X), int(p.Y)) }

// rpts are the render's squares for ps, appended to out.
func rpts(out []re.Point, ps []grid.Point) []re.Point {
	for _, p := range ps {
		out = append(out, rpt(p))
	}
	return out
}

// gridPt is the rules' square (x, y).
func gridPt(x, y int) grid.Point { return grid.Pt(x, y) }

// hasPoint reports whether ps holds p.
func hasPoint[P comparable](ps []P, p P) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// lastSeen remembers, for each seat, where it last saw each enemy model:
// an enemy that hides is marked there (a dashed token with a question
// mark), which its player saw. It forgets everything when a new muster
// starts.
type lastSeen struct {
	at [2][]grid.Point
	ok [2][]bool
}

// mark records what seat sees in g (its view) and marks the enemies it
// cannot see in s where it last saw them.
func (l *lastSeen) mark(s *re.Scene, g *el.Game, seat int) {
	if seat < 0 || seat > 1 {
		return
	}
	ms := g.Models()
	if g.Phase() == el.PhaseMuster {
		l.at[seat], l.ok[seat] = l.at[seat][:0], l.ok[seat][:0]
		return
	}
	for len(l.at[seat]) < len(ms) {
		l.at[seat], l.ok[seat] = append(l.at[seat], grid.Point{}), append(l.ok[seat], false)
	}
	for i, m := range ms {
		switch {
		case int(m.Side) == seat || m.Out:
		case !m.Unseen:
			l.at[seat][i], l.ok[seat][i] = m.At, true
		case l.ok[seat][i] && i < len(s.Models) && g.ModelAt(l.at[seat][i]) < 0:
			sm := &s.Models[i]
			sm.At, sm.Unseen, sm.Out = rpt(l.at[seat][i]), true, false
		}
	}
}
