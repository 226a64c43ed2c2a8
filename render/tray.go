package render

import (
	"image"
	"image/color"
	"math"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/rules/tunnel"
)

// TrayDice are the dice of a swing as the tray shows them.
type TrayDice struct {
	Attack, Defence []uint8 // values rolled, in roll order
	AttackLeft      uint16  // bit i set: Attack[i] survived cancellation (SwingState.Left)
	Cancelled       bool    // cancellation has happened (dice already rolled)
	Pickable        bool    // the surviving attack dice can be picked now
	Picked          int     // value picked (0 none)
}

// CancelledDefence returns which Defence Dice were cancelled by a matching
// Attack Die (bit i set: Defence[i] was). Each number cancels as many times
// as Attack Dice showing it were removed, the earliest Defence Dice first,
// as the rules remove them.
func CancelledDefence(d *TrayDice) uint16 {
	if d == nil || !d.Cancelled {
		return 0
	}
	var removed [7]int
	for i, v := range d.Attack {
		if d.AttackLeft&(1<<i) == 0 && v >= 1 && v <= 6 {
			removed[v]++
		}
	}
	var out uint16
	for k, v := range d.Defence {
		if v >= 1 && v <= 6 && removed[v] > 0 {
			removed[v]--
			out |= 1 << k
		}
	}
	return out
}

// Tray lays out and draws the dice of a swing: Attack Dice in a row on top,
// Defence Dice in a row underneath. Once pairs cancel, each cancelled Defence
// Die sits under the Attack Die it removed, and the unused Defence Dice
// stand apart on the right.
type Tray struct {
	area      image.Rectangle
	key       trayKey
	die, gap  int
	labelW    int
	rowY      [2]int
	atk       [tunnel.MaxDice]image.Rectangle
	defRoll   [tunnel.MaxDice]image.Rectangle // in roll order, before cancelling
	defEnd    [tunnel.MaxDice]image.Rectangle // after cancelling
	cancelled uint16
	br        brush
	textOp    text.DrawOptions
}

// trayKey is what a layout depends on.
type trayKey struct {
	area      image.Rectangle
	na, nd    int
	left      uint16
	cancelled bool
}

// Layout places the dice of d in area.
func (t *Tray) Layout(area image.Rectangle, d *TrayDice) {
	t.area = area
	if d == nil {
		d = &TrayDice{}
	}
	na, nd := min(len(d.Attack), tunnel.MaxDice), min(len(d.Defence), tunnel.MaxDice)
	t.key = trayKey{area, na, nd, d.AttackLeft, d.Cancelled}
	t.cancelled = CancelledDefence(d)
	unused := nd - bits.OnesCount16(t.cancelled)
	final := float64(na)
	if d.Cancelled && unused > 0 {
		final += float64(unused)
		if na > 0 {
			final += 0.5
		}
	}
	cols := math.Max(math.Max(float64(na), float64(nd)), math.Max(final, 1))
	pad := max(6, area.Dy()/12)
	t.labelW = 0
	if area.Dx() >= 360 {
		t.labelW = min(110, max(64, area.Dx()/7))
	}
	availW := float64(area.Dx() - 2*pad - t.labelW)
	availH := float64(area.Dy() - 2*pad)
	const gapRatio = 0.24
	die := math.Min(availH/(2+gapRatio*1.5), availW/(cols+(cols-1)*gapRatio))
	t.die = int(math.Max(8, math.Min(76, die)))
	t.gap = max(3, int(float64(t.die)*gapRatio))
	rowGap := t.die * 3 / 8
	width := int(cols*float64(t.die) + (cols-1)*float64(t.gap))
	x0 := area.Min.X + pad + t.labelW + (int(availW)-width)/2
	y0 := area.Min.Y + (area.Dy()-(2*t.die+rowGap))/2
	t.rowY = [2]int{y0, y0 + t.die + rowGap}
	at := func(col float64, row int) image.Rectangle {
		x := x0 + int(col*float64(t.die+t.gap))
		return image.Rect(x, t.rowY[row], x+t.die, t.rowY[row]+t.die)
	}
	for i := range na {
		t.atk[i] = at(float64(i), 0)
	}
	var used uint16
	next := float64(na)
	if na > 0 {
		next += 0.5
	}
	for k := range nd {
		t.defRoll[k] = at(float64(k), 1)
		t.defEnd[k] = t.defRoll[k]
		if !d.Cancelled {
			continue
		}
		if t.cancelled&(1<<k) == 0 {
			t.defEnd[k] = at(next, 1)
			next++
			continue
		}
		for i := range na { // the earliest unmatched removed Attack Die of the same number
			if d.AttackLeft&(1<<i) == 0 && used&(1<<i) == 0 && d.Attack[i] == d.Defence[k] {
				used |= 1 << i
				t.defEnd[k] = at(float64(i), 1)
				break
			}
		}
	}
}

// DieAt returns the die under the screen pixel (x, y): its index, and
// whether it is an Attack Die.
func (t *Tray) DieAt(x, y int) (index int, attack bool, ok bool) {
	p := image.Pt(x, y)
	for i := range t.key.na {
		if p.In(t.atk[i]) {
			return i, true, true
		}
	}
	for k := range t.key.nd {
		if p.In(t.defEnd[k]) {
			return k, false, true
		}
	}
	return 0, false, false
}

// Draw draws the tray and the dice of d. hover is the index of the Attack Die
// under the cursor, or -1. While a is rolling, the dice tumble (their faces
// change and they jitter) and settle one by one; then each cancelled Defence
// Die slides under the Attack Die it matches and both fade and are struck
// through. a may be nil.
func (t *Tray) Draw(dst *ebiten.Image, d *TrayDice, hover int, a *Animator, pal *Palette) {
	if d == nil || len(d.Attack)+len(d.Defence) == 0 {
		return
	}
	na, nd := min(len(d.Attack), tunnel.MaxDice), min(len(d.Defence), tunnel.MaxDice)
	if (trayKey{t.area, na, nd, d.AttackLeft, d.Cancelled}) != t.key {
		t.Layout(t.area, d)
	}
	t.drawPanel(dst, pal)
	tumble, cancel := a.rollProgress()
	rolling := a != nil && a.Rolling()
	slide := ease(math.Min(1, cancel*2))
	fade := math.Max(0, math.Min(1, cancel*2-1))
	if !d.Cancelled {
		slide, fade = 0, 0
	}
	for k := range nd { // links between cancelled pairs, under the dice
		if t.cancelled&(1<<k) != 0 && fade > 0 {
			r := t.defEnd[k]
			x := float64(r.Min.X) + float64(t.die)/2
			t.br.rect(dst, x-1, float64(t.rowY[0]+t.die), 2, float64(t.rowY[1]-t.rowY[0]-t.die), pal.Muted, float32(fade))
		}
	}
	for i := range na {
		v, r, angle := int(d.Attack[i]), t.atk[i], 0.0
		if rolling {
			v, r, angle = t.tumble(i, na+nd, v, r, tumble, a.frames)
		}
		state := DiePlain
		switch {
		case d.Cancelled && d.AttackLeft&(1<<i) == 0:
			state = DieCancelled
		case rolling || fade < 1 && d.Cancelled:
		case d.Picked != 0 && v == d.Picked:
			state = DiePicked
		case d.Pickable && hover == i:
			state = DieHover
		case d.Pickable:
			state = DiePickable
		}
		drawDie(dst, &t.br, r, v, AttackDie, state, fade, angle, 1, pal)
	}
	for k := range nd {
		v, angle := int(d.Defence[k]), 0.0
		r := lerpRect(t.defRoll[k], t.defEnd[k], slide)
		if rolling {
			v, r, angle = t.tumble(na+k, na+nd, v, r, tumble, a.frames)
		}
		state := DiePlain
		if t.cancelled&(1<<k) != 0 {
			state = DieCancelled
		}
		drawDie(dst, &t.br, r, v, DefenceDie, state, fade, angle, 1, pal)
	}
	if t.labelW > 0 {
		t.drawLabel(dst, "Attack", t.rowY[0], pal.Attack)
		t.drawLabel(dst, "Defence", t.rowY[1], lighten(pal.Defence, 0.2))
	}
	if nd == 0 {
		t.textOp.GeoM.Reset()
		t.textOp.GeoM.Translate(float64(t.atk[0].Min.X), float64(t.rowY[1])+float64(t.die)/2)
		t.textOp.PrimaryAlign, t.textOp.SecondaryAlign = text.AlignStart, text.AlignCenter
		setScale(&t.textOp.ColorScale, pal.Muted, 1)
		DrawText(dst, "No Defence Dice", Face(math.Max(11, float64(t.die)*0.32)), &t.textOp)
	}
}

// tumble returns the face, place and angle of die k of n while the dice
// roll: until it settles it shows changing faces and jitters; the dice
// settle one after another.
func (t *Tray) tumble(k, n, v int, r image.Rectangle, progress float64, frames int) (int, image.Rectangle, float64) {
	settle := 0.5 + 0.5*float64(k+1)/float64(n)
	if progress >= settle {
		return v, r, 0
	}
	h := hash2(k, frames/4, 91)
	face := 1 + int(h%6)
	j := float64(t.die) * 0.09 * (1 - progress/settle)
	dx := (float64(h>>8&0xff)/255*2 - 1) * j
	dy := (float64(h>>16&0xff)/255*2 - 1) * j
	angle := (float64(h>>24)/255*2 - 1) * 0.35 * (1 - progress/settle)
	return face, r.Add(image.Pt(int(dx), int(dy))), angle
}

// drawPanel draws the tray: a rim and a felt floor.
func (t *Tray) drawPanel(dst *ebiten.Image, pal *Palette) {
	r := t.area
	x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	t.br.rect(dst, x+2, y, w-4, h, pal.TrayEdge, 1)
	t.br.rect(dst, x, y+2, w, h-4, pal.TrayEdge, 1)
	t.br.rect(dst, x+4, y+4, w-8, h-8, pal.Tray, 1)
	t.br.rect(dst, x+4, y+4, w-8, 3, pal.Shadow, 0.35)
	t.br.rect(dst, x+4, y+4, 3, h-8, pal.Shadow, 0.2)
	t.br.frame(dst, x, y, w, h, 1, lighten(pal.TrayEdge, 0.2), 0.6)
}

// drawLabel writes a row's name at the left of the tray, in a light tint of
// its dice's colour.
func (t *Tray) drawLabel(dst *ebiten.Image, s string, rowY int, c color.RGBA) {
	op := &t.textOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(t.area.Min.X+max(8, t.area.Dy()/12)+4), float64(rowY)+float64(t.die)/2)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignStart, text.AlignCenter
	setScale(&op.ColorScale, lighten(c, 0.25), 1)
	DrawText(dst, s, BoldFace(math.Max(11, math.Min(18, float64(t.die)*0.3))), op)
}

// lerpRect moves rectangle a towards b by f.
func lerpRect(a, b image.Rectangle, f float64) image.Rectangle {
	if f <= 0 {
		return a
	}
	if f >= 1 {
		return b
	}
	dx := int(math.Round(float64(b.Min.X-a.Min.X) * f))
	dy := int(math.Round(float64(b.Min.Y-a.Min.Y) * f))
	return a.Add(image.Pt(dx, dy))
}
