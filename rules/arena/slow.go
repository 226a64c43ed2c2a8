package arena

// late reports whether fighter i is a slow fighter owed its action at the
// end of the round: "Slow Characters ... who begin with no APs can still
// act at the end of each round."
func (g *Game) late(i int) bool {
	f := &g.f[i]
	return f.Status == Standing && !f.Done && f.Cond.Has(Late)
}

// markLate marks, at the start of a round, the fighters who begin it with
// no AP (Speed -3 or less, or Speed Penalties): each acts once when nobody
// else can (ruling: one action, paid as usual, in the initiative order
// among them, then by letter).
func (g *Game) markLate() {
	for i := range g.f {
		f := &g.f[i]
		f.Cond &^= Late
		if f.Status == Standing && f.AP <= 0 {
			f.Cond |= Late
		}
	}
}

// lateActor returns the slow fighter who acts now that nobody else can,
// or -1.
func (g *Game) lateActor() int {
	best := -1
	for i := range g.f {
		if g.late(i) && (best < 0 || g.before(i, best) > 0) {
			best = i
		}
	}
	return best
}

// canAct reports whether fighter i may have the initiative: it can
// initiate, or it is slow and owed its action.
func (g *Game) canAct(i int) bool { return g.canInitiate(i) || g.late(i) && g.f[i].AP <= 0 }
