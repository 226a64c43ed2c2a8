package elements

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/render"
	"skirmish/rules"
	el "skirmish/rules/elements"
)

// rollShown is the last combat's dice as the tray shows them: the two
// pools, who won, and the result chosen.
type rollShown struct {
	ok       bool
	attacker string // the attacker's name
	defender string
	att, def []uint8
	winner   int        // 0 the attacker won, 1 the defender
	result   el.Element // the result chosen, 0 not yet
	key      int        // the history's length it was made for, -1 none
}

// rollOf finds the last roll in the log as seat may see it, with the names
// of the fighters from g (a view: a hidden thrower reads "someone").
func rollOf(l *clanLog, seat rules.Seat, g *el.Game) rollShown {
	for i := len(l.entries) - 1; i >= 0; i-- {
		evs := l.entries[i].evs
		for k := range evs {
			e, ok := eventFor(evs[k], seat).(el.Event)
			if !ok || e.Kind != el.EvRolled {
				continue
			}
			r := rollShown{ok: true, att: e.Attack, def: e.Defence, attacker: nameOf(g, int(e.Model)), defender: nameOf(g, int(e.Other))}
			for _, later := range l.entries[i:] {
				for _, ev := range later.evs {
					w, ok := eventFor(ev, seat).(el.Event)
					switch {
					case !ok:
					case w.Kind == el.EvWinner && w.Model >= 0 && int(w.Model) != int(e.Model) && e.Model >= 0:
						r.winner = 1
					case w.Kind == el.EvWinner && w.Model >= 0 && int(w.Model) == int(e.Other):
						r.winner = 1
					case w.Kind == el.EvResult && r.result == 0:
						r.result = w.Result
					}
				}
			}
			return r
		}
	}
	return rollShown{}
}

// nameOf names model i of g, "someone" when unknown.
func nameOf(g *el.Game, i int) string {
	if i < 0 || i >= len(g.Models()) {
		return "someone"
	}
	return g.Name(i)
}

// dieColours are the faces' colours, by element.
var dieColours = [...]color.RGBA{
	el.Fire:   render.RGB(0xd9532b),
	el.Water:  render.RGB(0x2f73c9),
	el.Earth:  render.RGB(0x7a6a3a),
	el.Air:    render.RGB(0xb8d8e0),
	el.Spirit: render.RGB(0x8c62c8),
	el.Void:   render.RGB(0x2a2830),
}

// faceLetters are the letters on the faces.
var faceLetters = [...]string{"", "F", "W", "E", "A", "S", "V"}

// trayDrawer draws the dice tray: a row for the attacker's pool and one
// for the defender's, each labelled with its fighter, Spirit and Void
// dimmed and struck through (they are discarded), the winner's row marked,
// and, while the winner chooses, its dice of the results it may choose
// raised and outlined to be clicked.
type trayDrawer struct {
	area  image.Rectangle
	die   int
	dice  [2][]image.Rectangle // per row, each die's square
	labX  int
	rowY  [2]int
	br    render.Brush
	title string
}

// layout places the dice of r in area.
func (t *trayDrawer) layout(area image.Rectangle, r *rollShown) {
	t.area = area
	pad := max(4, area.Dy()/14)
	t.die = max(10, min(64, (area.Dy()-3*pad)/2))
	t.labX = area.Min.X + pad
	labW := min(area.Dx()/3, 220)
	x0 := area.Min.X + pad + labW
	for row := range 2 {
		t.rowY[row] = area.Min.Y + pad + row*(t.die+pad)
		t.dice[row] = t.dice[row][:0]
		pool := r.att
		if row == 1 {
			pool = r.def
		}
		gap := max(3, t.die/5)
		for k := range pool {
			x := x0 + k*(t.die+gap)
			t.dice[row] = append(t.dice[row], image.Rect(x, t.rowY[row], x+t.die, t.rowY[row]+t.die))
		}
	}
}

// dieAt returns the row and the index of the die under (x, y).
func (t *trayDrawer) dieAt(x, y int) (row, k int, ok bool) {
	for row := range 2 {
		for k, r := range t.dice[row] {
			if image.Pt(x, y).In(r) {
				return row, k, true
			}
		}
	}
	return 0, 0, false
}

// draw draws the tray. pick says which elements the winner may choose now
// (its row's dice of those are raised), hover the die under the mouse.
func (t *trayDrawer) draw(dst *ebiten.Image, r *rollShown, pick [7]bool, hoverRow, hoverK int, face, bold *textFace, pal *render.Palette) {
	br := &t.br
	a := t.area
	br.Box(float64(a.Min.X), float64(a.Min.Y), float64(a.Dx()), float64(a.Dy()), pal.TrayEdge, 1)
	br.Box(float64(a.Min.X)+3, float64(a.Min.Y)+3, float64(a.Dx())-6, float64(a.Dy())-6, pal.Tray, 1)
	if !r.ok {
		br.Flush(dst)
		render.DrawLabel(dst, "The dice tray: an attack's dice land here.", face.Face, float64(t.labX), float64(a.Min.Y+a.Dy()/2)-face.Size*0.6, render.Tint(pal.Muted))
		return
	}
	pools := [2][]uint8{r.att, r.def}
	for row := range 2 {
		if row == r.winner {
			br.Box(float64(a.Min.X)+3, float64(t.rowY[row]-2), float64(a.Dx())-6, float64(t.die+4), pal.Good, 0.12)
		}
		for k, v := range pools[row] {
			e := el.Element(v)
			rr := t.dice[row][k]
			lift := 0.0
			alpha := float32(1)
			var halo color.RGBA
			haloOn := false
			switch {
			case e >= el.Spirit:
				alpha = 0.35 // discarded
			case row == r.winner && pick[e] && row == hoverRow && k == hoverK:
				lift, halo, haloOn = float64(t.die)*0.12, pal.Hover, true
			case row == r.winner && pick[e]:
				lift, halo, haloOn = float64(t.die)*0.06, pal.Selection, true
			case row == r.winner && r.result == e:
				halo, haloOn = pal.Good, true
			}
			x, y, s := float64(rr.Min.X), float64(rr.Min.Y)-lift, float64(t.die)
			br.Box(x+s*0.05, y+s*0.09+lift, s, s, pal.Shadow, 0.45*alpha)
			if haloOn {
				br.Box(x-3, y-3, s+6, s+6, halo, 1)
			}
			br.Box(x, y, s, s, dieColours[e], alpha)
			br.Box(x+s*0.08, y+s*0.08, s*0.84, s*0.1, render.Lighten(dieColours[e], 0.3), alpha)
			if e >= el.Spirit {
				br.Line(x+s*0.1, y+s*0.9, x+s*0.9, y+s*0.1, math.Max(2, s/12), pal.Text, 0.8)
			}
		}
	}
	br.Flush(dst)
	names := [2]string{r.attacker, r.defender}
	roles := [2]string{"Attacker", "Defender"}
	for row := range 2 {
		ink := pal.Muted
		if row == r.winner {
			ink = pal.Text
		}
		y := float64(t.rowY[row]) + float64(t.die)/2 - bold.Size*1.1
		render.DrawLabel(dst, roles[row], bold.Face, float64(t.labX), y, render.Tint(ink))
		render.DrawLabel(dst, names[row], face.Face, float64(t.labX), y+bold.Size*1.15, render.Tint(ink))
		for k, v := range pools[row] {
			rr := t.dice[row][k]
			e := el.Element(v)
			ls := math.Round(float64(t.die) * 0.5)
			lf := render.BoldFace(ls)
			w := render.TextWidth(faceLetters[e], ls, true)
			ink := pal.Text
			if e == el.Air {
				ink = pal.Outline
			}
			al := float32(1)
			if e >= el.Spirit {
				al = 0.45
			}
			lift := 0.0
			if row == r.winner && pick[e] && e < el.Spirit {
				lift = float64(t.die) * 0.06
			}
			render.DrawLabel(dst, faceLetters[e], lf, float64(rr.Min.X)+(float64(t.die)-w)/2, float64(rr.Min.Y)+float64(t.die)*0.2-lift, render.TintAt(ink, al))
		}
	}
}

// textFace is a face and its size in pixels, for the labels the table
// draws itself.
type textFace struct {
	Face text.Face
	Size float64
}

// faceOf returns a textFace of Go Regular (or Bold) at size pixels.
func faceOf(size float64, bold bool) textFace {
	if bold {
		return textFace{Face: render.BoldFace(size), Size: size}
	}
	return textFace{Face: render.Face(size), Size: size}
}
