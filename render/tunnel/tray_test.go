package tunnel

import (
	"image"
	"testing"
)

// seedDice is the seed's example: Attack Dice 1, 2, 2, 4, 5 against Defence
// Dice 2, 3, 5 leave 1, 2 and 4, with the 3 unused.
func seedDice() *TrayDice {
	return &TrayDice{Attack: []uint8{1, 2, 2, 4, 5}, Defence: []uint8{2, 3, 5}, AttackLeft: 0b01101, Cancelled: true}
}

func TestCancelledDefence(t *testing.T) {
	d := seedDice()
	if got := CancelledDefence(d); got != 0b101 {
		t.Errorf("CancelledDefence = %03b, want 101 (the 2 and the 5; the 3 unused)", got)
	}
	var left []uint8
	for i, v := range d.Attack {
		if d.AttackLeft&(1<<i) != 0 {
			left = append(left, v)
		}
	}
	if string(left) != string([]uint8{1, 2, 4}) {
		t.Errorf("attack dice left %v, want 1 2 4", left)
	}
	d.Cancelled = false
	if got := CancelledDefence(d); got != 0 {
		t.Errorf("CancelledDefence before cancelling = %b, want 0", got)
	}
	// Two defence dice of the same number, only one matched.
	d = &TrayDice{Attack: []uint8{3, 6}, Defence: []uint8{3, 3}, AttackLeft: 0b10, Cancelled: true}
	if got := CancelledDefence(d); got != 0b01 {
		t.Errorf("CancelledDefence = %02b, want 01", got)
	}
}

// atk and defEnd return where Attack Die i and Defence Die k lie (once
// sorted), as last laid out.
func (t *Tray) atk(i int) image.Rectangle    { return t.tray.DieRect(i) }
func (t *Tray) defEnd(k int) image.Rectangle { return t.tray.DieRect(t.na + k) }

func TestTrayLayout(t *testing.T) {
	d := seedDice()
	for _, area := range []image.Rectangle{image.Rect(0, 0, 640, 170), image.Rect(30, 500, 400, 600), image.Rect(0, 0, 200, 90)} {
		var tr Tray
		tr.Layout(area, d)
		die := tr.tray.DieSize()
		for i := range 5 {
			if !tr.atk(i).In(area) || tr.atk(i).Dx() != die {
				t.Errorf("%v: attack die %d at %v, not a %d die inside", area, i, tr.atk(i), die)
			}
			if i > 0 && tr.atk(i).Min.X <= tr.atk(i-1).Max.X-1 {
				t.Errorf("%v: attack dice %d and %d overlap", area, i-1, i)
			}
		}
		// Matching pairs line up; the unused die stands right of every attack die.
		if tr.defEnd(0).Min.X != tr.atk(1).Min.X || tr.defEnd(2).Min.X != tr.atk(4).Min.X {
			t.Errorf("%v: cancelled defence dice at %v and %v, want under attack dice %v and %v", area, tr.defEnd(0), tr.defEnd(2), tr.atk(1), tr.atk(4))
		}
		if tr.defEnd(1).Min.X <= tr.atk(4).Max.X || !tr.defEnd(1).In(area) {
			t.Errorf("%v: unused defence die at %v, want right of %v inside", area, tr.defEnd(1), tr.atk(4))
		}
		if tr.defEnd(0).Min.Y <= tr.atk(1).Max.Y {
			t.Errorf("%v: defence row not under the attack row", area)
		}
		for k := range 3 {
			if i, atk, ok := tr.DieAt(tr.defEnd(k).Min.X+1, tr.defEnd(k).Min.Y+1); !ok || atk || i != k {
				t.Errorf("%v: DieAt on defence die %d = %d, %v, %v", area, k, i, atk, ok)
			}
		}
		if _, _, ok := tr.DieAt(area.Min.X, area.Min.Y); ok {
			t.Errorf("%v: DieAt found a die in the corner", area)
		}
	}
}
