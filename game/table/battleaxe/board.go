package battleaxe

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
	rb "skirmish/render/battleaxe"
	ba "skirmish/rules/battleaxe"
	"skirmish/rules/grid"
)

// boardDrawer hands the dungeon to the board of render/battleaxe: it fills
// the render's scene from a view of the game (read through Game.Board()
// every frame: the dungeon grows as it is revealed) and the marks from the
// table's choices, keeping their slices from frame to frame.
type boardDrawer struct {
	board *rb.Board
	s     rb.Scene
	m     rb.Marks
}

// rpt is the render's square for p.
func rpt(p grid.Point) rb.Point { return rb.Pt(int(p.X), int(p.Y)) }

// edgeOf is the render's edge for the rules' one.
func edgeOf(e ba.Edge) rb.Edge {
	switch e {
	case ba.Wall:
		return rb.Wall
	case ba.DoorClosed:
		return rb.DoorClosed
	case ba.DoorOpen:
		return rb.DoorOpen
	}
	return rb.Open
}

// fill sets the scene from g, and the marks from t (nil: none, as in a
// preview).
func (d *boardDrawer) fill(g *ba.Game, t *dungeon) {
	s := &d.s
	b := g.Board()
	s.W, s.H = b.W, b.H
	n := b.W * b.H
	if cap(s.Squares) < n {
		s.Squares = make([]rb.Square, n)
	}
	s.Squares = s.Squares[:n]
	s.Contents = s.Contents[:0]
	for _, ct := range b.Contents {
		s.Contents = append(s.Contents, rb.Content{Name: ct.Name, High: ct.High})
	}
	for y := range b.H {
		for x := range b.W {
			p := grid.Pt(x, y)
			sq := &s.Squares[y*b.W+x]
			*sq = rb.Square{Ground: rb.Ground(b.Ground(p)), East: edgeOf(b.EdgeBetween(p, p.Step(grid.East))), South: edgeOf(b.EdgeBetween(p, p.Step(grid.South)))}
			if ct, ok := b.ContentAt(p); ok {
				for k := range b.Contents {
					if b.Contents[k].Name == ct.Name {
						sq.Content = k + 1
						break
					}
				}
			}
		}
	}
	if t != nil {
		if f, on := t.grow.progress(); on {
			for _, p := range t.grow.squares {
				if b.In(p) {
					sq := &s.Squares[int(p.Y)*b.W+int(p.X)]
					sq.Revealing, sq.Reveal, sq.SlideFrom = true, f, rb.Dir(t.grow.from&3)
				}
			}
		}
	}
	turn := g.Turn().Hero
	s.Minis = s.Minis[:0]
	for i := range g.MiniCount() {
		m := g.Mini(i)
		rm := rb.Mini{At: rpt(m.At), W: int(m.W), H: int(m.H), Facing: rb.Dir(m.Facing & 3), Hero: m.Hero, Label: letters[m.ID],
			Health: int(m.Health), Base: m.Stats.Health, Carrier: int(m.Carrier), Turn: i == turn, Gone: m.Gone}
		if m.Hero {
			rm.Player = seatOfHero(g, i)
		}
		rm.Icon = miniIcon(g, m)
		if t != nil {
			if at, health, gone, ok := t.foes.mini(i); ok {
				rm.At, rm.Health, rm.Gone = rpt(at), int(health), gone
			}
		}
		switch {
		case m.Hero && rm.Health < 0, !m.Hero && rm.Health <= 0:
			rm.Status = rb.Dead
		case m.Hero && rm.Health == 0 && !m.Revived:
			rm.Status = rb.Unconscious
		}
		if !m.Hero && rm.Status == rb.Dead {
			rm.Gone = true
		}
		s.Minis = append(s.Minis, rm)
	}
	d.m.Reset()
	if t != nil {
		t.fillMarks(g, &d.m)
	}
}

// draw draws the scene in r through cam.
func (d *boardDrawer) draw(dst *ebiten.Image, r image.Rectangle, cam *camera, pal *render.Palette, scale float64) {
	if d.board == nil {
		d.board = rb.NewBoard()
	}
	d.s.Area, d.s.Camera, d.s.Pal, d.s.Scale = r, cam.s.Camera, pal, scale
	d.board.Draw(dst, &d.s, &d.m)
}

// fillMarks sets the board's marks: where the hero deciding may move (with
// the squares each costs), whom he may fight or shoot, the cursor of the
// player deciding (in his colour), the mini under the mouse, and in the
// enemies' turns the enemy acting, its target and the rule that chose it.
func (c *dungeon) fillMarks(g *ba.Game, m *rb.Marks) {
	if f, ok := c.foes.current(); ok {
		m.Enemy = rb.EnemyMark{On: true, Actor: f.enemy, Target: f.target, To: rpt(f.to), Rule: f.rule}
		m.Selected = f.enemy
		return
	}
	side := c.side()
	if side < 0 {
		return
	}
	for _, mv := range c.marks.moves {
		m.Moves = append(m.Moves, rb.Reach{At: rpt(mv.Path[len(mv.Path)-1]), Cost: len(mv.Path)})
	}
	for _, p := range c.marks.fights {
		m.Fights = append(m.Fights, rpt(p))
	}
	for _, p := range c.marks.shots {
		if !hasPoint(c.marks.fights, p) {
			m.Shots = append(m.Shots, rpt(p))
		}
	}
	if c.hoverOn {
		m.Hover = g.MiniAt(c.hover)
		for _, mv := range c.marks.moves {
			if mv.Path[len(mv.Path)-1] == c.hover {
				if h := c.marks.hero; h >= 0 {
					m.Path = append(m.Path, rpt(g.Mini(h).At))
				}
				for _, p := range mv.Path {
					m.Path = append(m.Path, rpt(p))
				}
			}
		}
	}
	if c.curOn {
		m.Cursors = append(m.Cursors, rb.Cursor{Player: side, At: rpt(c.cursor)})
	}
}

// letters are the one-letter strings of the minis' ids, made once.
var letters = func() (out [256]string) {
	for i := range out {
		out[i] = string(rune(i))
	}
	return out
}()

// miniIcon returns the picture on a mini's token: a hero's role (else his
// race), an enemy's card; "" shows its letter.
func miniIcon(g *ba.Game, m *ba.Mini) string {
	cat := g.Catalog()
	if !m.Hero {
		if m.Card >= 0 && m.Card < len(cat.Enemies) {
			return rb.IconOf(cat.Enemies[m.Card].ID)
		}
		return ""
	}
	if ic := rb.IconOf(m.Role); ic != "" {
		return ic
	}
	if m.Card >= 0 && m.Card < len(cat.Heroes) {
		return rb.IconOf(cat.Heroes[m.Card].Race)
	}
	return ""
}
