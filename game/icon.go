package game

import (
	"image"

	"skirmish/assets"
)

// appIcons returns the window icon at the sizes desktops ask for: the logo
// in amber on a dark rounded square (assets.AppIcon).
func appIcons() []image.Image {
	var out []image.Image
	for _, size := range []int{16, 32, 48, 64, 128} {
		out = append(out, assets.AppIcon(size))
	}
	return out
}
