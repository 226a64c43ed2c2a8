package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawObjects draws the objects on their bases.
func (f *Field) drawObjects(dst *ebiten.Image, os []Object) {
	r := f.baseRadius()
	for i := range os {
		o := &os[i]
		x, y := f.px(o.Pos)
		f.br.BlitCentred(dst, f.objectSprite(o, r), x, y, 1)
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
	if icons.RGBA(name, 8) == nil {
		name = ""
	}
	key := spriteKey{kind: sprObject, name: name, px: int(r * 4), a: flags}
	return f.sprite(key, func() *ebiten.Image {
		pad := math.Max(5, r*0.45)
		n := int(math.Ceil(2 * (r + pad)))
		img := render.NewCanvas(n, n)
		c := float32(n) / 2
		R := float32(r)
		img.Fill(render.Circle(c+R*0.05, c+R*0.1, R+1), color.RGBA{0, 0, 0, 100})
		img.Fill(render.Circle(c, c, R+max(1, R*0.05)), f.pal.Outline)
		img.Fill(render.Circle(c, c, R), render.RGB(0x2b2f36))
		img.Fill(octagon(c, c, R*0.94), render.Darken(objectFrame, 0.45))
		img.Fill(octagon(c, c, R*0.88), objectFrame)
		img.Fill(octagon(c, c-R*0.02, R*0.88-max(1, R*0.06)), render.Lighten(objectFrame, 0.3))
		img.Fill(octagon(c, c, R*0.68), render.Darken(objectFrame, 0.5))
		img.Fill(octagon(c, c, R*0.64), objectInside)
		ip := int(float64(R) * 0.95)
		if ic := icons.RGBA(name, ip); ic != nil {
			o := int(math.Round(float64(c) - float64(ip)/2))
			img.Stamp(ic, o, o, render.Lighten(gemColour, 0.5))
		} else {
			drawGem(img, c, c+R*0.03, R*0.42)
		}
		b := max(4, R*0.26)
		if flags&1 != 0 {
			bx, by := c+R*0.78, c-R*0.78
			img.Fill(render.Circle(bx, by, b+1), f.pal.Outline)
			img.Fill(render.Circle(bx, by, b), gemColour)
			img.Fill(render.Polygon(bx, by-b*0.65, bx+b*0.6, by, bx+b*0.22, by, bx+b*0.22, by+b*0.6, bx-b*0.22, by+b*0.6, bx-b*0.22, by, bx-b*0.6, by), f.pal.Outline)
		}
		if flags&2 != 0 {
			bx, by := c+R*0.78, c+R*0.78
			img.Fill(render.Circle(bx, by, b+1), f.pal.Outline)
			img.Fill(render.Circle(bx, by, b), shieldColour)
			t := b * 0.18
			img.Fill(render.Polygon(bx-b*0.7, by, bx-b*0.3, by-b*0.4, bx-b*0.3, by-t, bx+b*0.3, by-t, bx+b*0.3, by-b*0.4, bx+b*0.7, by, bx+b*0.3, by+b*0.4, bx+b*0.3, by+t, bx-b*0.3, by+t, bx-b*0.3, by+b*0.4), f.pal.Outline)
		}
		return img.Upload()
	})
}

// octagon returns a regular octagon with flat top and bottom, of radius r
// (centre to corner).
func octagon(cx, cy, r float32) *render.Shape {
	p := &render.Shape{}
	for i := range 8 {
		s, c := math.Sincos(math.Pi/8 + float64(i)*math.Pi/4)
		p.LineTo(cx+r*float32(c), cy+r*float32(s))
	}
	p.Close()
	return p
}

// markerShapes adds each marker to the ink batch: a crosshair in its
// owner's colour (light grey for no owner), its centre a diamond for the
// first side, a triangle for the second and a dot for no one.
func (f *Field) markerShapes(ms []Marker) {
	k := &f.br
	r := f.markerRadius()
	w := math.Max(1.5, f.scale*0.045)
	for _, m := range ms {
		x, y := f.px(m.Pos)
		c := render.RGB(0xe8e4da)
		if m.Owner >= 0 {
			c = f.pal.Side[m.Owner&1]
		}
		for pass := range 2 {
			cc, ww, a := f.pal.Outline, w+2, float32(0.65)
			if pass == 1 {
				cc, ww, a = c, w, 1
			}
			k.Ring(x, y, r, ww, 0, 0, cc, a)
			for i := range 4 {
				s, co := math.Sincos(float64(i) * math.Pi / 2)
				k.Line(x+co*r*0.45, y+s*r*0.45, x+co*r*1.45, y+s*r*1.45, ww, cc, a)
			}
			d := r * 0.32
			if pass == 0 {
				d += 1
			}
			switch {
			case m.Owner < 0:
				k.Disc(x, y, d*0.7, cc, a)
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
	if !f.markerNamed() {
		return
	}
	for _, m := range ms {
		if m.Name != "" {
			x, y := f.px(m.Pos)
			img := f.textSprite(m.Name, f.markerNameSize(), render.RGB(0xf4efe4), false)
			f.br.BlitCentred(dst, img, x, y+f.markerNameDrop(), 1)
		}
	}
}

// markerNamed reports whether the field is large enough to name markers.
func (f *Field) markerNamed() bool { return f.scale >= 28 }

// markerNameSize is the size of a marker's name, in pixels.
func (f *Field) markerNameSize() float64 { return math.Max(8, f.scale*0.17) }

// markerNameDrop is how far under its marker a marker's name is centred.
func (f *Field) markerNameDrop() float64 {
	return f.markerRadius()*1.45 + f.markerNameSize()*0.75
}

// markerArea returns the screen rectangle (x0, y0, x1, y1) a marker and
// its name take: its cross, and its name under it.
func (f *Field) markerArea(m Marker) (x0, y0, x1, y1 float64) {
	x, y := f.px(m.Pos)
	r := f.markerRadius()*1.45 + 2
	x0, y0, x1, y1 = x-r, y-r, x+r, y+r
	if m.Name != "" && f.markerNamed() {
		fs := f.markerNameSize()
		w := render.TextWidth(m.Name, fs, true)/2 + 4
		x0, x1 = math.Min(x0, x-w), math.Max(x1, x+w)
		y1 = math.Max(y1, y+f.markerNameDrop()+fs*0.7+2)
	}
	return x0, y0, x1, y1
}

// diamond and triangle fill small shapes centred on (x, y).
func (f *Field) diamond(x, y, d float64, c color.RGBA, a float32) {
	f.br.Quad(x, y-d, x+d, y, x, y+d, x-d, y, c, a)
}

func (f *Field) triangle(x, y, d float64, c color.RGBA, a float32) {
	f.br.Triangle(x, y-d*1.1, x+d, y+d*0.7, x-d, y+d*0.7, c, a)
}
