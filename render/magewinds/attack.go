package magewinds

import (
	"image"
	"image/color"
	"math"
	"skirmish/render"
	"strconv"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// The attack choices, in the order DrawAttackChoice numbers them.
const (
	LightAttack = iota
	HeavyAttack
	Feint
)

// DrawAttackChoice draws an attack choice card in r: Light Attack (teal, a
// slim rapier, a fine border), Heavy Attack (crimson, a war hammer, a heavy
// double border) or Feint (violet, a swerving dashed arrow past a ghostly
// blade, a dashed border). Choice -1, or st.FaceDown, draws the back the
// three cards share.
func DrawAttackChoice(dst *ebiten.Image, r image.Rectangle, choice int, st CardStyle) {
	if r.Dx() < 4 || r.Dy() < 4 {
		return
	}
	k := cardKey{kind: cardAttack, rank: choice, w: r.Dx(), h: r.Dy()}
	if st.FaceDown || choice < 0 || choice > 2 {
		k = cardKey{kind: cardAttackBack, w: r.Dx(), h: r.Dy()}
	}
	drawCardImage(dst, r, cardImage(k), st)
}

// paintAttack draws the face of an attack choice card.
func paintAttack(img *render.Canvas, choice int, w, h float32) {
	paintBlank(img, w, h, paper)
	c := attackColour[choice]
	m := w * 0.06
	switch choice {
	case LightAttack:
		img.Stroke(render.RoundRect(m, m, w-2*m, h-2*m, w*0.04), max(1, w*0.012), c)
	case HeavyAttack:
		img.Stroke(render.RoundRect(m, m, w-2*m, h-2*m, w*0.04), max(2.5, w*0.04), c)
		in := m + max(3, w*0.055)
		img.Stroke(render.RoundRect(in, in, w-2*in, h-2*in, w*0.03), max(1, w*0.015), c)
	case Feint:
		x0, y0, x1, y1 := float64(m), float64(m), float64(w-m), float64(h-m)
		img.Polyline([]float64{x0, y0, x1, y0, x1, y1, x0, y1, x0, y0}, math.Max(1.5, float64(w)*0.022), float64(w)*0.07, float64(w)*0.045, false, c, 1)
	}
	// The title band.
	by0, by1 := h*0.1, h*0.25
	bm := m + max(4, w*0.07)
	img.Fill(render.RoundRect(bm, by0, w-2*bm, by1-by0, w*0.03), c)
	name := attackName[choice]
	img.Text(name[0], float64(h)*0.1, true, float64(w)/2, float64(by0+by1)/2, render.RGB(0xffffff), 0, 1)
	if name[1] != "" {
		img.Text(name[1], float64(h)*0.055, true, float64(w)/2, float64(by1)+float64(h)*0.045, c, 0, 1)
	}
	cx, cy := w/2, h*0.62
	switch choice {
	case LightAttack:
		k := img
		for i := range 3 { // speed lines behind the blade
			o := float64(i-1) * float64(w) * 0.09
			x0, y0 := float64(cx)-float64(w)*0.32+o, float64(cy)+float64(w)*0.05+o
			k.Line(x0, y0, x0+float64(w)*0.16, y0-float64(w)*0.16, math.Max(1, float64(w)*0.015), render.Lighten(c, 0.45), 1)
		}
		drawSword(img, cx+w*0.05, cy-w*0.05, w*0.72, math.Pi/4, w*0.032, c)
	case HeavyAttack:
		drawHammer(img, cx, cy+h*0.03, w*0.9, c)
	case Feint:
		drawSword(img, cx, cy, w*0.66, -math.Pi/5, w*0.05, render.Lighten(c, 0.72))
		drawSwerve(img, cx, cy, w, c)
	}
	letter := attackName[choice][0][:1]
	img.Text(letter, float64(h)*0.07, true, float64(w)*0.21, float64(h)*0.87, c, 0, 1)
	img.Text(letter, float64(h)*0.07, true, float64(w)*0.79, float64(h)*0.87, c, 0, 1)
}

// drawHammer draws a two-handed war hammer with impact marks.
func drawHammer(img *render.Canvas, cx, cy, w float32, c color.RGBA) {
	angle := math.Pi / 5
	s, co := math.Sincos(angle)
	ps, pc := float32(s), float32(co)
	at := func(u, v float32) (float32, float32) { return cx + u*pc - v*ps, cy + u*ps + v*pc }
	quad := func(u0, v0, u1, v1 float32) []float32 {
		ax, ay := at(u0, v0)
		bx, by := at(u1, v0)
		ccx, ccy := at(u1, v1)
		dx, dy := at(u0, v1)
		return []float32{ax, ay, bx, by, ccx, ccy, dx, dy}
	}
	dark := render.Darken(c, 0.5)
	haft := render.Polygon(quad(-w*0.035, -w*0.22, w*0.035, w*0.36)...)
	img.Stroke(haft, max(1, w*0.012), dark)
	img.Fill(haft, render.RGB(0x7a5533))
	for i := range 4 { // the grip's wrapping
		v := w*0.2 + float32(i)*w*0.04
		img.Fill(render.Polygon(quad(-w*0.04, v, w*0.04, v+w*0.02)...), dark)
	}
	head := render.Polygon(quad(-w*0.2, -w*0.34, w*0.2, -w*0.18)...)
	img.Stroke(head, max(1.5, w*0.02), dark)
	img.Fill(head, c)
	img.Fill(render.Polygon(quad(-w*0.2, -w*0.34, w*0.2, -w*0.3)...), render.Lighten(c, 0.3))
	img.Fill(render.Polygon(quad(-w*0.24, -w*0.32, -w*0.2, -w*0.2)...), dark)
	img.Fill(render.Polygon(quad(w*0.2, -w*0.32, w*0.24, -w*0.2)...), dark)
	k := img
	hx, hy := at(-w*0.26, -w*0.26)
	for i := range 3 {
		a := math.Pi + angle + (float64(i)-1)*0.5
		sn, cs := math.Sincos(a)
		r0, r1 := float64(w)*0.03, float64(w)*0.13
		k.Line(float64(hx)+cs*r0, float64(hy)+sn*r0, float64(hx)+cs*r1, float64(hy)+sn*r1, math.Max(1.2, float64(w)*0.022), c, 1)
	}
}

// drawSwerve draws a thick dashed arrow swerving in an S, the feint's mark.
func drawSwerve(img *render.Canvas, cx, cy, w float32, c color.RGBA) {
	p := [4][2]float64{
		{float64(cx - w*0.24), float64(cy + w*0.34)},
		{float64(cx + w*0.5), float64(cy + w*0.2)},
		{float64(cx - w*0.5), float64(cy - w*0.1)},
		{float64(cx + w*0.2), float64(cy - w*0.3)},
	}
	xy := make([]float64, 0, 64)
	for i := 0; i <= 30; i++ {
		t := float64(i) / 30
		a, b, cc, d := (1-t)*(1-t)*(1-t), 3*(1-t)*(1-t)*t, 3*(1-t)*t*t, t*t*t
		xy = append(xy, a*p[0][0]+b*p[1][0]+cc*p[2][0]+d*p[3][0], a*p[0][1]+b*p[1][1]+cc*p[2][1]+d*p[3][1])
	}
	lw := math.Max(2, float64(w)*0.045)
	n := len(xy)
	img.Polyline(xy[:n-4], lw, float64(w)*0.09, float64(w)*0.05, false, c, 1)
	ex, ey := xy[n-2], xy[n-1]
	dx, dy := ex-xy[n-8], ey-xy[n-7]
	l := math.Hypot(dx, dy)
	dx, dy = dx/l, dy/l
	s := float64(w) * 0.11
	img.Fill(render.Polygon(float32(ex+dx*s*0.3), float32(ey+dy*s*0.3),
		float32(ex-dx*s+dy*s*0.75), float32(ey-dy*s-dx*s*0.75),
		float32(ex-dx*s-dy*s*0.75), float32(ey-dy*s+dx*s*0.75)), c)
}

// DrawDeck draws the face-down magic deck in r: a stack whose thickness
// grows with the n cards left, the top card's back and the count on a tab.
// An empty deck is a dashed outline with a 0.
func DrawDeck(dst *ebiten.Image, r image.Rectangle, n int) {
	if r.Dx() < 8 || r.Dy() < 8 {
		return
	}
	depth := int(math.Ceil(float64(min(n, 52)) / 52 * float64(r.Dy()) * 0.08))
	ch := r.Dy() - depth
	cw, _ := CardSize(ch)
	if cw > r.Dx()-depth {
		cw = r.Dx() - depth
		ch = int(float64(cw) * 3.5 / 2.5)
	}
	x := r.Min.X + (r.Dx()-cw-depth)/2
	y := r.Min.Y + (r.Dy()-ch-depth)/2
	var op ebiten.DrawImageOptions
	deckInk.Lock()
	defer deckInk.Unlock()
	k := &deckInk.br
	if n <= 0 {
		x0, y0, x1, y1 := float64(x)+1, float64(y)+1, float64(x+cw)-1, float64(y+ch)-1
		k.Polyline([]float64{x0, y0, x1, y0, x1, y1, x0, y1, x0, y0}, 1.5, 6, 4, false, render.RGB(0xd8d2c4), 0.7)
		k.Flush(dst)
		frameLabel(dst, &deckInk.to, "0", face(float64(ch)*0.16, true), float64(x+cw/2), float64(y+ch/2), render.RGB(0xd8d2c4), 0.8)
		return
	}
	shape := cardImage(cardKey{kind: cardShape, w: cw, h: ch})
	op.GeoM.Translate(float64(x+depth)+1.5, float64(y+depth)+2.5)
	op.ColorScale.Scale(0, 0, 0, 0.4)
	dst.DrawImage(shape, &op)
	// The edges of the cards under the top one, alternately light and grey.
	for i := depth; i >= 1; i-- {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(x+i), float64(y+i))
		op.ColorScale.Reset()
		v := float32(0.93)
		if i%2 == 0 {
			v = 0.74
		}
		op.ColorScale.Scale(v, v, v*0.97, 1)
		dst.DrawImage(shape, &op)
	}
	DrawCard(dst, image.Rect(x, y, x+cw, y+ch), -1, 0, CardStyle{FaceDown: true})
	// The count on a tab at the bottom.
	s := strconv.Itoa(n)
	fc := face(math.Max(9, float64(ch)*0.12), true)
	tw, _ := text.Measure(s, fc, 0)
	th := fc.Size * 1.35
	tw = math.Max(tw+th*0.7, th*1.3)
	cx, cy := float64(x)+float64(cw)/2, float64(y+ch)-th*0.85
	k.Capsule(cx-tw/2+th/2, cx+tw/2-th/2, cy, th/2+1.2, render.RGB(0x0b0a0e), 0.9)
	k.Capsule(cx-tw/2+th/2, cx+tw/2-th/2, cy, th/2, backGold, 1)
	k.Flush(dst)
	frameLabel(dst, &deckInk.to, s, fc, cx, cy, render.RGB(0x1b1508), 1)
}

// deckInk is DrawDeck's batch of shapes and text options, reused from
// frame to frame so that drawing the deck allocates nothing.
var deckInk struct {
	sync.Mutex
	br render.Brush
	to text.DrawOptions
}

// flipImage is the offscreen picture DrawFlip draws a side into, reused
// while the card's size stays the same.
var flipImage struct {
	sync.Mutex
	img *ebiten.Image
}

// DrawFlip draws a card turning over in r at time t (0 to 1): the back,
// narrowing to an edge at t = 0.5, then the front widening again. The card
// rises a little as it turns, its shadow falling further. back and front
// draw each side into the rectangle they are given (for instance with
// DrawCard or DrawAttackChoice), on a clear offscreen picture.
func DrawFlip(dst *ebiten.Image, r image.Rectangle, t float64, back, front func(*ebiten.Image, image.Rectangle)) {
	w, h := r.Dx(), r.Dy()
	if w < 2 || h < 2 {
		return
	}
	t = math.Max(0, math.Min(1, t))
	side := back
	if t >= 0.5 {
		side = front
	}
	if side == nil {
		return
	}
	pad := max(8, h/8)
	flipImage.Lock()
	defer flipImage.Unlock()
	img := flipImage.img
	if img == nil || img.Bounds().Dx() != w+2*pad || img.Bounds().Dy() != h+2*pad {
		if img != nil {
			img.Deallocate()
		}
		img = render.NewImage(w+2*pad, h+2*pad)
		flipImage.img = img
	}
	img.Clear()
	side(img, image.Rect(pad, pad, pad+w, pad+h))
	sx := math.Abs(math.Cos(math.Pi * t))
	lift := math.Sin(math.Pi * t)
	grow := 1 + 0.08*lift
	cx := float64(r.Min.X) + float64(w)/2
	cy := float64(r.Min.Y) + float64(h)/2 - lift*float64(h)*0.06
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	iw, ih := float64(w+2*pad), float64(h+2*pad)
	// The shadow stays on the table, full width, fading as the card rises.
	op.GeoM.Translate(-iw/2, -ih/2)
	op.GeoM.Scale(math.Max(sx, 0.05)*grow, grow)
	op.GeoM.Translate(cx+lift*float64(h)*0.04, cy+lift*float64(h)*0.1)
	op.ColorScale.Scale(0, 0, 0, float32(0.25*lift))
	dst.DrawImage(img, &op)
	if sx*float64(w) < 2 {
		// Edge-on: the card is a thin line.
		var k render.Brush
		eh := float64(h) * grow
		k.Box(cx-1, cy-eh/2, 2, eh, render.RGB(0xd8d2c4), 1)
		k.Flush(dst)
		return
	}
	op.GeoM.Reset()
	op.GeoM.Translate(-iw/2, -ih/2)
	op.GeoM.Scale(sx*grow, grow)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.Reset()
	// The turning side darkens a little as it faces away from the light.
	v := float32(0.75 + 0.25*sx)
	op.ColorScale.Scale(v, v, v, 1)
	dst.DrawImage(img, &op)
}
