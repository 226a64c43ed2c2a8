package battleaxe

import (
	"time"

	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/gametest"
	"skirmish/game/table"
	"skirmish/internal/gameloop"
)

// TestCouchEachPadItsHero plays the Test Crypt with a gamepad for each
// hero at one screen: no hand-over screen (the heroes share what they
// see), the other pad's buttons do nothing on the hero deciding, his own
// pad moves his cursor and ends his turn from the list, a hero is handed
// to another player's pad, and a hero handed to the computer plays his
// turns by himself until taken back.
func TestCouchEachPadItsHero(t *testing.T) {
	gameloop.NeedWindow(t)
	setup := rig.Setup(t, "the-test-crypt", 1, nil)
	d, c := drive(t, setup, gametest.Humans(2), nil)
	d.PadPerSide(c.f)
	a, x := ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightLeft
	right := ebiten.StandardGamepadButtonLeftRight
	d.TicksN(3)
	if c.side() != 0 {
		t.Fatalf("seat %d decides first, want 0", c.side())
	}
	cur := c.cursor
	d.PadButton(1, right)
	d.PadButton(1, a)
	if c.cursor != cur || c.ses.Position() != 0 {
		t.Fatalf("the second pad moved the first hero's cursor (%v -> %v) or played", cur, c.cursor)
	}
	d.PadButton(0, right)
	if c.cursor == cur {
		t.Error("the first pad does not move its hero's cursor")
	}
	// pad 0: X to the list, A on its first entry: the end of his turn
	d.PadButton(0, x)
	d.PadButton(0, a)
	if c.ses.Position() != 1 {
		t.Fatalf("the first pad did not end its hero's turn from the list (opts %v)", c.choices)
	}
	d.TicksN(2)
	if c.side() != 1 {
		t.Fatalf("seat %d decides after the first hero's end, want 1", c.side())
	}
	// the second hero's player hands him to the first's pad, who plays him
	if !padOption(d, c, 1, "Hand ") {
		t.Fatalf("the second pad found no hand-over to the other player in the list: %v", c.choices)
	}
	d.TicksN(2)
	if !c.f.Seating().Allows(1, table.PadController(0)) || c.f.Seating().Allows(1, table.PadController(1)) {
		t.Fatalf("after the hand-over the second hero's controllers are %v", c.f.Seating().Sides[1])
	}
	// then to the computer, from the list, by the first pad
	if !padOption(d, c, 0, "Computer plays") {
		t.Fatalf("the first pad found no hand-over to the computer in the list: %v", c.choices)
	}
	d.UntilWithin("the computer's turn for the second hero", time.Minute, func() bool { return c.ses.Position() > 1 })
	if !c.auto[1] {
		t.Fatal("the second hero is not the computer's")
	}
	found := false
	for _, o := range c.choices {
		found = found || o.Label == "Take back "+c.Game().MiniName(c.Game().SeatHero(1))
	}
	d.TicksN(3)
	if !found && !c.foes.on {
		t.Error("no way to take the second hero back in the list")
	}
}

// padOption chooses the first entry of the list starting with prefix with
// pad id: X to the list, down the D-pad to it, A.
func padOption(d *gametest.Driver, c *dungeon, id ebiten.GamepadID, prefix string) bool {
	item := -1
	for i, o := range c.choices {
		if len(o.Label) >= len(prefix) && o.Label[:len(prefix)] == prefix {
			item = c.f.List().ItemOfID(i)
			break
		}
	}
	if item < 0 {
		return false
	}
	if !c.f.PanelFocused() {
		d.PadButton(id, ebiten.StandardGamepadButtonRightLeft)
	}
	for range 60 {
		if c.f.List().Focus() == item {
			break
		}
		d.PadButton(id, ebiten.StandardGamepadButtonLeftBottom)
	}
	if c.f.List().Focus() != item {
		return false
	}
	d.PadButton(id, ebiten.StandardGamepadButtonRightBottom)
	return true
}
