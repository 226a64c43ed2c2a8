// Package battleaxe embeds the scenarios and cards of Battle-Axe
// (rules/battleaxe): the quests (quests/*.quest), the fixed test dungeons
// (*.txt), the item, race, role, hero, enemy and spell cards (*.cards) the seed
// names but does not print in full, and the dungeon's decks (*.deck: room
// cards and the room book, passage cards, event cards, the game mat's dice
// and the coin bag).
package battleaxe

import (
	"embed"
	"strings"

	"skirmish/levels"
)

//go:embed *.txt *.cards *.deck quests/*.quest
var files embed.FS

// List returns the embedded fixed test dungeons in scenario order.
func List() []levels.File { return levels.List(files, "levels/battleaxe") }

// Quests returns the embedded quests in scenario order.
func Quests() []levels.File {
	out := named(files, "quests", []string{"01-the-bone-kings-crypt.quest", "02-the-altar-of-embers.quest"})
	for i := range out {
		out[i].Name = strings.TrimSuffix(out[i].Name[3:], ".quest")
	}
	return out
}

// Cards returns the embedded card files, items, heroes, enemies, then
// spells: each as its path in the source tree and its text.
func Cards() []levels.File {
	return named(files, "", []string{"items.cards", "heroes.cards", "enemies.cards", "spells.cards"})
}

// Decks returns the embedded deck files: rooms (and the room book),
// passages, events, then the game mat.
func Decks() []levels.File {
	return named(files, "", []string{"rooms.deck", "passages.deck", "events.deck", "dungeon.deck"})
}

func named(fs embed.FS, dir string, names []string) []levels.File {
	var out []levels.File
	for _, name := range names {
		path := name
		if dir != "" {
			path = dir + "/" + name
		}
		src, err := fs.ReadFile(path)
		if err != nil {
			continue
		}
		out = append(out, levels.File{Name: name, Path: "levels/battleaxe/" + path, Source: src})
	}
	return out
}
