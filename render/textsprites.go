package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextSprites draws text the way text.Draw does, from images of whole
// strings kept between frames. text.Draw lays the string out again and
// allocates at every call; a string drawn frame after frame (a hint line,
// a label, a score) costs one DrawImage here and allocates nothing once its
// image is made. Images are made white and tinted when drawn, so one image
// serves every colour; those not drawn for a while are let go.
//
// The zero value is ready to use. A TextSprites must be used from one
// goroutine (the game loop).
type TextSprites struct {
	m     map[textKey]*textSprite
	gen   uint32 // the current generation: sprites drawn since the last sweep have it
	draws int    // draws since the last sweep
	op    ebiten.DrawImageOptions
}

// textKey is what the image of a string depends on. The position and the
// colour are not part of it: they apply when the image is drawn.
type textKey struct {
	s                  string
	face               text.Face
	lineSpacing        float64
	primary, secondary text.Align
}

// textSprite is a string drawn in white; its top-left corner goes at (x, y)
// in the text's own coordinates (the origin of text.Draw).
type textSprite struct {
	img  *ebiten.Image // nil: nothing to draw (spaces, an empty string)
	x, y float64
	gen  uint32
}

// Limits of the cache: past keepTextSprites strings, a sweep every
// sweepEvery draws lets go of those not drawn since the sweep before; past
// maxTextSprites everything goes.
const (
	sweepEvery      = 2048
	keepTextSprites = 128
	maxTextSprites  = 512
)

// Draw draws s in face with op (nil for none) as text.Draw(dst, s, face,
// op) would. op's GeoM must only scale and translate, as text.Draw's usually
// does; anything else is handed to text.Draw.
func (c *TextSprites) Draw(dst *ebiten.Image, s string, face text.Face, op *text.DrawOptions) {
	var lo text.LayoutOptions
	var geoM ebiten.GeoM
	if op != nil {
		lo, geoM = op.LayoutOptions, op.GeoM
	}
	if geoM.Element(0, 1) != 0 || geoM.Element(1, 0) != 0 {
		text.Draw(dst, s, face, op)
		return
	}
	sp := c.sprite(textKey{s, face, lo.LineSpacing, lo.PrimaryAlign, lo.SecondaryAlign})
	if sp.img == nil {
		return
	}
	if op != nil {
		c.op = op.DrawImageOptions
	} else {
		c.op = ebiten.DrawImageOptions{}
	}
	// As text.Draw places each glyph: its image's corner in text space,
	// then the caller's GeoM.
	c.op.GeoM.Reset()
	c.op.GeoM.Translate(sp.x, sp.y)
	c.op.GeoM.Concat(geoM)
	dst.DrawImage(sp.img, &c.op)
}

// sprite returns the sprite of k, making it if needed.
func (c *TextSprites) sprite(k textKey) *textSprite {
	if c.draws++; c.draws >= sweepEvery {
		c.sweep()
	}
	if sp, ok := c.m[k]; ok {
		sp.gen = c.gen
		return sp
	}
	if c.m == nil {
		c.m = map[textKey]*textSprite{}
	}
	if len(c.m) >= maxTextSprites {
		c.Clear()
	}
	sp := &textSprite{gen: c.gen}
	lo := text.LayoutOptions{LineSpacing: k.lineSpacing, PrimaryAlign: k.primary, SecondaryAlign: k.secondary}
	glyphs := text.AppendGlyphs(nil, k.s, k.face, &lo)
	var r image.Rectangle
	for _, g := range glyphs {
		if g.Image != nil {
			r = r.Union(g.Image.Bounds().Sub(g.Image.Bounds().Min).Add(image.Pt(int(g.X), int(g.Y))))
		}
	}
	if !r.Empty() {
		sp.img = ebiten.NewImage(r.Dx(), r.Dy())
		cachedImages.Add(1)
		sp.x, sp.y = float64(r.Min.X), float64(r.Min.Y)
		var op ebiten.DrawImageOptions
		for _, g := range glyphs {
			if g.Image == nil {
				continue
			}
			op.GeoM.Reset()
			op.GeoM.Translate(g.X-sp.x, g.Y-sp.y)
			sp.img.DrawImage(g.Image, &op)
		}
	}
	c.m[k] = sp
	return sp
}

// sweep lets go of the sprites not drawn since the sweep before last, when
// there are many.
func (c *TextSprites) sweep() {
	c.draws = 0
	for k, sp := range c.m {
		if len(c.m) > keepTextSprites && c.gen-sp.gen >= 2 {
			sp.free()
			delete(c.m, k)
		}
	}
	c.gen++
}

// Len returns the number of strings kept.
func (c *TextSprites) Len() int { return len(c.m) }

// Clear lets go of every sprite.
func (c *TextSprites) Clear() {
	for k, sp := range c.m {
		sp.free()
		delete(c.m, k)
	}
}

// free lets go of the sprite's image.
func (sp *textSprite) free() {
	if sp.img != nil {
		sp.img.Deallocate()
		sp.img = nil
		cachedImages.Add(-1)
	}
}

// sharedText is the sprites of DrawText.
var sharedText TextSprites

// DrawText is text.Draw drawn from images of whole strings kept between
// frames (see TextSprites): for text drawn every frame. Call it from the
// game loop only.
func DrawText(dst *ebiten.Image, s string, face text.Face, op *text.DrawOptions) {
	sharedText.Draw(dst, s, face, op)
}
