package tunnel

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// Apply validates and resolves an action (rules.State). An illegal action
// returns a *rules.IllegalError and leaves the game untouched.
func (g *Game) Apply(ra rules.Action) ([]rules.Event, error) {
	a, ok := ra.(Action)
	if !ok {
		return nil, &rules.IllegalError{Action: ra.String(), Reason: "not a Tunnel Fighters action"}
	}
	evs, err := g.Do(a, nil)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out, nil
}

// Do applies a and appends what happened to ev. It is Apply without the
// interface conversions, for the computer player and benchmarks.
func (g *Game) Do(a Action, ev []Event) ([]Event, error) {
	if g.phase == PhaseOver {
		return ev, rules.Illegal(a, "the game is over")
	}
	if !g.isLegal(a) {
		return ev, rules.Illegal(a, "%s", g.whyIllegal(a))
	}
	if err := g.checkDice(a); err != nil {
		return ev, err
	}
	i := g.ModelByID(a.Model)
	switch a.Kind {
	case End, Turn, Open, Recover:
		g.run = chargeRun{model: -1} // any other action ends a charge run
	}
	switch a.Kind {
	case End:
		ev = g.endTurn(ev)
	case Move:
		ev = g.move(i, a, ev)
	case Turn:
		m := &g.models[i]
		m.Stamina--
		m.Facing = a.Facing
		e := g.event(EvTurned, i, -1)
		e.Facing = a.Facing
		ev = append(ev, e)
	case Open:
		g.models[i].Stamina--
		g.tiles[int(a.To.Y)*g.lvl.W+int(a.To.X)] = DoorOpen
		g.lightThrough(a.To)
		e := g.event(EvDoorOpened, i, -1)
		e.To = a.To
		ev = append(ev, e)
	case Recover:
		m := &g.models[i]
		m.Stamina--
		m.Prone = false
		m.Facing = a.Facing
		e := g.event(EvRecovered, i, -1)
		e.Facing = a.Facing
		ev = append(ev, e)
	case Swing:
		ev = g.declareSwing(i, g.ModelAt(a.To), int(a.N), ev)
	case Defend:
		ev = g.defend(int(a.N), ev)
	case Pick:
		ev = g.resolve(int(a.N), true, ev)
	case Shunt:
		ev = g.shunt(a.To, ev)
		ev = g.finishSwing(ev)
	}
	return ev, nil
}

// event builds an event about model i (and other model j), filling names.
func (g *Game) event(k EventKind, i, j int) Event {
	e := Event{Kind: k, Model: int8(i), Other: int8(j), Side: g.side, SideName: g.lvl.Sides[g.side], Round: g.round}
	if i >= 0 {
		e.Name = g.Name(i)
	}
	if j >= 0 {
		e.OtherName = g.Name(j)
	}
	return e
}

// move moves model i along the action's path, following a charge run.
func (g *Game) move(i int, a Action, ev []Event) []Event {
	m := &g.models[i]
	if g.run.model != int8(i) {
		// A new run of moves: a charge if the model is not next to an enemy
		// and can see one (seed: "If a model is not in a space adjacent to
		// an enemy but can see them it can Charge into the fight").
		g.run = chargeRun{model: -1}
		if !g.nearEnemy(i) {
			if saw := g.sees(i); saw != 0 {
				g.run = chargeRun{model: int8(i), sawAt: saw}
			}
		}
	}
	m.Stamina--
	for _, p := range a.Path[:a.Steps] {
		if g.run.model == int8(i) {
			g.run.spotted |= g.seenBy(i, m.At)
			g.run.steps++
		}
		g.place(i, p)
	}
	m.Facing = a.Facing
	charge := int8(0)
	if g.run.model == int8(i) {
		charge = g.run.steps
	}
	e := g.event(EvMoved, i, -1)
	e.Path, e.Steps, e.Facing, e.N = a.Path, a.Steps, a.Facing, charge
	ev = append(ev, e)
	if esc := g.lvl.Goal.Escape; esc == int(m.Side) && g.Tile(m.At) == Exit {
		ev = g.gameOver(int(m.Side), g.Name(i)+" escaped through the exit", ev)
	}
	return ev
}

// chargeBonus returns the extra Attack Dice model i gets for charging model
// j: one per space charged, if j is an enemy that i saw when the charge began
// and that never saw i coming (seed: "add one Attack Dice for each space the
// model Charged").
func (g *Game) chargeBonus(i, j int) int {
	r := &g.run
	if r.model != int8(i) || !g.enemies(i, j) || r.sawAt&(1<<j) == 0 || r.spotted&(1<<j) != 0 {
		return 0
	}
	return int(r.steps)
}

// endTurn passes the turn to the next side with models standing, restoring
// their Stamina, or ends the game after the last round.
func (g *Game) endTurn(ev []Event) []Event {
	ev = append(ev, g.event(EvTurnEnd, -1, -1))
	next := int(g.side)
	for range g.lvl.Sides {
		next = (next + 1) % len(g.lvl.Sides)
		if next == 0 {
			g.round++
		}
		if g.alive(next) > 0 {
			break
		}
	}
	if g.round > int16(g.lvl.Rounds) {
		g.round = int16(g.lvl.Rounds)
		return g.roundsOver(ev)
	}
	g.side = int8(next)
	for i := range g.models {
		m := &g.models[i]
		if int(m.Side) == next && !m.Dead {
			m.Stamina = m.Prof().Stamina
			m.Swung = false
		}
	}
	return append(ev, g.event(EvTurnStart, -1, -1))
}

// alive counts the living models of a side.
func (g *Game) alive(side int) int {
	n := 0
	for i := range g.models {
		if int(g.models[i].Side) == side && !g.models[i].Dead {
			n++
		}
	}
	return n
}

// checkEliminated ends the game when only one side has models standing.
func (g *Game) checkEliminated(ev []Event) []Event {
	standing, last := 0, -1
	for s := range g.lvl.Sides {
		if g.alive(s) > 0 {
			standing++
			last = s
		}
	}
	if standing <= 1 {
		return g.gameOver(last, "every enemy fighter is dead", ev)
	}
	return ev
}

// roundsOver decides the game after its last round: most fighters standing,
// then most damage dealt, else a draw (ruling).
func (g *Game) roundsOver(ev []Event) []Event {
	if esc := g.lvl.Goal.Escape; esc >= 0 {
		return g.gameOver(1-esc, fmt.Sprintf("%s did not escape within %d rounds", g.lvl.Sides[esc], g.lvl.Rounds), ev)
	}
	best, bestN, bestD, tie := -1, -1, -1, false
	for s := range g.lvl.Sides {
		n, d := g.alive(s), int(g.dealt[s])
		switch {
		case n > bestN || n == bestN && d > bestD:
			best, bestN, bestD, tie = s, n, d, false
		case n == bestN && d == bestD:
			tie = true
		}
	}
	if tie {
		return g.gameOver(-1, fmt.Sprintf("after %d rounds the sides are level in fighters standing and damage dealt", g.lvl.Rounds), ev)
	}
	reason := fmt.Sprintf("after %d rounds they have the most fighters standing (%d)", g.lvl.Rounds, bestN)
	for s := range g.lvl.Sides {
		if s != best && g.alive(s) == bestN {
			reason = fmt.Sprintf("after %d rounds the fighters standing are level and they dealt the most damage (%d)", g.lvl.Rounds, bestD)
		}
	}
	return g.gameOver(best, reason, ev)
}

func (g *Game) gameOver(winner int, reason string, ev []Event) []Event {
	g.phase = PhaseOver
	g.run = chargeRun{model: -1}
	g.out = rules.Outcome{Over: true, Reason: reason}
	if winner >= 0 {
		g.out.Winners = rules.Only(rules.Seat(winner))
	}
	e := g.event(EvGameOver, -1, -1)
	e.Reason = reason
	e.Side = int8(winner)
	if winner >= 0 {
		e.SideName = g.lvl.Sides[winner]
	}
	return append(ev, e)
}

// checkDice makes sure loaded dice can roll what the action needs, before the
// action changes anything.
func (g *Game) checkDice(a Action) error {
	n := 0
	switch a.Kind {
	case Swing:
		i, j := g.ModelByID(a.Model), g.ModelAt(a.To)
		atk, defends, _ := g.planSwing(i, j, int(a.N))
		if defends && g.canSpend(j) {
			return nil // dice are rolled once the defender has chosen
		}
		n = atk
		if defends {
			n += min(MaxDice, int(g.models[j].Prof().Strength))
		}
	case Defend:
		t := &g.models[g.sw.Target]
		n = int(g.sw.AttackDice) + min(MaxDice, int(t.Prof().Strength)+int(a.N))
	default:
		return nil
	}
	return g.dice.Ensure(n, 6)
}

// dirTo returns the facing from model i to the orthogonally adjacent p.
func (g *Game) dirTo(i int, p grid.Point) grid.Dir {
	d, _ := grid.DirTo(g.models[i].At, p)
	return d
}
