package table

import (
	"fmt"

	"skirmish/game/input"
	"skirmish/render"
)

// HintLine keeps the line of control hints under a board, made again only
// when the device in hand, the width, the panel's fold or the phase
// changes. The zero value is ready.
type HintLine struct {
	dev    input.Device
	width  int
	phase  int
	folded bool
	made   bool
	s      string
}

// Forget makes the line again at the next Line (a new theme).
func (h *HintLine) Forget() { h.made = false }

// Line returns the controls of the device in hand for the ruleset's phase,
// fitted to width: HintText with w, or, when that does not fit in the
// theme's small face, a short line (shortMouse for the mouse), either
// with the fold hint (WithFoldHint).
func (h *HintLine) Line(a Host, width, phase int, w HintWords, shortMouse string) string {
	in := a.In()
	folded := a.Prefs().Folded
	if h.made && h.dev == in.LastDevice() && h.width == width && h.folded == folded && h.phase == phase {
		return h.s
	}
	h.made, h.dev, h.width, h.folded, h.phase = true, in.LastDevice(), width, folded, phase
	face := a.Theme().Small
	s := HintText(in, w)
	s = WithFoldHint(s, in, a.Theme(), folded)
	if render.MeasurePrompt(s, face) > float64(width) {
		g := in.Glyph
		s = fmt.Sprintf("%s choose · %s back · %s next · %s list · %s undo · %s menu", g(input.Confirm), g(input.Back), g(input.NextModel), g(input.Panel), g(input.Undo), g(input.Menu))
		if in.LastDevice() == input.Mouse {
			s = shortMouse
		}
		s = WithFoldHint(s, in, a.Theme(), folded)
	}
	h.s = s
	return s
}
