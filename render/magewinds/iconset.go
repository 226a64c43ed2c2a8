package magewinds

import (
	"embed"

	"skirmish/render"
)

// iconFiles holds this ruleset's icons, icons/NAME.png, drawn by
// build/assetgen from icons.txt (credits in CREDITS.md).
//
//go:embed icons/*.png
var iconFiles embed.FS

// icons is this ruleset's icon set, registered with the shared loader
// under the ruleset's id.
var icons = render.NewIconSet("magewinds", iconFiles)
