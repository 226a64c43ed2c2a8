package battleaxe

import (
	"math/rand/v2"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestRandomInputNeverBreaksTheTable throws random clicks, drags, wheel
// turns, keys and pad buttons at a game of the Troll Bridge (two heroes
// human, two the computer's): the table never panics, the camera stays on
// the dungeon, and the game goes on.
func TestRandomInputNeverBreaksTheTable(t *testing.T) {
	gameloop.NeedWindow(t)
	d := gametest.NewDriver(t, kinds)
	d.DrawEvery = 4
	setup := dungeonSetup(t, "the-troll-bridge", 4, nil)
	c := openTable(t, d.App, setup, []session.Sitter{session.Human, session.Computer, session.Human, session.Computer}, nil)
	d.Src.ConnectPad(0)
	rng := rand.New(rand.NewPCG(7, 11))
	keys := []ebiten.Key{ebiten.KeyTab, ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp,
		ebiten.KeyArrowDown, ebiten.KeyQ, ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4, ebiten.KeyU, ebiten.KeyP}
	pads := []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight,
		ebiten.StandardGamepadButtonFrontBottomRight, ebiten.StandardGamepadButtonRightLeft, ebiten.StandardGamepadButtonLeftLeft,
		ebiten.StandardGamepadButtonLeftRight, ebiten.StandardGamepadButtonLeftTop, ebiten.StandardGamepadButtonLeftBottom}
	w, h := d.App.Size()
	for range 250 {
		if d.Window() != nil {
			d.Key(ebiten.KeyEscape)
			continue
		}
		r := c.lay.board
		switch rng.IntN(6) {
		case 0, 1:
			if rng.IntN(3) == 0 {
				d.Click(rng.IntN(w), rng.IntN(h))
			} else if !r.Empty() {
				d.Click(r.Min.X+rng.IntN(r.Dx()), r.Min.Y+rng.IntN(r.Dy()))
			}
		case 2:
			if !r.Empty() { // a drag
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
		case 3:
			d.Key(keys[rng.IntN(len(keys))])
		default:
			d.Button(pads[rng.IntN(len(pads))])
		}
		if d.App.Table() != c {
			break
		}
		if cam := c.cam.s.Camera; cam.X < 0 || cam.Y < 0 || cam.X > float64(c.Game().Board().W) || cam.Y > float64(c.Game().Board().H) {
			t.Fatalf("the camera left the dungeon: %+v", cam)
		}
	}
	t.Logf("%d actions played, %s", c.ses.Position(), c.Game().Progress())
	if c.ses.Position() < 2 {
		t.Errorf("random input played only %d actions", c.ses.Position())
	}
}
