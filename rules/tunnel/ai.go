package tunnel

import (
	"errors"
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is the computer opponent. It looks one action ahead: every legal action
// is tried on a copy of the game and scored with a static evaluation; swings
// are scored by their exact odds (the same numbers the player sees), as the
// expected evaluation over the results the attacker could pick.
//
// A decision does at most NodeBudget nodes of work, each about the cost of
// scoring one position. When the legal actions would need more (only on
// large custom levels), they are first ranked by a cheap guess and tried
// best guess first while the budget lasts.
//
// It uses no clock and no global randomness: the same game always gets the
// same answer, so games against it replay exactly, on every machine.
type AI struct {
	buf     []Action
	order   []int // indexes into buf, in the order they are tried
	guess   []int // a cheap guess of each action's worth, when ranking
	eval    evaluator
	scratch [3]Game // the positions tried: after an action, after a result, after a shunt
	last    int     // nodes the last decision used
}

// NewAI returns a computer player. The seed is accepted for the rules.Ruleset
// contract; this AI is fully deterministic and breaks ties by legal order.
func NewAI(seed uint64) *AI { return &AI{} }

// Name returns "computer".
func (ai *AI) Name() string { return "computer" }

// Choose returns the action the computer takes for seat (rules.Player).
func (ai *AI) Choose(s rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := s.(*Game)
	if !ok {
		return nil, errors.New("the Tunnel Fighters computer can only play Tunnel Fighters")
	}
	return ai.Decide(g, int(seat))
}

// Nodes returns the nodes the last decision used (at most NodeBudget; see
// NodeBudget for what a node is).
func (ai *AI) Nodes() int { return ai.last }

// Decide returns the best action for side, by one-action look-ahead within
// NodeBudget; between equal scores the first in legal order wins.
func (ai *AI) Decide(g *Game, side int) (Action, error) {
	ai.last = 0
	ai.buf = g.AppendLegal(ai.buf[:0], side)
	if len(ai.buf) == 0 {
		return Action{}, fmt.Errorf("%s has nothing to decide now", g.lvl.Sides[side])
	}
	if len(ai.buf) == 1 {
		return ai.buf[0], nil
	}
	ai.eval.work = 0
	ai.eval.pin(g, side)
	ai.order = ai.order[:0]
	need := ai.eval.work
	for k, a := range ai.buf {
		ai.order = append(ai.order, k)
		need += ai.cost(g, a)
	}
	if need > NodeBudget {
		ai.rank(g, side)
	}
	best, bestScore := -1, minScore
	for _, k := range ai.order {
		a := ai.buf[k]
		if ai.eval.work+ai.cost(g, a) > NodeBudget {
			continue
		}
		s := ai.score(g, side, a)
		if a.Kind == Open {
			ai.eval.work += g.lightsThrough(a.To)
		}
		if best < 0 || s > bestScore || s == bestScore && k < best {
			best, bestScore = k, s
		}
	}
	ai.last = ai.eval.work
	return ai.buf[best], nil
}

const minScore = -1 << 62

// score values action a for side: the evaluation of the game after it, or
// for a swing or a defence, the expected evaluation over the dice.
func (ai *AI) score(g *Game, side int, a Action) int {
	switch a.Kind {
	case Swing:
		i, j := g.ModelByID(a.Model), g.ModelAt(a.To)
		after := g.copyTo(&ai.scratch[0])
		after.sw = SwingState{}
		after.run = chargeRun{model: -1}
		atk, defends, _ := g.planSwing(i, j, int(a.N))
		m := &after.models[i]
		m.Stamina -= a.N
		m.Swung = true
		def := 0
		if defends {
			// Expect the defender to spend everything it may.
			t := &after.models[j]
			spend := 0
			if g.canSpend(j) {
				spend = max(0, min(int(t.Stamina), MaxDice-int(t.Prof().Strength)))
			}
			t.Stamina -= int8(spend)
			def = min(MaxDice, int(t.Prof().Strength)+spend)
		}
		after.sw = SwingState{Attacker: int8(i), Target: int8(j), AttackDice: int8(atk), Defends: defends, Rolled: true}
		return ai.expected(after, side, side, OddsFor(atk, def))
	case Defend:
		after := g.copyTo(&ai.scratch[0])
		t := &after.models[after.sw.Target]
		t.Stamina -= a.N
		def := min(MaxDice, int(t.Prof().Strength)+int(a.N))
		after.sw.Rolled = true
		attackerSide := int(after.models[after.sw.Attacker].Side)
		return ai.expected(after, side, attackerSide, OddsFor(int(after.sw.AttackDice), def))
	}
	after := g.copyTo(&ai.scratch[0])
	if _, err := after.Do(a, nil); err != nil {
		return minScore
	}
	if after.phase == PhaseShunt {
		return ai.bestShunt(after, side)
	}
	s := ai.eval.score(after, side)
	if a.Kind == Move {
		// Between equal moves, face the way the model walked.
		from := g.models[g.ModelByID(a.Model)].At
		if a.Steps == 2 {
			from = a.Path[0]
		}
		if d, _ := grid.DirTo(from, a.Dest()); d == a.Facing {
			s++
		}
	}
	return s
}

// expected returns side's expected evaluation of a swing about to be rolled
// in g: the picker (the attacking side) takes the result best for it among
// those left, so results are ranked by the picker's view of each outcome.
func (ai *AI) expected(g *Game, side, picker int, o SwingOdds) int {
	var vals [7]int // side's score after each result; [0] a draw
	for v := range 7 {
		after := g.copyTo(&ai.scratch[1])
		if v == 0 {
			after.finishSwing(nil)
			vals[v] = ai.eval.score(after, side)
			continue
		}
		after.resolve(v, true, nil)
		if after.phase == PhaseShunt {
			vals[v] = ai.bestShunt(after, side)
		} else {
			vals[v] = ai.eval.score(after, side)
		}
	}
	// Rank the six results from the picker's point of view.
	order := [6]int{1, 2, 3, 4, 5, 6}
	better := func(a, b int) bool {
		if picker == side {
			return vals[a] > vals[b]
		}
		return vals[a] < vals[b]
	}
	for x := 1; x < 6; x++ {
		for y := x; y > 0 && better(order[y], order[y-1]); y-- {
			order[y], order[y-1] = order[y-1], order[y]
		}
	}
	best := o.Best(order)
	var sum int64
	for v := range 7 {
		sum += int64(vals[v]) * int64(best[v]*1024/o.Total)
	}
	return int(sum / 1024)
}

// bestShunt returns side's score after the best shunt for the picker in g.
func (ai *AI) bestShunt(g *Game, side int) int {
	attackerSide := int(g.models[g.sw.Attacker].Side)
	best := 0
	for k, p := range g.sw.Shunt[:g.sw.NShunt] {
		after := g.copyTo(&ai.scratch[2])
		after.shunt(p, nil)
		after.finishSwing(nil)
		s := ai.eval.score(after, side)
		if k == 0 || (attackerSide == side) == (s > best) {
			best = s
		}
	}
	return best
}
