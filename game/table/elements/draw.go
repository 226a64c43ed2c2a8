package elements

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/game/table"
	"skirmish/render"
	re "skirmish/render/elements"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// Draw draws the status line, the board, the tray (the odds of an attack
// considered, else the last roll) and the hints; the frame draws the side
// panel over them.
func (b *Board) Draw(f *table.Frame, screen *ebiten.Image) {
	h := f.Host()
	t, pal := h.Theme(), h.Pal()
	g, dg := shown(f), decided(f)
	b.setScene(f, g, dg)
	b.drawer.draw(screen, pal)
	b.oddsOn = b.updateOdds(f, dg)
	if b.oddsOn {
		r := b.lay.tray
		br := &b.oddsBrush
		br.Rect(screen, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.TrayEdge, 1)
		br.Rect(screen, float64(r.Min.X)+3, float64(r.Min.Y)+3, float64(r.Dx())-6, float64(r.Dy())-6, pal.Tray, 1)
		pad := t.Px(8)
		st := table.TrayOddsStyle(t)
		b.odds.Layout(&st, r.Dx()-2*pad)
		b.odds.Draw(screen, r.Min.X+pad, r.Min.Y+pad, &st)
	} else {
		b.drawTray(f, screen, dg)
	}
	render.DrawLabel(screen, b.topLine(g), t.Heading, float64(b.lay.status.Min.X), float64(b.lay.status.Min.Y), render.Tint(t.Accent))
	b.hintOp.GeoM.Reset()
	b.hintOp.GeoM.Translate(float64(b.lay.hints.Min.X), float64(b.lay.hints.Min.Y))
	b.hintOp.ColorScale = render.Tint(t.Muted)
	render.DrawPrompt(screen, b.hintLine(f), t.Small, &b.hintOp)
}

// drawTray draws the last roll in the tray, the dice tumbling after a
// roll, the die under the mouse lit, the winner's dice to choose from
// raised.
func (b *Board) drawTray(f *table.Frame, screen *ebiten.Image, dg *el.Game) {
	h := f.Host()
	roll := &b.recent(f).roll
	b.tray.set(roll, b.pickable(f, dg))
	b.tray.layout(b.lay.tray)
	hr, hk := -1, -1
	if x, y := h.In().Cursor(); h.In().LastDevice() == input.Mouse {
		if row, k, ok := b.tray.dieAt(x, y); ok {
			hr, hk = row, k
		}
	}
	b.tray.draw(screen, hr, hk, b.tumble.Motion(f.Ticks()), h.Pal())
	if !roll.ok {
		t, r := h.Theme(), b.lay.tray
		render.DrawLabel(screen, "The dice tray: an attack's dice land here, the attacker's above the defender's.", t.Small,
			float64(r.Min.X+t.Px(14)), float64(r.Min.Y+r.Dy()/2-t.Px(8)), render.Tint(t.Muted))
	}
}

// DrawOver draws the tooltips over the side panel too: the odds' under
// the mouse, the model's or the die's.
func (b *Board) DrawOver(f *table.Frame, screen *ebiten.Image) {
	if f.Modal().Shown() {
		return
	}
	if in := f.Host().In(); b.oddsOn && in.LastDevice() == input.Mouse {
		st := table.TrayOddsStyle(f.Host().Theme())
		x, y := in.Cursor()
		b.odds.DrawTip(screen, x, y, &st)
	}
	b.drawModelTip(f, screen, shown(f))
}

// setScene sets the board's scene from g (the view shown) and its marks
// from dg (the decider's view) and what the board has in hand.
func (b *Board) setScene(f *table.Frame, g, dg *el.Game) {
	d := &b.drawer
	d.setGame(g, ownSide(f, g))
	if viewer := f.Screen().Viewer; viewer == 0 || viewer == 1 {
		b.seen.mark(&d.scene, g, int(viewer))
	}
	mk := &d.marks
	deciding := f.Screen().Deciding()
	if deciding && g.Phase() != el.PhaseMuster {
		m := &b.marks
		mk.Moves = rpts(mk.Moves, m.reach)
		mk.Attacks = rpts(mk.Attacks, m.targets)
		mk.Shots = rpts(mk.Shots, m.shots)
		mk.Throws = rpts(mk.Throws, m.throws)
		mk.Shifts = rpts(mk.Shifts, m.shift)
		mk.ShiftFrom = rpt(m.shiftFrom)
	}
	mk.Selected = b.sel
	if b.sel < 0 && !b.destOn && g.Phase() == el.PhaseAct { // what just happened: the last move, as the viewer saw it
		if r := b.recent(f); r.moved {
			mk.Path = append(mk.Path, rpt(r.from), rpt(r.to))
		}
	}
	zoneOf := b.sel
	if pt := &b.pointer; pt.HoverOn {
		if j := g.ModelAt(pt.Hover); j >= 0 {
			zoneOf, mk.Hover = j, j
		}
	}
	if b.sel >= 0 && b.sel < len(g.Models()) && zoneOf == b.sel && g.Phase() == el.PhaseAct {
		// the enemies' zones, where a move costs a Dodge and no ranged
		// attack can be made
		own := int(g.Models()[b.sel].Side)
		threat := mk.AddZone(1 - own)
		for j, m := range g.Models() {
			if int(m.Side) == own {
				continue
			}
			for _, q := range b.zones.of(g, j) {
				if p := rpt(q); !hasPoint(threat.Squares, p) {
					threat.Squares = append(threat.Squares, p)
				}
			}
		}
		if len(threat.Squares) == 0 {
			mk.Zones = mk.Zones[:len(mk.Zones)-1]
		}
	}
	if zoneOf >= 0 && zoneOf < len(g.Models()) && g.Phase() != el.PhaseMuster {
		if sq := b.zones.of(g, zoneOf); len(sq) > 0 {
			z := mk.AddZone(int(g.Models()[zoneOf].Side))
			z.Squares = rpts(z.Squares, sq)
		}
	}
	mk.CursorOn, mk.Cursor = b.pointer.CursorOn && deciding, rpt(b.pointer.Cursor)
	mk.Facings, mk.FacingAt = b.destOn, rpt(b.dest)
	if b.destOn {
		if mv := b.mover(dg); mv >= 0 {
			m := dg.Models()[mv]
			mk.Facing = re.Dir(travelFacing(m.At, b.dest, m.Facing) & 3)
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

// boardMarks are the squares the board marks for the decider: where the
// selected model can move, whom it can attack and how, where a result can
// move a model. They are made with the choices, not every frame.
type boardMarks struct {
	reach, targets, shots, throws, shift []grid.Point
	shiftFrom                            grid.Point
}

// make makes the marks of side deciding in dg, model sel selected (-1
// none).
func (m *boardMarks) make(dg *el.Game, side, sel int) {
	m.reach, m.targets, m.shots, m.throws, m.shift = m.reach[:0], m.targets[:0], m.shots[:0], m.throws[:0], m.shift[:0]
	if side < 0 || dg.Phase() == el.PhaseMuster {
		return
	}
	for _, a := range dg.LegalActions(side) {
		switch {
		case a.Kind == el.Shift && !hasPoint(m.shift, a.To):
			m.shift = append(m.shift, a.To)
		case sel < 0 || a.Model != dg.Models()[sel].ID:
		case a.Kind == el.Move && a.To != dg.Models()[sel].At && !hasPoint(m.reach, a.To):
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

// recentActs is what the viewer saw of the last actions: the last roll
// (the tray shows it) and the last move of an activation's last few
// actions (the board traces it; a hidden model's move shows nothing).
// Made again only when the history or the viewer changes.
type recentActs struct {
	key      int
	made     bool
	roll     rollShown
	moved    bool
	from, to grid.Point
}

// recent returns what the viewer saw of the last actions.
func (b *Board) recent(f *table.Frame) *recentActs {
	r := &b.seenActs
	viewer := f.Screen().Viewer
	key := f.Session().Position()*8 + int(viewer+3)
	if r.made && r.key == key {
		return r
	}
	*r = recentActs{key: key, made: true, roll: rollOf(f.EventLog(), viewer, shown(f))}
	r.roll.key = key
	log := f.EventLog().Entries
	for i := len(log) - 1; i >= max(0, len(log)-4) && !r.moved; i-- {
		for _, e := range log[i].Events {
			ev, isEl := table.EventFor(e, viewer).(el.Event)
			if isEl && (ev.Kind == el.EvMoved || ev.Kind == el.EvShifted) && ev.From.X >= 0 && ev.To.X >= 0 && ev.From != ev.To {
				r.from, r.to, r.moved = ev.From, ev.To, true
			}
		}
	}
	return r
}

// pickable says which results the human winner may choose by clicking a
// die.
func (b *Board) pickable(f *table.Frame, g *el.Game) (out [7]bool) {
	if g.Phase() != el.PhaseResult || !f.Screen().Deciding() {
		return out
	}
	for _, c := range b.choices {
		if a, ok := c.Action.(el.Action); ok && a.Kind == el.Result {
			out[a.Result] = true
		}
	}
	return out
}

// topLine is the status line over the board.
func (b *Board) topLine(g *el.Game) string {
	return b.top.Get(topKey{g.Round(), g.Phase(), g.Turn()}, func(k topKey) string {
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
