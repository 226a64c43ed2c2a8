package arena

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Tints of tokens: a fighter that holds is darker, one on the ground
// greyed, a dead one darker still.
var (
	tintDone   = color.RGBA{165, 165, 165, 255}
	tintDown   = color.RGBA{135, 135, 140, 255}
	tintDead   = color.RGBA{100, 100, 105, 255}
	lyingScale = 0.62 // how flat a token on the ground is drawn
)

// drawFighters draws every fighter on the board that is not out: the dead
// and the fallen first, then those standing, those moving last.
func (b *Board) drawFighters(dst *ebiten.Image, s *Scene, m *Marks, pal *Palette) {
	for pass := range 3 {
		for i := range s.Fighters {
			f := &s.Fighters[i]
			if f.Out || !s.In(f.At) {
				continue
			}
			p := 1
			switch {
			case f.Moving:
				p = 2
			case f.Status != Standing && f.Status != Wounded:
				p = 0
			}
			if p == pass {
				x, y := s.FighterCentre(i)
				b.drawFighter(dst, f, x, y, m.Selected == i, m.Hover == i, pal)
			}
		}
	}
	b.br.Flush(dst)
}

// down reports whether a fighter lies on the ground.
func (f *Fighter) down() bool {
	return f.Status == Fallen || f.Status == Unconscious || f.Status == Dead
}

// drawFighter draws fighter f in the square centred on (x, y): its rings,
// token, facing and badges, its status, conditions, Fate Points, Hit
// Points and AP track.
func (b *Board) drawFighter(dst *ebiten.Image, f *Fighter, x, y float64, selected, hover bool, pal *Palette) {
	cs := float64(b.sprites.cs)
	spr := &b.sprites
	tx, ty := x, y-(0.5-tokenY)*cs // the token's centre
	switch {
	case selected:
		b.br.Sprite(dst, spr.get(sprRing, max(3, int(cs/14)), 0, 0), tx, ty, 1, 1, 0, pal.Selection, 1)
	case hover:
		b.br.Sprite(dst, spr.get(sprRing, max(2, int(cs/26)), 0, 0), tx, ty, 1, 1, 0, pal.Hover, 0.85)
	}
	if f.Current {
		a := 0.75 + 0.25*math.Sin(float64(b.frame)*0.12)
		b.br.Sprite(dst, spr.get(sprInit, max(3, int(cs/12)), 0, 0), tx, ty, 1, 1, float64(b.frame)*0.01, pal.Initiative, float32(a))
	}
	tint, sy := white, 1.0
	switch {
	case f.Status == Dead:
		tint, sy = tintDead, lyingScale
	case f.down():
		tint, sy = tintDown, lyingScale
	case f.Done:
		tint = tintDone
	}
	ly := ty + (1-sy)*cs*tokenR*0.6 // a token on the ground sits lower
	token := spr.get(sprToken, f.Side&1, int(f.Kind), int(f.Letter))
	b.br.Sprite(dst, token, tx, ly, 1, sy, 0, tint, 1)
	if !f.down() {
		b.br.Sprite(dst, spr.get(sprFacing, 0, 0, 0), tx, ty, 1, 1, float64(f.Facing&3)*math.Pi/2, tint, 1)
	}
	b.br.Sprite(dst, spr.get(sprBadges, f.Side&1, int(f.Kind), int(f.Letter)), tx, ly, 1, sy, 0, tint, 1)
	bs := float64(spr.badgeSize())
	bx, by := math.Round(tx+cs*badgeAt), math.Round(ty-cs*badgeAt)
	switch f.Status {
	case Dead:
		b.br.Sprite(dst, spr.get(sprDead, 0, 0, 0), tx, ly, 1, 1, 0, white, 1)
	case Fallen:
		b.br.Sprite(dst, spr.get(sprFallen, 0, 0, 0), bx, by, 1, 1, 0, white, 1)
	case Unconscious:
		b.br.Sprite(dst, spr.get(sprZz, 0, 0, 0), bx, by, 1, 1, 0, white, 1)
	case Wounded:
		b.br.Sprite(dst, spr.get(sprWound, 0, 0, 0), bx, by, 1, 1, 0, white, 1)
	}
	left, top := x-cs/2, y-cs/2
	if f.Status != Dead && cs >= 24 {
		k := 0 // conditions down the left side, under the height
		for bit := 0; bit < 6 && k < 3; bit++ {
			if f.Cond&(1<<bit) != 0 {
				b.br.Sprite(dst, spr.get(sprCond, bit, 0, 0), math.Round(left+bs*0.6), math.Round(top+cs*0.3+float64(k)*bs*1.02), 1, 1, 0, white, 1)
				k++
			}
		}
		n := min(f.FP, 6) // Fate Points down the right side
		step := bs * 0.85
		if n > 4 {
			step = bs * 0.62
		}
		for k := range n {
			b.br.Sprite(dst, spr.get(sprFP, 0, 0, 0), math.Round(left+cs-bs*0.6), math.Round(top+bs*0.6+float64(k)*step), 1, 1, 0, white, 1)
		}
	}
	if f.Status == Dead {
		return
	}
	b.drawHP(dst, f, left+cs*0.08, top+cs*0.79, cs*0.84, math.Max(3*spr.scale, cs*0.06), pal)
	drawAPTrack(&b.br, &b.sprites, dst, f.AP, f.MaxAP, left+cs*0.08, top+cs*0.875, cs*0.84, math.Max(4*spr.scale, cs*0.085), pal)
}

// drawHP draws fighter f's Hit Points as pips (a bar when there are more
// than twelve) in the rectangle (x, y, w, h): those left filled, those
// lost dark.
func (b *Board) drawHP(dst *ebiten.Image, f *Fighter, x, y, w, h float64, pal *Palette) {
	n := max(f.MaxHP, f.HP, 1)
	hp := max(0, f.HP)
	b.br.Rect(dst, x-1, y-1, w+2, h+2, pal.Outline, 0.9)
	if n > 12 {
		b.br.Rect(dst, x, y, w, h, pal.HPLost, 1)
		b.br.Rect(dst, x, y, w*float64(hp)/float64(n), h, pal.HP, 1)
		return
	}
	gap := math.Max(1, w*0.03)
	pw := (w - gap*float64(n-1)) / float64(n)
	for k := range n {
		c := pal.HPLost
		if k < hp {
			c = pal.HP
		}
		b.br.Rect(dst, x+float64(k)*(pw+gap), y, pw, h, c, 1)
	}
}

// apUnits returns the units of an AP track: those of its positive part
// (maxAP, or the AP when more; 4 when unset) and of its negative part (3,
// or the debt when deeper, up to 12).
func apUnits(ap, maxAP int) (pos, neg int) {
	if maxAP <= 0 {
		maxAP = 4
	}
	return max(maxAP, ap, 1), min(12, max(3, -ap))
}

// apZero returns where the zero of an AP track of width w starting at x
// lies, as drawAPTrack draws it.
func apZero(ap, maxAP int, x, w float64) float64 {
	_, neg := apUnits(ap, maxAP)
	x, u := apGrid(ap, maxAP, x, w)
	return x + u*float64(neg)
}

// apGrid returns where an AP track of width w starting at x begins and the
// width of one point on it, in whole pixels.
func apGrid(ap, maxAP int, x, w float64) (float64, float64) {
	pos, neg := apUnits(ap, maxAP)
	return math.Round(x), math.Max(1, math.Floor(w/float64(pos+neg)))
}

// drawAPTrack draws an AP track in the rectangle (x, y, w, h): a groove
// with a tick for each point, a tall zero mark, the points left filled
// right of the zero and a debt (a Penalty) filled and hatched left of it.
func drawAPTrack(br *render.Brush, spr *spriteCache, dst *ebiten.Image, ap, maxAP int, x, y, w, h float64, pal *Palette) {
	pos, neg := apUnits(ap, maxAP)
	x, u := apGrid(ap, maxAP, x, w)
	w = u * float64(pos+neg)
	h = math.Round(h)
	zx := x + u*float64(neg)
	br.Rect(dst, x-1, y-1, w+2, h+2, pal.Outline, 1)
	br.Rect(dst, x, y, w, h, pal.Track, 1)
	br.Rect(dst, x, y, u*float64(neg), h, pal.APDebt, 0.18) // the debt side, faintly
	switch {
	case ap > 0:
		br.Rect(dst, zx, y, u*float64(ap), h, pal.APGain, 1)
	case ap < 0:
		d := min(-ap, neg)
		br.Rect(dst, zx-u*float64(d), y, u*float64(d), h, pal.APDebt, 1)
		hatch := spr.get(sprHatch, int(u), int(h), 0)
		for k := range d {
			br.Blit(dst, hatch, zx-u*float64(k+1), y, 0.55)
		}
	}
	for k := 1; k < pos+neg; k++ { // a tick for each point
		br.Rect(dst, x+u*float64(k), y, 1, h, pal.Outline, 0.6)
	}
	t := math.Max(2, math.Round(h/3))
	br.Rect(dst, zx-t/2-1, y-h*0.45-1, t+2, h*1.9+2, pal.Outline, 1)
	br.Rect(dst, zx-t/2, y-h*0.45, t, h*1.9, pal.Text, 1)
}
