package arena

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	ra "skirmish/render/arena"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// boardDrawer hands the table's view to the board and the initiative
// strip of render/arena: the steps and their terrain, the fighters with
// their tracks, the marks of the player's choices, the portraits in
// initiative order. It keeps the render's scene and marks from frame to
// frame, so that filling them allocates nothing once their slices have
// grown.
type boardDrawer struct {
	board  *ra.Board
	strip  ra.Strip
	s      ra.Scene
	m      ra.Marks
	rect   image.Rectangle // the board's squares on the screen
	stripR image.Rectangle // the initiative strip
	lvl    *ar.Level       // the level the steps were copied from
	order  []int
}

// layout places a board of w by h squares at the top of r, centred
// across it, in square cells, and the strip in strip.
func (b *boardDrawer) layout(r, strip image.Rectangle, w, h int) {
	b.s.Area, b.s.W, b.s.H = r, w, h
	if cs := b.s.Cell(); cs > 0 { // at the top of r: the tray under it takes the height left
		b.s.Area.Max.Y = min(r.Max.Y, r.Min.Y+cs*h)
	}
	b.rect = b.s.BoardRect()
	b.stripR = strip
}

// cellRect returns the screen rectangle of square p.
func (b *boardDrawer) cellRect(p grid.Point) image.Rectangle { return b.s.SquareRect(rpt(p)) }

// cellAt returns the square under the screen pixel (x, y), if any.
func (b *boardDrawer) cellAt(x, y int) (grid.Point, bool) {
	p, ok := b.s.SquareAt(x, y)
	return grid.Pt(p.X, p.Y), ok
}

// stripAt returns the fighter whose portrait in the strip is under
// (x, y).
func (b *boardDrawer) stripAt(x, y int) (int, bool) { return b.strip.PortraitAt(x, y) }

// rpt is the render's square for p.
func rpt(p grid.Point) ra.Point { return ra.Pt(int(p.X), int(p.Y)) }

// fill sets the scene to g, a view: the level's steps (copied when the
// level changes), the fighters and the initiative order. Marks are left
// to the table.
func (b *boardDrawer) fill(g *ar.Game, scale float64, pal *render.Palette) {
	s := &b.s
	lvl := g.Level()
	s.W, s.H, s.Scale, s.Pal = lvl.W, lvl.H, scale, pal
	if b.lvl != lvl || len(s.Heights) != lvl.W*lvl.H {
		b.lvl = lvl
		s.Heights = s.Heights[:0]
		for _, h := range lvl.Height {
			s.Heights = append(s.Heights, int(h))
		}
		s.Terrain = s.Terrain[:0]
		for _, t := range lvl.Terrain {
			s.Terrain = append(s.Terrain, ra.Terrain(t))
		}
		if len(s.Terrain) == 0 {
			s.Terrain = nil
		}
	}
	s.Light = ra.Light(lvl.Light)
	cur := g.Current()
	mv, moving := g.Move()
	s.Fighters = s.Fighters[:0]
	for i, f := range g.Fighters() {
		p := g.Prof(i)
		rf := ra.Fighter{At: rpt(f.At), Facing: ra.Dir(f.Facing & 3), Side: int(f.Side), Letter: f.ID, Kind: ra.KindOf(p.ID),
			HP: int(f.HP), MaxHP: p.HP(), FP: int(f.FP), AP: int(f.AP), MaxAP: p.AP(), Status: ra.Status(f.Status), Cond: ra.Cond(f.Cond),
			Current: i == cur, Done: f.Done}
		if moving && int(mv.Mover) == i {
			rf.Current = true
		}
		if f.Status > ar.Dead { // fled, or a status the board has no picture for: off the map
			rf.Status, rf.Out = ra.Standing, true
		}
		s.Fighters = append(s.Fighters, rf)
	}
	b.order = initiativeOrder(g, b.order[:0])
	s.Order = b.order
}

// initiativeOrder appends to out the fighters still standing in the
// order the rules give the initiative (the seed's "Initiative Order": the
// most AP, the least spent, the highest Speed, the highest Wits; ties by
// letter here, where the rules roll): first those who may still act, the
// one acting first, then those who hold or have no AP left.
func initiativeOrder(g *ar.Game, out []int) []int {
	fs := g.Fighters()
	can := func(i int) bool { return fs[i].Status == ar.Standing && !fs[i].Done && fs[i].AP > 0 }
	before := func(i, j int) bool {
		a, b := &fs[i], &fs[j]
		pa, pb := g.Prof(i), g.Prof(j)
		switch {
		case i == g.Current() || j == g.Current():
			return i == g.Current()
		case can(i) != can(j):
			return can(i)
		case a.AP != b.AP:
			return a.AP > b.AP
		case a.Spent != b.Spent:
			return a.Spent < b.Spent
		case pa.Spd != pb.Spd:
			return pa.Spd > pb.Spd
		case pa.Wits != pb.Wits:
			return pa.Wits > pb.Wits
		}
		return a.ID < b.ID
	}
	start := len(out)
	for i := range fs {
		if fs[i].Status != ar.Standing {
			continue
		}
		out = append(out, i)
		for k := len(out) - 1; k > start && before(out[k], out[k-1]); k-- {
			out[k], out[k-1] = out[k-1], out[k]
		}
	}
	return out
}

// draw draws the board with the marks, then the strip (hover: the fighter
// under the mouse, -1 none).
func (b *boardDrawer) draw(dst *ebiten.Image, hover int) {
	if b.board == nil {
		b.board = ra.NewBoard()
	}
	b.board.Draw(dst, &b.s, &b.m)
	b.rect = b.s.BoardRect()
	if !b.stripR.Empty() {
		b.strip.Layout(b.stripR, &b.s)
		b.strip.Draw(dst, &b.s, hover)
	}
}
