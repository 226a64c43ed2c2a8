package battleaxe

import "strings"

// Stats are the numbers of a stat block, as a hero's race block and role
// block add them ("the health would be 7 (= 6 + 1)"). The three Success
// stats are percentages.
type Stats struct {
	Health, Speed, Luck, Attacks int
	Attack, Missile, Defend      int
}

// Plus returns s with every stat of m added.
func (s Stats) Plus(m Stats) Stats {
	return Stats{s.Health + m.Health, s.Speed + m.Speed, s.Luck + m.Luck, s.Attacks + m.Attacks,
		s.Attack + m.Attack, s.Missile + m.Missile, s.Defend + m.Defend}
}

// Spells counts the spells a hero may cast in a quest, of each type.
type Spells struct {
	Arcane, Holy, Nature int
}

// Race is a race block: the base stats, height, weight and two traits.
type Race struct {
	ID, Name string
	Base     Stats
	Tall     bool // else Short
	Heavy    bool // else Light
	Traits   [2]Trait
	Blurb    string
	Line     int
}

// Trait is a race's once-a-quest ability, as its block words it.
type Trait struct {
	Name, Text string
}

// Role is a role and equipment block: stat adjustments, starting spells
// and starting equipment (item ids).
type Role struct {
	ID, Name  string
	Mod       Stats
	Spells    Spells
	Equipment []string
	Blurb     string
	Line      int
}

// Slot is where an item goes on the console.
type Slot uint8

// The slots: held in one or both hands, or worn.
const (
	Held Slot = iota
	Head
	Body
	Hands
	Legs
	Feet
	Pack // potions and scrolls: carried in the backpack, never held or worn
)

var slotNames = [...]string{"held", "head", "body", "hands", "legs", "feet", "backpack"}

// String returns the slot's word in card files.
func (s Slot) String() string { return slotNames[s] }

// Use says which weapon an item is, if any.
type Use uint8

// The uses of items.
const (
	Gear          Use = iota // rope, whistle, a shield or armour
	HandWeapon               // fights
	MissileWeapon            // shoots
)

// Item is an item card: the general type on its back (Kind: weapon,
// missile weapon, armour, item, potion or scroll), where it goes, how many
// hands it needs, what it adds to the current stats and who may use it.
type Item struct {
	ID, Name                       string
	Kind                           string
	Slot                           Slot
	Hands                          int // held items: 1 or 2
	Use                            Use
	Bonus                          Stats
	NeedTall, NeedShort, NeedHeavy bool     // "Tall or Heavy" sets NeedTall and NeedHeavy: either will do
	Not                            []string // role ids: "Cannot be used by a Wizard or Druid"
	Heals                          int      // a potion: the Health it restores
	Spell                          string   // a scroll: the spell card it casts once
	Cost                           int
	Text                           string
	Line                           int
}

// The kinds of item, as the back of a card shows them ("Back of Card: The
// general type of item").
var itemKinds = [...]string{"weapon", "missile weapon", "armour", "item", "potion", "scroll"}

// Forbids reports whether a hero of role may not use the item: "Cannot be
// used by a Wizard or Druid".
func (it *Item) Forbids(role string) bool {
	for _, r := range it.Not {
		if r == role {
			return true
		}
	}
	return false
}

// UsableBy reports whether a hero of this height, weight and role may use
// the item: both the card's "The hero must be ..." and its "Cannot be used
// by ...".
func (it *Item) UsableBy(tall, heavy bool, role string) bool {
	return it.Usable(tall, heavy) && !it.Forbids(role)
}

// Usable reports whether a hero of this height and weight may use the item:
// "The hero must be Tall or Heavy."
func (it *Item) Usable(tall, heavy bool) bool {
	if it.NeedShort && tall {
		return false
	}
	if it.NeedTall || it.NeedHeavy {
		return (it.NeedTall && tall) || (it.NeedHeavy && heavy)
	}
	return true
}

// HeroCard is a hero: a ready-to-play one (a name, a race and a role) or,
// Created, one of the 64 a player may create from a race block and a role
// block ("You can create 64 unique heroes!").
type HeroCard struct {
	ID, Name   string
	Race, Role string
	Created    bool
	Line       int
}

// Initiative is when an enemy acts after a door opens.
type Initiative uint8

// The initiatives: "First: the enemy's turn is always before the heroes",
// "Last: ... always after the heroes", "RFI: Roll for It".
const (
	First Initiative = iota
	Last
	RFI
)

var initiativeNames = [...]string{"First", "Last", "RFI"}

// String returns the initiative as the card shows it.
func (i Initiative) String() string { return initiativeNames[i] }

// Priority is one entry of an enemy card's Priority line.
type Priority uint8

// The priorities of the seed's tables.
const (
	ShootNearest Priority = iota
	ShootFurthest
	ShootAsGang
	ShootNewHero
	ShootRandom
	FightClosest
	FightFurthest
	FightAsGang
	FightIndividual
	FightRandom
)

var priorityNames = [...]string{"Shoot Nearest", "Shoot Furthest", "Shoot as Gang", "Shoot New Hero",
	"Shoot Random", "Fight Closest", "Fight Furthest", "Fight as Gang", "Fight Individual", "Fight Random"}

// String returns the priority as the card shows it.
func (p Priority) String() string { return priorityNames[p] }

// Shooting reports whether the priority chooses whom to shoot (or to cast
// at) rather than whom to fight.
func (p Priority) Shooting() bool { return p <= ShootRandom }

// ParsePriority reads a priority as the seed writes it, in any case.
// "Fight Nearest", which the seed's own example uses, is read as Fight
// Closest (a ruling).
func ParsePriority(s string) (Priority, bool) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	if s == "fight nearest" {
		return FightClosest, true
	}
	for i, n := range priorityNames {
		if strings.ToLower(n) == s {
			return Priority(i), true
		}
	}
	return 0, false
}

// EnemySpell is the distance spell an enemy caster casts: its name, the
// chance it takes effect, the wounds it does (no defence: "The enemy cannot
// defend against a spell", and a ruling makes it so both ways) and how many
// times it may be cast in a quest.
type EnemySpell struct {
	Name            string
	Success, Wounds int
	Casts           int
}

// EnemyCard is an enemy card, back and front.
type EnemyCard struct {
	ID, Name    string
	W, H        int // Size in squares: 1x1, 2x1 (a wolf), 2x2
	Reach       int
	Type        string // Undead, Humanoid, Animal...; "Unique" for those no type-rule affects
	Health      int
	Speed       int
	Attacks     int
	Attack      int
	Missile     int // 0: no missile weapon
	Defend      int
	Initiative  Initiative
	Priorities  []Priority
	Flank       bool
	OpenDoors   bool
	Spell       *EnemySpell
	Special     string
	Description string
	Line        int
}

// Unique reports whether the card shows "Unique".
func (c *EnemyCard) Unique() bool { return strings.EqualFold(c.Type, "Unique") }
