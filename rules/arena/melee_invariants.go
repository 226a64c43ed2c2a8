package arena

// checkManoeuvres checks the state the manoeuvres keep: a guard is of an
// ally, never of oneself; a fighter's foes this round are enemies, at
// most MaxFoes; hands hold what one hand may hold beside the other; a
// pending roll's guarded target is the guardian's ally, and a roll
// carried past a guardian has two dice; the items on the ground lie on
// steps. Unaware fighters never have the initiative (round.go).
func (g *Game) checkManoeuvres() error {
	for i := range g.f {
		f := &g.f[i]
		if f.Guards >= 0 && (int(f.Guards) >= len(g.f) || int(f.Guards) == i || g.f[f.Guards].Side != f.Side) {
			return g.broken("%c guards fighter %d, who is not its ally", f.ID, f.Guards)
		}
		if popcount(f.Foes) > MaxFoes || f.Foes>>len(g.f) != 0 {
			return g.broken("%c has %d foes this round", f.ID, popcount(f.Foes))
		}
		for j := range g.f {
			if f.Foes&(1<<j) != 0 && g.f[j].Side == f.Side {
				return g.broken("%c counts its ally %c among its foes", f.ID, g.f[j].ID)
			}
		}
		if !g.holdOK(i, int(f.Hands[0]), int(f.Hands[1])) {
			return g.broken("%c holds an item too heavy for one hand beside another", f.ID)
		}
	}
	if _, pending := g.PendingRoll(); pending {
		p := &g.pend
		if p.Target >= 0 && (int(p.Target) >= len(g.f) || g.phase != PhaseDefend || g.f[p.Target].Side != g.f[p.Defender].Side || p.Disarm) {
			return g.broken("a roll guarded for fighter %d", p.Target)
		}
		if (p.Dice[0] == 0) != (p.Dice[1] == 0) || p.Dice[0] < 0 || p.Dice[0] > 6 || p.Dice[1] < 0 || p.Dice[1] > 6 {
			return g.broken("a roll of %d and %d", p.Dice[0], p.Dice[1])
		}
		if g.phase == PhaseTie && p.Dice[0] == 0 {
			return g.broken("a roll meeting the TN without its dice")
		}
	}
	return g.checkLoose()
}
