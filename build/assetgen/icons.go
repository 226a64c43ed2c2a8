package main

// iconChoice maps one of the game's icon names to the Game Icons icon drawn
// for it.
type iconChoice struct {
	// Name is the game's name for the icon; the PNG is Name + ".png".
	Name string
	// ID is the icon's id in the game-icons set (and in the iconify JSON).
	ID string
	// Author is the icon's author slug on game-icons.net, as in the address
	// https://game-icons.net/1x1/AUTHOR/ID.html. The iconify JSON has no
	// per-icon author, so it was taken from the upstream repository
	// github.com/game-icons/icons, where each icon lives in AUTHOR/ID.svg.
	Author string
}

// choices lists every icon the game uses, in the order of assets.Names.
var choices = []iconChoice{
	// Fighters, by profile id.
	{"gnome", "bad-gnome", "cathelineau"},
	{"goblin", "goblin-head", "delapouite"},
	{"dwarf", "dwarf-helmet", "kier-heyl"},
	{"kobold", "horned-reptile", "delapouite"},
	{"hobgoblin", "orc-head", "delapouite"},
	{"lamplighter", "lantern-flame", "lorc"},
	{"troll", "troll", "skoll"},
	{"ogre", "ogre", "delapouite"},
	{"mw-ironclad", "visored-helm", "lorc"},
	{"mw-stormblade", "crossed-sabres", "lorc"},
	{"mw-windcaller", "wizard-staff", "lorc"},
	{"mw-lifeweaver", "caduceus", "lorc"},
	{"mw-hawkeye", "bowman", "lorc"},
	{"mw-gravecaller", "scythe", "lorc"},
	{"mw-nightblade", "hood", "lorc"},
	{"mw-stormhorn", "minotaur", "lorc"},
	{"mw-spearwarden", "spears", "lorc"},
	{"mw-stormglass", "crystal-growth", "lorc"},
	{"mw-runestone", "rune-stone", "lorc"},
	{"wolf", "wolf-head", "lorc"},
	{"spider", "angular-spider", "lorc"},
	{"skeleton", "skeleton", "skoll"},
	{"crowned-skull", "crowned-skull", "lorc"},
	{"elf", "woman-elf-face", "delapouite"},
	// Creatures of the gladiatorial pits: gnoll, crawler, ghast, griffin, rats.
	{"gnoll", "hyena-head", "caro-asercion"},
	{"crawler", "centipede", "lorc"},
	{"ghast", "shambling-zombie", "delapouite"},
	{"griffin", "griffin-symbol", "delapouite"},
	{"rats", "rat", "delapouite"},
	// Board.
	{"door-closed", "closed-doors", "delapouite"},
	{"door-open", "open-gate", "delapouite"},
	{"brazier", "fire-bowl", "lorc"},
	{"exit", "stairs", "delapouite"},
	{"skull", "death-skull", "sbed"},
	{"prone", "falling", "sbed"},
	{"barrel", "barrel", "delapouite"},
	// Actions and UI.
	{"move", "footsteps", "skoll"},
	{"turn", "clockwise-rotation", "delapouite"},
	{"swing", "sword-brandish", "delapouite"},
	{"open", "entry-door", "delapouite"},
	{"recover", "kneeling", "delapouite"},
	{"end", "hourglass", "lorc"},
	{"defend", "shield", "sbed"},
	{"pick", "perspective-dice-six-faces-three", "delapouite"},
	{"shunt", "push", "delapouite"},
	{"undo", "anticlockwise-rotation", "delapouite"},
	{"redo", "arrow-dunk", "lorc"},
	{"menu", "hamburger-menu", "delapouite"},
	{"play", "play-button", "guard13007"},
	{"pause", "pause-button", "guard13007"},
	{"step-back", "previous-button", "delapouite"},
	{"step-forward", "next-button", "delapouite"},
	{"replay", "film-strip", "delapouite"},
	{"settings", "cog", "lorc"},
	{"save", "save", "delapouite"},
	{"load", "open-folder", "delapouite"},
	{"quit", "exit-door", "delapouite"},
	{"crown", "crown", "lorc"},
	{"eye", "semi-closed-eye", "lorc"},
	{"dice", "rolling-dices", "delapouite"},
	{"logo", "crossed-swords", "lorc"},
}

// authorNames gives the display name of each author slug used in choices.
var authorNames = map[string]string{
	"caro-asercion": "Caro Asercion",
	"cathelineau":   "Cathelineau",
	"delapouite":    "Delapouite",
	"guard13007":    "Guard13007",
	"kier-heyl":     "Kier Heyl",
	"lorc":          "Lorc",
	"sbed":          "Sbed",
	"skoll":         "Skoll",
}
