// Package elements embeds the scenarios and the model pack of Elements
// (rules/elements), the elemental-dice ninja skirmish.
package elements

import (
	"embed"

	"skirmish/levels"
)

//go:embed *.txt *.pack
var files embed.FS

// List returns the embedded scenario files in scenario order.
func List() []levels.File { return levels.List(files, "levels/elements") }

// Read returns an embedded file by name, such as "shadow-clans.pack".
func Read(name string) ([]byte, error) { return files.ReadFile(name) }

// PackName is the file name of the model pack every scenario musters from.
const PackName = "shadow-clans.pack"
