package gametest

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
)

// Devices are the devices a test's human plays with in turn: "mouse",
// "keyboard" and "pad".
var Devices = [3]string{"mouse", "keyboard", "pad"}

// PressEntry chooses the entry id of the list l: its number key, or a
// click on its button when it has no key or click is set. It reports
// whether it could.
func PressEntry(d *Driver, l *table.ActionList, id int, click bool) bool {
	d.T.Helper()
	item := l.ItemOfID(id)
	if n := l.KeyOf(item); n > 0 && !click {
		d.Key(ebiten.KeyDigit0 + ebiten.Key(n))
		return true
	}
	if b := l.Button(item); b != nil {
		d.ClickRect(b.GetWidget().Rect)
		return true
	}
	return false
}

// Arrows moves a cursor dx squares across and dy down: with the arrow
// keys, or with the first gamepad's D-pad when pad is set.
func (d *Driver) Arrows(dx, dy int, pad bool) {
	d.T.Helper()
	steps := func(k ebiten.Key, b ebiten.StandardGamepadButton, n int) {
		for range n {
			if pad {
				d.Button(b)
			} else {
				d.Key(k)
			}
		}
	}
	if dx > 0 {
		steps(ebiten.KeyArrowRight, ebiten.StandardGamepadButtonLeftRight, dx)
	} else {
		steps(ebiten.KeyArrowLeft, ebiten.StandardGamepadButtonLeftLeft, -dx)
	}
	if dy > 0 {
		steps(ebiten.KeyArrowDown, ebiten.StandardGamepadButtonLeftBottom, dy)
	} else {
		steps(ebiten.KeyArrowUp, ebiten.StandardGamepadButtonLeftTop, -dy)
	}
}

// Confirm presses Enter, or the first gamepad's A when pad is set.
func (d *Driver) Confirm(pad bool) {
	d.T.Helper()
	if pad {
		d.Button(ebiten.StandardGamepadButtonRightBottom)
	} else {
		d.Key(ebiten.KeyEnter)
	}
}

// Mid returns the middle of r.
func Mid(r image.Rectangle) (int, int) {
	return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2
}

// PadPerSide connects two gamepads and seats each at its side of c: the
// first pad plays side 0, the second side 1.
func (d *Driver) PadPerSide(c table.Table) {
	d.T.Helper()
	s, ok := c.(interface{ SetSeating(table.Seating) })
	if !ok {
		d.T.Fatalf("%T cannot be seated", c)
	}
	d.Src.ConnectPad(0)
	d.Src.ConnectPad(1)
	s.SetSeating(table.Seating{Sides: [][]table.Controller{{table.PadController(0)}, {table.PadController(1)}}})
}

// ScaledDriver returns a driver of an app with the tables of kinds on a
// 1280x720 screen at the UI scale given.
func ScaledDriver(t *testing.T, kinds []table.Kind, scale int) *Driver {
	d := NewDriverSized(t, kinds, image.Pt(1280, 720))
	d.App.Settings.UIScale = scale
	return d
}

// AtScales runs test as a subtest at the UI scales of 100 % and 125 %.
func AtScales(t *testing.T, test func(t *testing.T, scale int)) {
	t.Helper()
	for _, scale := range []int{100, 125} {
		t.Run(fmt.Sprintf("%d%%", scale), func(t *testing.T) { test(t, scale) })
	}
}
