package battleaxe

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
)

// RollKind is what a roll in the tray is.
type RollKind uint8

// The rolls.
const (
	Percent RollKind = iota // a D100: the tens and units dice
	Six                     // a D6
	Twenty                  // a D20
	Door                    // the Door Dice: FaceRoom or FacePassage
	Quest                   // the Quest Room Dice: FaceQuest or blank (0)
)

// Outcome is how a roll turned out, for its colour and its mark.
type Outcome uint8

// The outcomes. A success is green with a tick, a failure red with a
// cross, so that they differ without colour.
const (
	Pending Outcome = iota // not judged (or nothing to judge): no mark
	Success
	Failure
)

// Roll is one roll in the tray: one row of dice with what they read, the
// number needed and how it turned out.
type Roll struct {
	Label   string // what the roll is for: "Tobin attacks G1"
	Kind    RollKind
	Value   int // a D100 1..100, a D6 1..6, a D20 1..20, or the face of a Door or Quest die
	Target  int // "needs Target or less" written beside; 0 for nothing
	Outcome Outcome
	Word    string // the outcome in a word: "HIT", "MISS", "SAVED", "WOUNDED", "PASSAGE"
	// Vital calls out "VITAL HIT!" over the roll: an attack roll of 5 or
	// less.
	Vital bool
}

// Dice is what the tray shows: the rolls of the moment, and how far their
// rolling is.
type Dice struct {
	Rolls []Roll
	// T is how far the rolling is: 0 just thrown, 1 (or more) at rest. The
	// dice tumble, settle one after another, then the results show.
	T     float64
	Frame int     // a frame count: a tumbling die changes face every four frames
	Scale float64 // the interface scale (0 counts as 1)
}

// Tray draws the rolls of the moment on a felt tray: each roll a row of
// dice, the value they read, the number needed and the outcome, and a
// "VITAL HIT!" callout. Reuse one Tray for every frame: it keeps its
// pictures and labels, and a frame allocates nothing once they are made.
type Tray struct {
	br      render.Brush
	pals    palettes
	sprites spriteCache
	text    render.TextSprites
	top     text.DrawOptions
	needs   []render.Label[int]
	tick    [6]float64
	warm    [QuestDie + 1]int // the size each kind's faces were all painted at
}

// trayRowHeight returns the height of one roll's row for dice of ds
// pixels.
func trayRowHeight(ds float64) float64 { return ds * 1.55 }

// DieSize returns the size of the dice the tray draws d at in area.
func (t *Tray) DieSize(area image.Rectangle, d *Dice) float64 {
	sc := d.scale()
	n := max(1, len(d.Rolls))
	ds := math.Min(52*sc, float64(area.Dy()-int(16*sc))/(float64(n)*1.55))
	return math.Max(12, math.Floor(ds))
}

func (d *Dice) scale() float64 {
	if d.Scale <= 0 {
		return 1
	}
	return d.Scale
}

// DieRect returns the screen rectangle of die j (0 the tens or only die, 1
// the units) of roll i as the tray draws d in area, at rest.
func (t *Tray) DieRect(area image.Rectangle, d *Dice, i, j int) image.Rectangle {
	ds := t.DieSize(area, d)
	sc := d.scale()
	x := float64(area.Min.X) + 12*sc + float64(j)*ds*1.1
	y := float64(area.Min.Y) + 10*sc + float64(i)*trayRowHeight(ds) + ds*0.5
	return image.Rect(int(x), int(y), int(x+ds), int(y+ds))
}

// Draw draws the dice d in area with the shared palette pal (nil for the
// normal one).
func (t *Tray) Draw(dst *ebiten.Image, area image.Rectangle, d *Dice, pal *render.Palette) {
	if d == nil || area.Empty() {
		return
	}
	p := t.pals.of(pal)
	if t.sprites.pal != p { // a new palette repaints every face
		t.warm = [QuestDie + 1]int{}
	}
	t.sprites.check(p)
	sc := d.scale()
	ax, ay, aw, ah := float64(area.Min.X), float64(area.Min.Y), float64(area.Dx()), float64(area.Dy())
	t.br.Rect(dst, ax, ay, aw, ah, p.TrayEdge, 1)
	rim := math.Max(3, 4*sc)
	t.br.Rect(dst, ax+rim, ay+rim, aw-2*rim, ah-2*rim, p.Tray, 1)
	if len(d.Rolls) == 0 {
		return
	}
	for len(t.needs) < len(d.Rolls) {
		t.needs = append(t.needs, render.Label[int]{})
	}
	ds := t.DieSize(area, d)
	px := spriteSize(ds)
	vital := -1
	for i := range d.Rolls {
		r := &d.Rolls[i]
		settled := t.drawRollDice(dst, area, d, i, ds, px, p)
		rr := t.DieRect(area, d, i, 0)
		small := render.Face(math.Round(math.Max(10, 12*sc)))
		t.write(dst, r.Label, small, float64(rr.Min.X), float64(rr.Min.Y)-ds*0.08-6*sc, p.Muted, 1, text.AlignStart, text.AlignEnd)
		if !settled {
			continue
		}
		n := 1
		if r.Kind == Percent {
			n = 2
		}
		x := float64(area.Min.X) + 12*sc + float64(n)*ds*1.1 + 6*sc
		cy := float64(rr.Min.Y) + ds/2
		if r.Kind == Percent || r.Kind == Six || r.Kind == Twenty {
			big := render.BoldFace(math.Round(ds * 0.62))
			s := numberText(r.Value)
			if r.Value >= 0 && r.Value <= 100 {
				s = percentText[r.Value]
			}
			if r.Kind == Percent {
				t.write(dst, "=", big, x, cy, p.Muted, 1, text.AlignStart, text.AlignCenter)
				x += textWidth("=", big) + 6*sc
			}
			t.write(dst, s, big, x, cy, p.Text, 1, text.AlignStart, text.AlignCenter)
			x += textWidth(s, big) + 12*sc
		}
		if r.Target > 0 {
			s := t.needs[i].Get(r.Target, func(v int) string { return "needs " + strconv.Itoa(v) + " or less" })
			f := render.Face(math.Round(math.Max(11, 14*sc)))
			t.write(dst, s, f, x, cy, p.Text, 0.85, text.AlignStart, text.AlignCenter)
			x += textWidth(s, f) + 12*sc
		}
		switch {
		case r.Outcome != Pending:
			t.drawOutcome(dst, r, x, cy, ds, sc, p)
		case r.Word != "":
			f := render.BoldFace(math.Round(math.Max(12, ds*0.42)))
			t.write(dst, r.Word, f, x, cy, p.Text, 1, text.AlignStart, text.AlignCenter)
		}
		if r.Vital && vital < 0 {
			vital = i
		}
	}
	if vital >= 0 && d.T >= 1 {
		rr := t.DieRect(area, d, vital, 0)
		t.drawVital(dst, area, float64(rr.Min.Y)+ds/2, d, p)
	}
}

// drawRollDice draws the dice of roll i, tumbling until they settle, and
// reports whether they all have.
func (t *Tray) drawRollDice(dst *ebiten.Image, area image.Rectangle, d *Dice, i int, ds float64, px int, p *Palette) bool {
	r := &d.Rolls[i]
	var kinds [2]DieKind
	var vals [2]int
	n := 1
	switch r.Kind {
	case Percent:
		n = 2
		v := r.Value % 100
		kinds, vals = [2]DieKind{TensDie, UnitsDie}, [2]int{v / 10, v % 10}
	case Six:
		kinds[0], vals[0] = D6, r.Value
	case Twenty:
		kinds[0], vals[0] = D20, r.Value
	case Door:
		kinds[0], vals[0] = DoorDie, r.Value
	case Quest:
		kinds[0], vals[0] = QuestDie, r.Value
	}
	settled := true
	for j := range n {
		k := i*2 + j
		at := 0.55 + 0.12*float64(k) // when this die settles
		at = math.Min(at, 0.95)
		v, angle, lift := vals[j], 0.0, 0.0
		if d.T < at {
			settled = false
			f := 1 - d.T/at
			kd := kinds[j]
			v = kd.firstFace() + int(render.Hash2(d.Frame/4, k, 17)%uint32(kd.faces()))
			angle = f * 2.2 * math.Sin(float64(d.Frame)*0.4+float64(k))
			lift = math.Abs(math.Sin(float64(d.Frame)*0.35+float64(k))) * ds * 0.25 * f
		}
		t.paintFaces(kinds[j], px)
		img := t.sprites.get(sprDie, px, int(kinds[j]), v, "")
		rr := t.DieRect(area, d, i, j)
		k2 := ds / float64(px)
		t.br.Sprite(dst, img, float64(rr.Min.X)+ds/2, float64(rr.Min.Y)+ds/2-lift, k2, k2, angle, white, 1)
	}
	return settled && d.T >= 1
}

// paintFaces paints every face of a kind of die at once, the first time
// it is drawn at px, so that a tumble never stops to paint one.
func (t *Tray) paintFaces(k DieKind, px int) {
	if t.warm[k] == px {
		return
	}
	t.warm[k] = px
	for v := k.firstFace(); v < k.firstFace()+k.faces(); v++ {
		t.sprites.get(sprDie, px, int(k), v, "")
	}
}

// drawOutcome draws a roll's outcome at (x, cy): a green disc with a tick
// for a success, a red one with a cross for a failure, and its word.
func (t *Tray) drawOutcome(dst *ebiten.Image, r *Roll, x, cy, ds, sc float64, p *Palette) {
	c := p.Good
	if r.Outcome == Failure {
		c = p.Bad
	}
	rad := ds * 0.32
	cx := x + rad
	t.br.Disc(cx, cy, rad+math.Max(1, ds/30), p.Outline, 1)
	t.br.Disc(cx, cy, rad, c, 1)
	w := math.Max(2, ds*0.08)
	if r.Outcome == Success {
		t.br.Polyline(tickXY(&t.tick, cx, cy, rad), w, 0, 0, true, p.Outline, 1)
	} else {
		t.br.Line(cx-rad*0.45, cy-rad*0.45, cx+rad*0.45, cy+rad*0.45, w, p.Outline, 1)
		t.br.Line(cx+rad*0.45, cy-rad*0.45, cx-rad*0.45, cy+rad*0.45, w, p.Outline, 1)
	}
	t.br.Flush(dst)
	if r.Word != "" {
		f := render.BoldFace(math.Round(math.Max(12, ds*0.42)))
		t.write(dst, r.Word, f, cx+rad+8*sc, cy, c, 1, text.AlignStart, text.AlignCenter)
	}
}

// tickXY fills xy with the points of a tick in a circle of radius r at
// (cx, cy).
func tickXY(xy *[6]float64, cx, cy, r float64) []float64 {
	*xy = [6]float64{cx - r*0.5, cy, cx - r*0.12, cy + r*0.4, cx + r*0.5, cy - r*0.38}
	return xy[:]
}

// drawVital draws the "VITAL HIT!" callout: a jagged burst with the words
// across the right of the tray at the height cy, popping in as the dice
// settle.
func (t *Tray) drawVital(dst *ebiten.Image, area image.Rectangle, cy float64, d *Dice, p *Palette) {
	sc := d.scale()
	f := render.BoldFace(math.Round(22 * sc))
	const s = "VITAL HIT!"
	tw := textWidth(s, f)
	rx, ry := tw*0.62+10*sc, 22*sc
	cx := float64(area.Max.X) - rx*1.4 - 6*sc // the points reach 1.3 rx out
	cy = math.Max(float64(area.Min.Y)+ry*1.7+4, math.Min(float64(area.Max.Y)-ry*1.7-4, cy))
	pop := 1 + 0.04*math.Sin(float64(d.Frame)*0.15) // a gentle throb
	for layer, c := range [3]color.RGBA{p.Outline, p.Caution, p.Bad} {
		grow := [3]float64{1.1, 1.0, 0.86}[layer] * pop
		for i := range 16 { // a star of 16 points
			a0 := float64(i) * math.Pi / 8
			a1 := a0 + math.Pi/16
			a2 := a0 + math.Pi/8
			k := 1.0
			if i%2 == 1 {
				k = 0.9
			}
			t.br.Triangle(cx, cy, cx+math.Cos(a0)*rx*grow*1.18*k, cy+math.Sin(a0)*ry*grow*1.5*k,
				cx+math.Cos(a1)*rx*grow*0.92, cy+math.Sin(a1)*ry*grow*1.05, c, 1)
			t.br.Triangle(cx, cy, cx+math.Cos(a1)*rx*grow*0.92, cy+math.Sin(a1)*ry*grow*1.05,
				cx+math.Cos(a2)*rx*grow*1.18, cy+math.Sin(a2)*ry*grow*1.5, c, 1)
		}
	}
	t.br.Flush(dst)
	t.write(dst, s, f, cx+1.5*sc, cy+1.5*sc, p.Outline, 1, text.AlignCenter, text.AlignCenter)
	t.write(dst, s, f, cx, cy, color.RGBA{255, 250, 228, 255}, 1, text.AlignCenter, text.AlignCenter)
}

// write draws s at (x, y) aligned as asked, in c at opacity a.
func (t *Tray) write(dst *ebiten.Image, s string, f *text.GoTextFace, x, y float64, c color.RGBA, a float32, h, v text.Align) {
	if s == "" {
		return
	}
	t.top.GeoM.Reset()
	t.top.GeoM.Translate(x, y)
	t.top.PrimaryAlign, t.top.SecondaryAlign = h, v
	t.top.ColorScale = render.TintAt(c, a)
	t.text.Draw(dst, s, f, &t.top)
}
