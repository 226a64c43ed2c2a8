package arena

import (
	"image"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestRandomInputNeverBreaksTheTable throws random clicks, keys and pad
// buttons at a bout of The Terraces against the computer (heights,
// shields, bows): the table never panics, and the bout goes on.
func TestRandomInputNeverBreaksTheTable(t *testing.T) {
	gameloop.NeedWindow(t)
	d, f := rig.Drive(t, rig.Setup(t, "the-terraces", 4, nil), []session.Sitter{session.Human, session.Computer}, nil)
	c := bd(f)
	d.DrawEvery = 6
	gametest.Monkey{Rounds: 100, Board: func() image.Rectangle { return c.board.rect }, Check: func() {
		if c.inspect >= len(c.game().Fighters()) {
			t.Fatalf("the fighter described %d is past the %d fighters", c.inspect, len(c.game().Fighters()))
		}
	}, Played: func() (int, string) { return c.f.Session().Position(), c.game().Progress() }}.Run(d, f)
}
