package gametest

import (
	"image"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/table"
)

// MonkeyKeys are the keys RandomInput presses.
var MonkeyKeys = []ebiten.Key{ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp,
	ebiten.KeyArrowDown, ebiten.KeyQ, ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyU}

// MonkeyPads are the gamepad buttons RandomInput presses.
var MonkeyPads = []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight,
	ebiten.StandardGamepadButtonFrontBottomRight, ebiten.StandardGamepadButtonRightLeft, ebiten.StandardGamepadButtonLeftLeft,
	ebiten.StandardGamepadButtonLeftRight, ebiten.StandardGamepadButtonLeftTop, ebiten.StandardGamepadButtonLeftBottom}

// Monkey is a run of random input at a table, for the tests that it
// never breaks.
type Monkey struct {
	// Rounds is how many inputs to throw.
	Rounds int
	// Keys are the keys to press: MonkeyKeys when nil.
	Keys []ebiten.Key
	// Board returns where the table's board lies now: two clicks of three
	// fall on it.
	Board func() image.Rectangle
	// Drags adds drags on the board to the clicks, keys and buttons.
	Drags bool
	// Check, when set, checks the table after each input.
	Check func()
	// Played, when set, says how many actions the game has played and how
	// it stands: Run logs it at the end, and fails when the random input
	// played fewer than two actions (the game did not go on).
	Played func() (n int, progress string)
}

// Run connects the first gamepad and throws m.Rounds random clicks, keys
// and pad buttons (and drags) at c, from a generator seeded the same
// every time; an open window (a menu, the end) is closed with Escape. It
// stops early when c is no longer the table shown; then it checks that
// the game went on (m.Played).
func (m Monkey) Run(d *Driver, c table.Table) {
	d.T.Helper()
	d.Src.ConnectPad(Pad0)
	rng := rand.New(rand.NewPCG(7, 11))
	keys := m.Keys
	if keys == nil {
		keys = MonkeyKeys
	}
	w, h := d.App.Size()
	for range m.Rounds {
		if d.Window() != nil { // a menu or the end: close it and go on
			d.Key(ebiten.KeyEscape)
			continue
		}
		var n int // 0, 1 a click, 2 a key, else a pad button; -1 a drag
		if !m.Drags {
			n = rng.IntN(4)
		} else if n = rng.IntN(6); n == 2 {
			n = -1
		} else if n > 2 {
			n--
		}
		r := m.Board()
		switch n {
		case -1:
			m.drag(d, rng, r)
		case 0, 1:
			if rng.IntN(3) == 0 {
				d.Click(rng.IntN(w), rng.IntN(h))
			} else if !r.Empty() {
				d.Click(r.Min.X+rng.IntN(r.Dx()), r.Min.Y+rng.IntN(r.Dy()))
			}
		case 2:
			d.Key(keys[rng.IntN(len(keys))])
		default:
			d.Button(MonkeyPads[rng.IntN(len(MonkeyPads))])
		}
		if d.App.Table() != c {
			break // a button of the end led elsewhere
		}
		if m.Check != nil {
			m.Check()
		}
	}
	if m.Played != nil {
		n, progress := m.Played()
		d.T.Logf("%d actions played, %s", n, progress)
		if n < 2 {
			d.T.Errorf("random input played only %d actions", n)
		}
	}
}

// drag drags the mouse from a random point of the board r by up to 150
// pixels each way.
func (m Monkey) drag(d *Driver, rng *rand.Rand, r image.Rectangle) {
	if r.Empty() {
		return
	}
	x, y := r.Min.X+rng.IntN(r.Dx()), r.Min.Y+rng.IntN(r.Dy())
	d.Src.MoveMouse(x, y)
	d.Tick()
	d.Src.MouseDown(ebiten.MouseButtonLeft)
	d.Tick()
	d.Src.MoveMouse(x+rng.IntN(300)-150, y+rng.IntN(300)-150)
	d.Tick()
	d.Src.MouseUp(ebiten.MouseButtonLeft)
	d.Tick()
}
