package table

import (
	"fmt"

	"skirmish/game/input"
)

// HintWords are a table's own words in its line of control hints: what
// the next-piece key picks ("model", "fighter") and what the mouse player
// is told ("" for no line).
type HintWords struct {
	Piece string
	Mouse string
}

// HintText returns the controls for the device in hand, buttons and keys
// in brackets (drawn as glyphs by render.DrawPrompt), or w.Mouse when the
// mouse was used last.
func HintText(in *input.Layer, w HintWords) string {
	g := in.Glyph
	switch in.LastDevice() {
	case input.Gamepad:
		return fmt.Sprintf("[D-pad] cursor · %s choose · %s back · %s next %s · %s the list · %s / %s undo / redo · %s menu · hold %s faster",
			g(input.Confirm), g(input.Back), g(input.NextModel), w.Piece, g(input.Panel), g(input.Undo), g(input.Redo), g(input.Menu), g(input.FastForward))
	case input.Keyboard:
		return fmt.Sprintf("Arrows/WASD: cursor · %s choose · %s back · %s next %s · %s the list · [1]-[9] an action · %s / %s undo / redo · %s menu · hold %s faster",
			g(input.Confirm), g(input.Back), g(input.NextModel), w.Piece, g(input.Panel), g(input.Undo), g(input.Redo), g(input.Menu), g(input.FastForward))
	}
	return w.Mouse
}
