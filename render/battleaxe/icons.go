package battleaxe

import "strings"

// iconOf maps the ids of races, roles and enemies, and words in the names
// of room contents, to the game icons that picture them.
var iconOf = map[string]string{
	// Roles first: a hero's token shows what he does.
	"paladin": "mw-ironclad", "fighter": "mw-stormblade", "barbarian": "swing",
	"wizard": "mw-windcaller", "priest": "mw-lifeweaver", "druid": "mw-runestone",
	"burglar": "mw-nightblade", "adventurer": "mw-spearwarden", "archer": "mw-hawkeye",
	// Races.
	"dwarf": "dwarf", "elf": "elf", "gnome": "gnome", "half-orc": "hobgoblin",
	"halfling": "mw-nightblade", "human": "mw-ironclad", "dragonian": "kobold", "deviling": "mw-stormhorn",
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
