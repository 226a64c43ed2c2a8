package tunnel

import (
	"skirmish/rules"
	"skirmish/rules/grid"
)

// The actions a model that is standing may take in its own turn, numbered
// so that every legal one has exactly one slot: moves, turns, doors, then
// (if it has not swung) swings with 1 to its Stamina committed at each of
// the three squares of its front arc. A prone model has only its four
// Recover actions, all legal.
const (
	slotMove1  = 0                 // 4 steps × 4 facings
	slotMove2  = slotMove1 + 4*4   // 4 × 4 steps × 4 facings
	slotTurn   = slotMove2 + 4*4*4 // 4 facings
	slotOpen   = slotTurn + 4      // 3 squares
	slotSwing  = slotOpen + 3      // 3 squares × Stamina
	proneSlots = 4
)

// slots returns how many slots model m has.
func slots(m *Model) int {
	switch {
	case m.Prone:
		return proneSlots
	case m.Swung:
		return slotSwing
	}
	return slotSwing + 3*int(m.Stamina)
}

// RandomLegal returns one of the legal actions of the side that must decide
// now, each equally likely: the same distribution as picking uniformly from
// AppendLegal, without listing the actions. In a side's turn it draws a slot
// among the actions its models could have plus End, and draws again until
// the slot names a legal action (End always is). ok is false when the game
// is over.
func (g *Game) RandomLegal(d *rules.Dice) (a Action, ok bool) {
	switch g.phase {
	case PhaseOver:
		return Action{}, false
	case PhaseAct:
	default:
		return g.randomChoice(d), true
	}
	var active [MaxModels]int8
	var count [MaxModels]int16
	n, total := 0, 0
	for i := range g.models {
		if m := &g.models[i]; int(m.Side) == int(g.side) && !m.Dead && m.Stamina > 0 {
			active[n], count[n] = int8(i), int16(slots(m))
			total += int(count[n])
			n++
		}
	}
	for {
		k := d.IntN(total + 1)
		if k == total {
			return Action{Kind: End}, true
		}
		x := 0
		for k >= int(count[x]) {
			k -= int(count[x])
			x++
		}
		if a, ok := g.slotAction(int(active[x]), k); ok {
			return a, true
		}
	}
}

// randomChoice returns one of the few actions of a choice in the middle of
// a swing, each equally likely. It is a function of its own so that its
// list does not enlarge RandomLegal's frame.
//
//go:noinline
func (g *Game) randomChoice(d *rules.Dice) Action {
	var buf [maxModelActions]Action
	list := g.AppendLegal(buf[:0], g.actingSide())
	return list[d.IntN(len(list))]
}

// slotAction returns the action of model i that slot s names, and whether
// it is legal. The model must be able to act (its side's turn, alive, with
// Stamina).
func (g *Game) slotAction(i, s int) (Action, bool) {
	m := &g.models[i]
	a := Action{Model: m.ID}
	if m.Prone {
		a.Kind, a.Facing = Recover, grid.Dir(s)
		return a, true
	}
	switch {
	case s < slotMove2:
		a.Kind, a.Steps, a.Facing = Move, 1, grid.Dir(s%4)
		a.Path[0] = m.At.Step(grid.Dir(s / 4))
		return a, g.free(a.Path[0])
	case s < slotTurn:
		s -= slotMove2
		a.Kind, a.Steps, a.Facing = Move, 2, grid.Dir(s%4)
		a.Path[0] = m.At.Step(grid.Dir(s / 16))
		a.Path[1] = a.Path[0].Step(grid.Dir(s / 4 % 4))
		return a, g.free(a.Path[0]) && a.Path[1] != m.At && g.free(a.Path[1])
	case s < slotOpen:
		a.Kind, a.Facing = Turn, grid.Dir(s-slotTurn)
		return a, a.Facing != m.Facing
	case s < slotSwing:
		a.Kind, a.To = Open, m.At.Step(arc(m.Facing, s-slotOpen))
		return a, g.Tile(a.To) == DoorClosed
	}
	s -= slotSwing
	a.Kind, a.To, a.N = Swing, m.At.Step(arc(m.Facing, s/int(m.Stamina))), int8(s%int(m.Stamina)+1)
	j := g.ModelAt(a.To)
	return a, j >= 0 && int(a.N) <= g.maxCommit(i, j)
}

// arc returns the k-th direction of a front arc: ahead, left, right.
func arc(f grid.Dir, k int) grid.Dir {
	switch k {
	case 1:
		return f.Left()
	case 2:
		return f.Right()
	}
	return f
}

// Playout plays the game to its end with every action drawn uniformly among
// the legal ones (RandomLegal) and returns the number of actions applied, at
// most limit (rules.Playouter).
func (g *Game) Playout(d *rules.Dice, limit int) (int, error) {
	var ev [16]Event
	n := 0
	for ; n < limit; n++ {
		a, ok := g.RandomLegal(d)
		if !ok {
			return n, nil
		}
		if _, err := g.Do(a, ev[:0]); err != nil {
			return n, err
		}
	}
	if g.phase != PhaseOver {
		return n, rules.ErrPlayoutLimit
	}
	return n, nil
}
