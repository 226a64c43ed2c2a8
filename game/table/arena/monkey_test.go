package arena

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestRandomInputNeverBreaksTheTable throws random clicks, keys and pad
// buttons at a bout of The Terraces against the computer (heights,
// shields, bows): the table never panics, and the bout goes on.
func TestRandomInputNeverBreaksTheTable(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	d.DrawEvery = 6
	c := openTable(t, d.App, scenarioSetup(t, "the-terraces", 4, nil), []session.Sitter{session.Human, session.Computer}, nil)
	d.Src.ConnectPad(0)
	rng := rand.New(rand.NewPCG(7, 11))
	keys := []ebiten.Key{ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp,
		ebiten.KeyArrowDown, ebiten.KeyQ, ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyU}
	pads := []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight,
		ebiten.StandardGamepadButtonFrontBottomRight, ebiten.StandardGamepadButtonRightLeft, ebiten.StandardGamepadButtonLeftLeft,
		ebiten.StandardGamepadButtonLeftRight, ebiten.StandardGamepadButtonLeftTop, ebiten.StandardGamepadButtonLeftBottom}
	w, h := d.App.Size()
	for range 100 {
		if d.Window() != nil { // a menu or the end: close it and go on
			d.Key(ebiten.KeyEscape)
			continue
		}
		switch rng.IntN(4) {
		case 0, 1:
			r := c.board.rect
			if rng.IntN(3) == 0 {
				d.Click(rng.IntN(w), rng.IntN(h))
			} else if !r.Empty() {
				d.Click(r.Min.X+rng.IntN(r.Dx()), r.Min.Y+rng.IntN(r.Dy()))
			}
		case 2:
			d.Key(keys[rng.IntN(len(keys))])
		default:
			d.Button(pads[rng.IntN(len(pads))])
		}
		if d.App.Table() != c {
			break // a button of the end led elsewhere
		}
		if c.inspect >= len(c.Game().Fighters()) {
			t.Fatalf("the fighter described %d is past the %d fighters", c.inspect, len(c.Game().Fighters()))
		}
	}
	t.Logf("%d actions played, %s", c.ses.Position(), c.Game().Progress())
	if c.ses.Position() < 2 {
		t.Errorf("random input played only %d actions", c.ses.Position())
	}
}
