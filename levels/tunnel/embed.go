// Package tunnel embeds the scenarios of Tunnel Fighters (rules/tunnel).
package tunnel

import (
	"embed"

	"skirmish/levels"
)

//go:embed *.txt
var files embed.FS

// List returns the embedded level files in scenario order.
func List() []levels.File { return levels.List(files, "levels/tunnel") }
