package tunnel

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// maxModelActions bounds the actions one model can have at once: 64 moves,
// 3 turns, 3 swing targets with up to 10 Stamina each, 3 doors.
const maxModelActions = 128

// Legal returns every legal action of seat, in a fixed order.
func (g *Game) Legal(seat rules.Seat) []rules.Action {
	var buf [maxModelActions]Action
	typed := g.AppendLegal(buf[:0], int(seat))
	out := make([]rules.Action, len(typed))
	for i, a := range typed {
		out[i] = a
	}
	return out
}

// AppendLegal appends every legal action of side to buf: each model's
// actions in model order, then End. It appends nothing when side does not
// have to decide now.
func (g *Game) AppendLegal(buf []Action, side int) []Action {
	if g.actingSide() != side {
		return buf
	}
	switch g.phase {
	case PhaseAct:
		for i := range g.models {
			if m := &g.models[i]; int(m.Side) == side && !m.Dead {
				buf = g.appendModelActions(buf, i)
			}
		}
		buf = append(buf, Action{Kind: End})
	case PhaseDefend:
		t := &g.models[g.sw.Target]
		for s := 0; s <= g.maxDefend(); s++ {
			buf = append(buf, Action{Kind: Defend, Model: t.ID, N: int8(s)})
		}
	case PhasePick:
		id := g.models[g.sw.Attacker].ID
		for v := 1; v <= 6; v++ {
			if g.sw.remaining()&(1<<v) != 0 {
				buf = append(buf, Action{Kind: Pick, Model: id, N: int8(v)})
			}
		}
	case PhaseShunt:
		id := g.models[g.sw.Attacker].ID
		for _, p := range g.sw.Shunt[:g.sw.NShunt] {
			buf = append(buf, Action{Kind: Shunt, Model: id, To: p})
		}
	}
	return buf
}

// appendModelActions appends the actions model i may take in its own turn.
func (g *Game) appendModelActions(buf []Action, i int) []Action {
	m := &g.models[i]
	if m.Stamina < 1 {
		return buf
	}
	if m.Prone {
		for _, f := range grid.Dirs {
			buf = append(buf, Action{Kind: Recover, Model: m.ID, Facing: f})
		}
		return buf
	}
	for _, d1 := range grid.Dirs {
		p1 := m.At.Step(d1)
		if !g.free(p1) {
			continue
		}
		for _, f := range grid.Dirs {
			buf = append(buf, Action{Kind: Move, Model: m.ID, Steps: 1, Path: [2]grid.Point{p1}, Facing: f})
		}
		for _, d2 := range grid.Dirs {
			p2 := p1.Step(d2)
			if p2 == m.At || !g.free(p2) {
				continue
			}
			for _, f := range grid.Dirs {
				buf = append(buf, Action{Kind: Move, Model: m.ID, Steps: 2, Path: [2]grid.Point{p1, p2}, Facing: f})
			}
		}
	}
	for _, f := range grid.Dirs {
		if f != m.Facing {
			buf = append(buf, Action{Kind: Turn, Model: m.ID, Facing: f})
		}
	}
	for _, d := range [3]grid.Dir{m.Facing, m.Facing.Left(), m.Facing.Right()} {
		q := m.At.Step(d)
		if !m.Swung {
			if j := g.ModelAt(q); j >= 0 {
				for c := 1; c <= g.maxCommit(i, j); c++ {
					buf = append(buf, Action{Kind: Swing, Model: m.ID, To: q, N: int8(c)})
				}
			}
		}
	}
	for _, d := range [3]grid.Dir{m.Facing, m.Facing.Left(), m.Facing.Right()} {
		if q := m.At.Step(d); g.Tile(q) == DoorClosed {
			buf = append(buf, Action{Kind: Open, Model: m.ID, To: q})
		}
	}
	return buf
}

// maxCommit returns the most Stamina model i may commit to a swing at model
// j: all it has, but no more than would add dice under the limit of 10
// (ruling), and always at least 1.
func (g *Game) maxCommit(i, j int) int {
	m := &g.models[i]
	base := int(m.Prof().Strength) + g.chargeBonus(i, j)
	return max(1, min(int(m.Stamina), MaxDice-base))
}

// maxDefend returns the most Stamina the defender of the pending swing may
// spend: its leftover Stamina, but no more than would add dice under 10.
func (g *Game) maxDefend() int {
	t := &g.models[g.sw.Target]
	return max(0, min(int(t.Stamina), MaxDice-int(t.Prof().Strength)))
}
