package render

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"

	"skirmish/assets"
)

// iconCache holds the game's icons converted to Ebitengine images, one per
// name and pixel size. An icon the assets package does not have is cached as
// nil so that it is looked up only once.
var iconCache = struct {
	sync.Mutex
	m map[iconKey]*ebiten.Image
}{m: map[iconKey]*ebiten.Image{}}

type iconKey struct {
	name string
	px   int
}

// iconCacheLimit bounds the cache: a window resized many times makes icons
// at many sizes, and the old ones are rarely needed again.
const iconCacheLimit = 256

// icon returns the named icon scaled to px×px pixels (white on transparent),
// or nil when the assets package has no such icon.
func icon(name string, px int) *ebiten.Image {
	if px < 1 {
		return nil
	}
	iconCache.Lock()
	defer iconCache.Unlock()
	k := iconKey{name, px}
	if img, ok := iconCache.m[k]; ok {
		return img
	}
	if len(iconCache.m) >= iconCacheLimit {
		for key, img := range iconCache.m {
			if img != nil {
				img.Deallocate()
			}
			delete(iconCache.m, key)
		}
	}
	var out *ebiten.Image
	if src := assets.Icon(name); src != nil {
		dst := image.NewRGBA(image.Rect(0, 0, px, px))
		xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, src.Bounds(), xdraw.Over, nil)
		out = ebiten.NewImageFromImage(dst)
	}
	iconCache.m[k] = out
	return out
}
