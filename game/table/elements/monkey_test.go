package elements

import (
	"image"
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestRandomInputNeverBreaksTheTable throws random clicks, keys and pad
// buttons at a game of Infiltration against the computer (hidden models,
// the muster, combats): the table never panics, never shows a position
// the session does not hold, and the game goes on.
func TestRandomInputNeverBreaksTheTable(t *testing.T) {
	gameloop.NeedWindow(t)
	d, f := rig.Drive(t, rig.Setup(t, "infiltration", 4, nil), []session.Sitter{session.Human, session.Computer}, nil)
	b := boardOf(f)
	d.DrawEvery = 4
	gametest.Monkey{Rounds: 150, Board: func() image.Rectangle { return b.drawer.rect }, Check: func() {
		if b.sel >= len(whole(f).Models()) {
			t.Fatalf("the selection %d is past the %d models", b.sel, len(whole(f).Models()))
		}
	}, Played: func() (int, string) { return f.Session().Position(), whole(f).Progress() }}.Run(d, f)
}
