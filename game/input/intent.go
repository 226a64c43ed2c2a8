package input

import "fmt"

// Intent is what the player means, whatever device said it.
type Intent uint8

// The intents. Directions repeat while held; FastForward is only ever held
// (see Layer.Pressed); the others fire once per press.
const (
	None Intent = iota

	// Up, Down, Left and Right move the board cursor or the widget focus.
	Up
	Down
	Left
	Right

	Confirm     // Confirm accepts the highlighted choice.
	Back        // Back cancels or leaves the current screen.
	NextModel   // NextModel puts the cursor on the next sensible spot: the next model of the side to play, a legal square or target, a deploy point.
	PrevModel   // PrevModel selects the previous model.
	Undo        // Undo takes back the last action.
	Redo        // Redo replays an undone action.
	Menu        // Menu opens or closes the game menu.
	FocusNext   // FocusNext moves the widget focus forward in a panel.
	FocusPrev   // FocusPrev moves the widget focus backward in a panel.
	FastForward // FastForward, while held, speeds up computer turns and animations.
	Panel       // Panel moves the focus between the board and the side panel's buttons.

	// Option1 to Option9 choose entry N of the action bar or menu.
	Option1
	Option2
	Option3
	Option4
	Option5
	Option6
	Option7
	Option8
	Option9

	Fullscreen // Fullscreen toggles fullscreen mode.
	FoldPanel  // FoldPanel collapses the side panel to its essentials, or expands it (the TV layout).

	numIntents
)

// intentNames holds the name of each intent, indexed by Intent.
var intentNames = [numIntents]string{
	None:        "none",
	Up:          "up",
	Down:        "down",
	Left:        "left",
	Right:       "right",
	Confirm:     "confirm",
	Back:        "back",
	NextModel:   "next model",
	PrevModel:   "previous model",
	Undo:        "undo",
	Redo:        "redo",
	Menu:        "menu",
	FocusNext:   "focus next",
	FocusPrev:   "focus previous",
	FastForward: "fast forward",
	Panel:       "panel",
	Option1:     "option 1",
	Option2:     "option 2",
	Option3:     "option 3",
	Option4:     "option 4",
	Option5:     "option 5",
	Option6:     "option 6",
	Option7:     "option 7",
	Option8:     "option 8",
	Option9:     "option 9",
	Fullscreen:  "fullscreen",
	FoldPanel:   "fold panel",
}

// String returns the intent's name in lower case, such as "confirm" or
// "option 3".
func (i Intent) String() string {
	if i < numIntents {
		return intentNames[i]
	}
	return fmt.Sprintf("intent(%d)", uint8(i))
}

// Intents returns every intent except None, in order.
func Intents() []Intent {
	out := make([]Intent, 0, numIntents-1)
	for i := None + 1; i < numIntents; i++ {
		out = append(out, i)
	}
	return out
}

// Option returns the intent that chooses entry n (1 to 9), or None when n is
// out of range.
func Option(n int) Intent {
	if n < 1 || n > 9 {
		return None
	}
	return Option1 + Intent(n-1)
}

// OptionNumber returns N for OptionN, or 0 for any other intent.
func (i Intent) OptionNumber() int {
	if i < Option1 || i > Option9 {
		return 0
	}
	return int(i-Option1) + 1
}

// IsDirection reports whether i is Up, Down, Left or Right.
func (i Intent) IsDirection() bool {
	return i >= Up && i <= Right
}

// repeats reports whether the intent fires again while its binding is held.
func (i Intent) repeats() bool { return i.IsDirection() }

// heldOnly reports whether the intent is a state read through Pressed and
// never an event.
func (i Intent) heldOnly() bool { return i == FastForward }

// Device is a kind of input device.
type Device uint8

// The devices, in the order their events are listed within one intent.
const (
	Mouse Device = iota
	Keyboard
	Gamepad
)

// String returns "mouse", "keyboard" or "gamepad".
func (d Device) String() string {
	switch d {
	case Mouse:
		return "mouse"
	case Keyboard:
		return "keyboard"
	case Gamepad:
		return "gamepad"
	}
	return fmt.Sprintf("device(%d)", uint8(d))
}
