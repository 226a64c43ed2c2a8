package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTyped: the keys pressed in a tick type their characters in order,
// capitals with Shift held, Backspace, Enter and Escape as control
// characters; a key held gives no second character.
func TestTyped(t *testing.T) {
	s := NewScript()
	l := New(s)
	s.Press(ebiten.KeyShiftLeft)
	s.Tap(ebiten.KeyA)
	s.Release(ebiten.KeyShiftLeft)
	s.Tap(ebiten.KeyD, ebiten.KeyQuote, ebiten.KeySpace, ebiten.KeyDigit2, ebiten.KeyMinus, ebiten.KeyBackspace, ebiten.KeyEnter, ebiten.KeyEscape)
	l.Update()
	if got := string(l.Typed(nil)); got != "Ad' 2-\b\n\x1b" {
		t.Errorf("typed %q", got)
	}
	s.Press(ebiten.KeyW)
	l.Update()
	if got := string(l.Typed(nil)); got != "w" {
		t.Errorf("W pressed typed %q", got)
	}
	l.Update()
	if got := string(l.Typed(nil)); got != "" {
		t.Errorf("W held typed %q again", got)
	}
}
