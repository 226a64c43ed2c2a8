package game

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// TestJoinPromptFollowsTheDevice checks the join screen's instructions
// with the keyboard, then a gamepad, then the keyboard again in hand: the
// buttons of the device in hand, no word of the other's.
func TestJoinPromptFollowsTheDevice(t *testing.T) {
	src := input.NewScript()
	in := input.New(src)
	src.ConnectPad(0)
	for _, c := range []struct {
		use  func()
		dev  input.Device
		want string
	}{
		{func() { src.Tap(ebiten.KeyK) }, input.Keyboard, "[Enter]"},
		{func() { src.PadDown(0, ebiten.StandardGamepadButtonRightRight) }, input.Gamepad, "[A]"},
		{func() { src.PadUp(0, ebiten.StandardGamepadButtonRightRight); src.Tap(ebiten.KeyK) }, input.Keyboard, "[Enter]"},
	} {
		c.use()
		in.Update()
		s := joinPrompt(in)
		if w := input.Misfit(s, c.dev); w != "" {
			t.Errorf("%s in hand, the join screen says %q: %q", c.dev, w, s)
		}
		if !strings.Contains(s, c.want) {
			t.Errorf("%s in hand, the join screen does not name %s: %q", c.dev, c.want, s)
		}
	}
}
