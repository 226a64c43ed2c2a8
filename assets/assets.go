// Package assets holds the interface's own art: icons from the Game Icons
// set (https://game-icons.net, CC BY 3.0) for buttons, the title and the
// end window, rasterised to PNG by build/assetgen from icons.txt and
// embedded in the binary (credits in CREDITS.md). A ruleset's pictures
// (fighters, board features, its own actions) live in its render package,
// render/ID/icons, each with its icons.txt and CREDITS.md; that package
// registers them here (Register), and Icon finds them after the
// interface's own, for code that asks the shared loader by name.
package assets

import (
	"embed"
	"image"
)

//go:embed icons/*.png
var iconFS embed.FS

// ui is the interface's icon set.
var ui = MustSet(iconFS)

// Interface returns the interface's own icon set.
func Interface() *Set { return ui }

// Icon returns the named icon: white shapes on a transparent background,
// 128x128, decoded once and cached. It looks in the interface's icons,
// then in each registered ruleset's (Register), by id; nil when none has
// the name. It is safe for concurrent use.
func Icon(name string) image.Image {
	if img := ui.Icon(name); img != nil {
		return img
	}
	return rulesetIcon(name)
}

// Names lists the interface's icon names, sorted. The caller may modify
// the returned slice.
func Names() []string {
	return ui.Names()
}
