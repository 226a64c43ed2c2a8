package tunnel

import (
	"skirmish/game/table"
	"skirmish/rules/grid"
	tf "skirmish/rules/tunnel"
)

// followSeat gives the board cursor to the side deciding now, each side
// keeping its own (a side new to it starts on its first living model),
// and reports whether the cursor changed hands. It runs at each tick,
// before anything moves the cursor for the new side.
func (b *Battle) followSeat() bool {
	side := b.humanSide()
	switched, fresh := b.cursors.Follow(side, &b.cursor)
	if fresh {
		g := b.Game()
		for j := range g.Models() {
			if m := g.Model(j); !m.Dead && int(m.Side) == side {
				b.cursor = m.At
				break
			}
		}
	}
	return switched
}

// snap moves the cursor to the next sensible square (the previous with
// step -1): the next reachable square while moving, the next target while
// choosing one, the next door, the next Shunt; the next facing while
// choosing one; else the selected model, then the next model of the side.
func (b *Battle) snap(step int) {
	g := b.Game()
	b.touch()
	var qs []grid.Point
	switch {
	case b.humanSide() < 0:
		return
	case g.Phase() == tf.PhaseShunt:
		for _, c := range choices(g, &b.p) {
			qs = append(qs, c.To)
		}
	case g.Phase() != tf.PhaseAct:
		return
	case b.p.mode == modeFacing:
		if step > 0 {
			b.p.facing = b.p.facing.Right()
		} else {
			b.p.facing = b.p.facing.Left()
		}
		return
	case b.p.sel >= 0 && (b.p.mode == modeMove || b.p.mode == modeTarget || b.p.mode == modeDoor):
		qs = squaresFor(g, b.p.sel, b.p.mode)
	case b.p.sel >= 0 && b.cursor != g.Model(b.p.sel).At:
		b.cursor = g.Model(b.p.sel).At // first back to the model selected
		return
	default:
		b.nextModel(step)
		return
	}
	if q, ok := table.NextSpot(qs, b.cursor, step > 0); ok {
		b.cursor = q
	}
}
