package arena

// Reloading a crossbow. Seed: "Crossbows fire fast, but reloading takes a
// few rounds, so most fights will allow people to use their crossbow only
// once. Anyone mad enough to reload a crossbow during combat must spend
// each round doing nothing else. Spending APs for any reason will
// invalidate that round, so it must be repeated."
//
// Ruling 74: a reload (A reload crossbow) takes one whole round. It is
// offered only to a fighter who has spent no AP this round (resisting or
// dodging earlier in the round spent some: that round is lost for it); it
// spends every AP left, holds for the rest of the round, and the crossbow
// is loaded at once. The seed's "a few rounds" is one in the arena, whose
// bouts last a dozen.

// canReload reports whether fighter i may reload item k now.
func (g *Game) canReload(i, k int) bool {
	if k < 0 {
		return false
	}
	f := &g.f[i]
	return g.Item(k).Loads && f.Fired && f.Spent == 0 && f.AP > 0 && g.heldHand(i, g.Item(k).ID) >= 0
}

// reloadList appends fighter i's reloads.
func (g *Game) reloadList(i int, out []Action) []Action {
	f := &g.f[i]
	for h, k := range f.Hands {
		if k >= 0 && g.heldHand(i, g.Item(int(k)).ID) == h && g.canReload(i, int(k)) {
			out = append(out, Action{Kind: Reload, Who: f.ID, Item: g.Item(int(k)).ID})
		}
	}
	return out
}

// reload spends fighter i's round reloading item k.
func (g *Game) reload(i, k int) Event {
	f := &g.f[i]
	ap := int(f.AP)
	g.pay(i, ap)
	f.Fired, f.Done = false, true
	return g.event(EvReload, i, -1, "%s spends the round reloading the %s (%d AP, %d left): it is loaded", g.Name(i), g.Item(k).Name, ap, f.AP)
}
