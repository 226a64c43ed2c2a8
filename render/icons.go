package render

import (
	"image"
	"io/fs"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"

	"skirmish/assets"
)

// iconCache holds icons scaled to the sizes they are drawn at, one per
// set, name and pixel size, as pictures for painting on a Canvas; an icon
// the set does not have is cached as nil, so that it is looked up only
// once. iconImages holds them as Ebitengine images, made from the
// pictures when first asked for.
var (
	iconCache = struct {
		sync.Mutex
		m map[iconKey]*iconEntry
	}{m: map[iconKey]*iconEntry{}}
	iconImages = ImageCache[iconKey]{Limit: iconCacheLimit}
)

// iconKey names a scaled icon: set nil is the shared lookup (assets.Icon).
type iconKey struct {
	set  *assets.Set
	name string
	px   int
}

type iconEntry struct {
	pic *image.RGBA // nil: no such icon
}

// iconCacheLimit bounds the cache: a window resized many times makes icons
// at many sizes, and the old ones are rarely needed again.
const iconCacheLimit = 256

// IconSet is a ruleset's own icons as its render package draws them: the
// PNGs of render/ID/icons (listed in render/ID/icons.txt, credited in
// render/ID/CREDITS.md), scaled to the sizes asked for and cached.
type IconSet struct {
	set *assets.Set
}

// NewIconSet returns the icons in the folder "icons" of fsys (a ruleset's
// embed.FS) and registers them with assets under the ruleset's id, so
// that the shared loader (assets.Icon, ui.Icon) still finds them for a
// table that asks for one by name. It panics when the folder has no
// icons: the set is embedded, so that is a build mistake.
func NewIconSet(id string, fsys fs.FS) *IconSet {
	s := assets.MustSet(fsys)
	assets.Register(id, s)
	return &IconSet{set: s}
}

// RGBA returns the named icon of the set scaled to px×px pixels (white on
// transparent), or nil when the set has no such icon. The picture is
// shared: callers must not change it.
func (s *IconSet) RGBA(name string, px int) *image.RGBA {
	return iconRGBA(s.set, name, px)
}

// Image returns the named icon of the set scaled to px×px pixels as an
// Ebitengine image, or nil when the set has no such icon.
func (s *IconSet) Image(name string, px int) *ebiten.Image {
	return iconImage(s.set, name, px)
}

// Names lists the set's icon names, sorted.
func (s *IconSet) Names() []string { return s.set.Names() }

// IconRGBA returns the named icon scaled to px×px pixels (white on
// transparent), or nil when there is no such icon. It looks the name up
// as assets.Icon does: the interface's icons, then every registered
// ruleset's; a ruleset's render package draws its own through its
// IconSet. The picture is shared: callers must not change it.
func IconRGBA(name string, px int) *image.RGBA {
	return iconRGBA(nil, name, px)
}

// Icon returns the named icon scaled to px×px pixels (white on
// transparent) as an Ebitengine image, or nil when there is no such icon;
// the name is looked up as IconRGBA does.
func Icon(name string, px int) *ebiten.Image {
	return iconImage(nil, name, px)
}

// iconRGBA returns the named icon of set (nil: the shared lookup) scaled
// to px×px, from the cache.
func iconRGBA(set *assets.Set, name string, px int) *image.RGBA {
	if px < 1 || name == "" {
		return nil
	}
	iconCache.Lock()
	defer iconCache.Unlock()
	return iconLocked(iconKey{set, name, px}).pic
}

// iconImage is iconRGBA as an Ebitengine image, from its own cache.
func iconImage(set *assets.Set, name string, px int) *ebiten.Image {
	if px < 1 || name == "" {
		return nil
	}
	return iconImages.Get(iconKey{set, name, px}, func(k iconKey) *ebiten.Image {
		if pic := iconRGBA(k.set, k.name, k.px); pic != nil {
			return NewImageFromImage(pic)
		}
		return nil
	})
}

// iconLocked returns the cache's entry for k, scaling the icon first if
// needed. The cache must be locked.
func iconLocked(k iconKey) *iconEntry {
	if e, ok := iconCache.m[k]; ok {
		return e
	}
	if len(iconCache.m) >= iconCacheLimit {
		clear(iconCache.m)
	}
	e := &iconEntry{}
	var src image.Image
	if k.set != nil {
		src = k.set.Icon(k.name)
	} else {
		src = assets.Icon(k.name)
	}
	if src != nil {
		e.pic = image.NewRGBA(image.Rect(0, 0, k.px, k.px))
		xdraw.CatmullRom.Scale(e.pic, e.pic.Bounds(), src, src.Bounds(), xdraw.Over, nil)
	}
	iconCache.m[k] = e
	return e
}
