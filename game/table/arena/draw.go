package arena

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	ar "skirmish/rules/arena"
	"skirmish/rules/grid"
)

// Draw draws the status line, the initiative strip, the board, the tray
// (the odds of an action considered, else the last roll) and the hints.
func (c *arenaBoard) Draw(f *table.Frame, screen *ebiten.Image) {
	h := f.Host()
	pal, t, in := h.Pal(), h.Theme(), h.In()
	g := c.shown()
	dg := c.decidingView()
	c.fillMarks(g, dg, t.Scale, pal)
	hover := -1
	if c.ptr.HoverOn {
		hover = g.At(c.ptr.Hover)
	}
	c.board.draw(screen, hover)
	c.oddsSt, c.oddsOn = c.updateOdds(t, dg)
	if c.oddsOn {
		table.DrawTrayOdds(screen, c.lay.tray, h, &c.oddsBrush, &c.odds, c.oddsKey, &c.oddsSt)
	} else {
		rs := c.roll()
		c.tray.layout(c.lay.tray, &rs.roll)
		hd := -1
		if x, y := in.Cursor(); in.LastDevice() == input.Mouse {
			if k, ok := c.tray.tray.DieAt(x, y); ok {
				hd = k
			}
		}
		c.tray.draw(screen, &rs.roll, hd, c.dice.Motion(), pal)
		if !rs.ok {
			r := c.lay.tray
			render.DrawLabel(screen, "The dice tray: a roll's 2D6 against its TN, then its Damage.", t.Small,
				float64(r.Min.X+t.Px(14)), float64(r.Min.Y+r.Dy()/2-t.Px(8)), render.Tint(t.Muted))
		}
	}
	render.DrawLabel(screen, c.topLine(g), t.Heading, float64(c.lay.status.Min.X), float64(c.lay.status.Min.Y), render.Tint(t.Accent))
	c.hintOp.GeoM.Reset()
	c.hintOp.GeoM.Translate(float64(c.lay.hints.Min.X), float64(c.lay.hints.Min.Y))
	c.hintOp.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, c.hintLine(h), t.Small, &c.hintOp)
}

// DrawOver draws over the side panel: the odds' tip under the mouse, the
// tooltip of the fighter under the mouse or the cursor.
func (c *arenaBoard) DrawOver(f *table.Frame, screen *ebiten.Image) {
	h := f.Host()
	if f.Modal().Shown() {
		return
	}
	if x, y := h.In().Cursor(); c.oddsOn && h.In().LastDevice() == input.Mouse {
		c.odds.DrawTip(screen, x, y, &c.oddsSt)
	}
	c.drawFighterTip(h, screen, c.shown())
}

// fillMarks sets the board's scene from g (the view of the seat at the
// screen) and its marks from dg (the view of the human deciding): where
// the fighter deciding can move and the path to the square under the
// cursor, whom it can strike or shoot, the square a move was interrupted
// on, the fighter described and the one under the mouse.
func (c *arenaBoard) fillMarks(g, dg *ar.Game, scale float64, pal *render.Palette) {
	b := &c.board
	b.fill(g, scale, pal)
	c.motion.apply(&b.s)
	m := &b.m
	m.Reset()
	if c.ptr.HoverOn {
		m.Hover = g.At(c.ptr.Hover)
	}
	m.Selected = c.deciding(g)
	if c.inspect >= 0 && c.inspect < len(g.Fighters()) {
		m.Selected = c.inspect
	}
	if mv, ok := g.Move(); ok && g.Phase() == ar.PhaseInterrupt {
		m.Interrupted, m.InterruptedAt = true, rpt(mv.Path[mv.Step])
	}
	side := c.side()
	if side < 0 {
		return
	}
	mk := &c.marks
	for _, p := range mk.reach {
		m.Reach = append(m.Reach, rpt(p))
	}
	for _, p := range mk.melee {
		m.Melee = append(m.Melee, rpt(p))
	}
	for _, p := range mk.shots {
		m.Shots = append(m.Shots, rpt(p))
	}
	if i := c.deciding(dg); i >= 0 && c.ptr.HoverOn && dg.Phase() == ar.PhaseAct && hasPoint(mk.reach, c.ptr.Hover) && c.moveTo(dg, c.ptr.Hover) {
		m.Path = append(m.Path, rpt(dg.Fighters()[i].At))
		mk.path = c.path(dg, i, c.ptr.Hover, mk.path[:0])
		for _, p := range mk.path {
			m.Path = append(m.Path, rpt(p))
		}
	}
	m.CursorOn, m.Cursor = c.ptr.CursorOn, rpt(c.ptr.Cursor)
	m.CursorColor = pal.Side[side%len(pal.Side)]
}

// boardMarks are the squares the board marks for the human deciding:
// where the fighter deciding can move, whom it can strike and whom shoot.
// They are made once for a view and a side (Settle), not every frame.
type boardMarks struct {
	reach, melee, shots, path []grid.Point
	view                      *ar.Game // the view they were made from
	side                      int
}

// makeMarks makes the board's marks for side deciding in dg.
func (c *arenaBoard) makeMarks(dg *ar.Game, side int) {
	m := &c.marks
	if m.view == dg && m.side == side {
		return
	}
	m.view, m.side = dg, side
	m.reach, m.melee, m.shots = m.reach[:0], m.melee[:0], m.shots[:0]
	if side < 0 {
		return
	}
	if dg.Phase() == ar.PhaseMuster {
		return
	}
	for _, a := range dg.LegalActions(side) {
		j := dg.ByID(a.Target)
		switch {
		case (a.Kind == ar.Move || a.Kind == ar.Dodge || a.Kind == ar.Jump || a.Kind == ar.Fly) && !hasPoint(m.reach, a.To):
			m.reach = append(m.reach, a.To)
		case (a.Kind == ar.Attack || a.Kind == ar.Interrupt || a.Kind == ar.Sneak) && j >= 0 && !hasPoint(m.melee, dg.Fighters()[j].At):
			m.melee = append(m.melee, dg.Fighters()[j].At)
		case (a.Kind == ar.Shoot || a.Kind == ar.Throw) && j >= 0 && !hasPoint(m.shots, dg.Fighters()[j].At):
			m.shots = append(m.shots, dg.Fighters()[j].At)
		}
	}
}

// topLine is the status line over the board.
func (c *arenaBoard) topLine(g *ar.Game) string {
	return c.top.Get(topKey{g.Round(), g.Phase() == ar.PhaseOver}, func(k topKey) string {
		lvl := g.Level()
		if k.over {
			return lvl.Title + ": over"
		}
		return lvl.Title + " · round " + strconv.Itoa(k.round) + " of " + strconv.Itoa(lvl.Rounds)
	})
}

// topKey is what the status line says.
type topKey struct {
	round int
	over  bool
}
