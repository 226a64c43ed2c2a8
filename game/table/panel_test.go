package table

import (
	"image"
	"strings"
	"testing"

	"skirmish/game/input"
	"skirmish/ui"
)

// TestFoldHintNamesTheToggle: the hint bars name the key or the button
// that folds the side panel, for the device in hand, only in the TV
// layout; the folded panel is narrower than the expanded one, at most
// FoldedShare of the window.
func TestFoldHintNamesTheToggle(t *testing.T) {
	in := input.New(input.NewScript())
	tv, desk := ui.NewTVTheme(4.0/3, nil, false), ui.NewTheme(1, nil, false)
	if got := WithFoldHint("[A] choose", in, desk, false); got != "[A] choose" {
		t.Errorf("outside the TV layout: %q", got)
	}
	for _, c := range []struct {
		dev    input.Device
		folded bool
		want   string
	}{
		{input.Gamepad, false, "[A] choose · [Select] fold panel"},
		{input.Gamepad, true, "[A] choose · [Select] whole panel"},
		{input.Keyboard, false, "[A] choose · [P] fold panel"},
		{input.Mouse, true, "[A] choose · [P] whole panel"},
	} {
		in.Pretend(c.dev)
		if got := WithFoldHint("[A] choose", in, tv, c.folded); got != c.want {
			t.Errorf("%s, folded %v: %q, want %q", c.dev, c.folded, got, c.want)
		}
	}
	if got := WithFoldHint("", in, tv, false); strings.HasPrefix(got, " ") {
		t.Errorf("the fold hint alone: %q", got)
	}
	for _, size := range []image.Point{image.Pt(1280, 720), image.Pt(1920, 1080)} {
		open, folded := SidePanelWidth(tv, size.X, 440, false), SidePanelWidth(tv, size.X, 440, true)
		if folded >= open || folded > int(float64(size.X)*FoldedShare) {
			t.Errorf("%dx%d: the folded panel is %d px wide, the expanded %d", size.X, size.Y, folded, open)
		}
	}
}
