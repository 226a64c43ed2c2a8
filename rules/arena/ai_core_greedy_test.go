package arena

import (
	"fmt"
	"testing"

	"skirmish/rules"
)

// greedy is the first computer player, kept as a yardstick: it scores
// each action alone by the mean HP of the exchange and closes on the
// nearest enemy.
type greedy struct{ dice rules.Dice }

func (p *greedy) Name() string { return "greedy" }

func (p *greedy) Choose(view rules.State, seat rules.Seat) (rules.Action, error) {
	g := view.(*Game)
	legal := g.LegalActions(int(seat))
	if len(legal) == 0 {
		return nil, fmt.Errorf("seat %d has no legal action", seat)
	}
	best, bestScore := -1, 0
	for n, a := range legal {
		s := greedyScore(g, a)
		if best < 0 || s > bestScore || s == bestScore && p.dice.IntN(2) == 0 {
			best, bestScore = n, s
		}
	}
	return legal[best], nil
}

func greedyScore(g *Game, a Action) int {
	i := g.ByID(a.Who)
	if g.Phase() == PhaseMuster { // the first computer declared its force ready
		if a.Kind == Ready {
			return 1
		}
		return 0
	}
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
		return Mean(x.Taken, x.TakenOf) - Mean(x.Dealt, x.DealtOf) - 30*g.Item(k).Weight
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
		return 1000 + worst - 30*g.Item(k).Weight
	case Shoot:
		k := g.lvl.Pack.Item(a.Item)
		x := g.ShotExchange(i, k, g.ByID(a.Target))
		return 1000 + Mean(x.Dealt, x.DealtOf) - 30*g.shotCost(k, false)
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
	return 500 - 10*g.nearestEnemy(i, g.f[i].At) + 5*g.lvl.HeightAt(g.f[i].At) + 1
}

// TestAIBeatsGreedy plays the computer against the first, greedy one on
// every level from both seats: it must win half as many bouts again as it
// loses (draws aside).
func TestAIBeatsGreedy(t *testing.T) {
	bouts := 60
	if testing.Short() {
		bouts = 20
	}
	var won, lost int
	for k, sc := range scenarios(t) {
		var w, l [2]int
		for n := range bouts {
			ai := n % 2
			seed := uint64(k*1000 + n/2 + 1)
			g, err := Setup(sc, seed, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			players := make([]rules.Player, 2)
			players[ai] = NewAI(seed)
			players[1-ai] = &greedy{dice: rules.NewDice(seed)}
			if _, err := rules.Play(g, players, 20000); err != nil {
				t.Fatalf("%s seed %d: %v", sc.Name, seed, err)
			}
			switch o := g.Outcome(); {
			case o.Won(rules.Seat(ai)):
				w[ai]++
			case o.Won(rules.Seat(1 - ai)):
				l[ai]++
			}
		}
		t.Logf("%s: against the greedy computer, won %d lost %d as side 1; won %d lost %d as side 2", sc.Name, w[0], l[0], w[1], l[1])
		won += w[0] + w[1]
		lost += l[0] + l[1]
	}
	// It wins about two for each one it loses; a short run has fewer bouts
	// and wants only more won than lost.
	if want := lost * 3 / 2; testing.Short() && won <= lost || !testing.Short() && won <= want {
		t.Fatalf("the computer won %d and lost %d bouts against the greedy one; want half as many again won as lost", won, lost)
	}
}
