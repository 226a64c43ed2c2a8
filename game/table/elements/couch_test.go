package elements

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
	el "skirmish/rules/elements"
)

// TestCouchEachPadItsSide plays the muster of Rooftop Duel with a gamepad
// for each side at one screen: the hand-over screen waits for the pad of
// the side it is handed to (the other pad's A does nothing), and the list
// answers only the pad of the side deciding.
func TestCouchEachPadItsSide(t *testing.T) {
	gameloop.NeedWindow(t)
	d, f := rig.Drive(t, rig.Setup(t, "rooftop-duel", 1, nil), []session.Sitter{session.Human, session.Human}, nil)
	b := boardOf(f)
	d.PadPerSide(f)
	a, x := ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightLeft
	d.TicksN(3)
	if !f.Privacy().Covered() || f.Privacy().For() != 0 {
		t.Fatalf("the muster is not handed to the Crane Clan first: covered %v for %d", f.Privacy().Covered(), f.Privacy().For())
	}
	d.PadButton(1, a)
	if !f.Privacy().Covered() {
		t.Fatal("the Raven Clan's pad uncovered the Crane Clan's muster")
	}
	d.PadButton(0, a)
	if f.Privacy().Covered() {
		t.Fatal("the Crane Clan's pad did not uncover its muster")
	}
	d.Tick()
	// the other pad cannot choose for the Crane Clan
	d.PadButton(1, x)
	d.PadButton(1, a)
	if whole(f).Ready(0) || whole(f).Ready(1) {
		t.Fatal("the Raven Clan's pad chose in the Crane Clan's muster")
	}
	// its own pad: X goes to the list, A takes its first entry, Ready
	d.PadButton(0, x)
	d.PadButton(0, a)
	if !whole(f).Ready(0) {
		t.Fatalf("the Crane Clan's pad did not declare its force ready (opts %v)", labels(b))
	}
	d.TicksN(2)
	if !f.Privacy().Covered() || f.Privacy().For() != 1 {
		t.Fatalf("the screen is not handed to the Raven Clan: covered %v for %d", f.Privacy().Covered(), f.Privacy().For())
	}
	d.PadButton(0, a)
	if !f.Privacy().Covered() {
		t.Fatal("the Crane Clan's pad uncovered the Raven Clan's muster")
	}
	d.PadButton(1, a)
	d.Tick()
	d.PadButton(1, x)
	d.PadButton(1, a)
	if whole(f).Phase() != el.PhaseAct {
		t.Fatalf("phase %d after both pads declared ready", whole(f).Phase())
	}
}
