package battleaxe

import (
	"image"
	"slices"
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
	setup := rig.Setup(t, "the-troll-bridge", 4, nil)
	d, c := drive(t, setup, []session.Sitter{session.Human, session.Computer, session.Human, session.Computer}, nil)
	d.DrawEvery = 4
	gametest.Monkey{Rounds: 250, Keys: append(slices.Clone(gametest.MonkeyKeys), ebiten.KeyP), Board: func() image.Rectangle { return c.lay.board }, Drags: true, Check: func() {
		if cam := c.cam.s.Camera; cam.X < 0 || cam.Y < 0 || cam.X > float64(c.Game().Board().W) || cam.Y > float64(c.Game().Board().H) {
			t.Fatalf("the camera left the dungeon: %+v", cam)
		}
	}, Played: func() (int, string) { return c.ses.Position(), c.Game().Progress() }}.Run(d, c.f)
}
