package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ownTexture is the area in pixels from which an image gets a texture of its
// own instead of a place on Ebitengine's shared texture atlas.
//
// An atlas page grows (doubling, up to the largest texture the driver
// allows: 16384x16384, a gigabyte, on Mesa's software renderer) to fit what
// is put on it, and shrinks only when every image on it is gone: one small
// sprite left on a page keeps the room of every screen-sized layer that
// passed through it. Large images (screen layers, board and ground caches)
// therefore get their own textures, freed exactly when deallocated; small
// ones (sprites, text, dice, cards) share the atlas, where Ebitengine
// batches their draws.
const ownTexture = 256 * 256

// NewImage returns a new w×h image (at least 1×1): on the shared atlas when
// small, on a texture of its own when large (see ownTexture). Deallocate it
// when done.
func NewImage(w, h int) *ebiten.Image {
	w, h = max(1, w), max(1, h)
	if w*h < ownTexture {
		return ebiten.NewImage(w, h)
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// NewImageFromImage is ebiten.NewImageFromImage, with a texture of its own
// when large (see NewImage).
func NewImageFromImage(src image.Image) *ebiten.Image {
	b := src.Bounds()
	if b.Dx()*b.Dy() < ownTexture {
		return ebiten.NewImageFromImage(src)
	}
	return ebiten.NewImageFromImageWithOptions(src, &ebiten.NewImageFromImageOptions{Unmanaged: true})
}
