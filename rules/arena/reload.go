package arena

// Reloading a crossbow. Seed: "Crossbows fire fast, but reloading takes a
// few rounds, so most fights will allow people to use their crossbow only
// once. Anyone mad enough to reload a crossbow during combat must spend
// each round doing nothing else. Spending APs for any reason will
// invalidate that round, so it must be repeated."
//
// Ruling 74: `A reload crossbow` may be declared by the fighter with the
// initiative holding its fired crossbow, at 0 AP: it holds for the rest of
// that round, then spends the whole next round reloading (all its AP, and
// it holds). If it spends any AP in that round (resisting a blow, dodging a
// missile: its AP fall below 0), the round is invalid and repeated. At the
// start of the round after a clean one, the crossbow is loaded.

// canReload reports whether fighter i may begin reloading item k now.
func (g *Game) canReload(i, k int) bool {
	if k < 0 {
		return false
	}
	f := &g.f[i]
	return g.Item(k).Loads && f.Fired && !f.Cond.Has(Reloading) && g.heldHand(i, g.Item(k).ID) >= 0
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

// reload has fighter i begin reloading item k.
func (g *Game) reload(i, k int) Event {
	f := &g.f[i]
	f.Cond |= Reloading
	f.Done = true
	return g.event(EvReload, i, -1, "%s begins reloading the %s: it holds for the rest of the round and reloads through the next", g.Name(i), g.Item(k).Name)
}

// reloadCheck returns, before a new round resets everyone's AP, the
// fighters (a bit each) who have just spent a whole round reloading
// without spending an AP more: their crossbows are loaded.
func (g *Game) reloadCheck() uint64 {
	var clean uint64
	for i := range g.f {
		if f := &g.f[i]; f.Cond.Has(Reloading) && !f.Fired && f.AP >= 0 {
			clean |= 1 << i
		}
	}
	return clean
}

// reloadRound carries every reload on as a round begins: a crossbow is
// loaded after a clean round of reloading; otherwise the fighter spends
// this round reloading (all its AP; it holds).
func (g *Game) reloadRound(clean uint64) []Event {
	var evs []Event
	for i := range g.f {
		f := &g.f[i]
		switch {
		case !f.Cond.Has(Reloading):
		case f.Status != Standing:
			f.Cond &^= Reloading
		case clean&(1<<i) != 0:
			f.Cond &^= Reloading
			evs = append(evs, g.event(EvReload, i, -1, "%s has reloaded its crossbow", g.Name(i)))
		default:
			again := !f.Fired
			f.Fired, f.Done = false, true
			g.pay(i, int(f.AP))
			text := "%s spends the round reloading its crossbow (it holds; spending an AP would make it repeat the round)"
			if again {
				text = "%s spent AP while reloading: it repeats the round of reloading"
			}
			evs = append(evs, g.event(EvReload, i, -1, text, g.Name(i)))
		}
	}
	return evs
}

// checkReload checks fighter i's reload: only while it stands holding a
// crossbow and holds for the round.
func (g *Game) checkReload(i int) error {
	f := &g.f[i]
	if !f.Cond.Has(Reloading) {
		return nil
	}
	held := false
	for _, k := range f.Hands {
		held = held || k >= 0 && g.Item(int(k)).Loads
	}
	if f.Status != Standing || !f.Done || !held || !f.Fired && f.AP > 0 {
		return g.broken("%c reloads while %s, holding %v, done %v, on %d AP", f.ID, f.Status, held, f.Done, f.AP)
	}
	return nil
}
