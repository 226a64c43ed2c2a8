package arena

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// badgeSize returns the side of a small badge round a token.
func (s *spriteCache) badgeSize() int {
	return max(int(9*s.scale), int(float64(s.cs)*0.18))
}

// badge paints the small badges round a token: the marks of status
// (fallen, unconscious, wounded), of conditions and a Fate Point. Each is
// a dark disc with a light symbol, so that its shape tells it.
func (s *spriteCache) badge(k spriteKey) *ebiten.Image {
	pal := s.pal
	m := s.badgeSize()
	cv := render.NewCanvas(m, m)
	f := float32(m)
	c := f / 2
	ow := s.outline()
	w := max(1.3, f*0.12)
	ink := pal.Cond
	stroke := func(sh *render.Shape, w float32) { cv.Stroke(sh, w, ink) }
	if k.kind == sprFP { // a gold diamond
		d := render.Polygon(c, 1, f-1, c, c, f-1, 1, c)
		cv.Fill(d, pal.Outline)
		inner := d.Transform(func(x, y float32) (float32, float32) { return c + (x-c)*0.72, c + (y-c)*0.72 })
		cv.Fill(inner, pal.FP)
		return cv.Upload()
	}
	cv.Disc(float64(c), float64(c), float64(c-0.5), pal.Outline, 1)
	cv.Disc(float64(c), float64(c), float64(c-0.5-ow), render.Darken(pal.SideDark[0], 0.4), 1)
	switch k.kind {
	case sprFallen: // an arrow pointing down
		ink = pal.Bad
		sh := &render.Shape{}
		sh.MoveTo(c, f*0.2)
		sh.LineTo(c, f*0.74)
		sh.MoveTo(c-f*0.22, f*0.52)
		sh.LineTo(c, f*0.76)
		sh.LineTo(c+f*0.22, f*0.52)
		stroke(sh, w)
	case sprZz:
		cv.Text("Zz", float64(f)*0.48, true, float64(c), float64(c), ink, 0, 1)
	case sprWound: // a bandage cross
		ink = pal.HP
		cv.Fill(render.Polygon(c-f*0.1, f*0.2, c+f*0.1, f*0.2, c+f*0.1, c-f*0.1, f*0.8, c-f*0.1,
			f*0.8, c+f*0.1, c+f*0.1, c+f*0.1, c+f*0.1, f*0.8, c-f*0.1, f*0.8, c-f*0.1, c+f*0.1,
			f*0.2, c+f*0.1, f*0.2, c-f*0.1, c-f*0.1, c-f*0.1), render.Lighten(ink, 0.2))
	case sprCond:
		switch Cond(1) << k.a {
		case Prone: // a figure lying flat: a head and a body along the ground
			cv.Disc(float64(f*0.25), float64(c), float64(f*0.12), ink, 1)
			sh := &render.Shape{}
			sh.MoveTo(f*0.4, c)
			sh.LineTo(f*0.8, c)
			stroke(sh, w*1.2)
		case Entangled: // a mesh
			sh := &render.Shape{}
			for _, u := range [2]float32{0.38, 0.62} {
				sh.MoveTo(f*u, f*0.2)
				sh.LineTo(f*u, f*0.8)
				sh.MoveTo(f*0.2, f*u)
				sh.LineTo(f*0.8, f*u)
			}
			stroke(sh, w*0.8)
		case Grappled: // two linked rings
			stroke(render.Circle(c-f*0.13, c, f*0.17), w*0.9)
			stroke(render.Circle(c+f*0.13, c, f*0.17), w*0.9)
		case Breath: // bubbles
			stroke(render.Circle(c-f*0.06, c+f*0.08, f*0.2), w*0.8)
			stroke(render.Circle(c+f*0.2, c-f*0.2, f*0.09), w*0.7)
		case Unaware:
			cv.Text("?", float64(f)*0.62, true, float64(c), float64(c), ink, 0, 1)
		case Sensed: // three arcs: it listens its way in the dark
			for i, r := range [3]float32{0.12, 0.24, 0.36} {
				sh := &render.Shape{}
				sh.Arc(f*0.25, c, f*r, -math.Pi/4, math.Pi/4)
				stroke(sh, w*float32(1-0.15*float64(i)))
			}
		}
	}
	return cv.Upload()
}
