package arena

// coverOf returns what the terrain of fighter j's square adds to the TN
// of a missile shot at it: "Cover raises the TN to hit. Tall bushes add
// +1, a wall adds +2, and a murder hole adds +3." A square's cover counts
// whichever side the shot comes from (ruling 71: a bush, a parapet or a
// loophole's walls stand all round the square).
func (g *Game) coverOf(j int) int {
	return g.lvl.TerrainAt(g.f[j].At).Cover()
}
