package elements

import (
	"skirmish/game/table"
	el "skirmish/rules/elements"
	"skirmish/rules/grid"
)

// snap moves the keyboard's and the pads' cursor to the next (or the
// previous) sensible spot: with no model selected, the next model that can
// act; with one, the enemies it can attack and then the other models that
// can act; in a result's movement, the squares the model can be moved to;
// while a move waits for its facing, its square.
func (b *Board) snap(f *table.Frame, next bool) {
	b.pointer.Snap(b.snapSpots(decided(f), f.Screen().Side(), nil), next)
}

// snapSpots appends the sensible spots of side deciding in g to out, in
// the order the snap visits them.
func (b *Board) snapSpots(g *el.Game, side int, out []grid.Point) []grid.Point {
	if side < 0 {
		return out
	}
	legal := g.LegalActions(side)
	switch g.Phase() {
	case el.PhaseShift:
		for _, a := range legal {
			if a.Kind == el.Shift && !hasPoint(out, a.To) {
				out = append(out, a.To)
			}
		}
		return out
	case el.PhaseAct:
	default:
		return out
	}
	if b.destOn {
		return append(out, b.dest)
	}
	if b.sel >= 0 {
		id := g.Models()[b.sel].ID
		for _, a := range legal {
			if a.Model == id && (a.Kind == el.Attack || a.Kind == el.Shoot || a.Kind == el.Throw) && !hasPoint(out, a.To) {
				out = append(out, a.To)
			}
		}
	}
	for _, a := range legal {
		if i := g.ModelByID(a.Model); i >= 0 && i != b.sel && !hasPoint(out, g.Models()[i].At) {
			out = append(out, g.Models()[i].At)
		}
	}
	if len(out) == 0 && b.sel >= 0 {
		id := g.Models()[b.sel].ID
		for _, a := range legal {
			if a.Model == id && a.Kind == el.Move && !hasPoint(out, a.To) {
				out = append(out, a.To)
			}
		}
	}
	return out
}
