package arena

// A fighter's worth in the muster, in points (ruling 91): its toughness
// times its offence, over 4, rounded up.
//
//	toughness = HP + FP + 2 x DR + the best Bonus of its shields
//	offence   = AP + Dexterity + Strength + its best weapon's
//	            skill + Bonus + Damage (at least 1)
//
// DR bands all its layers (armour, hide, undead) as a blow meets them.
// A weapon is any it holds, carries or has by nature, and fists; its
// skill is Brawl for a brawling weapon, Projectiles for a bow or a
// crossbow, the better of Melee and Projectiles for a thrown weapon and
// Melee otherwise. A shield counts as a weapon too. A swarm, which loses
// one HP a blow and strikes and resists with a Bonus of its own (ruling
// 63), counts 4 for each HP, and its Bonus as its shield's and, with its
// best Damage, as its weapon's.

// Value returns the points the pack's fighter k is worth in the muster.
func (pk *Pack) Value(k int) int {
	p := &pk.Profiles[k]
	var layers [3]int // armour, hide, undead: no allocation (CheckInvariants counts forces)
	drs := layers[:0]
	if p.Armour >= 0 {
		drs = append(drs, pk.Items[p.Armour].DR)
	}
	if p.HideDR > 0 {
		drs = append(drs, p.HideDR)
	}
	if p.Undead {
		drs = append(drs, 2)
	}
	shield, weapon := 0, -1<<10
	consider := func(k int) {
		it := &pk.Items[k]
		if it.Kind == Armour {
			return
		}
		if it.Kind == Shield {
			shield = max(shield, it.Bonus)
		}
		skill := p.Melee
		switch {
		case it.Brawl:
			skill = p.Brawl
		case it.Ranged:
			skill = p.Projectiles
		case it.Thrown:
			skill = max(p.Melee, p.Projectiles)
		}
		weapon = max(weapon, skill+it.Bonus+it.Damage)
	}
	consider(pk.Fists)
	for _, list := range [...][]int{p.Hold, p.Carry, p.Natural} {
		for _, k := range list {
			consider(k)
		}
	}
	hp, dex := p.HP(), p.Dex
	if p.Swarm { // each HP is a blow survived; its Bonus serves it both ways (ruling 63)
		hp = 4 * p.HP()
		shield = max(shield, SwarmBonus(p.HP()))
		dex, weapon = 0, SwarmBonus(p.HP())+pk.bestDamage(p)
	}
	tough := max(hp+p.FP+2*Band(drs...)+shield, 1)
	offence := max(p.AP()+dex+p.Str+weapon, 1)
	return (tough*offence + 3) / 4
}

// bestDamage returns the best Damage of fighter profile p's natural
// weapons (fists if none).
func (pk *Pack) bestDamage(p *Profile) int {
	best := pk.Items[pk.Fists].Damage
	for _, k := range p.Natural {
		best = max(best, pk.Items[k].Damage)
	}
	return best
}

// Budget returns side s's points in the muster: what the level's
// ready-made force of that side is worth (ruling 90).
func (g *Game) Budget(s int) int {
	n := 0
	for _, p := range g.lvl.Start {
		if int(p.Side) == s {
			n += g.lvl.Pack.Value(p.Profile)
		}
	}
	return n
}

// ForceValue returns what side s's fighters are worth now.
func (g *Game) ForceValue(s int) int {
	n := 0
	for i := range g.f {
		if int(g.f[i].Side) == s {
			n += g.lvl.Pack.Value(int(g.f[i].Profile))
		}
	}
	return n
}
