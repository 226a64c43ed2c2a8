package magewinds

import (
	"testing"

	"skirmish/game/gametest"
	"skirmish/game/session"
	"skirmish/internal/gameloop"
	mw "skirmish/rules/magewinds"
)

// TestEndButtonsShowOnce opens a battle that is over: the end window
// offers the ways on, and the panel does not offer them too ("the
// game-over buttons appear twice (dialog and panel)", issue 14) until the
// window is closed.
func TestEndButtonsShowOnce(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := reactionSetup(t)
	a := sizedApp(t, 1280, 800, 125)
	over := func(g *mw.Game) bool { return g.Phase == mw.PhaseOver }
	m := openAt(t, a, setup, []session.Sitter{session.Human, session.Human}, mageActions(t, setup, over))
	m.Uncover()
	gametest.Frame(t, a, "magewinds-end-once")
	if !m.Modal().Shown() {
		t.Fatal("no end window over a battle that is over")
	}
	if gametest.FindButton(m.UI(), nil, "Rematch") != nil {
		t.Error("the panel shows Rematch while the end window shows it too")
	}
	m.Modal().Close()
	gametest.Frame(t, a, "magewinds-end-closed")
	if gametest.FindButton(m.UI(), nil, "Rematch") == nil {
		t.Error("no Rematch in the panel once the end window is closed")
	}
}
