package arena

// BodyWeight returns the Weight a fighter's body counts as when another
// carries it: three times its Hit Points (ruling, from the seed's "if a
// guard with 9 HPs picked up a goblin with 5 HPs, then the guard would
// count as carrying a Weight of 15, while the goblin would count as
// carrying a Weight of 27": 3 x 5 and 3 x 9).
func (p *Profile) BodyWeight() int { return 3 * p.HP() }

// Carried returns the Weight fighter i carries: its wings ("Most wings
// have a Weight equal to the creature's Strength Bonus (if it's
// positive)"), every weapon and shield it holds or carries, its
// Exhaustion Points ("the total Weight carried (including EPs)"), and,
// while grappling, the other's body: "the characters count as carrying
// each other's Weight".
func (g *Game) Carried(i int) int {
	f := &g.f[i]
	p := g.Prof(i)
	w := int(f.EP)
	if p.Wings {
		w += max(p.Str, 0)
	}
	for _, k := range f.Hands {
		if k >= 0 {
			w += g.Item(int(k)).Weight
		}
	}
	for s, k := range p.Carry {
		if f.Stowed&(1<<s) != 0 {
			w += g.Item(k).Weight
		}
	}
	if f.Grip >= 0 {
		w += g.Prof(int(f.Grip)).BodyWeight()
	}
	return w
}

// maxGrappleWeight is the heaviest weapon a grappling fighter may use:
// "no weapon can be used while grappling if they have a Weight above 1".
const maxGrappleWeight = 1

// grappling reports whether fighter i grapples (or is grappled by) another.
func (g *Game) grappling(i int) bool { return g.f[i].Grip >= 0 }

// canGrab reports whether fighter i may grab fighter j: an enemy standing
// within reach, neither of them grappling already nor a swarm (ruling: a
// swarm has no body to hold, nor one body to hold with).
func (g *Game) canGrab(i, j int) bool {
	return j >= 0 && j != i && g.f[j].Side != g.f[i].Side && g.f[j].Status == Standing &&
		!g.grappling(i) && !g.grappling(j) && !g.Prof(i).Swarm && !g.Prof(j).Swarm && g.reach(i, j)
}

// grip joins fighters i and j in a grapple: both count as grappled.
func (g *Game) grip(i, j int) Event {
	g.f[i].Grip, g.f[j].Grip = int8(j), int8(i)
	g.f[i].Cond |= Grappled
	g.f[j].Cond |= Grappled
	return g.event(EvGrappled, i, j, "%s and %s grapple: neither may use a weapon heavier than 1", g.Name(i), g.Name(j))
}

// release ends fighter i's grapple, if any.
func (g *Game) release(i int) []Event {
	j := int(g.f[i].Grip)
	if j < 0 {
		return nil
	}
	g.f[i].Grip, g.f[j].Grip = -1, -1
	g.f[i].Cond &^= Grappled
	g.f[j].Cond &^= Grappled
	return []Event{g.event(EvReleased, i, j, "%s and %s grapple no more", g.Name(i), g.Name(j))}
}

// brawlPair returns Attribute + Brawl for a manoeuvre: Dexterity for
// grabbing ("uses Dexterity + Brawl to attack"), Strength for grappling,
// breaking free and ramming ("Both combatants use Strength + Brawl"). A
// swarm uses its Bonus instead.
func (g *Game) brawlPair(i int, str bool) int {
	p := g.Prof(i)
	switch {
	case p.Swarm:
		return SwarmBonus(int(g.f[i].HP))
	case str:
		return p.Str + p.Brawl
	}
	return p.Dex + p.Brawl
}

// contest rolls a resisted manoeuvre: fighter i rolls 2D6 + bonus (higher
// ground and its negative-AP Penalty added) against TN 7 + tnBonus
// (fighter j's higher ground and Penalty added). Both have paid already;
// penI and penJ are their Penalties from before paying. It returns the
// Margin and the roll's event.
func (g *Game) contest(i, j, bonus, tnBonus, penI, penJ int, what string) (int, Event, error) {
	if err := g.dice.Ensure(2, 6); err != nil {
		return 0, Event{}, err
	}
	d1, d2 := g.dice.D6(), g.dice.D6()
	bonus, tn := g.manoeuvreRoll(i, j, bonus, tnBonus, penI, penJ)
	total := d1 + d2 + bonus
	ev := g.event(EvRolled, i, j, "%s rolls %s: %d+%d%+d = %d against TN %d", g.Name(i), what, d1, d2, bonus, total, tn)
	ev.Dice, ev.Amount, ev.TN, ev.chance = []uint8{uint8(d1), uint8(d2)}, total, tn, true
	return total - tn, ev, nil
}

// manoeuvreRoll returns the roller's whole Bonus and the TN of a
// manoeuvre (contest): higher ground and the negative-AP Penalties added.
func (g *Game) manoeuvreRoll(i, j, bonus, tnBonus, penI, penJ int) (int, int) {
	return bonus + penI + g.higher(i, j), 7 + tnBonus + penJ + g.higher(j, i)
}

// grab is "Grabbing ... uses Dexterity + Brawl to attack --- success means
// either one can make a grappling attack". Both pay 1 AP, the Weight of a
// brawl; the grabbed resists with its own Dexterity + Brawl (ruling).
// Falling under the TN takes the other's brawling Damage, as in any
// resisted roll; on the TN exactly nothing happens (ruling).
func (g *Game) grab(i, j int) ([]Event, error) {
	evs, m, err := g.brawlContest(i, j, false, "%s tries to grab %s (1 AP each)")
	if err != nil || m <= 0 {
		return evs, err
	}
	return append(evs, g.grip(i, j)), nil
}

// grapple is "Grappling: Resisted Strength + Brawl roll to deal Damage":
// "Success inflicts 1D6 + Strength Damage"; falling under takes the
// other's. Both pay 1 AP.
func (g *Game) grapple(i int) ([]Event, error) {
	j := int(g.f[i].Grip)
	evs, m, err := g.brawlContest(i, j, true, "%s grapples with %s (1 AP each)")
	if err != nil || m <= 0 {
		return evs, err
	}
	more, err := g.hit(i, j, g.lvl.Pack.Fists, m, 0)
	return append(evs, more...), err
}

// breakFree is the grapple's other use: success "allows someone to break
// free from the grapple"; falling under takes the other's Damage.
func (g *Game) breakFree(i int) ([]Event, error) {
	j := int(g.f[i].Grip)
	evs, m, err := g.brawlContest(i, j, true, "%s tries to break free of %s (1 AP each)")
	if err != nil || m <= 0 {
		return evs, err
	}
	return append(evs, g.release(i)...), nil
}

// brawlContest is the roll of a grab, a grapple or a break: both pay 1 AP
// (a brawl's Weight) and i rolls Dexterity + Brawl (a grab) or Strength +
// Brawl (grappling) against TN 7 + j's, with both Penalties counted before
// paying (ruling 15). It returns the Margin; falling under the TN, i has
// taken j's brawling Damage already; on the TN nothing happens (ruling
// 51). what names the two fighters in the first event.
func (g *Game) brawlContest(i, j int, strength bool, what string) ([]Event, int, error) {
	penI, penJ := Penalty(int(g.f[i].AP)), Penalty(int(g.f[j].AP))
	g.pay(i, 1)
	g.pay(j, 1)
	evs := []Event{g.event(EvAttack, i, j, what, g.Name(i), g.Name(j))}
	skill := "Dexterity + Brawl"
	if strength {
		skill = "Strength + Brawl"
	}
	m, ev, err := g.contest(i, j, g.brawlPair(i, strength), g.brawlPair(j, strength), penI, penJ, skill)
	if err != nil {
		return nil, 0, err
	}
	evs = append(evs, ev)
	if m < 0 {
		more, err := g.hit(j, i, g.lvl.Pack.Fists, 0, -m)
		if err != nil {
			return nil, 0, err
		}
		evs = append(evs, more...)
	}
	return evs, m, nil
}

// fangsGrip is Fangs: "when an attack is successful, the target both
// receives Damage and counts as grappled" (ruling: an attack with a
// natural weapon that beats the TN, when neither grapples another and the
// target still stands; an ally bitten in the dark is not held).
func (g *Game) fangsGrip(i, j, k int) []Event {
	if !g.Prof(i).Fangs || g.f[i].Side == g.f[j].Side || !g.Item(k).Natural || g.Prof(j).Swarm || g.f[i].Status != Standing || g.f[j].Status != Standing ||
		g.grappling(i) || g.grappling(j) || !g.reach(i, j) {
		return nil
	}
	return []Event{g.grip(i, j)}
}
