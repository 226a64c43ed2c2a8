package arena

// guardianOf returns the fighter who takes fighter i's attack on fighter
// j, or -1: an ally of j that guards it ("redirect attacks against one
// person to yourself"), standing within a step of j ("standing in front
// of them") and within reach of i, the first by letter when several do.
// Ruling: a guardian i cannot reach does not stand between i and j, and
// the attack goes to j.
func (g *Game) guardianOf(i, j int) int {
	if j < 0 {
		return -1
	}
	for a := range g.f {
		f := &g.f[a]
		if int(f.Guards) == j && a != j && a != i && f.Side == g.f[j].Side && f.Status == Standing && g.reach(a, j) && g.reach(a, i) {
			return a
		}
	}
	return -1
}

// canGuard reports whether fighter i may guard fighter j: an ally other
// than itself, standing within a step, not guarded by i already.
func (g *Game) canGuard(i, j int) bool {
	return j >= 0 && j != i && g.f[j].Side == g.f[i].Side && g.f[j].Status == Standing && g.reach(i, j) && int(g.f[i].Guards) != j
}

// guard has fighter i guard fighter j for 1 AP: "The character spends an
// AP so they can treat all attacks against the target as a resisted
// action, and defend against them even when they have 0 APs." Ruling: the
// guard lasts, round after round, until the guardian moves or guards
// another, or an attacker gets past it; a guardian who falls, or stands
// out of a step of its ward, guards nobody meanwhile.
func (g *Game) guard(i, j int) Event {
	g.pay(i, 1)
	g.f[i].Guards = int8(j)
	return g.event(EvGuard, i, j, "%s guards %s (1 AP, %d left)", g.Name(i), g.Name(j), g.f[i].AP)
}

// pastGuardian carries a roll that beat the guardian on to the guarded
// target: "if that roll ... is high enough to hit the defender, then it
// applies to the target at an attack (at which point the target must
// spend AP to defend)". The target turns to the attacker if it can and
// chooses what to resist with.
func (g *Game) pastGuardian(d1, d2 int) ([]Event, error) {
	p := &g.pend
	i, a, c := int(p.Attacker), int(p.Defender), int(p.Target)
	p.Defender, p.Target, p.Guard, p.Dice = int8(c), -1, -1, [2]int8{int8(d1), int8(d2)}
	if g.canTurn(c) {
		g.face(c, g.f[i].At)
	}
	evs := []Event{g.event(EvPast, i, c, "the roll beats %s's guard and applies to %s", g.Name(a), g.Name(c))}
	var buf [4]int
	if opts := g.weapons(c, buf[:0]); len(opts) == 1 {
		more, err := g.defend(opts[0])
		return append(evs, more...), err
	}
	g.phase = PhaseDefend
	return evs, nil
}

// canBypass reports whether fighter i may try to get past fighter a's
// guard: a is an enemy standing within reach who guards a fighter still
// standing.
func (g *Game) canBypass(i, a int) bool {
	if a < 0 || g.f[a].Side == g.f[i].Side || g.f[a].Status != Standing || g.f[a].Guards < 0 || !g.reach(i, a) {
		return false
	}
	return g.f[g.f[a].Guards].Status == Standing
}

// BypassBonus and BypassTN are the roll of fighter i getting past the
// guardian a: "They might roll Dexterity + Athletics to beat the
// guardian's Dexterity + Melee", each with the Penalty of its negative AP.
func (g *Game) BypassBonus(i int) int {
	p := g.Prof(i)
	return p.Dex + p.Athletics + Penalty(int(g.f[i].AP))
}

// BypassTN is the TN of getting past the guardian a.
func (g *Game) BypassTN(a int) int {
	p := g.Prof(a)
	return 7 + p.Dex + p.Melee + Penalty(int(g.f[a].AP))
}

// bypass has fighter i try to get past fighter a's guard for 1 AP (ruling:
// "By default, actions cost 1 AP"; the guardian pays nothing, its guard
// paid for). Seed: "on a fail, guardian strikes them, on a success the
// attacker sprints next to the target (and can make another attack roll
// later, if they have APs remaining)". Ruling: on a success the guard
// ends (the guardian is out of position), and the attacker stays where it
// is; on the TN exactly nothing happens.
func (g *Game) bypass(i, a int) ([]Event, error) {
	bonus, tn := g.BypassBonus(i), g.BypassTN(a)
	g.pay(i, 1)
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	total := d1 + d2 + bonus
	ev := g.event(EvBypass, i, a, "%s tries to get past %s's guard (1 AP, %d left): Dexterity + Athletics %d+%d%+d = %d against TN %d", g.Name(i), g.Name(a), g.f[i].AP, d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	evs := []Event{ev}
	switch margin := total - tn; {
	case margin > 0:
		evs = append(evs, g.event(EvPast, i, int(g.f[a].Guards), "%s gets past: %s no longer guards %s", g.Name(i), g.Name(a), g.Name(int(g.f[a].Guards))))
		g.f[a].Guards = -1
	case margin < 0:
		var buf [4]int
		hit, err := g.hit(a, i, g.weapons(a, buf[:0])[0], 0, -margin)
		if err != nil {
			return nil, err
		}
		evs = append(evs, hit...)
	default:
		evs = append(evs, g.event(EvTie, i, a, "%s meets the TN exactly: the guard stands and nobody is hurt", g.Name(i)))
	}
	more, err := g.afterAction()
	return append(evs, more...), err
}

// GuardedExchange is the exchange of fighter i striking fighter c with
// item k through c's guardian a: a resists with item ga, and a roll that
// beats a's TN is measured against c resisting with item gc. Beat counts
// the rolls that hit c, Tie those meeting either TN (counted as
// neither), Under those falling under either; Dealt is what c loses,
// Taken what i loses (from a or from c).
func (g *Game) GuardedExchange(i, k, a, ga, c, gc int) Exchange {
	pen := Penalty(int(g.f[i].AP))
	x := Exchange{Bonus: g.AttackBonus(i, k, a, pen), TN: g.TN(a, ga, i, Penalty(int(g.f[a].AP)))}
	bonusC, tnC := g.AttackBonus(i, k, c, pen), g.TN(c, gc, i, Penalty(int(g.f[c].AP)))
	deal, takeA, takeC := Convert(g.DamageOf(i, k)), Convert(g.DamageOf(a, ga)), Convert(g.DamageOf(c, gc))
	// Taken counts over 36 x 6^n, n the larger of the two guards' dice:
	// a blow of fewer dice counts each of its ways 6^(n-its) times.
	n := max(takeA.Dice, takeC.Dice)
	x.DealtOf, x.TakenOf = 36*pow6(deal.Dice), 36*pow6(n)
	x.Dealt, x.Taken = []uint64{0}, []uint64{0}
	for s := 2; s <= 12; s++ {
		w := twoD6[s]
		m1, m2 := s+x.Bonus-x.TN, s+bonusC-tnC
		switch {
		case m1 > 0 && m2 > 0:
			x.Beat += w
			x.Dealt = addLoss(x.Dealt, deal.Ways(), w, g.DR(c, m2, 0), int(g.f[c].FP), g.Prof(c).Swarm)
			x.Taken[0] += w * pow6(n)
		case m1 < 0 || m1 > 0 && m2 < 0:
			x.Under += w
			take, miss := takeA, -m1
			if m1 > 0 {
				take, miss = takeC, -m2
			}
			x.Taken = addLoss(x.Taken, take.Ways(), w*pow6(n-take.Dice), g.DR(i, 0, miss), int(g.f[i].FP), g.Prof(i).Swarm)
			x.Dealt[0] += w * pow6(deal.Dice)
		default:
			x.Tie += w
			x.Dealt[0] += w * pow6(deal.Dice)
			x.Taken[0] += w * pow6(n)
		}
	}
	return x
}
