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
	d := gametest.NewDriver(t, kinds)
	d.DrawEvery = 6
	c := openTable(t, d.App, scenarioSetup(t, "the-terraces", 4, nil), []session.Sitter{session.Human, session.Computer}, nil)
	gametest.Monkey{Rounds: 100, Board: func() image.Rectangle { return c.board.rect }, Check: func() {
		if c.inspect >= len(c.Game().Fighters()) {
			t.Fatalf("the fighter described %d is past the %d fighters", c.inspect, len(c.Game().Fighters()))
		}
	}}.Run(d, c)
	t.Logf("%d actions played, %s", c.ses.Position(), c.Game().Progress())
	if c.ses.Position() < 2 {
		t.Errorf("random input played only %d actions", c.ses.Position())
	}
}
