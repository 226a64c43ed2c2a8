package arena

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is the computer player: it strikes where the exact odds favour it,
// resists with what serves it best, tends fallen allies and otherwise
// closes in on the nearest enemy, up onto higher steps where it can.
type AI struct {
	dice rules.Dice
}

// NewAI returns a computer player; seed breaks ties between equal choices.
func NewAI(seed uint64) *AI { return &AI{dice: rules.NewDice(seed ^ 0xa2e4a)} }

// Name returns "computer".
func (p *AI) Name() string { return "computer" }

// apWorth is what the computer reckons an Action Point is worth, in
// hundredths of a Hit Point.
const apWorth = 30

// Choose picks an action for seat from its view (rules.Player).
func (p *AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, fmt.Errorf("the arena computer cannot play %T", view)
	}
	legal := g.LegalActions(int(seat))
	if len(legal) == 0 {
		return nil, fmt.Errorf("seat %d has no legal action", seat)
	}
	best, bestScore := -1, 0
	for n, a := range legal {
		s := g.score(a)
		if best < 0 || s > bestScore || s == bestScore && p.dice.IntN(2) == 0 {
			best, bestScore = n, s
		}
	}
	return legal[best], nil
}

// score rates an action in hundredths of a Hit Point for the side taking
// it: Hit Points the enemy loses, less those it loses, less the AP spent.
func (g *Game) score(a Action) int {
	if s, ok := g.scoreExtra(a); ok {
		return s
	}
	i := g.ByID(a.Who)
	switch a.Kind {
	case Both, Neither:
		p := g.pend
		dealt := g.meanHit(int(p.Attacker), int(p.Weapon), int(p.Defender))
		taken := g.meanHit(int(p.Defender), int(p.Guard), int(p.Attacker))
		if (a.Kind == Both) == (dealt > taken) {
			return 1
		}
		return 0
	case Defend:
		p := g.pend
		k := g.lvl.Pack.Item(a.Item)
		x := g.Exchange(int(p.Attacker), int(p.Weapon), i, k, int(p.AttPenalty), Penalty(int(g.f[i].AP)))
		return Mean(x.Taken, x.TakenOf) - Mean(x.Dealt, x.DealtOf) - apWorth*g.Item(k).Weight
	case Pass:
		return 1000
	case Attack, Interrupt:
		j, k := g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
		worst := 0
		var buf [4]int
		for n, guard := range g.weapons(j, buf[:0]) {
			x := g.Exchange(i, k, j, guard, Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP)))
			s := Mean(x.Dealt, x.DealtOf) - Mean(x.Taken, x.TakenOf)
			if n == 0 || s < worst {
				worst = s
			}
		}
		return 1000 + worst - apWorth*g.Item(k).Weight
	case Shoot:
		k := g.lvl.Pack.Item(a.Item)
		x := g.ShotExchange(i, k, g.ByID(a.Target))
		return 1000 + Mean(x.Dealt, x.DealtOf) - apWorth*g.shotCost(k, false)
	case Tend:
		return 2000
	case Move:
		return 500 - 10*g.nearestEnemy(i, a.To) + 5*g.lvl.HeightAt(a.To)
	case Draw:
		var buf [4]int
		if w := g.weapons(i, buf[:0]); len(w) == 1 && w[0] == g.lvl.Pack.Fists {
			return 1500
		}
		return -100
	case Drop:
		return -100
	}
	// Hold: better than a bad attack or a move that gets nowhere.
	return 500 - 10*g.nearestEnemy(i, g.f[i].At) + 5*g.lvl.HeightAt(g.f[i].At) + 1
}

// meanHit returns the mean HP a blow of fighter from with item k takes
// from fighter to at full DR, in hundredths.
func (g *Game) meanHit(from, k, to int) int {
	r := Convert(g.DamageOf(from, k))
	ways := r.Ways()
	loss := addLoss(nil, ways, 1, g.DR(to, 0, 0), int(g.f[to].FP), g.Prof(to).Swarm)
	return Mean(loss, pow6(r.Dice))
}

// nearestEnemy returns the distance in steps from p to the nearest enemy
// of fighter i still standing.
func (g *Game) nearestEnemy(i int, p grid.Point) int {
	best := 1 << 10
	for j := range g.f {
		if g.f[j].Side != g.f[i].Side && g.f[j].Status == Standing {
			best = min(best, grid.Chebyshev(p, g.f[j].At))
		}
	}
	return best
}
