package arena

// SneakTN is the TN of a sneak attack: the unaware victim does not resist
// (ruling). Seed: "The player rolls Dexterity + Stealth at TN 7."
const SneakTN = 7

// SneakDamage is the sneak attack's added Damage: "If successful, the
// sneak attack deals standard Damage with a +2 Bonus".
const SneakDamage = 2

// vitalMargin is a Margin that goes round every layer of armour and hide
// but not the undead's apathy: the sneak attack's "automatic vital shot".
const vitalMargin = undeadCover - 1

// canSneak reports whether fighter i may sneak attack fighter j with item
// k: an enemy standing within reach who is Unaware ("Sneak attacks do
// nothing when people have their guard up").
func (g *Game) canSneak(i, j, k int) bool {
	if j < 0 || k < 0 || g.f[j].Side == g.f[i].Side || g.f[j].Status != Standing || g.f[j].Cond&Unaware == 0 {
		return false
	}
	return g.reach(i, j) && g.canStrike(i, k) && g.mayEngage(i, j)
}

// SneakBonus returns what fighter i adds to 2D6 sneak attacking fighter j
// with item k: Dexterity + Stealth, the item's Bonus as a Penalty
// ("every weapon's attack Bonus becomes a Penalty when attempting a sneak
// attack"), higher ground, and the Penalty of its negative AP.
func (g *Game) SneakBonus(i, k, j int) int {
	p := g.Prof(i)
	b := g.Item(k).Bonus
	if b > 0 {
		b = -b
	}
	return p.Dex + p.Stealth + b + g.higher(i, j) + Penalty(int(g.f[i].AP))
}

// SneakDamageOf returns the sneak attack's Damage before conversion.
func (g *Game) SneakDamageOf(i, k int) int { return g.DamageOf(i, k) + SneakDamage }

// sneak resolves fighter i's sneak attack on fighter j with item k,
// paying its Weight. Beating the TN deals Damage + 2 as a vital shot.
// Ruling, from the seed's example ("The result is a tie, so the player
// rolls Damage, and the total is 8 ... trips over a chamberpot, but
// decides to persevere ... as his wife screams"): on the TN exactly the
// blow lands as well, but every unaware fighter notices the fight.
// Falling under it deals nothing (the victim was not fighting) and the
// victim notices.
func (g *Game) sneak(i, j, k int) ([]Event, error) {
	it := g.Item(k)
	bonus := g.SneakBonus(i, k, j)
	g.pay(i, it.Weight)
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	total := d1 + d2 + bonus
	ev := g.event(EvSneak, i, j, "%s sneaks up on %s with the %s (%d AP, %d left): Dexterity + Stealth %d+%d%+d = %d against TN %d",
		g.Name(i), g.Name(j), it.Name, it.Weight, g.f[i].AP, d1, d2, bonus, total, SneakTN)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, SneakTN, true
	evs := []Event{ev}
	margin := total - SneakTN
	if margin >= 0 {
		hit, err := g.strike(i, j, Convert(g.SneakDamageOf(i, k)), vitalMargin, 0)
		if err != nil {
			return nil, err
		}
		evs = append(evs, hit...)
	}
	g.f[j].Cond &^= Unaware
	if margin == 0 {
		evs = append(evs, g.event(EvNoticed, i, -1, "the blow lands, but not quietly: everyone notices the fight"))
		for n := range g.f {
			g.f[n].Cond &^= Unaware
		}
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}
