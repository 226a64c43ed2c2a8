package elements

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// Draw implements table.Table: the status line, the board, the tray (the
// odds of an attack considered, else the last roll), the side panel and
// the hints; the hand-over screen over all of them while it covers the
// table.
func (c *ClanTable) Draw(a table.Host, screen *ebiten.Image) {
	pal := a.Pal()
	c.bg = pal.Background
	screen.Fill(&c.bg)
	if c.privacy.Covered() {
		detail := "Your hidden models are on the table."
		if c.Game().Phase() == el.PhaseMuster {
			detail = "Your force is chosen in secret."
		}
		c.privacy.Draw(a, screen, c.SideName(c.privacy.For()), &c.seats, detail)
		return
	}
	t := a.Theme()
	g := c.shown()
	dg := c.decidingView()
	c.fillMarks(g, dg)
	c.board.draw(screen, &c.sc, pal)
	st, odds := c.updateOdds(a, dg)
	c.oddsOn = odds
	if odds {
		r := c.lay.tray
		br := &c.oddsBrush
		br.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
		br.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
		pad := t.Px(8)
		c.odds.Layout(&st, r.Dx()-2*pad)
		c.odds.Draw(screen, r.Min.X+pad, r.Min.Y+pad, &st)
	} else {
		roll := c.roll()
		c.tray.set(&roll, c.pickable(dg))
		c.tray.layout(c.lay.tray)
		hr, hk := -1, -1
		if x, y := a.In().Cursor(); a.In().LastDevice() == input.Mouse {
			if row, k, ok := c.tray.dieAt(x, y); ok {
				hr, hk = row, k
			}
		}
		motion := render.TrayAtRest
		if c.rolling > 0 {
			motion = render.TrayMotion{Rolling: true, Tumble: 1 - float64(c.rolling)/float64(max(1, c.rollTicks)), Sort: 1, Frame: c.frame}
		}
		c.tray.draw(screen, hr, hk, motion, pal)
		if !roll.ok {
			r := c.lay.tray
			render.DrawLabel(screen, "The dice tray: an attack's dice land here, the attacker's above the defender's.", t.Small,
				float64(r.Min.X+t.Px(14)), float64(r.Min.Y+r.Dy()/2-t.Px(8)), render.Tint(t.Muted))
		}
	}
	render.DrawLabel(screen, c.topLine(g), t.Heading, float64(c.lay.status.Min.X), float64(c.lay.status.Min.Y), render.Tint(t.Accent))
	c.widgets.Draw(screen, c.ui, c.widgetsLive(a), c.root)
	c.hintOp.GeoM.Reset()
	c.hintOp.GeoM.Translate(float64(c.lay.hints.Min.X), float64(c.lay.hints.Min.Y))
	c.hintOp.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, c.hintLine(a), t.Small, &c.hintOp)
	if x, y := a.In().Cursor(); odds && a.In().LastDevice() == input.Mouse && !c.modal.Shown() {
		c.odds.DrawTip(screen, x, y, &st)
	}
	if !c.modal.Shown() {
		c.drawModelTip(a, screen, g)
	}
}

// fillMarks sets the board's scene from g (the view of the seat at the
// screen) and its marks from dg (the view of the human deciding).
func (c *ClanTable) fillMarks(g, dg *el.Game) {
	s := &c.sc
	fillScene(s, g, c.screenSide(g))
	if seat := c.seatAtScreen(); seat == 0 || seat == 1 {
		c.seen.mark(s, g, int(seat))
	}
	side := c.humanSide()
	if side >= 0 && g.Phase() != el.PhaseMuster {
		m := &c.marks
		s.Reach = append(s.Reach, m.reach...)
		s.Targets = append(s.Targets, m.targets...)
		s.Shots = append(s.Shots, m.shots...)
		s.Throws = append(s.Throws, m.throws...)
		s.Shift = append(s.Shift, m.shift...)
		s.ShiftFrom = m.shiftFrom
	}
	s.Sel = c.sel
	if c.sel < 0 && !c.destOn && g.Phase() == el.PhaseAct { // what just happened: the last move, as this seat saw it
		if from, to, ok := c.lastMove(); ok {
			s.Path = append(s.Path, from, to)
		}
	}
	zoneOf := c.sel
	if c.hoverOn {
		if j := g.ModelAt(c.hover); j >= 0 {
			zoneOf, s.Hover = j, j
		}
	}
	if zoneOf >= 0 && zoneOf < len(g.Models()) && g.Phase() != el.PhaseMuster {
		s.Zone = append(s.Zone, c.zones.of(g, zoneOf)...)
		s.ZoneOf = int(g.Models()[zoneOf].Side)
	}
	if c.sel >= 0 && c.sel < len(g.Models()) && zoneOf == c.sel && g.Phase() == el.PhaseAct {
		// the enemies' zones, where a move costs a Dodge and no ranged
		// attack can be made
		own := int(g.Models()[c.sel].Side)
		for j, m := range g.Models() {
			if int(m.Side) == own {
				continue
			}
			for _, q := range c.zones.of(g, j) {
				if !hasPoint(s.Threat, q) {
					s.Threat = append(s.Threat, q)
				}
			}
			s.ThreatOf = 1 - own
		}
	}
	s.Cursor, s.CurOn = c.cursor, c.curOn && side >= 0
	s.Dest, s.DestOn = c.dest, c.destOn
	if c.destOn {
		if mv := c.mover(dg); mv >= 0 {
			m := dg.Models()[mv]
			s.DestFacing = travelFacing(m.At, c.dest, m.Facing)
		}
	}
}

// zoneCache keeps the influence zones (el.Game.ZoneSquares) of the
// models of one view of a position, each made when first shown: the mouse
// sweeping over the models makes none again.
type zoneCache struct {
	view  *el.Game
	zones [][]grid.Point
	made  []bool
}

// of returns model i's influence zone in view g.
func (z *zoneCache) of(g *el.Game, i int) []grid.Point {
	if z.view != g {
		z.view = g
		z.zones, z.made = z.zones[:0], z.made[:0]
		for range g.Models() {
			z.zones, z.made = append(z.zones, nil), append(z.made, false)
		}
	}
	if i < 0 || i >= len(z.zones) {
		return nil
	}
	if !z.made[i] {
		z.zones[i], z.made[i] = g.ZoneSquares(i), true
	}
	return z.zones[i]
}

// boardMarks are the squares the board marks for the human deciding:
// where the selected model can move, whom it can attack and how, where a
// result can move a model. They are made with the options (refresh), not
// every frame.
type boardMarks struct {
	reach, targets, shots, throws, shift []grid.Point
	shiftFrom                            grid.Point
}

// makeMarks makes the board's marks for side deciding in dg.
func (c *ClanTable) makeMarks(dg *el.Game, side int) {
	m := &c.marks
	m.reach, m.targets, m.shots, m.throws, m.shift = m.reach[:0], m.targets[:0], m.shots[:0], m.throws[:0], m.shift[:0]
	if side < 0 || dg.Phase() == el.PhaseMuster {
		return
	}
	for _, a := range dg.LegalActions(side) {
		switch {
		case a.Kind == el.Shift && !hasPoint(m.shift, a.To):
			m.shift = append(m.shift, a.To)
		case c.sel < 0 || a.Model != dg.Models()[c.sel].ID:
		case a.Kind == el.Move && a.To != dg.Models()[c.sel].At && !hasPoint(m.reach, a.To):
			m.reach = append(m.reach, a.To)
		case a.Kind == el.Attack && !hasPoint(m.targets, a.To):
			m.targets = append(m.targets, a.To)
		case a.Kind == el.Shoot && !hasPoint(m.targets, a.To) && !hasPoint(m.shots, a.To):
			m.shots = append(m.shots, a.To)
		case a.Kind == el.Throw && !hasPoint(m.targets, a.To) && !hasPoint(m.shots, a.To) && !hasPoint(m.throws, a.To):
			m.throws = append(m.throws, a.To)
		}
	}
	if f, ok := dg.PendingFight(); ok && dg.Phase() == el.PhaseShift {
		m.shiftFrom = dg.Models()[f.Moved].At
	}
}

// lastMove returns where the last move of the last few actions went from
// and to, as the seat at the screen saw it (a hidden model's move shows
// nothing), made again only when the history or the seat changes.
func (c *ClanTable) lastMove() (from, to grid.Point, ok bool) {
	key := c.ses.Position()*8 + int(c.seatAtScreen()+3)
	if c.moveKey == key && c.moveMade {
		return c.moveFrom, c.moveTo, c.moveOK
	}
	c.moveKey, c.moveMade, c.moveOK = key, true, false
	for i := len(c.log.Entries) - 1; i >= max(0, len(c.log.Entries)-4) && !c.moveOK; i-- { // an activation's last few actions
		for _, e := range c.log.Entries[i].Events {
			ev, isEl := eventFor(e, c.seatAtScreen()).(el.Event)
			if isEl && (ev.Kind == el.EvMoved || ev.Kind == el.EvShifted) && ev.From.X >= 0 && ev.To.X >= 0 && ev.From != ev.To {
				c.moveFrom, c.moveTo, c.moveOK = ev.From, ev.To, true
			}
		}
	}
	return c.moveFrom, c.moveTo, c.moveOK
}

// roll returns the last roll as the seat at the screen may see it, made
// again only when the history or the seat changes.
func (c *ClanTable) roll() rollShown {
	key := c.ses.Position()*8 + int(c.seatAtScreen()+3)
	if c.rollKey != key || !c.rollMade {
		c.rollKey, c.rollMade = key, true
		c.rollCache = rollOf(&c.log, c.seatAtScreen(), c.shown())
		c.rollCache.key = key
	}
	return c.rollCache
}

// pickable says which results the human winner may choose by clicking a
// die.
func (c *ClanTable) pickable(g *el.Game) (out [7]bool) {
	if g.Phase() != el.PhaseResult || c.humanSide() < 0 {
		return out
	}
	for _, o := range c.opts {
		if o.kind == optAct && o.act.Kind == el.Result {
			out[o.act.Result] = true
		}
	}
	return out
}

// topLine is the status line over the board.
func (c *ClanTable) topLine(g *el.Game) string {
	return c.top.Get(topKey{g.Round(), g.Phase(), g.Turn()}, func(k topKey) string {
		lvl := g.Level()
		switch k.phase {
		case el.PhaseMuster:
			return lvl.Title + ": the muster"
		case el.PhaseOver:
			return lvl.Title + ": over"
		}
		return lvl.Title + " · round " + strconv.Itoa(k.round) + " of " + strconv.Itoa(lvl.Rounds)
	})
}

// topKey is what the status line says.
type topKey struct {
	round int
	phase el.Phase
	turn  int
}
