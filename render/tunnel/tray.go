package tunnel

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// maxTrayDice is the most dice of each kind a tray shows: AttackLeft has a
// bit for each.
const maxTrayDice = 16

// TrayDice are the dice of a swing as the tray shows them.
type TrayDice struct {
	Attack, Defence []uint8 // values rolled, in roll order
	AttackLeft      uint16  // bit i set: Attack[i] survived cancellation
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

// Tray draws the dice of a swing on the kit's tray: Attack Dice in a row on
// top, Defence Dice in a row underneath. Once pairs cancel, each cancelled
// Defence Die slides under the Attack Die it removed, and the unused
// Defence Dice stand apart on the right. Reuse one Tray for every frame.
type Tray struct {
	tray   render.Tray
	dice   render.TrayDice
	rows   [2]render.TrayRow
	na, nd int
}

// Layout places the dice of d in area.
func (t *Tray) Layout(area image.Rectangle, d *TrayDice) {
	t.fill(d, nil, -1)
	t.tray.Layout(area, &t.dice)
}

// DieAt returns the die under the screen pixel (x, y): its index, and
// whether it is an Attack Die.
func (t *Tray) DieAt(x, y int) (index int, attack bool, ok bool) {
	i, ok := t.tray.DieAt(x, y)
	if !ok {
		return 0, false, false
	}
	if i < t.na {
		return i, true, true
	}
	return i - t.na, false, true
}

// Draw draws the tray and the dice of d. hover is the index of the Attack Die
// under the cursor, or -1. While a is rolling, the dice tumble (their faces
// change and they jitter) and settle one by one; then each cancelled Defence
// Die slides under the Attack Die it matches and both fade and are struck
// through. a may be nil.
func (t *Tray) Draw(dst *ebiten.Image, d *TrayDice, hover int, a *Animator, pal *render.Palette) {
	if d == nil || len(d.Attack)+len(d.Defence) == 0 {
		return
	}
	t.fill(d, pal, hover)
	if hover >= t.na {
		hover = -1
	}
	t.tray.Draw(dst, &t.dice, hover, a.trayMotion(), pal)
}

// fill sets the kit's dice from d: where each die goes and how it is shown.
func (t *Tray) fill(d *TrayDice, pal *render.Palette, hover int) {
	if d == nil {
		d = &TrayDice{}
	}
	t.na, t.nd = min(len(d.Attack), maxTrayDice), min(len(d.Defence), maxTrayDice)
	t.rows[0] = render.TrayRow{Label: "Attack"}
	t.rows[1] = render.TrayRow{Label: "Defence", Empty: "No Defence Dice"}
	if pal != nil {
		t.rows[0].Colour = pal.Attack
		t.rows[1].Colour = render.Lighten(pal.Defence, 0.2)
	}
	t.dice.Rows = t.rows[:]
	t.dice.Sorted = d.Cancelled
	t.dice.Dice = t.dice.Dice[:0]
	for i := range t.na {
		v := d.Attack[i]
		e := render.TrayDie{Value: v, Kind: render.AttackDie, Col: float64(i), End: float64(i)}
		e.Cancelled = d.Cancelled && d.AttackLeft&(1<<i) == 0
		e.Picked = d.Picked != 0 && int(v) == d.Picked
		e.Pickable = d.Pickable
		t.dice.Dice = append(t.dice.Dice, e)
	}
	cancelled := CancelledDefence(d)
	var used uint16
	next := float64(t.na) // where the next unused Defence Die stands, apart
	if t.na > 0 {
		next += 0.5
	}
	for k := range t.nd {
		e := render.TrayDie{Value: d.Defence[k], Kind: render.DefenceDie, Row: 1, Col: float64(k), End: float64(k)}
		switch {
		case !d.Cancelled:
		case cancelled&(1<<k) == 0:
			e.End = next
			next++
		default:
			e.Cancelled, e.Link = true, true
			for i := range t.na { // the earliest unmatched removed Attack Die of the same number
				if d.AttackLeft&(1<<i) == 0 && used&(1<<i) == 0 && d.Attack[i] == d.Defence[k] {
					used |= 1 << i
					e.End = float64(i)
					break
				}
			}
		}
		t.dice.Dice = append(t.dice.Dice, e)
	}
}
