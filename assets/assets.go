// Package assets holds the game's art: icons from the Game Icons set
// (https://game-icons.net, CC BY 3.0), rasterised to PNG by build/assetgen
// and embedded in the binary. See CREDITS.md for attribution.
package assets

import (
	"bytes"
	"embed"
	"image"
	"image/png"
	"sync"
)

//go:embed icons/*.png
var iconFS embed.FS

// names is the fixed order of every icon the game uses.
var names = []string{
	// Fighters, by profile id.
	"gnome", "goblin", "dwarf", "kobold", "hobgoblin", "lamplighter", "troll", "ogre",
	"mw-ironclad", "mw-stormblade", "mw-windcaller", "mw-lifeweaver", "mw-hawkeye", "mw-gravecaller",
	"mw-nightblade", "mw-stormhorn", "mw-spearwarden", "mw-stormglass", "mw-runestone",
	"wolf", "spider", "skeleton", "crowned-skull", "elf",
	// Creatures of the gladiatorial pits: gnoll, crawler, ghast, griffin, rats.
	"gnoll", "crawler", "ghast", "griffin", "rats",
	// Board.
	"door-closed", "door-open", "brazier", "exit", "skull", "prone",
	"barrel",
	// Actions and UI.
	"move", "turn", "swing", "open", "recover", "end", "defend", "pick", "shunt",
	"undo", "redo", "menu", "play", "pause", "step-back", "step-forward", "replay",
	"settings", "save", "load", "quit", "crown", "eye", "dice", "logo",
}

var (
	mu    sync.Mutex
	cache = map[string]image.Image{}
)

// Icon returns the named icon: white shapes on a transparent background,
// 128x128, decoded once and cached. It returns nil for an unknown name.
// It is safe for concurrent use.
func Icon(name string) image.Image {
	mu.Lock()
	defer mu.Unlock()
	if img, ok := cache[name]; ok {
		return img
	}
	var img image.Image
	if known(name) {
		if data, err := iconFS.ReadFile("icons/" + name + ".png"); err == nil {
			if decoded, err := png.Decode(bytes.NewReader(data)); err == nil {
				img = decoded
			}
		}
	}
	if img != nil {
		cache[name] = img
	}
	return img
}

// Names lists every icon name in a fixed order. The caller may modify the
// returned slice.
func Names() []string {
	return append([]string(nil), names...)
}

// known reports whether name is one of the icon names.
func known(name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}
