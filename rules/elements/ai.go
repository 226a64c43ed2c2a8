package elements

import (
	"errors"
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is the computer player: a one-action look-ahead that scores each
// legal action by the position it leaves and, for attacks, by the exact
// odds of the dice. It decides from the view of its seat alone.
type AI struct {
	odds map[Pools]FightOdds // exact odds already counted, by pools
}

// NewAI returns the computer player. The seed is accepted for the
// contract; the player needs no randomness (ties go to the first action).
func NewAI(seed uint64) *AI { return &AI{odds: map[Pools]FightOdds{}} }

// Name returns "computer".
func (ai *AI) Name() string { return "computer" }

// Choose decides for seat from its view (rules.Player).
func (ai *AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, fmt.Errorf("the elements computer cannot play a %T", view)
	}
	a, err := ai.Decide(g, int(seat))
	if err != nil {
		return nil, err
	}
	return a, nil
}

// errNoAction is returned when the seat has nothing to decide.
var errNoAction = errors.New("the seat has no legal action")

// Decide returns the action the computer takes for side s.
func (ai *AI) Decide(g *Game, s int) (Action, error) {
	legal := g.LegalActions(s)
	if len(legal) == 0 {
		return Action{}, errNoAction
	}
	if g.phase == PhaseMuster {
		for _, a := range legal {
			if a.Kind == Ready {
				return a, nil
			}
		}
		return legal[0], nil
	}
	best, bestScore := legal[0], int64(-1<<62)
	scratch, mover := &Game{}, g.Copy()
	for _, a := range legal {
		sc := ai.score(g, s, a, scratch, mover)
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best, nil
}

// cached returns the exact odds of pools p.
func (ai *AI) cached(p Pools) FightOdds {
	if o, ok := ai.odds[p]; ok {
		return o
	}
	o := OddsOf(p)
	ai.odds[p] = o
	return o
}

// Values of results and positions, in points.
const (
	valModel   = 1000
	valInjured = 450
	valStunned = 200
)

// hurt is what result e is worth against model j.
func (g *Game) hurt(j int, e Element) int64 {
	m := &g.models[j]
	injure := int64(valInjured)
	if m.Injured {
		injure = valModel - valInjured
	}
	stun := int64(valStunned)
	if m.Stunned {
		stun = injure
	}
	switch e {
	case Fire:
		return injure + 20
	case Water:
		return injure
	case Earth:
		return stun
	case Air:
		return stun + 20
	}
	return 0
}

// attackValue is the expected worth, in points, of model i attacking
// model j with an attack of kind k now.
func (ai *AI) attackValue(g *Game, k Kind, i, j int) int64 {
	o := ai.cached(g.pools(k, i, j))
	if o.Total == 0 {
		return 0
	}
	var v int64
	switch k {
	case Attack:
		hit := int64(o.AttackerWin - o.Blank)
		v = hit * (7*g.hurt(j, Water) + 3*g.hurt(j, Earth)) / 10
		v -= int64(o.Total-o.AttackerWin) * (7*g.hurt(i, Water) + 3*g.hurt(i, Earth)) / 10
	case Shoot:
		v = int64(o.AttackerHas[Water])*g.hurt(j, Water) + int64(o.AnyOf-o.AttackerHas[Water])*g.hurt(j, Earth)
	case Throw:
		v = int64(o.AttackerHas[Earth]) * g.hurt(j, Earth)
	}
	return v / int64(o.Total)
}

// score rates action a for side s; scratch is a game to try actions on,
// mover a copy of g only moves are tried on (each undone after).
func (ai *AI) score(g *Game, s int, a Action, scratch, mover *Game) int64 {
	switch a.Kind {
	case Result:
		f := &g.fight
		l := int(f.Attacker + f.Defender - f.Winner)
		if !effective(f.Kind, a.Result) {
			return 0
		}
		return g.hurt(l, a.Result)
	case Attack, Shoot, Throw:
		i, j := g.ModelByID(a.Model), g.ModelAt(a.To)
		v := ai.attackValue(g, a.Kind, i, j)
		if !g.moved {
			// Attacking first gives up a better square; weigh against moving.
			v -= 10
		}
		return ai.eval(g, s) + v
	}
	if a.Kind == Move {
		return ai.scoreMove(g, s, a, mover)
	}
	// Shifts, hiding, recovering, ending: the position they leave.
	c := g.copyTo(scratch)
	c.viewer = -2
	if _, err := c.do(a); err != nil {
		return -1 << 61
	}
	v := ai.eval(c, s)
	if a.Kind == Done && g.cur >= 0 && !g.struck {
		v -= 5
	}
	return v
}

// scoreMove rates a move by how the mover stands after it: a move changes
// no model's worth, so only the mover's standing changes. The view shows
// no model the mover does not know of, so the move ends where it is aimed.
func (ai *AI) scoreMove(g *Game, s int, a Action, scratch *Game) int64 {
	i := g.ModelByID(a.Model)
	m := &scratch.models[i]
	saved := *m
	savedCur, savedMoved := scratch.cur, scratch.moved
	m.At, m.Facing = a.To, a.Facing
	if m.Hidden && scratch.inEnemyZone(s, m.At) {
		m.Hidden = false
	}
	scratch.cur, scratch.moved = int8(i), true
	if scratch.struck {
		m.Activated = true
	}
	v := ai.eval(g, s) - ai.standing(g, s, i) + ai.standing(scratch, s, i)
	*m = saved
	scratch.cur, scratch.moved = savedCur, savedMoved
	return v
}

// copyTo makes c a copy of g reusing c's buffers.
func (g *Game) copyTo(c *Game) *Game {
	models, occ := c.models, c.occ
	*c = *g
	c.models = append(models[:0], g.models...)
	c.occ = append(occ[:0], g.occ...)
	return c
}

// eval rates a position for side s as side s sees it: the models each
// side has left, then how well side s's models stand.
func (ai *AI) eval(g *Game, s int) int64 {
	if g.phase == PhaseOver {
		switch g.out.Winner() {
		case rules.Seat(s):
			return 1 << 40
		case rules.Spectator:
			return 0
		}
		return -1 << 40
	}
	var v int64
	for i := range g.models {
		m := &g.models[i]
		if m.Out {
			continue
		}
		w := int64(valModel)
		if m.Injured {
			w -= valInjured
		}
		if m.Stunned {
			w -= valStunned
		}
		if int(m.Side) == s {
			v += w + ai.standing(g, s, i)
		} else {
			v -= w
		}
	}
	return v
}

// standing rates where model i of side s stands: near its goal, able to
// strike, and not exposed to enemies that are still to act.
func (ai *AI) standing(g *Game, s, i int) int64 {
	m := &g.models[i]
	var v int64
	goal := g.lvl.Goal
	if m.Hidden {
		v += 30
	}
	if goal.Kind != Eliminate {
		d := g.objectiveDistance(m.At)
		if goal.Kind == Reach && goal.Side == s {
			v -= int64(d) * 60
		} else {
			v -= int64(d) * 25
			if d == 0 {
				v += 80
			}
		}
	}
	near := 99
	canAct := !m.Activated && (int(g.cur) != i || !g.struck)
	for j := range g.models {
		e := &g.models[j]
		if int(e.Side) == s || e.Out || e.Unseen {
			continue
		}
		d := grid.Chebyshev(m.At, e.At)
		near = min(near, d)
		if d == 1 {
			if inZoneGeom(m.At, m.Facing, e.At) {
				av := ai.attackValue(g, Attack, i, j)
				if canAct {
					v += av
				} else {
					v += av / 3
				}
			}
			if g.covers(j, m.At) {
				threat := ai.attackValue(g, Attack, j, i)
				if e.Activated {
					threat /= 3
				}
				v -= threat
			}
		} else if canAct && d <= ShurikenRange && !g.inEnemyZone(s, m.At) && g.sees(m.At, e.At) {
			k := Throw
			if r := g.Prof(i).Range; r > 0 {
				k = Shoot
			}
			v += ai.attackValue(g, k, i, j) / 2
		} else if k := g.Prof(i).Range; canAct && k > 0 && d <= k && !g.inEnemyZone(s, m.At) && g.sees(m.At, e.At) {
			v += ai.attackValue(g, Shoot, i, j) / 2
		}
	}
	if near < 99 && !(goal.Kind == Reach && goal.Side == s) {
		v -= int64(max(near-1, 0)) * 12
	}
	return v
}

// objectiveDistance is the king-move distance from p to the nearest
// objective square.
func (g *Game) objectiveDistance(p grid.Point) int {
	if !g.lvl.In(p) || len(g.lvl.objDist) == 0 {
		return 0
	}
	return int(g.lvl.objDist[int(p.Y)*g.lvl.W+int(p.X)])
}

// objectiveDistances works out, for every square, the king-move distance
// to the nearest objective square (0 everywhere when there is none).
func objectiveDistances(l *Level) []int16 {
	out := make([]int16, len(l.Tiles))
	for k := range out {
		best := -1
		for o, t := range l.Tiles {
			if t != Objective {
				continue
			}
			d := grid.Chebyshev(grid.Pt(k%l.W, k/l.W), grid.Pt(o%l.W, o/l.W))
			if best < 0 || d < best {
				best = d
			}
		}
		out[k] = int16(max(best, 0))
	}
	return out
}
