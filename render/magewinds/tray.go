package magewinds

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/render"
)

// Roll is a roll of d6 against a target number, as the dice tray shows
// it: "Any die result equal to or less than the target number is a hit.
// Any result that is not a hit is a miss."
type Roll struct {
	Dice []uint8 // the results, in the order rolled
	Need int     // the target number: a die showing Need or less hits
}

// Hit reports whether die i of the roll is a hit.
func (r *Roll) Hit(i int) bool {
	v := int(r.Dice[i])
	return v >= 1 && v <= 6 && v <= r.Need
}

// Hits returns the number of hits of the roll.
func (r *Roll) Hits() int {
	n := 0
	for i := range r.Dice {
		if r.Hit(i) {
			n++
		}
	}
	return n
}

// trayRowDice is the most dice a row of the roll tray holds before the
// dice take two rows.
const trayRowDice = 6

// RollTray draws a roll on the kit's dice tray: the dice in the order
// rolled, in one row (two when there are many); each hit outlined in the
// good colour, each miss faded and struck through, so that the shape
// tells them apart as well as the colour. Reuse one RollTray for every
// frame.
type RollTray struct {
	tray render.Tray
	dice render.TrayDice
	rows [2]render.TrayRow
}

// Layout places the dice of r in area.
func (t *RollTray) Layout(area image.Rectangle, r *Roll) {
	t.fill(r)
	t.tray.Layout(area, &t.dice)
}

// DieRect returns where die i of the roll lies, as last laid out.
func (t *RollTray) DieRect(i int) image.Rectangle { return t.tray.DieRect(i) }

// Draw draws the tray in area and the dice of r on it; with no roll (r nil
// or without dice) the empty tray.
func (t *RollTray) Draw(dst *ebiten.Image, area image.Rectangle, r *Roll, pal *render.Palette) {
	t.Layout(area, r)
	if len(t.dice.Dice) == 0 {
		t.tray.DrawEmpty(dst, pal)
		return
	}
	t.tray.Draw(dst, &t.dice, -1, render.TrayAtRest, pal)
}

// fill sets the kit's dice from r.
func (t *RollTray) fill(r *Roll) {
	t.dice.Dice = t.dice.Dice[:0]
	t.dice.Rows = t.rows[:1]
	t.dice.Sorted = true // the misses are struck through at once
	if r == nil {
		return
	}
	n := len(r.Dice)
	cols := n
	if n > trayRowDice {
		cols = (n + 1) / 2
		t.dice.Rows = t.rows[:2]
	}
	for i := range r.Dice {
		col := float64(i % max(1, cols))
		e := render.TrayDie{Value: r.Dice[i], Kind: render.AttackDie, Row: i / max(1, cols), Col: col, End: col}
		if r.Hit(i) {
			e.Picked = true
		} else {
			e.Cancelled = true
		}
		t.dice.Dice = append(t.dice.Dice, e)
	}
}
