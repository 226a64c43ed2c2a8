package elements

import (
	"image/color"
	"math"

	"skirmish/render"
)

// Glyph is the picture of a model's profile on its token, drawn with
// vector paths (the game's icon set has none of these).
type Glyph uint8

// The glyphs. GlyphNone shows the model's letter large instead.
const (
	GlyphNone     Glyph = iota
	GlyphKatana         // a samurai's curved sword
	GlyphShuriken       // a ninja's throwing star
	GlyphBow            // an archer's bow and arrow
	GlyphStaff          // a monk's ringed staff
	GlyphFan            // a kunoichi's iron fan
	GlyphKunai          // an assassin's dagger with a ring pommel
	GlyphSpear          // an ashigaru's spear
	glyphCount
)

// glyphOfProfile maps the profile ids of the Shadow Clans pack to glyphs.
var glyphOfProfile = map[string]Glyph{
	"samurai":  GlyphKatana,
	"ninja":    GlyphShuriken,
	"archer":   GlyphBow,
	"monk":     GlyphStaff,
	"kunoichi": GlyphFan,
	"assassin": GlyphKunai,
	"ashigaru": GlyphSpear,
}

// GlyphOf returns the glyph of a profile by its id in notation ("samurai",
// "ninja", ...): GlyphNone for a profile it does not know, whose token
// shows the model's letter large.
func GlyphOf(profile string) Glyph { return glyphOfProfile[profile] }

// paintGlyph paints glyph g centred on (cx, cy) of cv, s pixels across:
// each stroke first wide in the outline colour, then in ink; hole is the
// colour behind it, for the holes in a shuriken and a fan.
func paintGlyph(cv *render.Canvas, g Glyph, cx, cy, s float32, ink, outline, hole color.RGBA) {
	w := max(1.6, s*0.1)   // a stroke
	ow := max(1.2, s*0.05) // the outline round it
	pen := func() *render.Pen { return render.NewPen(cx, cy, s, false) }
	stroke := func(p *render.Pen, w float32) {
		cv.Stroke(&p.Shape, w+2*ow, outline)
		cv.Stroke(&p.Shape, w, ink)
	}
	fill := func(p *render.Pen) {
		cv.Stroke(&p.Shape, 2*ow, outline)
		cv.Fill(&p.Shape, ink)
	}
	switch g {
	case GlyphKatana:
		h := pen() // the handle, wrapped: below the guard
		h.M(-0.2, 0.2)
		h.L(-0.4, 0.4)
		stroke(h, w*1.1)
		b := pen() // the blade, curving up to the right
		b.M(-0.17, 0.09)
		b.Q(0.13, -0.1, 0.42, -0.42)
		b.Q(0.2, -0.04, -0.09, 0.17)
		b.Z()
		fill(b)
		t := pen() // the guard
		t.M(-0.29, 0.07)
		t.L(-0.07, 0.29)
		stroke(t, w*1.2)
	case GlyphShuriken:
		st := pen()
		for k := range 8 {
			a := float64(k)*math.Pi/4 + math.Pi/8
			r := 0.45
			if k%2 == 1 {
				r = 0.14
			}
			u, v := float32(r*math.Cos(a)), float32(r*math.Sin(a))
			if k == 0 {
				st.M(u, v)
			} else {
				st.L(u, v)
			}
		}
		st.Z()
		fill(st)
		cv.Disc(float64(cx), float64(cy), float64(s*0.07), hole, 1)
	case GlyphBow:
		b := pen()
		b.M(0.06, -0.44)
		b.Q(-0.6, 0, 0.06, 0.44)
		stroke(b, w)
		st := pen()
		st.M(0.06, -0.44)
		st.L(0.06, 0.44)
		stroke(st, w*0.4)
		a := pen()
		a.M(-0.34, 0)
		a.L(0.3, 0)
		stroke(a, w*0.7)
		hd := pen()
		hd.M(0.46, 0)
		hd.L(0.26, -0.11)
		hd.L(0.26, 0.11)
		hd.Z()
		fill(hd)
	case GlyphStaff:
		st := pen()
		st.M(-0.3, 0.44)
		st.L(0.14, -0.16)
		stroke(st, w)
		ring := pen()
		ring.Arc(cx+0.24*s, cy-0.27*s, 0.15*s, 0, 2*math.Pi)
		ring.Z()
		stroke(ring, w*0.8)
		for _, d := range [2]float32{-1, 1} { // two small rings hung on it
			r := pen()
			r.Arc(cx+(0.24+0.2*d)*s, cy+(-0.27+0.14)*s, 0.06*s, 0, 2*math.Pi)
			r.Z()
			stroke(r, w*0.5)
		}
	case GlyphFan:
		f := pen()
		f.M(0, 0.32)
		f.Arc(cx, cy+0.32*s, 0.62*s, math.Pi*1.18, math.Pi*1.82)
		f.Z()
		fill(f)
		for k := range 5 { // the ribs
			a := math.Pi * (1.24 + 0.13*float64(k))
			r := pen()
			r.M(0, 0.32)
			r.L(float32(0.56*math.Cos(a)), 0.32+float32(0.56*math.Sin(a)))
			cv.Stroke(&r.Shape, max(1, s*0.035), hole)
		}
		cv.Disc(float64(cx), float64(cy+0.32*s), float64(s*0.06), hole, 1)
	case GlyphKunai:
		b := pen() // a leaf-shaped blade pointing up and right
		b.M(0.4, -0.4)
		b.Q(0.14, -0.3, -0.04, -0.04)
		b.L(0.04, 0.04)
		b.Q(0.3, -0.14, 0.4, -0.4)
		b.Z()
		fill(b)
		h := pen()
		h.M(0, 0)
		h.L(-0.22, 0.22)
		stroke(h, w)
		r := pen()
		r.Arc(cx-0.3*s, cy+0.3*s, 0.1*s, 0, 2*math.Pi)
		r.Z()
		stroke(r, w*0.7)
	case GlyphSpear:
		sh := pen()
		sh.M(0, 0.46)
		sh.L(0, -0.14)
		stroke(sh, w*0.9)
		hd := pen()
		hd.M(0, -0.47)
		hd.Q(0.13, -0.28, 0, -0.12)
		hd.Q(-0.13, -0.28, 0, -0.47)
		hd.Z()
		fill(hd)
		x := pen()
		x.M(-0.14, -0.1)
		x.L(0.14, -0.1)
		stroke(x, w*0.7)
	}
}
