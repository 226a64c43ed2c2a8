package battleaxe

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// drawMinis draws every mini on the board: tokens, facing, Health pips and
// states, a carried hero small on its carrier, the ring of the mini whose
// turn it is. The dead lying on the ground are drawn first, under a mini
// that stands on them; minis moving are drawn last, over the others.
func (b *Board) drawMinis(dst *ebiten.Image, s *Scene, m *Marks) {
	for pass := range 3 {
		for i := range s.Minis {
			mi := &s.Minis[i]
			moving := mi.Moving && mi.T < 1
			if mi.Gone || mi.Carrier != 0 || moving != (pass == 2) || !moving && (mi.Status == Dead) != (pass == 0) {
				continue
			}
			x, y := s.miniPos(mi)
			cx, cy := s.ToScreen(x, y)
			b.drawMini(dst, mi, cx, cy, b.cs, 1)
			for j := range s.Minis { // the heroes it carries
				if c := &s.Minis[j]; c.Carrier == i+1 && !c.Gone {
					b.drawMini(dst, c, cx-b.cs*0.3, cy-b.cs*0.3, b.cs*0.5, 1) // on the carrier's shoulder, top left
				}
			}
		}
	}
	b.br.Flush(dst)
}

// drawMini draws mini mi centred on (cx, cy) for squares of cs pixels.
func (b *Board) drawMini(dst *ebiten.Image, mi *Mini, cx, cy, cs float64, a float32) {
	look := lookOf(mi)
	sw, sh := look.squares()
	px := spriteSize(cs)
	pic := mi.Icon
	if icons.RGBA(pic, 8) == nil {
		pic = mi.Label
	}
	img := b.sprites.get(sprToken, px, int(look), mi.Player&3, pic)
	w, h := cs*float64(sw), cs*float64(sh)
	tint, angle := white, 0.0
	switch mi.Status {
	case Unconscious: // lying on its side, greyed
		tint, angle = render.RGB(0x8a8a90), math.Pi/2
	case Dead:
		tint = render.RGB(0x606060)
	}
	if mi.Turn && mi.Status == Standing {
		ring := b.sprites.get(sprRing, px, max(sw, sh), 0, "")
		k := cs * float64(max(sw, sh)) / float64(px*max(sw, sh))
		b.br.Sprite(dst, ring, cx, cy, k, k, 0, b.pal.Selection, a)
	}
	b.br.Sprite(dst, img, cx, cy, w/float64(img.Bounds().Dx()), h/float64(img.Bounds().Dy()), angle, tint, a)
	switch mi.Status {
	case Standing:
		b.drawFacing(mi, cx, cy, w, h, cs, a)
	case Unconscious:
		z := b.sprites.get(sprZz, px, 0, 0, "")
		k := cs / float64(px)
		b.br.Sprite(dst, z, cx-w*0.28, cy-h*0.28, k, k, 0, white, a)
	case Dead:
		sk := b.sprites.get(sprSkull, px, 0, 0, "")
		k := cs / float64(px)
		b.br.Sprite(dst, sk, cx, cy, k*math.Min(float64(sw), float64(sh)), k*math.Min(float64(sw), float64(sh)), 0, white, a)
	}
	if mi.Label != "" && pic != mi.Label && cs >= 28 {
		b.drawBadge(dst, mi.Label, cx+w/2-cs*0.16, cy-h/2+cs*0.16, cs, a) // top right: clear of the facing and the pips
	}
	if mi.Base > 0 && mi.Status != Dead {
		b.drawPips(mi, cx, cy+h/2-cs*0.2, w, cs, a) // inside the rim, clear of the facing
	}
	b.br.Flush(dst)
}

// drawFacing draws a mini's facing: a light arrowhead on its rim.
func (b *Board) drawFacing(mi *Mini, cx, cy, w, h, cs float64, a float32) {
	v := mi.Facing.Vec()
	fx, fy := float64(v.X), float64(v.Y)
	rx, ry := w/2-cs*0.06, h/2-cs*0.06
	tx, ty := cx+fx*(rx+cs*0.07), cy+fy*(ry+cs*0.07) // the tip, just outside the rim
	bx, by := cx+fx*(rx-cs*0.1), cy+fy*(ry-cs*0.1)
	ux, uy := -fy*cs*0.12, fx*cs*0.12
	ow := math.Max(1, cs/36)
	b.br.Triangle(tx+fx*ow, ty+fy*ow, bx+ux*1.25, by+uy*1.25, bx-ux*1.25, by-uy*1.25, b.pal.Outline, a)
	b.br.Triangle(tx, ty, bx+ux, by+uy, bx-ux, by-uy, render.RGB(0xfff4d6), a)
}

// drawPips draws a mini's Health along the bottom of its token: a pip per
// point of base Health, filled for those left (up to 10 pips, then a bar
// with the number).
func (b *Board) drawPips(mi *Mini, cx, y, w, cs float64, a float32) {
	if cs < 18 {
		return
	}
	pal := b.pal
	left := max(0, min(mi.Health, mi.Base))
	if mi.Base <= 10 {
		r := math.Max(1.5, cs*0.045)
		step := math.Min(r*2.6, (w-cs*0.36)/float64(mi.Base))
		x0 := cx - step*float64(mi.Base-1)/2
		b.br.Capsule(x0-r*1.6, x0+step*float64(mi.Base-1)+r*1.6, y, r*1.7, pal.Outline, a*0.85)
		for i := range mi.Base {
			c := pal.PipLost
			if i < left {
				c = pal.Pip
			}
			b.br.Disc(x0+step*float64(i), y, r, c, a)
		}
		return
	}
	bw, bh := math.Min(w*0.6, cs*0.6), math.Max(3, cs*0.08)
	x0 := cx - bw/2
	b.br.Box(x0-1, y-bh/2-1, bw+2, bh+2, pal.Outline, a)
	b.br.Box(x0, y-bh/2, bw, bh, pal.PipLost, a)
	b.br.Box(x0, y-bh/2, bw*float64(left)/float64(mi.Base), bh, pal.Pip, a)
}

// drawBadge draws a short label on a light plate centred on (x, y).
func (b *Board) drawBadge(dst *ebiten.Image, label string, x, y, cs float64, a float32) {
	size := math.Max(8, cs*0.22)
	face := render.BoldFace(math.Round(size))
	w := math.Max(size, textWidth(label, face)+size*0.5)
	b.br.Capsule(x-w/2+size/2, x+w/2-size/2, y, size*0.62, b.pal.Outline, a)
	b.br.Capsule(x-w/2+size/2+1, x+w/2-size/2-1, y, size*0.62-1, render.RGB(0xf1ebdc), a)
	b.br.Flush(dst)
	b.label(dst, label, face, x, y, b.pal.Outline, a)
}

// DrawToken draws mini m as a portrait for a panel: its token fitted in r,
// with its facing, Health and state, as the board draws it.
func (b *Board) DrawToken(dst *ebiten.Image, r image.Rectangle, m *Mini, pal *render.Palette) {
	if m == nil || r.Empty() {
		return
	}
	b.pal = b.pals.of(pal)
	b.sprites.check(b.pal)
	sw, sh := lookOf(m).squares()
	cs := math.Min(float64(r.Dx())/float64(sw), float64(r.Dy())/float64(sh))
	cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
	b.drawMini(dst, m, cx, cy, cs, 1)
	b.br.Flush(dst)
}
