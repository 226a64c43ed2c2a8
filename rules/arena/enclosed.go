package arena

// Cramp returns the Penalty item k suffers in an enclosed space: "their
// attacks suffer a Penalty equal to the weapon's Damage Bonus or Weight
// (whichever is lowest). If the Damage Bonus is negative, the Penalty is
// 0." A Weight of 1 counts as 0: "Daggers have no Penalty (we can round
// their small weight down)" (ruling 72). The seed's margin summary says
// "Weight or Attack Bonus"; its text and examples say Damage, and rule.
func (g *Game) Cramp(k int) int {
	it := g.Item(k)
	w := it.Weight
	if w <= 1 {
		w = 0
	}
	return max(min(it.Damage, w), 0)
}

// cramped returns the Penalty fighter i suffers with item k: the item's
// Cramp when i stands on a narrow square, whether it attacks or resists
// (ruling 72: each fighter's own square decides, as higher ground does).
func (g *Game) cramped(i, k int) int {
	if g.lvl.TerrainAt(g.f[i].At) != Narrow {
		return 0
	}
	return g.Cramp(k)
}
