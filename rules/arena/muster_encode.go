package arena

import "skirmish/rules"

// encodeMuster writes each fighter's profile (the muster may have changed
// it) and, during the muster, the sides ready and their changes.
func (g *Game) encodeMuster(w *rules.Writer) {
	for i := range g.f {
		w.Varint(int64(g.f[i].Profile))
	}
	if g.phase == PhaseMuster {
		for s := range 2 {
			w.Bool(g.mu.ready[s])
			w.Varint(int64(g.mu.changes[s]))
		}
	}
}

// decodeMuster reads what encodeMuster wrote, checking every profile is
// the pack's and the changes within the limit. The phase is read before.
func (g *Game) decodeMuster(r *rules.Reader) error {
	for i := range g.f {
		g.f[i].Profile = uint8(r.Int("profile", 0, len(g.lvl.Pack.Profiles)-1))
	}
	if g.phase == PhaseMuster {
		for s := range 2 {
			g.mu.ready[s] = r.Bool()
			g.mu.changes[s] = uint8(r.Int("changes", 0, MusterLimit))
		}
	}
	return r.Err()
}
