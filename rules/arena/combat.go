package arena

// attack begins a resisted roll: fighter i strikes fighter j with item k,
// paying its Weight ("each swing ... costs him 3 APs"). When j has a
// guardian, the guardian resists (guard.go). When the defender has more
// than one thing to resist with, its seat chooses (PhaseDefend).
func (g *Game) attack(i, j, k int) ([]Event, error) { return g.startRoll(i, j, k, false) }

// startRoll begins an attack, or a disarm (disarm.go) when disarm is set.
func (g *Game) startRoll(i, j, k int, disarm bool) ([]Event, error) {
	it := g.Item(k)
	d, via := j, -1
	if a := g.guardianOf(i, j); a >= 0 && !disarm {
		d, via = a, j
	}
	g.pend = Pending{Attacker: int8(i), Defender: int8(d), Weapon: int8(k), Guard: -1, AttPenalty: int16(Penalty(int(g.f[i].AP))), Target: int8(via), Disarm: disarm}
	g.pay(i, it.Weight)
	verb := "attacks"
	if disarm {
		verb = "tries to disarm"
	}
	ev := g.event(EvAttack, i, j, "%s %s %s with the %s (%d AP, %d left)", g.Name(i), verb, g.Name(j), it.Name, it.Weight, g.f[i].AP)
	if via >= 0 {
		ev.Text += "; " + g.Name(d) + " guards " + g.Name(j) + " and resists"
	}
	if g.Flanks(i, d) {
		ev.Text += "; from the rear: +2"
	}
	evs := []Event{ev}
	var buf [4]int
	if opts := g.weapons(d, buf[:0]); len(opts) == 1 {
		more, err := g.defend(opts[0])
		return append(evs, more...), err
	}
	g.phase = PhaseDefend
	return evs, nil
}

// defend has the defender resist with item k — "resistance is mandatory",
// at any AP, paying the item's Weight — and rolls: "only the acting side
// rolls" 2D6 + Dexterity + skill + Bonus against TN 7 + the defender's
// own.
func (g *Game) defend(k int) ([]Event, error) {
	p := &g.pend
	i, j := int(p.Attacker), int(p.Defender)
	it := g.Item(k)
	defPenalty := Penalty(int(g.f[j].AP))
	p.Guard = int8(k)
	g.pay(j, it.Weight)
	evs := []Event{g.event(EvResist, j, i, "%s resists with the %s (%d AP, %d left)", g.Name(j), it.Name, it.Weight, g.f[j].AP)}
	d1, d2 := int(p.Dice[0]), int(p.Dice[1])
	if d1 == 0 {
		if err := g.dice.Ensure(2, 6); err != nil {
			return nil, err
		}
		d1, d2 = g.dice.D6(), g.dice.D6()
	}
	pen := int(p.AttPenalty)
	if p.Disarm {
		pen -= DisarmPenalty
	}
	bonus := g.AttackBonus(i, int(p.Weapon), j, pen)
	tn := g.TN(j, k, i, defPenalty)
	total := d1 + d2 + bonus
	ev := g.event(EvRolled, i, j, "%s rolls %d+%d%+d = %d against TN %d", g.Name(i), d1, d2, bonus, total, tn)
	if p.AttPenalty < 0 || defPenalty < 0 {
		ev.Text += " (Penalties for negative AP: "
		ev.Text += g.Name(i) + " " + itoa(int(p.AttPenalty)) + ", " + g.Name(j) + " " + itoa(defPenalty) + ")"
	}
	if p.Disarm {
		ev.Text += " (disarming: -2)"
	}
	if g.Flanks(i, j) {
		ev.Text += " (from the rear: +2)"
	}
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	evs = append(evs, ev)
	margin := total - tn
	p.Margin, p.Dice = int8(margin), [2]int8{int8(d1), int8(d2)}
	g.f[j].Cond &^= Unaware // attacked, it has noticed the fight
	var more []Event
	var err error
	switch {
	case margin > 0 && p.Target >= 0:
		more, err = g.pastGuardian(d1, d2)
		return append(evs, more...), err
	case margin == 0:
		p.Target = -1
		g.phase = PhaseTie
		return evs, nil
	case margin > 0 && p.Disarm:
		more, err = g.disarmed(i, j, d1)
	case margin > 0:
		more, err = g.hit(i, j, int(p.Weapon), margin, 0)
		more = append(more, g.fangsGrip(i, j, int(p.Weapon))...)
	default:
		more, err = g.hit(j, i, k, 0, -margin)
	}
	if err != nil {
		return nil, err
	}
	g.phase = PhaseAct
	after, err := g.afterAction()
	return append(append(evs, more...), after...), err
}

// tie resolves a roll on the TN exactly: "the player chooses -- both
// Damage, or neither".
func (g *Game) tie(both bool) ([]Event, error) {
	p := g.pend
	i, j := int(p.Attacker), int(p.Defender)
	var evs []Event
	if both {
		evs = append(evs, g.event(EvTie, i, j, "%s met the TN exactly and chooses both Damage", g.Name(i)))
		var a []Event
		var err error
		if p.Disarm {
			a, err = g.disarmed(i, j, int(p.Dice[0]))
		} else {
			a, err = g.hit(i, j, int(p.Weapon), 0, 0)
		}
		if err != nil {
			return nil, err
		}
		b, err := g.hit(j, i, int(p.Guard), 0, 0)
		if err != nil {
			return nil, err
		}
		evs = append(append(evs, a...), b...)
	} else {
		evs = append(evs, g.event(EvTie, i, j, "%s met the TN exactly and chooses that neither deals Damage", g.Name(i)))
	}
	g.phase = PhaseAct
	after, err := g.afterAction()
	return append(evs, after...), err
}

// hit has fighter from deal Damage with item k to fighter to. margin is
// how far the roll beat the TN when from rolled; missedBy how far to's own
// roll fell under it.
func (g *Game) hit(from, to, k, margin, missedBy int) ([]Event, error) {
	return g.strike(from, to, Convert(g.DamageOf(from, k)), margin, missedBy)
}

// rollDamage rolls Damage r: its dice's faces and the total, never below
// 0 ("1D6-2 rolling 1 deals 0", ruling 11).
func (g *Game) rollDamage(r Roll) ([]uint8, int, error) {
	if err := g.dice.Ensure(r.Dice, 6); err != nil {
		return nil, 0, err
	}
	var faces []uint8
	raw := r.Mod
	for range r.Dice {
		d := g.dice.D6()
		faces = append(faces, uint8(d))
		raw += d
	}
	return faces, max(raw, 0), nil
}

// strike rolls Damage r from fighter from to fighter to, through DR (less
// what the Margin goes round) and Fate Points.
func (g *Game) strike(from, to int, r Roll, margin, missedBy int) ([]Event, error) {
	faces, raw, err := g.rollDamage(r)
	if err != nil {
		return nil, err
	}
	dr := g.DR(to, margin, missedBy)
	f := &g.f[to]
	lost, spent := Absorb(raw, dr, int(f.FP))
	lost = g.swarmLoss(to, lost)
	f.HP -= int8(lost)
	f.FP -= int8(spent)
	ev := g.event(EvDamage, from, to, "%s deals %s = %d Damage to %s", g.Name(from), r, raw, g.Name(to))
	ev.Dice, ev.Amount, ev.HP, ev.DR, ev.FP, ev.chance = faces, raw, lost, dr, spent, r.Dice > 0
	if full := g.DR(to, 0, 0); dr < full {
		ev.Text += ", round the armour"
	}
	ev.Text += ": DR " + itoa(dr)
	if spent > 0 {
		ev.Text += ", " + itoa(spent) + " Fate Points"
	}
	ev.Text += ", " + itoa(lost) + " HP lost (" + itoa(int(f.HP)) + " left)"
	return append([]Event{ev}, g.fallIfDown(to)...), nil
}

// fallIfDown fells fighter i if its Hit Points are gone: "When characters
// reach 0 HPs, they fall over". It stops holding its breath and reloading,
// and its grapple ends (ruling 52).
func (g *Game) fallIfDown(i int) []Event {
	f := &g.f[i]
	if f.HP > 0 || f.Status != Standing {
		return nil
	}
	f.Status = Fallen
	f.Cond &^= Breath | Reloading
	evs := []Event{g.event(EvFell, -1, i, "%s falls at %d HP", g.Name(i), f.HP)}
	return append(evs, g.release(i)...)
}

// tend is the death save: "Anyone can attempt to save them ... with a
// Wits + Medicine roll. The TN is 7 plus the number of HPs the character
// has fallen below 0." It costs 1 AP ("By default, actions cost 1 AP").
// A save on the exact TN rolls the permanent wound (wound.go).
func (g *Game) tend(i, j int) ([]Event, error) {
	pen := Penalty(int(g.f[i].AP))
	g.pay(i, 1)
	if err := g.dice.Ensure(2, 6); err != nil {
		return nil, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	p := g.Prof(i)
	total := d1 + d2 + p.Wits + p.Medicine + pen
	tn := SaveTN(int(g.f[j].HP))
	f := &g.f[j]
	var res string
	switch {
	case total > tn:
		f.Status, res = Unconscious, "unconscious, but alive"
	case total == tn:
		f.Status, res = Wounded, "alive, with a permanent wound"
	default:
		f.Status, res = Dead, "dead"
	}
	ev := g.event(EvSave, i, j, "%s tends %s: %d+%d%+d = %d against TN %d: %s is %s", g.Name(i), g.Name(j), d1, d2, total-d1-d2, total, tn, g.Name(j), res)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	if f.Status != Wounded {
		return []Event{ev}, nil
	}
	w, err := g.wound(i, j)
	if err != nil {
		return nil, err
	}
	return []Event{ev, w}, nil
}

// SaveTN returns the death save's TN for a fighter at hp: "7 plus the
// number of HPs the character has fallen below 0".
func SaveTN(hp int) int { return 7 + max(-hp, 0) }

func itoa(v int) string {
	if v < 0 {
		return "-" + itoa(-v)
	}
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}
