package elements

import (
	"fmt"

	"skirmish/rules"
)

// Apply validates and resolves an action (rules.State). An illegal action
// returns a *rules.IllegalError and leaves the game untouched.
func (g *Game) Apply(ra rules.Action) ([]rules.Event, error) {
	a, ok := ra.(Action)
	if !ok {
		if p, ok := ra.(*Action); ok && p != nil {
			a = *p
		} else {
			return nil, &rules.IllegalError{Action: fmt.Sprint(ra), Reason: "not an Elements action"}
		}
	}
	evs, err := g.Do(a)
	if err != nil {
		return nil, err
	}
	out := make([]rules.Event, len(evs))
	for k, e := range evs {
		out[k] = e
	}
	return out, nil
}

// Do is Apply with concrete types.
func (g *Game) Do(a Action) ([]Event, error) {
	if g.viewer >= -1 {
		return nil, rules.Illegal(a, "a view of the game cannot be played")
	}
	if why := g.WhyNot(a); why != "" {
		return nil, rules.Illegal(a, "%s", why)
	}
	if (a.Kind == Attack || a.Kind == Shoot || a.Kind == Throw) && g.dice.Loaded() {
		// Loaded dice may run out mid-roll: resolve on a copy.
		c := g.Copy()
		evs, err := c.do(a)
		if err != nil {
			return nil, rules.Illegal(a, "%v", err)
		}
		*g = *c
		return evs, nil
	}
	return g.do(a)
}

// do carries out an action WhyNot accepted.
func (g *Game) do(a Action) ([]Event, error) {
	if g.phase == PhaseMuster {
		return g.muster(a), nil
	}
	var evs []Event
	switch g.phase {
	case PhaseResult:
		g.choose(a.Result, &evs)
		g.settle(&evs)
		return evs, nil
	case PhaseShift:
		g.shift(a, &evs)
		g.settle(&evs)
		return evs, nil
	}
	i := g.ModelByID(a.Model)
	m := &g.models[i]
	g.cur = int8(i)
	switch a.Kind {
	case Done:
		evs = append(evs, g.event(EvDone, i, -1, "%s ends its activation.", g.Name(i)))
		g.endActivation(&evs)
	case Recover:
		m.Stunned = false
		evs = append(evs, g.event(EvRecovered, i, -1, "%s spends its activation recovering: it is no longer Stunned.", g.Name(i)))
		g.endActivation(&evs)
	case Move:
		g.moved = true
		from := m.At
		g.walk(i, g.moves(i).path(a.To), int(m.Side), &evs)
		m.Facing = a.Facing
		e := g.event(EvMoved, i, -1, "%s moves to %s, facing %s.", g.Name(i), m.At, m.Facing)
		e.From, e.To, e.Facing = from, m.At, m.Facing
		if m.Hidden {
			e = secret(e, int(m.Side), "Something moves in the shadows.")
		}
		evs = append(evs, e)
	case Hide:
		g.struck = true
		m.Hidden = true
		evs = append(evs, g.event(EvHid, i, -1, "%s slips into the shadows.", g.Name(i)))
	case Attack, Shoot, Throw:
		g.struck = true
		if err := g.fightStart(a.Kind, i, g.ModelAt(a.To), &evs); err != nil {
			return nil, err
		}
	}
	g.settle(&evs)
	return evs, nil
}

// settle finishes an action once no choice is pending: hidden models in
// an enemy's zone are spotted, the game may be won, and the activation
// ends when its model is done (moved and attacked), out or stunned.
func (g *Game) settle(evs *[]Event) {
	if g.phase != PhaseAct {
		return
	}
	g.spot(evs)
	if g.checkWin(evs) {
		return
	}
	if g.cur >= 0 {
		m := &g.models[g.cur]
		if m.Out || m.Stunned || (g.moved && g.struck) {
			g.endActivation(evs)
		}
	}
}

// endActivation marks the current model activated and hands the next
// activation to the other side when it has a model left to activate.
func (g *Game) endActivation(evs *[]Event) {
	if g.cur >= 0 {
		g.models[g.cur].Activated = true
	}
	g.cur, g.moved, g.struck = -1, false, false
	if g.phase == PhaseOver {
		return
	}
	switch {
	case g.canActivate(1 - int(g.turn)):
		g.turn = 1 - g.turn
	case g.canActivate(int(g.turn)):
	default:
		g.endRound(evs)
	}
}

// canActivate reports whether side s has a model left to activate.
func (g *Game) canActivate(s int) bool {
	for i := range g.models {
		if m := &g.models[i]; int(m.Side) == s && !m.Out && !m.Activated {
			return true
		}
	}
	return false
}

// endRound checks a Hold scenario's temple, then begins the next round or
// ends the game at the round limit.
func (g *Game) endRound(evs *[]Event) {
	if g.lvl.Goal.Kind == Hold {
		h := g.lvl.Goal.Side
		on := g.onObjective()
		if on[1-h] > on[h] {
			g.finish(1-h, fmt.Sprintf("%s outnumbers %s on the objective at the end of round %d", g.lvl.Sides[1-h], g.lvl.Sides[h], g.round), evs)
			return
		}
	}
	if int(g.round) >= g.lvl.Rounds {
		g.limitReached(evs)
		return
	}
	g.round++
	for i := range g.models {
		g.models[i].Activated = false
	}
	g.turn = int8((g.round - 1) % 2)
	if !g.canActivate(int(g.turn)) {
		g.turn = 1 - g.turn
	}
	*evs = append(*evs, g.event(EvRound, -1, -1, "Round %d of %d begins; %s activates first.", g.round, g.lvl.Rounds, g.lvl.Sides[g.turn]))
}

// onObjective counts each side's models on objective squares.
func (g *Game) onObjective() (n [2]int) {
	for i := range g.models {
		if m := &g.models[i]; !m.Out && g.lvl.Tile(m.At) == Objective {
			n[m.Side]++
		}
	}
	return n
}

// Strength is a side's standing at the round limit: 2 for each model in
// the game, 1 less for each Injured one.
func (g *Game) Strength(s int) int {
	n := 0
	for i := range g.models {
		if m := &g.models[i]; int(m.Side) == s && !m.Out {
			n += 2
			if m.Injured {
				n--
			}
		}
	}
	return n
}

// limitReached ends the game at the round limit by the scenario's goal.
func (g *Game) limitReached(evs *[]Event) {
	switch goal := g.lvl.Goal; goal.Kind {
	case Reach:
		g.finish(1-goal.Side, fmt.Sprintf("%s kept %s from the objective for %d rounds", g.lvl.Sides[1-goal.Side], g.lvl.Sides[goal.Side], g.lvl.Rounds), evs)
	case Hold:
		g.finish(goal.Side, fmt.Sprintf("%s held the objective for %d rounds", g.lvl.Sides[goal.Side], g.lvl.Rounds), evs)
	default:
		a, b := g.Strength(0), g.Strength(1)
		why := fmt.Sprintf("after %d %s the strength is %d to %d", g.lvl.Rounds, plural(g.lvl.Rounds, "round", "rounds"), a, b)
		switch {
		case a > b:
			g.finish(0, why, evs)
		case b > a:
			g.finish(1, why, evs)
		default:
			g.finish(-1, why, evs)
		}
	}
}

// checkWin ends the game when a side has no model left, or a Reach
// scenario's side stands on the objective.
func (g *Game) checkWin(evs *[]Event) bool {
	var left [2]int
	for i := range g.models {
		if !g.models[i].Out {
			left[g.models[i].Side]++
		}
	}
	for s := range 2 {
		if left[s] == 0 {
			g.finish(1-s, fmt.Sprintf("%s has no model left", g.lvl.Sides[s]), evs)
			return true
		}
	}
	if goal := g.lvl.Goal; goal.Kind == Reach && g.onObjective()[goal.Side] > 0 {
		g.finish(goal.Side, fmt.Sprintf("%s reached the objective", g.lvl.Sides[goal.Side]), evs)
		return true
	}
	return false
}

// finish ends the game; winner -1 is a draw.
func (g *Game) finish(winner int, why string, evs *[]Event) {
	g.phase = PhaseOver
	g.cur, g.moved, g.struck = -1, false, false
	g.out = rules.Outcome{Over: true, Reason: why}
	text := "The game is a draw: " + why + "."
	if winner >= 0 {
		g.out.Winners = rules.Only(rules.Seat(winner))
		text = fmt.Sprintf("%s wins: %s.", g.lvl.Sides[winner], why)
	}
	*evs = append(*evs, g.event(EvGameOver, -1, -1, "%s", text))
}
