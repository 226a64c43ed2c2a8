package arena

// scoreCircum rates the actions of the circumstances for the computer, in
// hundredths of a Hit Point as score does: it reloads a fired crossbow
// when no enemy is within reloadDistance, throws a weapon only when it holds
// another to fight with, holds its breath when hurt in the dark with an
// enemy near (and never lets it out by choice: running out of AP does
// that), screams to cover a hurt ally in the dark when it is unhurt and
// has nothing better to do, and never runs: a fighter who flees counts for nothing at the
// end of the bout (ruling 76).
func (g *Game) scoreCircum(a Action) int {
	i := g.ByID(a.Who)
	switch a.Kind {
	case Reload:
		if g.nearestEnemy(i, g.f[i].At) <= reloadDistance {
			return Neutral - 300
		}
		return Neutral + 600 // a bolt (4 + 1D6-ish) is worth more than closing in on foot
	case Throw:
		k := g.lvl.Pack.Item(a.Item)
		if !g.keepsWeapon(i, k) {
			return Neutral - 300
		}
		x := g.ShotExchange(i, k, g.ByID(a.Target))
		return Neutral - 300 + Mean(x.Dealt, x.DealtOf) - apWorth*g.shotCost(k, false)
	case Breathe:
		f := &g.f[i]
		if !f.Cond.Has(Breath) && int(f.HP) < g.Prof(i).HP() && f.AP >= 2 && g.nearestEnemy(i, f.At) <= 3 {
			return Neutral + 300
		}
		return Neutral - 300
	case Scream:
		if int(g.f[i].HP) == g.Prof(i).HP() && g.hurtAllyInDark(i) {
			return Neutral + 100
		}
		return Neutral - 300
	}
	return 0 // Retreat
}

// hurtAllyInDark reports whether an ally of fighter i, standing in the
// dark, screams with its wounds.
func (g *Game) hurtAllyInDark(i int) bool {
	for j := range g.f {
		if j != i && g.f[j].Side == g.f[i].Side && g.f[j].Status == Standing && g.lvl.IsDark(g.f[j].At) && g.Screamer(j) {
			return true
		}
	}
	return false
}

// keepsWeapon reports whether fighter i, without item k, still holds
// something other than k to strike with.
func (g *Game) keepsWeapon(i, k int) bool {
	for _, h := range g.f[i].Hands {
		if h >= 0 && int(h) != k && g.Item(int(h)).Melee() && g.Item(int(h)).Kind == Weapon {
			return true
		}
	}
	return false
}

// reloadDistance is how near an enemy may be for the computer to spend a
// round reloading: farther than a move and a blow.
const reloadDistance = 4
