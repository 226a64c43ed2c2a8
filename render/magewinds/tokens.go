package magewinds

import (
	"image/color"
	"math"
	"skirmish/render"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
)

// spriteKind names the sprites a Field caches.
type spriteKind uint8

const (
	sprToken  spriteKind = iota // a fighter's base: side, icon
	sprObject                   // an object's base: icon, flags in a
	sprDamage                   // a damage badge: damage a, toughness b
	sprChips                    // action counters: a of them
	sprShield                   // the Guard mark
	sprGem                      // the carried-object mark
)

type spriteKey struct {
	kind spriteKind
	side int
	name string
	px   int // the size it was drawn for, in quarter pixels
	a, b int
}

// Counter colours.
var (
	chipColour   = render.RGB(0xf1e4c3) // a single action counter
	chip2Colour  = render.RGB(0xf0a53a) // a double action counter
	chipInk      = render.RGB(0x2a2118)
	shieldColour = render.RGB(0xcfd8e3)
	gemColour    = render.RGB(0xf5c542)
	objectFrame  = render.RGB(0xb8913e)
	objectInside = render.RGB(0x173a42)
)

// sprite returns the cached sprite for k, drawing it with make on first use.
func (f *Field) sprite(k spriteKey, make func() *ebiten.Image) *ebiten.Image {
	if img, ok := f.sprites.Lookup(k); ok {
		return img
	}
	img := make()
	f.sprites.Put(k, img)
	return img
}

// maxSprites bounds a field's sprites: a screen shows a base, a damage
// badge, counters and marks for each of some twenty fighters, at one size.
const maxSprites = 256

// baseRadius is the radius of a 25 mm base on screen.
func (f *Field) baseRadius() float64 { return f.len(BaseRadius) }

// badgeSize is the height of the counters drawn beside a base.
func (f *Field) badgeSize() float64 { return math.Round(math.Max(11, f.baseRadius()*0.6)) }

// drawTokens draws the fighters, their selection rings and their counters.
// The rings are batched with the other shapes beforehand (see
// allTokenRings); the bases and counters are all sprites, so that
// Ebitengine draws them with few commands.
func (f *Field) drawTokens(dst *ebiten.Image, ts []Token) {
	r := f.baseRadius()
	for i := range ts {
		t := &ts[i]
		x, y := f.px(t.Pos)
		a := float32(1)
		if t.Dim {
			a = 0.45
		}
		f.br.BlitCentred(dst, f.tokenSprite(t, r), x, y, a)
	}
	hb := f.badgeSize()
	for i := range ts {
		t := &ts[i]
		x, y := f.px(t.Pos)
		a := float32(1)
		if t.Dim {
			a = 0.55
		}
		d := r * 0.74
		if t.Actions > 0 {
			f.br.BlitCentred(dst, f.chipsSprite(min(t.Actions, 2), hb), x+d+hb*0.1, y-d, a)
		}
		if t.Damage > 0 {
			img := f.damageSprite(t.Damage, t.Toughness, hb)
			f.br.BlitCentred(dst, img, x+d+float64(img.Bounds().Dx())*0.18, y+d, a)
		}
		if t.Guarding {
			f.br.BlitCentred(dst, f.shieldSprite(hb), x-d-hb*0.05, y+d, a)
		}
		if t.Carrying {
			f.br.BlitCentred(dst, f.gemSprite(hb), x-d-hb*0.05, y-d, a)
		}
	}
}

// allTokenRings adds every fighter's rings to the ink batch.
func (f *Field) allTokenRings(ts []Token) {
	r := f.baseRadius()
	for i := range ts {
		t := &ts[i]
		if !t.Hover && !t.Selected && !t.Active {
			continue
		}
		x, y := f.px(t.Pos)
		a := float32(1)
		if t.Dim {
			a = 0.45
		}
		f.tokenRings(t, x, y, r, a)
	}
}

// tokenRings adds the rings around a fighter: Hover a thin light ring,
// Selected a thick ring in the selection colour, Active a bright ring with
// four ticks, outside the selection ring when both are shown.
func (f *Field) tokenRings(t *Token, x, y, r float64, a float32) {
	k := &f.br
	gap := math.Max(2.5, r*0.12)
	if t.Hover && !t.Selected {
		k.Ring(x, y, r+gap*0.6, math.Max(1.5, r*0.08), 0, 0, f.pal.Hover, 0.85*a)
	}
	rr := r + gap
	if t.Selected {
		w := math.Max(3, r*0.16)
		k.Ring(x, y, rr+w/2, w+2, 0, 0, f.pal.Outline, 0.6*a)
		k.Ring(x, y, rr+w/2, w, 0, 0, f.pal.Selection, a)
		rr += w + gap*0.6
	}
	if t.Active {
		w := math.Max(2, r*0.1)
		c := render.RGB(0xfff4c2)
		k.Ring(x, y, rr+w/2, w+2, 0, 0, f.pal.Outline, 0.5*a)
		k.Ring(x, y, rr+w/2, w, 0, 0, c, a)
		l := math.Max(4, r*0.3)
		for i := range 4 {
			s, co := math.Sincos(math.Pi/4 + float64(i)*math.Pi/2)
			x0, y0 := x+co*(rr+w), y+s*(rr+w)
			k.Line(x0, y0, x0+co*l, y0+s*l, w+2, f.pal.Outline, 0.5*a)
			k.Line(x0, y0, x0+co*l, y0+s*l, w, c, a)
		}
	}
}

// tokenSprite draws a fighter's base: a shadow, a rim in the side's colour
// (plain for the first side, notched for the second), a dark inside and
// the fighter's icon in white, or its initial when it has no icon.
func (f *Field) tokenSprite(t *Token, r float64) *ebiten.Image {
	side := t.Side & 1
	name, a := t.Icon, 0
	if icons.RGBA(name, 8) == nil {
		name, a = t.Name, 1 // drawn with its initial
	}
	key := spriteKey{kind: sprToken, side: side, name: name, px: int(r * 4), a: a}
	return f.sprite(key, func() *ebiten.Image {
		pad := math.Max(4, r*0.3)
		n := int(math.Ceil(2 * (r + pad)))
		img := render.NewCanvas(n, n)
		c := float32(n) / 2
		R := float32(r)
		sc := f.pal.Side[side]
		rw := max(2.5, R*0.2)
		img.Fill(render.Circle(c+R*0.05, c+R*0.1, R+1), color.RGBA{0, 0, 0, 100})
		img.Fill(render.Circle(c, c, R+max(1, R*0.05)), f.pal.Outline)
		img.Fill(render.Circle(c, c, R), sc)
		if side == 1 {
			// Eight notches cut through the rim.
			nw := max(1.5, R*0.09)
			for i := range 8 {
				s, co := math.Sincos(float64(i) * math.Pi / 4)
				s32, co32 := float32(s), float32(co)
				ax, ay := c+co32*(R-rw-1), c+s32*(R-rw-1)
				bx, by := c+co32*(R+1), c+s32*(R+1)
				px, py := -s32*nw/2, co32*nw/2
				img.Fill(render.Polygon(ax-px, ay-py, bx-px*1.4, by-py*1.4, bx+px*1.4, by+py*1.4, ax+px, ay+py), f.pal.Outline)
			}
		} else {
			// A fine light line halfway through the rim.
			img.Stroke(render.Circle(c, c, R-rw*0.8), max(0.8, R*0.03), render.Lighten(sc, 0.55))
		}
		img.Fill(render.Circle(c, c, R-rw), render.Darken(sc, 0.6))
		img.Fill(render.Circle(c, c-R*0.02, R-rw-max(1, R*0.04)), f.pal.SideDark[side])
		ip := int(float64(R-rw) * 2 * 0.78)
		if ic := icons.RGBA(t.Icon, ip); ic != nil {
			o := int(math.Round(float64(c) - float64(ip)/2))
			img.Stamp(ic, o+1, o+1, color.RGBA{0, 0, 0, 180})
			img.Stamp(ic, o, o, f.pal.Icon)
		} else {
			fs := float64(ip) * 0.75
			img.Text(initial(t.Name), fs, true, float64(c)+1, float64(c)+1, color.RGBA{0, 0, 0, 200}, 0, 1)
			img.Text(initial(t.Name), fs, true, float64(c), float64(c), f.pal.Icon, 0, 1)
		}
		return img.Upload()
	})
}

// initial returns the first letter of name in upper case, or "?".
func initial(name string) string {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(name))
	if r == utf8.RuneError {
		return "?"
	}
	return strings.ToUpper(string(r))
}

// damageSprite draws the damage badge: a red pill with "damage/toughness".
func (f *Field) damageSprite(dmg, tough int, hb float64) *ebiten.Image {
	return f.sprite(spriteKey{kind: sprDamage, px: int(hb * 4), a: dmg, b: tough}, func() *ebiten.Image {
		s := strconv.Itoa(dmg)
		if tough > 0 {
			s += "/" + strconv.Itoa(tough)
		}
		tw := render.TextWidth(s, hb*0.72, true)
		h := float32(hb)
		w := max(h, float32(tw)+h*0.7)
		img := render.NewCanvas(int(math.Ceil(float64(w)))+4, int(h)+4)
		img.Fill(render.RoundRect(1, 2, w+1, h+1, h/2), color.RGBA{0, 0, 0, 120})
		img.Fill(render.RoundRect(1, 1, w, h, h/2), f.pal.Outline)
		img.Fill(render.RoundRect(2, 2, w-2, h-2, h/2-1), render.Darken(f.pal.Bad, 0.2))
		img.Fill(render.RoundRect(3, 2.5, w-4, h*0.42, h/4), color.RGBA{255, 255, 255, 40})
		img.Text(s, hb*0.72, true, float64(w)/2+1, float64(h)/2+1, render.RGB(0xffffff), 0, 1)
		return img.Upload()
	})
}

// chipsSprite draws action counters: one tilted pale chip marked 1, or two
// stacked chips, the top one orange and marked 2.
func (f *Field) chipsSprite(n int, hb float64) *ebiten.Image {
	return f.sprite(spriteKey{kind: sprChips, px: int(hb * 4), a: n}, func() *ebiten.Image {
		s := int(math.Ceil(hb * 2))
		img := render.NewCanvas(s, s)
		c := float32(s) / 2
		w, h := float32(hb*0.8), float32(hb*1.05)
		if n == 2 {
			drawChip(img, c-w*0.28, c+h*0.06, w, h, -0.2, chipColour, "", hb)
			drawChip(img, c+w*0.18, c-h*0.05, w, h, 0.24, chip2Colour, "2", hb)
		} else {
			drawChip(img, c, c, w, h, 0.22, chipColour, "1", hb)
		}
		return img.Upload()
	})
}

// drawChip draws one small card-like counter centred on (cx, cy), turned
// by angle radians, with the number s.
func drawChip(img *render.Canvas, cx, cy, w, h float32, angle float64, c color.RGBA, s string, hb float64) {
	sn, cs := math.Sincos(angle)
	rect := func(grow, dy float32) *render.Shape {
		src := &render.Shape{}
		src.AddRoundRect(-w/2-grow, -h/2-grow, w+2*grow, h+2*grow, w*0.2+grow)
		return src.Transform(func(x, y float32) (float32, float32) {
			return cx + x*float32(cs) - y*float32(sn), cy + dy + x*float32(sn) + y*float32(cs)
		})
	}
	img.Fill(rect(0.5, 1.5), color.RGBA{0, 0, 0, 110})
	img.Fill(rect(1, 0), chipInk)
	img.Fill(rect(0, 0), c)
	img.Fill(rect(-max(1.5, w*0.12), 0), render.Lighten(c, 0.25))
	if s != "" {
		img.Text(s, hb*0.72, true, float64(cx), float64(cy), chipInk, angle, 1)
	}
}

// shieldSprite draws the Guard mark: a steel heater shield.
func (f *Field) shieldSprite(hb float64) *ebiten.Image {
	return f.sprite(spriteKey{kind: sprShield, px: int(hb * 4)}, func() *ebiten.Image {
		s := int(math.Ceil(hb*1.5)) + 4
		img := render.NewCanvas(s, s)
		c := float32(s) / 2
		h := float32(hb * 1.2)
		w := h * 0.85
		shape := func(grow float32) *render.Shape {
			x0, x1 := c-w/2-grow, c+w/2+grow
			y0, y1 := c-h/2-grow, c+h/2+grow
			p := &render.Shape{}
			p.MoveTo(x0, y0+h*0.08)
			p.QuadTo(c, y0-h*0.06, x1, y0+h*0.08)
			p.LineTo(x1, y0+h*0.45)
			p.QuadTo(x1, y1-h*0.2, c, y1)
			p.QuadTo(x0, y1-h*0.2, x0, y0+h*0.45)
			p.Close()
			return p
		}
		img.Fill(shape(1.5), f.pal.Outline)
		img.Fill(shape(0), shieldColour)
		img.Fill(shape(-max(1.5, w*0.13)), f.pal.Defence)
		img.Fill(render.Polygon(c-w*0.08, c-h*0.32, c+w*0.08, c-h*0.32, c+w*0.08, c+h*0.34, c-w*0.08, c+h*0.34), shieldColour)
		img.Fill(render.Polygon(c-w*0.3, c-h*0.1, c+w*0.3, c-h*0.1, c+w*0.3, c+h*0.04, c-w*0.3, c+h*0.04), shieldColour)
		return img.Upload()
	})
}

// gemSprite draws the carried-object mark: a cut gem on a dark disc.
func (f *Field) gemSprite(hb float64) *ebiten.Image {
	return f.sprite(spriteKey{kind: sprGem, px: int(hb * 4)}, func() *ebiten.Image {
		s := int(math.Ceil(hb*1.3)) + 4
		img := render.NewCanvas(s, s)
		c := float32(s) / 2
		r := float32(hb * 0.62)
		img.Fill(render.Circle(c, c, r+1), f.pal.Outline)
		img.Fill(render.Circle(c, c, r), objectInside)
		drawGem(img, c, c+r*0.05, r*0.72)
		return img.Upload()
	})
}

// drawGem draws a faceted gem of half-width g centred on (cx, cy).
func drawGem(img *render.Canvas, cx, cy, g float32) {
	top, mid, bot := cy-g*0.62, cy-g*0.2, cy+g*0.85
	img.Fill(render.Polygon(cx-g*0.55, top, cx+g*0.55, top, cx+g, mid, cx, bot, cx-g, mid), gemColour)
	img.Fill(render.Polygon(cx-g*0.55, top, cx+g*0.55, top, cx+g*0.3, mid, cx-g*0.3, mid), render.Lighten(gemColour, 0.55))
	img.Fill(render.Polygon(cx+g*0.3, mid, cx+g, mid, cx, bot), render.Darken(gemColour, 0.25))
	img.Stroke(render.Polygon(cx-g*0.55, top, cx+g*0.55, top, cx+g, mid, cx, bot, cx-g, mid), max(1, g*0.1), render.Darken(gemColour, 0.6))
}
