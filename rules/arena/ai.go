package arena

import (
	"fmt"

	"skirmish/rules"
	"skirmish/rules/grid"
)

// AI is the computer player. It rates every legal action with the exact
// odds (ai_core_judge.go): a blow by the Hit Points it is likely to take and
// cost, a fighter's fall counting for more than its last Hit Point, so it
// picks off the wounded; the Action Points it spends by the Penalties they
// leave it open to; a move by the square it reaches (ai_core_place.go): the
// blows it may strike or shoot from there, the blows it invites, how high
// it stands above the enemies near it and how close its allies are.
type AI struct {
	seed uint64
	// Evals counts the actions rated and the exact odds worked out
	// (resisted rolls and shots) for the last decision: a measure of its
	// work that no clock can upset.
	Evals int
}

// NewAI returns a computer player; seed breaks ties between equal choices.
func NewAI(seed uint64) *AI { return &AI{seed: seed ^ 0xa2e4a} }

// Name returns "computer".
func (p *AI) Name() string { return "computer" }

// apWorth is what the computer reckons an Action Point is worth when
// spending it leaves it no worse off, in hundredths of a Hit Point.
const apWorth = 15

// Neutral is the yardstick of every action's score: an action that changes
// nothing scores Neutral, one scoring Neutral + g is g hundredths of a Hit
// Point better for its side (holding scores Neutral less the blows it gives
// up). Actions of kinds the computer does not know, and scoreExtra does not
// rate, score Neutral - 1.
const Neutral = 1000

// Choose picks an action for seat from its view (rules.Player): the best
// rated; ties are broken by dice seeded from the AI's seed and the view,
// so the choice depends on nothing else.
func (p *AI) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g, ok := view.(*Game)
	if !ok {
		return nil, fmt.Errorf("the arena computer cannot play %T", view)
	}
	legal := g.LegalActions(int(seat))
	if len(legal) == 0 {
		return nil, fmt.Errorf("seat %d has no legal action", seat)
	}
	dice := rules.NewDice(p.seed ^ g.Hash())
	var jd judge
	best, bestScore := -1, 0
	for n, a := range legal {
		s := jd.score(g, a)
		if best < 0 || s > bestScore || s == bestScore && dice.IntN(2) == 0 {
			best, bestScore = n, s
		}
	}
	p.Evals = jd.evals + len(legal)
	return legal[best], nil
}

// score rates an action in hundredths of a Hit Point for the side taking
// it, Neutral for holding; the actions of the manoeuvres, circumstances
// and muster are rated by scoreExtra.
func (g *Game) score(a Action) int {
	var jd judge
	return jd.score(g, a)
}

// meanHit returns the mean HP a blow of fighter from with item k takes
// from fighter to at full DR, in hundredths.
func (g *Game) meanHit(from, k, to int) int {
	ways, total := g.hitWays(from, k, to)
	return Mean(ways, total)
}

// hitWays returns the distribution of the HP a blow of fighter from with
// item k takes from fighter to at full DR, over total equally likely rolls.
func (g *Game) hitWays(from, k, to int) ([]uint64, uint64) {
	r := Convert(g.DamageOf(from, k))
	return addLoss(nil, r.Ways(), 1, g.DR(to, 0, 0), int(g.f[to].FP), g.Prof(to).Swarm), pow6(r.Dice)
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
