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
	queue   KeyQueue // src, when it queues key presses
	started bool

	keys, prevKeys [ebiten.KeyMax + 1]bool
	mods           Mods
	keyHolds       []int     // keyHolds[i] counts the ticks binding i has been held, for keyboard bindings
	fired          []bool    // fired[i] says keyboard binding i was pressed this tick
	edges          []KeyEdge // this tick's key presses and releases, in order

	buttons, prevButtons [ebiten.MouseButtonMax + 1]bool
	mouseHeld            [ebiten.MouseButtonMax + 1]bool // a button muted or swallowed while down: it reads up until let go
	x, y                 int
	moved                bool
	wheel                float64

	ids  []ebiten.GamepadID // ids is scratch space for AppendGamepadIDs
	pads []padState         // pads are the connected gamepads, sorted by id
	// padsChanged says a gamepad was plugged in or unplugged this tick.
	padsChanged bool

	events    []Event
	keyEvents int // the keyboard's events are events[:keyEvents]
	last      Device
	lastPad   ebiten.GamepadID
	swallowed bool // Swallow was called this tick
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
	q, _ := src.(KeyQueue)
	return &Layer{src: src, queue: q, keyHolds: make([]int, len(bindings)), fired: make([]bool, len(bindings)), last: Mouse}
}

// Update reads the source once; call it once per tick, before the UI.
// It works out what was pressed since the last tick, repeats held
// directions, reads the sticks and fills the events of this tick.
func (l *Layer) Update() {
	l.events = l.events[:0]
	l.swallowed = false
	l.updateMouse()
	l.updateKeyboard()
	l.keyEvents = len(l.events)
	l.updatePads()
	l.started = true
	// The keyboard's events stay in the order of their presses; the
	// gamepads' follow, by intent, then pad, each once.
	pads := l.events[l.keyEvents:]
	slices.SortFunc(pads, compareEvents)
	l.events = append(l.events[:l.keyEvents], slices.Compact(pads)...)
}

func (l *Layer) updateMouse() {
	x, y := l.src.CursorPosition()
	l.moved = l.started && (x != l.x || y != l.y)
	l.x, l.y = x, y
	l.prevButtons = l.buttons
	used := l.moved
	for b := range l.buttons {
		down := l.src.MouseButtonPressed(ebiten.MouseButton(b))
		if l.mouseHeld[b] {
			// muted or swallowed while down: up until let go
			l.mouseHeld[b] = down
			down = false
		}
		l.buttons[b] = down
		used = used || (l.buttons[b] && !l.prevButtons[b])
	}
	wx, wy := l.src.Wheel()
	l.wheel = wy
	if used || wx != 0 || wy != 0 {
		l.last = Mouse
	}
}

// updateKeyboard reads the keys. The presses and releases of this tick
// are taken in the order they happened: first those of a KeyQueue source,
// then those the key state shows that the queue did not (modifier presses
// before other keys, modifier releases after, so that a chord read from the
// state alone keeps its meaning). Every press fires the bindings of its key
// that match the modifiers held at that moment, so several taps within one
// frame each count, in order; held bindings then repeat.
func (l *Layer) updateKeyboard() {
	l.prevKeys = l.keys
	l.edges = l.edges[:0]
	if l.queue != nil {
		l.edges = l.queue.AppendKeyEdges(l.edges)
	}
	var touched [ebiten.KeyMax + 1]bool
	for _, e := range l.edges {
		if e.Key >= 0 && e.Key <= ebiten.KeyMax {
			touched[e.Key] = true
		}
	}
	for pass := range 3 {
		// pass 0: modifier presses; 1: other keys; 2: modifier releases
		for k := range l.keys {
			key := ebiten.Key(k)
			now := l.src.KeyPressed(key)
			if touched[k] || now == l.keys[k] || (pass == 1) == isModifier(key) || (pass == 0 && !now) || (pass == 2 && now) {
				continue
			}
			l.edges = append(l.edges, KeyEdge{Key: key, Down: now})
		}
	}
	for i := range l.fired {
		l.fired[i] = false
	}
	for _, e := range l.edges {
		if e.Key < 0 || e.Key > ebiten.KeyMax {
			continue
		}
		l.keys[e.Key] = e.Down
		if !e.Down {
			continue
		}
		l.last = Keyboard
		mods := l.currentMods()
		for i, b := range bindings {
			if b.Device != Keyboard || b.Key != e.Key || b.Mods != mods {
				continue
			}
			l.keyHolds[i] = 0
			if step(&l.keyHolds[i], b.Intent, true, true) && !l.heldElsewhere(i) {
				l.events = append(l.events, Event{Intent: b.Intent, Device: Keyboard})
			}
			l.fired[i] = true
		}
	}
	l.mods = l.currentMods()
	for i, b := range bindings {
		if b.Device != Keyboard || l.fired[i] {
			continue
		}
		down := l.keys[b.Key] && b.Mods == l.mods
		if step(&l.keyHolds[i], b.Intent, down, false) {
			l.events = append(l.events, Event{Intent: b.Intent, Device: Keyboard})
		}
	}
}

// heldElsewhere reports whether another keyboard binding of the intent of
// binding i is held now: a second key of the same intent (Up and W) pressed
// while the first is down adds no event.
func (l *Layer) heldElsewhere(i int) bool {
	for j, b := range bindings {
		if j != i && b.Device == Keyboard && b.Intent == bindings[i].Intent && l.keyHolds[j] > 0 && l.keys[b.Key] {
			return true
		}
	}
	return false
}

// currentMods returns the modifiers held now.
func (l *Layer) currentMods() Mods {
	var m Mods
	if l.anyKey(ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight) {
		m |= Ctrl
	}
	if l.anyKey(ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight) {
		m |= Shift
	}
	if l.anyKey(ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight) {
		m |= Alt
	}
	return m
}

// isModifier reports whether k is a Control, Shift, Alt or Meta key.
func isModifier(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight,
		ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight,
		ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight,
		ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
		return true
	}
	return false
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
	l.padsChanged = len(l.ids) != len(l.pads)
	pads := make([]padState, 0, len(l.ids))
	for i, id := range l.ids {
		if i < len(l.pads) && l.pads[i].id != id {
			l.padsChanged = true
		}
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

// Events returns this tick's intents: the keyboard's first, one per key
// press in the order of the presses (three taps of Down within one frame
// are three Downs, before the Enter tapped after them), then the gamepads'
// ordered by intent, then gamepad id, each at most once per gamepad. The
// slice is a copy: Consume while ranging over it is safe.
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

// MuteMouse makes this tick's mouse buttons read as up and unchanged, so
// no click reaches the game or the widgets (the mouse is not the deciding
// player's). A button down now reads up until it is let go: its release
// later is no click either.
func (l *Layer) MuteMouse() {
	for b, down := range l.buttons {
		if down {
			l.mouseHeld[b], l.buttons[b] = true, false
		}
	}
	l.prevButtons = l.buttons
}

// Swallow consumes the rest of this tick's input, for the press that
// changed the screen (a hand-over screen uncovered, a window opened or
// closed, a new scene): that press acts on the screen it left, never on
// the one it opened. It removes this tick's events, clicks and wheel, and
// makes everything held now count as let go until it is released and
// pressed again: a held direction does not repeat into the new screen, a
// mouse button pressed on the old screen clicks nothing on the new one, and
// FastForward stops until pressed again. Called between two ticks, it
// keeps what is held then from acting on the next.
func (l *Layer) Swallow() {
	l.events = l.events[:0]
	l.keyEvents = 0
	l.wheel = 0
	l.MuteMouse()
	clear(l.keyHolds)
	for _, p := range l.pads {
		clear(p.holds)
	}
	l.swallowed = true
}

// Swallowed reports whether Swallow was called since this tick began.
func (l *Layer) Swallowed() bool { return l.swallowed }

// PadsChanged reports whether a gamepad was plugged in or unplugged this
// tick: the game reacts at once, even while nothing else happens.
func (l *Layer) PadsChanged() bool { return l.padsChanged }

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
