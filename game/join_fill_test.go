package game

import (
	"slices"
	"testing"

	"skirmish/game/session"
	"skirmish/game/table"
)

// TestJoinSharesTheFreeSides: a game of four human heroes with two pads
// joined begins with the free sides given to the pads in turn; the
// computer's side stays the computer's; with nobody joined it cannot begin.
func TestJoinSharesTheFreeSides(t *testing.T) {
	h, c := session.Human, session.Computer
	j := NewJoinScene(session.Setup{}, []session.Sitter{h, h, c, h, h}, nil)
	if j.ready() {
		t.Fatal("ready with nobody joined")
	}
	p0, p1 := table.PadController(0), table.PadController(1)
	j.seats.Join(0, p0)
	j.seats.Join(1, p1)
	if !j.ready() {
		t.Fatal("not ready with two pads joined")
	}
	got := j.filled()
	want := [][]table.Controller{{p0}, {p1}, nil, {p0}, {p1}}
	if !slices.EqualFunc(got.Sides, want, func(a, b []table.Controller) bool { return slices.Equal(a, b) }) {
		t.Errorf("sides %v, want %v", got.Sides, want)
	}
	if len(j.seats.Sides[3]) != 0 {
		t.Error("filling changed the join screen's own seats")
	}
}
