package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Strip draws the initiative order as a row of portraits, left to right:
// each the fighter's token (its creature and letter, tinted as on the
// board when it holds or is down) over its AP, a number with its sign and
// a small AP track. The fighter with the initiative is framed in the
// initiative colour with a pointer under it; one that holds is dimmed.
// Reuse one Strip for every frame: it keeps its layout and its pictures,
// and then allocates nothing.
type Strip struct {
	area    image.Rectangle
	side    int // a portrait's side in pixels
	rects   []image.Rectangle
	who     []int
	br      render.Brush
	pals    palettes
	sprites spriteCache
	w       writer
}

// Layout places the portraits of the fighters of s in area, in s.Order
// (or in their order when it is nil): square portraits as tall as the
// area, narrower when they must be to fit its width.
func (st *Strip) Layout(area image.Rectangle, s *Scene) {
	st.area = area
	st.rects, st.who = st.rects[:0], st.who[:0]
	if s == nil {
		return
	}
	n := len(s.Order)
	if s.Order == nil {
		n = len(s.Fighters)
	}
	if n == 0 || area.Dx() < 8 || area.Dy() < 8 {
		return
	}
	gap := max(1, min(area.Dy()/12, area.Dx()/(n*8)))
	side := min(area.Dy(), (area.Dx()-gap*(n-1))/n, int(120*s.scale()))
	if side < 8 {
		return
	}
	st.side = side
	y := area.Min.Y + (area.Dy()-side)/2
	for k := range n {
		i := k
		if s.Order != nil {
			i = s.Order[k]
		}
		if i < 0 || i >= len(s.Fighters) {
			continue
		}
		x := area.Min.X + k*(side+gap)
		st.rects = append(st.rects, image.Rect(x, y, x+side, y+side))
		st.who = append(st.who, i)
	}
}

// PortraitAt returns the fighter (its index in the scene's Fighters)
// whose portrait is under the screen pixel (x, y), as last laid out.
func (st *Strip) PortraitAt(x, y int) (int, bool) {
	p := image.Pt(x, y)
	for k, r := range st.rects {
		if p.In(r) {
			return st.who[k], true
		}
	}
	return -1, false
}

// PortraitRect returns the screen rectangle of fighter i's portrait, as
// last laid out (empty when it has none).
func (st *Strip) PortraitRect(i int) image.Rectangle {
	for k, w := range st.who {
		if w == i {
			return st.rects[k]
		}
	}
	return image.Rectangle{}
}

// Draw draws the portraits of s, laid out again in the strip's area (so
// that a new order shows at once); hover is the fighter under the cursor,
// or -1.
func (st *Strip) Draw(dst *ebiten.Image, s *Scene, hover int) {
	st.Layout(st.area, s)
	if s == nil || len(st.rects) == 0 {
		return
	}
	pal := st.pals.of(s.Pal)
	side := float64(st.side)
	tokenCell := int(side / (2 * tokenR) * 0.62) // the token fills 62% of the portrait
	st.sprites.check(tokenCell, s.scale(), pal)
	face := render.BoldFace(math.Max(10*s.scale(), side*0.2))
	for k, r := range st.rects {
		i := st.who[k]
		if i >= len(s.Fighters) {
			continue
		}
		f := &s.Fighters[i]
		x, y := float64(r.Min.X), float64(r.Min.Y)
		bg := pal.SideDark[f.Side&1]
		st.br.Rect(dst, x, y, side, side, pal.Outline, 1)
		st.br.Rect(dst, x+1, y+1, side-2, side-2, render.Darken(bg, 0.35), 1)
		switch {
		case f.Current:
			t := math.Max(3, side/14)
			st.br.Frame(dst, x-t, y-t, side+2*t, side+2*t, t, pal.Initiative, 1)
			cx, by := x+side/2, y+side+t
			st.br.Triangle(cx, by, cx-side*0.14, by+side*0.14, cx+side*0.14, by+side*0.14, pal.Initiative, 1)
		case hover == i:
			st.br.Frame(dst, x-1, y-1, side+2, side+2, math.Max(2, side/24), pal.Hover, 1)
		}
		tint := white
		switch {
		case f.Status == Dead:
			tint = tintDead
		case f.down():
			tint = tintDown
		case f.Done:
			tint = tintDone
		}
		tx, ty := x+side/2, y+side*0.36
		st.br.Sprite(dst, st.sprites.get(sprToken, f.Side&1, int(f.Kind), int(f.Letter)), tx, ty, 1, 1, 0, tint, 1)
		st.br.Sprite(dst, st.sprites.get(sprBadges, f.Side&1, int(f.Kind), int(f.Letter)), tx, ty, 1, 1, 0, tint, 1)
		if f.Status == Dead {
			st.br.Sprite(dst, st.sprites.get(sprDead, 0, 0, 0), tx, ty, 1, 1, 0, white, 1)
		}
		st.br.Flush(dst)
		c := pal.APGain
		if f.AP < 0 {
			c = pal.APDebt
		}
		st.w.write(dst, signed(f.AP), face, x+side*0.5, y+side*0.78, text.AlignCenter, text.AlignCenter, render.TintAt(c, 1))
		drawAPTrack(&st.br, &st.sprites, dst, f.AP, f.MaxAP, x+side*0.1, y+side*0.92, side*0.8, math.Max(3, side*0.05), pal)
	}
}
