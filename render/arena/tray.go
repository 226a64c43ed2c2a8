package arena

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// Tray draws a Roll on the kit's felt tray, in three rows: the resisted
// roll's 2D6 (rounded squares) with its Bonus, total, TN and margin (a
// tick when it beats the TN, a cross when it rolls under, an equals sign
// on the TN exactly); the damage dice
// (shield-cut squares) with what is added to them; and the damage
// breakdown, a bar as long as the Damage rolled split into what armour
// took (DR, with a shield), what Fate Points took (gold diamonds) and the
// Hit Points lost (red pips), written out under it: "7 rolled − DR 4 − FP
// 1 = 2 HP lost". Reuse one Tray for every frame: it keeps its layout and
// its words, and then allocates nothing.
type Tray struct {
	felt   render.Tray
	area   image.Rectangle
	die    int
	text   float64 // the text's size
	pad    int
	rowY   [3]int // the top of the roll's row, the damage's and the bar's
	labelY int
	rects  []image.Rectangle
	br     render.Brush
	pals   palettes
	fp     spriteCache // the Fate Point diamonds of the bar
	w      writer

	rollWords, dmgWords, chain render.Label[trayKey]
}

// trayKey is what the tray's words say.
type trayKey struct {
	dice        [2]int
	bonus, tn   int
	mod, raw    int
	dr, fp, hp  int
	layers      [4]int
	nLayers, nd int
}

// Layout places the dice of r in area.
func (t *Tray) Layout(area image.Rectangle, r *Roll) {
	t.area = area
	t.felt.Layout(area, nil)
	sc := 1.0
	if r != nil && r.Scale > 0 {
		sc = r.Scale
	}
	t.pad = max(8, area.Dy()/16)
	h := float64(area.Dy() - 2*t.pad)
	ts := math.Max(11*sc, math.Min(18*sc, h/13))
	die := (h - ts*3.2) / 3.1
	nd := 2
	if r != nil {
		nd = max(nd, len(r.Damage))
	}
	die = math.Min(die, float64(area.Dx()-2*t.pad)/(float64(nd)*1.25+8))
	t.die = int(math.Max(8, math.Min(64*sc, die)))
	t.text = ts
	gap := int(float64(t.die) * 0.3)
	y := area.Min.Y + t.pad
	t.labelY = y
	y += int(ts*1.6) + t.die/8
	t.rowY[0] = y
	y += t.die + gap
	t.rowY[1] = y
	y += t.die + gap
	t.rowY[2] = y
	t.rects = t.rects[:0]
	if r == nil {
		return
	}
	x0 := area.Min.X + t.pad
	step := t.die + t.die/4
	if r.Rolled() {
		for k := range 2 {
			t.rects = append(t.rects, image.Rect(x0+k*step, t.rowY[0], x0+k*step+t.die, t.rowY[0]+t.die))
		}
	}
	if r.Hit {
		for k := range r.Damage {
			t.rects = append(t.rects, image.Rect(x0+k*step, t.rowY[1], x0+k*step+t.die, t.rowY[1]+t.die))
		}
	}
}

// DieAt returns the die under the screen pixel (x, y), as last laid out:
// 0 and 1 are the 2D6 of the resisted roll (when it has them), the damage
// dice follow.
func (t *Tray) DieAt(x, y int) (int, bool) {
	p := image.Pt(x, y)
	for i, r := range t.rects {
		if p.In(r) {
			return i, true
		}
	}
	return -1, false
}

// DieRect returns the screen rectangle of die i, as DieAt counts them.
func (t *Tray) DieRect(i int) image.Rectangle {
	if i < 0 || i >= len(t.rects) {
		return image.Rectangle{}
	}
	return t.rects[i]
}

// Draw draws the tray and r, laid out again in the tray's area; hover is
// the die under the cursor (as DieAt counts), or -1: it is raised. While m
// rolls, the dice tumble and settle one after another, and the words wait
// for them. A nil roll draws the empty tray; a nil palette is the normal
// one.
func (t *Tray) Draw(dst *ebiten.Image, r *Roll, hover int, m render.TrayMotion, shared *render.Palette) {
	pal := t.pals.of(shared)
	t.Layout(t.area, r)
	t.felt.DrawEmpty(dst, pal.Palette)
	if r == nil || !r.Rolled() && !r.Hit {
		return
	}
	face := render.Face(t.text)
	bold := render.BoldFace(t.text * 1.1)
	x0 := float64(t.area.Min.X + t.pad)
	if r.Label != "" {
		t.w.write(dst, r.Label, bold, x0, float64(t.labelY), text.AlignStart, text.AlignStart, render.TintAt(pal.Text, 1))
	}
	k := t.key(r)
	n := len(t.rects)
	for i, rc := range t.rects {
		kind, v := render.AttackDie, 0
		if r.Rolled() && i < 2 {
			v = r.Dice[i]
		} else {
			kind = render.DefenceDie
			v = r.Damage[i-t.firstDamage(r)]
		}
		angle := 0.0
		if m.Rolling {
			v, rc, angle = t.tumble(i, n, v, rc, m)
		}
		state := render.DiePlain
		if hover == i && !m.Rolling {
			state = render.DieHover
		}
		render.DrawDie(dst, &t.br, rc, v, kind, state, 0, angle, 1, pal.Palette)
	}
	if m.Rolling && m.Tumble < 1 {
		return
	}
	if r.Rolled() {
		s := t.rollWords.Get(k, rollWords)
		x := x0 + 2*float64(t.die)*1.25 + float64(t.die)*0.1
		cy := float64(t.rowY[0]) + float64(t.die)/2
		x += t.w.write(dst, s, bold, x, cy, text.AlignStart, text.AlignCenter, render.TintAt(pal.Text, 1))
		t.drawVerdict(dst, r.Margin(), x+t.text, cy, face, pal)
	}
	if r.Hit {
		x := x0 + float64(max(1, len(r.Damage)))*float64(t.die)*1.25 + float64(t.die)*0.1
		if len(r.Damage) == 0 {
			x = x0
		}
		cy := float64(t.rowY[1]) + float64(t.die)/2
		t.w.write(dst, t.dmgWords.Get(k, damageWords), bold, x, cy, text.AlignStart, text.AlignCenter, render.TintAt(pal.Text, 1))
		t.drawBreakdown(dst, r, k, pal)
	}
	t.br.Flush(dst)
}

// firstDamage returns the index of the first damage die, as DieAt counts.
func (t *Tray) firstDamage(r *Roll) int {
	if r.Rolled() {
		return 2
	}
	return 0
}

// tumble returns the face, place and angle of die k of n while the dice
// roll: until it settles it shows changing faces and jitters.
func (t *Tray) tumble(k, n, v int, r image.Rectangle, m render.TrayMotion) (int, image.Rectangle, float64) {
	settle := 0.5 + 0.5*float64(k+1)/float64(n)
	if m.Tumble >= settle {
		return v, r, 0
	}
	h := render.Hash2(k, m.Frame/4, 91)
	j := float64(t.die) * 0.09 * (1 - m.Tumble/settle)
	dx := (float64(h>>8&0xff)/255*2 - 1) * j
	dy := (float64(h>>16&0xff)/255*2 - 1) * j
	return 1 + int(h%6), r.Add(image.Pt(int(dx), int(dy))), (float64(h>>24)/255*2 - 1) * 0.35
}

// drawVerdict draws the margin of a resisted roll at (x, cy): a tick and
// "margin +2" in the good colour when it beats the TN, a cross and "under
// by 1" in the bad one when it rolls under, and an equals sign in the
// caution colour on the TN exactly, where "the player chooses -- both
// Damage, or neither".
func (t *Tray) drawVerdict(dst *ebiten.Image, margin int, x, cy float64, face text.Face, pal *Palette) {
	s := t.text * 0.5
	w := math.Max(2, t.text/6)
	c := pal.Good
	switch {
	case margin > 0:
		t.br.Line(x-s*0.8, cy, x-s*0.2, cy+s*0.6, w, c, 1)
		t.br.Line(x-s*0.2, cy+s*0.6, x+s, cy-s*0.7, w, c, 1)
	case margin < 0:
		c = pal.Bad
		t.br.Line(x-s*0.7, cy-s*0.7, x+s*0.7, cy+s*0.7, w, c, 1)
		t.br.Line(x+s*0.7, cy-s*0.7, x-s*0.7, cy+s*0.7, w, c, 1)
	default:
		c = pal.Caution
		t.br.Line(x-s*0.8, cy-s*0.35, x+s*0.8, cy-s*0.35, w, c, 1)
		t.br.Line(x-s*0.8, cy+s*0.35, x+s*0.8, cy+s*0.35, w, c, 1)
	}
	t.br.Flush(dst)
	t.w.write(dst, marginWords(margin), face, x+s*1.6, cy, text.AlignStart, text.AlignCenter, render.TintAt(c, 1))
}

// marginWords returns what a margin says.
func marginWords(m int) string {
	switch {
	case m > 0:
		return marginBy[min(m, len(marginBy)-1)]
	case m < 0:
		return marginUnder[min(-m, len(marginUnder)-1)]
	}
	return "on the TN: both Damage or neither"
}

// marginBy and marginUnder are the words of margins, made once.
var marginBy, marginUnder = func() (by, under [21]string) {
	for i := range by {
		by[i] = "margin " + signed(i)
		under[i] = "under by " + plain(i)
	}
	return
}()

// drawBreakdown draws the damage bar of r on the third row and the chain
// of numbers under it.
func (t *Tray) drawBreakdown(dst *ebiten.Image, r *Roll, k trayKey, pal *Palette) {
	x0 := float64(t.area.Min.X + t.pad)
	y := float64(t.rowY[2])
	bh := math.Round(float64(t.die) * 0.5)
	maxW := float64(t.area.Dx()-2*t.pad) * 0.7
	raw := max(r.Raw, r.DR+r.FP+r.HP, 1)
	u := math.Floor(math.Min(maxW/float64(raw), float64(t.die)*0.9))
	dr := min(r.DR, raw)
	fp := max(0, min(r.FP, raw-dr))
	hp := max(0, min(r.HP, raw-dr-fp))
	t.br.Rect(dst, x0-1, y-1, u*float64(raw)+2, bh+2, pal.Outline, 1)
	t.br.Rect(dst, x0, y, u*float64(raw), bh, pal.Track, 1)
	x := x0
	if dr > 0 { // armour: blue-grey with a shield
		t.br.Rect(dst, x, y, u*float64(dr), bh, pal.DR, 1)
		if ic := icons.Image("defend", int(bh*0.8)); ic != nil {
			t.br.Sprite(dst, ic, math.Round(x+u*float64(dr)/2), math.Round(y+bh/2), 1, 1, 0, pal.Outline, 0.8)
		}
		x += u * float64(dr)
	}
	if fp > 0 { // Fate Points: gold with a diamond each
		t.fp.check(int(bh*2.6), 1, pal)
		d := t.fp.get(sprFP, 0, 0, 0)
		for i := range fp {
			t.br.Rect(dst, x+u*float64(i), y, u, bh, render.Darken(pal.FP, 0.35), 1)
			t.br.Sprite(dst, d, math.Round(x+u*(float64(i)+0.5)), math.Round(y+bh/2), 1, 1, 0, white, 1)
		}
		x += u * float64(fp)
	}
	for i := range hp { // Hit Points lost: red pips
		t.br.Rect(dst, x+u*float64(i)+1, y+1, u-2, bh-2, pal.HP, 1)
	}
	for i := 1; i < raw; i++ {
		t.br.Rect(dst, x0+u*float64(i), y, 1, bh, pal.Outline, 0.7)
	}
	face := render.Face(t.text)
	t.w.write(dst, t.chain.Get(k, chainWords), face, x0, y+bh+t.text*0.3, text.AlignStart, text.AlignStart, render.TintAt(pal.Text, 1))
}

// key returns what the words of r depend on.
func (t *Tray) key(r *Roll) trayKey {
	k := trayKey{dice: r.Dice, bonus: r.Bonus, tn: r.TN, mod: r.DamageMod, raw: r.Raw, dr: r.DR, fp: r.FP, hp: r.HP, nd: len(r.Damage)}
	for i, l := range r.DRLayers {
		if i < len(k.layers) {
			k.layers[i] = l
			k.nLayers++
		}
	}
	return k
}

// rollWords writes a resisted roll: "+2 = 11 vs TN 9".
func rollWords(k trayKey) string {
	return fmt.Sprintf("%s = %d  vs TN %d", signed(k.bonus), k.dice[0]+k.dice[1]+k.bonus, k.tn)
}

// damageWords writes the damage rolled: "+1 = 7 Damage".
func damageWords(k trayKey) string {
	if k.nd == 0 {
		return fmt.Sprintf("%d Damage", k.raw)
	}
	if k.mod == 0 {
		return fmt.Sprintf("= %d Damage", k.raw)
	}
	return fmt.Sprintf("%s = %d Damage", signed(k.mod), k.raw)
}

// chainWords writes the breakdown: "7 rolled − DR 4 (5 + ½ of 3) − FP 1 =
// 2 HP lost".
func chainWords(k trayKey) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d rolled − DR %d", k.raw, k.dr)
	if k.nLayers > 1 {
		b.WriteString(" (banded:")
		for i := range k.nLayers {
			switch i {
			case 0:
				fmt.Fprintf(&b, " %d", k.layers[i])
			case 1:
				fmt.Fprintf(&b, " + ½×%d", k.layers[i])
			default:
				fmt.Fprintf(&b, " + 1/%d×%d", 1<<i, k.layers[i])
			}
		}
		b.WriteString(")")
	}
	fmt.Fprintf(&b, " − FP %d = %d HP lost", k.fp, k.hp)
	return b.String()
}
