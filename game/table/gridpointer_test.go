package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules/grid"
)

// TestGridPointerArrowsStayOnTheBoard: the arrows move the cursor a
// square at a time, show it, and stop at the board's edge.
func TestGridPointerArrowsStayOnTheBoard(t *testing.T) {
	s := input.NewScript()
	in := input.New(s)
	var p GridPointer
	tap := func(k ebiten.Key) {
		s.Tap(k)
		in.Update()
		p.Track(in, grid.Point{}, false, 3, 2)
	}
	tap(ebiten.KeyArrowLeft)
	tap(ebiten.KeyArrowUp)
	if p.Cursor != grid.Pt(0, 0) || !p.CursorOn {
		t.Fatalf("after left and up from a1: cursor %v shown %v, want (0,0) shown", p.Cursor, p.CursorOn)
	}
	for range 5 {
		tap(ebiten.KeyArrowRight)
		tap(ebiten.KeyArrowDown)
	}
	if p.Cursor != grid.Pt(2, 1) || p.Hover != p.Cursor || !p.HoverOn {
		t.Errorf("after many steps right and down on a 3x2 board: cursor %v hover %v, want (2,1) on both", p.Cursor, p.Hover)
	}
}

// TestGridPointerMouseRests: the cursor follows the mouse's square and
// hides; the tooltip waits TipDelay ticks on one square, and starts again
// on the next.
func TestGridPointerMouseRests(t *testing.T) {
	s := input.NewScript()
	in := input.New(s)
	in.Update() // the mouse seen at rest first
	p := GridPointer{CursorOn: true}
	at := grid.Pt(1, 1)
	tick := func() {
		in.Update()
		p.Track(in, at, true, 4, 4)
	}
	s.MoveMouse(10, 10)
	tick()
	if p.Cursor != at || p.CursorOn || !p.MouseOn {
		t.Fatalf("the mouse on %v: cursor %v shown %v, mouse in hand %v", at, p.Cursor, p.CursorOn, p.MouseOn)
	}
	for range TipDelay - 2 {
		tick()
	}
	if p.Dwelt() {
		t.Fatalf("dwelt after %d ticks, want %d", p.Still, TipDelay)
	}
	tick()
	if !p.Dwelt() {
		t.Fatalf("not dwelt after %d ticks", p.Still)
	}
	at = grid.Pt(2, 1)
	s.MoveMouse(20, 10)
	tick()
	if p.Dwelt() || p.Still != 1 || p.Rest != 0 {
		t.Errorf("on a new square: still %d, rest %d, want 1 and 0", p.Still, p.Rest)
	}
}

// TestGridPointerSnapsAndFollows: Snap goes round the spots; each seat
// keeps its own cursor.
func TestGridPointerSnapsAndFollows(t *testing.T) {
	var p GridPointer
	if _, fresh := p.Follow(0); !fresh {
		t.Fatal("seat 0's first cursor is not fresh")
	}
	spots := []grid.Point{grid.Pt(1, 0), grid.Pt(3, 2)}
	p.Snap(spots, true)
	p.Snap(spots, true)
	if p.Cursor != grid.Pt(3, 2) || p.Hover != p.Cursor {
		t.Fatalf("two snaps from a1: %v, want (3,2)", p.Cursor)
	}
	p.Follow(1)
	p.Point(grid.Pt(0, 4))
	if switched, _ := p.Follow(0); !switched || p.Cursor != grid.Pt(3, 2) {
		t.Errorf("back to seat 0: cursor %v, want its own (3,2)", p.Cursor)
	}
}
