package tunnel

import (
	"testing"

	"skirmish/game/session"
	"skirmish/internal/gameloop"
)

// TestClickOnAFriendSelectsIt: Lamplight Crossing, Gnome A moved to j3
// facing south, its friend Lamplighter B on j4 in front of it and no foe
// in reach. With A selected the board marks no target on B; a click on B
// selects B and attacks nothing. A friend can still be attacked, through
// the action list only: the folded group "Swing at a friend (1)", then
// "Swing at your own Lamplighter B (j4)", then the confirmation "Swing at
// your own Lamplighter B with N Stamina".
func TestClickOnAFriendSelectsIt(t *testing.T) {
	d, b := gnomeBesideFriend(t)
	g := b.Game()
	gnome, friend := g.ModelByID('A'), g.ModelByID('B')
	d.clickSquare(g.Model(gnome).At)
	if b.p.sel != gnome {
		t.Fatalf("after clicking Gnome A the selection is %d, want %d", b.p.sel, gnome)
	}
	d.Tick()
	for _, q := range b.marks.Targets {
		if q == boardPoint(g.Model(friend).At) {
			t.Fatalf("the board marks the friend on %s as a target", g.Model(friend).At)
		}
	}
	moves := b.f.Session().History().Len()
	d.clickSquare(g.Model(friend).At)
	if b.p.sel != friend || b.p.mode != modeIdle {
		t.Fatalf("after clicking the friend: selection %d, mode %d; want %d selected, idle", b.p.sel, b.p.mode, friend)
	}
	if b.f.Session().History().Len() != moves {
		t.Fatalf("clicking the friend applied an action")
	}

	// The action list: a friend is attacked only when the player says so.
	d.clickSquare(g.Model(gnome).At)
	if d.CurrentButton("Swing at your own") != nil {
		t.Fatal("the swing at a friend shows before its group is opened")
	}
	d.clickButton("Swing at a friend (1)")
	d.clickButton("Swing at your own Lamplighter B (j4)")
	if b.p.mode != modeCommit || b.p.target != g.Model(friend).At {
		t.Fatalf("after choosing the swing at the friend: mode %d, target %s", b.p.mode, b.p.target)
	}
	if b.f.Session().History().Len() != moves {
		t.Fatalf("the swing at the friend was made before it was confirmed")
	}
	d.clickButton("Swing at your own Lamplighter B with ")
	if b.f.Session().History().Len() != moves+1 {
		t.Fatalf("the confirmed swing at the friend was not applied")
	}
}

// gnomeBesideFriend opens Lamplight Crossing, a human against the
// computer, after Gnome A moved to j3 facing south, its friend Lamplighter
// B on j4 in front of it.
func gnomeBesideFriend(t *testing.T) (*driver, *Battle) {
	t.Helper()
	gameloop.NeedWindow(t)
	d := newDriver(t)
	d.App.StartGame(scenarioSetup(t, "lamplight-crossing", nil), []session.Sitter{session.Human, session.Computer}, parseAll(t, "A move k3-j3 S"))
	d.Tick()
	b := d.battle()
	if b == nil {
		t.Fatalf("scene %T, want the Tunnel table", d.App.Scene())
	}
	return d, b
}
