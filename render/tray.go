package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TrayDie is one die in a tray.
type TrayDie struct {
	Value     uint8
	Kind      DieKind
	Row       int     // the row it lies in, 0 at the top
	Col, End  float64 // its column when rolled, and once the dice are sorted; columns may be fractional
	Cancelled bool    // removed (once sorted): it fades and is struck through as the sorting ends
	Link      bool    // once sorted, a line joins it to the die above it, in the row before
	Pickable  bool    // may be picked: raised and outlined
	Picked    bool    // the result picked: outlined in the good colour
}

// TrayRow is a row of a tray: its name, written at its left when there is
// room, in a light tint of Colour; and what to write in it when it holds no
// dice.
type TrayRow struct {
	Label  string
	Colour color.RGBA
	Empty  string
}

// TrayDice is what a tray shows: rows of dice. What the dice mean (which
// cancel which, which may be picked) is the ruleset's: it says where each
// die goes and how it is shown.
type TrayDice struct {
	Rows   []TrayRow
	Dice   []TrayDie
	Sorted bool // the dice have been sorted: they slide from Col to End, and the cancelled ones fade
}

// TrayMotion is how far the tray's animations are.
type TrayMotion struct {
	Rolling bool    // the dice are tumbling
	Tumble  float64 // how far the tumble is, from 0 to 1: the dice settle one after another
	Sort    float64 // how far the sorting is, from 0 to 1: the dice slide, then the cancelled ones fade
	Frame   int     // a frame count: a tumbling die changes face every four frames
}

// TrayAtRest is the motion of a tray where nothing moves.
var TrayAtRest = TrayMotion{Tumble: 1, Sort: 1}

// Tray lays out and draws rows of dice on a felt tray. It keeps its layout
// and options between frames: reuse one Tray for every frame.
type Tray struct {
	area     image.Rectangle
	die, gap int
	labelW   int
	x0       int
	rowY     []int
	at, end  []image.Rectangle // each die's place when rolled, and once sorted
	br       Brush
	textOp   text.DrawOptions
}

// trayGapRatio is the gap between dice, as a fraction of a die.
const trayGapRatio = 0.24

// Layout places the dice of d in area. It allocates nothing once the tray
// has held as many dice.
func (t *Tray) Layout(area image.Rectangle, d *TrayDice) {
	t.area = area
	var dice []TrayDie
	rows := 1
	if d != nil {
		dice = d.Dice
		rows = max(rows, len(d.Rows))
	}
	cols := 1.0
	for _, e := range dice {
		rows = max(rows, e.Row+1)
		cols = math.Max(cols, math.Max(e.Col, e.End)+1)
	}
	pad := max(6, area.Dy()/12)
	t.labelW = 0
	if area.Dx() >= 360 {
		t.labelW = min(110, max(64, area.Dx()/7))
	}
	n := float64(rows)
	availW := float64(area.Dx() - 2*pad - t.labelW)
	availH := float64(area.Dy() - 2*pad)
	die := math.Min(availH/(n+trayGapRatio*1.5*(n-1)), availW/(cols+(cols-1)*trayGapRatio))
	t.die = int(math.Max(8, math.Min(76, die)))
	t.gap = max(3, int(float64(t.die)*trayGapRatio))
	rowGap := t.die * 3 / 8
	width := int(cols*float64(t.die) + (cols-1)*float64(t.gap))
	t.x0 = area.Min.X + pad + t.labelW + (int(availW)-width)/2
	y0 := area.Min.Y + (area.Dy()-(rows*t.die+(rows-1)*rowGap))/2
	t.rowY = t.rowY[:0]
	for r := range rows {
		t.rowY = append(t.rowY, y0+r*(t.die+rowGap))
	}
	t.at, t.end = t.at[:0], t.end[:0]
	for _, e := range dice {
		t.at = append(t.at, t.place(e.Col, e.Row))
		t.end = append(t.end, t.place(e.End, e.Row))
	}
}

// place returns the rectangle of a die in column col of row.
func (t *Tray) place(col float64, row int) image.Rectangle {
	x := t.x0 + int(col*float64(t.die+t.gap))
	return image.Rect(x, t.rowY[row], x+t.die, t.rowY[row]+t.die)
}

// DieSize returns the side of a die in pixels, as last laid out.
func (t *Tray) DieSize() int { return t.die }

// DieRect returns where die i ends, as last laid out.
func (t *Tray) DieRect(i int) image.Rectangle {
	if i < 0 || i >= len(t.end) {
		return image.Rectangle{}
	}
	return t.end[i]
}

// DieAt returns the index of the die whose place (once sorted) is under the
// screen pixel (x, y).
func (t *Tray) DieAt(x, y int) (int, bool) {
	p := image.Pt(x, y)
	for i, r := range t.end {
		if p.In(r) {
			return i, true
		}
	}
	return 0, false
}

// Draw draws the tray and the dice of d, laid out again in the tray's
// area. hover is the index of the die under the cursor, or -1. While m
// rolls, the dice tumble (their faces change and they jitter) and settle
// one by one; as the sorting goes on the dice slide to their places, then
// the cancelled ones fade and are struck through.
func (t *Tray) Draw(dst *ebiten.Image, d *TrayDice, hover int, m TrayMotion, pal *Palette) {
	if d == nil || len(d.Dice) == 0 {
		return
	}
	t.Layout(t.area, d)
	t.drawPanel(dst, pal)
	slide := smooth(math.Min(1, m.Sort*2))
	fade := math.Max(0, math.Min(1, m.Sort*2-1))
	if !d.Sorted {
		slide, fade = 0, 0
	}
	for i, e := range d.Dice { // links between cancelled pairs, under the dice
		if e.Link && e.Row > 0 && fade > 0 {
			r := t.end[i]
			x := float64(r.Min.X) + float64(t.die)/2
			top := t.rowY[e.Row-1] + t.die
			t.br.Rect(dst, x-1, float64(top), 2, float64(t.rowY[e.Row]-top), pal.Muted, float32(fade))
		}
	}
	for i, e := range d.Dice {
		v, r, angle := int(e.Value), lerpRect(t.at[i], t.end[i], slide), 0.0
		if m.Rolling {
			v, r, angle = t.tumble(i, len(d.Dice), v, r, m.Tumble, m.Frame)
		}
		state := DiePlain
		switch {
		case e.Cancelled:
			state = DieCancelled
		case m.Rolling || fade < 1 && d.Sorted:
		case e.Picked:
			state = DiePicked
		case e.Pickable && hover == i:
			state = DieHover
		case e.Pickable:
			state = DiePickable
		}
		DrawDie(dst, &t.br, r, v, e.Kind, state, fade, angle, 1, pal)
	}
	for row, rw := range d.Rows {
		if rw.Label != "" && t.labelW > 0 && row < len(t.rowY) {
			t.drawLabel(dst, rw.Label, t.rowY[row], rw.Colour)
		}
		if rw.Empty != "" && row < len(t.rowY) && !hasRow(d.Dice, row) {
			t.textOp.GeoM.Reset()
			t.textOp.GeoM.Translate(float64(t.x0), float64(t.rowY[row])+float64(t.die)/2)
			t.textOp.PrimaryAlign, t.textOp.SecondaryAlign = text.AlignStart, text.AlignCenter
			t.textOp.ColorScale = TintAt(pal.Muted, 1)
			DrawText(dst, rw.Empty, Face(math.Max(11, float64(t.die)*0.32)), &t.textOp)
		}
	}
}

// DrawEmpty draws the tray with no dice on it, in the area last laid out:
// a table that keeps its tray in place shows it empty before the first
// roll.
func (t *Tray) DrawEmpty(dst *ebiten.Image, pal *Palette) {
	if !t.area.Empty() {
		t.drawPanel(dst, pal)
	}
}

// hasRow reports whether a die lies in row.
func hasRow(dice []TrayDie, row int) bool {
	for _, e := range dice {
		if e.Row == row {
			return true
		}
	}
	return false
}

// tumble returns the face, place and angle of die k of n while the dice
// roll: until it settles it shows changing faces and jitters; the dice
// settle one after another.
func (t *Tray) tumble(k, n, v int, r image.Rectangle, progress float64, frames int) (int, image.Rectangle, float64) {
	settle := 0.5 + 0.5*float64(k+1)/float64(n)
	if progress >= settle {
		return v, r, 0
	}
	h := Hash2(k, frames/4, 91)
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
	t.br.Rect(dst, x+2, y, w-4, h, pal.TrayEdge, 1)
	t.br.Rect(dst, x, y+2, w, h-4, pal.TrayEdge, 1)
	t.br.Rect(dst, x+4, y+4, w-8, h-8, pal.Tray, 1)
	t.br.Rect(dst, x+4, y+4, w-8, 3, pal.Shadow, 0.35)
	t.br.Rect(dst, x+4, y+4, 3, h-8, pal.Shadow, 0.2)
	t.br.Frame(dst, x, y, w, h, 1, Lighten(pal.TrayEdge, 0.2), 0.6)
}

// drawLabel writes a row's name at the left of the tray, in a light tint of
// its dice's colour.
func (t *Tray) drawLabel(dst *ebiten.Image, s string, rowY int, c color.RGBA) {
	op := &t.textOp
	op.GeoM.Reset()
	op.GeoM.Translate(float64(t.area.Min.X+max(8, t.area.Dy()/12)+4), float64(rowY)+float64(t.die)/2)
	op.PrimaryAlign, op.SecondaryAlign = text.AlignStart, text.AlignCenter
	op.ColorScale = TintAt(Lighten(c, 0.25), 1)
	DrawText(dst, s, BoldFace(math.Max(11, math.Min(18, float64(t.die)*0.3))), op)
}

// smooth is smoothstep: slow start, slow end.
func smooth(t float64) float64 { return t * t * (3 - 2*t) }

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
