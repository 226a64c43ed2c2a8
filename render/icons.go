package render

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"

	"skirmish/assets"
)

// iconCache holds the game's icons scaled to the sizes they are drawn at,
// one per name and pixel size, as pictures for painting on a Canvas; an
// icon the assets package does not have is cached as nil, so that it is
// looked up only once. iconImages holds them as Ebitengine images, made
// from the pictures when first asked for.
var (
	iconCache = struct {
		sync.Mutex
		m map[iconKey]*iconEntry
	}{m: map[iconKey]*iconEntry{}}
	iconImages = ImageCache[iconKey]{Limit: iconCacheLimit}
)

type iconKey struct {
	name string
	px   int
}

type iconEntry struct {
	pic *image.RGBA // nil: no such icon
}

// iconCacheLimit bounds the cache: a window resized many times makes icons
// at many sizes, and the old ones are rarely needed again.
const iconCacheLimit = 256

// IconRGBA returns the named icon scaled to px×px pixels (white on
// transparent), or nil when the assets package has no such icon. The
// picture is shared: callers must not change it.
func IconRGBA(name string, px int) *image.RGBA {
	if px < 1 || name == "" {
		return nil
	}
	iconCache.Lock()
	defer iconCache.Unlock()
	return iconLocked(name, px).pic
}

// Icon returns the named icon scaled to px×px pixels (white on
// transparent) as an Ebitengine image, or nil when the assets package has
// no such icon.
func Icon(name string, px int) *ebiten.Image {
	if px < 1 || name == "" {
		return nil
	}
	return iconImages.Get(iconKey{name, px}, func(k iconKey) *ebiten.Image {
		if pic := IconRGBA(k.name, k.px); pic != nil {
			return NewImageFromImage(pic)
		}
		return nil
	})
}

// iconLocked returns the cache's entry for name at px, scaling the icon
// first if needed. The cache must be locked.
func iconLocked(name string, px int) *iconEntry {
	k := iconKey{name, px}
	if e, ok := iconCache.m[k]; ok {
		return e
	}
	if len(iconCache.m) >= iconCacheLimit {
		clear(iconCache.m)
	}
	e := &iconEntry{}
	if src := assets.Icon(name); src != nil {
		e.pic = image.NewRGBA(image.Rect(0, 0, px, px))
		xdraw.CatmullRom.Scale(e.pic, e.pic.Bounds(), src, src.Bounds(), xdraw.Over, nil)
	}
	iconCache.m[k] = e
	return e
}
