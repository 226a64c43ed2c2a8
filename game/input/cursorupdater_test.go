package input

import (
	"image"
	"testing"

	ebuiinput "github.com/ebitenui/ebitenui/input"
	"github.com/hajimehoshi/ebiten/v2"
)

// TestCursorUpdater checks the ebitenui adapter tick by tick: each row is
// the left button's state and what the adapter must then report.
func TestCursorUpdater(t *testing.T) {
	s, l := newLayer(t)
	cu := l.CursorUpdater()
	s.MoveMouse(120, 80)
	for tick, c := range []struct {
		down                    bool
		pressed, just, released bool
	}{
		{false, false, false, false},
		{true, true, true, false},
		{true, true, false, false},
		{false, false, false, true},
		{false, false, false, false},
		{true, true, true, false},
		{false, false, false, true},
	} {
		if c.down {
			s.MouseDown(ebiten.MouseButtonLeft)
		} else {
			s.MouseUp(ebiten.MouseButtonLeft)
		}
		l.Update()
		cu.Update()
		got := [3]bool{
			cu.MouseButtonPressed(ebiten.MouseButtonLeft),
			cu.MouseButtonJustPressed(ebiten.MouseButtonLeft),
			cu.MouseButtonJustReleased(ebiten.MouseButtonLeft),
		}
		if want := [3]bool{c.pressed, c.just, c.released}; got != want {
			t.Errorf("tick %d: pressed, just pressed, just released = %v, want %v", tick, got, want)
		}
		if cu.MouseButtonPressed(ebiten.MouseButtonRight) {
			t.Errorf("tick %d: right button reported pressed", tick)
		}
		cu.AfterUpdate()
	}
	if x, y := cu.CursorPosition(); x != 120 || y != 80 {
		t.Errorf("CursorPosition() = %d, %d; want 120, 80", x, y)
	}
	if cu.GetCursorImage(ebuiinput.CURSOR_DEFAULT) != nil || cu.GetCursorOffset(ebuiinput.CURSOR_DEFAULT) != (image.Point{}) {
		t.Error("the adapter has a cursor image or offset")
	}
}

// TestCursorUpdaterInstalled installs the adapter in ebitenui and checks
// that ebitenui's own functions now see the Script's mouse.
func TestCursorUpdaterInstalled(t *testing.T) {
	s, l := newLayer(t)
	ebuiinput.SetCursorUpdater(l.CursorUpdater())
	t.Cleanup(func() { ebuiinput.SetCursorUpdater(nil) })
	s.MoveMouse(7, 9)
	s.MouseDown(ebiten.MouseButtonLeft)
	l.Update()
	if !ebuiinput.MouseButtonJustPressed(ebiten.MouseButtonLeft) {
		t.Error("ebitenui does not see the press")
	}
	if x, y := ebuiinput.CursorPosition(); x != 7 || y != 9 {
		t.Errorf("ebitenui cursor = %d, %d; want 7, 9", x, y)
	}
	s.MouseUp(ebiten.MouseButtonLeft)
	l.Update()
	if !ebuiinput.MouseButtonJustReleased(ebiten.MouseButtonLeft) {
		t.Error("ebitenui does not see the release")
	}
}
