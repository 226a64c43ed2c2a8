package magewinds

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Field draws the battlefield to scale inside a screen rectangle: a framed
// playing surface with an inch ruler, the terrain and the deployment zones
// (kept in a cached image while they do not change), and over them the
// markers, objects, fighters and overlays of each frame.
type Field struct {
	rect   image.Rectangle
	pal    *render.Palette
	scale  float64 // pixels per inch
	ox, oy float64 // the battlefield's top-left corner on screen

	static    *ebiten.Image // ground, frame, zones and terrain
	staticKey uint64        // what static shows; 0 when it must be redrawn

	sprites render.ImageCache[spriteKey] // bases, counters, marks
	br      render.Brush
	top     text.DrawOptions
	xy      []float64 // a reused polyline

	clipOf   *ebiten.Image   // the image clip was cut from
	clipRect image.Rectangle // and its rectangle
	clip     *ebiten.Image   // the battlefield's part of the last dst

	pathLen  int64  // the length pathText was made for
	pathText string // the length label of the last path

	labels render.ImageCache[labelKey] // text sprites: names and pills
}

// NewField returns a field that draws the battlefield inside rect with the
// table's normal palette.
func NewField(rect image.Rectangle) *Field {
	f := &Field{pal: render.NewPalette(false), pathLen: -1}
	f.sprites.Limit, f.labels.Limit = maxSprites, maxLabels
	f.SetRect(rect)
	return f
}

// SetRect moves the field to rect, keeping the battlefield's aspect. The
// cached images are redrawn at the next Draw when the size changes.
func (f *Field) SetRect(rect image.Rectangle) {
	if rect == f.rect && f.scale > 0 {
		return
	}
	f.rect = rect
	w, h := float64(rect.Dx()), float64(rect.Dy())
	m := f.margin()
	f.scale = math.Max(0.5, math.Min((w-2*m)/16, (h-2*m)/12))
	f.ox = float64(rect.Min.X) + math.Round((w-16*f.scale)/2)
	f.oy = float64(rect.Min.Y) + math.Round((h-12*f.scale)/2)
	f.staticKey = 0
}

// margin is the room kept around the battlefield for its frame and ruler.
func (f *Field) margin() float64 {
	return math.Round(math.Max(10, math.Min(float64(f.rect.Dx()), float64(f.rect.Dy()))*0.035))
}

// SetPalette sets the colours of the sides, selections and overlays (for
// instance the colour-blind palette). A nil palette is ignored.
func (f *Field) SetPalette(p *render.Palette) {
	if p != nil && p != f.pal {
		f.pal = p
		f.staticKey = 0
		f.dropSprites()
	}
}

// Rect returns the rectangle the field was given.
func (f *Field) Rect() image.Rectangle { return f.rect }

// Bounds returns the battlefield's rectangle on screen, without its frame.
func (f *Field) Bounds() image.Rectangle {
	return image.Rect(int(f.ox), int(f.oy), int(math.Round(f.ox+16*f.scale)), int(math.Round(f.oy+12*f.scale)))
}

// Scale returns the number of pixels per inch.
func (f *Field) Scale() float64 { return f.scale }

// ToScreen returns the screen position of the battlefield point p.
func (f *Field) ToScreen(p Pt) (x, y float32) {
	sx, sy := f.px(p)
	return float32(sx), float32(sy)
}

// px is ToScreen in float64.
func (f *Field) px(p Pt) (x, y float64) {
	k := f.scale / Inch
	return f.ox + float64(p.X)*k, f.oy + float64(p.Y)*k
}

// len returns the length d micrometres in pixels.
func (f *Field) len(d int64) float64 { return float64(d) * f.scale / Inch }

// FromScreen returns the battlefield point under the screen position
// (x, y), and false when it is off the battlefield.
func (f *Field) FromScreen(x, y int) (Pt, bool) {
	k := Inch / f.scale
	p := Pt{int64(math.Round((float64(x) - f.ox) * k)), int64(math.Round((float64(y) - f.oy) * k))}
	ok := p.X >= 0 && p.Y >= 0 && p.X <= FieldW && p.Y <= FieldH
	return p, ok
}

// Draw draws the scene: the static layer (redrawn only when the field's
// size, palette, terrain or zones change), then markers, objects, overlays
// below the fighters, the fighters with their counters, and the ghost and
// labels on top.
func (f *Field) Draw(dst *ebiten.Image, s *Scene) {
	if s == nil {
		s = &Scene{}
	}
	f.drawStatic(dst, s)
	// Shapes are batched into few draw commands: a software renderer pays
	// for each command, so the order is shapes, then sprites, then shapes.
	clip := f.clipTo(dst)
	f.overlayShapes(&s.Overlay)
	f.br.Flush(clip)
	f.markerShapes(s.Markers)
	f.allTokenRings(s.Tokens)
	f.br.Flush(dst)
	f.markerNames(dst, s.Markers)
	f.drawObjects(dst, s.Objects)
	f.drawTokens(dst, s.Tokens)
	f.drawGhost(clip, s)
	f.drawCursor(clip, &s.Overlay)
	f.drawLabels(dst, &s.Overlay)
}

// clipTo returns the part of dst over the battlefield, so that rings and
// lines stop at its edge. It is kept while dst and the field stay the same.
func (f *Field) clipTo(dst *ebiten.Image) *ebiten.Image {
	r := f.Bounds().Intersect(dst.Bounds())
	if f.clip == nil || f.clipOf != dst || f.clipRect != r {
		f.clipOf, f.clipRect = dst, r
		f.clip = dst.SubImage(r).(*ebiten.Image)
	}
	return f.clip
}

// Dispose frees the field's cached images. The field may still be drawn;
// they are then made again.
func (f *Field) Dispose() {
	if f.static != nil {
		f.static.Deallocate()
		f.static = nil
	}
	f.staticKey = 0
	f.dropSprites()
}

// dropSprites forgets every cached sprite.
func (f *Field) dropSprites() {
	f.sprites.Clear()
	f.labels.Clear()
}
