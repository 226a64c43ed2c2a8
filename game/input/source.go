package input

import "github.com/hajimehoshi/ebiten/v2"

// Source is the raw state of the devices for one frame. Ebiten reads the
// real devices; tests use a Script.
type Source interface {
	KeyPressed(k ebiten.Key) bool
	CursorPosition() (x, y int)
	MouseButtonPressed(b ebiten.MouseButton) bool
	// Wheel returns the wheel movement of this frame.
	Wheel() (dx, dy float64)
	AppendGamepadIDs(ids []ebiten.GamepadID) []ebiten.GamepadID
	StandardGamepadButtonPressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool
	StandardGamepadAxisValue(id ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64
	IsStandardGamepadLayoutAvailable(id ebiten.GamepadID) bool
}

// Ebiten returns the Source that reads the real devices through Ebiten.
func Ebiten() Source { return ebitenSource{} }

// ebitenSource forwards each question to the Ebiten function of that name.
type ebitenSource struct{}

func (ebitenSource) KeyPressed(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) }

func (ebitenSource) CursorPosition() (int, int) { return ebiten.CursorPosition() }

func (ebitenSource) MouseButtonPressed(b ebiten.MouseButton) bool {
	return ebiten.IsMouseButtonPressed(b)
}

func (ebitenSource) Wheel() (float64, float64) { return ebiten.Wheel() }

func (ebitenSource) AppendGamepadIDs(ids []ebiten.GamepadID) []ebiten.GamepadID {
	return ebiten.AppendGamepadIDs(ids)
}

func (ebitenSource) StandardGamepadButtonPressed(id ebiten.GamepadID, b ebiten.StandardGamepadButton) bool {
	return ebiten.IsStandardGamepadButtonPressed(id, b)
}

func (ebitenSource) StandardGamepadAxisValue(id ebiten.GamepadID, a ebiten.StandardGamepadAxis) float64 {
	return ebiten.StandardGamepadAxisValue(id, a)
}

func (ebitenSource) IsStandardGamepadLayoutAvailable(id ebiten.GamepadID) bool {
	return ebiten.IsStandardGamepadLayoutAvailable(id)
}

// KeyEdge is one key going down (Down) or up.
type KeyEdge struct {
	Key  ebiten.Key
	Down bool
}

// KeyQueue is a Source that keeps every key press and release between two
// ticks, in the order they happened: several taps of a key within one busy
// frame each count, in order, where the key state of one frame shows at
// most one. The Script and the browser's DOM key events are such sources.
// The layer still reads KeyPressed for keys the queue did not mention, so a
// queue that misses an edge costs no more than the state alone.
type KeyQueue interface {
	// AppendKeyEdges appends the edges since the last call, oldest first,
	// and forgets them.
	AppendKeyEdges(edges []KeyEdge) []KeyEdge
}
