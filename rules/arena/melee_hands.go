package arena

// OneHandWeight returns the heaviest item a fighter of Strength str may
// hold in one hand while its other hand holds something. Seed: "wielding
// a weapon in one hand comes with weight limitations"; the page it points
// to ("One-Handed Weight") is not in the chapter. Ruling: Weight up to 2
// + Strength in one hand; heavier needs both hands, the other empty.
func OneHandWeight(str int) int { return 2 + str }

// handsOK reports whether a fighter of Strength str may hold items a and
// b (item indexes of pk, -1 for an empty hand) at once.
func (pk *Pack) handsOK(str, a, b int) bool {
	if a < 0 || b < 0 {
		return true
	}
	lim := OneHandWeight(str)
	return pk.Items[a].Weight <= lim && pk.Items[b].Weight <= lim
}

// holdOK reports whether fighter i may hold item k beside item other (-1
// for an empty hand).
func (g *Game) holdOK(i, k, other int) bool {
	return g.lvl.Pack.handsOK(g.Prof(i).Str, k, other)
}

// drawOK reports whether fighter i may draw item k into its free hand
// beside what its other hand holds.
func (g *Game) drawOK(i, k int) bool {
	h := g.freeHand(i)
	return h >= 0 && g.holdOK(i, k, int(g.f[i].Hands[1-h]))
}
