package arena

// scoreManoeuvre rates the manoeuvres, and the attacks, defences and
// choices they change, in hundredths of a Hit Point as score does; ok is
// false for the actions score rates itself.
func (g *Game) scoreManoeuvre(a Action) (s int, ok bool) {
	i, j, k := g.ByID(a.Who), g.ByID(a.Target), g.lvl.Pack.Item(a.Item)
	p := g.pend
	var buf, buf2 [4]int
	switch {
	case (a.Kind == Attack || a.Kind == Interrupt) && g.guardianOf(i, j) >= 0:
		gd := g.guardianOf(i, j)
		worst, first := 0, true
		for _, ga := range g.weapons(gd, buf[:0]) {
			for _, gc := range g.weapons(j, buf2[:0]) {
				x := g.GuardedExchange(i, k, gd, ga, j, gc)
				if v := Mean(x.Dealt, x.DealtOf) - Mean(x.Taken, x.TakenOf); first || v < worst {
					worst, first = v, false
				}
			}
		}
		return 1000 + worst - apWorth*g.Item(k).Weight, true
	case a.Kind == Shoot && g.missileGuardian(i, j) >= 0:
		x := g.GuardedShotExchange(i, k, j, g.missileGuardian(i, j))
		return 1000 + Mean(x.Dealt, x.DealtOf) - apWorth*g.shotCost(k, false), true
	case a.Kind == Defend && p.Target >= 0:
		best, first := 0, true
		for _, gc := range g.weapons(int(p.Target), buf[:0]) {
			x := g.GuardedExchange(int(p.Attacker), int(p.Weapon), i, k, int(p.Target), gc)
			if v := Mean(x.Taken, x.TakenOf) - Mean(x.Dealt, x.DealtOf); first || v > best {
				best, first = v, false
			}
		}
		return best - apWorth*g.Item(k).Weight, true
	case a.Kind == Defend && (p.Disarm || p.Dice[0] > 0):
		dist, pen := &twoD6, int(p.AttPenalty)
		var fixed [13]uint64
		if p.Dice[0] > 0 {
			fixed[p.Dice[0]+p.Dice[1]] = 36
			dist = &fixed
		}
		if p.Disarm {
			pen -= DisarmPenalty
		}
		x := g.exchangeOver(dist, int(p.Attacker), int(p.Weapon), i, k, pen, Penalty(int(g.f[i].AP)))
		lost := Mean(x.Dealt, x.DealtOf)
		if p.Disarm {
			lost = int(x.Beat) * g.disarmWorth(i) / 36
		}
		return Mean(x.Taken, x.TakenOf) - lost - apWorth*g.Item(k).Weight, true
	case (a.Kind == Both || a.Kind == Neither) && p.Disarm:
		taken := g.meanHit(int(p.Defender), int(p.Guard), int(p.Attacker))
		if (a.Kind == Both) == (g.disarmWorth(int(p.Defender)) > taken) {
			return 1, true
		}
		return 0, true
	case a.Kind == Guard:
		if !g.threatened(i, j) {
			return 0, true
		}
		return Neutral - 100 + 40*(int(g.f[i].HP)-int(g.f[j].HP)) - apWorth, true
	case a.Kind == Bypass:
		o := g.bypassExchange(i, j)
		return 1000 + int(o.Beat)*150/36 - Mean(o.Taken, o.TakenOf) - apWorth, true
	case a.Kind == Disarm:
		worst, first := 0, true
		for _, guard := range g.weapons(j, buf[:0]) {
			x := g.Exchange(i, k, j, guard, Penalty(int(g.f[i].AP))-DisarmPenalty, Penalty(int(g.f[j].AP)))
			if v := int(x.Beat)*g.disarmWorth(j)/36 - Mean(x.Taken, x.TakenOf); first || v < worst {
				worst, first = v, false
			}
		}
		return 1000 + worst - apWorth*g.Item(k).Weight, true
	case a.Kind == Sneak:
		return 1000 + g.sneakMean(i, j, k) - apWorth*g.Item(k).Weight, true
	case a.Kind == Take:
		if w := g.weapons(i, buf[:0]); len(w) == 1 && w[0] == g.lvl.Pack.Fists {
			return Neutral + 500, true
		}
		return Neutral - 200, true
	}
	return 0, false
}

// disarmWorth is what the computer reckons knocking fighter j's weapon
// away is worth: the mean Damage of that weapon's blow (a reckoning of
// the computer's, not a rule).
func (g *Game) disarmWorth(j int) int {
	best := 0
	for _, k := range g.f[j].Hands {
		if k >= 0 {
			r := Convert(g.DamageOf(j, int(k)))
			best = max(best, Mean(r.Ways(), pow6(r.Dice)))
		}
	}
	return best
}

// threatened reports whether an enemy standing within a step of fighter j
// is one fighter i could guard j against (within i's reach too).
func (g *Game) threatened(i, j int) bool {
	for e := range g.f {
		if g.f[e].Side != g.f[j].Side && g.f[e].Status == Standing && g.reach(e, j) && g.reach(e, i) {
			return true
		}
	}
	return false
}

// bypassExchange returns the odds of fighter i getting past fighter a's
// guard: Beat and the HP i loses (Taken).
func (g *Game) bypassExchange(i, a int) Exchange {
	bonus, tn := g.BypassBonus(i), g.BypassTN(a)
	var buf [4]int
	r := Convert(g.DamageOf(a, g.weapons(a, buf[:0])[0]))
	x := Exchange{Bonus: bonus, TN: tn, TakenOf: 36 * pow6(r.Dice), Taken: []uint64{0}}
	for s := 2; s <= 12; s++ {
		switch m := s + bonus - tn; {
		case m > 0:
			x.Beat += twoD6[s]
			x.Taken[0] += twoD6[s] * pow6(r.Dice)
		case m == 0:
			x.Tie += twoD6[s]
			x.Taken[0] += twoD6[s] * pow6(r.Dice)
		default:
			x.Under += twoD6[s]
			x.Taken = addLoss(x.Taken, r.Ways(), twoD6[s], g.DR(i, 0, -m), int(g.f[i].FP), g.Prof(i).Swarm)
		}
	}
	return x
}

// sneakMean returns the mean HP fighter i's sneak attack with item k
// takes from fighter j, in hundredths.
func (g *Game) sneakMean(i, j, k int) int {
	bonus := g.SneakBonus(i, k, j)
	r := Convert(g.SneakDamageOf(i, k))
	var lands uint64
	for s := 2; s <= 12; s++ {
		if s+bonus >= SneakTN {
			lands += twoD6[s]
		}
	}
	loss := addLoss(nil, r.Ways(), 1, g.DR(j, vitalMargin, 0), int(g.f[j].FP), g.Prof(j).Swarm)
	return Mean(loss, pow6(r.Dice)) * int(lands) / 36
}
