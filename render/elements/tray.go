package elements

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Die is one elemental die in the tray.
type Die struct {
	Face       Face
	Discarded  bool // a Spirit or Void left after the re-rolls: dimmed and struck through
	Rerolled   bool // rolled again once (a Centred model's Spirit or Void): a small circular arrow
	Chosen     bool // the result chosen: raised and outlined in the good colour
	Selectable bool // the winner may choose it as the result: raised and outlined
}

// The pools of a combat.
const (
	Attacker = 0
	Defender = 1
)

// Dice are the two pools of a combat as the tray shows them.
type Dice struct {
	Pools [2][]Die // Pools[Attacker] and Pools[Defender], in roll order
	// Captions are written under each pool; an empty one reads "Attacker:
	// 3 dice" (or "Defender: ..."), counting the dice not discarded.
	Captions [2]string
	Won      [2]bool // the pool that won: its caption is bright and the pool framed
	Outcome  string  // a line under both pools: what happened
}

// Reset empties the pools and the words for the next combat, keeping the
// room of the pools.
func (d *Dice) Reset() {
	*d = Dice{Pools: [2][]Die{d.Pools[0][:0], d.Pools[1][:0]}}
}

// DieRef names a die: its pool and its index in the pool.
type DieRef struct{ Pool, Index int }

// NoDie is the DieRef of no die: no die under the cursor.
var NoDie = DieRef{-1, -1}

// Tray draws the elemental dice of a combat on the kit's felt tray: the
// attacker's pool on top and the defender's below, each captioned, and the
// outcome underneath. Reuse one Tray for every frame: it keeps its layout,
// its pictures and its captions, and then allocates nothing.
type Tray struct {
	felt     render.Tray // the kit's tray: its panel
	area     image.Rectangle
	die, gap int
	text     float64 // the caption's text size
	words    bool    // whether there is room for the captions and the outcome
	x0       int
	rowY     [2]int
	capY     [2]int
	outY     int
	rects    [2][]image.Rectangle
	br       render.Brush
	dice     dieSprites
	pals     palettes
	captions [2]render.Label[captionKey]
	op       text.DrawOptions
}

// captionKey is what a default caption says.
type captionKey struct{ pool, kept, discarded int }

// Layout places the dice of d in area: dice as large as fit (at most 72
// pixels), each row the width of the larger pool. A tray too short for
// dice of 16 pixels with their captions and outcome leaves the words out.
func (t *Tray) Layout(area image.Rectangle, d *Dice) {
	t.area = area
	t.felt.Layout(area, nil)
	n := 3
	if d != nil {
		n = max(n, len(d.Pools[0]), len(d.Pools[1]))
	}
	pad := max(8, area.Dy()/14)
	dieW := float64(area.Dx()-2*pad) / (float64(n) + float64(n-1)*0.26)
	ts, die := 14.0, 0.0
	for range 2 { // the text's size depends on the die's, and takes room from it
		dieH := (float64(area.Dy()-2*pad) - 2*ts*1.6 - ts*1.8) / 2.3
		die = math.Min(72, math.Min(dieH, dieW))
		ts = math.Max(11, math.Min(18, die*0.3))
	}
	t.words = die >= 16 // too short a tray gives the text's room to the dice
	if !t.words {
		ts = 0
		die = math.Min(72, math.Min(float64(area.Dy()-2*pad)/2.3, dieW))
	}
	die = math.Max(8, die)
	t.die, t.text = int(die), ts
	t.gap = max(3, int(die*0.26))
	capH, outH, rowGap := int(ts*1.6), int(ts*1.8), int(die*0.3)
	h := 2*t.die + 2*capH + rowGap + outH
	y := area.Min.Y + (area.Dy()-h)/2
	t.x0 = area.Min.X + pad
	for p := range 2 {
		t.rowY[p] = y
		t.capY[p] = y + t.die + int(ts*0.35)
		y += t.die + capH + rowGap
	}
	t.outY = y - rowGap + int(ts*0.3)
	for p := range 2 {
		t.rects[p] = t.rects[p][:0]
		if d == nil {
			continue
		}
		for i := range d.Pools[p] {
			x := t.x0 + i*(t.die+t.gap)
			t.rects[p] = append(t.rects[p], image.Rect(x, t.rowY[p], x+t.die, t.rowY[p]+t.die))
		}
	}
}

// DieSize returns the side of a die in pixels, as last laid out.
func (t *Tray) DieSize() int { return t.die }

// DieRect returns the screen rectangle of a die, as last laid out.
func (t *Tray) DieRect(r DieRef) image.Rectangle {
	if r.Pool < 0 || r.Pool > 1 || r.Index < 0 || r.Index >= len(t.rects[r.Pool]) {
		return image.Rectangle{}
	}
	return t.rects[r.Pool][r.Index]
}

// DieAt returns the die under the screen pixel (x, y), as last laid out:
// the table hit-tests the winner's dice with it to choose a result.
func (t *Tray) DieAt(x, y int) (DieRef, bool) {
	p := image.Pt(x, y)
	for pool := range 2 {
		for i, r := range t.rects[pool] {
			if p.In(r) {
				return DieRef{pool, i}, true
			}
		}
	}
	return NoDie, false
}

// Draw draws the tray and the dice of d, laid out again in the tray's
// area; hover is the die under the cursor (NoDie for none), raised when it
// is selectable. While m rolls, the dice tumble (their faces change and
// they jitter) and settle one after another. Without dice (d nil or both
// pools empty) it draws the empty tray. A nil shared palette is the normal
// one.
func (t *Tray) Draw(dst *ebiten.Image, d *Dice, hover DieRef, m render.TrayMotion, shared *render.Palette) {
	pal := t.pals.of(shared)
	t.Layout(t.area, d)
	t.felt.DrawEmpty(dst, pal.Palette)
	if d == nil || len(d.Pools[0])+len(d.Pools[1]) == 0 {
		return
	}
	t.dice.check(t.die, pal)
	s := float64(t.die)
	total := len(d.Pools[0]) + len(d.Pools[1])
	k := 0
	for pool := range 2 {
		if d.Won[pool] && len(t.rects[pool]) > 0 {
			r := t.rects[pool][len(t.rects[pool])-1]
			x0, y0 := float64(t.x0)-s*0.16, float64(t.rowY[pool])-s*0.2
			w, h := float64(r.Max.X-t.x0)+s*0.32, float64(t.capY[pool]-t.rowY[pool])+t.text*1.5+s*0.36
			t.br.Frame(dst, x0, y0, w, h, math.Max(2, s/24), pal.Good, 0.8)
		}
		for i := range d.Pools[pool] {
			e := &d.Pools[pool][i]
			r := t.rects[pool][i]
			face, x, y, angle := e.Face, float64(r.Min.X), float64(r.Min.Y), 0.0
			if m.Rolling {
				face, x, y, angle = t.tumble(k, total, face, x, y, m)
			}
			t.drawDie(dst, e, face, pool, x, y, s, angle, hover == DieRef{pool, i} && !m.Rolling, pal)
			k++
		}
		if t.words {
			t.drawCaption(dst, d, pool, pal)
		}
	}
	if d.Outcome != "" && t.words {
		t.write(dst, d.Outcome, render.BoldFace(t.text*1.05), t.outY, pal.Text)
	}
}

// drawCaption writes the caption under a pool: bright for the winner.
func (t *Tray) drawCaption(dst *ebiten.Image, d *Dice, pool int, pal *Palette) {
	s := d.Captions[pool]
	if s == "" {
		k := captionKey{pool: pool}
		for _, e := range d.Pools[pool] {
			if e.Discarded {
				k.discarded++
			} else {
				k.kept++
			}
		}
		s = t.captions[pool].Get(k, defaultCaption)
	}
	c, face := pal.Muted, render.Face(t.text)
	if d.Won[pool] {
		c, face = pal.Text, render.BoldFace(t.text)
	}
	t.write(dst, s, face, t.capY[pool], c)
}

// defaultCaption says how many dice a pool has left: "Attacker: 3 dice
// (1 discarded)".
func defaultCaption(k captionKey) string {
	who := [2]string{"Attacker", "Defender"}[k.pool&1]
	s := fmt.Sprintf("%s: %d %s", who, k.kept, plural(k.kept, "die", "dice"))
	if k.discarded > 0 {
		s += fmt.Sprintf(" (%d discarded)", k.discarded)
	}
	return s
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// write draws s at the tray's left edge with its top at y.
func (t *Tray) write(dst *ebiten.Image, s string, face text.Face, y int, c color.RGBA) {
	t.op.GeoM.Reset()
	t.op.GeoM.Translate(float64(t.x0), float64(y))
	t.op.PrimaryAlign, t.op.SecondaryAlign = text.AlignStart, text.AlignStart
	t.op.ColorScale = render.TintAt(c, 1)
	render.DrawText(dst, s, face, &t.op)
}

// tumble returns the face, place and angle of die k of n while the dice
// roll: until it settles it shows changing faces and jitters.
func (t *Tray) tumble(k, n int, face Face, x, y float64, m render.TrayMotion) (Face, float64, float64, float64) {
	settle := 0.5 + 0.5*float64(k+1)/float64(max(1, n))
	if m.Tumble >= settle {
		return face, x, y, 0
	}
	h := render.Hash2(k, m.Frame/4, 57)
	left := 1 - m.Tumble/settle
	j := float64(t.die) * 0.09 * left
	dx := (float64(h>>8&0xff)/255*2 - 1) * j
	dy := (float64(h>>16&0xff)/255*2 - 1) * j
	angle := (float64(h>>24)/255*2 - 1) * 0.35 * left
	return Face(1 + h%6), x + dx, y + dy, angle
}
