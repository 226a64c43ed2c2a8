package render

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// ImageCache keeps pictures painted once and drawn many times (cards,
// profiles), by key. It holds at most Limit pictures: when full, it frees
// them all and starts again (a window resized many times paints new
// sizes). It is safe for concurrent use; the zero value with a Limit is
// ready.
type ImageCache[K comparable] struct {
	Limit int
	mu    sync.Mutex
	m     map[K]*ebiten.Image
}

// Get returns the picture for k, calling paint to make it on first use.
func (c *ImageCache[K]) Get(k K, paint func(K) *ebiten.Image) *ebiten.Image {
	c.mu.Lock()
	defer c.mu.Unlock()
	if img, ok := c.m[k]; ok {
		return img
	}
	if c.m == nil {
		c.m = map[K]*ebiten.Image{}
	}
	if len(c.m) >= max(1, c.Limit) {
		for key, img := range c.m {
			img.Deallocate()
			delete(c.m, key)
		}
	}
	img := paint(k)
	c.m[k] = img
	return img
}

// Len returns how many pictures the cache holds.
func (c *ImageCache[K]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
