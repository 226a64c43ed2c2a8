package tunnel

import (
	"testing"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestMarksAllocateNothing: the board's highlights are worked out in
// every frame; with a model selected and nothing chosen yet (its reach,
// its foes and its doors all marked) that allocates nothing.
func TestMarksAllocateNothing(t *testing.T) {
	gameloop.NeedWindow(t)
	a := rig.App(t)
	b := openBattle(t, a, scenarioSetup(t, "lamplight-crossing", nil), []session.Sitter{session.Human, session.Computer}, nil)
	b.selectModel(b.Game().ModelByID('A'))
	b.updateMarks(a)
	if len(b.marks.Reach) == 0 {
		t.Fatal("no square marked for Gnome A's move")
	}
	if n := testing.AllocsPerRun(100, func() { b.updateMarks(a) }); n != 0 {
		t.Errorf("updateMarks allocates %.1f objects a frame, want 0", n)
	}
}
