package arena

// Roll is what the tray shows of one blow or test: a resisted roll's 2D6
// against its TN, then the damage dice and what armour and Fate Points
// took of them.
type Roll struct {
	Label string // what the roll is for: "Kosh strikes a"
	// Dice are the resisted roll's 2D6 (1..6 each); 0, 0 for none.
	Dice  [2]int
	Bonus int // added to the 2D6 (negative with a Penalty)
	TN    int // the number to beat: the margin is Dice + Bonus - TN

	// Damage are the damage dice (1..6 each), DamageMod what is added to
	// them; Hit reports whether there is damage to show at all (a flat 1
	// Damage has no dice).
	Hit       bool
	Damage    []int
	DamageMod int
	Raw       int   // the Damage rolled (not below 0)
	DRLayers  []int // the layers of DR that held, highest first: banded as the rules say
	DR        int   // the banded DR taken off
	FP        int   // Fate Points spent instead of Hit Points
	HP        int   // Hit Points lost

	Scale float64 // the interface scale (0 counts as 1): text grows with it
}

// Margin returns by how much the resisted roll beat its TN (negative when
// it missed).
func (r *Roll) Margin() int { return r.Dice[0] + r.Dice[1] + r.Bonus - r.TN }

// Rolled reports whether the roll holds a resisted roll's dice.
func (r *Roll) Rolled() bool { return r.Dice[0] > 0 && r.Dice[1] > 0 }

// Reset empties the roll for the next blow, keeping the room of its
// slices.
func (r *Roll) Reset() {
	*r = Roll{Damage: r.Damage[:0], DRLayers: r.DRLayers[:0], Scale: r.Scale}
}
