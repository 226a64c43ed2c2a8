package input

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Script is a Source driven by tests: set the state for the next frame,
// then call Layer.Update. A key or button stays down until released, as on
// a real device; a tap is a Press before one Update and a Release before
// the next, or Tap for a press and release within one frame. Script is a
// KeyQueue: every press and release counts, in order, even several within
// one frame.
//
// Like Ebiten, Script reports the virtual keys KeyShift, KeyControl, KeyAlt
// and KeyMeta as pressed when either of their left or right keys is.
// The zero Script has no keys down, the cursor at (0, 0) and no gamepads.
type Script struct {
	keys    [ebiten.KeyMax + 1]bool
	buttons [ebiten.MouseButtonMax + 1]bool
	x, y    int
	wx, wy  float64
	pads    []scriptPad // in connection order, as a driver might report them
	edges   []KeyEdge   // key presses and releases since the last AppendKeyEdges
}

// scriptPad is the state of one connected gamepad.
type scriptPad struct {
	id          ebiten.GamepadID
	nonStandard bool
	buttons     [ebiten.StandardGamepadButtonMax + 1]bool
	axes        [ebiten.StandardGamepadAxisMax + 1]float64
}

// NewScript returns a Script with nothing pressed and no gamepads.
func NewScript() *Script { return &Script{} }

// Press holds key k down.
func (s *Script) Press(k ebiten.Key) {
	if k >= 0 && k <= ebiten.KeyMax && !s.keys[k] {
		s.keys[k] = true
		s.edges = append(s.edges, KeyEdge{Key: k, Down: true})
	}
}

// Release lets key k up.
func (s *Script) Release(k ebiten.Key) {
	if k >= 0 && k <= ebiten.KeyMax && s.keys[k] {
		s.keys[k] = false
		s.edges = append(s.edges, KeyEdge{Key: k})
	}
}

// Tap presses and releases each key in turn, all before the next frame, as
// a quick typist on a busy machine: the next Update sees every tap, in
// order.
func (s *Script) Tap(keys ...ebiten.Key) {
	for _, k := range keys {
		s.Press(k)
		s.Release(k)
	}
}

// AppendKeyEdges implements KeyQueue.
func (s *Script) AppendKeyEdges(edges []KeyEdge) []KeyEdge {
	edges = append(edges, s.edges...)
	s.edges = s.edges[:0]
	return edges
}

// ReleaseAll lets every key and mouse button up and every gamepad button
// and stick go back to rest; gamepads stay connected.
func (s *Script) ReleaseAll() {
	for k := range s.keys {
		s.Release(ebiten.Key(k))
	}
	s.buttons = [ebiten.MouseButtonMax + 1]bool{}
	for i := range s.pads {
		s.pads[i].buttons = [ebiten.StandardGamepadButtonMax + 1]bool{}
		s.pads[i].axes = [ebiten.StandardGamepadAxisMax + 1]float64{}
	}
}

// MoveMouse puts the cursor at (x, y).
func (s *Script) MoveMouse(x, y int) { s.x, s.y = x, y }

// MouseDown holds mouse button b down.
func (s *Script) MouseDown(b ebiten.MouseButton) {
	if b >= 0 && b <= ebiten.MouseButtonMax {
		s.buttons[b] = true
	}
}

// MouseUp lets mouse button b up.
func (s *Script) MouseUp(b ebiten.MouseButton) {
	if b >= 0 && b <= ebiten.MouseButtonMax {
		s.buttons[b] = false
	}
}

// Scroll turns the wheel by (dx, dy). Like a real wheel, the movement is
// reported by the next call of Wheel only.
func (s *Script) Scroll(dx, dy float64) { s.wx, s.wy = s.wx+dx, s.wy+dy }

// ConnectPad plugs in gamepad id with the standard layout, nothing pressed.
// Connecting a pad that is already connected does nothing.
func (s *Script) ConnectPad(id ebiten.GamepadID) {
	if s.pad(id) == nil {
		s.pads = append(s.pads, scriptPad{id: id})
	}
}

// SetStandardLayout says whether gamepad id has the standard layout (a pad
// without it is listed but gives no intents).
func (s *Script) SetStandardLayout(id ebiten.GamepadID, ok bool) {
	if p := s.pad(id); p != nil {
		p.nonStandard = !ok
	}
}

// DisconnectPad unplugs gamepad id; its buttons and sticks are forgotten.
func (s *Script) DisconnectPad(id ebiten.GamepadID) {
	s.pads = slices.DeleteFunc(s.pads, func(p scriptPad) bool { return p.id == id })
}

// PadDown holds button b of gamepad id down. It does nothing if the pad is
// not connected.
func (s *Script) PadDown(id ebiten.GamepadID, b ebiten.StandardGamepadButton) {
	s.setPadButton(id, b, true)
}

// PadUp lets button b of gamepad id up.
func (s *Script) PadUp(id ebiten.GamepadID, b ebiten.StandardGamepadButton) {
	s.setPadButton(id, b, false)
}

// SetAxis sets axis a of gamepad id to v (-1 to 1; up and left are
// negative). It does nothing if the pad is not connected.
func (s *Script) SetAxis(id ebiten.GamepadID, a ebiten.StandardGamepadAxis, v float64) {
	if p := s.pad(id); p != nil && a >= 0 && a <= ebiten.StandardGamepadAxisMax {
		p.axes[a] = v
	}
}

func (s *Script) setPadButton(id ebiten.GamepadID, b ebiten.StandardGamepadButton, down bool) {
	if p := s.pad(id); p != nil && b >= 0 && b <= ebiten.StandardGamepadButtonMax {
		p.buttons[b] = down
	}
}

func (s *Script) pad(id ebiten.GamepadID) *scriptPad {
	for i := range s.pads {
		if s.pads[i].id == id {
			return &s.pads[i]
		}
	}
	return nil
}

// KeyPressed reports whether key k is down.
func (s *Script) KeyPressed(k ebiten.Key) bool {
	if k < 0 || k > ebiten.KeyMax {
		return false
	}
	switch k {
	case ebiten.KeyShift:
		return s.keys[k] || s.keys[ebiten.KeyShiftLeft] || s.keys[ebiten.KeyShiftRight]
	case ebiten.KeyControl:
		return s.keys[k] || s.keys[ebiten.KeyControlLeft] || s.keys[ebiten.KeyControlRight]
	case ebiten.KeyAlt:
		return s.keys[k] || s.keys[ebiten.KeyAltLeft] || s.keys[ebiten.KeyAltRight]
	case ebiten.KeyMeta:
		return s.keys[k] || s.keys[ebiten.KeyMetaLeft] || s.keys[ebiten.KeyMetaRight]
	}
	return s.keys[k]
}

// CursorPosition returns where MoveMouse last put the cursor.
func (s *Script) CursorPosition() (int, int) { return s.x, s.y }

// MouseButtonPressed reports whether mouse button b is down.
func (s *Script) MouseButtonPressed(b ebiten.MouseButton) bool {
	return b >= 0 && b <= ebiten.MouseButtonMax && s.buttons[b]
}

// Wheel returns the wheel movement since the last call and forgets it.
func (s *Script) Wheel() (float64, float64) {
	dx, dy := s.wx, s.wy
	s.wx, s.wy = 0, 0
	return dx, dy
}

// AppendGamepadIDs appends the connected gamepads in connection order.
func (s *Script) AppendGamepadIDs(ids []ebiten.GamepadID) []ebiten.GamepadID {
	for _, p := range s.pads {
		ids = append(ids, p.id)
	}
	return ids
}

// StandardGamepadButtonPressed reports whether button b of gamepad id is
// down; it is false for a pad that is not connected.
func (s *Script) StandardGamepadButtonPressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	p := s.pad(id)
	return p != nil && b >= 0 && b <= ebiten.StandardGamepadButtonMax && p.buttons[b]
}

// StandardGamepadAxisValue returns axis a of gamepad id, 0 for a pad that
// is not connected.
func (s *Script) StandardGamepadAxisValue(id ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64 {
	p := s.pad(id)
	if p == nil || a < 0 || a > ebiten.StandardGamepadAxisMax {
		return 0
	}
	return p.axes[a]
}

// IsStandardGamepadLayoutAvailable reports whether gamepad id is connected
// with the standard layout.
func (s *Script) IsStandardGamepadLayoutAvailable(id ebiten.GamepadID) bool {
	p := s.pad(id)
	return p != nil && !p.nonStandard
}
