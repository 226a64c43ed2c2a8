package input

import (
	"cmp"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// The timing of repeated directions, in ticks, and the stick dead zone.
const (
	// RepeatDelay is the number of ticks between the press of a direction
	// and its first repeat.
	RepeatDelay = 15
	// RepeatInterval is the number of ticks between later repeats.
	RepeatInterval = 4
	// DeadZone is how far a stick must lean (0 to 1) to count.
	DeadZone = 0.5
)

// Event is one intent produced by one device during a tick.
type Event struct {
	Intent Intent
	Device Device
	Pad    ebiten.GamepadID // Pad is the gamepad, when Device == Gamepad.
}

// Layer turns the devices of a Source into intents, once per tick.
// It keeps no maps: its state is in fixed arrays and ID-ordered slices, so
// the same inputs always give the same events in the same order.
type Layer struct {
	src     Source
	started bool

	keys, prevKeys [ebiten.KeyMax + 1]bool
	mods           Mods
	keyHolds       []int // keyHolds[i] counts the ticks binding i has been held, for keyboard bindings

	buttons, prevButtons [ebiten.MouseButtonMax + 1]bool
	x, y                 int
	moved                bool
	wheel                float64

	ids  []ebiten.GamepadID // ids is scratch space for AppendGamepadIDs
	pads []padState         // pads are the connected gamepads, sorted by id

	events  []Event
	last    Device
	lastPad ebiten.GamepadID
}

// padState is what the layer remembers of one connected gamepad.
type padState struct {
	id                   ebiten.GamepadID
	standard             bool
	buttons, prevButtons [ebiten.StandardGamepadButtonMax + 1]bool
	axes, prevAxes       [ebiten.StandardGamepadAxisMax + 1]float64
	holds                []int // holds[i] counts the ticks binding i has been held, for gamepad bindings
}

// New returns a layer reading src. Until a device is used, LastDevice is
// Mouse.
func New(src Source) *Layer {
	return &Layer{src: src, keyHolds: make([]int, len(bindings)), last: Mouse}
}

// Update reads the source once; call it once per tick, before the UI.
// It works out what was pressed since the last tick, repeats held
// directions, reads the sticks and fills the events of this tick.
func (l *Layer) Update() {
	l.events = l.events[:0]
	l.updateMouse()
	l.updateKeyboard()
	l.updatePads()
	l.started = true
	slices.SortFunc(l.events, compareEvents)
	l.events = slices.Compact(l.events)
}

func (l *Layer) updateMouse() {
	x, y := l.src.CursorPosition()
	l.moved = l.started && (x != l.x || y != l.y)
	l.x, l.y = x, y
	l.prevButtons = l.buttons
	used := l.moved
	for b := range l.buttons {
		l.buttons[b] = l.src.MouseButtonPressed(ebiten.MouseButton(b))
		used = used || (l.buttons[b] && !l.prevButtons[b])
	}
	wx, wy := l.src.Wheel()
	l.wheel = wy
	if used || wx != 0 || wy != 0 {
		l.last = Mouse
	}
}

func (l *Layer) updateKeyboard() {
	l.prevKeys = l.keys
	used := false
	for k := range l.keys {
		l.keys[k] = l.src.KeyPressed(ebiten.Key(k))
		used = used || (l.keys[k] && !l.prevKeys[k])
	}
	if used {
		l.last = Keyboard
	}
	l.mods = 0
	if l.anyKey(ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight) {
		l.mods |= Ctrl
	}
	if l.anyKey(ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight) {
		l.mods |= Shift
	}
	if l.anyKey(ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight) {
		l.mods |= Alt
	}
	for i, b := range bindings {
		if b.Device != Keyboard {
			continue
		}
		down := l.keys[b.Key] && b.Mods == l.mods
		pressed := l.keys[b.Key] && !l.prevKeys[b.Key]
		if step(&l.keyHolds[i], b.Intent, down, pressed) {
			l.events = append(l.events, Event{Intent: b.Intent, Device: Keyboard})
		}
	}
}

func (l *Layer) anyKey(keys ...ebiten.Key) bool {
	for _, k := range keys {
		if l.keys[k] {
			return true
		}
	}
	return false
}

func (l *Layer) updatePads() {
	l.ids = l.src.AppendGamepadIDs(l.ids[:0])
	slices.Sort(l.ids)
	l.ids = slices.Compact(l.ids)
	pads := make([]padState, 0, len(l.ids))
	for _, id := range l.ids {
		p := padState{id: id}
		if j, ok := slices.BinarySearchFunc(l.pads, id, func(p padState, id ebiten.GamepadID) int { return cmp.Compare(p.id, id) }); ok {
			p = l.pads[j]
		}
		l.updatePad(&p)
		pads = append(pads, p)
	}
	l.pads = pads // a pad that was unplugged is forgotten with all it held
}

func (l *Layer) updatePad(p *padState) {
	p.standard = l.src.IsStandardGamepadLayoutAvailable(p.id)
	if !p.standard {
		*p = padState{id: p.id}
		return
	}
	if p.holds == nil {
		p.holds = make([]int, len(bindings))
	}
	p.prevButtons, p.prevAxes = p.buttons, p.axes
	used := false
	for b := range p.buttons {
		p.buttons[b] = l.src.StandardGamepadButtonPressed(p.id, ebiten.StandardGamepadButton(b))
		used = used || (p.buttons[b] && !p.prevButtons[b])
	}
	for a := range p.axes {
		p.axes[a] = l.src.StandardGamepadAxisValue(p.id, ebiten.StandardGamepadAxis(a))
		used = used || (abs(p.axes[a]) > DeadZone && abs(p.prevAxes[a]) <= DeadZone)
	}
	if used {
		l.last = Gamepad
		l.lastPad = p.id
	}
	for i, b := range bindings {
		if b.Device != Gamepad {
			continue
		}
		var down, pressed bool
		if b.IsStick() {
			down = stickHeld(b, &p.axes)
			pressed = down && !stickHeld(b, &p.prevAxes)
		} else {
			down = p.buttons[b.Button]
			pressed = down && !p.prevButtons[b.Button]
		}
		if step(&p.holds[i], b.Intent, down, pressed) {
			l.events = append(l.events, Event{Intent: b.Intent, Device: Gamepad, Pad: p.id})
		}
	}
}

// stickHeld reports whether the stick of binding b leans its way beyond the
// dead zone, and more that way than along its other axis, so that a stick
// gives one direction at a time (horizontal wins an exact diagonal).
func stickHeld(b Binding, axes *[ebiten.StandardGamepadAxisMax + 1]float64) bool {
	v := axes[b.Axis] * float64(b.Sign)
	if v <= DeadZone {
		return false
	}
	other, horizontal := partnerAxis(b.Axis)
	if horizontal {
		return v >= abs(axes[other])
	}
	return v > abs(axes[other])
}

// partnerAxis returns the other axis of the same stick, and whether a is
// the horizontal one.
func partnerAxis(a ebiten.StandardGamepadAxis) (ebiten.StandardGamepadAxis, bool) {
	switch a {
	case ebiten.StandardGamepadAxisLeftStickHorizontal:
		return ebiten.StandardGamepadAxisLeftStickVertical, true
	case ebiten.StandardGamepadAxisLeftStickVertical:
		return ebiten.StandardGamepadAxisLeftStickHorizontal, false
	case ebiten.StandardGamepadAxisRightStickHorizontal:
		return ebiten.StandardGamepadAxisRightStickVertical, true
	}
	return ebiten.StandardGamepadAxisRightStickHorizontal, false
}

// step advances the hold counter of one binding and reports whether it
// fires this tick. down says the binding is held now (with the right
// modifiers); pressed says its key, button or stick direction went down this
// tick. A binding held since before its modifiers matched does not start.
func step(hold *int, i Intent, down, pressed bool) bool {
	if !down || (*hold == 0 && !pressed) {
		*hold = 0
		return false
	}
	*hold++
	switch {
	case i.heldOnly():
		return false
	case *hold == 1:
		return true
	case i.repeats() && *hold > RepeatDelay:
		return (*hold-1-RepeatDelay)%RepeatInterval == 0
	}
	return false
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// compareEvents orders events by intent, then device, then gamepad.
func compareEvents(a, b Event) int {
	return cmp.Or(cmp.Compare(a.Intent, b.Intent), cmp.Compare(a.Device, b.Device), cmp.Compare(a.Pad, b.Pad))
}

// Events returns this tick's intents, each at most once per device and
// gamepad, ordered by intent, then device (mouse, keyboard, gamepad), then
// gamepad id. The slice is a copy: Consume while ranging over it is safe.
func (l *Layer) Events() []Event {
	return slices.Clone(l.events)
}

// Has reports whether some device produced intent i this tick.
func (l *Layer) Has(i Intent) bool {
	return slices.ContainsFunc(l.events, func(e Event) bool { return e.Intent == i })
}

// Consume removes intent i from this tick's events, for a widget that used
// it.
func (l *Layer) Consume(i Intent) {
	l.events = slices.DeleteFunc(l.events, func(e Event) bool { return e.Intent == i })
}

// Filter removes this tick's events for which keep is false: the game
// drops what comes from a controller whose turn it is not.
func (l *Layer) Filter(keep func(Event) bool) {
	l.events = slices.DeleteFunc(l.events, func(e Event) bool { return !keep(e) })
}

// MuteMouse makes this tick's mouse buttons read as unchanged, so no click
// reaches the game or the widgets (the mouse is not the deciding player's).
func (l *Layer) MuteMouse() {
	l.buttons = l.prevButtons
}

// Pressed reports whether intent i is held now on some device: one of its
// bindings went down with its modifiers and is still held. It is the way to
// read FastForward, which never makes events.
func (l *Layer) Pressed(i Intent) bool {
	for j, b := range bindings {
		if b.Intent != i {
			continue
		}
		if b.Device == Keyboard && l.keyHolds[j] > 0 {
			return true
		}
		if b.Device == Gamepad {
			for _, p := range l.pads {
				if p.holds != nil && p.holds[j] > 0 {
					return true
				}
			}
		}
	}
	return false
}

// PressedOn reports whether intent i is held now on gamepad id.
func (l *Layer) PressedOn(i Intent, id ebiten.GamepadID) bool {
	for _, p := range l.pads {
		if p.id != id || p.holds == nil {
			continue
		}
		for j, b := range bindings {
			if b.Intent == i && b.Device == Gamepad && p.holds[j] > 0 {
				return true
			}
		}
	}
	return false
}

// Cursor returns the mouse cursor position.
func (l *Layer) Cursor() (x, y int) { return l.x, l.y }

// CursorMoved reports whether the cursor moved this tick. It is false on
// the first tick.
func (l *Layer) CursorMoved() bool { return l.moved }

// Clicked reports whether the left button was released this tick after
// being pressed: a click at Cursor.
func (l *Layer) Clicked() bool {
	return l.released(ebiten.MouseButtonLeft)
}

// RightClicked reports whether the right button was released this tick
// after being pressed. The board treats it as Back; it is not an event, so
// that widgets keep their own meaning for it.
func (l *Layer) RightClicked() bool {
	return l.released(ebiten.MouseButtonRight)
}

// MouseDown reports whether mouse button b is held now.
func (l *Layer) MouseDown(b ebiten.MouseButton) bool {
	return b >= 0 && b <= ebiten.MouseButtonMax && l.buttons[b]
}

func (l *Layer) pressed(b ebiten.MouseButton) bool {
	return b >= 0 && b <= ebiten.MouseButtonMax && l.buttons[b] && !l.prevButtons[b]
}

func (l *Layer) released(b ebiten.MouseButton) bool {
	return b >= 0 && b <= ebiten.MouseButtonMax && !l.buttons[b] && l.prevButtons[b]
}

// Wheel returns the vertical wheel movement of this tick.
func (l *Layer) Wheel() float64 { return l.wheel }

// LastDevice returns the device last used: any key, a mouse move, click or
// wheel, a gamepad button or a stick leaving its dead zone. When several
// are used in one tick, the gamepad wins over the keyboard, and the
// keyboard over the mouse.
func (l *Layer) LastDevice() Device { return l.last }

// LastPad returns the gamepad used last, meaningful when LastDevice is
// Gamepad.
func (l *Layer) LastPad() ebiten.GamepadID { return l.lastPad }

// Pads returns the connected gamepads, sorted by id.
func (l *Layer) Pads() []ebiten.GamepadID {
	out := make([]ebiten.GamepadID, len(l.pads))
	for i, p := range l.pads {
		out[i] = p.id
	}
	return out
}
