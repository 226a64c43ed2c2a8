package battleaxe

import "strings"

// iconOf maps the ids of races, roles and enemies, and words in the names
// of room contents, to the game icons that picture them.
var iconOf = map[string]string{
	// Roles first: a hero's token shows what he does.
	"paladin": "helm", "fighter": "sabres", "barbarian": "swing",
	"wizard": "staff", "priest": "caduceus", "druid": "rune-stone",
	"burglar": "hood", "adventurer": "spears", "archer": "bowman",
	// Races.
	"dwarf": "dwarf", "elf": "elf", "gnome": "gnome", "half-orc": "hobgoblin",
	"halfling": "hood", "human": "helm", "dragonian": "kobold", "deviling": "minotaur",
	// Enemies.
	"goblin": "goblin", "goblin-archer": "goblin", "gruntling": "gnome", "kobold": "kobold",
	"kobold-shaman": "kobold", "orc": "hobgoblin", "hobgoblin": "hobgoblin", "troll": "troll",
	"cave-troll": "troll", "ogre": "ogre", "wolf": "wolf", "cave-spider": "spider", "spider": "spider",
	"skeleton": "skeleton", "bone-king": "crowned-skull", "dark-elf-sniper": "elf",
	// Room contents.
	"barrel": "barrel", "barrels": "barrel", "fire": "brazier", "brazier": "brazier",
	"open fire": "brazier", "stairs": "exit",
}

// IconOf returns the game icon for the id of an enemy ("cave-troll"), a
// role ("wizard") or a race ("dwarf"), or for the name of room contents
// ("Barrels"); "" when there is none, and the token shows its label. Ask
// for a hero's role first, then his race.
func IconOf(id string) string {
	if ic, ok := iconOf[id]; ok {
		return ic
	}
	return iconOf[strings.ToLower(strings.TrimSpace(id))]
}
