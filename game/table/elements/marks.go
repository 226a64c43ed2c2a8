package elements

import (
	"skirmish/game/table"
	re "skirmish/render/elements"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

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
