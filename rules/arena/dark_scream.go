package arena

// Screaming by choice. Seed: "Blades strike from the dark, and the
// screaming lets the goblins know where to strike again. At least they
// did, until another began to scream louder"; "The lone PC who did not
// roll anything, but stood perfectly still in the darkness begins to
// scream too, not out of pain, but to stop the goblins hitting their mark.
// Standing in the darkness and screaming does not require a roll."
//
// Ruling 79: `A scream` (1 AP, no sense roll) is offered to a fighter
// standing in the dark, not holding its breath, once a round. Until the
// next round begins it is found at TN 5 itself, and its cries drown those
// of its side's wounded: enemies sensing their way to them roll at TN 7,
// not 5.

// canScream reports whether fighter i may scream now.
func (g *Game) canScream(i int) bool {
	f := &g.f[i]
	return g.lvl.IsDark(f.At) && !f.Cond.Has(Breath) && !f.Cond.Has(Screaming)
}

// scream has fighter i scream.
func (g *Game) scream(i int) Event {
	f := &g.f[i]
	g.pay(i, 1)
	f.Cond |= Screaming
	return g.event(EvBreath, i, -1, "%s screams in the dark, drowning the cries of its side's wounded (1 AP, %d left)", g.Name(i), f.AP)
}

// drowned reports whether fighter j's cries are drowned by a fighter of
// its side standing and screaming by choice.
func (g *Game) drowned(j int) bool {
	for k := range g.f {
		if k != j && g.f[k].Side == g.f[j].Side && g.f[k].Status == Standing && g.f[k].Cond.Has(Screaming) {
			return true
		}
	}
	return false
}

// screamRound ends every scream of the last round.
func (g *Game) screamRound() {
	for i := range g.f {
		g.f[i].Cond &^= Screaming
	}
}
