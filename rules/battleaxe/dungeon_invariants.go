package battleaxe

// checkDungeon is CheckInvariants for a quest's growing dungeon: one area
// per tile laid, the rooms completed counted right, every enemy in a tile
// laid, passage ends on revealed floor, the coins found drawn from the bag,
// and no turn under way in the muster.
func (g *Game) checkDungeon() error {
	d := g.dg
	if d == nil {
		return nil
	}
	if len(g.board.Areas) != len(d.tiles) {
		return g.broken("%d areas for %d tiles laid", len(g.board.Areas), len(d.tiles))
	}
	done := 0
	for i := range d.tiles {
		if d.tiles[i].done {
			done++
		}
	}
	if done != int(d.completed) {
		return g.broken("%d rooms completed, %d marked", d.completed, done)
	}
	for i := range g.minis {
		if m := &g.minis[i]; !m.Hero && (m.Room < 0 || int(m.Room) >= len(d.tiles)) {
			return g.broken("enemy %c belongs to tile %d of %d", m.ID, m.Room, len(d.tiles))
		}
	}
	for _, e := range d.ends {
		if g.board.Ground(e.P) != PassageFloor {
			return g.broken("a passage end on %s, not passage floor", e.P)
		}
	}
	coins := 0
	for _, c := range d.coins {
		coins += int(c)
	}
	if coins+len(d.bag) != len(d.q.Decks.Coins) {
		return g.broken("%d coins found and %d in the bag of %d", coins, len(d.bag), len(d.q.Decks.Coins))
	}
	if d.mustering() && (g.turn.hero >= 0 || g.round != 1) {
		return g.broken("a turn under way in the muster")
	}
	if d.goal && !d.questFound {
		return g.broken("the goal achieved without the Quest Room")
	}
	return nil
}
