package render

import (
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/gameloop"
)

// TestImageCacheIsBounded: a picture is painted once per key, and the
// cache never holds more than its limit.
func TestImageCacheIsBounded(t *testing.T) {
	gameloop.NeedWindow(t)
	painted := map[int]int{}
	paint := func(k int) *ebiten.Image { painted[k]++; return ebiten.NewImage(1, 1) }
	c := ImageCache[int]{Limit: 3}
	for range 2 {
		for k := range 3 {
			c.Get(k, paint)
		}
	}
	for k := range 3 {
		if painted[k] != 1 {
			t.Errorf("key %d painted %d times, want once", k, painted[k])
		}
	}
	c.Get(3, paint)
	if c.Len() > 3 || painted[3] != 1 {
		t.Errorf("after a 4th key the cache holds %d pictures (limit 3)", c.Len())
	}
	if c.Get(3, paint); painted[3] != 1 {
		t.Error("the newest picture was painted again")
	}
}

// TestPurgeCachesFreesEveryCache: PurgeCaches empties every cache that has
// held a picture, a table's own included, and lets go of caches that are
// gone.
func TestPurgeCachesFreesEveryCache(t *testing.T) {
	type owner struct {
		pad   [64]byte
		cache ImageCache[int]
	}
	var global ImageCache[string]
	own := &owner{}
	paint := func(int) *ebiten.Image { return ebiten.NewImage(4, 4) }
	global.Get("a", func(string) *ebiten.Image { return ebiten.NewImage(4, 4) })
	own.cache.Get(1, paint)
	own.cache.Get(2, paint)
	before := CachedImages()
	PurgeCaches()
	if global.Len() != 0 || own.cache.Len() != 0 {
		t.Fatalf("after PurgeCaches the caches hold %d and %d pictures", global.Len(), own.cache.Len())
	}
	if got := CachedImages(); got > before-3 { // other tests' caches are purged too
		t.Errorf("CachedImages %d after the purge, want at most %d", got, before-3)
	}
	caches.mu.Lock()
	n := len(caches.all)
	caches.mu.Unlock()
	own = nil
	runtime.GC()
	runtime.GC()
	PurgeCaches()
	caches.mu.Lock()
	after := len(caches.all)
	caches.mu.Unlock()
	if after >= n {
		t.Errorf("%d caches remembered after one was dropped, %d before", after, n)
	}
	runtime.KeepAlive(&global)
}
