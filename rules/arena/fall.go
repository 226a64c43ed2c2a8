package arena

import (
	"strings"

	"skirmish/rules/grid"
)

// FallDamage returns the Damage of a fall of the given steps: "Falling
// Damage equals half the steps fallen, plus the character's Strength",
// half rounded up ("If the PCs all fall off a building, 3 steps high, they
// would start with 2 Damage"). Convert turns it into a roll: "The Damage
// then converts to a dice roll as usual."
func FallDamage(str, steps int) int { return (steps+1)/2 + str }

// FallTN returns the TN to break a fall with Speed + Athletics: "The TN is
// 7 plus the height of the fall. However, when falling straight downwards,
// the TN is 7 plus double the height in steps."
func FallTN(steps int, straight bool) int {
	if straight {
		return 7 + 2*steps
	}
	return 7 + steps
}

// fall has fighter i, already on the square it lands on, fall the given
// steps: it tries to break the fall with Speed + Athletics ("Characters
// who fell in a downward-arc can attempt to break their fall ... and avoid
// all Damage"); failing, it takes the fall's Damage through its armour
// ("Armour counts as usual") and lies prone (ruling).
func (g *Game) fall(i, steps int, straight bool) ([]Event, error) {
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	p := g.Prof(i)
	bonus := p.Spd + p.Athletics + Penalty(int(g.f[i].AP))
	tn := FallTN(steps, straight)
	total := d1 + d2 + bonus
	ev := g.event(EvFall, i, -1, "%s falls %d steps to %s and tries to break the fall: %d+%d%+d = %d against TN %d", g.Name(i), steps, g.f[i].At, d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	if total > tn {
		ev.Text += ": broken, no Damage"
		return []Event{ev}, nil
	}
	ev.Text += ": not broken"
	evs := []Event{ev}
	more, err := g.strike(i, i, Convert(FallDamage(p.Str, steps)), 0, 0)
	if err != nil {
		return nil, err
	}
	if len(more) > 0 {
		more[0].Text = "The fall deals" + strings.TrimPrefix(more[0].Text, g.Name(i)+" deals")
	}
	evs = append(evs, more...)
	return append(evs, g.knockDown(i)...), nil
}

// canJump reports whether fighter i may jump down to p: a neighbouring
// square, free, more than one step lower (a drop that is a wall to a move)
// (ruling: a jump is a move of one step, 1 AP, and a fall in an arc).
func (g *Game) canJump(i int, p grid.Point) bool {
	at := g.f[i].At
	if g.pinned(i) || grid.Chebyshev(at, p) != 1 || g.At(p) >= 0 {
		return false
	}
	hp := g.lvl.HeightAt(p)
	return hp != Wall && g.lvl.HeightAt(at)-hp > 1
}

// jump is `A jump c4`: 1 AP, then the fall.
func (g *Game) jump(i int, p grid.Point) ([]Event, error) {
	steps := g.lvl.HeightAt(g.f[i].At) - g.lvl.HeightAt(p)
	g.pay(i, 1)
	from := g.f[i].At
	g.f[i].At = p
	evs := []Event{g.event(EvMoved, i, -1, "%s jumps down from %s to %s (1 AP, %d left)", g.Name(i), from, p, g.f[i].AP)}
	more, err := g.fall(i, steps, false)
	if err != nil {
		return nil, err
	}
	return append(append(evs, more...), g.arrive(i)...), nil
}
