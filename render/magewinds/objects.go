package magewinds

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawObjects draws the objects on their bases.
func (f *Field) drawObjects(dst *ebiten.Image, os []Object) {
	r := f.baseRadius()
	for i := range os {
		o := &os[i]
		x, y := f.px(o.Pos)
		blitCentred(dst, f.objectSprite(o, r), &f.op, x, y, 1)
	}
}

// objectSprite draws an object's base. Unlike a fighter's round rim, its
// frame is an octagon of gold around a dark teal inside holding the
// object's icon (or a gem). A carriable object has a lifting-arrow mark at
// the upper right, a moveable one a double arrow at the lower right.
func (f *Field) objectSprite(o *Object, r float64) *ebiten.Image {
	flags := 0
	if o.Carriable {
		flags |= 1
	}
	if o.Moveable {
		flags |= 2
	}
	name := o.Icon
	if icon(name, 8) == nil {
		name = ""
	}
	key := spriteKey{kind: sprObject, name: name, px: int(r * 4), a: flags}
	return f.sprite(key, func() *ebiten.Image {
		pad := math.Max(5, r*0.45)
		n := int(math.Ceil(2 * (r + pad)))
		img := newCanvas(n, n)
		c := float32(n) / 2
		R := float32(r)
		fill(img, circle(c+R*0.05, c+R*0.1, R+1), color.RGBA{0, 0, 0, 100})
		fill(img, circle(c, c, R+max(1, R*0.05)), f.pal.Outline)
		fill(img, circle(c, c, R), rgb(0x2b2f36))
		fill(img, octagon(c, c, R*0.94), darken(objectFrame, 0.45))
		fill(img, octagon(c, c, R*0.88), objectFrame)
		fill(img, octagon(c, c-R*0.02, R*0.88-max(1, R*0.06)), lighten(objectFrame, 0.3))
		fill(img, octagon(c, c, R*0.68), darken(objectFrame, 0.5))
		fill(img, octagon(c, c, R*0.64), objectInside)
		ip := int(float64(R) * 0.95)
		if ic := icon(name, ip); ic != nil {
			o := int(math.Round(float64(c) - float64(ip)/2))
			img.tint(ic, o, o, lighten(gemColour, 0.5))
		} else {
			drawGem(img, c, c+R*0.03, R*0.42)
		}
		b := max(4, R*0.26)
		if flags&1 != 0 {
			bx, by := c+R*0.78, c-R*0.78
			fill(img, circle(bx, by, b+1), f.pal.Outline)
			fill(img, circle(bx, by, b), gemColour)
			fill(img, polygon(bx, by-b*0.65, bx+b*0.6, by, bx+b*0.22, by, bx+b*0.22, by+b*0.6, bx-b*0.22, by+b*0.6, bx-b*0.22, by, bx-b*0.6, by), f.pal.Outline)
		}
		if flags&2 != 0 {
			bx, by := c+R*0.78, c+R*0.78
			fill(img, circle(bx, by, b+1), f.pal.Outline)
			fill(img, circle(bx, by, b), shieldColour)
			t := b * 0.18
			fill(img, polygon(bx-b*0.7, by, bx-b*0.3, by-b*0.4, bx-b*0.3, by-t, bx+b*0.3, by-t, bx+b*0.3, by-b*0.4, bx+b*0.7, by, bx+b*0.3, by+b*0.4, bx+b*0.3, by+t, bx-b*0.3, by+t, bx-b*0.3, by+b*0.4), f.pal.Outline)
		}
		return img.upload()
	})
}

// octagon returns a regular octagon with flat top and bottom, of radius r
// (centre to corner).
func octagon(cx, cy, r float32) *shape {
	p := &shape{}
	for i := range 8 {
		s, c := math.Sincos(math.Pi/8 + float64(i)*math.Pi/4)
		p.lineTo(cx+r*float32(c), cy+r*float32(s))
	}
	p.close()
	return p
}

// markerShapes adds each marker to the ink batch: a crosshair in its
// owner's colour (light grey for no owner), its centre a diamond for the
// first side, a triangle for the second and a dot for no one.
func (f *Field) markerShapes(ms []Marker) {
	k := &f.ink
	r := f.markerRadius()
	w := math.Max(1.5, f.scale*0.045)
	for _, m := range ms {
		x, y := f.px(m.Pos)
		c := rgb(0xe8e4da)
		if m.Owner >= 0 {
			c = f.pal.Side[m.Owner&1]
		}
		for pass := range 2 {
			cc, ww, a := f.pal.Outline, w+2, float32(0.65)
			if pass == 1 {
				cc, ww, a = c, w, 1
			}
			k.ring(x, y, r, ww, 0, 0, cc, a)
			for i := range 4 {
				s, co := math.Sincos(float64(i) * math.Pi / 2)
				k.line(x+co*r*0.45, y+s*r*0.45, x+co*r*1.45, y+s*r*1.45, ww, cc, a)
			}
			d := r * 0.32
			if pass == 0 {
				d += 1
			}
			switch {
			case m.Owner < 0:
				k.disc(x, y, d*0.7, cc, a)
			case m.Owner&1 == 0:
				f.diamond(x, y, d, cc, a)
			default:
				f.triangle(x, y, d, cc, a)
			}
		}
	}
}

func (f *Field) markerRadius() float64 { return math.Max(6, f.scale*0.22) }

// markerNames draws the markers' names under them, when the field is large
// enough to read them.
func (f *Field) markerNames(dst *ebiten.Image, ms []Marker) {
	if f.scale < 28 {
		return
	}
	fs := math.Max(8, f.scale*0.17)
	for _, m := range ms {
		if m.Name != "" {
			x, y := f.px(m.Pos)
			img := f.textSprite(m.Name, fs, rgb(0xf4efe4), false)
			blitCentred(dst, img, &f.op, x, y+f.markerRadius()*1.45+fs*0.75, 1)
		}
	}
}

// diamond and triangle fill small shapes centred on (x, y).
func (f *Field) diamond(x, y, d float64, c color.RGBA, a float32) {
	k := &f.ink
	i0 := k.vert(x, y-d, c, a)
	i1 := k.vert(x+d, y, c, a)
	i2 := k.vert(x, y+d, c, a)
	i3 := k.vert(x-d, y, c, a)
	k.quad(i0, i1, i2, i3)
}

func (f *Field) triangle(x, y, d float64, c color.RGBA, a float32) {
	k := &f.ink
	i0 := k.vert(x, y-d*1.1, c, a)
	i1 := k.vert(x+d, y+d*0.7, c, a)
	i2 := k.vert(x-d, y+d*0.7, c, a)
	k.is = append(k.is, i0, i1, i2)
}
