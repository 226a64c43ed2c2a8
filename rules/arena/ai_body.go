package arena

import "skirmish/rules/grid"

// scoreBody rates the actions of the manoeuvres and bodies in hundredths
// of a Hit Point, as score does: getting up and pulling free come before
// most things; a grapple is an attack with the fists; a ram is worth what
// its push does (a fall, a web or mud); jumps and flights close in as
// moves do; a move into a web or mud is avoided. ok is false for the
// actions score rates itself.
func (g *Game) scoreBody(a Action) (s int, ok bool) {
	i := g.ByID(a.Who)
	switch a.Kind {
	case Stand:
		return Neutral + 400, true
	case Free:
		p := g.Prof(i)
		beat, _, _ := Split(p.Str+p.Athletics+Penalty(int(g.f[i].AP)), g.FreeTN(g.f[i].At))
		return Neutral + 100 + int(beat)*10, true
	case Grab:
		j := g.ByID(a.Target)
		b, tn := g.bodyRollOdds(i, j, g.brawlPair(i, false), g.brawlPair(j, false))
		beat, _, under := Split(b, tn)
		// Worth it against a heavy weapon, which a grapple takes away.
		gain := 0
		if g.heaviest(j) > maxGrappleWeight {
			gain = 300
		}
		return Neutral + int(beat)*gain/36 - int(under)*g.meanHit(j, g.lvl.Pack.Fists, i)/36 - apWorth, true
	case Grapple:
		return 1000 + g.grappleGain(i) - apWorth, true
	case Break:
		j := int(g.f[i].Grip)
		b, tn := g.bodyRollOdds(i, j, g.brawlPair(i, true), g.brawlPair(j, true))
		_, _, under := Split(b, tn)
		return Neutral - g.grappleGain(i) - int(under)*g.meanHit(j, g.lvl.Pack.Fists, i)/36 - apWorth, true
	case Ram:
		j := g.ByID(a.Target)
		harm := g.pushHarm(i, j, g.PushSteps(i, j))
		if harm <= 0 {
			return 0, true
		}
		r := g.afterRunUp(i, j)
		b, tn := r.bodyRollOdds(i, j, g.RamBonus(i), max(g.BraceBonus(j), g.DodgeBonus(j)))
		beat, _, _ := Split(b, tn)
		return 1000 + int(beat)*harm/36 - 2*apWorth, true
	case Brace, Dodge:
		r := int(g.pend.Attacker)
		harm := g.pushHarm(r, i, int(g.pend.Margin))
		bonus := g.BraceBonus(i)
		if a.Kind == Dodge {
			bonus = g.DodgeBonus(i)
			harm += 150 // prone
		}
		b, tn := g.manoeuvreRoll(r, i, g.RamBonus(r), bonus, int(g.pend.AttPenalty), Penalty(int(g.f[i].AP)))
		beat, _, _ := Split(b, tn)
		s := 1000 - int(beat)*harm/36
		if a.Kind == Dodge {
			s += -10*g.nearestEnemy(i, a.To) - g.stickyCost(i, a.To)
		}
		return s, true
	}
	return 0, false
}

// moveHazard is what a move, a jump or a flight to a.To risks beyond where
// it ends, in hundredths of a Hit Point: a jump's fall unbroken (its mean
// Damage and lying prone), and a web or mud at the end. The computer rates
// the square itself as for any move (judge.score).
func (g *Game) moveHazard(i int, a Action) int {
	hurt := 0
	if a.Kind == Jump {
		p := g.Prof(i)
		steps := g.lvl.HeightAt(g.f[i].At) - g.lvl.HeightAt(a.To)
		beat, _, _ := Split(p.Spd+p.Athletics+Penalty(int(g.f[i].AP)-1), FallTN(steps, false))
		hurt = int(36-beat) * (g.fallMean(i, steps) + 150) / 36
	}
	return hurt + g.stickyCost(i, a.To)
}

// stickyCost is what the computer reckons being caught on p costs fighter
// i.
func (g *Game) stickyCost(i int, p grid.Point) int {
	if g.sticky(i, p) {
		return 400
	}
	return 0
}

// heaviest returns the greatest Weight among what fighter j strikes with.
func (g *Game) heaviest(j int) int {
	w := 0
	var buf [4]int
	for _, k := range g.weapons(j, buf[:0]) {
		w = max(w, g.Item(k).Weight)
	}
	return w
}

// grappleGain is the mean HP a grapple by fighter i takes from the one it
// grips less the mean it costs i, in hundredths.
func (g *Game) grappleGain(i int) int {
	j := int(g.f[i].Grip)
	b, tn := g.bodyRollOdds(i, j, g.brawlPair(i, true), g.brawlPair(j, true))
	beat, _, under := Split(b, tn)
	fists := g.lvl.Pack.Fists
	return int(beat)*g.meanHit(i, fists, j)/36 - int(under)*g.meanHit(j, fists, i)/36
}

// fallMean is the mean HP fighter i loses in an unbroken fall of the given
// steps, in hundredths.
func (g *Game) fallMean(i, steps int) int {
	r := Convert(FallDamage(g.Prof(i).Str, steps))
	loss := addLoss(nil, r.Ways(), 1, g.DR(i, 0, 0), int(g.f[i].FP), g.Prof(i).Swarm)
	return Mean(loss, pow6(r.Dice))
}

// pushHarm is what the computer reckons a push by fighter i does to
// fighter j: the mean of a fall it would be pushed into (as if unbroken),
// or being caught in a web or mud; 0 when the push only moves it.
func (g *Game) pushHarm(i, j, steps int) int {
	d := g.f[j].At.Sub(g.f[i].At)
	dir := grid.Pt(sign(int(d.X)), sign(int(d.Y)))
	at := g.f[j].At
	for range steps {
		q := at.Add(dir)
		hq, ha := g.lvl.HeightAt(q), g.lvl.HeightAt(at)
		if hq == Wall || g.At(q) >= 0 || hq-ha > 1 {
			break
		}
		if ha-hq > 1 {
			return g.fallMean(j, ha-hq) + 150
		}
		at = q
		if g.sticky(j, q) {
			break
		}
	}
	if at != g.f[j].At && g.sticky(j, at) {
		return 200
	}
	return 0
}
