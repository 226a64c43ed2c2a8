package magewinds

import (
	"image"
	"sync"

	xdraw "golang.org/x/image/draw"

	"skirmish/assets"
)

// iconCache holds the asset icons scaled to the sizes the package draws
// them at, as RGBA pictures (white on transparent). An unknown name is
// cached as nil, so it is looked up once.
var iconCache = struct {
	sync.Mutex
	m map[iconKey]*image.RGBA
}{m: map[iconKey]*image.RGBA{}}

type iconKey struct {
	name string
	px   int
}

// icon returns the named icon scaled to px×px, or nil when there is none.
// The result is shared: callers must not change it.
func icon(name string, px int) *image.RGBA {
	if px < 1 || name == "" {
		return nil
	}
	iconCache.Lock()
	defer iconCache.Unlock()
	k := iconKey{name, px}
	if img, ok := iconCache.m[k]; ok {
		return img
	}
	if len(iconCache.m) >= 256 {
		clear(iconCache.m)
	}
	var out *image.RGBA
	if src := assets.Icon(name); src != nil {
		out = image.NewRGBA(image.Rect(0, 0, px, px))
		xdraw.CatmullRom.Scale(out, out.Bounds(), src, src.Bounds(), xdraw.Over, nil)
	}
	iconCache.m[k] = out
	return out
}
