package battleaxe

// Heroes' chosen names. "Here the player can insert a piece of paper with
// details of the hero's name, race, role, gold pieces and Campaign Codes":
// a seat choosing a hero in the muster may name him ("A hero elf-wizard
// Mira Quickstep"); without a name he is called by his card's name. Names
// are kept per seat (Game.names, "" for the card's name).

// heroName returns the name hero mini h goes by: his seat's chosen name,
// else his card's.
func (g *Game) heroName(h int) string {
	if s := int(g.seatOf(h)); s >= 0 && s < len(g.names) && g.names[s] != "" {
		return g.names[s]
	}
	return g.cat.Heroes[g.minis[h].Card].Name
}

// HeroName returns the name hero mini h goes by: the name his player chose
// in the muster, else his hero card's name.
func (g *Game) HeroName(h int) string { return g.heroName(h) }

// setName records seat's chosen name ("" for the card's name).
func (g *Game) setName(seat int, name string) {
	if name == "" && seat >= len(g.names) {
		return
	}
	for len(g.names) < len(g.seats) {
		g.names = append(g.names, "")
	}
	g.names[seat] = name
}
