package tunnel

// Profile is a kind of fighter: its Strength, its starting Stamina and its
// Endurance. The seed gives the Gnome's Strength (3) and the Goblin's
// Strength (1) and Stamina (4); every other number here is a ruling listed in
// docs/rules/tunnel.md.
type Profile struct {
	ID        string // used in level files
	Name      string
	Strength  int8
	Stamina   int8 // the starting level, restored at the start of each own turn
	Endurance int8
	Lantern   int8 // radius of the light the fighter carries, 0 for none
	Blurb     string
}

// Profiles lists every fighter in a fixed order; a model refers to its
// profile by index.
var Profiles = []Profile{
	{ID: "gnome", Name: "Gnome", Strength: 3, Stamina: 3, Endurance: 6,
		Blurb: "Stout and stubborn: hits hard, tires quickly."},
	{ID: "goblin", Name: "Goblin", Strength: 1, Stamina: 4, Endurance: 4,
		Blurb: "Weak arms, endless energy: wins by wearing foes down and charging from the dark."},
	{ID: "dwarf", Name: "Dwarf", Strength: 3, Stamina: 2, Endurance: 8,
		Blurb: "Slow as a landslide and as hard to stop."},
	{ID: "kobold", Name: "Kobold", Strength: 1, Stamina: 5, Endurance: 3,
		Blurb: "Quick, jittery and fragile."},
	{ID: "hobgoblin", Name: "Hobgoblin", Strength: 2, Stamina: 3, Endurance: 6,
		Blurb: "A drilled brute, good at everything and great at nothing."},
	{ID: "lamplighter", Name: "Lamplighter", Strength: 2, Stamina: 3, Endurance: 5, Lantern: 2,
		Blurb: "A gnome with a lantern on a pole: lights the way for friends, and for foes."},
	{ID: "troll", Name: "Cave Troll", Strength: 4, Stamina: 2, Endurance: 9,
		Blurb: "Enormous and sluggish. Rarely misses what it can reach."},
	{ID: "ogre", Name: "Ogre", Strength: 5, Stamina: 4, Endurance: 10,
		Blurb: "A wall of muscle: a charging Ogre can fill its hands with the full ten dice."},
}

// ProfileByID returns the index of the profile with the given id.
func ProfileByID(id string) (int, bool) {
	for i, p := range Profiles {
		if p.ID == id {
			return i, true
		}
	}
	return 0, false
}

// MaxDice is the most Attack or Defence Dice ever rolled at once (seed: "The
// maximum number of Attack or Defence Dice that can be rolled at any time is
// 10").
const MaxDice = 10
