package arena

// checkBodyState checks fighter i's state of the manoeuvres and bodies: a
// grapple joins two standing enemies side by side, each gripping the
// other and both grappled; only fighters in a grapple are grappled; the
// entangled stand where a web or mud holds them; a slow fighter owed its
// action has no AP.
func (g *Game) checkBodyState(i int) error {
	f := &g.f[i]
	if f.Grip >= 0 {
		j := int(f.Grip)
		if j >= len(g.f) || j == i || int(g.f[j].Grip) != i || f.Status != Standing || g.f[j].Status != Standing ||
			g.f[j].Side == f.Side || !g.reach(i, j) || !f.Cond.Has(Grappled) {
			return g.broken("%c grips fighter %d, who does not grip it back side by side", f.ID, j)
		}
	}
	if f.Cond.Has(Grappled) != (f.Grip >= 0) {
		return g.broken("%c is grappled without a grip, or grips without being grappled", f.ID)
	}
	if f.Cond.Has(Entangled) && !g.sticky(i, f.At) {
		return g.broken("%c is entangled at %s, where nothing holds it", f.ID, f.At)
	}
	if f.Cond.Has(Late) && f.AP > 0 {
		return g.broken("%c is owed a slow action with %d AP", f.ID, f.AP)
	}
	return nil
}
