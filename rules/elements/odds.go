package elements

import (
	"fmt"

	"skirmish/rules"
)

// Each die is counted in equally likely ways: a plain die in 6 (each
// element 1, Spirit or Void 2), a die re-rolled on Spirit and Void in 9
// (each element 2, still Spirit or Void 1: of the 36 ways to roll it and
// maybe re-roll it, an element shows in 8 and a blank in 4).
const (
	plainWays  = 6
	rerollWays = 9
)

// PoolOdds counts the rolls of one side's pool by what is left after
// Spirit and Void are discarded: Ways[k][m] rolls leave k dice showing the
// set m of elements (bit e-1 for element e).
type PoolOdds struct {
	Dice  int
	Total uint64
	Ways  [MaxDice + 1][16]uint64
}

// countPool counts the rolls of n dice, re-rolled or not, by dice left and
// elements shown: the faces are added one die at a time.
func countPool(n int, reroll bool) PoolOdds {
	we, wb := uint64(1), uint64(2)
	if reroll {
		we, wb = 2, 1
	}
	o := PoolOdds{Dice: n, Total: 1}
	o.Ways[0][0] = 1
	for d := range n {
		var next [MaxDice + 1][16]uint64
		for k := 0; k <= d; k++ {
			for m := range 16 {
				w := o.Ways[k][m]
				if w == 0 {
					continue
				}
				next[k][m] += w * wb
				for e := range 4 {
					next[k+1][m|1<<e] += w * we
				}
			}
		}
		o.Ways = next
		o.Total *= we*4 + wb
	}
	return o
}

// FightOdds is the exact distribution of a combat's dice: of Total equally
// likely rolls, how many the attacker wins, and how many leave the winner
// each result to choose.
type FightOdds struct {
	Total       uint64
	AttackerWin uint64
	Blank       uint64    // 0 dice against 0: the attacker wins with nothing to choose
	AttackerHas [5]uint64 // [e]: the attacker wins with element e among its dice
	DefenderHas [5]uint64 // [e]: the defender wins with element e among its dice
	AnyOf       uint64    // the attacker wins with Water or Earth (a ranged hit)
}

// OddsOf counts the rolls of a fight of the given pools. A shuriken
// attack's defender rolls nothing (its pool is 0 dice).
func OddsOf(p Pools) FightOdds {
	a, d := countPool(p.Attack, p.RerollA), countPool(p.Defence, p.RerollD)
	var o FightOdds
	o.Total = a.Total * d.Total
	var byK [MaxDice + 1]uint64 // defender rolls by dice left
	for k := range d.Ways {
		for m := range 16 {
			byK[k] += d.Ways[k][m]
		}
	}
	var atMost, below [MaxDice + 2]uint64 // defender rolls leaving <= k; attacker rolls leaving < k
	for k := range byK {
		atMost[k+1] = atMost[k] + byK[k]
	}
	for k := range a.Ways {
		sum := uint64(0)
		for m := range 16 {
			sum += a.Ways[k][m]
		}
		below[k+1] = below[k] + sum
	}
	for k := range a.Ways {
		for m := range 16 {
			w := a.Ways[k][m] * atMost[k+1]
			if w == 0 {
				continue
			}
			o.AttackerWin += w
			if m == 0 {
				o.Blank += w
			}
			for e := Fire; e <= Air; e++ {
				if m&(1<<(e-1)) != 0 {
					o.AttackerHas[e] += w
				}
			}
			if m&(1<<(Water-1)|1<<(Earth-1)) != 0 {
				o.AnyOf += w
			}
		}
	}
	for k := range d.Ways {
		for m := range 16 {
			w := d.Ways[k][m] * below[k]
			for e := Fire; e <= Air; e++ {
				if m&(1<<(e-1)) != 0 {
					o.DefenderHas[e] += w
				}
			}
		}
	}
	return o
}

// Odds returns the exact distribution of an attack (rules.State): for
// close combat the chance each side wins and of each result the winner may
// choose; for a ranged attack or shuriken the chance of each effect.
func (g *Game) Odds(ra rules.Action) (*rules.Odds, error) {
	a, ok := ra.(Action)
	if !ok || (a.Kind != Attack && a.Kind != Shoot && a.Kind != Throw) {
		return nil, rules.ErrNoOdds
	}
	if why := g.WhyNot(a); why != "" {
		return nil, rules.Illegal(a, "%s", why)
	}
	i, j := g.ModelByID(a.Model), g.ModelAt(a.To)
	p := g.pools(a.Kind, i, j)
	o := OddsOf(p)
	c := rules.OddsCase{Condition: p.text(a.Kind), Total: o.Total}
	add := func(label string, n uint64) { c.Outcomes = append(c.Outcomes, rules.Chance{Label: label, Count: n}) }
	switch a.Kind {
	case Attack:
		c.Note = "the winner chooses one result among the faces it has left; several can be available at once"
		add(fmt.Sprintf("%s wins", g.Name(i)), o.AttackerWin)
		add(fmt.Sprintf("%s wins", g.Name(j)), o.Total-o.AttackerWin)
		add("0 dice against 0: no effect", o.Blank)
		for e := Fire; e <= Air; e++ {
			add(fmt.Sprintf("%s wins with %s to choose", g.Name(i), e.Title()), o.AttackerHas[e])
		}
		for e := Fire; e <= Air; e++ {
			add(fmt.Sprintf("%s wins with %s to choose", g.Name(j), e.Title()), o.DefenderHas[e])
		}
	case Shoot:
		c.Note = "Water Injures, Earth Stuns; both can be available at once, the attacker chooses"
		add("Water available: Injured", o.AttackerHas[Water])
		add("Earth available: Stunned", o.AttackerHas[Earth])
		add("a hit (Water or Earth)", o.AnyOf)
		add("a miss", o.Total-o.AnyOf)
	case Throw:
		add("Earth: Stunned", o.AttackerHas[Earth])
		add("a miss", o.Total-o.AttackerHas[Earth])
	}
	return &rules.Odds{Action: a.String(), Cases: []rules.OddsCase{c}}, nil
}
