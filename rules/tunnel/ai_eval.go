package tunnel

import (
	"sync"

	"skirmish/rules/grid"
)

// Evaluation weights, in hundredths of a point of damage.
const (
	wDamage    = 100 // per point of Endurance lost
	wDead      = 700 // a fighter removed, on top of its lost Endurance
	wProne     = 90  // a prone fighter: no defence, must spend Stamina to rise
	wStep      = 12  // per square between a fighter and the nearest place to swing from
	wExitStep  = 60  // per square between an escaping fighter and the exit
	wThreat    = 75  // percent of an enemy's swing potential counted against us
	wPotential = 90  // percent of our own swing potential counted for us
	doorCost   = 2   // extra squares a closed door counts for on the way
	wStamina   = 6   // per point of Stamina kept: it defends, and wasting it is pointless
	wBlind     = 15  // the nearest enemy is behind us, where we cannot see it coming
	blindRange = 8   // how near (in steps, ignoring walls) an enemy must be to matter
	winScore   = 1 << 40
)

// resultValue is what each result is worth to the attacker, in hundredths of
// a point of damage, for estimating a swing's potential.
var resultValue = [7]int64{0, 100, 30, 200, 150, 60, 300}

// potential[a][d] is the expected value of a swing with a Attack Dice
// against d Defence Dice, the attacker picking the best result left.
var potential = sync.OnceValue(func() *[MaxDice + 1][MaxDice + 1]int {
	var t [MaxDice + 1][MaxDice + 1]int
	order := [6]int{6, 3, 4, 1, 5, 2}
	for a := range MaxDice + 1 {
		for d := range MaxDice + 1 {
			o := OddsFor(a, d)
			best := o.Best(order)
			var s int64
			for v := 1; v <= 6; v++ {
				s += int64(best[v]*1024/o.Total) * resultValue[v]
			}
			t[a][d] = int(s / 1024)
		}
	}
	return &t
})

// evaluator scores positions for the AI. Its buffers and distance fields
// are reused between calls; it is not safe for concurrent use.
type evaluator struct {
	fields  [fieldSlots]distField
	pinned  int     // fields[:pinned] are the decision's own and stay
	next    int     // the slot the next new field goes to
	key     []int32 // scratch: the key of the field asked for
	queue   [][]int
	doors   []int32 // the squares of doorsOf's doors
	doorsOf *Level
	work    int // nodes counted since the caller last set it to 0
}

// score returns how good g is for side me: material, then positions.
func (e *evaluator) score(g *Game, me int) int {
	e.work++
	if g.phase == PhaseOver {
		switch {
		case g.out.Winner() < 0:
			return 0
		case int(g.out.Winner()) == me:
			return winScore
		}
		return -winScore
	}
	pot := potential()
	score := 0
	for k := range g.models {
		m := &g.models[k]
		v := wDamage * int(m.Prof().Endurance-m.Endurance)
		if m.Dead {
			v += wDead
		} else if m.Prone {
			v += wProne
		}
		if int(m.Side) == me {
			score -= v
		} else {
			score += v
		}
	}
	myTurn := int(g.side) == me && g.phase != PhaseOver
	// Swing potentials between adjacent enemies.
	for k := range g.models {
		m := &g.models[k]
		if m.Dead || int(m.Side) != me {
			continue
		}
		bestMine := 0
		for j := range g.models {
			e := &g.models[j]
			if e.Dead || e.Side == m.Side || grid.Manhattan(m.At, e.At) != 1 {
				continue
			}
			// Our swing this turn, if we can still take it.
			if myTurn && !m.Swung && !m.Prone && m.Stamina > 0 && grid.SideOf(m.At, m.Facing, e.At) != grid.Rear {
				a := min(MaxDice, int(m.Prof().Strength)+int(m.Stamina)+g.chargeBonus(k, j))
				d := 0
				if !e.Prone && g.CanSee(j, k) {
					d = min(MaxDice, int(e.Prof().Strength)+int(e.Stamina))
				}
				bestMine = max(bestMine, pot[a][d])
			}
			// Their swing at us in their next turn, with Stamina restored.
			a := int(e.Prof().Strength) + int(e.Prof().Stamina)
			if e.Prone || grid.SideOf(e.At, e.Facing, m.At) == grid.Rear {
				a -= 1 // it must spend Stamina to rise or turn first
			}
			a = min(MaxDice, max(a, 0))
			d := 0
			if !m.Prone && g.CanSee(k, j) {
				d = min(MaxDice, int(m.Prof().Strength)+int(m.Stamina))
			}
			score -= pot[a][d] * wThreat / 100
		}
		score += bestMine * wPotential / 100
		score += wStamina * int(m.Stamina)
		if e := g.nearestEnemy(k); e >= 0 && !grid.InArc(m.At, m.Facing, g.models[e].At) &&
			grid.Manhattan(m.At, g.models[e].At) <= blindRange {
			score -= wBlind
		}
	}
	score -= e.distances(g, me)
	return score
}

// distances returns the positional penalty of side me: for each of its
// fighters, the walking distance to the nearest square from which it could
// swing at an enemy, or to the exit when its side escapes; and a bonus for
// enemies far from an exit they need.
func (e *evaluator) distances(g *Game, me int) int {
	pen := 0
	escape := g.lvl.Goal.Escape
	if escape == me {
		dist := e.field(g, toExit)
		for k := range g.models {
			if m := &g.models[k]; !m.Dead && int(m.Side) == me {
				pen += wExitStep * int(at(g, dist, m.At))
			}
		}
		return pen
	}
	dist := e.field(g, me)
	for k := range g.models {
		if m := &g.models[k]; !m.Dead && int(m.Side) == me {
			pen += wStep * int(at(g, dist, m.At))
		}
	}
	if escape >= 0 {
		dist = e.field(g, toExit)
		closest := int16(1 << 14)
		for k := range g.models {
			if m := &g.models[k]; !m.Dead && int(m.Side) == escape {
				closest = min(closest, at(g, dist, m.At))
			}
		}
		pen -= wStep * int(min(closest, 40))
	}
	return pen
}

// nearestEnemy returns the living enemy of model i closest in steps (walls
// ignored), the first in model order on a tie, or -1.
func (g *Game) nearestEnemy(i int) int {
	best, bestD := -1, 1<<30
	for j := range g.models {
		e := &g.models[j]
		if e.Dead || !g.enemies(i, j) {
			continue
		}
		if d := grid.Manhattan(g.models[i].At, e.At); d < bestD {
			best, bestD = j, d
		}
	}
	return best
}
