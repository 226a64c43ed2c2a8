package input

import "github.com/hajimehoshi/ebiten/v2"

// Mods is a set of keyboard modifiers.
type Mods uint8

// The modifiers. Ctrl is either Control key or, for macOS players, either
// Meta (Command) key.
const (
	Ctrl Mods = 1 << iota
	Shift
	Alt
)

// String returns the modifiers as a prompt prefix, such as "Ctrl+Shift+".
func (m Mods) String() string {
	s := ""
	if m&Ctrl != 0 {
		s += "Ctrl+"
	}
	if m&Shift != 0 {
		s += "Shift+"
	}
	if m&Alt != 0 {
		s += "Alt+"
	}
	return s
}

// Binding ties one key, gamepad button or stick direction to an intent.
//
// A keyboard binding fires only when exactly its modifiers are held, so
// Ctrl+S is not S and Shift+Tab is not Tab. A gamepad binding is either a
// button (Sign == 0) or a direction of a stick axis (Sign is -1 or +1).
type Binding struct {
	Intent Intent
	Device Device
	Key    ebiten.Key                   // Key is the key of a keyboard binding.
	Mods   Mods                         // Mods are the modifiers a keyboard binding needs.
	Button ebiten.StandardGamepadButton // Button is the button of a gamepad button binding.
	Axis   ebiten.StandardGamepadAxis   // Axis is the axis of a gamepad stick binding.
	Sign   int8                         // Sign is the stick direction: -1 (left or up), +1 (right or down), 0 for a button.
}

// IsStick reports whether b is a gamepad stick direction.
func (b Binding) IsStick() bool { return b.Device == Gamepad && b.Sign != 0 }

func key(i Intent, k ebiten.Key) Binding { return Binding{Intent: i, Device: Keyboard, Key: k} }

func keyMod(i Intent, m Mods, k ebiten.Key) Binding {
	return Binding{Intent: i, Device: Keyboard, Key: k, Mods: m}
}

func pad(i Intent, b ebiten.StandardGamepadButton) Binding {
	return Binding{Intent: i, Device: Gamepad, Button: b}
}

func stick(i Intent, a ebiten.StandardGamepadAxis, sign int8) Binding {
	return Binding{Intent: i, Device: Gamepad, Axis: a, Sign: sign}
}

// bindings is the one table of bindings. The first binding of an intent on
// a device gives its prompt label.
var bindings = []Binding{
	key(Up, ebiten.KeyArrowUp),
	key(Up, ebiten.KeyW),
	key(Down, ebiten.KeyArrowDown),
	key(Down, ebiten.KeyS),
	key(Left, ebiten.KeyArrowLeft),
	key(Left, ebiten.KeyA),
	key(Right, ebiten.KeyArrowRight),
	key(Right, ebiten.KeyD),
	key(Confirm, ebiten.KeyEnter),
	key(Confirm, ebiten.KeySpace),
	key(Confirm, ebiten.KeyNumpadEnter),
	key(Back, ebiten.KeyEscape),
	key(Back, ebiten.KeyBackspace),
	key(NextModel, ebiten.KeyTab),
	keyMod(PrevModel, Shift, ebiten.KeyTab),
	keyMod(Undo, Ctrl, ebiten.KeyZ),
	key(Undo, ebiten.KeyU),
	keyMod(Redo, Ctrl, ebiten.KeyY),
	keyMod(Redo, Ctrl|Shift, ebiten.KeyZ),
	key(Menu, ebiten.KeyF10),
	key(Menu, ebiten.KeyM),
	key(FocusNext, ebiten.KeyBracketRight),
	key(FocusPrev, ebiten.KeyBracketLeft),
	key(FastForward, ebiten.KeyF),
	key(Panel, ebiten.KeyQ),
	key(Option1, ebiten.KeyDigit1),
	key(Option2, ebiten.KeyDigit2),
	key(Option3, ebiten.KeyDigit3),
	key(Option4, ebiten.KeyDigit4),
	key(Option5, ebiten.KeyDigit5),
	key(Option6, ebiten.KeyDigit6),
	key(Option7, ebiten.KeyDigit7),
	key(Option8, ebiten.KeyDigit8),
	key(Option9, ebiten.KeyDigit9),
	key(Option1, ebiten.KeyNumpad1),
	key(Option2, ebiten.KeyNumpad2),
	key(Option3, ebiten.KeyNumpad3),
	key(Option4, ebiten.KeyNumpad4),
	key(Option5, ebiten.KeyNumpad5),
	key(Option6, ebiten.KeyNumpad6),
	key(Option7, ebiten.KeyNumpad7),
	key(Option8, ebiten.KeyNumpad8),
	key(Option9, ebiten.KeyNumpad9),
	key(Fullscreen, ebiten.KeyF11),
	keyMod(Fullscreen, Alt, ebiten.KeyEnter),
	key(FoldPanel, ebiten.KeyP),

	pad(Up, ebiten.StandardGamepadButtonLeftTop),
	pad(Down, ebiten.StandardGamepadButtonLeftBottom),
	pad(Left, ebiten.StandardGamepadButtonLeftLeft),
	pad(Right, ebiten.StandardGamepadButtonLeftRight),
	stick(Up, ebiten.StandardGamepadAxisLeftStickVertical, -1),
	stick(Down, ebiten.StandardGamepadAxisLeftStickVertical, +1),
	stick(Left, ebiten.StandardGamepadAxisLeftStickHorizontal, -1),
	stick(Right, ebiten.StandardGamepadAxisLeftStickHorizontal, +1),
	pad(Confirm, ebiten.StandardGamepadButtonRightBottom),
	pad(Back, ebiten.StandardGamepadButtonRightRight),
	pad(NextModel, ebiten.StandardGamepadButtonRightTop),
	pad(NextModel, ebiten.StandardGamepadButtonFrontBottomRight), // the right trigger: the cursor to the next sensible spot
	pad(Panel, ebiten.StandardGamepadButtonRightLeft),
	pad(Undo, ebiten.StandardGamepadButtonFrontTopLeft),
	pad(Redo, ebiten.StandardGamepadButtonFrontTopRight),
	pad(Menu, ebiten.StandardGamepadButtonCenterRight),
	pad(FastForward, ebiten.StandardGamepadButtonFrontBottomLeft),
	pad(FoldPanel, ebiten.StandardGamepadButtonCenterLeft),
}

// Bindings returns a copy of the binding table, keyboard first, in the
// order prompts prefer.
func Bindings() []Binding {
	return append([]Binding(nil), bindings...)
}

// BindingsFor returns the bindings of intent i on device d, in table order.
func BindingsFor(i Intent, d Device) []Binding {
	var out []Binding
	for _, b := range bindings {
		if b.Intent == i && b.Device == d {
			out = append(out, b)
		}
	}
	return out
}
