package arena

// missileGuardian returns the fighter who guards fighter j against a shot
// of fighter i, or -1: "This includes missile attacks only if you could
// otherwise evade them." Ruling: a guardian standing within a step of j
// who dodges missiles (not a dumb animal, not unaware), the first by
// letter; it steps into the way, so the line to it is not asked.
func (g *Game) missileGuardian(i, j int) int {
	if j < 0 {
		return -1
	}
	for a := range g.f {
		f := &g.f[a]
		if int(f.Guards) == j && a != j && a != i && f.Side == g.f[j].Side && f.Status == Standing && g.reach(a, j) &&
			!g.Prof(a).Dumb && f.Cond&Unaware == 0 {
			return a
		}
	}
	return -1
}

// guardedShot resolves fighter i's shot with item k at fighter j through
// j's guardian a, as a guarded attack (ruling 34): one roll, measured
// first against a's TN (a dodges, 1 AP), then, if it beats it, against
// j's (j dodges as usual). Under a TN the shot misses, on one it is
// fumbled (1 AP, the missile kept), over both it hits j.
func (g *Game) guardedShot(i, j, a, k int) ([]Event, error) {
	it := g.Item(k)
	pen, penA, penJ := Penalty(int(g.f[i].AP)), Penalty(int(g.f[a].AP)), Penalty(int(g.f[j].AP))
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	bonus := g.ShotBonus(i, k, pen)
	total := d1 + d2 + bonus
	tnA, tnJ := g.ShotTN(i, a, penA), g.ShotTN(i, j, penJ)
	m1, m2 := total-tnA, total-tnJ
	fumble := m1 == 0 || m1 > 0 && m2 == 0
	cost := g.shotCost(k, fumble)
	g.pay(i, cost)
	evs := []Event{g.event(EvAttack, i, j, "%s shoots the %s at %s, whom %s guards (%d AP, %d left)", g.Name(i), it.Name, g.Name(j), g.Name(a), cost, g.f[i].AP)}
	g.pay(a, 1)
	evs = append(evs, g.event(EvResist, a, i, "%s steps in the way and dodges (1 AP, %d left)", g.Name(a), g.f[a].AP))
	ev := g.event(EvRolled, i, a, "%s rolls %d+%d%+d = %d against %s's TN %d", g.Name(i), d1, d2, bonus, total, g.Name(a), tnA)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tnA, true
	evs = append(evs, ev)
	if m1 > 0 {
		evs = append(evs, g.event(EvPast, i, j, "the shot beats %s's guard and flies on at %s", g.Name(a), g.Name(j)))
		if !g.Prof(j).Dumb {
			g.pay(j, 1)
			evs = append(evs, g.event(EvResist, j, i, "%s dodges (1 AP, %d left): TN %d", g.Name(j), g.f[j].AP, tnJ))
		}
	}
	switch {
	case fumble:
		evs = append(evs, g.event(EvTie, i, j, "%s fumbles the %s but keeps it ready", g.Name(i), it.Name))
	case m1 > 0 && m2 > 0:
		hit, err := g.strike(i, j, Convert(g.ShotDamage(i, k)), m2, 0)
		if err != nil {
			return nil, err
		}
		evs = append(evs, hit...)
	default:
		evs = append(evs, g.event(EvTie, i, j, "%s misses", g.Name(i)))
	}
	if !fumble {
		if it.Thrown {
			g.f[i].Hands[g.heldHand(i, it.ID)] = -1
		}
		if it.Loads {
			g.f[i].Fired = true
		}
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}

// GuardedShotExchange is the odds of fighter i shooting item k at fighter
// j through its guardian a: Beat the rolls that hit j, Tie the fumbles,
// Under the misses; Dealt what j loses.
func (g *Game) GuardedShotExchange(i, k, j, a int) Exchange {
	bonus := g.ShotBonus(i, k, Penalty(int(g.f[i].AP)))
	tnA, tnJ := g.ShotTN(i, a, Penalty(int(g.f[a].AP))), g.ShotTN(i, j, Penalty(int(g.f[j].AP)))
	deal := Convert(g.ShotDamage(i, k))
	x := Exchange{Bonus: bonus, TN: tnA, DealtOf: 36 * pow6(deal.Dice), Dealt: []uint64{0}}
	for s := 2; s <= 12; s++ {
		w := twoD6[s]
		m1, m2 := s+bonus-tnA, s+bonus-tnJ
		switch {
		case m1 == 0 || m1 > 0 && m2 == 0:
			x.Tie += w
			x.Dealt[0] += w * pow6(deal.Dice)
		case m1 > 0 && m2 > 0:
			x.Beat += w
			x.Dealt = addLoss(x.Dealt, deal.Ways(), w, g.DR(j, m2, 0), int(g.f[j].FP), g.Prof(j).Swarm)
		default:
			x.Under += w
			x.Dealt[0] += w * pow6(deal.Dice)
		}
	}
	return x
}
