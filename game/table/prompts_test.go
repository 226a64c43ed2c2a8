package table

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/input"
)

// TestCouchPromptsFollowTheDevice checks the hand-over and unplugged-pad
// prompts with the keyboard and with a gamepad in hand: the buttons of the
// device in hand, no word of the other's.
func TestCouchPromptsFollowTheDevice(t *testing.T) {
	src := input.NewScript()
	in := input.New(src)
	src.ConnectPad(0)
	seats := NewSeating(2)
	seats.Join(0, PadController(0))
	seats.Join(0, KeyboardMouse)
	for _, c := range []struct {
		use  func()
		dev  input.Device
		want string
	}{
		{func() { src.Tap(ebiten.KeyK) }, input.Keyboard, "[Enter]"},
		{func() { src.PadDown(0, ebiten.StandardGamepadButtonRightRight) }, input.Gamepad, "[A]"},
	} {
		c.use()
		in.Update()
		for _, s := range []string{readyPrompt(in, 0, &seats), readyPrompt(in, 1, &seats), takeOverPrompt(in)} {
			if w := input.Misfit(s, c.dev); w != "" {
				t.Errorf("%s in hand, a prompt says %q: %q", c.dev, w, s)
			}
			if !strings.Contains(s, c.want) {
				t.Errorf("%s in hand, a prompt does not name %s: %q", c.dev, c.want, s)
			}
		}
	}
}
