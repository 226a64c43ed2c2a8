package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
	"skirmish/rules/grid"
)

// TestGridPointerArrowsStayOnTheBoard: the arrows move the cursor a square
// at a time and show it, never off a board of 3 by 2 squares; the square
// pointed at follows it.
func TestGridPointerArrowsStayOnTheBoard(t *testing.T) {
	src := input.NewScript()
	in := input.New(src)
	var p GridPointer
	press := func(k ebiten.Key) {
		src.Press(k)
		in.Update()
		p.Track(in, grid.Point{}, false, 3, 2)
		src.Release(k)
		in.Update()
	}
	for range 5 {
		press(ebiten.KeyArrowRight)
	}
	press(ebiten.KeyArrowDown)
	press(ebiten.KeyArrowDown)
	if want := grid.Pt(2, 1); p.Cursor != want || !p.CurOn || p.Hover != want || !p.HoverOn {
		t.Errorf("after the arrows: %+v, want the cursor shown on %v", p, want)
	}
	press(ebiten.KeyArrowLeft)
	if want := grid.Pt(1, 1); p.Cursor != want {
		t.Errorf("left: the cursor on %v, want %v", p.Cursor, want)
	}
}
