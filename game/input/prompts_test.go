package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestPrompt lists, for each intent, its prompt on the keyboard (also shown
// to mouse users) and on a gamepad ("" where the pad has no binding).
func TestPrompt(t *testing.T) {
	for _, c := range []struct {
		i        Intent
		key, pad string
	}{
		{Up, "Up", "D-pad Up"},
		{Down, "Down", "D-pad Down"},
		{Left, "Left", "D-pad Left"},
		{Right, "Right", "D-pad Right"},
		{Confirm, "Enter", "A"},
		{Back, "Esc", "B"},
		{NextModel, "Tab", "Y"},
		{PrevModel, "Shift+Tab", ""},
		{Undo, "Ctrl+Z", "LB"},
		{Panel, "Q", "X"},
		{Redo, "Ctrl+Y", "RB"},
		{Menu, "F10", "Start"},
		{FocusNext, "]", ""},
		{FocusPrev, "[", ""},
		{FastForward, "F", "LT"},
		{Option1, "1", ""},
		{Option5, "5", ""},
		{Option9, "9", ""},
		{Fullscreen, "F11", ""},
	} {
		for _, d := range []struct {
			dev  Device
			want string
		}{{Keyboard, c.key}, {Mouse, c.key}, {Gamepad, c.pad}} {
			if got := PromptFor(c.i, d.dev); got != d.want {
				t.Errorf("PromptFor(%s, %s) = %q, want %q", c.i, d.dev, got, d.want)
			}
		}
	}
}

// TestPromptFollowsLastDevice checks that Layer.Prompt switches with the
// device in use.
func TestPromptFollowsLastDevice(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(0)
	if got := l.Prompt(Undo); got != "Ctrl+Z" {
		t.Fatalf("mouse: Prompt(Undo) = %q, want Ctrl+Z", got)
	}
	s.PadDown(0, ebiten.StandardGamepadButtonRightBottom)
	l.Update()
	if got := l.Prompt(Undo); got != "LB" {
		t.Fatalf("gamepad: Prompt(Undo) = %q, want LB", got)
	}
	s.Press(ebiten.KeyK)
	l.Update()
	if got := l.Prompt(Confirm); got != "Enter" {
		t.Fatalf("keyboard: Prompt(Confirm) = %q, want Enter", got)
	}
}

// TestLabels checks the labels of the other bindings.
func TestLabels(t *testing.T) {
	for _, c := range []struct {
		b    Binding
		want string
	}{
		{keyMod(Redo, Ctrl|Shift, ebiten.KeyZ), "Ctrl+Shift+Z"},
		{keyMod(Fullscreen, Alt, ebiten.KeyEnter), "Alt+Enter"},
		{key(Option4, ebiten.KeyNumpad4), "Num 4"},
		{key(Confirm, ebiten.KeyNumpadEnter), "Num Enter"},
		{key(Confirm, ebiten.KeySpace), "Space"},
		{key(Back, ebiten.KeyBackspace), "Backspace"},
		{key(Up, ebiten.KeyW), "W"},
		{pad(Undo, ebiten.StandardGamepadButtonFrontTopLeft), "LB"},
		{stick(Up, ly, -1), "Left Stick Up"},
		{stick(Right, lx, 1), "Left Stick Right"},
		{stick(Down, ebiten.StandardGamepadAxisRightStickVertical, 1), "Right Stick Down"},
	} {
		if got := c.b.Label(); got != c.want {
			t.Errorf("Label() = %q, want %q", got, c.want)
		}
	}
}

// TestGlyphFollowsLastDevice checks the bracketed prompts: the keyboard's
// keys until a gamepad is used, its buttons after, nothing for an intent
// the pad has no binding for.
func TestGlyphFollowsLastDevice(t *testing.T) {
	s, l := newLayer(t)
	s.ConnectPad(0)
	if got, want := l.Glyph(Confirm)+l.Glyph(Option1), "[Enter][1]"; got != want {
		t.Fatalf("mouse: %q, want %q", got, want)
	}
	if l.PadInHand() || l.Says("keys", "pad") != "keys" {
		t.Fatal("the mouse is in hand: PadInHand or Says names the pad")
	}
	s.PadDown(0, ebiten.StandardGamepadButtonRightRight)
	l.Update()
	if got, want := l.Glyph(Confirm)+l.Glyph(Option1)+l.Glyph(Undo), "[A][LB]"; got != want {
		t.Fatalf("gamepad: %q, want %q", got, want)
	}
	if !l.PadInHand() || l.Says("keys", "pad") != "pad" {
		t.Fatal("a gamepad is in hand: PadInHand or Says names the keys")
	}
}

// TestMisfit lists prompts with the word that does not suit the device in
// hand.
func TestMisfit(t *testing.T) {
	for _, c := range []struct {
		s    string
		d    Device
		want string
	}{
		{"Click a die, or choose below.", Gamepad, "click"},
		{"Choose the facing with the arrows, then [A].", Gamepad, "arrows"},
		{"Esc goes back.", Gamepad, "esc"},
		{"[1] Move", Gamepad, "[1]"},
		{"Hover for details.", Gamepad, "hover"},
		{"Right clicks go back.", Gamepad, "clicks"},
		{"Open the table and pick a tablet.", Gamepad, ""}, // "tab" is not a word here
		{"Press [A] when ready.", Gamepad, ""},
		{"Press [A] when ready.", Keyboard, "[A]"},
		{"[LB] / [RB]: undo / redo", Mouse, "LB"},
		{"Move the cursor with the D-pad.", Keyboard, "D-pad"},
		{"Press a key: A to attack.", Keyboard, ""}, // a key called A is no button
		{"Press [Enter] when ready.", Keyboard, ""},
		{"Click a die.", Mouse, ""},
	} {
		if got := Misfit(c.s, c.d); got != c.want {
			t.Errorf("Misfit(%q, %s) = %q, want %q", c.s, c.d, got, c.want)
		}
	}
}
