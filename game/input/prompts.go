package input

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Prompt returns the label of intent i's binding on the last used device,
// for on-screen prompts: "Enter", "Esc", "Ctrl+Z" on the keyboard, "A",
// "LB", "Start" on a gamepad. Mouse users get the keyboard label. It
// returns "" when the device has no binding for i.
func (l *Layer) Prompt(i Intent) string {
	return PromptFor(i, l.last)
}

// PromptFor returns the label of intent i's first binding on device d
// (the keyboard's for the mouse), or "" when there is none.
func PromptFor(i Intent, d Device) string {
	if d == Mouse {
		d = Keyboard
	}
	for _, b := range bindings {
		if b.Intent == i && b.Device == d {
			return b.Label()
		}
	}
	return ""
}

// Label returns the binding as a player reads it, such as "Ctrl+Z",
// "Shift+Tab", "A" or "Left Stick Up".
func (b Binding) Label() string {
	switch {
	case b.Device == Keyboard:
		return b.Mods.String() + KeyLabel(b.Key)
	case b.IsStick():
		return stickLabel(b.Axis, b.Sign)
	case b.Device == Gamepad:
		return ButtonLabel(b.Button)
	}
	return ""
}

// KeyLabel returns the short name of key k as printed on keyboards.
func KeyLabel(k ebiten.Key) string {
	switch {
	case k >= ebiten.KeyDigit0 && k <= ebiten.KeyDigit9:
		return string(rune('0' + int(k-ebiten.KeyDigit0)))
	case k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpad9:
		return "Num " + string(rune('0'+int(k-ebiten.KeyNumpad0)))
	}
	switch k {
	case ebiten.KeyEnter:
		return "Enter"
	case ebiten.KeyNumpadEnter:
		return "Num Enter"
	case ebiten.KeyEscape:
		return "Esc"
	case ebiten.KeyBackspace:
		return "Backspace"
	case ebiten.KeySpace:
		return "Space"
	case ebiten.KeyArrowUp:
		return "Up"
	case ebiten.KeyArrowDown:
		return "Down"
	case ebiten.KeyArrowLeft:
		return "Left"
	case ebiten.KeyArrowRight:
		return "Right"
	case ebiten.KeyBracketLeft:
		return "["
	case ebiten.KeyBracketRight:
		return "]"
	}
	return k.String() // letters and function keys: "A", "F10"
}

// ButtonLabel returns the name of a standard gamepad button in the
// Xbox style: "A", "B", "X", "Y", "LB", "RB", "LT", "RT", "Start".
func ButtonLabel(b ebiten.StandardGamepadButton) string {
	switch b {
	case ebiten.StandardGamepadButtonRightBottom:
		return "A"
	case ebiten.StandardGamepadButtonRightRight:
		return "B"
	case ebiten.StandardGamepadButtonRightLeft:
		return "X"
	case ebiten.StandardGamepadButtonRightTop:
		return "Y"
	case ebiten.StandardGamepadButtonFrontTopLeft:
		return "LB"
	case ebiten.StandardGamepadButtonFrontTopRight:
		return "RB"
	case ebiten.StandardGamepadButtonFrontBottomLeft:
		return "LT"
	case ebiten.StandardGamepadButtonFrontBottomRight:
		return "RT"
	case ebiten.StandardGamepadButtonCenterLeft:
		return "Select"
	case ebiten.StandardGamepadButtonCenterRight:
		return "Start"
	case ebiten.StandardGamepadButtonCenterCenter:
		return "Home"
	case ebiten.StandardGamepadButtonLeftStick:
		return "LS"
	case ebiten.StandardGamepadButtonRightStick:
		return "RS"
	case ebiten.StandardGamepadButtonLeftTop:
		return "D-pad Up"
	case ebiten.StandardGamepadButtonLeftBottom:
		return "D-pad Down"
	case ebiten.StandardGamepadButtonLeftLeft:
		return "D-pad Left"
	case ebiten.StandardGamepadButtonLeftRight:
		return "D-pad Right"
	}
	return "?"
}

func stickLabel(a ebiten.StandardGamepadAxis, sign int8) string {
	_, horizontal := partnerAxis(a)
	name := "Left Stick "
	if a == ebiten.StandardGamepadAxisRightStickHorizontal || a == ebiten.StandardGamepadAxisRightStickVertical {
		name = "Right Stick "
	}
	switch {
	case horizontal && sign < 0:
		return name + "Left"
	case horizontal:
		return name + "Right"
	case sign < 0:
		return name + "Up"
	}
	return name + "Down"
}

// Glyph returns the prompt of intent i on the last used device in
// brackets, such as "[A]", "[LB]" or "[Enter]", or "" when the device has
// no binding for i. Text drawn by render.DrawPrompt shows each bracketed
// label as a picture of the button or key; widgets that show plain text
// show the bracketed name as it is.
func (l *Layer) Glyph(i Intent) string {
	return GlyphFor(i, l.last)
}

// GlyphFor returns PromptFor(i, d) in brackets, or "" when d has no
// binding for i.
func GlyphFor(i Intent, d Device) string {
	if p := PromptFor(i, d); p != "" {
		return "[" + p + "]"
	}
	return ""
}

// PadInHand reports whether a gamepad was used last: prompts then name its
// buttons, and never keys or the mouse.
func (l *Layer) PadInHand() bool { return l.last == Gamepad }

// Says returns keys when the keyboard or the mouse was used last and pad
// when a gamepad was: the wording of a prompt for the device in hand.
func (l *Layer) Says(keys, pad string) string {
	if l.PadInHand() {
		return pad
	}
	return keys
}

// keyboardWords are words that only make sense to a player holding the
// keyboard and mouse, matched as whole words without regard to case
// ("click" also matches "clicks").
var keyboardWords = []string{"click", "clicks", "right click", "esc", "enter", "[1]", "arrows", "arrow keys", "tab", "shift+tab", "ctrl+z", "number key", "wasd", "hover", "f10"}

// padWords are words that only make sense to a player holding a gamepad,
// matched as whole words with case (a lone "A" is a button, "a" an
// article).
var padWords = []string{"[A]", "[B]", "[X]", "[Y]", "LB", "RB", "LT", "RT", "[LB]", "[RB]", "[LT]", "[RT]", "[Start]", "[Back]", "D-pad", "stick"}

// Misfit returns the first word of the prompt s that belongs to a device
// other than d ("click" or "Esc" while a gamepad is in hand, "[A]" or
// "D-pad" while the keyboard or mouse is), or "" when s suits d. Tests of
// every screen's prompts use it.
func Misfit(s string, d Device) string {
	words, text := padWords, s
	if d == Gamepad {
		words, text = keyboardWords, strings.ToLower(s)
	}
	for _, w := range words {
		if hasWord(text, w) {
			return w
		}
	}
	return ""
}

// hasWord reports whether w occurs in s with no letter or digit right
// before or after it.
func hasWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !isWordByte(s[j-1])) && (end == len(s) || !isWordByte(s[end])) {
			return true
		}
		i = j + 1
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Pretend makes d the device used last, as if the player had just used it,
// until another device is used: screenshots show the prompts of a device
// nobody holds.
func (l *Layer) Pretend(d Device) { l.last = d }

// ParseDevice returns the device named "mouse", "keyboard" or "gamepad".
func ParseDevice(s string) (Device, bool) {
	for _, d := range []Device{Mouse, Keyboard, Gamepad} {
		if d.String() == s {
			return d, true
		}
	}
	return Mouse, false
}
