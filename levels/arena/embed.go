// Package arena embeds the scenarios and the armoury-and-fighters pack of
// Arena (rules/arena), the combat chapter of a tabletop role-playing game
// played on a grid of steps.
package arena

import (
	"embed"

	"skirmish/levels"
)

//go:embed *.txt *.pack
var files embed.FS

// List returns the embedded scenario files in scenario order.
func List() []levels.File { return levels.List(files, "levels/arena") }

// Read returns an embedded file by name, such as "arena.pack".
func Read(name string) ([]byte, error) { return files.ReadFile(name) }

// PackName is the file name of the pack every scenario draws its weapons,
// armour and fighters from.
const PackName = "arena.pack"
