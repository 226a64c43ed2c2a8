package render

import (
	"slices"
	"sync"
	"sync/atomic"
	"weak"

	"github.com/hajimehoshi/ebiten/v2"
)

// ImageCache keeps pictures painted once and drawn many times (cards,
// profiles, dice, labels, sprites), by key. It holds at most Limit
// pictures: when full, it frees them all (Deallocate) and starts again (a
// window resized many times paints new sizes). Give it a limit above what
// one screen draws, so that a frame never paints the same picture twice.
// It is safe for concurrent use; the zero value with a Limit is ready.
type ImageCache[K comparable] struct {
	Limit int
	mu    sync.Mutex
	m     map[K]*ebiten.Image
}

// cachedImages counts the pictures held by every cache of the program
// (ImageCache, TextSprites), for the memory figures.
var cachedImages atomic.Int64

// caches are every ImageCache that has held a picture, for PurgeCaches:
// each clears its cache and reports false once the cache is gone (held
// weakly, so that a table's own caches go with the table).
var caches struct {
	mu  sync.Mutex
	all []cacheRef
}

// cacheRef is a weak reference to an ImageCache.
type cacheRef struct {
	clear func()      // clears the cache if it is still there
	alive func() bool // whether it is
}

// PurgeCaches frees the pictures of every ImageCache. The app calls it when
// the window's size or the UI scale changes: the pictures were painted for
// the old ones, and caches bounded by count would otherwise keep a
// screen-sized picture for every size and scale the window has had.
func PurgeCaches() {
	caches.mu.Lock()
	all := slices.Clone(caches.all)
	caches.mu.Unlock()
	for _, c := range all { // not under caches.mu: a Get holds its cache's lock, then takes caches.mu
		c.clear()
	}
	caches.mu.Lock()
	caches.all = slices.DeleteFunc(caches.all, func(c cacheRef) bool { return !c.alive() })
	caches.mu.Unlock()
}

// register remembers c for PurgeCaches; c.mu is held and c.m is nil.
func (c *ImageCache[K]) register() {
	c.m = map[K]*ebiten.Image{}
	w := weak.Make(c)
	caches.mu.Lock()
	caches.all = append(caches.all, cacheRef{
		clear: func() {
			if live := w.Value(); live != nil {
				live.Clear()
			}
		},
		alive: func() bool { return w.Value() != nil },
	})
	caches.mu.Unlock()
}

// CachedImages returns how many pictures the program's caches hold: every
// ImageCache and the text sprites.
func CachedImages() int { return int(cachedImages.Load()) }

// Get returns the picture for k, calling paint to make it on first use.
func (c *ImageCache[K]) Get(k K, paint func(K) *ebiten.Image) *ebiten.Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	if img, ok := c.m[k]; ok {
		return img
	}
	if c.m == nil {
		c.register()
	}
	if len(c.m) >= max(1, c.Limit) {
		c.clearLocked()
	}
	img := paint(k)
	c.m[k] = img
	cachedImages.Add(1)
	return img
}

// Lookup returns the picture for k if the cache holds it.
func (c *ImageCache[K]) Lookup(k K) (*ebiten.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	img, ok := c.m[k]
	return img, ok
}

// Put keeps img as the picture for k (made by the caller after Lookup
// missed), freeing every picture first when the cache is full.
func (c *ImageCache[K]) Put(k K, img *ebiten.Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.m[k]; ok {
		if old != img && old != nil {
			old.Deallocate()
		}
		c.m[k] = img
		return
	}
	if c.m == nil {
		c.register()
	}
	if len(c.m) >= max(1, c.Limit) {
		c.clearLocked()
	}
	c.m[k] = img
	cachedImages.Add(1)
}

// Len returns how many pictures the cache holds.
func (c *ImageCache[K]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}

// Clear frees every picture (a new palette or size makes them all wrong).
func (c *ImageCache[K]) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.clearLocked()
}

func (c *ImageCache[K]) clearLocked() {
	for key, img := range c.m {
		if img != nil {
			img.Deallocate()
		}
		delete(c.m, key)
		cachedImages.Add(-1)
	}
}
