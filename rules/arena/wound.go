package arena

// The permanent wound. Seed: "If the healer rolls the TN exactly, the
// character has survived, but with a permanent wound. The players must
// select one Attribute, and give it a Penalty equal to 1D6. If the
// Attribute falls below -5, the character dies."
//
// Ruling 77: the seat would pick the Attribute that keeps its fighter
// alive, so the Penalty goes to its highest of Strength, Dexterity, Speed
// and Wits (the first of them on a tie). Within the bout the wound decides
// only between Wounded and Dead; the Penalty is told in the event.

// woundAttr returns the Attribute a permanent wound of fighter j strikes,
// by name, and its score.
func (g *Game) woundAttr(j int) (string, int) {
	p := g.Prof(j)
	names := [...]string{"Strength", "Dexterity", "Speed", "Wits"}
	vals := [...]int{p.Str, p.Dex, p.Spd, p.Wits}
	best := 0
	for k := range vals {
		if vals[k] > vals[best] {
			best = k
		}
	}
	return names[best], vals[best]
}

// wound rolls fighter j's permanent wound, saved by fighter i on the
// exact TN: Wounded, or Dead when the Attribute falls below -5.
func (g *Game) wound(i, j int) (Event, error) {
	if err := g.dice.Ensure(1, 6); err != nil {
		return Event{}, err
	}
	d := g.dice.D6()
	name, v := g.woundAttr(j)
	f := &g.f[j]
	ev := g.event(EvWound, i, j, "%s's permanent wound: %s %+d less 1D6 = %d is %+d", g.Name(j), name, v, d, v-d)
	ev.Dice, ev.Amount, ev.chance = []uint8{uint8(d)}, v-d, true
	if v-d < -5 {
		f.Status = Dead
		ev.Text += ", below -5: " + g.Name(j) + " dies of it"
	} else {
		f.Status = Wounded
	}
	return ev, nil
}
