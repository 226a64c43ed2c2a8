package tunnel

import (
	"image"

	"skirmish/rules"
	tf "skirmish/rules/tunnel"
)

// Busyness scores a position for the frame benchmark: mid-swing, with dice
// in the tray and a result to pick, after a long log.
func (kind) Busyness(st rules.State, played int) int {
	if g, ok := st.(*tf.Game); ok && g.Phase() == tf.PhasePick {
		if played > 30 {
			return 2
		}
		return 1
	}
	return 0
}

// SweepArea is where the frame benchmark's mouse sweeps: the board
// (table.Sweeper).
func (b *Battle) SweepArea() image.Rectangle { return b.area }

// Restful reports whether the mouse may point at (x, y) without a
// tooltip drawn, which allocates (table.BoardRester): on the board, off
// its models.
func (b *Battle) Restful(x, y int) bool {
	q, ok := b.cellAt(x, y)
	return ok && b.Game().ModelAt(q) < 0
}

// BenchScenario is Lamplight Crossing: lights, doors and many models.
func (kind) BenchScenario() string { return "lamplight-crossing" }
