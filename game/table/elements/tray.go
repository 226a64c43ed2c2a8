package elements

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
	"skirmish/render"
	re "skirmish/render/elements"
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
func rollOf(l *table.EventLog, seat rules.Seat, g *el.Game) rollShown {
	for i := len(l.Entries) - 1; i >= 0; i-- {
		evs := l.Entries[i].Events
		for k := range evs {
			e, ok := table.EventFor(evs[k], seat).(el.Event)
			if !ok || e.Kind != el.EvRolled {
				continue
			}
			r := rollShown{ok: true, att: e.Attack, def: e.Defence, attacker: nameOf(g, int(e.Model)), defender: nameOf(g, int(e.Other))}
			for _, later := range l.Entries[i:] {
				for _, ev := range later.Events {
					w, ok := table.EventFor(ev, seat).(el.Event)
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

// trayDrawer hands the last roll to the tray of render/elements: the
// attacker's pool on top and the defender's below, each captioned with its
// fighter, Spirit and Void dimmed and struck through (they are
// discarded), the winner's pool framed, and, while the winner chooses, the
// dice of the results it may choose raised to be clicked.
type trayDrawer struct {
	tray  re.Tray
	dice  re.Dice
	area  image.Rectangle
	words render.Label[trayKey] // the captions and the outcome, made when the roll changes
}

// trayKey is what the tray's words are made from.
type trayKey struct {
	key      int
	result   el.Element
	choosing bool
}

// set makes the tray's dice from r; pick says which results the winner may
// choose now.
func (t *trayDrawer) set(r *rollShown, pick [7]bool) {
	d := &t.dice
	pools := [2][]uint8{r.att, r.def}
	choosing := false
	for p := range 2 {
		d.Pools[p] = d.Pools[p][:0]
		for _, v := range pools[p] {
			e := el.Element(v)
			sel := p == r.winner && e < el.Spirit && pick[e]
			choosing = choosing || sel
			d.Pools[p] = append(d.Pools[p], re.Die{Face: re.Face(e), Discarded: e >= el.Spirit,
				Chosen: p == r.winner && r.result == e && !sel, Selectable: sel})
		}
		d.Won[p] = r.ok && p == r.winner
	}
	if !r.ok {
		d.Captions = [2]string{" ", " "}
		d.Outcome = "The dice tray: an attack's dice land here."
		return
	}
	words := t.words.Get(trayKey{r.key, r.result, choosing}, func(k trayKey) string {
		out := r.attacker + " wins."
		if r.winner == 1 {
			out = r.defender + " wins."
		}
		switch {
		case k.choosing:
			out = out[:len(out)-1] + ": choose a result from its dice."
		case k.result != 0:
			out = out[:len(out)-1] + " and chooses " + k.result.Title() + "."
		}
		return "Attacker: " + r.attacker + "\x00Defender: " + r.defender + "\x00" + out
	})
	a, rest, _ := strings.Cut(words, "\x00")
	b, out, _ := strings.Cut(rest, "\x00")
	d.Captions = [2]string{a, b}
	d.Outcome = out
}

// layout places the tray in area.
func (t *trayDrawer) layout(area image.Rectangle) {
	t.area = area
	t.tray.Layout(area, &t.dice)
}

// dieAt returns the pool and the index of the die under (x, y).
func (t *trayDrawer) dieAt(x, y int) (row, k int, ok bool) {
	d, ok := t.tray.DieAt(x, y)
	return d.Pool, d.Index, ok
}

// dieRect returns where die k of pool row lies.
func (t *trayDrawer) dieRect(row, k int) image.Rectangle {
	return t.tray.DieRect(re.DieRef{Pool: row, Index: k})
}

// draw draws the tray, hover the die under the mouse, the dice tumbling
// while m says they roll.
func (t *trayDrawer) draw(dst *ebiten.Image, hoverRow, hoverK int, m render.TrayMotion, pal *render.Palette) {
	hover := re.NoDie
	if hoverRow >= 0 {
		hover = re.DieRef{Pool: hoverRow, Index: hoverK}
	}
	t.tray.Draw(dst, &t.dice, hover, m, pal)
}
