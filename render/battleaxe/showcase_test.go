package battleaxe

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/internal/pixeltest"
	"skirmish/render"
)

// TestShowcase draws the crypt at two sizes, in both palettes, for a
// person to look at: battleaxe-dungeon-WxH(-cb).png in $SKIRMISH_SHOTS.
func TestShowcase(t *testing.T) {
	needDisplay(t)
	needShots(t)
	for _, size := range []image.Point{{960, 600}, {1200, 750}} {
		for _, cb := range []bool{false, true} {
			s := crypt(t)
			pal := render.NewPalette(cb)
			s.Pal = pal
			s.Area = image.Rect(0, 0, size.X, size.Y)
			s.Camera.Fit(s.Area, image.Rect(0, 0, s.W, s.H), 8)
			dst := ebiten.NewImage(size.X, size.Y)
			dst.Fill(pal.Background)
			NewBoard().Draw(dst, s, nil)
			name := fmt.Sprintf("battleaxe-dungeon-%dx%d", size.X, size.Y)
			if cb {
				name += "-cb"
			}
			pixeltest.Save(t, name, pixeltest.Snapshot(dst))
		}
	}
}
