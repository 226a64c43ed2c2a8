// Package battleaxe embeds the scenarios and cards of Battle-Axe
// (rules/battleaxe): dungeon levels (*.txt), and the race, role, item, hero
// and enemy cards (*.cards) the seed names but does not print in full.
package battleaxe

import (
	"embed"

	"skirmish/levels"
)

//go:embed *.txt *.cards
var files embed.FS

// List returns the embedded level files in scenario order.
func List() []levels.File { return levels.List(files, "levels/battleaxe") }

// Cards returns the embedded card files, heroes, enemies, then spells: each
// as its path in the source tree and its text.
func Cards() []levels.File {
	var out []levels.File
	for _, name := range []string{"heroes.cards", "enemies.cards", "spells.cards"} {
		src, err := files.ReadFile(name)
		if err != nil {
			continue
		}
		out = append(out, levels.File{Name: name, Path: "levels/battleaxe/" + name, Source: src})
	}
	return out
}
