// Package magewinds embeds the scenarios and the fighter pack of Magewinds
// (rules/magewinds).
package magewinds

import (
	"embed"

	"skirmish/levels"
)

//go:embed *.txt *.pack
var files embed.FS

// List returns the embedded scenario files in scenario order.
func List() []levels.File { return levels.List(files, "levels/magewinds") }

// Read returns an embedded file by name, such as "fighters-of-the-gale.pack".
func Read(name string) ([]byte, error) { return files.ReadFile(name) }
