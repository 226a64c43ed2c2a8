package arena

// Improvised reports whether the item is an impromptu missile: a weapon
// made for melee, neither a bow nor made for throwing, nor part of the
// body. Seed: "Impromptu Thrown Weapons ... sensible people don't throw
// swords, axes, knives, or cups away. But if a player insists ... the
// weapon receives a -2 Penalty to hit and -2 Damage." Shields are not
// thrown (ruling 73).
func (it *Item) Improvised() bool {
	return it.Kind == Weapon && !it.Ranged && !it.Thrown && !it.Natural
}

// improvisedPenalty is the Penalty to hit of an impromptu throw.
const improvisedPenalty = 2

// canThrow reports whether fighter i may throw the weapon k it holds at
// fighter j as an impromptu missile: an enemy standing beyond a step, with
// a clear line, as for a shot (ruling 23).
func (g *Game) canThrow(i, j, k int) bool {
	if k < 0 || j < 0 || !g.Item(k).Improvised() || g.heldHand(i, g.Item(k).ID) < 0 {
		return false
	}
	if g.f[i].Grip >= 0 && g.Item(k).Weight > maxGrappleWeight { // ruling 52
		return false
	}
	return g.canTarget(i, j)
}

// throwList appends fighter i's impromptu throws at every enemy.
func (g *Game) throwList(i int, out []Action) []Action {
	f := &g.f[i]
	for j := range g.f {
		for h, k := range f.Hands {
			if k >= 0 && g.heldHand(i, g.Item(int(k)).ID) == h && g.canThrow(i, j, int(k)) {
				out = append(out, Action{Kind: Throw, Who: f.ID, Target: g.f[j].ID, Item: g.Item(int(k)).ID})
			}
		}
	}
	return out
}
