package arena

import (
	"skirmish/rules/grid"
)

// canShoot reports whether fighter i may shoot or throw item k at fighter
// j: the item in its hand, a projectile, a loaded crossbow; j an enemy
// standing, beyond a step (ruling: within a step they fight in melee),
// with a clear line between them (ruling: walls and fighters standing
// block it).
func (g *Game) canShoot(i, j, k int) bool {
	if k < 0 || j < 0 || g.heldHand(i, g.Item(k).ID) < 0 {
		return false
	}
	it := g.Item(k)
	switch {
	case !it.Ranged && !it.Thrown, it.Loads && g.f[i].Fired, g.f[i].Grip >= 0 && it.Weight > maxGrappleWeight:
		return false
	}
	return g.canTarget(i, j)
}

// canTarget reports whether fighter j is a target for fighter i's
// missiles: an enemy standing beyond a step with a clear line between
// them.
func (g *Game) canTarget(i, j int) bool {
	f, e := &g.f[i], &g.f[j]
	if e.Side == f.Side || e.Status != Standing || grid.Chebyshev(f.At, e.At) < 2 {
		return false
	}
	return g.clearLine(i, j)
}

// clearLine reports whether nothing blocks a missile from fighter i to
// fighter j (ruling 23: walls and fighters standing block it).
func (g *Game) clearLine(i, j int) bool {
	f, e := &g.f[i], &g.f[j]
	return grid.Clear(f.At, e.At, func(p grid.Point) bool {
		if g.lvl.HeightAt(p) == Wall {
			return true
		}
		o := g.At(p)
		return o >= 0 && g.f[o].Status == Standing
	})
}

// ShotBonus returns what fighter i adds to 2D6 shooting item k: Dexterity
// + Projectiles + the item's Bonus + its Penalty. Seed: "Projectiles use
// the standard combat rules -- roll Dexterity + Projectiles to make a
// resisted action." An impromptu throw has -2 more (throw.go).
func (g *Game) ShotBonus(i, k, penalty int) int {
	p := g.Prof(i)
	b := p.Dex + p.Projectiles + g.Item(k).Bonus + penalty
	if g.Item(k).Improvised() {
		b -= improvisedPenalty
	}
	return b
}

// ShotTN returns the TN of a shot from fighter i at fighter j: 7, plus 1
// for every 5 steps ("Distance adds +1 to the TN for every 5 steps"), plus
// j's dodge ("Characters Dodge Missiles by spending an AP and rolling Speed
// + Vigilance ... Characters with a shield can add the shield's Bonus"),
// which dumb animals do not make ("the TN to hit them begins at 7"),
// plus the cover of j's square (cover.go). A dodger who has lost its
// bearings in the dark dodges at -2 (dark.go).
func (g *Game) ShotTN(i, j, penalty int) int {
	tn := 7 + grid.Chebyshev(g.f[i].At, g.f[j].At)/5 + g.coverOf(j)
	if p := g.Prof(j); !p.Dumb {
		tn += p.Spd + p.Vigilance + g.shieldBonus(j) + penalty + g.lostPenalty(j)
	}
	return tn
}

// shieldBonus returns the best Bonus of the shields fighter i holds.
func (g *Game) shieldBonus(i int) int {
	best := 0
	for _, k := range g.f[i].Hands {
		if k >= 0 && g.Item(int(k)).Kind == Shield {
			best = max(best, g.Item(int(k)).Bonus)
		}
	}
	return best
}

// ShotDamage returns the Damage of a shot before conversion. A thrown
// weapon's is its melee Damage less 2 ("their Damage equals the weapon's
// normal Damage minus 2"); a bow's or crossbow's is 4 + its Damage, without
// the shooter's Strength (ruling: the bow's pull is in its Damage). An
// impromptu throw's is its melee Damage less 2 as well: "Longswords ...
// deal 1D6+2 Damage when used in combat, so they can inflict 1D6 when
// thrown" (ruling 73: the seed's "-2 Damage" is the thrown weapons' -2).
func (g *Game) ShotDamage(i, k int) int {
	if it := g.Item(k); it.Thrown || it.Improvised() {
		return g.DamageOf(i, k) - 2
	}
	return 4 + g.Item(k).Damage
}

// shotCost returns the AP a shot costs: the item's Weight, and for a bow 1
// more for reloading ("An AP cost of 1 (and 1 more for reloading)"); a
// fumble costs 1 ("Fumbling with a missile means spending only 1 AP").
func (g *Game) shotCost(k int, fumble bool) int {
	it := g.Item(k)
	switch {
	case fumble:
		return 1
	case it.Ranged && !it.Loads:
		return it.Weight + 1
	}
	return it.Weight
}

// shoot resolves a shot or throw of fighter i at fighter j with item k.
// The target dodges if it can (1 AP, "Characters with 0 APs duck or block
// without moving": at any AP). Beating the TN deals Damage, vital shots
// included; falling under it misses (ruling: a target far off cannot
// strike back); the TN exactly fumbles: "Neither hit, both remain ready to
// attack again."
func (g *Game) shoot(i, j, k int) ([]Event, error) {
	it := g.Item(k)
	pen, dodgePen := Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP))
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	bonus, tn := g.ShotBonus(i, k, pen), g.ShotTN(i, j, dodgePen)
	total := d1 + d2 + bonus
	margin := total - tn
	cost := g.shotCost(k, margin == 0)
	g.pay(i, cost)
	verb := "shoots"
	if it.Thrown || it.Improvised() {
		verb = "throws"
	}
	evs := []Event{g.event(EvAttack, i, j, "%s %s the %s at %s (%d AP, %d left)", g.Name(i), verb, it.Name, g.Name(j), cost, g.f[i].AP)}
	if !g.Prof(j).Dumb {
		g.pay(j, 1)
		evs = append(evs, g.event(EvResist, j, i, "%s dodges (1 AP, %d left)", g.Name(j), g.f[j].AP))
	}
	ev := g.event(EvRolled, i, j, "%s rolls %d+%d%+d = %d against TN %d", g.Name(i), d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	evs = append(evs, ev)
	switch {
	case margin == 0:
		evs = append(evs, g.event(EvTie, i, j, "%s fumbles the %s but keeps it ready", g.Name(i), it.Name))
	case margin > 0:
		hit, err := g.strike(i, j, Convert(g.ShotDamage(i, k)), margin, 0)
		if err != nil {
			return nil, err
		}
		evs = append(evs, hit...)
	default:
		evs = append(evs, g.event(EvTie, i, j, "%s misses", g.Name(i)))
	}
	if margin != 0 {
		if it.Thrown || it.Improvised() {
			g.f[i].Hands[g.heldHand(i, it.ID)] = -1
		}
		if it.Loads {
			g.f[i].Fired = true
		}
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}
