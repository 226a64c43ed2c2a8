package render

import (
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
